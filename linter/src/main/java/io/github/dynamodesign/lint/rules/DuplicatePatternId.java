package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "duplicate-pattern-id", severity = Severity.ERROR,
        title = "Two patterns share an id",
        rationale = "Pattern ids link the design to code, tests and reviews; two patterns with one id make every "
                + "reference ambiguous, and verification results cannot be told apart.",
        bad = """
                | AP-002 | Books of an author | Query | ... |
                | AP-002 | Books of a genre | Query | ... |
                """,
        good = """
                | AP-002 | Books of an author | Query | ... |
                | AP-003 | Books of a genre | Query | ... |
                """)
public final class DuplicatePatternId implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (Diagnostic d : ModelChecks.duplicatePatternIds(context.design())) {
            findings.add(d.location(), context.elementAt(d.location().line()).name(), d.location().line(), d.message(), d.hint());
        }
    }
}

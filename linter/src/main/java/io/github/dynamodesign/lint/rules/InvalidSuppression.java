package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.Suppression;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Linter;
import io.github.dynamodesign.lint.Rule;

import java.util.List;

@LintRule(id = Linter.INVALID_SUPPRESSION, severity = Severity.WARNING,
        title = "Suppression comment without a reason, for an unknown rule, or matching nothing",
        rationale = "A suppression documents a decision: without a reason the next reader cannot tell whether it still "
                + "holds; one naming an unknown rule or matching no finding suppresses nothing and misleads.",
        bad = """
                <!-- dynamo-design:ignore hot-partiton -->
                ### Game
                """,
        good = """
                <!-- dynamo-design:ignore hot-partition the list holds at most 50 games and is cached -->
                ### Game
                """)
public final class InvalidSuppression implements Rule {

    private final List<String> knownRules;

    /** @param knownRules the ids of the rules that run, which suppressions may name */
    public InvalidSuppression(List<String> knownRules) {
        this.knownRules = List.copyOf(knownRules);
    }

    @Override
    public void check(LintContext context, Findings findings) {
        for (Suppression s : context.design().suppressions()) {
            LintContext.Element element = context.elementAt(s.targetLine());
            if (!knownRules.contains(s.rule())) {
                findings.add(s.location(), element.name(), s.location().line(), "suppression of unknown rule '" + s.rule() + "'",
                        ModelChecks.suggestion(s.rule(), knownRules).map(r -> "did you mean " + r + "?")
                                .orElse("see `dynamo-design rules` for the rule ids"));
            } else if (!s.hasReason()) {
                findings.add(s.location(), element.name(), s.location().line(), "suppression of " + s.rule() + " without a reason",
                        "write <!-- dynamo-design:ignore " + s.rule() + " <why it is fine here> -->");
            }
        }
    }
}

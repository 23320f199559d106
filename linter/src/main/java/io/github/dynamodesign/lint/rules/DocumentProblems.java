package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;

@LintRule(id = "document", severity = Severity.WARNING,
        title = "Parts of the document that could not be read or resolved",
        rationale = "What the reader could not understand (a malformed row, an unknown constraint, a write step in "
                + "prose, a step naming no entity) is left out of linting and verification; fix it so that the whole "
                + "design is checked. The finding keeps the reader's severity and names its diagnostic code.",
        bad = """
                | AP-201 | Remove book | DeleteItem | 1. Delete Book 2. Notify the author by e-mail | |
                """,
        good = """
                | AP-201 | Remove book | DeleteItem | 1. Delete Book | attribute_exists(PK) |

                (the notification is not part of the table design)
                """)
public final class DocumentProblems implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        List<Diagnostic> all = new java.util.ArrayList<>(context.design().diagnostics());
        ModelChecks.unknownEntities(context.design()).stream()
                .filter(d -> context.design().writes().stream().anyMatch(w -> w.location().equals(d.location())))
                .forEach(all::add);
        all.addAll(ModelChecks.missingTableKeys(context.design()));
        for (Diagnostic d : all) {
            LintContext.Element element = context.elementAt(d.location().line());
            findings.add(d.severity() == Severity.INFO ? Severity.INFO : d.severity(), d.location(), element.name(),
                    element.line(), "[" + d.code() + "] " + d.message(), d.hint());
        }
    }
}

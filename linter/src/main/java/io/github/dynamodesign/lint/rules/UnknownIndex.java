package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "unknown-index", severity = Severity.ERROR,
        title = "Pattern names an index that is not defined",
        rationale = "A query on an index the table does not have fails at runtime; usually the index was renamed or "
                + "is missing from the Global/Local Secondary Indexes table.",
        bad = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) |

                | AP-006 | Query | GSI2 | `ORDER#<orderId>` | - | |
                """,
        good = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) |

                | AP-006 | Query | GSI1 | `ORDER#<orderId>` | - | |
                """)
public final class UnknownIndex implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (Diagnostic d : ModelChecks.unknownIndexes(context.design())) {
            LintContext.Element element = context.elementAt(d.location().line());
            findings.add(d.location(), element.name(), element.line(), d.message(), d.hint());
        }
    }
}

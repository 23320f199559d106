package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "unused-index", severity = Severity.WARNING,
        title = "Index used by no read pattern",
        rationale = "Every GSI is written on every matching put: it doubles write cost and storage for its items. An "
                + "index no access pattern reads is cost without use (or a pattern is missing from the document).",
        bad = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | GSI3 | `GSI3PK` (S) | `GSI3SK` (S) |

                (no pattern reads GSI3)
                """,
        good = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | GSI3 | `GSI3PK` (S) | `GSI3SK` (S) |

                | AP-009 | Query | GSI3 | `CLINIC#<clinicId>#DAY#<day>` | - | |
                """)
public final class UnusedIndex implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (SecondaryIndex index : context.design().indexes()) {
            boolean used = context.design().reads().stream().anyMatch(p -> index.name().equals(p.index()));
            if (!used) {
                findings.onIndex(index, index.kind() + " " + index.name() + " is read by no access pattern",
                        "add the pattern that needs it, or drop the index");
            }
        }
    }
}

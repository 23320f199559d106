package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "consistent-read-on-gsi", severity = Severity.ERROR,
        title = "`ConsistentRead=true` on a GSI",
        rationale = "Global secondary indexes are eventually consistent only: DynamoDB rejects a strongly consistent "
                + "read on a GSI with a ValidationException.",
        bad = """
                | AP-004 | Query | GSI1 | `EMAIL#<lower(email)>` | - | | ConsistentRead=true |
                """,
        good = """
                | AP-004 | GetItem | Table | `EMAIL#<lower(email)>` | = | `CLAIM` | ConsistentRead=true |
                """)
public final class ConsistentReadOnGsi implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (ReadPattern p : context.design().reads()) {
            boolean gsi = p.indexName().flatMap(context.design()::index).map(i -> i.kind() == IndexKind.GSI).orElse(false);
            if (gsi && p.params().consistentRead()) {
                findings.onPattern(p, p.id() + " asks for ConsistentRead=true on the GSI " + p.index()
                                + ", which DynamoDB rejects: GSIs are eventually consistent",
                        "drop ConsistentRead, or read the table (or an LSI) where a consistent read is needed");
            }
        }
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "query-for-single-item", severity = Severity.INFO,
        title = "Query with `=` on the full key and `Limit=1`: use GetItem",
        rationale = "A Query that pins the whole primary key returns at most one item; GetItem says so, costs the "
                + "same, and allows ConsistentRead and BatchGetItem.",
        bad = """
                | AP-001 | Query | Table | `CUSTOMER#<customerId>` | = | `PROFILE` | Limit=1 |
                """,
        good = """
                | AP-001 | GetItem | Table | `CUSTOMER#<customerId>` | = | `PROFILE` | |
                """)
public final class QueryForSingleItem implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        boolean tableHasSortKey = context.design().table().sortKey() != null;
        for (ReadPattern p : context.design().reads()) {
            if (p.operation() != Operation.QUERY || p.index() != null || !Integer.valueOf(1).equals(p.params().limit())) {
                continue;
            }
            boolean fullKey = tableHasSortKey ? p.sortKey() != null && p.sortKey().operator() == ConditionOperator.EQ
                    : p.sortKey() == null;
            if (fullKey) {
                findings.onPattern(p, p.id() + " queries the full primary key with Limit=1: it can only return one item",
                        "use GetItem");
            }
        }
    }
}

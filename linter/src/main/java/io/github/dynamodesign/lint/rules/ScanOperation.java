package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "scan-operation", severity = Severity.WARNING,
        title = "Pattern uses Scan",
        rationale = "A Scan reads every item of the table or index and pays for all of them; its latency and cost grow "
                + "with the table. Access patterns of an application should be Queries or GetItems.",
        bad = """
                | AP-010 | Find orders by status | Scan | Table | - | - | | Filter: status = <status> |
                """,
        good = """
                | AP-010 | Find orders by status | Query | GSI1 | `STATUS#<status>#<shard>` | - | | |
                """)
public final class ScanOperation implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (ReadPattern p : context.design().reads()) {
            if (p.operation() == Operation.SCAN) {
                findings.onPattern(p, p.id() + " scans " + (p.index() == null ? "the table" : p.index())
                                + ": it reads every item and its cost grows with the table",
                        "give the pattern a key (a GSI whose partition key is what you filter on), or keep it for "
                                + "rare batch jobs and suppress this with the reason");
            }
        }
    }
}

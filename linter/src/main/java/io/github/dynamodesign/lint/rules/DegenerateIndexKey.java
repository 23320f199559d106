package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;

@LintRule(id = "degenerate-index-key", severity = Severity.WARNING,
        title = "Index partition and sort key are the same attribute",
        rationale = "With the same attribute as partition and sort key every partition holds items with one sort key "
                + "value: the sort key orders nothing and no range query is possible.",
        bad = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1PK` (S) |
                """,
        good = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) |
                """)
public final class DegenerateIndexKey implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (SecondaryIndex index : context.design().indexes()) {
            List<String> pk = index.partitionKey().stream().map(KeyAttribute::name).toList();
            List<String> sk = index.sortKey().stream().map(KeyAttribute::name).toList();
            List<String> both = pk.stream().filter(sk::contains).toList();
            if (!both.isEmpty()) {
                findings.onIndex(index, index.name() + " uses " + String.join(", ", both)
                        + " as both partition and sort key: the sort key orders nothing", "use another attribute as sort key, or none");
            }
        }
    }
}

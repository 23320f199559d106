package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;

@LintRule(id = "too-many-lsis", severity = Severity.ERROR,
        title = "More than 5 LSIs",
        rationale = "DynamoDB allows at most 5 local secondary indexes per table, and they can only be created with the "
                + "table: a design with more cannot be deployed.",
        bad = """
                | LSI Name | Sort Key |
                |---|---|
                | LSI1 ... LSI6 | six sort keys |
                """,
        good = """
                | LSI Name | Sort Key |
                |---|---|
                | LSI1 ... LSI5 | five sort keys, or GSIs for the rest |
                """,
        options = {"max=5"})
public final class TooManyLsis implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        int max = context.intOption(this, "max");
        List<SecondaryIndex> lsis = context.design().indexes().stream().filter(i -> i.kind() == IndexKind.LSI).toList();
        if (lsis.size() > max) {
            SecondaryIndex over = lsis.get(max);
            findings.onIndex(over, "the table has " + lsis.size() + " LSIs; DynamoDB allows " + max,
                    "turn the extra ones into GSIs");
        }
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.Projection;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "gsi-projection-all", severity = Severity.INFO,
        title = "GSI projects ALL (storage and write cost)",
        rationale = "A GSI with projection ALL stores a full copy of every item it contains and rewrites it on every "
                + "change of any attribute. When its patterns need a few attributes, INCLUDE or KEYS_ONLY is cheaper.",
        bad = """
                | GSI Name | Partition Key | Sort Key | Projection |
                |---|---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL |
                """,
        good = """
                | GSI Name | Partition Key | Sort Key | Projection |
                |---|---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | INCLUDE (status, total) |
                """)
public final class GsiProjectionAll implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (SecondaryIndex index : context.design().indexes()) {
            if (index.kind() == IndexKind.GSI && index.projection().type() == Projection.Type.ALL) {
                findings.onIndex(index, index.name() + " projects ALL: every item in it is stored twice and rewritten "
                        + "on every change", "project INCLUDE (the attributes its patterns read) or KEYS_ONLY if that is enough");
            }
        }
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "large-item-risk", severity = Severity.WARNING,
        title = "Unbounded list/map attribute on an entity (400 KB item limit)",
        rationale = "An item may hold at most 400 KB. A list or map that grows with use (all comments of a post, all "
                + "members of a group) eventually makes writes fail, and every read pays for the whole item.",
        bad = """
                ### Post
                - **Attributes**:
                  - `comments` (list)
                """,
        good = """
                ### Post
                - **Attributes**:
                  - `recentComments` (list, max 20 items)

                ### Comment (one item per comment, SK `COMMENT#<postedAt>#<commentId>`)
                """)
public final class LargeItemRisk implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (Entity e : context.design().entities()) {
            for (Attribute a : e.attributes()) {
                if (a.kind() == ValueKind.COLLECTION && a.constraints().maxItems() == null) {
                    findings.onEntity(e, a.location(), e.name() + "." + a.name() + " is a " + a.type().label()
                                    + " without a bound: a growing " + a.type().label() + " can push the item over 400 KB",
                            "bound it (`" + a.name() + "` (" + a.type().label() + ", max 50 items)) or store its elements "
                                    + "as items of their own in the same collection");
                }
            }
        }
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;

@LintRule(id = "missing-entity-type", severity = Severity.WARNING,
        title = "No type discriminator attribute on entities",
        rationale = "A query that returns several entity types (a customer with its orders) needs an attribute that "
                + "tells the code which type each item is; parsing it out of the sort key breaks when keys change.",
        bad = """
                ### Order
                - **Attributes**:
                  - `orderId` (string)
                """,
        good = """
                ### Order
                - **Attributes**:
                  - `orderId` (string)
                  - `entityType` (string) - "Order"
                """)
public final class MissingEntityType implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        String type = context.design().table().entityTypeAttribute();
        List<Entity> missing = context.design().entities().stream()
                .filter(e -> e.attribute(type).isEmpty() && e.examples().stream().noneMatch(x -> x.values().containsKey(type)))
                .toList();
        if (missing.isEmpty()) {
            return;
        }
        if (missing.size() == context.design().entities().size() && missing.size() > 1) {
            findings.onTable(context.design().table(), "no entity declares the type attribute `" + type + "`",
                    "add `" + type + "` (string) - \"<Entity>\" to every entity, or name your discriminator in the Table "
                            + "Configuration (| Entity Type Attribute | `type` |)");
            return;
        }
        for (Entity e : missing) {
            findings.onEntity(e, e.name() + " has no type attribute `" + type + "`",
                    "add `" + type + "` (string) - \"" + e.name() + "\" to its attributes");
        }
    }
}

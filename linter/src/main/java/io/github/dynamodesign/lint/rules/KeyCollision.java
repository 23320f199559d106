package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;
import java.util.Optional;

@LintRule(id = "key-collision", severity = Severity.ERROR,
        title = "Two entity types can render the same table PK+SK",
        rationale = "Items of different types that render the same primary key overwrite each other: a PutItem of one "
                + "silently replaces the other, and reads return the wrong type.",
        bad = """
                ### Order
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `<orderId>`
                ### Address
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `<addressId>`
                """,
        good = """
                ### Order
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `ORDER#<orderId>`
                ### Address
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `ADDRESS#<addressId>`
                """)
public final class KeyCollision implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        Design design = context.design();
        KeyConditionMatcher matcher = context.matcher();
        List<KeyAttribute> keys = design.tableKeySchema().all();
        List<Entity> entities = design.entities();
        for (int j = 0; j < entities.size(); j++) {
            Entity b = entities.get(j);
            if (!writesAll(b, keys)) {
                continue;
            }
            for (int i = 0; i < j; i++) {
                Entity a = entities.get(i);
                // shapes of one entity (states, alternatives) are one item written in several ways
                if (!writesAll(a, keys) || a.type().equals(b.type())) {
                    continue;
                }
                StringBuilder example = new StringBuilder();
                boolean collide = true;
                for (KeyAttribute key : keys) {
                    KeyTemplate ta = KeyConditionMatcher.entityTemplate(a, key);
                    KeyTemplate tb = KeyConditionMatcher.entityTemplate(b, key);
                    Optional<String> shared = matcher.sharedKey(a, ta, b, tb);
                    if (shared.isEmpty()) {
                        collide = false;
                        break;
                    }
                    example.append(example.length() == 0 ? "" : ", ").append(key.name()).append(" `").append(shared.get())
                            .append("` (").append(a.name()).append(" `").append(ta.source()).append("`, ").append(b.name())
                            .append(" `").append(tb.source()).append("`)");
                }
                if (collide) {
                    findings.onEntity(b, a.name() + " and " + b.name() + " can render the same primary key: " + example
                                    + "; one would overwrite the other",
                            "give their sort keys different literal prefixes (ORDER#..., ADDRESS#...)");
                }
            }
        }
    }

    private static boolean writesAll(Entity entity, List<KeyAttribute> keys) {
        return keys.stream().allMatch(k -> entity.writesKey(k.name()));
    }
}

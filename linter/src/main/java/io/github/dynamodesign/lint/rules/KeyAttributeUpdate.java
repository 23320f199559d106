package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.ArrayList;
import java.util.List;

@LintRule(id = "key-attribute-update", severity = Severity.WARNING,
        title = "UpdateItem changes an attribute that feeds the item's table key (needs delete + put)",
        rationale = "An item's primary key cannot change: UpdateItem on the old key leaves the key as it was, so the "
                + "item keeps sorting and being found by the old value. Moving an item to a new key takes a "
                + "DeleteItem and a PutItem in one transaction.",
        bad = """
                - **SK**: `ORDER#<placedAt>#<orderId>`

                | AP-105 | Reschedule | UpdateItem | 1. Update Order (SET placedAt = :t) | attribute_exists(pk) |
                """,
        good = """
                - **SK**: `ORDER#<placedAt>#<orderId>`

                | AP-105 | Reschedule | TransactWriteItems | 1. Delete Order 2. Put Order | attribute_exists(pk) |
                """)
public final class KeyAttributeUpdate implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        List<KeyAttribute> tableKeys = context.design().tableKeySchema().all();
        for (UpdateSteps.Update u : UpdateSteps.of(context)) {
            for (String changed : u.actions().changed()) {
                if (u.step().keepsAddressedValue(changed)) {
                    continue; // an upsert writing what its key says: SET email = :email at `USER#<email>`
                }
                List<String> keys = new ArrayList<>();
                for (KeyAttribute k : tableKeys) {
                    KeyTemplate t = KeyConditionMatcher.entityTemplate(u.entity(), k);
                    boolean feeds = k.name().equals(changed) || t.placeholders().stream()
                            .anyMatch(p -> KeyParts.attributesBehind(u.entity(), p.expression()).contains(changed));
                    if (feeds) {
                        keys.add(k.name() + " `" + t.source() + "`");
                    }
                }
                if (!keys.isEmpty()) {
                    findings.onWrite(u.pattern(), u.pattern().id() + " step " + u.step().number() + " updates "
                                    + changed + " of " + u.entity().name() + ", which is part of its key "
                                    + String.join(" and ", keys) + ": an update cannot move the item to the new key",
                            "delete the old item and put the new one in one TransactWriteItems");
                }
            }
        }
    }
}

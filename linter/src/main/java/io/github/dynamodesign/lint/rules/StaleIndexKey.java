package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;
import java.util.Set;

@LintRule(id = "stale-index-key", severity = Severity.WARNING,
        title = "Update sets an attribute used by an index template without updating that index key",
        rationale = "Index key attributes such as GSI1SK are written values, not formulas: when an update changes "
                + "`priority` but not `GSI1SK = PRIO#<pad(priority, 2)>`, the index keeps the old order and lookups "
                + "by the new value miss the item.",
        bad = """
                - **GSI2SK**: `PRIO#<pad(priority, 2)>#<taskId>`

                | AP-106 | Re-prioritise | UpdateItem | 1. Update Task (SET priority = :p) | attribute_exists(pk) |
                """,
        good = """
                - **GSI2SK**: `PRIO#<pad(priority, 2)>#<taskId>`

                | AP-106 | Re-prioritise | UpdateItem | 1. Update Task (SET priority = :p, GSI2SK = :sk) | attribute_exists(pk) |
                """)
public final class StaleIndexKey implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (UpdateSteps.Update u : UpdateSteps.of(context)) {
            Set<String> changed = u.actions().changed();
            for (KeyDefinition key : u.entity().keys()) {
                List<LintContext.KeyRole> indexRoles = context.roles(key.attribute()).stream().filter(r -> r.index() != null).toList();
                boolean tableKey = context.roles(key.attribute()).stream().anyMatch(r -> r.index() == null);
                if (indexRoles.isEmpty() || tableKey || changed.contains(key.attribute())) {
                    continue;
                }
                List<String> feeding = key.template().placeholders().stream()
                        .flatMap(p -> KeyParts.attributesBehind(u.entity(), p.expression()).stream())
                        .filter(changed::contains).distinct().toList();
                if (!feeding.isEmpty()) {
                    String index = String.join(", ", indexRoles.stream().map(LintContext.KeyRole::index).distinct().toList());
                    findings.onWrite(u.pattern(), u.pattern().id() + " step " + u.step().number() + " changes "
                                    + String.join(", ", feeding) + " of " + u.entity().name() + ", which " + key.attribute()
                                    + " `" + key.template().source() + "` is made of, but does not update " + key.attribute()
                                    + ": " + index + " keeps the old key",
                            "SET " + key.attribute() + " (or REMOVE it) in the same update");
                }
            }
        }
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@LintRule(id = "hot-partition", severity = Severity.WARNING,
        title = "Partition key with no placeholder, or only low-cardinality ones (enum, boolean, date)",
        rationale = "A partition serves at most 3,000 reads and 1,000 writes per second. A constant partition key puts "
                + "every item of the type in one partition; a key made only of an enum, a boolean or a date spreads "
                + "them over a handful.",
        bad = """
                ### Order
                - **GSI1PK**: `STATUS#<status>`
                - **Attributes**:
                  - `status` (string, one of: OPEN|SHIPPED)
                """,
        good = """
                ### Order
                - **GSI1PK**: `STATUS#<status>#<shard>`
                - **Derived**:
                  - `shard` = `floor(orderNumber / 1000)`
                """)
public final class HotPartition implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (Map.Entry<Entity, KeyDefinition> entry : context.keyDefinitions()) {
            Entity e = entry.getKey();
            KeyDefinition key = entry.getValue();
            List<LintContext.KeyRole> partitions = context.roles(key.attribute()).stream().filter(LintContext.KeyRole::partition).toList();
            if (partitions.isEmpty() || isPartOfMultiAttributeKey(context, key.attribute())) {
                continue;
            }
            String where = partitions.stream().map(r -> r.index() == null ? "table" : r.index()).distinct()
                    .reduce((a, b) -> a + " and " + b).orElse("table");
            KeyTemplate t = key.template();
            if (t.isConstant()) {
                findings.onEntity(e, key.location(), e.name() + " " + key.label() + " `" + t.source()
                                + "` has no placeholder: every " + e.name() + " item shares one " + where + " partition",
                        "add a high-cardinality value to the key, or shard it (`" + t.source() + "#<shard>`)");
                continue;
            }
            List<String> low = lowCardinality(context, e, t);
            if (low.size() == t.placeholders().size()) {
                findings.onEntity(e, key.location(), e.name() + " " + key.label() + " `" + t.source() + "` varies only by "
                                + String.join(", ", low) + ": all " + e.name() + " items fall into a few " + where + " partitions",
                        "add a high-cardinality value (an id) to the key, or shard it");
            }
        }
        for (SecondaryIndex index : context.design().indexes()) {
            for (Entity e : context.design().entities()) {
                if (index.keyAttributes().stream().anyMatch(k -> !e.writesKey(k.name()))) {
                    continue;
                }
                // a single partition key attribute with a template is checked above, by its template
                if (index.partitionKey().size() < 2 && e.key(index.partitionKey().get(0).name()).isPresent()) {
                    continue;
                }
                List<String> low = new ArrayList<>();
                for (KeyAttribute k : index.partitionKey()) {
                    Optional<Attribute> a = e.attribute(k.name());
                    if (a.isPresent() && a.get().kind().isLowCardinality()) {
                        low.add(k.name() + " (" + a.get().kind().name().toLowerCase(java.util.Locale.ROOT) + ")");
                    }
                }
                if (low.size() == index.partitionKey().size()) {
                    findings.onEntity(e, e.name() + " partitions " + index.name() + " only by " + String.join(", ", low)
                            + ": its items fall into a few partitions", "add a high-cardinality attribute to the key");
                }
            }
        }
    }

    private static boolean isPartOfMultiAttributeKey(LintContext context, String attribute) {
        return context.design().indexes().stream()
                .anyMatch(i -> i.partitionKey().size() > 1 && i.partitionKey().stream().anyMatch(k -> k.name().equals(attribute)));
    }

    private static List<String> lowCardinality(LintContext context, Entity e, KeyTemplate t) {
        List<String> low = new ArrayList<>();
        for (KeyTemplate.Placeholder p : t.placeholders()) {
            ValueKind kind = context.kind(e, p.expression());
            if (kind.isLowCardinality()) {
                low.add("<" + p.source() + "> (" + kind.name().toLowerCase(java.util.Locale.ROOT) + ")");
            }
        }
        return low;
    }
}

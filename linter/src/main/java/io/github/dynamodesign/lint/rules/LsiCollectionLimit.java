package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

@LintRule(id = "lsi-collection-limit", severity = Severity.WARNING,
        title = "Table with LSIs and an item collection that can grow without bound (10 GB)",
        rationale = "In a table with a local secondary index, all items that share a partition key value (table and "
                + "LSIs together) may hold at most 10 GB. A one-to-many collection without bound (a customer's orders "
                + "for ever) eventually fails its writes.",
        bad = """
                | LSI Name | Sort Key |
                |---|---|
                | ByDate | `LSI1SK` (S) |

                ### Event
                - **PK**: `DEVICE#<deviceId>`
                - **SK**: `EVENT#<eventId>`
                """,
        good = """
                | LSI Name | Sort Key |
                |---|---|
                | ByDate | `LSI1SK` (S) |

                ### Event
                - **PK**: `DEVICE#<deviceId>#<month>`
                - **SK**: `EVENT#<eventId>`
                - **Derived**:
                  - `month` = `month(at)`
                """)
public final class LsiCollectionLimit implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        List<SecondaryIndex> lsis = context.design().indexes().stream().filter(i -> i.kind() == IndexKind.LSI).toList();
        KeyAttribute sk = context.design().table().sortKey();
        if (lsis.isEmpty() || sk == null) {
            return;
        }
        KeyAttribute pk = context.design().table().partitionKey();
        Map<String, List<Entity>> collections = new LinkedHashMap<>();
        for (Entity e : context.design().entities()) {
            if (e.writesKey(pk.name()) && e.writesKey(sk.name())) {
                collections.computeIfAbsent(KeyConditionMatcher.entityTemplate(e, pk).source(), k -> new ArrayList<>()).add(e);
            }
        }
        String names = String.join(", ", lsis.stream().map(SecondaryIndex::name).toList());
        for (Map.Entry<String, List<Entity>> c : collections.entrySet()) {
            List<Entity> unbounded = c.getValue().stream().filter(e -> unbounded(context, e, sk)).toList();
            if (!unbounded.isEmpty()) {
                findings.onEntity(unbounded.get(0), "items under `" + c.getKey() + "` ("
                                + String.join(", ", unbounded.stream().map(Entity::name).toList()) + ") can grow without bound, "
                                + "and with the LSI " + names + " an item collection is limited to 10 GB",
                        "bound the collection (bucket the partition key by month, cap the count), or use a GSI instead");
            }
        }
    }

    private static boolean unbounded(LintContext context, Entity e, KeyAttribute sk) {
        KeyTemplate t = KeyConditionMatcher.entityTemplate(e, sk);
        return t.placeholders().stream().anyMatch(p -> {
            ValueKind kind = context.kind(e, p.expression());
            return kind != ValueKind.ENUM && kind != ValueKind.BOOLEAN;
        });
    }
}

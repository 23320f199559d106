package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.KeyTemplate;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The widths a pattern's inputs take from the keys they are compared with: {@code BID#<minUsd>} against the item key
 * {@code BID#<pad(amountUsd, 6)>#<freelancerId>} means the input rendered as the key renders its value, {@code
 * BID#<pad(minUsd, 6)>}, and {@code MINS#<maxMinutes + 1>} as {@code MINS#<pad(maxMinutes + 1, 4)>}. An input is padded
 * only where every entity key it meets at that place pads to one width.
 */
final class InputPadding {

    private InputPadding() {
    }

    /**
     * @param partition the pattern's templates for the partition key attributes, in their order
     * @param sort the pattern's templates for the sort key attributes (leading equalities, then one operand), or empty
     * @param schema the key schema the pattern reads
     */
    static Map<String, Integer> widths(List<KeyTemplate> partition, List<KeyTemplate> sort, KeySchema schema, List<Entity> entities) {
        Map<String, Integer> widths = new LinkedHashMap<>();
        Set<String> unpadded = new HashSet<>();
        for (Entity e : entities) {
            // only the entities in the partition the pattern reads: a sort key elsewhere says nothing about its inputs
            if (!inPartition(partition, schema.partitionKey(), e)) {
                continue;
            }
            meetAll(partition, schema.partitionKey(), e, widths, unpadded);
            meetAll(sort, schema.sortKey(), e, widths, unpadded);
        }
        widths.keySet().removeAll(unpadded);
        return widths;
    }

    private static void meetAll(List<KeyTemplate> templates, List<KeyAttribute> attributes, Entity e, Map<String, Integer> widths,
                                Set<String> unpadded) {
        for (int i = 0; i < templates.size() && i < attributes.size(); i++) {
            String attribute = attributes.get(i).name();
            for (KeyDefinition k : e.keys()) {
                if (k.attribute().equals(attribute)) {
                    meet(templates.get(i), k.template(), widths, unpadded);
                }
            }
        }
    }

    /** Whether the entity's partition key has the pattern's shape: the same literal text between the same placeholders. */
    private static boolean inPartition(List<KeyTemplate> partition, List<KeyAttribute> attributes, Entity e) {
        for (int i = 0; i < partition.size() && i < attributes.size(); i++) {
            String attribute = attributes.get(i).name();
            Optional<KeyDefinition> key = e.keys().stream().filter(k -> k.attribute().equals(attribute)).findFirst();
            if (key.isEmpty() || !StepContext.shape(partition.get(i)).equals(StepContext.shape(key.get().template()))) {
                return false;
            }
        }
        return !partition.isEmpty();
    }

    /** Pairs the placeholders of the two templates that follow the same literal text, up to where the text differs. */
    private static void meet(KeyTemplate pattern, KeyTemplate entity, Map<String, Integer> widths, Set<String> unpadded) {
        List<KeyTemplate.Segment> p = pattern.segments();
        List<KeyTemplate.Segment> k = entity.segments();
        for (int i = 0; i < p.size() && i < k.size(); i++) {
            KeyTemplate.Segment ps = p.get(i);
            KeyTemplate.Segment ks = k.get(i);
            if (ps instanceof KeyTemplate.Literal pl && ks instanceof KeyTemplate.Literal kl) {
                if (!pl.text().equals(kl.text())) {
                    return;
                }
            } else if (ps instanceof KeyTemplate.Placeholder pp && ks instanceof KeyTemplate.Placeholder kp) {
                // an input, or arithmetic on inputs ("<maxMinutes + 1>"), written plain: padded as the key pads
                String input = pp.expression() instanceof Expression.Reference r ? r.name()
                        : pp.expression() instanceof Expression.Arithmetic ? pp.source() : null;
                if (input != null) {
                    if (kp.expression() instanceof Expression.Call c && c.function() == Expression.Function.PAD
                            && c.arguments().get(0) instanceof Expression.Reference
                            && c.arguments().get(1) instanceof Expression.NumberLiteral w) {
                        Integer before = widths.putIfAbsent(input, w.value().intValue());
                        if (before != null && before != w.value().intValue()) {
                            unpadded.add(input);
                        }
                    } else {
                        unpadded.add(input);
                    }
                }
            } else {
                return;
            }
        }
    }
}

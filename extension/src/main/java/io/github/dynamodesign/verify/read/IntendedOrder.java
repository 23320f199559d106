package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.ValueKinds;
import io.github.dynamodesign.intent.PatternIntent;
import io.github.dynamodesign.design.spec.SortOrder;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.sample.NaturalOrder;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Items in the order a pattern is meant to return them: its intent's attributes in their natural order and direction. */
final class IntendedOrder {

    private IntendedOrder() {
    }

    /**
     * Compares two items of one type by the intended order: negative when a comes first. Attributes the type does not
     * have, and items without a value for one, do not decide.
     */
    static int compare(SortOrder order, SeededItem a, SeededItem b) {
        // items of one entity, or of two shapes of one (its states), compare by their values
        if (order.isEmpty() || a.entity() != b.entity() && !a.entity().type().equals(b.entity().type())) {
            return 0;
        }
        Entity e = a.entity();
        for (SortOrder.Part part : order.parts()) {
            if (!e.defines(part.attribute()) || !b.entity().defines(part.attribute())) {
                continue;
            }
            Optional<Object> x = e.resolver(a.values()).apply(part.attribute());
            Optional<Object> y = b.entity().resolver(b.values()).apply(part.attribute());
            if (x.isEmpty() || y.isEmpty()) {
                continue;
            }
            ValueKind kind = kind(e, part.attribute());
            // text (free text, codes, ids): "ASC" may mean its characters or the alphabet as people read it (letter case
            // and accents aside);
            // only where both agree is the order certain, elsewhere the items are tied
            int c = NaturalOrder.compare(kind, x.get(), y.get());
            if (kind == ValueKind.ENUM && c != 0) {
                // "then rush" over STAT | RUSH | STANDARD: the order of its values is the domain's, not their letters
                return 0;
            }
            boolean text = !kind.isNumeric() && kind != ValueKind.TIMESTAMP && kind != ValueKind.DATE && kind != ValueKind.BOOLEAN;
            if (text && x.get() instanceof String first && y.get() instanceof String second
                    && Integer.signum(alphabetical(first).compareTo(alphabetical(second))) != Integer.signum(c)) {
                return 0; // undecided here, so the later parts cannot decide either
            }
            if (c != 0) {
                return part.descending() ? -c : c;
            }
        }
        return 0;
    }

    private static String alphabetical(String text) {
        return java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}+", "")
                .toLowerCase(java.util.Locale.ROOT);
    }

    /** The message for two items returned against the intended order, naming the intent. */
    static String violation(PatternIntent intent, SeededItem first, SeededItem second, Design design) {
        List<String> values = new ArrayList<>();
        for (SortOrder.Part part : intent.order().parts()) {
            Entity e = first.entity();
            if (e.defines(part.attribute())) {
                values.add(part.attribute());
            }
        }
        return intent.named() + ": " + intent.describeOrder() + ", but the query returns " + first.entityName() + " `"
                + first.key(design) + "` (" + show(first, values) + ") before `" + second.key(design) + "` (" + show(second, values) + ")";
    }

    private static String show(SeededItem item, List<String> attributes) {
        List<String> parts = new ArrayList<>();
        for (String a : attributes) {
            item.entity().resolver(item.values()).apply(a).ifPresent(v -> parts.add(a + " " + NaturalOrder.text(v)));
        }
        return String.join(", ", parts);
    }

    private static ValueKind kind(Entity e, String attribute) {
        return e.attribute(attribute).map(a -> a.kind()).orElseGet(() -> ValueKinds.of(e, new Expression.Reference(attribute)));
    }
}

package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.verify.sample.NaturalOrder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One set of inputs for a pattern: one binding, or several for BatchGetItem and TransactGetItems.
 *
 * @param name the inputs as text, {@code customerId=c1, from=2026-01-15T10:30:00Z}
 */
record VerificationCase(String name, List<Map<String, Object>> bindings) {

    /** A case named by its inputs. */
    static VerificationCase of(PatternPlan plan, List<Map<String, Object>> bindings) {
        return new VerificationCase(name(plan, bindings), bindings);
    }

    Map<String, Object> inputs() {
        return bindings.isEmpty() ? Map.of() : bindings.get(0);
    }

    /** The inputs as text, in the order the pattern names them. */
    private static String name(PatternPlan plan, List<Map<String, Object>> bindings) {
        List<String> parts = new ArrayList<>();
        for (Map<String, Object> b : bindings) {
            List<String> one = new ArrayList<>();
            for (String input : plan.pattern().inputs()) {
                if (b.containsKey(input)) {
                    one.add(input + "=" + NaturalOrder.text(b.get(input)));
                }
            }
            parts.add(String.join(", ", one));
        }
        String name = bindings.size() > 1 ? "[" + String.join("; ", parts) + "]" : String.join("", parts);
        return name.isEmpty() ? "no inputs" : name;
    }
}

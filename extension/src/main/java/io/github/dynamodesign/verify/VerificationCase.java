package io.github.dynamodesign.verify;

import java.util.List;
import java.util.Map;

/**
 * One set of inputs for a pattern: one binding, or several for BatchGetItem and TransactGetItems.
 *
 * @param name the inputs as text, {@code customerId=c1, from=2026-01-15T10:30:00Z}
 */
record VerificationCase(String name, List<Map<String, Object>> bindings) {

    Map<String, Object> inputs() {
        return bindings.isEmpty() ? Map.of() : bindings.get(0);
    }
}

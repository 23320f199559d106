package io.github.dynamodesign.verify;

import java.util.Map;

/**
 * An item in a result: its entity type, its primary key and, for a missing or unexpected item, why.
 *
 * @param entity the entity type, or empty for an item that was not seeded
 * @param key the table key attributes and their values
 */
public record ItemRef(String entity, Map<String, String> key, String why) {

    public ItemRef {
        key = Map.copyOf(key);
        why = why == null ? "" : why;
    }

    /** {@code Order CUSTOMER#c1 / ORDER#2026-01-15T10:30:00Z#o1}. */
    public String describe(java.util.List<String> keyOrder) {
        StringBuilder text = new StringBuilder(entity.isEmpty() ? "item" : entity);
        String sep = " ";
        for (String k : keyOrder) {
            if (key.containsKey(k)) {
                text.append(sep).append('`').append(key.get(k)).append('`');
                sep = " / ";
            }
        }
        return text.toString();
    }
}

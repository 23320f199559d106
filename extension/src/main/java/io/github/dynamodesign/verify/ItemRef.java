package io.github.dynamodesign.verify;

/**
 * An item in a result: its entity type, its primary key and, for a missing or unexpected item, why.
 *
 * @param entity the entity type, or empty for an item that was not seeded
 */
public record ItemRef(String entity, PrimaryKey key, String why) {

    public ItemRef {
        why = why == null ? "" : why;
    }

    /** {@code Order `CUSTOMER#c1` / `ORDER#2026-01-15T10:30:00Z#o1`}. */
    public String describe() {
        String key = this.key.quoted();
        return (entity.isEmpty() ? "item" : entity) + (key.isEmpty() ? "" : " " + key);
    }
}

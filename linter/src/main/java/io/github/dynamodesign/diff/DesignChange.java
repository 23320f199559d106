package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.SourceLocation;

import java.util.List;

/**
 * One change between two versions of a design, with where it is in both documents and what it means for a table
 * that already holds items. Made with {@link #of} and the {@code with...} methods.
 *
 * @param element what changed: an entity, an index, a pattern id, {@code table}
 * @param entity the entity (its name in the new design) whose items the change concerns, or null
 * @param index the index whose keys or contents the change concerns, or null for the table
 * @param before where it is in the old document, or null when it is new
 * @param after where it is in the new document, or null when it is gone
 * @param summary what changed, in words ({@code SK `ORDER#<orderId>` → `ORDER#<placedAt>#<orderId>`})
 * @param consequence what it means for the items already in the table
 * @param attributes the item attributes a migration touches
 */
public record DesignChange(ChangeKind kind, ChangeClass changeClass, String element, String entity, String index,
                           SourceLocation before, SourceLocation after, String summary, String consequence,
                           List<String> attributes) {

    public DesignChange {
        attributes = List.copyOf(attributes);
        consequence = consequence == null ? "" : consequence;
    }

    /** A change of the element, located in both documents (either location may be null). */
    public static DesignChange of(ChangeKind kind, ChangeClass changeClass, String element, SourceLocation before,
                                  SourceLocation after, String summary) {
        return new DesignChange(kind, changeClass, element, null, null, before, after, summary, "", List.of());
    }

    public DesignChange withEntity(String entityName) {
        return new DesignChange(kind, changeClass, element, entityName, index, before, after, summary, consequence, attributes);
    }

    public DesignChange withIndex(String indexName) {
        return new DesignChange(kind, changeClass, element, entity, indexName, before, after, summary, consequence, attributes);
    }

    public DesignChange withConsequence(String text) {
        return new DesignChange(kind, changeClass, element, entity, index, before, after, summary, text, attributes);
    }

    public DesignChange touching(List<String> attributeNames) {
        return new DesignChange(kind, changeClass, element, entity, index, before, after, summary, consequence, attributeNames);
    }

    /** Where the change is: in the new document when it is there, else in the old one. */
    public SourceLocation location() {
        return after != null ? after : before;
    }

    /** {@code old.md:12 → new.md:14}, {@code (new) → new.md:30}, {@code old.md:9 → (gone)}. */
    public String where() {
        return (before == null ? "(new)" : before.toString()) + " → " + (after == null ? "(gone)" : after.toString());
    }
}

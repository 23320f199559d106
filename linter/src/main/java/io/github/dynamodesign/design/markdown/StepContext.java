package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.Table;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the steps of one write pattern are read against: the design's entities (to find an entity named in prose or
 * addressed by its key), the pattern's operation (the verb of a step that names none) and its description (the
 * entity of a bare {@code SET ...}).
 */
record StepContext(List<Entity> entities, Table table, Operation operation, String description) {

    static StepContext none() {
        return new StepContext(List.of(), null, null, "");
    }

    /** The entity names, longest first (so that {@code OrderItem} is found before {@code Order}). */
    List<String> entityNames() {
        return entities.stream().map(Entity::name).sorted((a, b) -> b.length() - a.length()).toList();
    }

    /** The verb a single-item operation implies. */
    Optional<StepVerb> verb() {
        if (operation == null) {
            return Optional.empty();
        }
        return switch (operation) {
            case PUT_ITEM -> Optional.of(StepVerb.PUT);
            case UPDATE_ITEM -> Optional.of(StepVerb.UPDATE);
            case DELETE_ITEM -> Optional.of(StepVerb.DELETE);
            default -> Optional.empty();
        };
    }

    /**
     * The one entity whose table key templates have the shape of the given key ({@code ORDER#<orderId>} and
     * {@code ORDER#<id>} alike: placeholders may be named otherwise).
     */
    Optional<String> entityByKey(String partitionKey, String sortKey) {
        if (table == null) {
            return Optional.empty();
        }
        List<Entity> matching = entities.stream().filter(e -> sameShape(e, table.partitionKey().name(), partitionKey)
                && (sortKey == null || table.sortKey() == null || sameShape(e, table.sortKey().name(), sortKey))).toList();
        if (matching.size() != 1 && sortKey == null && table.sortKey() != null) {
            matching = entities.stream().filter(e -> sameShape(e, table.sortKey().name(), partitionKey)).toList();
        }
        return matching.size() == 1 ? Optional.of(matching.get(0).name()) : Optional.empty();
    }

    /** The one entity the description names ("Acknowledge alert" is about Alert). */
    Optional<String> describedEntity() {
        String words = " " + description.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ") + " ";
        List<String> named = entityNames().stream()
                .filter(n -> words.contains(" " + n.toLowerCase(Locale.ROOT) + " ") || words.contains(" " + n.toLowerCase(Locale.ROOT) + "s "))
                .toList();
        return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
    }

    /** How to name the entity, for a step that names none. */
    String hint() {
        return entities.isEmpty() ? "" : " with an entity of the design ("
                + String.join(", ", entities.stream().map(Entity::name).toList()) + ")";
    }

    private static boolean sameShape(Entity e, String keyAttribute, String given) {
        Optional<KeyDefinition> key = e.key(keyAttribute);
        if (key.isEmpty()) {
            return false;
        }
        try {
            return shape(key.get().template()).equals(shape(KeyTemplate.parse(KeyNotation.expressions(given.strip()))));
        } catch (ExpressionException x) {
            return false;
        }
    }

    /** The template with every placeholder as {@code <>}. */
    private static String shape(KeyTemplate t) {
        StringBuilder s = new StringBuilder();
        for (KeyTemplate.Segment segment : t.segments()) {
            s.append(segment instanceof KeyTemplate.Literal l ? l.text() : "<>");
        }
        return s.toString();
    }
}

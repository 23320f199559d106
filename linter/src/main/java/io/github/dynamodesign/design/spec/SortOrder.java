package io.github.dynamodesign.design.spec;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The order a pattern's results are meant to come in: attributes, most significant first, each ascending or
 * descending ({@code score DESC}, {@code category, name}).
 */
public record SortOrder(List<Part> parts) {

    public static final SortOrder NONE = new SortOrder(List.of());

    /** One attribute of an order. */
    public record Part(String attribute, boolean descending) {
        @Override
        public String toString() {
            return attribute + (descending ? " DESC" : " ASC");
        }
    }

    public SortOrder {
        parts = List.copyOf(parts);
    }

    public static SortOrder of(String attribute, boolean descending) {
        return new SortOrder(List.of(new Part(attribute, descending)));
    }

    public boolean isEmpty() {
        return parts.isEmpty();
    }

    /** The same order up to and including the attribute (an order a design narrows to grouping by it). */
    public SortOrder upTo(String attribute) {
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i).attribute().equals(attribute)) {
                return new SortOrder(parts.subList(0, i + 1));
            }
        }
        return this;
    }

    @Override
    public String toString() {
        return parts.stream().map(Part::toString).collect(Collectors.joining(", "));
    }
}

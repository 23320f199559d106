package io.github.dynamodesign.design;

import java.util.List;

/** Which attributes an index projects: {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE (a, b)}. */
public record Projection(Type type, List<String> attributes) {

    public static final Projection ALL = new Projection(Type.ALL, List.of());
    public static final Projection KEYS_ONLY = new Projection(Type.KEYS_ONLY, List.of());

    public enum Type {
        ALL, KEYS_ONLY, INCLUDE
    }

    public Projection {
        attributes = List.copyOf(attributes);
    }

    @Override
    public String toString() {
        return type == Type.INCLUDE ? "INCLUDE (" + String.join(", ", attributes) + ")" : type.name();
    }
}

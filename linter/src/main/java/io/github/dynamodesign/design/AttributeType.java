package io.github.dynamodesign.design;

import java.util.Locale;
import java.util.Optional;

/** The type of an entity attribute as a design document declares it. */
public enum AttributeType {
    STRING("string"), NUMBER("number"), BOOLEAN("boolean"), BINARY("binary"),
    LIST("list"), MAP("map"), STRING_SET("string set"), NUMBER_SET("number set");

    private final String label;

    AttributeType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean isScalar() {
        return this == STRING || this == NUMBER || this == BOOLEAN || this == BINARY;
    }

    /** The key type an attribute of this type can serve as, if any. */
    public Optional<ScalarType> keyType() {
        return switch (this) {
            case STRING -> Optional.of(ScalarType.S);
            case NUMBER -> Optional.of(ScalarType.N);
            case BINARY -> Optional.of(ScalarType.B);
            default -> Optional.empty();
        };
    }

    public static Optional<AttributeType> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replaceAll("[\\s_-]+", " ");
        // "list of strings", "array of ULIDs", "L of M" (DynamoDB's type letter): a list, whatever its elements
        if (t.matches("(?:l|list|array) of [a-z0-9 ]+")) {
            return Optional.of(LIST);
        }
        // "L (S)", "L<S>", "List<String>", "list (of S)": a list with its elements' type
        if (t.matches("(?:l|list|array)\\s*[(<\\[]\\s*(?:of )?[a-z0-9 ]+[)>\\]]")) {
            return Optional.of(LIST);
        }
        // "M (S -> N)", "Map<String, Number>": a map
        if (t.matches("(?:m|map)\\s*[(<][^)>]*[)>]")) {
            return Optional.of(MAP);
        }
        return switch (t) {
            case "string", "s", "str", "text" -> Optional.of(STRING);
            case "number", "n", "numeric", "int", "integer", "long", "decimal", "float", "double" -> Optional.of(NUMBER);
            case "boolean", "bool", "b ool" -> Optional.of(BOOLEAN);
            case "binary", "b", "bytes" -> Optional.of(BINARY);
            case "list", "l", "array" -> Optional.of(LIST);
            case "map", "m", "object" -> Optional.of(MAP);
            case "string set", "ss", "set of strings" -> Optional.of(STRING_SET);
            case "number set", "ns", "set of numbers" -> Optional.of(NUMBER_SET);
            default -> Optional.empty();
        };
    }
}

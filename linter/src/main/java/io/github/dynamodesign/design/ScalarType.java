package io.github.dynamodesign.design;

import java.util.Locale;
import java.util.Optional;

/** The three types a DynamoDB key attribute can have. */
public enum ScalarType {
    S("String"), N("Number"), B("Binary");

    private final String longName;

    ScalarType(String longName) {
        this.longName = longName;
    }

    public String longName() {
        return longName;
    }

    /** Reads {@code S}, {@code String}, {@code N}, {@code number}, ... */
    public static Optional<ScalarType> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "s", "string", "str" -> Optional.of(S);
            case "n", "number", "numeric", "int", "integer", "long", "decimal" -> Optional.of(N);
            case "b", "binary", "bytes" -> Optional.of(B);
            default -> Optional.empty();
        };
    }
}

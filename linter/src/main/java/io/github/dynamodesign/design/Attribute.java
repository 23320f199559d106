package io.github.dynamodesign.design;

import java.util.Objects;

/** A typed attribute of an entity. */
public record Attribute(String name, AttributeType type, Constraints constraints, String description,
                        SourceLocation location) {

    public Attribute {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        constraints = constraints == null ? Constraints.NONE : constraints;
        description = description == null ? "" : description;
        Objects.requireNonNull(location, "location");
    }

    public boolean optional() {
        return constraints.optional();
    }

    /** How values of this attribute behave: identifier, free text, timestamp, number, ... */
    public ValueKind kind() {
        return switch (type) {
            case NUMBER -> constraints.format() != null && constraints.format().isEpoch() ? ValueKind.EPOCH_SECONDS : ValueKind.NUMBER;
            case BOOLEAN -> ValueKind.BOOLEAN;
            case BINARY -> ValueKind.BINARY;
            case LIST, MAP, STRING_SET, NUMBER_SET -> ValueKind.COLLECTION;
            case STRING -> stringKind();
        };
    }

    private ValueKind stringKind() {
        if (constraints.isEnum()) {
            return ValueKind.ENUM;
        }
        if (constraints.format() != null) {
            return switch (constraints.format()) {
                case ISO_8601 -> ValueKind.TIMESTAMP;
                case DATE -> ValueKind.DATE;
                case EPOCH_SECONDS, EPOCH_MILLIS -> ValueKind.EPOCH_SECONDS;
                case ULID, UUID, CODE, TIME_OF_DAY -> ValueKind.IDENTIFIER;
            };
        }
        return looksLikeIdentifier(name) ? ValueKind.IDENTIFIER : ValueKind.FREE_TEXT;
    }

    /** Names ending in {@code Id}, {@code ID} or {@code _id} (and {@code id} itself) name identifiers. */
    public static boolean looksLikeIdentifier(String name) {
        return name.endsWith("Id") || name.endsWith("ID") || name.endsWith("_id") || name.equals("id");
    }

    public Attribute withType(AttributeType newType, Constraints newConstraints) {
        return new Attribute(name, newType, newConstraints, description, location);
    }

    public Attribute at(SourceLocation newLocation) {
        return new Attribute(name, type, constraints, description, newLocation);
    }
}

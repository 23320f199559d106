package io.github.dynamodesign.design;

/**
 * How the values of an attribute behave in keys and in comparisons, derived from its type and
 * constraints: this drives sample data, the natural order of values and template-level reasoning.
 */
public enum ValueKind {
    /** Identifier: no separator inside, compared as strings. */
    IDENTIFIER(false),
    /** Unconstrained string: anything may occur, including separators. */
    FREE_TEXT(false),
    /** One of a declared set of values. */
    ENUM(false),
    /** ISO-8601 timestamp, ordered chronologically. */
    TIMESTAMP(true),
    /** Calendar date yyyy-MM-dd. */
    DATE(true),
    /** Epoch seconds (a number). */
    EPOCH_SECONDS(true),
    NUMBER(false),
    BOOLEAN(false),
    BINARY(false),
    /** List, map or set: never part of a key. */
    COLLECTION(false);

    private final boolean time;

    ValueKind(boolean time) {
        this.time = time;
    }

    public boolean isTime() {
        return time;
    }

    /** Kinds with few distinct values: a partition key made only of these is hot. */
    public boolean isLowCardinality() {
        return this == ENUM || this == BOOLEAN || this == DATE;
    }

    public boolean isNumeric() {
        return this == NUMBER || this == EPOCH_SECONDS;
    }
}

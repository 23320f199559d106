package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.SourceLocation;

/**
 * Something that went wrong while creating the table or writing the sample items, with where it comes from.
 *
 * @param element the table or entity it concerns
 * @param other for a key collision, the entity whose item was kept at the shared key; empty otherwise
 */
public record SetupProblem(Code code, SourceLocation location, String element, String message, String other) {

    public SetupProblem(Code code, SourceLocation location, String element, String message) {
        this(code, location, element, message, "");
    }

    /** What went wrong. */
    public enum Code {
        /** DynamoDB refused to create the table: no pattern can run. */
        TABLE_REJECTED,
        /** An entity gives no value for a table key attribute, or one that cannot be rendered: none of its items is written. */
        KEY_NOT_RENDERED,
        /** A key template renders a value of another type than its key attribute's. */
        KEY_TYPE_MISMATCH,
        /** Items of two entity types render one primary key: the second is left out. */
        KEY_COLLISION,
        /** DynamoDB rejected a sample item: it is left out. */
        ITEM_REJECTED
    }

    /** Whether the table exists despite the problem (every code but {@link Code#TABLE_REJECTED}). */
    public boolean tableUsable() {
        return code != Code.TABLE_REJECTED;
    }

    @Override
    public String toString() {
        return location + ": " + (element.isEmpty() ? "" : element + ": ") + message;
    }
}

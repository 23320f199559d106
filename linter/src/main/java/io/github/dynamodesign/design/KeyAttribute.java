package io.github.dynamodesign.design;

/** A key attribute of the table or an index: its name and DynamoDB type. */
public record KeyAttribute(String name, ScalarType type, SourceLocation location) {

    @Override
    public String toString() {
        return name + " (" + type + ")";
    }
}

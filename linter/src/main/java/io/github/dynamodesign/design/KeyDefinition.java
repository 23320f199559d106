package io.github.dynamodesign.design;

/**
 * An entity's template for one key attribute, from a bullet such as {@code - **GSI1PK**: `ORDER#<orderId>`}.
 *
 * @param attribute the key attribute it writes (resolved against the table and index definitions)
 * @param label the label as written in the document
 * @param note text after the template, kept for people
 */
public record KeyDefinition(String attribute, String label, KeyTemplate template, String note, SourceLocation location) {
}

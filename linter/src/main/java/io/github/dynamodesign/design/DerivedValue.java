package io.github.dynamodesign.design;

/** A named computed value, {@code invertedTotal = pad(100000 - total, 6)}, usable as a placeholder. */
public record DerivedValue(String name, Expression expression, String source, SourceLocation location) {
}

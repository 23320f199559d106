package io.github.dynamodesign.design;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a document says about an attribute's values beyond its type.
 *
 * @param min inclusive lower bound of a number range, or null
 * @param max inclusive upper bound of a number range, or null
 * @param allowedValues the values of {@code one of: A|B|C}; empty when unconstrained
 * @param format a declared format, or null
 * @param maxChars the limit of {@code max N chars}, or null
 * @param maxItems the limit of {@code max N items} of a list, map or set, or null
 */
public record Constraints(boolean optional, BigDecimal min, BigDecimal max, List<String> allowedValues,
                          ValueFormat format, Integer maxChars, Integer maxItems, boolean unique,
                          String shape) {

    public static final Constraints NONE = new Constraints(false, null, null, List.of(), null, null, null, false, null);

    public Constraints {
        allowedValues = List.copyOf(allowedValues);
    }

    public Optional<ValueFormat> formatIfAny() {
        return Optional.ofNullable(format);
    }

    public boolean isEnum() {
        return !allowedValues.isEmpty();
    }

    public boolean hasRange() {
        return min != null || max != null;
    }

    public Constraints withOptional(boolean value) {
        return new Constraints(value, min, max, allowedValues, format, maxChars, maxItems, unique, shape);
    }

    public Constraints withRange(BigDecimal newMin, BigDecimal newMax) {
        return new Constraints(optional, newMin, newMax, allowedValues, format, maxChars, maxItems, unique, shape);
    }

    public Constraints withAllowedValues(List<String> values) {
        return new Constraints(optional, min, max, values, format, maxChars, maxItems, unique, shape);
    }

    public Constraints withFormat(ValueFormat value) {
        return new Constraints(optional, min, max, allowedValues, value, maxChars, maxItems, unique, shape);
    }

    /**
     * The values written after a template of parts no entity declares ({@code invoiceNo} = {@code <yyyy>-<pad(sequence,
     * 5)>}): fixed literal text and numbers of the widths given. Null when the document gives none.
     */
    public Optional<String> shapeIfAny() {
        return Optional.ofNullable(shape);
    }

    public Constraints withShape(String value) {
        return new Constraints(optional, min, max, allowedValues, format, maxChars, maxItems, unique, value);
    }

    /** Constraint text as it would be written in a document, e.g. {@code optional, 1..100}. */
    public List<String> describe() {
        List<String> parts = new ArrayList<>();
        if (optional) {
            parts.add("optional");
        }
        if (hasRange()) {
            parts.add((min == null ? "" : min.toPlainString()) + ".." + (max == null ? "" : max.toPlainString()));
        }
        if (isEnum()) {
            parts.add("one of: " + String.join("|", allowedValues));
        }
        if (format != null) {
            parts.add(format.label());
        }
        if (maxChars != null) {
            parts.add("max " + maxChars + " chars");
        }
        if (maxItems != null) {
            parts.add("max " + maxItems + " items");
        }
        if (unique) {
            parts.add("unique");
        }
        if (shape != null) {
            parts.add("written " + shape);
        }
        return parts;
    }
}

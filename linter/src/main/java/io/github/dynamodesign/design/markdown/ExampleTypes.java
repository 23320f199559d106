package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.ValueFormat;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What the example items show of an attribute: a JSON number is a number, an ISO-8601 text a timestamp, a
 * {@code yyyy-MM-dd} a date, 26 Crockford characters a ULID. Used where the document names an attribute without
 * its type or format. Values written as upper-case codes ({@code PLACED}, {@code EU}) or short lower-case ones
 * ({@code en}, {@code pt-BR}) are codes: no separator.
 */
final class ExampleTypes {

    /** @param format empty when the values show none */
    record Shown(AttributeType type, Optional<ValueFormat> format) {
    }

    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    /** An ISO-8601 timestamp, also a local one without a zone ({@code 2026-03-18T09:30}). */
    private static final Pattern TIMESTAMP = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?");
    /** 26 characters of a ULID, as authors write them by hand too (with an `L` or a `U` Crockford leaves out). */
    private static final Pattern ULID = Pattern.compile("0[0-9A-Z]{25}");
    /** {@code PLACED}, {@code EU}, and short codes such as language tags ({@code en}, {@code pt-BR}, {@code zh-Hant}). */
    private static final Pattern CODE = Pattern.compile("[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*|[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*");
    /** {@code 07:00}, {@code 18:30}: a time of day, at fixed width. */
    private static final Pattern TIME_OF_DAY = Pattern.compile("(?:[01]\\d|2[0-3]):[0-5]\\d");
    private static final Pattern UUID = Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private ExampleTypes() {
    }

    /** The type (and format) every one of the values shows; empty when there is none or they disagree. */
    static Optional<Shown> of(List<Object> values) {
        List<Object> present = values.stream().filter(v -> v != null).toList();
        if (present.isEmpty()) {
            return Optional.empty();
        }
        if (present.stream().allMatch(v -> v instanceof BigDecimal)) {
            return Optional.of(new Shown(AttributeType.NUMBER, Optional.empty()));
        }
        if (present.stream().allMatch(v -> v instanceof Boolean)) {
            return Optional.of(new Shown(AttributeType.BOOLEAN, Optional.empty()));
        }
        if (present.stream().allMatch(v -> v instanceof Map)) {
            return Optional.of(new Shown(AttributeType.MAP, Optional.empty()));
        }
        if (present.stream().allMatch(v -> v instanceof Collection)) {
            return Optional.of(new Shown(AttributeType.LIST, Optional.empty()));
        }
        if (present.stream().allMatch(v -> v instanceof String)) {
            return Optional.of(new Shown(AttributeType.STRING, format(present)));
        }
        return Optional.empty();
    }

    private static Optional<ValueFormat> format(List<Object> texts) {
        for (Map.Entry<Pattern, ValueFormat> f : List.of(Map.entry(TIMESTAMP, ValueFormat.ISO_8601),
                Map.entry(DATE, ValueFormat.DATE), Map.entry(ULID, ValueFormat.ULID), Map.entry(UUID, ValueFormat.UUID),
                Map.entry(TIME_OF_DAY, ValueFormat.TIME_OF_DAY), Map.entry(CODE, ValueFormat.CODE))) {
            if (texts.stream().allMatch(t -> f.getKey().matcher((String) t).matches())) {
                return Optional.of(f.getValue());
            }
        }
        return Optional.empty();
    }
}

package io.github.dynamodesign.design;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Pattern;

/** Reading the timestamps design documents use: ISO-8601 instants, local date-times, dates, epoch seconds. */
public final class Timestamps {

    private static final Pattern TIME_NAME = Pattern.compile(
            ".*[a-z0-9](At|Time|Timestamp|Date|On)$|.*_(at|time|timestamp|date|on)$|^(time|timestamp|date|ts|when)$");

    private Timestamps() {
    }

    /** Whether a name suggests a point in time: createdAt, startTime, dueDate, timestamp... */
    public static boolean looksLikeTime(String name) {
        return TIME_NAME.matcher(name).matches();
    }

    /** The instant an ISO-8601 string or epoch-seconds number stands for, in UTC when no offset is given. */
    public static Optional<Instant> toInstant(Object value) {
        if (value instanceof BigDecimal number) {
            return Optional.of(Instant.ofEpochSecond(number.longValue()));
        }
        if (value instanceof Number number) {
            return Optional.of(Instant.ofEpochSecond(number.longValue()));
        }
        if (!(value instanceof String text)) {
            return Optional.empty();
        }
        String t = text.trim();
        try {
            return Optional.of(OffsetDateTime.parse(t).toInstant());
        } catch (DateTimeParseException ignored) {
            // try the next form
        }
        try {
            return Optional.of(LocalDateTime.parse(t).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException ignored) {
            // try the next form
        }
        try {
            return Optional.of(LocalDate.parse(t).atStartOfDay().toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException ignored) {
            return Optional.empty();
        }
    }

    public static boolean isIso8601(String text) {
        return !(text.isBlank() || text.chars().allMatch(Character::isDigit)) && toInstant(text).isPresent();
    }
}

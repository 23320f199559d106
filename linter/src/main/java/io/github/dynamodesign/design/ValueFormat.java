package io.github.dynamodesign.design;

import java.util.Locale;
import java.util.Optional;

/** Declared formats of attribute values ({@code iso-8601}, {@code ulid}, ...). */
public enum ValueFormat {
    ISO_8601("iso-8601"), EPOCH_SECONDS("epoch-seconds"),
    /** Milliseconds since the epoch, a number of 13 digits from 2001 to 2286. */
    EPOCH_MILLIS("epoch-millis"), DATE("date"), ULID("ulid"), UUID("uuid"),
    /** An upper-case code such as {@code PLACED} or {@code EU}: letters, digits and underscores, no separator. */
    CODE("code"),
    /** A time of day written at a fixed width ({@code 0830}, {@code 14:15}): text order is time order. */
    TIME_OF_DAY("time-of-day");

    private final String label;

    ValueFormat(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean isTime() {
        return this == ISO_8601 || isEpoch() || this == DATE;
    }

    /** A number counting from the epoch: seconds or milliseconds. */
    public boolean isEpoch() {
        return this == EPOCH_SECONDS || this == EPOCH_MILLIS;
    }

    public boolean isIdentifier() {
        return this == ULID || this == UUID || this == CODE || this == TIME_OF_DAY;
    }

    public static Optional<ValueFormat> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replaceAll("^[\"'`“”]+|[\"'`“”]+$", "").replaceAll("[\\s_]+", "-");
        // "YYYY-MM-DDTHH:MM", "yyyy-MM-dd HH:mm:ss": a timestamp written as its format
        if (t.matches("yyyy-mm-dd[t-]hh:mm(?::ss(?:\\.s+)?)?z?")) {
            return Optional.of(ISO_8601);
        }
        return switch (t) {
            case "iso-8601", "iso8601", "iso", "timestamp", "datetime", "date-time", "iso-timestamp" -> Optional.of(ISO_8601);
            case "epoch-seconds", "epoch", "epochseconds", "unix-seconds", "unix-time", "epoch-secs" -> Optional.of(EPOCH_SECONDS);
            case "epoch-millis", "epoch-ms", "epoch-milliseconds", "unix-ms", "unix-millis", "unix-milliseconds", "epochmillis",
                 "epoch-millis-utc", "epoch-ms-utc" -> Optional.of(EPOCH_MILLIS);
            case "date", "yyyy-mm-dd", "iso-date" -> Optional.of(DATE);
            // time-ordered ids: a KSUID or a UUIDv7 sorts by its time as a ULID does
            case "ulid", "ksuid", "uuidv7", "uuid-v7", "uuid7", "ulids", "ksuids" -> Optional.of(ULID);
            case "uuid", "guid" -> Optional.of(UUID);
            case "code", "upper-case-code", "status-code" -> Optional.of(CODE);
            case "time-of-day", "hhmm", "hh:mm", "hh-mm", "hh:mm:ss", "hhmmss" -> Optional.of(TIME_OF_DAY);
            default -> Optional.empty();
        };
    }
}

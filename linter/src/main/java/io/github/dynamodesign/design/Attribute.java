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

    /** "copy of `severity`", "same as `status`", "mirrors `ownerId`", "= points": a description opening with the value repeated. */
    private static final java.util.regex.Pattern PLAIN_COPY = java.util.regex.Pattern.compile(
            "(?i)^\\s*(?:(?:a|an|the)\\s+)?(?:(?:(?:exact\\s+)?(?:copy|duplicate)\\s+of|same\\s+(?:value\\s+)?as|mirrors?|copied\\s+from)\\s+|=\\s*)"
                    + "(?:the\\s+)?`?([\\p{L}_][\\p{L}\\p{N}_]*)`?(?![\\p{L}\\p{N}_(])([^;.]*)");
    private static final java.util.regex.Pattern CHANGED = java.util.regex.Pattern.compile(
            "(?i)\\b(?:lower|upper|slug|pad|padded|zero|digits?|trimmed|normali[sz]ed|hash(?:ed)?|prefix(?:ed)?|suffix(?:ed)?)");

    /**
     * The attribute this one holds an unchanged copy of, as its description says ("copy of `severity`; present while
     * OPEN"): wherever both are on an item they are equal. Empty when the description says nothing of it, or the copy
     * is written differently (lower-cased, padded).
     */
    public java.util.Optional<String> copyOf() {
        java.util.regex.Matcher m = PLAIN_COPY.matcher(description);
        if (!m.find() || m.group(1).equals(name) || CHANGED.matcher(m.group(2)).find() || m.group(2).strip().matches("^[-+*/×÷%].*")) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(m.group(1));
    }

    /** The letter case a text value is written in, with the words, the call and the names that say so. */
    public enum LetterCase {
        LOWER("(?i)\\b(?:lower[- ]?cased?|lowercased|in\\s+lower\\s+case)\\b", "(?i)\\blower\\s*\\(",
                ".+(?:Lower|_lower|Lowercase|LowerCase|_lc|Lc)"),
        UPPER("(?i)\\b(?:upper[- ]?cased?|uppercased|in\\s+upper\\s+case|in\\s+capitals)\\b", "(?i)\\bupper\\s*\\(",
                ".+(?:Upper|_upper|Uppercase|UpperCase|_uc|Uc)");

        private final java.util.regex.Pattern words;
        private final java.util.regex.Pattern call;
        private final java.util.regex.Pattern name;

        LetterCase(String words, String call, String name) {
            this.words = java.util.regex.Pattern.compile(words);
            this.call = java.util.regex.Pattern.compile(call);
            this.name = java.util.regex.Pattern.compile(name);
        }

        /** Whether the text says, in words, that a value is written in this case: "lower-cased", "in capitals". */
        public boolean saidIn(String text) {
            return words.matcher(text).find();
        }

        /** Whether the description (in words or as a call, {@code lower(email)}) or the name says this case. */
        boolean of(String description, String attributeName) {
            return saidIn(description) || call.matcher(description).find() || name.matcher(attributeName).matches();
        }
    }

    /**
     * The letter case every value of this text attribute is written in, as its description ("derived:
     * `lower(trim(email))`", "lowercase kebab-case") or its name ({@code emailLower}) says; empty when nothing says
     * one or both are said.
     */
    public java.util.Optional<LetterCase> letterCase() {
        if (type != AttributeType.STRING) {
            return java.util.Optional.empty();
        }
        boolean lower = LetterCase.LOWER.of(description, name);
        boolean upper = LetterCase.UPPER.of(description, name);
        return lower == upper ? java.util.Optional.empty() : java.util.Optional.of(lower ? LetterCase.LOWER : LetterCase.UPPER);
    }

    public Attribute withType(AttributeType newType, Constraints newConstraints) {
        return new Attribute(name, newType, newConstraints, description, location);
    }

    public Attribute at(SourceLocation newLocation) {
        return new Attribute(name, type, constraints, description, newLocation);
    }
}

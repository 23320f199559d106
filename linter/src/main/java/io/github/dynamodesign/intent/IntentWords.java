package io.github.dynamodesign.intent;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The intent a pattern's description states in words: an order ({@code newest first}, {@code top 10 by score},
 * {@code cheapest}) and a number of results ({@code latest 5}), and what an input's name says it is.
 */
public final class IntentWords {

    /** What kind of order words ask for; the attribute is found among the result types' values. */
    public enum OrderKind {
        TIME, NUMBER, NAMED
    }

    /** An order the words ask for. @param attribute named in the words ({@code by score}); empty when not */
    public record OrderWords(OrderKind kind, boolean descending, Optional<String> attribute, String words) {
    }

    private static final Pattern NEWEST = Pattern.compile(
            "\\b(newest|latest|most[- ]recent(ly)?|recent first|reverse[- ]chronological(ly)?|last \\d+)\\b");
    private static final Pattern OLDEST = Pattern.compile("\\b(oldest|earliest|chronological(ly)?|in time order)\\b");
    private static final Pattern HIGHEST = Pattern.compile(
            "\\b(top|highest|best|largest|biggest|most expensive)\\b(?:\\s+\\d+)?(?:\\s+\\w+)*?\\s+by\\s+`?([A-Za-z][A-Za-z0-9_ ]*?)`?(?:\\b|$)"
                    + "|\\b(highest|largest|biggest)\\s+`?([A-Za-z][A-Za-z0-9_]*)`?");
    private static final Pattern LOWEST = Pattern.compile("\\b(cheapest|lowest|smallest)\\b(?:\\s+`?([A-Za-z][A-Za-z0-9_]*)`?)?");
    private static final Pattern SORTED_BY = Pattern.compile(
            "\\b(?:sorted|ordered)\\s+by\\s+`?([A-Za-z][A-Za-z0-9_]*)`?(?:\\s+(asc|desc|ascending|descending))?");
    private static final Pattern COUNT = Pattern.compile(
            "\\b(?:latest|last|top|first|newest|most recent|recent|oldest|earliest|highest|best|cheapest)\\s+(\\d{1,4})\\b"
                    + "|\\b(\\d{1,4})\\s+(?:latest|newest|most recent|oldest|highest|best|cheapest|recent)\\b");
    private static final Pattern GROUPED_BY = Pattern.compile("(?i)\\bgrouped\\s+by\\s+`?([A-Za-z][A-Za-z0-9_]*)`?");
    private static final Pattern TIME_INPUT = Pattern.compile(
            "^(?i:from|to|since|until|start|end|after|before|day|month|year|week|date|time)([A-Z0-9_].*)?$");
    private static final Pattern TIME_SUFFIX = Pattern.compile("^[a-z][A-Za-z0-9]*(At|Date|Time|Day|Month)$");
    private static final Pattern NUMBER_INPUT = Pattern.compile("^(?i:min|max|minimum|maximum|atLeast|atMost|below|above)([A-Z0-9_].*)?$");

    private IntentWords() {
    }

    /** The order the description asks for; empty when its words ask none. */
    public static Optional<OrderWords> order(String description) {
        String text = description.toLowerCase(Locale.ROOT);
        Matcher m = SORTED_BY.matcher(text);
        if (m.find()) {
            String direction = m.group(2) == null ? "" : m.group(2);
            return Optional.of(new OrderWords(OrderKind.NAMED, direction.startsWith("desc"), Optional.of(original(description, m.group(1))),
                    m.group().strip()));
        }
        m = HIGHEST.matcher(text);
        if (m.find()) {
            String attribute = m.group(2) != null ? m.group(2) : m.group(4);
            return Optional.of(new OrderWords(OrderKind.NUMBER, true, Optional.ofNullable(attribute).map(a -> original(description, a.strip())),
                    m.group().strip()));
        }
        m = LOWEST.matcher(text);
        if (m.find()) {
            return Optional.of(new OrderWords(OrderKind.NUMBER, false,
                    Optional.ofNullable(m.group(2)).map(a -> original(description, a)), m.group().strip()));
        }
        m = NEWEST.matcher(text);
        if (m.find()) {
            return Optional.of(new OrderWords(OrderKind.TIME, true, Optional.empty(), m.group()));
        }
        m = OLDEST.matcher(text);
        if (m.find()) {
            return Optional.of(new OrderWords(OrderKind.TIME, false, Optional.empty(), m.group()));
        }
        return Optional.empty();
    }

    /** How many results the description asks for ({@code latest 5}, {@code top 10}); empty when it names no number. */
    public static Optional<Integer> count(String description) {
        Matcher m = COUNT.matcher(description.toLowerCase(Locale.ROOT));
        if (!m.find()) {
            return Optional.empty();
        }
        int n = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2));
        return n > 0 ? Optional.of(n) : Optional.empty();
    }

    /** The attribute a design narrows its order to ({@code grouped by category}). */
    public static Optional<String> groupedBy(String text) {
        Matcher m = GROUPED_BY.matcher(text);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** What an input's name says it is: a time ({@code from}, {@code since}, {@code startDate}) or a number ({@code minScore}). */
    public static Optional<InputMeaning.Kind> inputKind(String input) {
        if (TIME_INPUT.matcher(input).matches() || TIME_SUFFIX.matcher(input).matches()) {
            return Optional.of(InputMeaning.Kind.TIME);
        }
        if (NUMBER_INPUT.matcher(input).matches()) {
            return Optional.of(InputMeaning.Kind.NUMBER);
        }
        return Optional.empty();
    }

    private static final Pattern AMBIGUOUS_TIME = Pattern.compile("^(?i:from|to|start|end|after|before)$");
    private static final Pattern RANGE_OF = Pattern.compile("(?i)\\b([A-Za-z]+)\\s+(?:range|band|bracket)\\b");

    /** Whether a time-like input name is also used for other ranges ({@code from}, {@code to}): the words decide. */
    public static boolean ambiguousTimeName(String input) {
        return AMBIGUOUS_TIME.matcher(input).matches();
    }

    /** What a description says a range is over ({@code price} of "in a price range"); empty for a time range. */
    public static Optional<String> rangeSubject(String description) {
        Matcher m = RANGE_OF.matcher(description);
        while (m.find()) {
            String subject = m.group(1).toLowerCase(Locale.ROOT);
            if (!subject.matches("time|date|day|period|a|the")) {
                return Optional.of(m.group(1));
            }
        }
        return Optional.empty();
    }

    /** The words as written (attribute names keep their case). */
    private static String original(String description, String lower) {
        int at = description.toLowerCase(Locale.ROOT).indexOf(lower);
        return at < 0 ? lower : description.substring(at, at + lower.length());
    }
}

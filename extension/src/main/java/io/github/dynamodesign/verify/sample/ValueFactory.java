package io.github.dynamodesign.verify.sample;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Constraints;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ValueFormat;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.UUID;

/**
 * Values for attributes, respecting declared constraints, with the adversarial ones first: identifiers that are
 * prefixes of one another, free text with separators, non-ASCII and mixed case, numbers across digit counts and
 * at range bounds, timestamps on shared prefixes and across day, month and year boundaries.
 */
public final class ValueFactory {

    private static final int[] ID_NUMBERS = {1, 10, 2, 100, 11, 3, 12, 4, 101, 5, 6, 7, 8, 9, 13, 14, 15, 16, 17, 18};
    private static final String CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    /** The first four share a day (and the first two a minute); then day, month and year boundaries. */
    private static final String[] TIMESTAMPS = {
        "2026-01-15T10:30:00Z", "2026-01-15T10:30:01Z", "2026-01-15T09:05:00Z", "2026-01-15T23:59:59Z",
        "2026-01-16T00:00:00Z", "2025-12-31T23:59:59Z", "2026-01-01T00:00:00Z", "2026-01-31T23:59:59Z",
        "2026-02-01T00:00:00Z", "2026-02-28T12:00:00Z", "2026-03-14T09:30:00Z", "2026-03-14T17:45:00Z"};
    private static final String[] DATES = {"2026-01-15", "2026-01-16", "2025-12-31", "2026-01-01", "2026-01-31",
        "2026-02-01", "2026-03-14", "2026-05-01"};
    private static final String[] EMAILS = {"Ada@Example.com", "ada@example.com", "max#jr@example.com",
        "zoë@exämple.org", "o'brien@example.com", "bob@example.com", "Bob@Example.COM"};
    private static final String[] NAMES = {"Max", "Max#Jr", "Ann Lee", "Zoë Ångström", "max", "李雷", "O'Brien", "Bob"};
    /**
     * Codes, slugs, categories, SKUs: values that are prefixes of each other, and none with a separator, which nothing
     * says a code may hold.
     */
    private static final String[] CODES = {"MAX", "MAXI", "AB-1", "AB-10", "max", "Z9", "ab_2", "AB-1X"};
    private static final java.util.regex.Pattern CODE_NAME = java.util.regex.Pattern.compile(
            "(?i).*(?:code|sku|slug|category|type|kind|region|tag|plate|symbol|currency|country|locale|zone|level|tier|plan|grade)$");
    private static final String[] TEXTS = {"See you #soon", "Ünïcode ✓ text", "plain text", "a#b#c", "Max", "Max#Jr"};

    private final Random random;
    private final Map<String, Integer> sequences = new LinkedHashMap<>();
    private final Map<String, Set<Object>> used = new LinkedHashMap<>();
    private final Map<String, TimestampFormat> formats;

    /** How an attribute's timestamps are written: fraction digits and whether they end in Z. */
    /**
     * How the examples write a timestamp.
     *
     * @param local without a zone ({@code 2026-03-18T09:30}, practice local time)
     * @param seconds with its seconds
     */
    public record TimestampFormat(int fractionDigits, boolean zulu, boolean local, boolean seconds) {
        static final TimestampFormat DEFAULT = new TimestampFormat(0, true, false, true);

        public TimestampFormat(int fractionDigits, boolean zulu) {
            this(fractionDigits, zulu, false, true);
        }

        public static TimestampFormat of(String example) {
            int t = example.indexOf('T');
            int dot = example.indexOf('.', Math.max(t, 0));
            int digits = 0;
            if (dot > 0) {
                while (dot + 1 + digits < example.length() && Character.isDigit(example.charAt(dot + 1 + digits))) {
                    digits++;
                }
            }
            String time = t < 0 ? "" : example.substring(t + 1);
            boolean local = !time.endsWith("Z") && !time.matches(".*[+-]\\d{2}:?\\d{2}$");
            boolean seconds = time.matches("\\d{2}:\\d{2}:\\d{2}.*");
            return new TimestampFormat(digits, example.endsWith("Z"), local, seconds);
        }

        public String format(Instant instant) {
            StringBuilder pattern = new StringBuilder(seconds ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm");
            if (fractionDigits > 0 && seconds) {
                pattern.append('.').append("S".repeat(fractionDigits));
            }
            if (!local) {
                pattern.append(zulu ? "'Z'" : "xxx");
            }
            return DateTimeFormatter.ofPattern(pattern.toString(), Locale.ROOT).withZone(ZoneOffset.UTC).format(instant);
        }
    }

    public ValueFactory(Random random, Map<String, TimestampFormat> formats) {
        this(random, formats, Map.of());
    }

    /**
     * @param padWidths the widths keys pad each number to ({@code <pad(totalScore, 3)>}): its numbers include the
     *                  widest value of that width and the narrowest wider one (999 and 1000), which meet as text in the
     *                  wrong order where the range lets a number outgrow its pad
     */
    public ValueFactory(Random random, Map<String, TimestampFormat> formats, Map<String, java.util.SortedSet<Integer>> padWidths) {
        this.random = random;
        this.formats = formats;
        this.padWidths = padWidths;
    }

    private final Map<String, java.util.SortedSet<Integer>> padWidths;

    /**
     * The n-th value for an attribute. Items under one parent get consecutive n, so siblings carry the adversarial
     * pairs (`Max` and `Max#Jr`, 9 and 10, 23:59:59 and 00:00:00 of the next day).
     */
    public Object value(Attribute a, int n) {
        Constraints c = a.constraints();
        if (c.shapeIfAny().isPresent()) {
            Optional<String> shaped = shaped(c.shapeIfAny().get(), n);
            if (shaped.isPresent()) {
                return shaped.get();
            }
        }
        return switch (a.kind()) {
            case IDENTIFIER -> identifier(a);
            case FREE_TEXT -> text(a, n);
            case ENUM -> c.allowedValues().get(n % c.allowedValues().size());
            case TIMESTAMP -> formats.getOrDefault(a.name(), TimestampFormat.DEFAULT).format(timestamp(n));
            case DATE -> DATES[n % DATES.length];
            case EPOCH_SECONDS -> c.format() == ValueFormat.EPOCH_MILLIS ? BigDecimal.valueOf(timestamp(n).toEpochMilli())
                    : BigDecimal.valueOf(a.name().toLowerCase(Locale.ROOT).contains("expir")
                    || a.name().toLowerCase(Locale.ROOT).contains("ttl") ? 1_900_000_000L + n : timestamp(n).getEpochSecond());
            case NUMBER -> number(a, n);
            case BOOLEAN -> n % 2 == 0;
            case BINARY -> ("b" + n).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            case COLLECTION -> collection(a, n);
        };
    }

    private static final java.util.regex.Pattern YEAR = java.util.regex.Pattern.compile("(?i)y{2,4}|year|yr");
    /** Values of an unpadded part: of several widths, each a prefix of another, as an unpadded number is. */
    private static final long[] UNPADDED = {1, 10, 2, 100, 11, 3, 1000, 12, 4, 101};
    private final Map<String, KeyTemplate> shapes = new HashMap<>();

    /**
     * A value written in its shape ({@code <yyyy>-<pad(sequence, 5)>}): its literal text, a year for a year's part, the
     * width a padded part has, and a number for any other part (unpadded, so of several widths, as the document writes it).
     */
    private Optional<String> shaped(String shape, int n) {
        try {
            KeyTemplate template = shapes.computeIfAbsent(shape, KeyTemplate::parse);
            StringBuilder value = new StringBuilder();
            int part = 0;
            for (KeyTemplate.Segment s : template.segments()) {
                if (s instanceof KeyTemplate.Literal l) {
                    value.append(l.text());
                    continue;
                }
                KeyTemplate.Placeholder p = (KeyTemplate.Placeholder) s;
                part++;
                if (p.expression() instanceof Expression.Call call && call.function() == Expression.Function.PAD
                        && call.arguments().get(1) instanceof Expression.NumberLiteral w) {
                    int width = w.value().intValue();
                    long bound = (long) Math.pow(10, Math.min(width, 18));
                    value.append(String.format("%0" + width + "d", Math.floorMod((long) n * 7919 + 417L * part, bound)));
                } else if (p.name().filter(x -> YEAR.matcher(x).matches()).isPresent()) {
                    value.append(2024 + Math.floorMod(n, 3));
                } else {
                    value.append(n >= 0 && n < UNPADDED.length ? UNPADDED[n] : 1000L + n);
                }
            }
            return Optional.of(value.toString());
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** A fresh identifier for an attribute: `u1`, `u10`, `u2`... (prefixes of one another), ULIDs or UUIDs. */
    public Object identifier(Attribute a) {
        ValueFormat format = a.constraints().format();
        for (int attempt = 0; attempt < 1000; attempt++) {
            int n = sequences.merge(a.name(), 1, Integer::sum) - 1;
            String value;
            if (format == ValueFormat.TIME_OF_DAY) {
                // fixed width, on both sides of noon and of the hour: 0830, 0900, 1415, 0005, 2359, …
                int minutes = Math.floorMod(n * 197 + 510, 24 * 60);
                value = String.format(Locale.ROOT, "%02d%02d", minutes / 60, minutes % 60);
            } else if (format == ValueFormat.ULID) {
                value = ulid(n);
            } else if (format == ValueFormat.UUID) {
                value = new UUID(random.nextLong(), random.nextLong()).toString();
            } else {
                String prefix = a.name().isEmpty() ? "x" : a.name().substring(0, 1).toLowerCase(Locale.ROOT);
                value = prefix + (n < ID_NUMBERS.length ? ID_NUMBERS[n] : 100 + n);
            }
            value = limit(value, a);
            if (used.computeIfAbsent(a.name(), k -> new LinkedHashSet<>()).add(value)) {
                return value;
            }
        }
        throw new IllegalStateException("cannot make more distinct values for " + a.name());
    }

    private String ulid(int n) {
        StringBuilder s = new StringBuilder("01J0ZA");
        long time = 1_000_000L + n / 3;
        for (int i = 0; i < 4; i++) {
            s.append(CROCKFORD.charAt((int) (time >> (5 * (3 - i)) & 31)));
        }
        for (int i = 0; i < 16; i++) {
            s.append(CROCKFORD.charAt(random.nextInt(32)));
        }
        return s.toString();
    }

    /**
     * A ULID whose time part is the given instant, so that a time-ordered id agrees with the item's own timestamp (the
     * design may order by the id where its words order by the time).
     *
     * @param previous the id it replaces: a ULID keeps its random part
     */
    public String ulidAt(Instant instant, String previous) {
        StringBuilder s = new StringBuilder();
        long time = Math.max(0, instant.toEpochMilli());
        for (int i = 9; i >= 0; i--) {
            s.append(CROCKFORD.charAt((int) (time >>> (5 * i) & 31)));
        }
        if (previous != null && previous.length() == 26) {
            return s.append(previous.substring(10)).toString(); // the document's id keeps its own random part
        }
        for (int i = 0; i < 16; i++) {
            s.append(CROCKFORD.charAt(random.nextInt(32)));
        }
        return s.toString();
    }

    private Object text(Attribute a, int n) {
        String name = a.name().toLowerCase(Locale.ROOT);
        String[] pool = name.contains("email") || name.contains("mail") ? EMAILS
                : name.contains("name") || name.contains("title") || name.contains("handle") || name.contains("login")
                        || name.contains("label") ? NAMES : CODE_NAME.matcher(a.name()).matches() ? CODES : TEXTS;
        String value = limit(inCase(pool[Math.floorMod(n, pool.length)], a), a);
        if (a.constraints().unique()) {
            Set<Object> seen = used.computeIfAbsent(a.name(), k -> new LinkedHashSet<>());
            String candidate = value;
            for (int i = 2; !seen.add(candidate); i++) {
                candidate = limit(value + " " + i, a);
            }
            return candidate;
        }
        return value;
    }

    /** The value in the letter case the document writes the attribute in ("`emailLower`: `lower(trim(email))`"). */
    static String inCase(String value, Attribute a) {
        return a.letterCase().map(c -> c == Attribute.LetterCase.LOWER ? value.toLowerCase(Locale.ROOT) : value.toUpperCase(Locale.ROOT))
                .orElse(value);
    }

    private Instant timestamp(int n) {
        if (n < TIMESTAMPS.length) {
            return Instant.parse(TIMESTAMPS[n]);
        }
        return Instant.parse("2026-01-01T00:00:00Z").plusSeconds(random.nextInt(180 * 86_400));
    }

    private BigDecimal number(Attribute a, int n) {
        BigDecimal min = a.constraints().min();
        BigDecimal max = a.constraints().max();
        List<BigDecimal> candidates = new ArrayList<>();
        for (int width : padWidths.getOrDefault(a.name(), java.util.Collections.emptySortedSet())) {
            BigDecimal wider = BigDecimal.TEN.pow(width);
            if ((max == null || max.compareTo(wider) >= 0) && (min == null || min.compareTo(wider) < 0)) {
                // a number the range lets outgrow its pad: the pair that shows it first, where they share a partition
                candidates.add(wider.subtract(BigDecimal.ONE));
                candidates.add(wider);
            }
        }
        for (long v : new long[] {9, 10, 100, 1}) {
            candidates.add(BigDecimal.valueOf(v));
        }
        if (min != null) {
            candidates.add(min);
        }
        if (max != null) {
            candidates.add(max);
        }
        for (long v : new long[] {0, 99, 1000, 12345, 2, 11, 101, 999, 42, 7}) {
            candidates.add(BigDecimal.valueOf(v));
        }
        List<BigDecimal> allowed = candidates.stream()
                .filter(v -> (min == null || v.compareTo(min) >= 0) && (max == null || v.compareTo(max) <= 0))
                .distinct().toList();
        if (allowed.isEmpty()) {
            return min != null ? min : BigDecimal.ZERO;
        }
        if (n < allowed.size()) {
            return allowed.get(n);
        }
        BigDecimal low = min == null ? BigDecimal.ZERO : min;
        BigDecimal high = max == null ? BigDecimal.valueOf(100_000) : max;
        long span = high.subtract(low).longValue();
        return span <= 0 ? low : low.add(BigDecimal.valueOf(Math.floorMod(random.nextLong(), span + 1)));
    }

    private Object collection(Attribute a, int n) {
        int size = a.constraints().maxItems() == null ? 2 : Math.min(2, a.constraints().maxItems());
        return switch (a.type()) {
            case MAP -> Map.of("k" + n, "v" + n);
            case STRING_SET -> {
                Set<Object> set = new LinkedHashSet<>();
                for (int i = 0; i < Math.max(1, size); i++) {
                    set.add("s" + n + "-" + i);
                }
                yield set;
            }
            case NUMBER_SET -> {
                Set<Object> set = new LinkedHashSet<>();
                for (int i = 0; i < Math.max(1, size); i++) {
                    set.add(BigDecimal.valueOf(n * 10L + i));
                }
                yield set;
            }
            default -> {
                List<Object> list = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    list.add("e" + n + "-" + i);
                }
                yield list;
            }
        };
    }

    private static String limit(String value, Attribute a) {
        Integer max = a.constraints().maxChars();
        return max != null && value.length() > max ? value.substring(0, Math.max(1, max)) : value;
    }
}

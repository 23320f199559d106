package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Constraints;
import io.github.dynamodesign.design.ValueFormat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads attribute bullets: {@code `total` (number, 0..100000) - in cents}. */
final class AttributeParser {

    private static Optional<BigDecimal[]> dashed(String token) {
        Matcher m = DASHED_RANGE.matcher(token.strip());
        if (!m.matches() || new BigDecimal(m.group(1)).compareTo(new BigDecimal(m.group(2))) >= 0) {
            return Optional.empty();
        }
        return Optional.of(new BigDecimal[] {new BigDecimal(m.group(1)), new BigDecimal(m.group(2))});
    }

    private static final Pattern RANGE = Pattern.compile("^(-?\\d+(?:\\.\\d+)?)?\\s*\\.\\.\\s*(-?\\d+(?:\\.\\d+)?)?$");
    /** A range written with a dash or "to" ({@code 0-5000}, {@code 1 to 10}): read when its ends ascend. */
    private static final Pattern DASHED_RANGE = Pattern.compile("^(-?\\d+(?:\\.\\d+)?)\\s*(?:-|–|\\bto\\b)\\s*(-?\\d+(?:\\.\\d+)?)$");
    /** A range whose bounds group digits by thousands: {@code 1 .. 999,999}, {@code 0 - 1,000,000}. */
    private static final Pattern GROUPED_BOUND = Pattern.compile(
            "-?\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?\\s*(?:\\.\\.|–|-|\\bto\\b)\\s*-?\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?(?![\\d,])"
            + "|(?:max(?:imum)?|min(?:imum)?|up to|at most|<=?|≤)\\s*\\d{1,3}(?:,\\d{3})+(?!\\d)");
    /** The text with the bounds of its ranges written without thousands separators. */
    static String ungrouped(String text) {
        String bounds = GROUPED_BOUND.matcher(text).replaceAll(m -> Matcher.quoteReplacement(m.group().replace(",", "")));
        return GROUPED_NUMBER.matcher(bounds).replaceAll(m -> m.group().replace(",", ""));
    }

    /** A number anywhere whose digits are grouped by thousands ({@code + 7,776,000 = 90 days}): one number, no list. */
    private static final Pattern GROUPED_NUMBER = Pattern.compile("(?<![\\d,.])\\d{1,3}(?:,\\d{3})+(?!\\d|,\\d)");

    private static final Pattern MAX_CHARS = Pattern.compile("^max(?:imum)?\\s*(?:length\\s*)?(\\d+)\\s*(?:chars?|characters?)?$");
    private static final Pattern MAX_ITEMS = Pattern.compile("^max(?:imum)?\\s*(\\d+)\\s*(?:items?|entries|elements?|members?)$");
    /** "the fixed genres", "a few codes": words after "one of" that describe the values rather than list them. */
    private static final Pattern PROSE_AFTER_ONE_OF = Pattern.compile("(?i)(?:the|a|an|our|these|those|its|their|several|many|a\\s+few)\\s+\\p{Ll}");
    private static final Pattern ENUM = Pattern.compile("^(?:one of|enum|values|oneof)\\s*:?\\s*(.*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern NAME = Pattern.compile("^([\\p{L}_$][\\p{L}\\p{N}_$.-]*)(.*)$");

    private AttributeParser() {
    }

    /**
     * The parsed type and constraints of a parenthesised declaration such as {@code string, optional}.
     *
     * @param typed whether the declaration names a type (else String is assumed)
     * @param notes what was not a type or constraint, in a lenient reading ({@code display casing})
     */
    record Declaration(AttributeType type, Constraints constraints, boolean typed, String notes) {
    }

    /** How to take a token that is neither a type nor a constraint. */
    enum Reading {
        /** A bullet's declaration: warn, it was meant as a constraint. */
        STRICT,
        /** A one-line list's note, {@code (display casing)}, {@code (when READY)}: keep it as the description. */
        LENIENT
    }

    private static final Pattern CONDITIONAL = Pattern.compile("(?i)^(when|if|only|unless|until|once|after)\\b.*");

    static Optional<Attribute> parse(String text, int line, Problems problems) {
        String t = text.strip();
        String name;
        String rest;
        if (t.startsWith("`")) {
            Optional<String> code = InlineText.firstCodeSpan(t);
            if (code.isEmpty() || code.get().isBlank()) {
                problems.error(line, "invalid-attribute", "cannot read the attribute '" + InlineText.plain(t) + "'",
                        "write it as `name` (type, constraints) - description");
                return Optional.empty();
            }
            name = code.get();
            rest = t.substring(t.indexOf('`', t.indexOf('`') + 1) + 1).strip();
        } else {
            Matcher m = NAME.matcher(InlineText.plain(t));
            if (!m.matches()) {
                problems.error(line, "invalid-attribute", "cannot read the attribute '" + InlineText.plain(t) + "'",
                        "write it as `name` (type, constraints) - description");
                return Optional.empty();
            }
            name = m.group(1);
            rest = m.group(2).strip();
        }
        rest = rest.replaceAll("^:\\s*", "");
        String declaration = "";
        if (rest.startsWith("(")) {
            int close = closingParen(rest);
            declaration = close < 0 ? rest.substring(1) : rest.substring(1, close);
            rest = close < 0 ? "" : rest.substring(close + 1).strip();
        } else {
            String firstWord = rest.split("[\\s,;-]+", 2)[0];
            if (!firstWord.isEmpty() && AttributeType.parse(firstWord).isPresent()) {
                declaration = firstWord;
                rest = rest.substring(firstWord.length()).strip();
            }
        }
        Declaration d = declaration(declaration, name, line, problems);
        String description = InlineText.plain(rest.replaceAll("^[-—–:]\\s*", ""));
        return Optional.of(new Attribute(name, d.type(), d.constraints(), description, problems.at(line)));
    }

    private static int closingParen(String text) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '(') {
                depth++;
            } else if (text.charAt(i) == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** {@code NS — key numbers}, {@code S - lower-cased}: a type, a dash or semicolon, a note. */
    private static final Pattern TYPE_THEN_NOTE = Pattern.compile("(?s)^\\s*([A-Za-z][A-Za-z ]{0,19}?)\\s*(?:[—–]|\\s-\\s|;)\\s*(.+)$");

    static Declaration declaration(String text, String name, int line, Problems problems) {
        return declaration(text, name, line, problems, Reading.STRICT);
    }

    static Declaration declaration(String text, String name, int line, Problems problems, Reading reading) {
        List<String> tokens = new ArrayList<>();
        // "S: `DRAFT` | `APPROVED` | `PAID`": the type, then the values it takes
        Matcher typeThenValues = TYPE_THEN_VALUES.matcher(InlineText.plain(text).replace("\\|", "|"));
        if (typeThenValues.matches() && AttributeType.parse(typeThenValues.group(1)).isPresent()) {
            // "S: FIELD / WEIGHED" as well
            text = typeThenValues.group(1) + ", one of: " + typeThenValues.group(2).replaceAll("\\s*/\\s*", " | ")
                    + (typeThenValues.group(3) == null ? "" : typeThenValues.group(3));
        }
        // "L of M: `{ "text": S, "pence": N }`": the type, then the shape of its elements (no constraint of the attribute)
        Matcher typeThenShape = TYPE_THEN_SHAPE.matcher(text);
        if (typeThenShape.matches() && AttributeType.parse(typeThenShape.group(1)).isPresent()) {
            text = typeThenShape.group(1);
        }
        // "NS — key numbers; gone when empty": the type, then a note on it
        Matcher typeThenNote = TYPE_THEN_NOTE.matcher(InlineText.plain(text));
        if (typeThenNote.matches() && AttributeType.parse(typeThenNote.group(1)).isPresent()) {
            text = typeThenNote.group(1) + ", " + typeThenNote.group(2);
        }
        // "1 .. 999,999": a bound written with thousands separators is one number
        for (String token : ungrouped(InlineText.plain(text)).split(",")) {
            if (!token.isBlank()) {
                tokens.add(token.strip());
            }
        }
        AttributeType type = AttributeType.STRING;
        int start = 0;
        if (!tokens.isEmpty()) {
            Optional<AttributeType> parsed = AttributeType.parse(tokens.get(0));
            if (parsed.isPresent()) {
                type = parsed.get();
                start = 1;
            }
        }
        boolean typed = start == 1;
        List<String> notes = new ArrayList<>();
        boolean optional = false;
        boolean unique = false;
        BigDecimal min = null;
        BigDecimal max = null;
        List<String> values = new ArrayList<>();
        boolean inEnum = false;
        boolean elided = false;
        ValueFormat format = null;
        Integer maxChars = null;
        Integer maxItems = null;
        for (String token : tokens.subList(start, tokens.size())) {
            String lower = token.toLowerCase(Locale.ROOT);
            Matcher range = RANGE.matcher(lower.replace(" ", ""));
            Matcher maxLen = MAX_CHARS.matcher(lower);
            Matcher maxCount = MAX_ITEMS.matcher(lower);
            Matcher enumValues = ENUM.matcher(token);
            Optional<ValueFormat> f = ValueFormat.parse(lower);
            if (lower.equals("optional") || lower.equals("nullable") || lower.equals("sparse")) {
                optional = true;
                inEnum = false;
            } else if (lower.equals("required") || lower.equals("mandatory")) {
                inEnum = false;
            } else if (lower.equals("unique")) {
                unique = true;
                inEnum = false;
            } else if (range.matches() && (range.group(1) != null || range.group(2) != null)) {
                min = range.group(1) == null ? null : new BigDecimal(range.group(1));
                max = range.group(2) == null ? null : new BigDecimal(range.group(2));
                inEnum = false;
            } else if (dashed(lower).isPresent()) {
                min = dashed(lower).get()[0];
                max = dashed(lower).get()[1];
                inEnum = false;
            } else if (maxCount.matches()) {
                maxItems = Integer.parseInt(maxCount.group(1));
                inEnum = false;
            } else if (maxLen.matches()) {
                maxChars = Integer.parseInt(maxLen.group(1));
                inEnum = false;
            } else if (enumValues.matches() && PROSE_AFTER_ONE_OF.matcher(enumValues.group(1)).lookingAt()) {
                notes.add(token); // "one of the fixed genres": words about the values, not the values
                inEnum = false;
            } else if (enumValues.matches()) {
                values.addAll(enumValues(enumValues.group(1)));
                elided |= ELIDED.matcher(token).find();
                inEnum = true;
            } else if (f.isPresent()) {
                format = f.get();
                inEnum = false;
            } else if (inEnum) {
                values.addAll(enumValues(token));
                elided |= ELIDED.matcher(token).find();
            } else if (AttributeType.parse(token).isPresent() && !typed) {
                type = AttributeType.parse(token).get();
                typed = true;
            } else if (reading == Reading.LENIENT) {
                notes.add(token);
                optional |= CONDITIONAL.matcher(token).matches();
                inEnum = false;
            } else {
                problems.warning(line, "unknown-constraint", "attribute `" + name + "`: constraint '" + token
                        + "' is not understood and is ignored",
                        "known: optional, 1..100, one of: A|B, iso-8601, epoch-seconds, date, ulid, uuid, max N chars, max N items, unique");
            }
        }
        if (format != null && format.isTime() && type == AttributeType.NUMBER && !format.isEpoch()) {
            problems.warning(line, "invalid-constraint", "attribute `" + name + "` is a number but declared " + format.label(),
                    "a number timestamp is epoch-seconds");
        }
        if (elided) {
            // "enum S1…B2", "one of: A | B | …": the values are not all written, so none of them bounds the attribute
            values.clear();
        }
        return new Declaration(type, new Constraints(optional, min, max, values, format, maxChars, maxItems, unique, null), typed,
                String.join(", ", notes));
    }

    private static final Pattern TYPE_THEN_SHAPE = Pattern.compile("(?s)^\\s*([\\p{L}][\\p{L} ]*?)\\s*:\\s*`?\\s*[{\\[].*$");
    private static final Pattern TYPE_THEN_VALUES = Pattern.compile(
            "^\\s*([\\p{L}]+)\\s*:\\s*([A-Z][A-Z0-9_]*(?:\\s*[|/]\\s*[A-Z][A-Z0-9_]*)+)\\s*(,.*)?$");

    /** An enumeration that leaves values out: {@code S1…B2}, {@code A | B | ...}, {@code A, B, etc.} */
    private static final Pattern ELIDED = Pattern.compile("…|\\.{3}|\\betc\\b", Pattern.CASE_INSENSITIVE);

    private static List<String> enumValues(String text) {
        List<String> values = new ArrayList<>();
        for (String v : text.split("[|/]")) {
            String value = v.strip().replaceAll("^[\"']|[\"']$", "");
            if (!value.isEmpty()) {
                values.add(value);
            }
        }
        return values;
    }
}

package io.github.dynamodesign.design.markdown;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Key notations design documents use besides the format's expressions, read into them: {@code <n:03>} is
 * {@code <pad(n, 3)>}, {@code <lowercase gamertag>} is {@code <lower(gamertag)>}. Padding and formulas stated in the
 * prose around a key are read by {@link ProseDefinitions}.
 */
final class KeyNotation {

    /** {@code <seq:04>}, {@code <lengthCm:%05d>}, {@code <epoch(from):%010d>}, {@code <totalScore, %03d>}: a number padded to the width. */
    private static final Pattern WIDTH = Pattern.compile("<\\s*([\\p{L}_0-9(][^<>:%]*?)\\s*(?::\\s*%?|\\s%|,\\s*%)(0\\d+)d?\\s*>");
    /** {@code <lane:2 digits>}, {@code <seq, 4-digit>}: the width in words. */
    private static final Pattern WIDTH_IN_WORDS = Pattern.compile(
            "<\\s*([\\p{L}_][\\p{L}\\p{N}_]*)(?:\\s*[:,]\\s*|\\s+)(\\d{1,2})[- ]?digits?(?:\\s+zero[- ]padded|\\s+padded)?\\s*>");
    /** {@code %04d(houseNo)}, {@code {%06d(seq)}}, {@code %04d(9999 - count)}: printf's width written as a function of the value, outside a placeholder. */
    private static final Pattern PRINTF_CALL = Pattern.compile("(?<![<\\w])\\{?%(0\\d+)d\\(\\s*((?:\\d+\\s*[-+]\\s*)?[\\p{L}_][\\p{L}\\p{N}_]*(?:\\s*[-+]\\s*\\d+)?)\\s*\\)}?");
    /** {@code <%04d(version)>}, {@code <%05d(10000 - avgBp)>}: printf's width as a function inside a placeholder. */
    private static final Pattern PRINTF_PLACEHOLDER = Pattern.compile("<\\s*%(0\\d+)d\\s*\\(\\s*((?:[^<>()]|\\([^<>()]*\\))+?)\\s*\\)\\s*>");
    /** {@code <%04d of ticketNo>}: printf's width, then the value it formats. */
    private static final Pattern PRINTF_OF = Pattern.compile("<\\s*%(0\\d+)d\\s+of\\s+([\\p{L}_][\\p{L}\\p{N}_]*)\\s*>");
    private static final Pattern CASE = Pattern.compile(
            "(?i)<\\s*(lower|upper)(?:[- ]?case(?:d)?)?\\s+([\\p{L}_][\\p{L}\\p{N}_]*)\\s*>");
    /** {@code <lastNamePrefix lower-cased>}: the case written after the name. */
    private static final Pattern CASE_AFTER = Pattern.compile(
            "(?i)<\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*,?\\s+(lower|upper)(?:[- ]?case(?:d)?)\\s*>");
    private static final String NAME = "[`\"']?([\\p{L}_][\\p{L}\\p{N}_]*)[`\"']?";

    private static final Pattern RANGE = Pattern.compile(
            "(?i)(?:^|[\\s(,;:])" + NAME + "(?:\\s+(?:is|are|ranges|runs|goes)?|\\s*=)\\s*(?:from\\s+|in\\s+)?(?:ISO\\s+)?\\(?(-?\\d+)\\s*(?:\\.\\.|to|–|-)\\s*(-?\\d+)"
            // "REMOVE gsi3pk, holdExpiresAt` 2..8. Update each HutNight": the numbers of write steps, no range
            + "(?![.)]\\s+(?:PutItem|UpdateItem|DeleteItem|ConditionCheck|Put|Update|Delete|Check|Create|Insert|Remove)\\b)");
    /** "`period` is a single digit (1–4)": words about the value, then its range in parentheses. */
    private static final Pattern RANGE_AFTER_WORDS = Pattern.compile(
            "(?i)(?:^|[\\s(,;:])" + NAME + "\\s+(?:is|are)\\s+(?:[\\p{L}-]+\\s+){1,4}\\((-?\\d+)\\s*(?:\\.\\.|to|–|-)\\s*(-?\\d+)\\)");
    /** A word or two in parentheses after a number: {@code (Mon)}, {@code (Sunday)}. */
    private static final Pattern WORD_NOTE = Pattern.compile("(?<=\\d)\\s*\\(\\p{L}[\\p{L} .'’-]{0,20}\\)");
    /** Values listed with their meanings: "`slotNo` 1 = breakfast, 2 = lunch, 3 = dinner, 4 = snack". */
    private static final Pattern LISTED = Pattern.compile(
            "(?i)(?:^|[\\s(,;:])" + NAME + "\\s*[:(]?\\s*(?:is\\s+)?((?:-?\\d+)\\s*[=:]\\s*[^,;=]+(?:[,;]\\s*(?:and\\s+|or\\s+)?-?\\d+\\s*[=:]\\s*[^,;=]+)+)");

    /**
     * The ranges prose gives values: "slotNo (1-4)", "placement is 1..8", and values listed with their meanings
     * ("`slotNo` 1 = breakfast, 2 = lunch, 3 = dinner, 4 = snack" is 1..4). A range whose ends do not ascend is none.
     */
    static Map<String, java.math.BigDecimal[]> proseRanges(String text) {
        Map<String, java.math.BigDecimal[]> ranges = new LinkedHashMap<>();
        ranges(text).forEach((name, r) -> {
            if (r[0].compareTo(r[1]) < 0) {
                ranges.putIfAbsent(name, r);
            }
        });
        Matcher m = LISTED.matcher(text == null ? "" : text);
        while (m.find()) {
            List<java.math.BigDecimal> values = new java.util.ArrayList<>();
            Matcher n = Pattern.compile("(?:^|[,;]\\s*(?:and\\s+|or\\s+)?)(-?\\d+)\\s*[=:]").matcher(m.group(2));
            while (n.find()) {
                values.add(new java.math.BigDecimal(n.group(1)));
            }
            if (values.size() >= 2) {
                ranges.putIfAbsent(m.group(1), new java.math.BigDecimal[] {java.util.Collections.min(values), java.util.Collections.max(values)});
            }
        }
        return ranges;
    }

    /** The range the prose after a key gives a value: "(placement is 1..8, single digit)", "`period` is a single digit (1–4)". */
    static Map<String, java.math.BigDecimal[]> ranges(String note) {
        Map<String, java.math.BigDecimal[]> ranges = new LinkedHashMap<>();
        // "1 (Mon) to 7 (Sun)": a word in parentheses names a value; the range is the numbers
        String text = note == null ? "" : WORD_NOTE.matcher(note).replaceAll("");
        for (Pattern range : List.of(RANGE, RANGE_AFTER_WORDS)) {
            Matcher m = range.matcher(text);
            while (m.find()) {
                ranges.putIfAbsent(m.group(1), new java.math.BigDecimal[] {new java.math.BigDecimal(m.group(2)),
                        new java.math.BigDecimal(m.group(3))});
            }
        }
        return ranges;
    }

    private KeyNotation() {
    }

    /** A function the document defines in its notation: "`<inv(t)>` – reverse token: `<pad(9999999999 - t, 10)>`". */
    private static final Pattern FUNCTION_DEFINITION = Pattern.compile(
            "`<\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\(\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*\\)\\s*>`[^`\\n]*?`<([^`\\n]+)>`");

    /**
     * The functions of one parameter the document defines by the expression they stand for, by name: {@code inv} with
     * parameter {@code t} and body {@code pad(9999999999 - t, 10)}. A name the expressions know is not redefined.
     */
    static Map<String, String[]> functions(String document) {
        Map<String, String[]> functions = new LinkedHashMap<>();
        Matcher m = FUNCTION_DEFINITION.matcher(document == null ? "" : document);
        while (m.find()) {
            String name = m.group(1);
            String body = m.group(3).strip();
            if (io.github.dynamodesign.design.Expression.Function.byName(name).isEmpty()
                    && Pattern.compile("\\b" + Pattern.quote(m.group(2)) + "\\b").matcher(body).find()) {
                functions.putIfAbsent(name, new String[] {m.group(2), body});
            }
        }
        return functions;
    }

    /** The template with the document's own functions written out: {@code <inv(startedEpoch)>} as {@code <pad(9999999999 - startedEpoch, 10)>}. */
    static String withFunctions(String source, Map<String, String[]> functions) {
        String s = source;
        for (Map.Entry<String, String[]> f : functions.entrySet()) {
            Matcher call = Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(f.getKey()) + "\\(\\s*([^()<>]+?)\\s*\\)").matcher(s);
            s = call.replaceAll(c -> {
                String body = f.getValue()[1].replaceAll("\\b" + Pattern.quote(f.getValue()[0]) + "\\b", Matcher.quoteReplacement(c.group(1)));
                return Matcher.quoteReplacement(body.matches("[\\p{L}_][\\p{L}\\p{N}_]*\\(.*\\)") ? body : "(" + body + ")");
            });
        }
        return s;
    }

    private static final Pattern DATE_FORMAT = Pattern.compile(
            // "<today UTC yyyymmdd>", "<UTC yyyymmdd of t1>": the format with words that say which date
            "(?i)<\\s*(?:[\\p{L}\\p{N}_]+\\s+)*?(yyyy-mm-ddthh:mm(?::ss)?z?|yyyy-mm-ddthh|yyyy-mm-dd|yyyy-mm|yyyymmdd)(?:\\s+[\\p{L}\\p{N}_]+)*\\s*>");
    /** {@code <HH:MM>}, {@code <hh:mm:ss>}, {@code <HHmm>}: the time of day written as its format. */
    private static final String TIME_FORMAT = "<\\s*(?i:hh[:.]?mm(?:[:.]?ss)?)\\s*>";
    /**
     * {@code <date>T<HH:MM>}, {@code <yyyy-mm-dd>T<hh:mm>}: the date and the time of day of one timestamp, written back
     * to back as ISO-8601 writes them.
     */
    private static final Pattern DATE_AND_TIME = Pattern.compile(
            "(?i)<\\s*(?:date|day|yyyy-mm-dd|yyyymmdd)\\s*>T(?:" + TIME_FORMAT + "|<\\s*time\\s*>)");
    private static final Pattern TIME_OF_DAY = Pattern.compile(TIME_FORMAT);

    private static final Pattern PADDED_EXPRESSION = Pattern.compile(
            "(?i)<\\s*\\(([^()<>]+)\\)\\s*,?\\s*(?:zero[- ]?)?padded(?:\\s+to\\s+(\\d+)(?:\\s+digits?)?)?\\s*>");
    private static final Pattern CONSTANT = Pattern.compile("\\b([A-Z][A-Z_]*)\\s*(?:=|is|IS)\\s*([\\d][\\d,_]*)");

    /**
     * The template with an expression the document pads in words, {@code <(MAX - score) zero-padded>}, written with
     * pad: a named constant takes its value from the prose ("MAX = 99999999"), the width is the one stated or the
     * constant's digits.
     */
    static String paddedExpressions(String source, String prose) {
        return paddedExpressions(source, constants(prose));
    }

    /** The same, with the named constants already read. */
    static String paddedExpressions(String source, Map<String, String> constants) {
        if (source.indexOf('(') < 0) {
            return source;
        }
        return PADDED_EXPRESSION.matcher(source).replaceAll(m -> {
            String expression = m.group(1).strip();
            for (Map.Entry<String, String> k : constants.entrySet()) {
                expression = expression.replaceAll("\\b" + Pattern.quote(k.getKey()) + "\\b", k.getValue());
            }
            Matcher digits = Pattern.compile("\\d{2,}").matcher(expression);
            String width = m.group(2) != null ? m.group(2) : digits.find() ? String.valueOf(digits.group().length()) : null;
            return width == null ? m.group() : Matcher.quoteReplacement("<pad(" + expression + ", " + width + ")>");
        });
    }

    private static final Pattern FORMATTED_BRACE = Pattern.compile("\\$?\\{\\s*([^{}<>:]+?\\s*:\\s*%?0\\d+d?)\\s*}");
    private static final Pattern BRACE = Pattern.compile("\\$?\\{\\s*([\\p{L}_][^{}<>]*?)\\s*}");

    /**
     * Placeholders written {@code {x}} or {@code ${x}}, as some documents do, in the format's {@code <x>}; only in a
     * template that has no {@code <...>} of its own.
     */
    static String braces(String source) {
        // "`SECTION#<termCode>#{sectionNo:03d}`": a brace with a format is a placeholder beside <…> ones too
        // "`{999999 - amountCents:06d}#{fineId}`": the formatted one may start with a digit
        boolean own = source.contains("<");
        String formatted = FORMATTED_BRACE.matcher(source).replaceAll(m -> Matcher.quoteReplacement("<" + m.group(1) + ">"));
        return own ? formatted : BRACE.matcher(formatted).replaceAll(m -> Matcher.quoteReplacement("<" + m.group(1) + ">"));
    }

    /** {@code :rinkId}, {@code TIER#:tier}: an expression attribute value as a request writes it, standing for its input. */
    private static final Pattern COLON_VALUE = Pattern.compile("(?<![\\p{L}\\p{N}_:<{$])(?<!::):([\\p{L}_][\\p{L}\\p{N}_]*)(?![\\p{L}\\p{N}_(])");

    /**
     * A request's value written with expression attribute values ({@code :rinkId}, {@code LOG#:fromEpoch}) in the
     * format's {@code <x>}; only in a value that has no placeholder of its own.
     */
    static String colonValues(String source) {
        if (source.contains("<") || source.contains("{")) {
            return source;
        }
        return COLON_VALUE.matcher(source).replaceAll(m -> Matcher.quoteReplacement("<" + m.group(1) + ">"));
    }

    /** Named numbers the prose defines: {@code MAX = 99999999}. */
    static Map<String, String> constants(String prose) {
        Map<String, String> constants = new LinkedHashMap<>();
        Matcher c = CONSTANT.matcher(prose == null ? "" : prose);
        while (c.find()) {
            constants.putIfAbsent(c.group(1), c.group(2).replaceAll("[,_]", ""));
        }
        return constants;
    }

    /**
     * {@code <dueOn:yyyy-mm>}, {@code <startTime:hhmm>}, {@code <visitedAt|yyyy-MM-dd>}: a value written in a format of a
     * date or a time: its month or its date, and a time of day as the value itself.
     */
    private static final Pattern NAMED_FORMAT = Pattern.compile(
            "<\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*[:|]\\s*(?i:(yyyy-mm)|(yyyy-mm-dd)|(hh[:.]?mm(?:[:.]?ss)?))\\s*>");

    /** The template with the notations above written as expressions; a date format as a placeholder is a date prefix. */
    static String expressions(String source) {
        source = braces(source);
        source = NAMED_FORMAT.matcher(source).replaceAll(m -> m.group(2) != null ? "<month(" + m.group(1) + ")>"
                : m.group(3) != null ? "<date(" + m.group(1) + ")>" : "<" + m.group(1) + ">");
        // "DEF#<date>T<HH:MM>": the item's timestamp (a placeholder named dateTime); "<HH:MM>" alone: its time of day
        source = DATE_AND_TIME.matcher(source).replaceAll("<dateTime>");
        source = TIME_OF_DAY.matcher(source).replaceAll("<timeOfDay>");
        // "<YYYY-MM-DDTHH>": the hour of a time; "<YYYY-MM-DDTHH:MM>": the time itself
        String dated = DATE_FORMAT.matcher(source).replaceAll(m -> m.group(1).length() == 7 ? "<monthPrefix>"
                : m.group(1).length() == 13 ? "<hourPrefix>" : m.group(1).length() > 13 ? "<dateTime>" : "<datePrefix>");
        String s = WIDTH.matcher(dated).replaceAll(m -> "<pad(" + m.group(1) + ", " + Integer.parseInt(m.group(2)) + ")>");
        s = WIDTH_IN_WORDS.matcher(s).replaceAll(m -> "<pad(" + m.group(1) + ", " + Integer.parseInt(m.group(2)) + ")>");
        s = PRINTF_PLACEHOLDER.matcher(s).replaceAll(m -> Matcher.quoteReplacement("<pad(" + m.group(2) + ", " + Integer.parseInt(m.group(1)) + ")>"));
        s = PRINTF_OF.matcher(s).replaceAll(m -> "<pad(" + m.group(2) + ", " + Integer.parseInt(m.group(1)) + ")>");
        s = PRINTF_CALL.matcher(s).replaceAll(m -> "<pad(" + m.group(2) + ", " + Integer.parseInt(m.group(1)) + ")>");
        s = CASE.matcher(s).replaceAll(m -> "<" + m.group(1).toLowerCase(java.util.Locale.ROOT) + "(" + m.group(2) + ")>");
        return CASE_AFTER.matcher(s).replaceAll(m -> "<" + m.group(2).toLowerCase(java.util.Locale.ROOT) + "(" + m.group(1) + ")>");
    }

    /** The template with the named placeholders padded: {@code <seasonNumber>} becomes {@code <pad(seasonNumber, 3)>}. */
    static String padded(String source, Map<String, Integer> widths) {
        String s = source;
        for (Map.Entry<String, Integer> w : widths.entrySet()) {
            s = s.replace("<" + w.getKey() + ">", "<pad(" + w.getKey() + ", " + w.getValue() + ")>");
        }
        return s;
    }
}

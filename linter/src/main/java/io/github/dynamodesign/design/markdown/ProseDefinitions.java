package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.ExpressionParser;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the prose around a key says about the values in it, however it is phrased: a value defined by a formula
 * ("where invertedScore = zero-padded 3 digits of (100 - score)", "`revTs` = 9999999999 - epochSeconds(createdAt),
 * zero-padded to 10 digits") and the width a value is padded to ("seasonNumber is zero-padded to 3 digits", "(row
 * zero-padded to 2, number to 3)", "(zero-padded 2/3/2)").
 *
 * <p>The text is read by its parts, not by whole phrasings: a sentence is split into clauses; a clause that defines a
 * name holds an arithmetic expression over values the entity has (found as the longest run of operators, numbers,
 * functions and known names) and, where it says so, a width (a number next to "digits", "padded to", "width"). A
 * phrasing no part of which is understood defines nothing: the placeholder stays undefined and is reported.
 */
final class ProseDefinitions {

    private static final Pattern PADDING_WORD = Pattern.compile("(?i)\\b(?:zero|pad|padded|padding|digits?|fixed[- ]width|leading zeros?)\\b|\\d[- ]digit|%0\\d{1,2}d");
    private static final Pattern WIDTH = Pattern.compile("(?i)%0(\\d{1,2})d|(\\d{1,2})\\s*[- ]?\\s*(?:digits?|chars?|characters?|places?|wide)\\b"
            + "|(?:padded|pad|padding|width|length|zeros?)\\s+(?:with\\s+zeros?\\s+|of\\s+|left\\s+)?(?:to\\s+)?(?:a\\s+)?(?:width\\s+of\\s+|length\\s+of\\s+)?(\\d{1,2})\\b"
            + "|(?<!\\d\\s)(?<!\\d)\\bto\\s+(\\d{1,2})\\b(?!\\s*(?:\\.\\.|-))");
    private static final Pattern TEMPLATE_SPAN = Pattern.compile("`[^`]*[<{][^`]*`");
    private static final Pattern ONE_PLACEHOLDER = Pattern.compile("`\\$?[<{]\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*[>}]`");
    /** "per-year", "a year", "each day": a plain word used as prose, not as a value's name. */
    private static final Pattern COMMON_WORD_BEFORE = Pattern.compile("(?i)(?:\\p{L}-|\\b(?:a|an|per|each|every|one)\\s+)$");
    private static final Pattern WIDTH_LIST = Pattern.compile("\\b(\\d{1,2})(?:\\s*/\\s*(\\d{1,2}))+\\b");
    private static final Pattern DEFINES = Pattern.compile(
            "(?i)^\\s*[`>}\"']*\\s*(?:=|:=|≔|:|\\bis\\b|\\bare\\b|\\bequals\\b|\\bmeans\\b|(?<=[`>}\"'])[ \\t]+[-–—]\\s"
                    // "`yearMonth` (string) - `YYYY-MM` of `assessedAt`": a declaration's type, then what it is
                    + "|\\((?:string|s|number|n|str)\\)\\s+[-–—]\\s)");
    private static final Pattern TOKEN = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?|[\\p{L}_][\\p{L}\\p{N}_]*|[-+*/×−()]|,|.)");
    private static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("pad", "pad"), Map.entry("floor", "floor"), Map.entry("round", "round"), Map.entry("lower", "lower"),
            Map.entry("lowercase", "lower"), Map.entry("tolowercase", "lower"), Map.entry("upper", "upper"),
            Map.entry("uppercase", "upper"), Map.entry("touppercase", "upper"), Map.entry("date", "date"),
            Map.entry("month", "month"), Map.entry("year", "year"), Map.entry("epoch", "epoch"), Map.entry("epochseconds", "epoch"),
            Map.entry("epochsecs", "epoch"), Map.entry("toepochseconds", "epoch"), Map.entry("unix", "epoch"),
            Map.entry("unixtime", "epoch"), Map.entry("epochsec", "epoch"), Map.entry("epochmillis", "epochMillis"),
            Map.entry("epochms", "epochMillis"), Map.entry("toepochmillis", "epochMillis"));

    /** The value a definition gives for "the event" or "the item's timestamp": the time the entity's note names. */
    static final String THE_TIME = "__time";

    private static final String NAMED = "(?:(?:the|its|an?)\\s+(?:event|item|record|entity|row)(?:'s)?(?:\\s+(?:time(?:stamp)?))?"
            + "|(?:the|its)\\s+time(?:stamp)?|`?([\\p{L}_][\\p{L}\\p{N}_]*)`?)";
    private static final Pattern DATE_OF = Pattern.compile(
            "(?i)\\b(?:the\\s+)?(?:utc\\s+|iso(?:[- ]8601)?\\s+|calendar\\s+)?(?:date|day)\\s+(?:part\\s+)?(?:\\([^()]*\\)\\s+)?of\\s+" + NAMED);
    /** "epoch milliseconds of `changedAt`", "(changedAt in epoch milliseconds)". */
    private static final Pattern EPOCH_MILLIS_OF = Pattern.compile(
            "(?i)\\b(?:the\\s+)?(?:unix\\s+)?epoch[- ]?(?:ms|millis(?:econds)?)\\s+(?:of|from|for)\\s+" + NAMED);
    private static final Pattern IN_EPOCH = Pattern.compile(
            "(?i)(?<![\\p{L}\\p{N}_`])`?([\\p{L}_][\\p{L}\\p{N}_]*)`?\\s+(?:in|as|(?:converted|turned)\\s+(?:in)?to|expressed\\s+in|written\\s+(?:in|as))\\s+(?:unix\\s+)?epoch[- ]?(ms|millis(?:econds)?|sec(?:ond)?s?)\\b");
    private static final Pattern EPOCH_OF = Pattern.compile(
            "(?i)\\b(?:the\\s+)?(?:unix\\s+)?epoch(?:[- ]?sec(?:ond)?s?)?\\s+(?:of|from|for)\\s+" + NAMED);
    /** "`YYYY-MM` of `assessedAt`", "YYYY-MM-DD of the event": the format of a part of a time, taken of a time. */
    private static final Pattern MONTH_FORMAT_OF = Pattern.compile("(?i)`?yyyy-mm`?\\s+(?:part\\s+)?of\\s+" + NAMED);
    private static final Pattern DATE_FORMAT_OF = Pattern.compile("(?i)`?yyyy-mm-dd`?\\s+(?:part\\s+)?of\\s+" + NAMED);
    private static final Pattern MONTH_OF = Pattern.compile(
            "(?i)\\b(?:the\\s+)?(?:utc\\s+)?(?:year[- ]?month|month)\\s+of\\s+" + NAMED);
    /** "year of `collectedAt`", "the calendar year of the event". */
    private static final Pattern YEAR_OF = Pattern.compile(
            "(?i)\\b(?:the\\s+)?(?:utc\\s+|calendar\\s+)?year\\s+of\\s+" + NAMED);

    /** Names that say which part of a time they hold: {@code date}, {@code day}, {@code month}, {@code epochSeconds}. */
    private static final Pattern TIME_PART_NAME = Pattern.compile("(?i)date|day|month|year[-_]?month|year|epoch(?:sec(?:ond)?s?)?");
    private static final Pattern NAMED_AFTER_PART = Pattern.compile("[`>}\"']*\\s+of\\s+(?=[`<{$]*[\\p{L}_])");

    private ProseDefinitions() {
    }

    /**
     * The clause with words for operations as symbols: "minus" as {@code -}, "date of `ts`" as {@code date(ts)},
     * "the epoch seconds of the event" as {@code epoch(__time)}.
     */
    private static String inSymbols(String clause) {
        String text = clause.replaceAll("(?i)\\bminus\\b", "-").replaceAll("(?i)\\bplus\\b", "+")
                .replaceAll("(?i)\\b(?:multiplied\\s+by|times)\\b", "*").replaceAll("(?i)\\bdivided\\s+by\\b", "/");
        text = IN_EPOCH.matcher(text).replaceAll(m -> (m.group(2).toLowerCase(java.util.Locale.ROOT).startsWith("s") ? "epoch(" : "epochMillis(")
                + m.group(1) + ")");
        text = call(EPOCH_MILLIS_OF, "epochMillis", text);
        text = call(EPOCH_OF, "epoch", text);
        text = call(MONTH_OF, "month", text);
        text = call(YEAR_OF, "year", text);
        text = call(MONTH_FORMAT_OF, "month", text);
        text = call(DATE_FORMAT_OF, "date", text);
        return call(DATE_OF, "date", text);
    }

    /**
     * A description that is only a part of another value's time: "`YYYY-MM` of `assessedAt`", "the date of
     * `startAt`" gives {@code month(assessedAt)}, {@code date(startAt)}.
     */
    static Optional<String> timePartOf(String description, Predicate<String> known) {
        // "derived: epoch seconds of `sessionStartAt`": a label before the definition says nothing more
        String definition = description.replace("`", "").replaceFirst("(?i)^\\s*(?:derived|computed|calculated)\\s*[:\\-—–]\\s*", "");
        String symbols = inSymbols(definition).strip().replaceAll("[.;,]+$", "");
        Matcher m = Pattern.compile("^(date|month|year|epoch|epochMillis)\\(([\\p{L}_][\\p{L}\\p{N}_]*)\\)$").matcher(symbols);
        return m.matches() && known.test(m.group(2)) ? Optional.of(symbols) : Optional.empty();
    }

    private static String call(Pattern phrase, String function, String text) {
        Matcher m = phrase.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String argument = m.group(1) != null ? m.group(1) : THE_TIME;
            m.appendReplacement(out, Matcher.quoteReplacement(function + "(" + argument + ")"));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * The expression the text defines {@code name} by, written in the format's expression language: {@code pad(100 -
     * score, 3)} for "invertedScore = zero-padded 3 digits of (100 - score)"; a formula without a width is returned
     * as it is. Empty when no clause about the name holds an expression over {@code known} values.
     *
     * @param constants named numbers the document defines elsewhere ({@code MAX = 99999999})
     */
    static Optional<String> formula(String name, String text, Predicate<String> known, Map<String, String> constants) {
        for (String clause : definingClauses(name, text)) {
            Optional<String> expression = expression(clause, n -> !n.equals(name) && known.test(n), constants);
            if (expression.isEmpty()) {
                // "`netPayKey` = `netPayCents` zero-padded to 10 digits", "`lastNameKey` = `lastName` upper-cased"
                Optional<String> bare = bare(clause, n -> !n.equals(name) && known.test(n)).or(() -> caseCopy(name, clause, known));
                if (bare.isPresent()) {
                    return bare;
                }
                continue;
            }
            Optional<Integer> width = PADDING_WORD.matcher(clause).find() ? width(clause) : Optional.empty();
            // "`latestBrix` multiplied by 10 and rounded": the expression, rounded to a whole number
            String whole = ROUNDED.matcher(clause).find() && !expression.get().matches("(?s)^(?:round|floor)\\(.*")
                    ? "round(" + expression.get() + ")" : expression.get();
            return Optional.of(width.map(w -> "pad(" + whole + ", " + w + ")").orElse(whole));
        }
        return Optional.empty();
    }

    /**
     * A placeholder a note introduces as the way a padded value is written in keys: "Request numbers are zero-padded to
     * 8 digits wherever they appear inside a key (request 4567 → `00004567`). The numeric attribute `requestNo` stays a
     * plain Number. Written as `<requestNo8>` below." is {@code pad(requestNo, 8)}. The note is one line (a bullet, a
     * paragraph) that writes the name as a placeholder, speaks of padding with one width, and names exactly one known
     * value in code besides; its sentences together are the definition, none of them alone.
     */
    static Optional<String> paddedAlias(String name, String text, Predicate<String> known) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        Pattern asPlaceholder = Pattern.compile("`\\$?[<{]\\s*" + Pattern.quote(name) + "\\s*[>}]`");
        for (String line : text.split("\n")) {
            if (!asPlaceholder.matcher(line).find() || !PADDING_WORD.matcher(line).find()) {
                continue;
            }
            // other templates in the note are examples or keys: they name values they do not define
            String rest = TEMPLATE_SPAN.matcher(asPlaceholder.matcher(line).replaceAll(" ")).replaceAll(" ");
            Set<String> named = new java.util.LinkedHashSet<>();
            Matcher code = CODE_NAME.matcher(rest);
            while (code.find()) {
                if (!code.group(1).equals(name) && known.test(code.group(1))) {
                    named.add(code.group(1));
                }
            }
            Set<Integer> widths = new java.util.LinkedHashSet<>();
            for (String sentence : sentences(rest)) {
                if (PADDING_WORD.matcher(sentence).find()) {
                    width(sentence).ifPresent(widths::add);
                }
            }
            if (named.size() == 1 && widths.size() == 1) {
                return Optional.of("pad(" + named.iterator().next() + ", " + widths.iterator().next() + ")");
            }
        }
        return Optional.empty();
    }

    private static final Pattern CODE_NAME = Pattern.compile("`([\\p{L}_][\\p{L}\\p{N}_]*)`");

    /** The clauses of the text that define the name: what follows "`name` =", "name is", "`{name}` -", in order. */
    /** {@code `9999999999 − <endedAt as epoch seconds>`}: arithmetic over placeholders, no template (no literal text). */
    private static final Pattern ARITHMETIC_SPAN = Pattern.compile("^\\s*`([^`#]*[-+*/−×][^`#]*)`");

    /** The arithmetic the definition opens with, its placeholders as the names they hold: no template to leave out. */
    private static String arithmeticUnwrapped(String definition) {
        Matcher m = ARITHMETIC_SPAN.matcher(definition);
        if (!m.lookingAt() || !m.group(1).contains("<") || m.group(1).replaceAll("<[^<>]*>", "").matches(".*[\\p{L}].*")) {
            return definition;
        }
        return m.group(1).replaceAll("<\\s*([^<>]+?)\\s*>", "$1") + definition.substring(m.end());
    }

    private static List<String> definingClauses(String name, String text) {
        List<String> clauses = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return clauses;
        }
        Matcher mention = mention(name).matcher(text);
        while (mention.find()) {
            String after = text.substring(mention.end());
            Matcher defines = DEFINES.matcher(after);
            // "`MATCH#R<round:02>#M<matchNo>` - round zero-padded": words after a template are about the key, not its last value
            // (a placeholder alone in its code span, `${readingEpoch}` - epoch seconds of …, is defined so)
            int open = mention.group().startsWith("<") || mention.group().startsWith("{") ? mention.start()
                    : mention.start() > 0 && "<{".indexOf(text.charAt(mention.start() - 1)) >= 0 ? mention.start() - 1 : -1;
            String before = open < 0 ? "" : text.substring(Math.max(0, open - 2), open);
            boolean placeholder = open >= 0 && !before.endsWith("`") && !before.endsWith("`$");
            if (defines.find() && !(placeholder && after.substring(0, defines.end()).matches("(?s)[`>}\"'\\s]*[-–—]\\s*"))) {
                clauses.add(clause(arithmeticUnwrapped(after.substring(defines.end()))));
                continue;
            }
            // "(`<date>` of `<startAt>`)": a value named after what it takes of another, the date of startAt
            Matcher of = NAMED_AFTER_PART.matcher(after);
            if (TIME_PART_NAME.matcher(name).matches() && of.lookingAt()) {
                clauses.add(clause(name + " of " + ONE_PLACEHOLDER.matcher(after.substring(of.end())).replaceAll("`$1`")));
            }
        }
        return clauses;
    }

    /**
     * A definition of the name as another value written differently, right after the name ("`lastNameKey` =
     * `lastName` upper-cased"), never a formula found further on in the clause.
     */
    static Optional<String> writtenAs(String name, String text, Predicate<String> known) {
        Predicate<String> other = n -> !n.equals(name) && known.test(n);
        for (String clause : definingClauses(name, text)) {
            // "`{readingEpoch:%010d}` - epoch seconds of `readingAt`": a formula the clause starts with; a width stated
            // here is the key's, which pads the value where it writes it
            String opening = clause.replaceFirst("^(?:\\s|`|\\{|}|:|=|–|—|-|%0?\\d+d)*", "");
            Optional<String> found = bare(clause, other).or(() -> caseCopy(name, clause, known))
                    .or(() -> expression(opening, other, Map.of()).filter(e -> inSymbols(opening).startsWith(e.split("[\\s(]")[0])));
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** "`lastNameLower`: lower-cased copy of the name": the value its name is a copy of, in the case the clause says. */
    private static Optional<String> caseCopy(String name, String clause, Predicate<String> known) {
        Matcher copy = CASE_COPY.matcher(name);
        if (copy.matches() && known.test(copy.group(1)) && !copy.group(1).equals(name)
                && (copy.group(2).equalsIgnoreCase("lower") ? Attribute.LetterCase.LOWER : Attribute.LetterCase.UPPER).saidIn(clause)) {
            return Optional.of(copy.group(2).toLowerCase(Locale.ROOT) + "(" + copy.group(1) + ")");
        }
        return Optional.empty();
    }

    /** {@code lastNameLower}, {@code cityUpper}: a copy of the value named before the case. */
    private static final Pattern CASE_COPY = Pattern.compile("([\\p{L}_][\\p{L}\\p{N}_]*?)(Lower|Upper)(?:case|cased)?");
    /** Whether the words from the position on, past "the", "current" and the like, name a known value. */
    private static boolean namesNext(List<String> tokens, int from, Predicate<String> known) {
        for (int i = from; i < tokens.size(); i++) {
            if (known.test(tokens.get(i))) {
                return true;
            }
            if (!FILLER.matcher(tokens.get(i)).matches()) {
                return false;
            }
        }
        return false;
    }

    private static final Pattern FILLER = Pattern.compile("(?i)the|current|its|their|item's|latest|stored");
    private static final Pattern ROUNDED = Pattern.compile("(?i)\\b(?:and\\s+)?rounded\\b(?!\\s+(?:down|up))");

    private static final Pattern LEADING_NAME = Pattern.compile("^\\s*[`\"']?([\\p{L}_][\\p{L}\\p{N}_]*)[`\"']?(?![\\p{L}\\p{N}_(])");

    /**
     * A value defined as another one written differently: "`netPayCents` zero-padded to 10 digits" is {@code
     * pad(netPayCents, 10)}, "`lastName` upper-cased" {@code upper(lastName)}; the clause must start with the name.
     */
    private static Optional<String> bare(String clause, Predicate<String> known) {
        Matcher m = LEADING_NAME.matcher(clause);
        if (!m.find() || !known.test(m.group(1))) {
            // "the meter number zero-padded to 6 digits": the one value the clause opens with, in words, padded
            Optional<String> padded = PADDING_WORD.matcher(clause).find() && WORDS_FIRST.matcher(clause).lookingAt()
                    ? openingValue(clause, known) : Optional.empty();
            if (padded.isPresent()) {
                Optional<Integer> w = width(clause);
                if (w.isPresent()) {
                    return Optional.of("pad(" + padded.get() + ", " + w.get() + ")");
                }
            }
            // "a lower-cased copy of `lastName`": the one value the clause names, in a letter case
            return caseOf(clause, known);
        }
        String rest = clause.substring(m.end());
        if (PADDING_WORD.matcher(rest).find()) {
            return width(rest).map(w -> "pad(" + m.group(1) + ", " + w + ")");
        }
        return caseOf(rest + " " + m.group(1), n -> n.equals(m.group(1)));
    }

    /** A clause that opens with words, not with a code span, a placeholder or a formula. */
    private static final Pattern WORDS_FIRST = Pattern.compile("\\s*(?:the\\s+|an?\\s+)?[\\p{L}][\\p{L}]*\\s+[\\p{L}]");

    /**
     * The known value a clause opens with, after filler words: {@code `meterNumber`} or in words, "the meter number"
     * ({@code meterNumber}); empty when it opens with anything else.
     */
    private static Optional<String> openingValue(String clause, Predicate<String> known) {
        Matcher words = WORD.matcher(InlineText.plain(clause));
        List<String> opening = new ArrayList<>();
        while (words.find() && opening.size() < 4) {
            if (opening.isEmpty() && (FILLER.matcher(words.group()).matches() || words.group().matches("(?i)an?"))) {
                continue;
            }
            opening.add(words.group());
        }
        if (!opening.isEmpty() && known.test(opening.get(0))) {
            return Optional.of(opening.get(0));
        }
        for (int n = 2; n <= Math.min(3, opening.size()); n++) {
            String joined = camelCase(opening.subList(0, n));
            if (known.test(joined)) {
                return Optional.of(joined);
            }
        }
        return Optional.empty();
    }

    private static final Pattern WORD = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_]*");

    /** Words as the name of one attribute: "meter number" is {@code meterNumber}. */
    private static String camelCase(List<String> words) {
        StringBuilder joined = new StringBuilder(words.get(0).toLowerCase(Locale.ROOT));
        for (String w : words.subList(1, words.size())) {
            joined.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1).toLowerCase(Locale.ROOT));
        }
        return joined.toString();
    }

    /**
     * The widths the text pads the given placeholders to: each placeholder named in a sentence about padding takes the
     * width stated between its name and the next placeholder's ("(row zero-padded to 2, number to 3)"); a list of
     * widths that names none ("zero-padded 2/3/2") goes to the {@code numbers} in their order.
     *
     * @param numbers the key's numbers, given for a key's own note only: there a value named by a plain word ("round
     *                zero-padded to 2 digits") is mentioned; in other prose a plain word ("per year") names none
     */
    static Map<String, Integer> widths(String text, List<String> placeholders, List<String> numbers) {
        Map<String, Integer> widths = new LinkedHashMap<>();
        if (text == null || text.isBlank()) {
            return widths;
        }
        if (!PADDING_WORD.matcher(text).find()) {
            return widths;
        }
        Map<String, Pattern> mentionOf = new LinkedHashMap<>();
        placeholders.forEach(p -> mentionOf.computeIfAbsent(p, ProseDefinitions::mention));
        for (String sentence : sentences(withoutTemplates(text))) {
            if (!PADDING_WORD.matcher(sentence).find()) {
                continue;
            }
            // every mention of a placeholder, in order: each takes the width stated before the next one
            java.util.TreeMap<Integer, String> mentions = new java.util.TreeMap<>();
            Map<Integer, Integer> ends = new java.util.HashMap<>();
            java.util.Set<Integer> marked = new java.util.HashSet<>();
            for (Map.Entry<String, Pattern> each : mentionOf.entrySet()) {
                String p = each.getKey();
                if (!sentence.contains(p)) {
                    continue;
                }
                Matcher m = each.getValue().matcher(sentence);
                while (m.find()) {
                    mentions.put(m.start(), p);
                    ends.put(m.start(), m.end());
                    if ("`<{\"'".indexOf(sentence.charAt(m.start())) >= 0) {
                        marked.add(m.start());
                    }
                }
            }
            // "`deskNo`: desk number inside its zone, formatted with %03d": a name written as code is what the sentence
            // is about; the same word in its prose ("zone") is no mention
            if (!marked.isEmpty()) {
                mentions.keySet().retainAll(marked);
            }
            // "a per-year counter … padded with `%05d`", "admits ~2,500 a year": in prose beyond a key's own note, a
            // name that is a plain word (year, day) used as a word of the prose names no value
            if (numbers.isEmpty()) {
                // (a name inside code, `9999 - season`, is written as a name)
                mentions.keySet().removeIf(at -> !marked.contains(at) && mentions.get(at).matches("\\p{Ll}+")
                        && sentence.substring(0, at).chars().filter(c -> c == '`').count() % 2 == 0
                        && COMMON_WORD_BEFORE.matcher(sentence.substring(Math.max(0, at - 12), at)).find());
            }
            // "Instants (`<validFrom>`, `<validTo>`, `<startsAt>`) are epoch seconds, always 10 digits": names listed
            // together take the width stated after the list
            List<String> listed = new ArrayList<>();
            for (Map.Entry<Integer, String> mention : mentions.entrySet()) {
                Integer next = mentions.higherKey(mention.getKey());
                String part = sentence.substring(ends.get(mention.getKey()), next == null ? sentence.length() : next);
                // a table's cell ends what is said of a name ("(same day) | Query | ... (both `%010d`)" is not about day)
                part = part.contains("|") ? part.substring(0, part.indexOf('|')) : part;
                if (part.matches("(?s)\\s*[`>\"']*\\s*(?:=|:=|≔).*")) {
                    listed.clear();
                    continue; // a formula: the width belongs to the value it defines
                }
                if (next != null && part.matches("(?s)[\\s`>\"',/]*(?:\\b(?:and|or)\\b)?[\\s`<\"']*")) {
                    listed.add(mention.getValue());
                    continue;
                }
                Optional<Integer> w = width(part);
                if (w.isPresent()) {
                    widths.putIfAbsent(mention.getValue(), w.get());
                    listed.forEach(n -> widths.putIfAbsent(n, w.get()));
                }
                listed.clear();
            }
            Matcher list = WIDTH_LIST.matcher(sentence);
            if (mentions.isEmpty() && list.find()) {
                String[] parts = list.group().split("\\s*/\\s*");
                for (int i = 0; i < parts.length && i < numbers.size(); i++) {
                    widths.putIfAbsent(numbers.get(i), Integer.parseInt(parts[i]));
                }
            } else if (mentions.isEmpty()) {
                // a key's note that names none of its values ("both numbers padded to two digits"): all its numbers
                Optional<Integer> one = width(sentence);
                one.ifPresent(w -> numbers.forEach(n -> widths.putIfAbsent(n, w)));
            }
        }
        return widths;
    }

    /**
     * Widths a pattern's row gives its inputs: a sentence about padding that names the input takes the width it states
     * for it, else ("pad minRent/maxRent the same way") the width the row states elsewhere.
     */
    static Map<String, Integer> paddedInputs(String text, List<String> inputs) {
        Map<String, Integer> widths = widths(text, inputs, List.of());
        if (text == null || widths.size() == inputs.size()) {
            return widths;
        }
        Optional<Integer> stated = width(text);
        for (String sentence : sentences(withoutTemplates(text))) {
            if (!PADDING_WORD.matcher(sentence).find() || stated.isEmpty()) {
                continue;
            }
            for (String input : inputs) {
                if (!widths.containsKey(input) && mention(input).matcher(sentence).find()) {
                    widths.put(input, stated.get());
                }
            }
        }
        return widths;
    }

    /** The sentences of the text that speak of padding, joined: what {@link #widths} reads, found once per document. */
    static String paddingSentences(String text) {
        StringBuilder found = new StringBuilder();
        for (String sentence : sentences(withoutTemplates(text == null ? "" : text))) {
            if (PADDING_WORD.matcher(sentence).find()) {
                found.append(sentence).append('\n');
            }
        }
        return found.toString();
    }

    /** The text without its templates, where they would name values they do not define; a lone `<name>` is a mention. */
    private static String withoutTemplates(String text) {
        return TEMPLATE_SPAN.matcher(ONE_PLACEHOLDER.matcher(text).replaceAll(" `$1` ")).replaceAll(" ");
    }

    private static Pattern mention(String name) {
        return Pattern.compile("(?<![\\p{L}\\p{N}_])[`<{\"']?" + Pattern.quote(name) + "[`>}\"']?(?![\\p{L}\\p{N}_])");
    }

    /** The text up to the end of its clause: a semicolon, a sentence's end, a line break or an unmatched parenthesis. */
    private static String clause(String text) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (--depth < 0) {
                    return text.substring(0, i);
                }
            } else if (c == ';' || c == '\n' || c == '.' && (i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1)))) {
                return text.substring(0, i);
            }
        }
        return text;
    }

    private static List<String> sentences(String text) {
        List<String> sentences = new ArrayList<>();
        for (String s : text.split("(?<=[.;])\\s+|\\n")) {
            if (!s.isBlank()) {
                sentences.add(s);
            }
        }
        return sentences;
    }

    private static final Pattern NUMBER_WORD = Pattern.compile("(?i)\\b(" + NumberWords.ALTERNATIVES + ")\\b"
            + "(?=[- ](?:digits?|chars?|characters?|places?|wide)\\b)");
    /** A padded example ({@code padded: `04`}, {@code e.g. 007}): its width is its length. */
    private static final Pattern PADDED_EXAMPLE = Pattern.compile("(?i)\\b(?:padded|zero-padded|padding)\\b[^`\\d]{0,14}`?(0\\d{1,11})(?![\\d.])");

    /** "two digits" as "2 digits". */
    private static String digits(String text) {
        Matcher m = NUMBER_WORD.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, NumberWords.digits(m.group(1)).orElseThrow());
        }
        m.appendTail(out);
        return out.toString();
    }

    private static Optional<Integer> width(String written) {
        // "ULIDs (26 chars, fixed width)": the length of an id, not a number's padding
        if (ID_WORDS.matcher(written).find()) {
            return Optional.empty();
        }
        String text = digits(written);
        Matcher example = PADDED_EXAMPLE.matcher(text);
        if (example.find() && !WIDTH.matcher(text).find()) {
            return Optional.of(example.group(1).length());
        }
        Matcher m = WIDTH.matcher(text);
        while (m.find()) {
            for (int g = 1; g <= m.groupCount(); g++) {
                if (m.group(g) != null) {
                    int w = Integer.parseInt(m.group(g));
                    if (w >= 1 && w <= 38) {
                        return Optional.of(w);
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static final Pattern ID_WORDS = Pattern.compile("(?i)\\b(?:ULID|UUID|KSUID|GUID)s?\\b");
    /** Words that say a value is its source made a slug: "slugified", "non-alphanumeric runs replaced by `-`". */
    private static final Pattern SLUG_WORDS = Pattern.compile("(?i)\\bslug(?:ified|ged|s)?\\b|\\bkebab|non[- ]?alpha[- ]?numeric"
            + "|\\b(?:spaces?|punctuation|whitespace)\\b[^.;]{0,40}\\b(?:replaced|become|turned into|→|->)");
    /** How a normalised copy of an attribute is named after it: {@code nameKey}, {@code titleSlug}, {@code normalizedEmail}. */
    private static final Pattern COPY_NAME = Pattern.compile(
            "^(?:(?:normali[sz]ed|lower(?:ed|cased)?|upper(?:cased)?|canonical|sort(?:able)?|search)([\\p{Lu}][\\p{L}\\p{N}]*)"
            + "|([\\p{Ll}][\\p{L}\\p{N}]*?)(?:Key|Lower|Lc|Upper|Uc|Slug|Norm|Normali[sz]ed|Canonical|Sort|Search|_key|_lower|_slug|_norm))$");

    /** The attribute a normalised copy is named after ({@code nameKey} is of {@code name}), when it is a known one. */
    static Optional<String> copiedFrom(String attribute, Predicate<String> known) {
        Matcher m = COPY_NAME.matcher(attribute);
        if (!m.matches()) {
            return Optional.empty();
        }
        String source = m.group(1) != null ? Character.toLowerCase(m.group(1).charAt(0)) + m.group(1).substring(1) : m.group(2);
        return known.test(source) ? Optional.of(source) : Optional.empty();
    }

    private static final Pattern CASE_WORD = Pattern.compile("(?i)(?:lower|upper)(?:[- ]?cased?|cased)?|slug(?:ified|ged)?");


    /**
     * A value described as another one in a letter case: "lower-cased title, leading article dropped" is
     * {@code lower(title)}, "familyName upper-cased" {@code upper(familyName)}; only when the description names exactly
     * one known value.
     */
    static Optional<String> caseOf(String description, Predicate<String> known) {
        if (description == null) {
            return Optional.empty();
        }
        boolean lower = Attribute.LetterCase.LOWER.saidIn(description);
        boolean upper = Attribute.LetterCase.UPPER.saidIn(description);
        boolean slug = SLUG_WORDS.matcher(description).find() && !upper;
        if (lower == upper && !slug) {
            return Optional.empty();
        }
        Set<String> named = new java.util.LinkedHashSet<>();
        Matcher words = WORD.matcher(description);
        List<String> seen = new ArrayList<>();
        while (words.find()) {
            seen.add(words.group());
            if (known.test(words.group())) {
                named.add(words.group());
            }
        }
        if (named.isEmpty()) {
            // "last name lowercased": a value named in words next to the case word, its attribute's name in camel case
            for (int i = 0; i + 1 < seen.size(); i++) {
                boolean next = i + 2 < seen.size() && CASE_WORD.matcher(seen.get(i + 2)).matches()
                        || i > 0 && CASE_WORD.matcher(seen.get(i - 1)).matches();
                if (!next) {
                    continue;
                }
                String joined = camelCase(seen.subList(i, i + 2));
                if (known.test(joined)) {
                    named.add(joined);
                }
            }
        }
        return named.size() == 1 ? Optional.of((slug ? "slug(" : lower ? "lower(" : "upper(") + named.iterator().next() + ")")
                : Optional.empty();
    }

    /**
     * The whole text as an expression over known values, with a function or an operator: {@code lowercase(handle)} is
     * {@code lower(handle)}; empty when any part of it is something else ({@code lowercase(artist)#lowercase(title)}).
     */
    static Optional<String> wholeExpression(String text, Predicate<String> known) {
        Optional<String> found = expression(text, known, Map.of());
        String compact = text.replaceAll("\\s+", "");
        return found.filter(e -> e.replaceAll("\\s+", "").length() >= compact.replaceAll("(?i)lowercase|tolowercase", "lower")
                .replaceAll("(?i)uppercase|touppercase", "upper").replaceAll("(?i)epochseconds", "epoch").length());
    }

    /**
     * The first run of the clause's tokens that reads as an arithmetic expression over known values (at least one
     * known name and one operator or function), in the format's expression language.
     */
    static Optional<String> expression(String clause, Predicate<String> known, Map<String, String> constants) {
        List<String> tokens = new ArrayList<>();
        // "`latestBrix` multiplied by 10": a name in code is the name
        Matcher m = TOKEN.matcher(inSymbols(clause).replace('`', ' '));
        while (m.find()) {
            tokens.add(m.group(1));
        }
        // mark what may stand in an expression; anything else ends a run
        int n = tokens.size();
        boolean[] allowed = new boolean[n];
        String[] written = new String[n];
        for (int i = 0; i < n; i++) {
            String t = tokens.get(i);
            String next = i + 1 < n ? tokens.get(i + 1) : "";
            if (t.matches("\\d+(?:\\.\\d+)?|[-+*/()]")) {
                allowed[i] = true;
                written[i] = t;
            } else if (t.equals("×") || t.equals("−")) {
                allowed[i] = true;
                written[i] = t.equals("×") ? "*" : "-";
            } else if (t.equals(",")) {
                allowed[i] = true; // only inside a call's parentheses, checked by parsing
                written[i] = ",";
            } else if (next.equals("(") && FUNCTIONS.containsKey(t.toLowerCase(Locale.ROOT))) {
                allowed[i] = true;
                written[i] = FUNCTIONS.get(t.toLowerCase(Locale.ROOT));
            } else if (t.toLowerCase(Locale.ROOT).matches("epochmillis|epochms|tomillis") && next.equals("(")) {
                allowed[i] = true;
                written[i] = "1000 * epoch";
            } else if (known.test(t)) {
                allowed[i] = true;
                written[i] = t;
            } else if (epochName(t, known).isPresent()) {
                allowed[i] = true; // "9999999999 - raisedAtEpochSeconds": the epoch seconds of raisedAt
                written[i] = epochName(t, known).get();
            } else if (FILLER.matcher(t).matches() && namesNext(tokens, i + 1, known)) {
                allowed[i] = true; // "4000 minus the current rating": words before a value name it
                written[i] = "";
            } else if (NumberWords.digits(t).isPresent() && i > 0 && tokens.get(i - 1).matches("[-+*/×−]")) {
                allowed[i] = true; // "points times two"
                written[i] = NumberWords.digits(t).get();
            } else if (constants.containsKey(t)) {
                allowed[i] = true;
                written[i] = constants.get(t);
            }
        }
        for (int start = 0; start < n; start++) {
            if (!allowed[start]) {
                continue;
            }
            int end = start;
            while (end < n && allowed[end]) {
                end++;
            }
            // the longest parsable part of the run, from its longest end down
            for (int from = start; from < end; from++) {
                for (int to = end; to > from; to--) {
                    Optional<String> parsed = parsed(written, tokens, from, to, known);
                    if (parsed.isPresent()) {
                        return parsed;
                    }
                }
            }
            start = end;
        }
        return Optional.empty();
    }

    private static final Pattern EPOCH_SUFFIX = Pattern.compile("^(.+?)(EpochSeconds|EpochSecs|EpochSec|Epoch|UnixSeconds|Unix|EpochMillis|EpochMs|Millis|Ms)$");

    /** {@code raisedAtEpochSeconds}, {@code createdAtMillis}: a known time named with its encoding after it. */
    private static Optional<String> epochName(String token, Predicate<String> known) {
        Matcher m = EPOCH_SUFFIX.matcher(token);
        if (!m.matches() || !known.test(m.group(1))) {
            return Optional.empty();
        }
        boolean millis = m.group(2).toLowerCase(Locale.ROOT).matches("epochmillis|epochms|millis|ms");
        return Optional.of((millis ? "1000 * " : "") + "epoch(" + m.group(1) + ")");
    }

    private static Optional<String> parsed(String[] written, List<String> tokens, int from, int to, Predicate<String> known) {
        StringBuilder text = new StringBuilder();
        boolean operator = false;
        boolean reference = false;
        for (int i = from; i < to; i++) {
            String w = written[i];
            if (w.isEmpty()) {
                continue; // a word that only names what follows
            }
            if (text.length() > 0 && !w.equals(")") && !w.equals(",") && !text.toString().endsWith("(")) {
                text.append(' ');
            }
            text.append(w);
            operator |= w.matches("[-+*/]") || i + 1 < to && tokens.get(i + 1).equals("(") && !known.test(tokens.get(i));
            reference |= (known.test(tokens.get(i)) || epochName(tokens.get(i), known).isPresent())
                    && (i + 1 >= to || !tokens.get(i + 1).equals("("));
        }
        if (!operator || !reference) {
            return Optional.empty();
        }
        String source = text.toString().replace("( ", "(").replace(" )", ")").replaceAll("([\\p{L}]) \\(", "$1(");
        try {
            Expression e = ExpressionParser.parse(source);
            return e.references().stream().anyMatch(known) ? Optional.of(source) : Optional.empty();
        } catch (ExpressionException | NumberFormatException ex) {
            return Optional.empty();
        }
    }
}

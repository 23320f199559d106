package io.github.dynamodesign.design.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Helpers for the inline Markdown of cells and list items: code spans, emphasis, labels. */
final class InlineText {

    private static final java.util.regex.Pattern BREAK = java.util.regex.Pattern.compile("(?i)<br\\s*/?>");
    private static final java.util.regex.Pattern LINK = java.util.regex.Pattern.compile("\\[([^\\]]*)]\\([^)]*\\)");
    private static final java.util.regex.Pattern NOT_ALPHANUMERIC = java.util.regex.Pattern.compile("[^\\p{L}\\p{N}]");

    private InlineText() {
    }

    /** Contents of the code spans in the text, in order ({@code `a`} and {@code ``a`b``} forms). */
    static List<String> codeSpans(String text) {
        List<String> spans = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            if (text.charAt(i) != '`') {
                i++;
                continue;
            }
            int ticks = run(text, i, '`');
            String fence = "`".repeat(ticks);
            int close = findClosing(text, i + ticks, fence);
            if (close < 0) {
                break;
            }
            spans.add(text.substring(i + ticks, close).strip());
            i = close + ticks;
        }
        return spans;
    }

    static Optional<String> firstCodeSpan(String text) {
        List<String> spans = codeSpans(text);
        return spans.isEmpty() ? Optional.empty() : Optional.of(spans.get(0));
    }

    /** The text after the first code span (a template's note), stripped of markup. */
    static String afterFirstCodeSpan(String text) {
        int open = text.indexOf('`');
        if (open < 0) {
            return "";
        }
        int ticks = run(text, open, '`');
        int close = findClosing(text, open + ticks, "`".repeat(ticks));
        return close < 0 ? "" : plain(text.substring(close + ticks)).strip();
    }

    private static int findClosing(String text, int from, String fence) {
        int at = text.indexOf(fence, from);
        while (at >= 0) {
            int len = run(text, at, '`');
            if (len == fence.length()) {
                return at;
            }
            at = text.indexOf(fence, at + len);
        }
        return -1;
    }

    private static int run(String text, int from, char c) {
        int end = from;
        while (end < text.length() && text.charAt(end) == c) {
            end++;
        }
        return end - from;
    }

    /** Text without emphasis, code backticks, links and HTML line breaks; whitespace folded. */
    static String plain(String text) {
        String t = text.indexOf('<') >= 0 ? BREAK.matcher(text).replaceAll(" ") : text;
        t = t.indexOf('[') >= 0 ? LINK.matcher(t).replaceAll("$1") : t;
        t = t.indexOf('\\') >= 0 ? unescape(t) : t;
        t = t.replace("**", "").replace("__", "").replace("`", "");
        return foldWhitespace(t);
    }

    /** Drops Markdown's backslash escapes ({@code \<orderId\>}) outside code spans, and a table's escaped pipes everywhere. */
    private static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean code = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '`') {
                code = !code;
            } else if (c == '\\' && i + 1 < text.length() && (text.charAt(i + 1) == '|' || !code && isAsciiPunctuation(text.charAt(i + 1)))) {
                out.append(text.charAt(++i));
                continue;
            }
            out.append(c);
        }
        return out.toString();
    }

    private static boolean isAsciiPunctuation(char c) {
        return c < 128 && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".indexOf(c) >= 0;
    }

    private static String foldWhitespace(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean space = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                space = out.length() > 0;
            } else {
                if (space) {
                    out.append(' ');
                    space = false;
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    /** A heading's or cell's words, without numbering, parentheses and marks: "2. Officer day (daily tally)" is "Officer day". */
    static String headingWords(String text) {
        return allHeadingWords(text.replaceAll("\\([^()]*\\)", " "));
    }

    /** A heading's words, those in parentheses too, without numbering and marks: "Booking (shelter copy)". */
    static String allHeadingWords(String text) {
        return text.replaceAll("^\\s*\\d+(\\.\\d+)*[.)]?\\s*", "").replaceAll("[^\\p{L}\\p{N}\\s-]", " ").strip()
                .replaceAll("\\s+", " ");
    }

    /** A name written in words, as one name: "Kiln-day booking" is KilnDayBooking, "PO summary" POSummary. */
    static String joinedName(String words) {
        StringBuilder joined = new StringBuilder();
        for (String word : words.strip().split("[\\s-]+")) {
            if (!word.isEmpty()) {
                joined.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
            }
        }
        return joined.toString();
    }

    /** Normalises a label or header for comparison: lower case, letters and digits only. */
    static String normalize(String label) {
        return NOT_ALPHANUMERIC.matcher(plain(label).toLowerCase(java.util.Locale.ROOT)).replaceAll("");
    }

    /** "None (the planner is the only writer)", "n/a - upsert": nothing, with a note for people. */
    private static final java.util.regex.Pattern NOTHING_WITH_A_NOTE = java.util.regex.Pattern.compile(
            "(?s)(?:none|n/a|no\\s+conditions?|unconditional(?:ly)?)\\s*[(;,.:—–-].*");

    /**
     * Only a note for people, no value: a dash with a note in parentheses after it ("- (all)", "— (whole partition)"),
     * a note in lower-case words ("(all)", "(any)"), or one that says the whole is meant ("(all: `META` sorts before
     * `PIECE#`)": its code spans describe what comes back).
     */
    private static final java.util.regex.Pattern ONLY_A_NOTE = java.util.regex.Pattern.compile(
            "[-—–]\\s*\\([^()]*\\)|\\(\\s*[a-z][a-z ,/-]*\\)"
                    + "|(?i:\\(\\s*(?:all|whole|entire|every|everything|full|any|no\\s+(?:sk|sort|condition))\\b[^()]*\\))");

    /** A cell meaning "nothing": empty, {@code -}, {@code N/A}, {@code none}, also with a note after it. */
    static boolean isEmptyValue(String text) {
        String t = plain(text).toLowerCase(java.util.Locale.ROOT);
        return t.isEmpty() || t.equals("-") || t.equals("—") || t.equals("–") || t.equals("n/a") || t.equals("na")
                || t.equals("none") || t.equals("(none)") || t.equals("null") || NOTHING_WITH_A_NOTE.matcher(t).matches()
                || ONLY_A_NOTE.matcher(plain(text).strip()).matches();
    }

    /** A {@code **Label**: value} or {@code Label: value} line. */
    record Labelled(String label, String value) {
    }

    /** A key bullet whose label may be code: {@code `pk`: `TEAM#{teamId}`} as well as {@code **PK**: ...}. */
    static Optional<Labelled> keyLabelled(String text) {
        java.util.regex.Matcher code = java.util.regex.Pattern.compile("^`([^`]{1,40})`\\s*[:=—–-]\\s*(.*)$").matcher(text.strip());
        return code.matches() ? Optional.of(new Labelled(code.group(1).strip(), code.group(2).strip())) : labelled(text);
    }

    /** {@code / **GSI3SK**} after a bold label: a second label. */
    private static final java.util.regex.Pattern SECOND_BOLD_LABEL = java.util.regex.Pattern.compile("^/\\s*(\\*\\*|__)([^*_]+?)\\1");

    static Optional<Labelled> labelled(String text) {
        String t = text.strip();
        for (String marker : List.of("**", "__")) {
            if (t.startsWith(marker)) {
                int close = t.indexOf(marker, marker.length());
                if (close < 0) {
                    return Optional.empty();
                }
                String label = t.substring(marker.length(), close).strip();
                String rest = t.substring(close + marker.length()).strip();
                // "**GSI3PK** / **GSI3SK** (…):": two labels, each in bold
                java.util.regex.Matcher pair = SECOND_BOLD_LABEL.matcher(rest);
                if (pair.find() && pair.group(1).equals(marker)) {
                    label = label + " / " + pair.group(2).strip();
                    rest = rest.substring(pair.end()).strip();
                }
                if (label.endsWith(":")) {
                    label = label.substring(0, label.length() - 1).strip();
                } else if (rest.startsWith(":")) {
                    rest = rest.substring(1).strip();
                } else if (rest.startsWith("-") || rest.startsWith("—") || rest.startsWith("–")) {
                    rest = rest.substring(1).strip();
                } else if (!rest.isEmpty() && !rest.startsWith("(")) {
                    return Optional.empty();
                }
                return label.isEmpty() ? Optional.empty() : Optional.of(new Labelled(label, rest));
            }
        }
        int colon = t.indexOf(':');
        if (colon > 0 && colon <= 40 && !t.substring(0, colon).contains("`")) {
            return Optional.of(new Labelled(t.substring(0, colon).strip(), t.substring(colon + 1).strip()));
        }
        return Optional.empty();
    }
}

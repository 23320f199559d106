package io.github.dynamodesign.verify;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites of a design document that keep its meaning: the habits of other authors (role words, step styles,
 * placeholders in braces, column order, numbered headings, padding written in prose…). A reader that understands
 * the document must give the same verdicts and lint errors before and after each one.
 */
public enum MetamorphicRewrite {

    /** {@code 1. Put Order} → {@code 1. Put the Order}. */
    ROLE_WORDS(doc -> tableRows(doc, row -> row.replaceAll("(\\b\\d{1,2}[.)]\\s+(?:Put|Update|Delete|ConditionCheck))\\s+(?=[A-Z][A-Za-z0-9_]*\\b)", "$1 the "))),
    /** {@code 1. Put Order 2. …} → {@code 1) Put Order 2) …}. */
    STEPS_WITH_PARENTHESES(doc -> tableRows(doc, row -> row.replaceAll("(^|\\s)(\\d{1,2})\\.\\s+(?=(?:Put|Update|Delete|ConditionCheck)\\b)", "$1$2) "))),
    /** {@code <orderId>} → {@code {orderId}} in templates made of plain placeholders. */
    BRACE_PLACEHOLDERS(doc -> codeSpans(doc, span -> plainPlaceholders(span) ? span.replaceAll("<([\\p{L}_][\\p{L}\\p{N}_]*)>", "{$1}") : span)),
    /** {@code <orderId>} → {@code ${orderId}} in templates made of plain placeholders. */
    DOLLAR_BRACE_PLACEHOLDERS(doc -> codeSpans(doc, span -> plainPlaceholders(span) ? span.replaceAll("<([\\p{L}_][\\p{L}\\p{N}_]*)>", "\\${$1}") : span)),
    /** The Reads table's Params column moved right after its Description. */
    COLUMN_ORDER(MetamorphicRewrite::paramsAfterDescription),
    /** {@code ## Table Configuration} → {@code ## 1. Table Configuration}. */
    NUMBERED_HEADINGS(MetamorphicRewrite::numberedHeadings),
    /** {@code |---|---|} → {@code |:---|:---|}. */
    ALIGNED_SEPARATORS(doc -> lines(doc, l -> l.matches("\\s*\\|[\\s|:-]+\\|\\s*") && l.contains("-") ? l.replaceAll("\\|\\s*-+\\s*(?=\\|)", "|:---") : l)),
    /** {@code - **PK**:} → {@code - __PK__:}. */
    UNDERSCORE_LABELS(doc -> lines(doc, l -> l.replaceAll("^(\\s*[-*]\\s+)\\*\\*([^*]+)\\*\\*", "$1__$2__"))),
    /** {@code <pad(n, 3)>} → {@code <n:03>}. */
    PADDING_AS_WIDTH(doc -> codeSpans(doc, span -> span.replaceAll("<pad\\(\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*,\\s*(\\d)\\s*\\)>", "<$1:0$2>"))),
    /** {@code - **SK**: `A#<pad(n, 3)>`} → {@code - **SK**: `A#<n>` where n is zero-padded to 3 digits}. */
    PADDING_IN_PROSE(MetamorphicRewrite::paddingInProse),
    /** {@code `name` (string)} → {@code `name` (S)} in attribute bullets. */
    TYPE_LETTERS(doc -> lines(doc, l -> l.matches("^\\s+[-*]\\s+`[^`]+`\\s*\\(.*")
            ? l.replaceFirst("`\\s*\\(string\\b", "` (S").replaceFirst("`\\s*\\(number\\b", "` (N").replaceFirst("`\\s*\\(boolean\\b", "` (BOOL")
            : l)),
    /** The Reads table's {@code Table/GSI} header written {@code Index}. */
    INDEX_HEADER(doc -> lines(doc, l -> l.startsWith("|") && l.contains("| Table/GSI |") ? l.replace("| Table/GSI |", "| Index |") : l)),
    /** Trailing spaces on every line, and Windows line ends. */
    TRAILING_SPACES_AND_CRLF(doc -> String.join(" \r\n", doc.split("\n", -1))),
    /** Section headings in capitals. */
    CAPITAL_HEADINGS(doc -> lines(doc, l -> l.startsWith("## ") || l.startsWith("### ") && !l.substring(4).matches(".*[a-z]+[A-Z].*")
            && l.substring(4).matches("(?i)(reads|writes|deletes)\\b.*") ? l.toUpperCase(java.util.Locale.ROOT) : l));

    private final UnaryOperator<String> rewrite;

    MetamorphicRewrite(UnaryOperator<String> rewrite) {
        this.rewrite = rewrite;
    }

    /** The document rewritten; the same text when the rewrite does not apply to it. */
    public String apply(String document) {
        return rewrite.apply(document);
    }

    private static String lines(String doc, UnaryOperator<String> each) {
        String[] lines = doc.split("\n", -1);
        boolean fenced = false;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (!fenced) {
                lines[i] = each.apply(lines[i]);
            }
        }
        return String.join("\n", lines);
    }

    private static String tableRows(String doc, UnaryOperator<String> each) {
        return lines(doc, l -> l.startsWith("|") ? each.apply(l) : l);
    }

    private static final Pattern SPAN = Pattern.compile("`([^`\n]+)`");

    private static String codeSpans(String doc, UnaryOperator<String> each) {
        return lines(doc, l -> {
            if (!(l.startsWith("|") || l.matches("^\\s*[-*]\\s+(\\*\\*|__).*"))) {
                return l;
            }
            Matcher m = SPAN.matcher(l);
            return m.replaceAll(r -> Matcher.quoteReplacement("`" + each.apply(r.group(1)) + "`"));
        });
    }

    /** A template whose placeholders are all plain names ({@code ORDER#<orderId>}). */
    private static boolean plainPlaceholders(String span) {
        return span.contains("<") && span.replaceAll("<[\\p{L}_][\\p{L}\\p{N}_]*>", "").indexOf('<') < 0
                && !span.contains("{") && !span.contains("$");
    }

    private static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean code = false;
        String t = row.strip();
        for (int i = 1; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '`') {
                code = !code;
            }
            if (c == '|' && !code && t.charAt(i - 1) != '\\') {
                cells.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        return cells;
    }

    private static String paramsAfterDescription(String doc) {
        String[] lines = doc.split("\n", -1);
        int header = -1;
        int description = -1;
        int params = -1;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("|")) {
                List<String> cells = cells(lines[i]);
                if (header < 0 || i > header + 1 && !lines[i - 1].startsWith("|")) {
                    header = i;
                    description = -1;
                    params = -1;
                    for (int c = 0; c < cells.size(); c++) {
                        String name = cells.get(c).strip().toLowerCase(java.util.Locale.ROOT);
                        description = name.equals("description") ? c : description;
                        params = name.equals("params") ? c : params;
                    }
                }
                if (description >= 0 && params > description + 1 && cells.size() > params) {
                    String moved = cells.remove(params);
                    cells.add(description + 1, moved);
                    lines[i] = "|" + String.join("|", cells) + "|";
                }
            } else {
                header = -1;
            }
        }
        return String.join("\n", lines);
    }

    private static String numberedHeadings(String doc) {
        int[] n = {0};
        return lines(doc, l -> l.startsWith("## ") && !l.substring(3).matches("\\d.*") ? "## " + ++n[0] + ". " + l.substring(3) : l);
    }

    private static final Pattern PADDED_KEY = Pattern.compile("^(\\s*[-*]\\s+\\*\\*[^*]+\\*\\*:\\s*`)([^`]*)`\\s*$");
    private static final Pattern PAD = Pattern.compile("<pad\\(\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*,\\s*(\\d{1,2})\\s*\\)>");

    /** Only where the entity never uses the value unpadded or at another width: the prose pads it in all its keys. */
    private static String paddingInProse(String doc) {
        String[] lines = doc.split("\n", -1);
        int start = 0;
        for (int i = 0; i <= lines.length; i++) {
            if (i == lines.length || lines[i].startsWith("### ") || lines[i].startsWith("## ")) {
                rewriteEntity(lines, start, i);
                start = i;
            }
        }
        return String.join("\n", lines);
    }

    private static void rewriteEntity(String[] lines, int from, int to) {
        StringBuilder section = new StringBuilder();
        for (int i = from; i < to; i++) {
            section.append(lines[i]).append('\n');
        }
        String text = section.toString();
        for (int i = from; i < to; i++) {
            Matcher key = PADDED_KEY.matcher(lines[i]);
            if (!key.matches()) {
                continue;
            }
            Matcher pad = PAD.matcher(key.group(2));
            Set<String> notes = new LinkedHashSet<>();
            String template = key.group(2);
            while (pad.find()) {
                String name = pad.group(1);
                String width = pad.group(2);
                boolean consistent = !text.contains("<" + name + ">") && !text.matches("(?s).*<pad\\(\\s*+" + name + "\\s*+,\\s*+(?!" + width + "\\s*\\)).*");
                if (consistent) {
                    template = template.replace(pad.group(), "<" + name + ">");
                    notes.add(name + " is zero-padded to " + width + " digits");
                }
            }
            if (!notes.isEmpty()) {
                lines[i] = key.group(1) + template + "` where " + String.join(" and ", notes);
            }
        }
    }
}

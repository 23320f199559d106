package io.github.dynamodesign.design.markdown;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The document as lines (1-based), with code blocks marked so that nothing inside them is read as structure.
 * Tables are split line by line rather than by the Markdown parser: real documents put suppression comments
 * between rows and write irregular separator rows, and both must keep the table together.
 */
final class SourceLines {

    private static final Pattern LIST_ITEM = Pattern.compile("^([-*+]|\\d+[.)])\\s.*");
    private static final Pattern COMMENT = Pattern.compile("^\\s*<!--(.*?)-->\\s*$");

    private final List<String> lines;
    private final int[] lineStarts;
    private final BitSet code = new BitSet();

    SourceLines(String content) {
        List<String> split = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        int start = 0;
        int i = 0;
        while (i < content.length()) {
            char c = content.charAt(i);
            if (c == '\n' || c == '\r') {
                split.add(content.substring(start, i));
                starts.add(start);
                i += c == '\r' && i + 1 < content.length() && content.charAt(i + 1) == '\n' ? 2 : 1;
                start = i;
            } else {
                i++;
            }
        }
        split.add(content.substring(start));
        starts.add(start);
        this.lines = List.copyOf(split);
        this.lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The 1-based line of a character offset (flexmark's own line lookup scans from the start every time). */
    int lineAt(int offset) {
        int at = java.util.Arrays.binarySearch(lineStarts, offset);
        return (at >= 0 ? at : -at - 2) + 1;
    }

    int lineOf(com.vladsch.flexmark.util.ast.Node node) {
        return lineAt(node.getStartOffset());
    }

    int lastLineOf(com.vladsch.flexmark.util.ast.Node node) {
        return lineAt(Math.max(node.getStartOffset(), node.getEndOffset() - 1));
    }

    int count() {
        return lines.size();
    }

    /** Line {@code n} (1-based); empty beyond the end. */
    String line(int n) {
        return n >= 1 && n <= lines.size() ? lines.get(n - 1) : "";
    }

    void markCode(int firstLine, int lastLine) {
        code.set(Math.max(firstLine, 1), lastLine + 1);
    }

    boolean isCode(int n) {
        return code.get(n);
    }

    /** The text of a one-line HTML comment on line n, if that line is one (outside code blocks). */
    java.util.Optional<String> comment(int n) {
        if (isCode(n) || !line(n).contains("<!--")) {
            return java.util.Optional.empty();
        }
        Matcher m = COMMENT.matcher(line(n));
        return m.matches() ? java.util.Optional.of(m.group(1).strip()) : java.util.Optional.empty();
    }

    /** The first line after n that is neither blank nor a comment; 0 when there is none. */
    int nextContentLine(int n) {
        for (int i = n + 1; i <= lines.size(); i++) {
            if (!line(i).isBlank() && comment(i).isEmpty()) {
                return i;
            }
        }
        return 0;
    }

    /** The pipe tables between two lines (inclusive from, exclusive to). */
    List<MarkdownTable> tables(int from, int to) {
        List<MarkdownTable> tables = new ArrayList<>();
        int i = from;
        int end = Math.min(to, lines.size() + 1);
        while (i < end) {
            if (isCode(i) || !isPipeLine(line(i)) || isSeparator(line(i))) {
                i++;
                continue;
            }
            int headerLine = i;
            List<String> rawHeader = cells(line(i));
            i++;
            List<MarkdownTable.Row> rows = new ArrayList<>();
            while (i < end && !isCode(i)) {
                String l = line(i);
                if (comment(i).isPresent()) {
                    i++;
                    continue;
                }
                if (l.isBlank() || !isPipeLine(l)) {
                    break;
                }
                if (!isSeparator(l)) {
                    rows.add(new MarkdownTable.Row(i, cells(l)));
                }
                i++;
            }
            tables.add(new MarkdownTable(headerLine, rawHeader.stream().map(InlineText::normalize).toList(), rawHeader, rows));
        }
        return tables;
    }

    static boolean isPipeLine(String line) {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#") || t.startsWith(">") || t.startsWith("<!--")
                || LIST_ITEM.matcher(t).matches()) {
            return false;
        }
        int pipes = countPipes(t);
        return t.startsWith("|") ? pipes >= 1 : pipes >= 2;
    }

    static boolean isSeparator(String line) {
        String t = line.strip();
        return t.indexOf('-') >= 0 && t.chars().allMatch(c -> c == '|' || c == '-' || c == ':' || c == '+'
                || c == ' ' || c == '\t' || c == '=');
    }

    private static int countPipes(String text) {
        int count = 0;
        boolean inCode = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '`') {
                inCode = !inCode;
            } else if (c == '\\') {
                i++;
            } else if (c == '|' && !inCode) {
                count++;
            }
        }
        return count;
    }

    /** Splits a table line on pipes that are neither escaped nor inside a code span. */
    static List<String> cells(String line) {
        String t = line.strip();
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean inCode = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '\\' && i + 1 < t.length() && t.charAt(i + 1) == '|') {
                cell.append('|');
                i++;
            } else if (c == '`') {
                inCode = !inCode;
                cell.append(c);
            } else if (c == '|' && !inCode) {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString().strip());
        if (inCode && t.indexOf('`') >= 0) {
            // an unclosed code span: split on every pipe rather than swallow the rest of the row
            return cells(t.replace("`", "\u0000")).stream().map(c -> c.replace('\u0000', '`')).toList();
        }
        if (t.startsWith("|")) {
            cells.remove(0);
        }
        if (t.endsWith("|") && !t.endsWith("\\|") && !cells.isEmpty()) {
            cells.remove(cells.size() - 1);
        }
        return cells;
    }
}

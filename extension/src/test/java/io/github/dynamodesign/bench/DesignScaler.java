package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Scales a design document k times: copies of its entities and patterns with renamed entities, identifiers, key
 * prefixes and pattern ids, sharing the table and its indexes, as a design grows.
 */
public final class DesignScaler {

    private static final Pattern ROW_ID = Pattern.compile("^\\| (AP-[\\w-]+) \\|");

    private DesignScaler() {
    }

    public static String scale(String markdown, int times) {
        if (times <= 1) {
            return markdown;
        }
        Design design = MarkdownDesignReader.read("scaled.md", markdown);
        String[] lines = markdown.split("\n", -1);
        int entitiesStart = indexOf(lines, "## Entity Key Design") + 1;
        int entitiesEnd = nextSection(lines, entitiesStart);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            if (i == entitiesEnd) {
                String block = String.join("\n", java.util.Arrays.copyOfRange(lines, entitiesStart, entitiesEnd));
                for (int k = 2; k <= times; k++) {
                    out.append(rename(block, design, k)).append('\n');
                }
            }
            out.append(lines[i]).append('\n');
            boolean lastRow = ROW_ID.matcher(lines[i]).find() && (i + 1 >= lines.length || !lines[i + 1].startsWith("|"));
            if (lastRow) {
                int first = i;
                while (first > 0 && ROW_ID.matcher(lines[first - 1]).find()) {
                    first--;
                }
                String rows = String.join("\n", java.util.Arrays.copyOfRange(lines, first, i + 1));
                for (int k = 2; k <= times; k++) {
                    out.append(rename(rows, design, k)).append('\n');
                }
            }
        }
        return out.toString();
    }

    private static String rename(String text, Design design, int k) {
        String result = text;
        Set<String> prefixes = new LinkedHashSet<>();
        for (Entity e : design.entities()) {
            for (KeyDefinition key : e.keys()) {
                for (KeyTemplate.Segment s : key.template().segments()) {
                    if (s instanceof KeyTemplate.Literal l) {
                        Matcher m = Pattern.compile("[A-Z][A-Z_]+").matcher(l.text());
                        while (m.find()) {
                            prefixes.add(m.group());
                        }
                    }
                }
            }
        }
        for (String prefix : prefixes) {
            result = result.replaceAll("\\b" + prefix + "\\b", prefix + k);
        }
        for (Entity e : design.entities()) {
            String owned = Character.toLowerCase(e.name().charAt(0)) + e.name().substring(1) + "Id";
            result = result.replaceAll("\\b" + owned + "\\b", Character.toLowerCase(e.name().charAt(0)) + e.name().substring(1) + "V" + k + "Id");
        }
        for (Entity e : design.entities()) {
            result = result.replaceAll("\\b" + e.name() + "\\b", e.name() + "V" + k);
        }
        result = result.replaceAll("\\| (AP-[\\w]+) \\|", "| $1-" + k + " |");
        return result;
    }

    private static int indexOf(String[] lines, String heading) {
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(heading)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no " + heading);
    }

    private static int nextSection(String[] lines, int from) {
        for (int i = from; i < lines.length; i++) {
            if (lines[i].startsWith("## ")) {
                return i;
            }
        }
        return lines.length;
    }

    static List<Integer> factors() {
        return List.of(1, 4, 8);
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.KeyAttribute;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads the Table Configuration section: a {@code Property | Value} table, or bullets {@code - **Property**: value}. */
final class TableConfigurationReader {

    private record Property(int line, String name, String value) {
    }

    private TableConfigurationReader() {
    }

    static Optional<TableConfiguration> read(Section section, SourceLines lines, String fileName, Problems problems) {
        List<Property> properties = properties(section, lines);
        String name = null;
        KeyAttribute pk = null;
        KeyAttribute sk = null;
        String billing = null;
        String ttl = null;
        String typeAttribute = null;
        for (Property p : properties) {
            String key = InlineText.normalize(p.name());
            String value = p.value();
            if (key.equals("tablename") || key.equals("name") || key.equals("table")) {
                name = InlineText.firstCodeSpan(value).orElse(InlineText.plain(value));
            } else if (key.contains("partitionkey") || key.equals("pk") || key.equals("hashkey")) {
                pk = KeyCells.one(value, p.line(), problems, "partition key").orElse(pk);
            } else if (key.contains("sortkey") || key.equals("sk") || key.equals("rangekey")) {
                sk = InlineText.isEmptyValue(value) ? null : KeyCells.one(value, p.line(), problems, "sort key").orElse(null);
            } else if (key.contains("billing") || key.contains("capacity")) {
                billing = InlineText.plain(value);
            } else if (key.contains("ttl") || key.contains("timetolive")) {
                ttl = attributeName(value);
            } else if (key.contains("entitytype") || key.contains("typeattribute") || key.contains("discriminator")) {
                typeAttribute = attributeName(value);
            }
        }
        if (pk == null) {
            problems.error(section.line(), "missing-partition-key", "the Table Configuration gives no partition key",
                    "add a row | Partition Key | `pk` (String) |");
            return Optional.empty();
        }
        if (name == null || name.isBlank()) {
            String base = fileName.replaceAll("^.*[/\\\\]", "").replaceAll("\\.[^.]*$", "");
            problems.warning(section.line(), "missing-table-name", "the Table Configuration gives no table name; using '"
                    + base + "'", "add a row | Table Name | MyTable |");
            name = base;
        }
        return Optional.of(new TableConfiguration(name, pk, sk, billing == null ? "" : billing, ttl, typeAttribute,
                section.line()));
    }

    private static String attributeName(String value) {
        if (InlineText.isEmptyValue(value) || InlineText.plain(value).toLowerCase(java.util.Locale.ROOT).startsWith("disabled")) {
            return null;
        }
        return InlineText.firstCodeSpan(value).orElse(InlineText.plain(value).split("[\\s(]+")[0]);
    }

    private static List<Property> properties(Section section, SourceLines lines) {
        List<Property> properties = new ArrayList<>();
        for (MarkdownTable table : lines.tables(section.line() + 1, section.end())) {
            boolean headerIsData = table.header().size() >= 2 && !table.header().get(0).contains("property")
                    && !table.header().get(0).contains("setting") && !table.header().get(0).contains("attribute")
                    && isKnownProperty(table.header().get(0));
            if (headerIsData) {
                properties.add(new Property(table.line(), table.rawHeader().get(0), table.rawHeader().get(1)));
            }
            for (MarkdownTable.Row row : table.rows()) {
                properties.add(new Property(row.line(), row.cell(0), row.cell(1)));
            }
        }
        for (int n = section.line() + 1; n < section.end(); n++) {
            String line = lines.line(n).strip();
            if (!lines.isCode(n) && line.matches("^[-*+]\\s+.*")) {
                int at = n;
                InlineText.labelled(line.substring(1).strip())
                        .ifPresent(l -> properties.add(new Property(at, l.label(), l.value())));
            }
        }
        return properties;
    }

    private static boolean isKnownProperty(String normalized) {
        return normalized.equals("tablename") || normalized.contains("partitionkey");
    }
}

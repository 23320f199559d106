package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.Projection;
import io.github.dynamodesign.design.SecondaryIndex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Reads the Global and Local Secondary Indexes tables. */
final class IndexReader {

    static final int MAX_KEY_ATTRIBUTES = 4;

    private IndexReader() {
    }

    static List<SecondaryIndex> read(Section section, IndexKind kind, SourceLines lines, KeyAttribute tablePk,
                                     Problems problems) {
        List<SecondaryIndex> indexes = new ArrayList<>();
        for (MarkdownTable table : lines.tables(section.line() + 1, section.end())) {
            int name = table.column("gsiname", "lsiname", "indexname", "name", "index", "gsi", "lsi");
            int pk = table.column("partitionkey", "pk", "partitionkeys", "hashkey", "gsipk", "pkattribute");
            int sk = table.column("sortkey", "sk", "sortkeys", "rangekey", "gsisk", "lsisk", "skattribute");
            int projection = table.columnContaining("projection").orElse(-1);
            int purpose = table.columnContaining("purpose", "description", "usedfor", "notes").orElse(-1);
            if (name < 0 && pk < 0 && sk < 0) {
                // | Entity | `by-division` | `by-level` |: a table about the indexes (which entity is in which), no index
                problems.info(table.line(), "table-not-read", "the table (columns: " + String.join(", ", table.rawHeader())
                        + ") names no index and no key, so it is not read as " + kind + "s",
                        "an index table has the header | " + kind + " Name | Partition Key | Sort Key | Projection | Purpose |");
                continue;
            }
            if (name < 0) {
                name = 0;
            }
            if (kind == IndexKind.GSI && pk < 0 || kind == IndexKind.LSI && sk < 0) {
                problems.error(table.line(), "missing-column", "the " + kind + " table has no "
                        + (kind == IndexKind.GSI ? "Partition Key" : "Sort Key") + " column (columns: "
                        + String.join(", ", table.rawHeader()) + ")",
                        kind == IndexKind.GSI ? "use the header | GSI Name | Partition Key | Sort Key | Projection | Purpose |"
                                : "use the header | LSI Name | Sort Key | Projection | Purpose |");
                continue;
            }
            for (MarkdownTable.Row row : table.rows()) {
                readRow(row, kind, name, pk, sk, projection, purpose, tablePk, problems).ifPresent(indexes::add);
            }
        }
        return indexes;
    }

    private static Optional<SecondaryIndex> readRow(MarkdownTable.Row row, IndexKind kind, int nameColumn, int pkColumn,
                                                    int skColumn, int projectionColumn, int purposeColumn,
                                                    KeyAttribute tablePk, Problems problems) {
        String name = InlineText.firstCodeSpan(row.cell(nameColumn)).orElse(InlineText.plain(row.cell(nameColumn)));
        name = name.split("\\s+")[0];
        if (InlineText.isEmptyValue(name)) {
            problems.error(row.line(), "malformed-row", "index row without a name", "put the index name in the first column");
            return Optional.empty();
        }
        if (!name.matches("[A-Za-z0-9_.-]{3,255}")) {
            problems.error(row.line(), "invalid-index-name", "index name '" + name + "' is not one DynamoDB accepts, so the "
                    + "table cannot be created", "use 3 to 255 letters, digits, '_', '-' or '.'");
        }
        List<KeyAttribute> pk = kind == IndexKind.LSI
                ? (tablePk == null ? List.of() : List.of(tablePk))
                : KeyCells.read(row.cell(pkColumn), row.line(), problems, name + " partition key");
        List<KeyAttribute> sk = skColumn < 0 ? List.of()
                : KeyCells.read(row.cell(skColumn), row.line(), problems, name + " sort key");
        if (kind == IndexKind.GSI && pk.isEmpty()) {
            problems.error(row.line(), "malformed-row", "index " + name + " has no partition key",
                    "write the key as `GSI1PK` (S)");
            return Optional.empty();
        }
        if (kind == IndexKind.LSI && sk.isEmpty()) {
            problems.error(row.line(), "malformed-row", "local index " + name + " has no sort key",
                    "write the key as `LSI1SK` (S)");
            return Optional.empty();
        }
        if (pk.size() > MAX_KEY_ATTRIBUTES || sk.size() > MAX_KEY_ATTRIBUTES) {
            problems.error(row.line(), "too-many-key-attributes", "index " + name + " lists more than "
                    + MAX_KEY_ATTRIBUTES + " attributes in one key part", "a multi-attribute key has at most 4 attributes");
            pk = pk.subList(0, Math.min(pk.size(), MAX_KEY_ATTRIBUTES));
            sk = sk.subList(0, Math.min(sk.size(), MAX_KEY_ATTRIBUTES));
        }
        if (kind == IndexKind.LSI && sk.size() > 1) {
            problems.error(row.line(), "too-many-key-attributes", "local index " + name + " has a multi-attribute sort key",
                    "multi-attribute keys are for global secondary indexes");
            sk = sk.subList(0, 1);
        }
        Projection projection = projectionColumn < 0 ? Projection.ALL
                : projection(row.cell(projectionColumn), row.line(), name, problems);
        String purpose = purposeColumn < 0 ? "" : InlineText.plain(row.cell(purposeColumn));
        return Optional.of(new SecondaryIndex(name, kind, pk, sk, projection, purpose, problems.at(row.line())));
    }

    static Projection projection(String cell, int line, String index, Problems problems) {
        String text = InlineText.plain(cell);
        String upper = text.toUpperCase(Locale.ROOT).replace(' ', '_');
        if (text.isEmpty() || upper.startsWith("ALL")) {
            return Projection.ALL;
        }
        if (upper.startsWith("KEYS_ONLY") || upper.startsWith("KEYS")) {
            return Projection.KEYS_ONLY;
        }
        if (upper.startsWith("INCLUDE")) {
            String rest = text.substring("include".length()).strip();
            if (rest.startsWith("(") && rest.contains(")")) {
                rest = rest.substring(1, rest.lastIndexOf(')'));
            } else if (rest.startsWith(":")) {
                rest = rest.substring(1);
            }
            List<String> attributes = Arrays.stream(rest.split("[,;]")).map(String::strip)
                    .map(s -> s.split("\\s+")[0]).filter(s -> !s.isEmpty()).toList();
            if (attributes.isEmpty()) {
                problems.error(line, "invalid-projection", "index " + index + " projects INCLUDE without attributes",
                        "write INCLUDE (attributeA, attributeB)");
            }
            return new Projection(Projection.Type.INCLUDE, attributes);
        }
        problems.error(line, "invalid-projection", "index " + index + " has projection '" + text
                + "'; ALL is assumed", "write ALL, KEYS_ONLY or INCLUDE (a, b)");
        return Projection.ALL;
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.ItemCollection;

import java.util.ArrayList;
import java.util.List;

/** Reads the Item Collections table: {@code Collection PK | Entity Types | Purpose}. */
final class CollectionReader {

    private CollectionReader() {
    }

    static List<ItemCollection> read(Section section, SourceLines lines, Problems problems) {
        List<ItemCollection> collections = new ArrayList<>();
        for (MarkdownTable table : lines.tables(section.line() + 1, section.end())) {
            int pk = table.columnContaining("pk", "partition", "collection").orElse(0);
            int types = table.columnContaining("entit", "types", "items").orElse(1);
            int purpose = table.columnContaining("purpose", "description", "notes").orElse(-1);
            for (MarkdownTable.Row row : table.rows()) {
                String key = InlineText.firstCodeSpan(row.cell(pk)).orElse(InlineText.plain(row.cell(pk)));
                if (InlineText.isEmptyValue(key)) {
                    problems.warning(row.line(), "malformed-row", "item collection row without a partition key",
                            "write | `CUSTOMER#<customerId>` | Customer, Order | purpose |");
                    continue;
                }
                collections.add(new ItemCollection(key, PatternReader.names(row.cell(types)),
                        purpose < 0 ? "" : InlineText.plain(row.cell(purpose)), problems.at(row.line())));
            }
        }
        return collections;
    }
}

package io.github.dynamodesign.design.markdown;

import java.util.List;
import java.util.Optional;

/**
 * A pipe table found in a document's lines, with 1-based line numbers.
 *
 * @param header normalised header names ({@link InlineText#normalize})
 * @param rawHeader header cells as written
 */
record MarkdownTable(int line, List<String> header, List<String> rawHeader, List<Row> rows) {

    record Row(int line, List<String> cells) {

        String cell(int column) {
            return column >= 0 && column < cells.size() ? cells.get(column) : "";
        }
    }

    /** The index of the first column whose normalised header is one of the names; -1 when there is none. */
    int column(String... names) {
        for (String name : names) {
            int at = header.indexOf(name);
            if (at >= 0) {
                return at;
            }
        }
        return -1;
    }

    /** The first column whose normalised header starts with or contains one of the fragments. */
    Optional<Integer> columnContaining(String... fragments) {
        for (String fragment : fragments) {
            for (int i = 0; i < header.size(); i++) {
                if (header.get(i).contains(fragment)) {
                    return Optional.of(i);
                }
            }
        }
        return Optional.empty();
    }
}

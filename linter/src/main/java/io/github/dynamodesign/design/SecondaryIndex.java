package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.List;

/**
 * A GSI or LSI. Key parts hold one attribute each, or up to four for a multi-attribute key. An LSI's partition
 * key is the table's.
 */
public record SecondaryIndex(String name, IndexKind kind, List<KeyAttribute> partitionKey, List<KeyAttribute> sortKey,
                             Projection projection, String purpose, SourceLocation location) {

    public SecondaryIndex {
        partitionKey = List.copyOf(partitionKey);
        sortKey = List.copyOf(sortKey);
        purpose = purpose == null ? "" : purpose;
    }

    public List<KeyAttribute> keyAttributes() {
        List<KeyAttribute> all = new ArrayList<>(partitionKey);
        all.addAll(sortKey);
        return all;
    }

    public KeySchema keySchema() {
        return new KeySchema(name, partitionKey, sortKey);
    }
}

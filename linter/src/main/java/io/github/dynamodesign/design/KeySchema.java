package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The key attributes a read uses: the table's, or an index's.
 *
 * @param indexName null for the table itself
 */
public record KeySchema(String indexName, List<KeyAttribute> partitionKey, List<KeyAttribute> sortKey) {

    public KeySchema {
        partitionKey = List.copyOf(partitionKey);
        sortKey = List.copyOf(sortKey);
    }

    public Optional<String> index() {
        return Optional.ofNullable(indexName);
    }

    public String displayName() {
        return indexName == null ? "Table" : indexName;
    }

    public List<KeyAttribute> all() {
        List<KeyAttribute> all = new ArrayList<>(partitionKey);
        all.addAll(sortKey);
        return all;
    }
}

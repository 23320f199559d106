package io.github.dynamodesign.design;

import java.util.List;

/** A row of the Item Collections table: entities meant to share a partition. */
public record ItemCollection(String partitionKey, List<String> entityTypes, String purpose, SourceLocation location) {

    public ItemCollection {
        entityTypes = List.copyOf(entityTypes);
    }
}

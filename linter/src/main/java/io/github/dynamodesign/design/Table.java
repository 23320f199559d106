package io.github.dynamodesign.design;

import java.util.Optional;

/**
 * The table configuration.
 *
 * @param sortKey null for a table without a sort key
 * @param ttlAttribute null when no TTL is configured
 * @param entityTypeAttribute the attribute that carries each item's entity type
 * @param entityTypeDeclared whether the document names the entity type attribute (else it was inferred)
 */
public record Table(String name, KeyAttribute partitionKey, KeyAttribute sortKey, String billingMode,
                    String ttlAttribute, String entityTypeAttribute, boolean entityTypeDeclared,
                    SourceLocation location) {

    public Optional<KeyAttribute> sortKeyIfAny() {
        return Optional.ofNullable(sortKey);
    }

    public Optional<String> ttl() {
        return Optional.ofNullable(ttlAttribute);
    }
}

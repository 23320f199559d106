package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.KeyAttribute;

/** What the Table Configuration section says, before the entity type attribute is settled. */
record TableConfiguration(String name, KeyAttribute partitionKey, KeyAttribute sortKey, String billingMode,
                          String ttlAttribute, String entityTypeAttribute, int line) {
}

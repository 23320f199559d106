package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An item written to the table before verification.
 *
 * @param values the entity's typed attribute values (what the oracle reasons about)
 * @param stored the item as written, key attributes rendered from the templates included
 * @param origin where it comes from
 */
public record SeededItem(Entity entity, Map<String, Object> values, Map<String, AttributeValue> stored, ItemOrigin origin) {

    public SeededItem {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        stored = Collections.unmodifiableMap(new LinkedHashMap<>(stored));
    }

    public String entityName() {
        return entity.name();
    }

    /** Its table key: its identity. */
    public PrimaryKey key(io.github.dynamodesign.design.Design design) {
        return PrimaryKey.of(design, stored);
    }
}

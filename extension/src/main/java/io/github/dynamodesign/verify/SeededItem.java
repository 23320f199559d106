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
 * @param keysFrom which design's templates rendered the keys it is stored under
 */
public record SeededItem(Entity entity, Map<String, Object> values, Map<String, AttributeValue> stored, ItemOrigin origin,
                         KeysFrom keysFrom) {

    public SeededItem {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        stored = Collections.unmodifiableMap(new LinkedHashMap<>(stored));
    }

    /** An item stored under the keys the design being verified renders for it. */
    public SeededItem(Entity entity, Map<String, Object> values, Map<String, AttributeValue> stored, ItemOrigin origin) {
        this(entity, values, stored, origin, KeysFrom.THIS_DESIGN);
    }

    /** Whether its keys were rendered by another version of the design than the one verified. */
    public boolean keysFromAnotherDesign() {
        return keysFrom != KeysFrom.THIS_DESIGN;
    }

    /** The same item, stored as given (its keys rendered by the given design). */
    public SeededItem storedAs(Map<String, AttributeValue> newStored, KeysFrom by) {
        return new SeededItem(entity, values, newStored, origin, by);
    }

    public String entityName() {
        return entity.name();
    }

    /** Its table key: its identity. */
    public PrimaryKey key(io.github.dynamodesign.design.Design design) {
        return PrimaryKey.of(design, stored);
    }
}

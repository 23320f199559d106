package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The table key of an item: its identity in every comparison, request and message. The attribute names come in the
 * table's key order (partition key first); an attribute the item lacks is left out of {@link #attributes()}.
 *
 * @param names the table's key attribute names, partition key first
 * @param attributes the item's values of those attributes
 */
public record PrimaryKey(List<String> names, Map<String, AttributeValue> attributes) {

    public PrimaryKey {
        names = List.copyOf(names);
        attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
    }

    /** The table key of an item (a stored item, or one DynamoDB returned). */
    public static PrimaryKey of(Design design, Map<String, AttributeValue> item) {
        List<String> names = design.tableKeySchema().all().stream().map(KeyAttribute::name).toList();
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : names) {
            AttributeValue value = item.get(name);
            if (value != null) {
                key.put(name, value);
            }
        }
        return new PrimaryKey(names, key);
    }

    /** Each key attribute's value as text ({@code (none)} when absent), in key order. */
    public Map<String, String> texts() {
        Map<String, String> texts = new LinkedHashMap<>();
        names.forEach(n -> texts.put(n, ItemCodec.keyText(attributes.get(n))));
        return texts;
    }

    /** {@code CUSTOMER#c1 | ORDER#2026-01-15T10:30:00Z#o1}. */
    public String text() {
        return String.join(" | ", texts().values());
    }

    /** {@code `CUSTOMER#c1` / `ORDER#...`}, for item descriptions. */
    public String quoted() {
        return String.join(" / ", texts().values().stream().map(v -> "`" + v + "`").toList());
    }

    @Override
    public String toString() {
        return text();
    }
}

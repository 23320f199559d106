package io.github.dynamodesign.verify.sample;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.SetupProblem;
import io.github.dynamodesign.verify.table.DynamoErrors;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns samples into stored items (key attributes rendered from the templates) and writes them. Items of two entity
 * types that render the same primary key are reported, not overwritten.
 */
public final class Seeder {

    private final Design design;
    private final List<SetupProblem> problems = new ArrayList<>();
    private final Set<String> reported = new LinkedHashSet<>();

    public Seeder(Design design) {
        this.design = design;
    }

    public List<SetupProblem> problems() {
        return problems;
    }

    /** The stored form of a sample, or empty (with a problem recorded) when its table key cannot be rendered. */
    public Optional<Map<String, AttributeValue>> store(Entity entity, Map<String, Object> values) {
        return store(entity, values, null);
    }

    /**
     * The stored form of an example item of the document: a problem with it names the example and its line.
     *
     * @param example where the example item is, or null for a generated item
     */
    public Optional<Map<String, AttributeValue>> store(Entity entity, Map<String, Object> values, SourceLocation example) {
        List<String> missing = design.tableKeysNotWritten(entity);
        if (!missing.isEmpty()) {
            entityProblem(SetupProblem.Code.KEY_NOT_RENDERED, entity, entity.name() + " gives no " + String.join(", ", missing)
                    + ", so none of its items can be written");
            return Optional.empty();
        }
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        // (a value only the keys are made of is no attribute of the item)
        values.forEach((k, v) -> {
            if (!entity.keyOnly().contains(k)) {
                item.put(k, ItemCodec.toAttribute(v));
            }
        });
        for (KeyAttribute key : design.allKeyAttributes()) {
            if (!entity.writesKey(key.name())) {
                continue;
            }
            Optional<Object> value;
            try {
                value = entity.keyValue(key.name(), values);
            } catch (ExpressionException e) {
                problem(SetupProblem.Code.KEY_NOT_RENDERED, entity, example, key.name() + " cannot be rendered: " + e.getMessage());
                return Optional.empty();
            }
            boolean tableKey = design.tableKeySchema().all().contains(key);
            if (value.isEmpty()) {
                if (tableKey) {
                    problem(SetupProblem.Code.KEY_NOT_RENDERED, entity, example, "an item without " + String.join(", ",
                            KeyConditionMatcher.entityTemplate(entity, key).references()) + " has no " + key.name()
                            + " (`" + KeyConditionMatcher.entityTemplate(entity, key).source() + "`) and cannot be written");
                    return Optional.empty();
                }
                item.remove(key.name());
                continue;
            }
            AttributeValue attribute = ItemCodec.toKey(value.get(), key.type());
            if (attribute == null) {
                problem(SetupProblem.Code.KEY_TYPE_MISMATCH, entity, example, key.name() + " is declared " + key.type().longName() + " but `"
                        + KeyConditionMatcher.entityTemplate(entity, key).source() + "` renders `"
                        + NaturalOrder.text(value.get()) + "`");
                return Optional.empty();
            }
            item.put(key.name(), attribute);
        }
        return Optional.of(item);
    }

    /** Keeps the first item of every primary key; reports keys shared by two entity types (not two shapes of one). */
    public List<SeededItem> deduplicate(List<SeededItem> items) {
        Map<PrimaryKey, SeededItem> byKey = new LinkedHashMap<>();
        for (SeededItem item : items) {
            PrimaryKey key = item.key(design);
            SeededItem first = byKey.putIfAbsent(key, item);
            // two shapes of one entity (its states) at one key are one item in two states: the first is kept
            if (first != null && first.entity() != item.entity() && !first.entity().type().equals(item.entity().type())) {
                String pair = first.entityName() + "/" + item.entityName();
                if (reported.add(pair)) {
                    problems.add(new SetupProblem(SetupProblem.Code.KEY_COLLISION, item.entity().location(), item.entityName(), "a " + item.entityName()
                            + " item has the primary key `" + key + "` of a " + first.entityName() + " item: writing it would "
                            + "overwrite it (key-collision); the " + item.entityName() + " item is left out", first.entityName()));
                }
            }
        }
        return new ArrayList<>(byKey.values());
    }

    /** Writes the items in batches; an item DynamoDB rejects is left out, with the reason. @return the items written */
    public List<SeededItem> write(DynamoDbClient client, String table, List<SeededItem> items) {
        List<SeededItem> written = new ArrayList<>();
        for (int from = 0; from < items.size(); from += 25) {
            List<SeededItem> batch = items.subList(from, Math.min(items.size(), from + 25));
            try {
                flush(client, table, batch);
                written.addAll(batch);
            } catch (DynamoDbException e) {
                for (SeededItem item : batch) {
                    try {
                        client.putItem(PutItemRequest.builder().tableName(table).item(item.stored()).build());
                        written.add(item);
                    } catch (DynamoDbException rejected) {
                        problem(SetupProblem.Code.ITEM_REJECTED, item.entity(), null, "DynamoDB rejected a " + item.entityName()
                                + " item (" + item.key(design) + "): " + DynamoErrors.reason(rejected) + "; it is left out");
                    }
                }
            }
        }
        return written;
    }

    private static void flush(DynamoDbClient client, String table, List<SeededItem> batch) {
        List<WriteRequest> requests = batch.stream()
                .map(i -> WriteRequest.builder().putRequest(PutRequest.builder().item(i.stored()).build()).build()).toList();
        Map<String, List<WriteRequest>> pending = Map.of(table, requests);
        for (int attempt = 0; attempt < 10 && !pending.isEmpty(); attempt++) {
            BatchWriteItemResponse response = client.batchWriteItem(BatchWriteItemRequest.builder().requestItems(pending).build());
            pending = response.unprocessedItems();
        }
    }

    /** A problem of the entity as a whole: none of its items can be written. */
    private void entityProblem(SetupProblem.Code code, Entity entity, String message) {
        if (reported.add(entity.name() + message)) {
            problems.add(new SetupProblem(code, entity.location(), entity.name(), message));
        }
    }

    /**
     * A problem of the item being stored: an example item's names the example and its line.
     *
     * @param example where the example item is, or null for a generated item
     */
    private void problem(SetupProblem.Code code, Entity entity, SourceLocation example, String message) {
        String text = example == null ? message
                : "its example item (line " + example.line() + "): " + message + "; the example item is left out";
        if (reported.add(entity.name() + text)) {
            problems.add(new SetupProblem(code, example == null ? entity.location() : example, entity.name(), text));
        }
    }
}

package io.github.dynamodesign.verify.migrate;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.diff.DesignDiff;
import io.github.dynamodesign.diff.MigrationPlan;
import io.github.dynamodesign.verify.MigratedStep;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.table.DynamoErrors;
import io.github.dynamodesign.verify.table.ExpressionNames;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs a {@link MigrationPlan} on a table, as a user's backfill job would: scan the items one page at a time, pick
 * each item's step by its entity type (or, without one, by the old table key templates it fits), re-render the new
 * keys from the item's own attributes (and the values its old keys hold), and write them back conditionally, so that
 * a second run finds nothing left to do.
 */
public final class Migrator {

    /** How many items a page of the scan holds. */
    static final int PAGE = 100;

    private final DesignDiff diff;
    private final MigrationPlan plan;
    private final DynamoDbClient client;

    public Migrator(DesignDiff diff, MigrationPlan plan, DynamoDbClient client) {
        this.diff = diff;
        this.plan = plan;
        this.client = client;
    }

    /**
     * Migrates the items of {@code source}: in place, or into {@code target} when the plan copies to a new table.
     *
     * @return one run per step of the plan, in its order
     */
    public List<MigratedStep> run(String source, String target) {
        Map<MigrationPlan.Step, Counts> counts = new LinkedHashMap<>();
        plan.steps().forEach(s -> counts.put(s, new Counts()));
        Map<String, AttributeValue> start = null;
        do {
            ScanResponse page = client.scan(ScanRequest.builder().tableName(source).limit(PAGE).exclusiveStartKey(start).build());
            for (Map<String, AttributeValue> item : page.items()) {
                stepOf(item).ifPresent(step -> migrate(step, item, target, counts.get(step)));
            }
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        List<MigratedStep> runs = new ArrayList<>();
        counts.forEach((step, c) -> runs.add(new MigratedStep(step, c.selected, c.written, c.alreadyDone, c.problems)));
        return runs;
    }

    private Optional<MigrationPlan.Step> stepOf(Map<String, AttributeValue> item) {
        AttributeValue type = item.get(diff.before().table().entityTypeAttribute());
        if (type != null && type.s() != null) {
            Optional<MigrationPlan.Step> byType = plan.steps().stream()
                    .filter(s -> s.previousEntity().equals(type.s()) || s.entity().equals(type.s())).findFirst();
            if (byType.isPresent()) {
                return byType;
            }
        }
        return plan.steps().stream().filter(s -> fitsOldKeys(s, item)).findFirst();
    }

    private boolean fitsOldKeys(MigrationPlan.Step step, Map<String, AttributeValue> item) {
        Entity old = diff.before().entity(step.previousEntity()).orElseThrow();
        for (KeyAttribute k : diff.before().tableKeySchema().all()) {
            Optional<KeyDefinition> definition = old.key(k.name());
            AttributeValue value = item.get(k.name());
            if (definition.isEmpty() || value == null || definition.get().template().extract(ItemCodec.keyText(value)).isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private void migrate(MigrationPlan.Step step, Map<String, AttributeValue> item, String target, Counts counts) {
        counts.selected++;
        Entity now = diff.after().entity(step.entity()).orElseThrow();
        Entity old = diff.before().entity(step.previousEntity()).orElseThrow();
        Map<String, Object> values = values(old, item);
        Map<String, AttributeValue> migrated = new LinkedHashMap<>(item);
        migrated.put(diff.after().table().entityTypeAttribute(), AttributeValue.fromS(now.type()));
        step.remove().forEach(migrated::remove);
        for (KeyAttribute k : diff.after().allKeyAttributes()) {
            if (!now.writesKey(k.name())) {
                continue;
            }
            Optional<Object> value;
            try {
                value = now.keyValue(k.name(), values);
            } catch (ExpressionException e) {
                counts.problems.add(describe(old, item) + ": " + k.name() + " cannot be rendered: " + e.getMessage());
                return;
            }
            if (value.isEmpty()) {
                if (diff.after().tableKeySchema().all().contains(k)) {
                    KeyTemplate template = KeyConditionMatcher.entityTemplate(now, k);
                    counts.problems.add(describe(old, item) + ": the new " + k.name() + " `" + template.source().strip() + "` needs "
                            + String.join(", ", template.references()) + ", which the item does not hold: the migration cannot derive it");
                    return;
                }
                migrated.remove(k.name());
                continue;
            }
            AttributeValue key = ItemCodec.toKey(value.get(), k.type());
            if (key == null) {
                counts.problems.add(describe(old, item) + ": " + k.name() + " renders `" + value.get() + "`, not a " + k.type().longName());
                return;
            }
            migrated.put(k.name(), key);
        }
        if (step.action() != MigrationPlan.Action.COPY_TO_NEW_TABLE && migrated.equals(item)) {
            counts.alreadyDone++;
            return;
        }
        try {
            if (write(step, item, migrated, target)) {
                counts.written++;
            } else {
                counts.alreadyDone++;
            }
        } catch (DynamoDbException e) {
            counts.problems.add(describe(old, item) + ": DynamoDB rejected the migrated item: " + DynamoErrors.reason(e));
        }
    }

    /** @return false when the condition found the work done already */
    private boolean write(MigrationPlan.Step step, Map<String, AttributeValue> item, Map<String, AttributeValue> migrated, String target) {
        String pk = diff.after().table().partitionKey().name();
        Map<String, String> pkName = Map.of("#pk", pk);
        PrimaryKey oldKey = PrimaryKey.of(diff.before(), item);
        PrimaryKey newKey = PrimaryKey.of(diff.after(), migrated);
        try {
            switch (step.action()) {
                case COPY_TO_NEW_TABLE -> client.putItem(PutItemRequest.builder().tableName(target).item(migrated)
                        .conditionExpression("attribute_not_exists(#pk)").expressionAttributeNames(pkName).build());
                case PUT_NEW_DELETE_OLD -> {
                    if (newKey.attributes().equals(oldKey.attributes())) {
                        client.putItem(PutItemRequest.builder().tableName(target).item(migrated)
                                .conditionExpression("attribute_exists(#pk)").expressionAttributeNames(pkName).build());
                    } else {
                        client.transactWriteItems(TransactWriteItemsRequest.builder().transactItems(
                                TransactWriteItem.builder().put(Put.builder().tableName(target).item(migrated)
                                        .conditionExpression("attribute_not_exists(#pk)").expressionAttributeNames(pkName).build()).build(),
                                TransactWriteItem.builder().delete(Delete.builder().tableName(target).key(oldKey.attributes()).build()).build()
                        ).build());
                    }
                }
                case UPDATE_ITEM -> client.updateItem(update(target, oldKey, item, migrated));
            }
            return true;
        } catch (ConditionalCheckFailedException e) {
            return false;
        } catch (TransactionCanceledException e) {
            if (e.cancellationReasons().stream().anyMatch(r -> "ConditionalCheckFailed".equals(r.code()))) {
                return false;
            }
            throw e;
        }
    }

    private UpdateItemRequest update(String table, PrimaryKey key, Map<String, AttributeValue> item, Map<String, AttributeValue> migrated) {
        ExpressionNames names = new ExpressionNames();
        List<String> set = new ArrayList<>();
        List<String> remove = new ArrayList<>();
        migrated.forEach((name, value) -> {
            if (!value.equals(item.get(name))) {
                set.add(names.name(name) + " = " + names.value(value));
            }
        });
        item.keySet().stream().filter(n -> !migrated.containsKey(n)).forEach(n -> remove.add(names.name(n)));
        String pk = names.name(diff.after().table().partitionKey().name());
        String expression = (set.isEmpty() ? "" : "SET " + String.join(", ", set)) + (remove.isEmpty() ? "" : " REMOVE " + String.join(", ", remove));
        UpdateItemRequest.Builder b = UpdateItemRequest.builder().tableName(table).key(key.attributes()).updateExpression(expression.strip())
                .conditionExpression("attribute_exists(" + pk + ")").expressionAttributeNames(names.names);
        if (!names.values.isEmpty()) {
            b.expressionAttributeValues(names.values);
        }
        return b.build();
    }

    /** The item's typed values: its attributes, and what its old table keys hold that it has no attribute for. */
    private Map<String, Object> values(Entity old, Map<String, AttributeValue> item) {
        Map<String, Object> values = new LinkedHashMap<>();
        item.forEach((name, value) -> values.put(name, ItemCodec.fromAttribute(value)));
        for (KeyDefinition k : old.keys()) {
            AttributeValue stored = item.get(k.attribute());
            if (stored == null) {
                continue;
            }
            KeyTemplate t = k.template();
            t.extract(ItemCodec.keyText(stored)).ifPresent(found -> t.placeholders().forEach(p -> p.name()
                    .filter(n -> !values.containsKey(n) && found.containsKey(p.source()))
                    .ifPresent(n -> values.put(n, found.get(p.source())))));
        }
        return values;
    }

    private String describe(Entity old, Map<String, AttributeValue> item) {
        return old.name() + " " + PrimaryKey.of(diff.before(), item).quoted();
    }

    private static final class Counts {
        int selected;
        int written;
        int alreadyDone;
        final List<String> problems = new ArrayList<>();
    }
}

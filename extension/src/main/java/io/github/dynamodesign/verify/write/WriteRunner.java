package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.UpdateActions;
import io.github.dynamodesign.design.WriteConditions;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.sample.FreshItems;
import io.github.dynamodesign.verify.sample.NaturalOrder;
import io.github.dynamodesign.verify.sample.SampleGenerator;
import io.github.dynamodesign.verify.sample.Seeder;
import io.github.dynamodesign.verify.table.ExpressionNames;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a write pattern's operation as documented: PutItem, UpdateItem (the note's SET/REMOVE/ADD), DeleteItem,
 * TransactWriteItems with every understood step, BatchWriteItem, with the documented conditions as real condition
 * expressions.
 */
final class WriteRunner {

    /** {@code if_not_exists(date, :localDate)}: the attribute's own value when the item has one, else the given one. */
    private static final Pattern IF_NOT_EXISTS = Pattern.compile("(?i)if_not_exists\\s*\\(\\s*#?([\\p{L}_][\\p{L}\\p{N}_.]*)\\s*,\\s*(.+)\\)\\s*");
    private static final Pattern SELF_ARITHMETIC = Pattern.compile("^\\s*#?([\\p{L}_][\\p{L}\\p{N}_]*)\\s*([+-])\\s*(\\d+(?:\\.\\d+)?)\\s*$");

    private final Design design;
    private final DynamoDbClient client;
    private final String table;
    private final Seeder seeder;

    WriteRunner(Design design, DynamoDbClient client, String table) {
        this.design = design;
        this.client = client;
        this.table = table;
        this.seeder = new Seeder(design);
    }

    Map<String, AttributeValue> stored(Entity e, Map<String, Object> values) {
        return seeder.store(e, values).orElseThrow(() -> new IllegalStateException(
                e.name() + " cannot be written: " + seeder.problems().get(seeder.problems().size() - 1).message()));
    }

    /** The table key attributes of an item, for a request. */
    Map<String, AttributeValue> primaryKey(Map<String, AttributeValue> item) {
        return PrimaryKey.of(design, item).attributes();
    }

    void put(Map<String, AttributeValue> item) {
        client.putItem(PutItemRequest.builder().tableName(table).item(item).build());
    }

    void delete(Map<String, AttributeValue> key) {
        client.deleteItem(DeleteItemRequest.builder().tableName(table).key(key).build());
    }

    /** Works out what each Update step changes, from its note (or a non-key attribute when the note says nothing). */
    void planUpdates(List<StepItem> items, FreshItems fresh) {
        for (StepItem s : items) {
            if (s.step.verb() != StepVerb.UPDATE) {
                continue;
            }
            UpdateActions actions = s.step.actions();
            if (actions.isEmpty()) {
                Optional<Attribute> free = s.entity.attributes().stream().filter(a -> !feedsAKey(s.entity, a.name())
                        && !a.name().equals(design.table().entityTypeAttribute()) && !SampleGenerator.isIdentifier(a)).findFirst();
                actions = free.map(a -> new UpdateActions(Map.of(a.name(), ":new"), List.of(), Map.of(), Map.of()))
                        .orElse(actions);
            }
            Map<String, Object> after = new LinkedHashMap<>(s.before);
            for (Map.Entry<String, String> set : actions.set().entrySet()) {
                Optional<Attribute> a = s.entity.attribute(set.getKey());
                if (a.isEmpty()) {
                    continue;
                }
                Matcher arithmetic = SELF_ARITHMETIC.matcher(set.getValue());
                Object old = s.before.get(a.get().name());
                Matcher keep = IF_NOT_EXISTS.matcher(set.getValue());
                if (keep.matches() && keep.group(1).equals(a.get().name())) {
                    // an item that has the attribute keeps it; one that has none gets the value given
                    after.put(a.get().name(), old != null ? old : literal(a.get(), keep.group(2)).orElseGet(() -> fresh.another(a.get(), null)));
                } else if (arithmetic.matches() && arithmetic.group(1).equals(a.get().name())) {
                    BigDecimal base = NaturalOrder.number(old).orElse(BigDecimal.ZERO);
                    BigDecimal delta = new BigDecimal(arithmetic.group(3));
                    after.put(a.get().name(), arithmetic.group(2).equals("+") ? base.add(delta) : base.subtract(delta));
                } else if (old != null && s.step.keepsAddressedValue(a.get().name(), copies(s.entity, a.get().name()))) {
                    after.put(a.get().name(), old); // an upsert writes what its key says: SET email = :email at USER#<email>
                } else {
                    after.put(a.get().name(), literal(a.get(), set.getValue()).orElseGet(() -> fresh.another(a.get(), old)));
                }
            }
            actions.remove().forEach(after::remove);
            for (Map.Entry<String, String> add : actions.add().entrySet()) {
                s.entity.attribute(add.getKey()).ifPresent(a -> {
                    if (isSet(a)) {
                        Set<Object> union = new LinkedHashSet<>(elements(s.before.get(a.name())));
                        union.addAll(elements(fresh.another(a, s.before.get(a.name()))));
                        after.put(a.name(), union);
                        return;
                    }
                    BigDecimal base = NaturalOrder.number(s.before.get(a.name())).orElse(BigDecimal.ZERO);
                    after.put(a.name(), base.add(NaturalOrder.number(add.getValue()).orElse(BigDecimal.ONE)));
                });
            }
            for (String deleted : actions.delete().keySet()) {
                s.entity.attribute(deleted).filter(WriteRunner::isSet).ifPresent(a -> {
                    Set<Object> rest = new LinkedHashSet<>(elements(s.before.get(a.name())));
                    rest.stream().findFirst().ifPresent(rest::remove);
                    if (rest.isEmpty()) {
                        after.remove(a.name());
                    } else {
                        after.put(a.name(), rest);
                    }
                });
            }
            s.planned(actions, after);
        }
    }

    private static boolean isSet(Attribute a) {
        return a.type() == AttributeType.STRING_SET || a.type() == AttributeType.NUMBER_SET;
    }

    private static Set<Object> elements(Object value) {
        return value instanceof java.util.Collection<?> c ? new LinkedHashSet<>(c) : Set.of();
    }

    /** A literal of the note (`SHIPPED`, `'DONE'`, `42`, `true`) in the attribute's type; empty for placeholders. */
    private static Optional<Object> literal(Attribute a, String text) {
        String t = text.strip();
        if (t.startsWith(":") || t.startsWith("<") || t.isEmpty() || t.contains("(")) {
            return Optional.empty();
        }
        t = t.replaceAll("^['\"]|['\"]$", "");
        switch (a.kind()) {
            case NUMBER, EPOCH_SECONDS -> {
                return NaturalOrder.number(t).map(n -> n);
            }
            case BOOLEAN -> {
                return t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")
                        ? Optional.of(Boolean.parseBoolean(t.toLowerCase(Locale.ROOT))) : Optional.empty();
            }
            case ENUM -> {
                return a.constraints().allowedValues().contains(t) ? Optional.of(t) : Optional.empty();
            }
            default -> {
                return t.matches("[\\p{L}\\p{N}_#.@-]+") ? Optional.of(t) : Optional.empty();
            }
        }
    }

    /** The entity's values that are the attribute under another name: {@code tournamentId = lbTournamentId}. */
    private static Set<String> copies(Entity e, String attribute) {
        Set<String> names = new LinkedHashSet<>();
        e.derived().stream().filter(d -> d.expression() instanceof io.github.dynamodesign.design.Expression.Reference r
                && r.name().equals(attribute)).forEach(d -> names.add(d.name()));
        return names;
    }

    private boolean feedsAKey(Entity e, String attribute) {
        return e.keys().stream().anyMatch(k -> k.template().references().stream().anyMatch(r -> r.equals(attribute)
                || e.derivedValue(r).map(d -> d.expression().references().contains(attribute)).orElse(false)));
    }

    /** Runs the pattern's operation for the steps; throws DynamoDB's exception when it is rejected. */
    String run(WritePattern w, List<StepItem> items) {
        if (w.operation() == Operation.TRANSACT_WRITE_ITEMS) {
            List<TransactWriteItem> actions = new ArrayList<>();
            for (StepItem s : items) {
                WriteConditions own = w.conditions().forStep(s.step);
                actions.add(transactItem(s, own.notExists(), own.exists()));
            }
            client.transactWriteItems(TransactWriteItemsRequest.builder().transactItems(actions).build());
            return "TransactWriteItems of " + items.size() + " steps";
        }
        if (w.operation() == Operation.BATCH_WRITE_ITEM) {
            List<WriteRequest> requests = new ArrayList<>();
            for (StepItem s : items) {
                if (s.step.verb() == StepVerb.PUT) {
                    requests.add(WriteRequest.builder().putRequest(PutRequest.builder().item(stored(s.entity, s.after())).build()).build());
                } else if (s.step.verb() == StepVerb.DELETE) {
                    requests.add(WriteRequest.builder().deleteRequest(DeleteRequest.builder()
                            .key(primaryKey(stored(s.entity, s.before))).build()).build());
                }
            }
            client.batchWriteItem(BatchWriteItemRequest.builder().requestItems(Map.of(table, requests)).build());
            return "BatchWriteItem of " + requests.size() + " requests";
        }
        List<String> done = new ArrayList<>();
        for (StepItem s : items) {
            ExpressionNames names = new ExpressionNames();
            List<String> notExists = w.conditions().forStep(s.step).notExists();
            List<String> exists = w.conditions().forStep(s.step).exists();
            switch (s.step.verb()) {
                case PUT -> {
                    PutItemRequest.Builder put = PutItemRequest.builder().tableName(table).item(stored(s.entity, s.after()));
                    condition(names, notExists, Guard.NOT_EXISTS).ifPresent(c -> put.conditionExpression(c).expressionAttributeNames(names.names));
                    client.putItem(put.build());
                }
                case DELETE -> {
                    DeleteItemRequest.Builder delete = DeleteItemRequest.builder().tableName(table).key(primaryKey(stored(s.entity, s.before)));
                    condition(names, exists, Guard.EXISTS).ifPresent(c -> delete.conditionExpression(c).expressionAttributeNames(names.names));
                    client.deleteItem(delete.build());
                }
                case UPDATE -> {
                    UpdateItemRequest.Builder update = UpdateItemRequest.builder().tableName(table)
                            .key(primaryKey(stored(s.entity, s.before))).updateExpression(updateExpression(s, names));
                    condition(names, exists, Guard.EXISTS).ifPresent(update::conditionExpression);
                    update.expressionAttributeNames(names.names);
                    if (!names.values.isEmpty()) {
                        update.expressionAttributeValues(names.values);
                    }
                    client.updateItem(update.build());
                }
                case CONDITION_CHECK -> {
                    // a ConditionCheck only exists within a transaction; alone it has nothing to run
                }
            }
            done.add(s.step.verb().label() + " " + s.entity.name());
        }
        return w.operation().apiName() + " " + String.join(", ", done);
    }

    private TransactWriteItem transactItem(StepItem s, List<String> notExists, List<String> exists) {
        ExpressionNames names = new ExpressionNames();
        TransactWriteItem.Builder item = TransactWriteItem.builder();
        switch (s.step.verb()) {
            case PUT -> {
                Put.Builder put = Put.builder().tableName(table).item(stored(s.entity, s.after()));
                condition(names, notExists, Guard.NOT_EXISTS).ifPresent(c -> put.conditionExpression(c).expressionAttributeNames(names.names));
                item.put(put.build());
            }
            case DELETE -> {
                Delete.Builder delete = Delete.builder().tableName(table).key(primaryKey(stored(s.entity, s.before)));
                condition(names, exists, Guard.EXISTS).ifPresent(c -> delete.conditionExpression(c).expressionAttributeNames(names.names));
                item.delete(delete.build());
            }
            case UPDATE -> {
                Update.Builder update = Update.builder().tableName(table).key(primaryKey(stored(s.entity, s.before)))
                        .updateExpression(updateExpression(s, names));
                condition(names, exists, Guard.EXISTS).ifPresent(update::conditionExpression);
                update.expressionAttributeNames(names.names);
                if (!names.values.isEmpty()) {
                    update.expressionAttributeValues(names.values);
                }
                item.update(update.build());
            }
            case CONDITION_CHECK -> {
                List<String> checked = exists.isEmpty() ? List.of(design.table().partitionKey().name()) : exists;
                String c = condition(names, checked, Guard.EXISTS).orElseThrow();
                item.conditionCheck(ConditionCheck.builder().tableName(table).key(primaryKey(stored(s.entity, s.before)))
                        .conditionExpression(c).expressionAttributeNames(names.names).build());
            }
        }
        return item.build();
    }

    /** The condition functions a write's guards become. */
    private enum Guard {
        EXISTS("attribute_exists"), NOT_EXISTS("attribute_not_exists");

        private final String function;

        Guard(String function) {
            this.function = function;
        }
    }

    private static Optional<String> condition(ExpressionNames names, List<String> attributes, Guard guard) {
        if (attributes.isEmpty()) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        for (String a : attributes) {
            parts.add(guard.function + "(" + names.name(a) + ")");
        }
        return Optional.of(String.join(" AND ", parts));
    }

    /** SET/REMOVE/ADD of the note; index key attributes it names get the values their templates render. */
    private String updateExpression(StepItem s, ExpressionNames names) {
        List<String> sets = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        List<String> adds = new ArrayList<>();
        UpdateActions actions = s.actions();
        for (Map.Entry<String, String> set : actions.set().entrySet()) {
            String attribute = set.getKey();
            Optional<KeyAttribute> key = design.allKeyAttributes().stream().filter(k -> k.name().equals(attribute)).findFirst();
            if (key.isPresent()) {
                Optional<Object> rendered;
                try {
                    rendered = s.entity.keyValue(attribute, s.after());
                } catch (ExpressionException e) {
                    rendered = Optional.empty();
                }
                if (rendered.isPresent()) {
                    sets.add(names.name(attribute) + " = " + names.value(ItemCodec.toKey(rendered.get(), key.get().type())));
                } else {
                    removes.add(names.name(attribute));
                }
                continue;
            }
            Matcher arithmetic = SELF_ARITHMETIC.matcher(set.getValue());
            if (arithmetic.matches() && arithmetic.group(1).equals(attribute) && s.entity.attribute(attribute).isPresent()) {
                String n = names.name(attribute);
                sets.add(n + " = if_not_exists(" + n + ", " + names.value(AttributeValue.fromN("0")) + ") "
                        + arithmetic.group(2) + " " + names.value(AttributeValue.fromN(arithmetic.group(3))));
            } else if (s.after().get(attribute) != null) {
                sets.add(names.name(attribute) + " = " + names.value(ItemCodec.toAttribute(s.after().get(attribute))));
            }
        }
        actions.remove().forEach(r -> removes.add(names.name(r)));
        List<String> deletes = new ArrayList<>();
        for (Map.Entry<String, String> add : actions.add().entrySet()) {
            Optional<Attribute> set = s.entity.attribute(add.getKey()).filter(WriteRunner::isSet);
            if (set.isPresent()) {
                Set<Object> added = new LinkedHashSet<>(elements(s.after().get(add.getKey())));
                added.removeAll(elements(s.before.get(add.getKey())));
                if (!added.isEmpty()) {
                    adds.add(names.name(add.getKey()) + " " + names.value(ItemCodec.toAttribute(added)));
                }
                continue;
            }
            adds.add(names.name(add.getKey()) + " " + names.value(AttributeValue.fromN(
                    NaturalOrder.number(add.getValue()).map(ItemCodec::numberText).orElse("1"))));
        }
        for (String deleted : actions.delete().keySet()) {
            if (s.entity.attribute(deleted).filter(WriteRunner::isSet).isEmpty()) {
                continue;
            }
            Set<Object> gone = new LinkedHashSet<>(elements(s.before.get(deleted)));
            gone.removeAll(elements(s.after().get(deleted)));
            if (!gone.isEmpty()) {
                deletes.add(names.name(deleted) + " " + names.value(ItemCodec.toAttribute(gone)));
            }
        }
        StringBuilder expression = new StringBuilder();
        if (!sets.isEmpty()) {
            expression.append("SET ").append(String.join(", ", sets));
        }
        if (!removes.isEmpty()) {
            expression.append(expression.length() == 0 ? "" : " ").append("REMOVE ").append(String.join(", ", removes));
        }
        if (!adds.isEmpty()) {
            expression.append(expression.length() == 0 ? "" : " ").append("ADD ").append(String.join(", ", adds));
        }
        if (!deletes.isEmpty()) {
            expression.append(expression.length() == 0 ? "" : " ").append("DELETE ").append(String.join(", ", deletes));
        }
        if (expression.length() == 0) {
            expression.append("SET ").append(names.name(design.table().entityTypeAttribute())).append(" = ")
                    .append(names.value(AttributeValue.fromS(s.entity.type())));
        }
        return expression.toString();
    }

}

package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The cases of a write or delete pattern, each on freshly generated entities that it removes again: write and read
 * back through every read pattern that returns the entity; the same create again is rejected; a guarded update or
 * delete of a missing item is rejected; after a delete no pattern returns the item or its duplicates.
 */
final class WriteCases {

    private static final Pattern UPSERT = Pattern.compile("(?i)\\b(upsert|replace|overwrite|save)\\b");

    private final Design design;
    private final DynamoDbClient client;
    private final String table;
    private final List<SeededItem> seeded;
    private final List<PatternPlan> reads;
    private final RequestRunner readRunner;
    private final WriteRunner writer;
    private final ReadThrough through;
    private final Companions companions;
    private final long seed;
    private final Map<String, SeededItem> seededByKey = new LinkedHashMap<>();

    WriteCases(Design design, DynamoDbClient client, String table, List<SeededItem> seeded, List<PatternPlan> reads, long seed) {
        this.design = design;
        this.client = client;
        this.table = table;
        this.seeded = seeded;
        this.reads = reads;
        this.readRunner = new RequestRunner(client, table);
        this.writer = new WriteRunner(design, client, table);
        this.through = new ReadThrough(design, reads, readRunner);
        this.companions = new Companions(design);
        this.seed = seed;
        seeded.forEach(i -> seededByKey.put(Seeder.primaryKey(design, i.stored()), i));
    }

    /** Design errors of the pattern: unknown entities, entities without a table key, steps the operation cannot take. */
    List<String> designErrors(WritePattern w) {
        List<String> errors = new ArrayList<>();
        for (WriteStep s : w.steps()) {
            if (!s.understood()) {
                continue;
            }
            String step = w.id() + " step " + s.number() + " " + s.verb().label().toLowerCase(Locale.ROOT) + "s ";
            Optional<Entity> entity = design.entity(s.entity());
            if (entity.isEmpty()) {
                errors.add(step + s.entity() + ", which is no entity of this design");
            } else {
                tableKeyProblems(entity.get()).forEach(p -> errors.add(step + entity.get().name() + ", " + p));
            }
            if (w.operation() == Operation.BATCH_WRITE_ITEM && (s.verb() == StepVerb.UPDATE || s.verb() == StepVerb.CONDITION_CHECK)) {
                errors.add(w.id() + " step " + s.number() + ": BatchWriteItem can only put and delete, not " + s.verb().label());
            }
        }
        if (w.operation() == Operation.BATCH_WRITE_ITEM && !w.conditions().isBlank()) {
            errors.add(w.id() + ": BatchWriteItem takes no condition expressions, so `" + w.conditions().strip()
                    + "` would not be checked; use TransactWriteItems, or one PutItem or DeleteItem per item");
        }
        return errors;
    }

    /** Why none of the entity's items can be written: a table key it gives no value for, or one made of undeclared values. */
    private List<String> tableKeyProblems(Entity e) {
        List<String> problems = new ArrayList<>();
        List<String> missing = design.tableKeysNotWritten(e);
        if (!missing.isEmpty()) {
            problems.add("which gives no " + String.join(", ", missing) + " (the table's key)");
        }
        for (KeyAttribute k : design.tableKeySchema().all()) {
            e.key(k.name()).ifPresent(key -> {
                List<String> undefined = key.template().references().stream().filter(n -> !e.defines(n)).toList();
                if (!undefined.isEmpty()) {
                    problems.add("whose " + key.label() + " `" + key.template().source() + "` names "
                            + String.join(", ", undefined) + ", which " + e.name() + " does not declare");
                }
            });
        }
        return problems;
    }

    /** Steps that are prose and are not run. */
    static List<WriteStep> skippedSteps(WritePattern w) {
        return w.steps().stream().filter(s -> !s.understood()).toList();
    }

    List<CaseCheck> cases(WritePattern w) {
        List<CaseCheck> cases = new ArrayList<>();
        boolean puts = w.steps().stream().anyMatch(s -> s.verb() == StepVerb.PUT);
        boolean updates = w.steps().stream().anyMatch(s -> s.verb() == StepVerb.UPDATE);
        boolean deletes = w.steps().stream().anyMatch(s -> s.verb() == StepVerb.DELETE);
        if (puts || updates) {
            cases.add(new CaseCheck("write, then read it back", () -> writeAndReadBack(w)));
        }
        if (puts && !upsert(w) && w.operation() != Operation.BATCH_WRITE_ITEM) {
            cases.add(new CaseCheck("the same create again is rejected", () -> createTwice(w)));
        }
        if ((updates || deletes) && !WriteRunner.conditionNames(w, false).isEmpty()) {
            cases.add(new CaseCheck("on a missing item it is rejected", () -> missingItem(w)));
        }
        if (deletes) {
            cases.add(new CaseCheck("delete, then no pattern returns it", () -> deleteAndLookFor(w)));
        }
        return cases;
    }

    /** A number of the case's own, so that cases run in parallel write different items. */
    private int space(WritePattern w, int kind) {
        return design.writes().indexOf(w) * 4 + kind + 1;
    }

    private static boolean upsert(WritePattern w) {
        return UPSERT.matcher(w.description()).find() || w.steps().stream().anyMatch(s -> UPSERT.matcher(s.note()).find());
    }

    /** A fresh world for one kind of case: one item per understood step, values shared by name between the steps. */
    private List<WriteRunner.StepItem> freshSteps(WritePattern w, int kind) {
        FreshItems fresh = new FreshItems(design, seed, space(w, kind));
        FreshItems.World world = new FreshItems.World();
        List<WriteRunner.StepItem> items = new ArrayList<>();
        for (WriteStep s : w.steps()) {
            if (s.understood()) {
                Entity e = design.entity(s.entity()).orElseThrow();
                items.add(new WriteRunner.StepItem(s, e, fresh.item(e, world)));
            }
        }
        writer.planUpdates(items, fresh);
        return items;
    }

    private CaseItems caseItems() {
        return new CaseItems(design, writer, seeded, seededByKey);
    }

    private CaseResult writeAndReadBack(WritePattern w) {
        long start = System.nanoTime();
        List<WriteRunner.StepItem> items = freshSteps(w, 0);
        try (CaseItems table = caseItems()) {
            precreate(items, table, false);
            String request;
            try {
                request = writer.run(w, items);
            } catch (DynamoDbException e) {
                return result(w, "write, then read it back", start, List.of(w.id() + " was rejected: " + ReadCase.reason(e)
                        + rejectionHint(e, w, items)), "");
            }
            items.forEach(s -> table.wrote(writer.stored(s.entity, s.after)));
            List<String> problems = new ArrayList<>();
            List<SeededItem> live = new ArrayList<>();
            Map<String, String> notes = new LinkedHashMap<>();
            for (WriteRunner.StepItem s : items) {
                if (s.step.verb() == StepVerb.DELETE || s.step.verb() == StepVerb.CONDITION_CHECK && s.after == s.before) {
                    if (s.step.verb() == StepVerb.CONDITION_CHECK) {
                        readBack(s.entity, s.before).ifPresent(stored -> live.add(new SeededItem(s.entity, s.before, stored, "written")));
                    }
                    continue;
                }
                boolean update = s.step.verb() == StepVerb.UPDATE;
                Optional<Map<String, AttributeValue>> stored = readBack(s.entity, update ? s.before : s.after);
                if (stored.isEmpty()) {
                    problems.add("after " + w.id() + " " + verb(s) + ", the item is not in the table");
                    continue;
                }
                if (update && !movedKey(w, s).map(problems::add).orElse(false)) {
                    problems.addAll(staleKeys(w, s, stored.get()));
                } else if (update) {
                    continue;
                }
                live.add(new SeededItem(s.entity, s.after, stored.get(), "written"));
            }
            for (SeededItem item : live) {
                problems.addAll(through.findThrough(w, item, table.seeded(), live, notes, "did not find it"));
            }
            for (WriteRunner.StepItem s : items) {
                if (s.step.verb() == StepVerb.UPDATE && !s.before.equals(s.after)) {
                    SeededItem old = new SeededItem(s.entity, s.before, writer.stored(s.entity, s.before), "old");
                    Optional<SeededItem> now = live.stream().filter(i -> i.values() == s.after).findFirst();
                    now.ifPresent(n -> notes.put(Seeder.primaryKey(design, n.stored()), "it is found under its old values: "
                            + w.id() + " changed " + changed(s) + ", but the keys made of them were not updated"));
                    problems.addAll(through.notUnderOldKey(w, s, old, table.seeded(), live, notes));
                }
            }
            return result(w, "write, then read it back", start, problems, request);
        }
    }

    /** An update that changes what the primary key is made of: UpdateItem cannot move an item to another key. */
    private Optional<String> movedKey(WritePattern w, WriteRunner.StepItem s) {
        Map<String, AttributeValue> oldKey = writer.primaryKey(writer.stored(s.entity, s.before));
        Map<String, AttributeValue> newKey = writer.primaryKey(writer.stored(s.entity, s.after));
        if (oldKey.equals(newKey)) {
            return Optional.empty();
        }
        List<String> keys = oldKey.keySet().stream().filter(k -> !oldKey.get(k).equals(newKey.get(k))).toList();
        return Optional.of("after " + w.id() + " " + verb(s) + ", the " + s.entity.name() + " is still under its old key `"
                + Seeder.primaryKey(design, oldKey) + "`, not under `" + Seeder.primaryKey(design, newKey) + "`: " + w.id()
                + " changes " + String.join(", ", feeding(s, keys)) + ", which " + String.join(", ", keys)
                + (keys.size() == 1 ? " is" : " are") + " made of, and UpdateItem cannot change a key attribute"
                + " — delete the old item and put the new one in one TransactWriteItems");
    }

    /** Key attributes the stored item holds that no longer match the entity's templates for the new values. */
    private List<String> staleKeys(WritePattern w, WriteRunner.StepItem s, Map<String, AttributeValue> stored) {
        List<String> problems = new ArrayList<>();
        Map<String, AttributeValue> expected = writer.stored(s.entity, s.after);
        List<KeySchema> schemas = new ArrayList<>();
        design.indexes().forEach(i -> schemas.add(i.keySchema()));
        Set<String> reported = new LinkedHashSet<>();
        for (KeySchema schema : schemas) {
            boolean expectedIn = schema.all().stream().allMatch(k -> expected.containsKey(k.name()));
            boolean actualIn = schema.all().stream().allMatch(k -> stored.containsKey(k.name()));
            if (!expectedIn && !actualIn) {
                continue;
            }
            for (KeyAttribute k : schema.all()) {
                if (s.entity.writesKey(k.name()) && !Objects.equals(expected.get(k.name()), stored.get(k.name()))
                        && reported.add(k.name())) {
                    problems.add(staleKey(w, s, k, expected, stored));
                }
            }
        }
        return problems;
    }

    private static String staleKey(WritePattern w, WriteRunner.StepItem s, KeyAttribute k, Map<String, AttributeValue> expected,
            Map<String, AttributeValue> stored) {
        String actual = stored.containsKey(k.name()) ? "is still `" + ItemCodec.keyText(stored.get(k.name())) + "`" : "is missing";
        String wanted = expected.containsKey(k.name()) ? "`" + ItemCodec.keyText(expected.get(k.name())) + "`" : "none";
        return "after " + w.id() + " " + verb(s) + ", its " + k.name() + " " + actual + " where " + s.entity.name()
                + "'s template gives " + wanted + " for the new values: " + w.id() + " changes "
                + String.join(", ", feeding(s, List.of(k.name()))) + ", which " + k.name() + " is made of, but does not "
                + (expected.containsKey(k.name()) ? "set " : "remove ") + k.name();
    }

    /** The attributes an update changes that feed the given key attributes. */
    private static List<String> feeding(WriteRunner.StepItem s, List<String> keys) {
        List<String> names = new ArrayList<>();
        for (String changed : changedNames(s)) {
            boolean feeds = keys.stream().anyMatch(k -> s.entity.key(k).map(d -> d.template().references().stream()
                    .anyMatch(r -> r.equals(changed) || s.entity.derivedValue(r)
                            .map(v -> v.expression().references().contains(changed)).orElse(false))).orElse(false));
            if (feeds) {
                names.add(changed);
            }
        }
        return names.isEmpty() ? changedNames(s) : names;
    }

    private CaseResult createTwice(WritePattern w) {
        long start = System.nanoTime();
        List<WriteRunner.StepItem> items = freshSteps(w, 1);
        try (CaseItems table = caseItems()) {
            precreate(items, table, false);
            try {
                writer.run(w, items);
            } catch (DynamoDbException e) {
                return result(w, "the same create again is rejected", start,
                        List.of(w.id() + " was rejected the first time: " + ReadCase.reason(e) + rejectionHint(e, w, items)), "");
            }
            items.forEach(s -> table.wrote(writer.stored(s.entity, s.after)));
            try {
                writer.run(w, items);
            } catch (DynamoDbException e) {
                if (conditionFailed(e)) {
                    return result(w, "the same create again is rejected", start, List.of(), "");
                }
                return result(w, "the same create again is rejected", start,
                        List.of(w.id() + " the second time was rejected, but not by its condition: " + ReadCase.reason(e)), "");
            }
            List<String> guards = WriteRunner.conditionNames(w, true);
            String puts = String.join(", ", items.stream().filter(s -> s.step.verb() == StepVerb.PUT).map(s -> s.entity.name()).distinct().toList());
            String why = guards.isEmpty()
                    ? "the create has no attribute_not_exists condition"
                    : "its condition attribute_not_exists(" + String.join(", ", guards) + ") names no attribute of the item ("
                            + "the key attributes are " + String.join(", ", design.tableKeySchema().all().stream().map(KeyAttribute::name).toList()) + ")";
            return result(w, "the same create again is rejected", start, List.of(w.id() + " wrote " + puts
                    + " twice without complaint, so a repeated request silently overwrites it: " + why), "");
        }
    }

    private CaseResult missingItem(WritePattern w) {
        long start = System.nanoTime();
        List<WriteRunner.StepItem> items = freshSteps(w, 2);
        try (CaseItems table = caseItems()) {
            precreate(items, table, true);
            items.forEach(s -> table.wrote(writer.stored(s.entity, s.after)));
            try {
                writer.run(w, items);
            } catch (DynamoDbException e) {
                return conditionFailed(e) ? result(w, "on a missing item it is rejected", start, List.of(), "")
                        : result(w, "on a missing item it is rejected", start,
                        List.of(w.id() + " on a missing item was rejected, but not by its condition: " + ReadCase.reason(e)), "");
            }
            String targets = String.join(", ", items.stream().filter(s -> s.step.verb() == StepVerb.UPDATE || s.step.verb() == StepVerb.DELETE)
                    .map(s -> s.entity.name()).toList());
            return result(w, "on a missing item it is rejected", start, List.of(w.id() + " ran on a missing " + targets
                    + " although it is guarded by attribute_exists(" + String.join(", ", WriteRunner.conditionNames(w, false))
                    + "): the condition names no attribute the item has"), "");
        }
    }

    private CaseResult deleteAndLookFor(WritePattern w) {
        long start = System.nanoTime();
        FreshItems fresh = new FreshItems(design, seed, space(w, 3));
        FreshItems.World world = new FreshItems.World();
        List<SeededItem> created = new ArrayList<>();
        Set<Entity> deletedTypes = new LinkedHashSet<>();
        w.steps().stream().filter(s -> s.verb() == StepVerb.DELETE).forEach(s -> design.entity(s.entity()).ifPresent(deletedTypes::add));
        try (CaseItems table = caseItems()) {
            Set<Entity> together = new LinkedHashSet<>();
            deletedTypes.forEach(d -> together.addAll(companions.creators(d)));
            for (Entity e : together) {
                Map<String, Object> values = fresh.item(e, world);
                Map<String, AttributeValue> stored = writer.stored(e, values);
                table.put(stored);
                created.add(new SeededItem(e, values, stored, "written"));
            }
            List<WriteRunner.StepItem> items = new ArrayList<>();
            List<SeededItem> putHere = new ArrayList<>();
            for (WriteStep s : w.steps()) {
                if (!s.understood()) {
                    continue;
                }
                Entity e = design.entity(s.entity()).orElseThrow();
                if (s.verb() == StepVerb.PUT) {
                    Map<String, Object> values = fresh.item(e, world);
                    items.add(new WriteRunner.StepItem(s, e, values));
                    Map<String, AttributeValue> stored = writer.stored(e, values);
                    table.free(stored);
                    putHere.add(new SeededItem(e, values, stored, "written"));
                    continue;
                }
                Optional<SeededItem> existing = created.stream()
                        .filter(c -> c.entity() == e && items.stream().noneMatch(i -> i.before == c.values())).findFirst();
                Map<String, Object> values = existing.map(SeededItem::values).orElseGet(() -> fresh.item(e, world));
                items.add(new WriteRunner.StepItem(s, e, values));
                if (existing.isEmpty()) {
                    Map<String, AttributeValue> stored = writer.stored(e, values);
                    table.put(stored);
                    created.add(new SeededItem(e, values, stored, "written"));
                }
            }
            writer.planUpdates(items, fresh);
            String request;
            try {
                request = writer.run(w, items);
            } catch (DynamoDbException e) {
                return result(w, "delete, then no pattern returns it", start,
                        List.of(w.id() + " was rejected: " + ReadCase.reason(e) + rejectionHint(e, w, items)), "");
            }
            List<String> problems = new ArrayList<>();
            List<SeededItem> live = new ArrayList<>();
            Map<String, String> notes = new LinkedHashMap<>();
            List<SeededItem> gone = new ArrayList<>();
            for (SeededItem p : putHere) {
                readBack(p.entity(), p.values()).ifPresent(stored -> live.add(new SeededItem(p.entity(), p.values(), stored, "written")));
            }
            for (SeededItem c : created) {
                boolean deletedHere = items.stream().anyMatch(s -> s.step.verb() == StepVerb.DELETE && s.entity == c.entity());
                boolean companion = !deletedHere && deletedTypes.stream().anyMatch(d -> companions.isCompanion(c.entity(), d));
                Optional<Map<String, AttributeValue>> still = readBack(c.entity(), c.values());
                if (deletedHere || companion) {
                    gone.add(c);
                    String owner = deletedHere ? c.entity().name() : deletedTypes.iterator().next().name();
                    notes.put(Seeder.primaryKey(design, c.stored()), deletedHere
                            ? "it was deleted by " + w.id() + ", but DynamoDB still returns it"
                            : "it duplicates the deleted " + owner + ", and " + w.id() + " does not delete it");
                    if (still.isPresent()) {
                        problems.add("after " + w.id() + " " + (deletedHere ? "deleted " + c.entity().name() : "deleted " + owner)
                                + ", its " + (deletedHere ? "" : "duplicate ") + c.entity().name() + " `" + Seeder.primaryKey(design, still.get())
                                + "` is still in the table" + (deletedHere ? "" : ": delete it in the same " + w.operation().apiName()));
                    }
                } else if (still.isPresent()) {
                    live.add(new SeededItem(c.entity(), c.values(), still.get(), "written"));
                }
            }
            for (SeededItem g : gone) {
                problems.addAll(through.findThrough(w, g, table.seeded(), live, notes, "still returns it"));
            }
            return result(w, "delete, then no pattern returns it", start, problems, request);
        }
    }

    /**
     * Writes the items the steps update, delete or check; the keys of the items the steps put (and, with skipGuarded,
     * of the ones they update or delete) are made free.
     */
    private void precreate(List<WriteRunner.StepItem> items, CaseItems table, boolean skipGuarded) {
        for (WriteRunner.StepItem s : items) {
            boolean target = s.step.verb() == StepVerb.UPDATE || s.step.verb() == StepVerb.DELETE
                    || s.step.verb() == StepVerb.CONDITION_CHECK;
            Map<String, AttributeValue> stored = writer.stored(s.entity, s.before);
            if (target && !(skipGuarded && s.step.verb() != StepVerb.CONDITION_CHECK)) {
                table.put(stored);
            } else {
                table.free(stored);
            }
        }
    }

    private Optional<Map<String, AttributeValue>> readBack(Entity e, Map<String, Object> values) {
        Map<String, AttributeValue> key = writer.primaryKey(writer.stored(e, values));
        GetItemResponse response = client.getItem(GetItemRequest.builder().tableName(table).key(key).consistentRead(true).build());
        return response.hasItem() && !response.item().isEmpty() ? Optional.of(response.item()) : Optional.empty();
    }

    private static boolean conditionFailed(DynamoDbException e) {
        if (e instanceof ConditionalCheckFailedException) {
            return true;
        }
        return e instanceof TransactionCanceledException t && t.hasCancellationReasons()
                && t.cancellationReasons().stream().anyMatch(r -> "ConditionalCheckFailed".equals(r.code()));
    }

    private String rejectionHint(DynamoDbException e, WritePattern w, List<WriteRunner.StepItem> items) {
        Optional<String> twice = oneItemTwice(items);
        if (twice.isPresent()) {
            return twice.get();
        }
        if (conditionFailed(e)) {
            return " — its condition (" + w.conditions() + ") does not hold for a new item as the design writes it";
        }
        long steps = w.steps().stream().filter(WriteStep::understood).count();
        if (w.operation() == Operation.TRANSACT_WRITE_ITEMS && steps > 100) {
            return " — a TransactWriteItems takes at most 100 actions and " + w.id() + " has " + steps + " steps";
        }
        if (w.operation() == Operation.BATCH_WRITE_ITEM && steps > 25) {
            return " — a BatchWriteItem takes at most 25 requests and " + w.id() + " has " + steps + " steps";
        }
        return "";
    }

    /** Two steps whose items have one primary key: one request cannot act on an item twice. */
    private Optional<String> oneItemTwice(List<WriteRunner.StepItem> items) {
        Map<String, WriteRunner.StepItem> byKey = new LinkedHashMap<>();
        for (WriteRunner.StepItem s : items) {
            String key = Seeder.primaryKey(design, writer.stored(s.entity, s.before));
            WriteRunner.StepItem first = byKey.putIfAbsent(key, s);
            if (first != null) {
                return Optional.of(" — steps " + first.step.number() + " and " + s.step.number() + " (" + verb(first) + ", "
                        + verb(s) + ") act on one item `" + key + "`: their keys render the same, so one request cannot take both"
                        + (first.entity == s.entity ? "" : ", and one entity's item would overwrite the other's (key-collision)"));
            }
        }
        return Optional.empty();
    }

    static String verb(WriteRunner.StepItem s) {
        return s.step.verb().label() + " " + s.entity.name();
    }

    static String stepsText(WritePattern w) {
        return String.join(", ", w.steps().stream().filter(WriteStep::understood).map(s -> s.verb().label() + " " + s.entity()).toList());
    }

    private static String changed(WriteRunner.StepItem s) {
        return String.join(", ", changedNames(s));
    }

    private static List<String> changedNames(WriteRunner.StepItem s) {
        List<String> names = new ArrayList<>();
        s.after.forEach((k, v) -> {
            if (!v.equals(s.before.get(k))) {
                names.add(k);
            }
        });
        s.before.keySet().stream().filter(k -> !s.after.containsKey(k)).forEach(names::add);
        return names;
    }

    private CaseResult result(WritePattern w, String name, long start, List<String> problems, String request) {
        boolean passed = problems.isEmpty();
        return new CaseResult(name, Map.of(), passed ? Status.PASSED : Status.FAILED, 0, 0, List.of(), List.of(), List.of(),
                passed ? "" : w.id() + " " + name + ":\n  " + String.join("\n  ", problems), request,
                (System.nanoTime() - start) / 1000, List.of(), List.of());
    }
}

package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.ItemOrigin;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** Write, then every read pattern that returns the written entity finds it exactly; an update that moves a key or leaves an index key stale is explained. */
final class WriteAndReadBack extends WriteCase {

    WriteAndReadBack(WriteContext context) {
        super(context, WriteCaseKind.WRITE_AND_READ_BACK);
    }

    @Override
    CaseResult run(WritePattern w) {
        long start = System.nanoTime();
        List<StepItem> items = freshSteps(w);
        try (CaseItems table = caseItems()) {
            prepare(items, table, Targets.PRESENT);
            String request;
            try {
                request = context.action().run(w, items, table);
            } catch (DynamoDbException e) {
                return rejected(w, start, "", e, items);
            }
            items.forEach(s -> table.wrote(writer.stored(s.entity, s.after())));
            List<String> problems = new ArrayList<>();
            List<SeededItem> live = new ArrayList<>();
            Map<PrimaryKey, String> notes = new LinkedHashMap<>();
            for (StepItem s : items) {
                if (s.step.verb() == StepVerb.DELETE || s.step.verb() == StepVerb.CONDITION_CHECK && s.after() == s.before) {
                    if (s.step.verb() == StepVerb.CONDITION_CHECK) {
                        readBack(s.entity, s.before).ifPresent(stored -> live.add(new SeededItem(s.entity, s.before, stored, ItemOrigin.WRITTEN)));
                    }
                    continue;
                }
                boolean update = s.step.verb() == StepVerb.UPDATE;
                Optional<Map<String, AttributeValue>> stored = readBack(s.entity, update ? s.before : s.after());
                if (stored.isEmpty()) {
                    problems.add("after " + w.id() + " " + s.verb() + ", the item is not in the table");
                    continue;
                }
                if (s.step.verb() == StepVerb.PUT) {
                    problems.addAll(keyAttributes(w, s, stored.get()));
                }
                if (update && !movedKey(w, s).map(problems::add).orElse(false)) {
                    problems.addAll(staleKeys(w, s, stored.get()));
                } else if (update) {
                    continue;
                }
                live.add(new SeededItem(s.entity, s.after(), stored.get(), ItemOrigin.WRITTEN));
            }
            Set<String> leftOnPurpose = new LinkedHashSet<>();
            items.forEach(s -> leftOnPurpose.addAll(s.removedKeys()));
            for (SeededItem item : live) {
                problems.addAll(through.findThrough(w, item, table.seeded(), live, notes, ReadThrough.Expectation.FOUND,
                        leftOnPurpose));
            }
            for (StepItem s : items) {
                if (s.step.verb() == StepVerb.UPDATE && !s.before.equals(s.after())) {
                    SeededItem old = new SeededItem(s.entity, s.before, writer.stored(s.entity, s.before), ItemOrigin.BEFORE_UPDATE);
                    Optional<SeededItem> now = live.stream().filter(i -> i.values() == s.after()).findFirst();
                    now.ifPresent(n -> notes.put(PrimaryKey.of(design, n.stored()), "it is found under its old values: "
                            + w.id() + " changed " + String.join(", ", s.changedNames()) + ", but the keys made of them were not updated"));
                    problems.addAll(through.notUnderOldKey(w, s, old, table.seeded(), live, notes));
                }
            }
            return result(w, start, problems, request);
        }
    }

    /**
     * The key attributes of the table and of every index as the item holds them, against what the entity's templates
     * render for its values: a missing index attribute keeps the item out of that index.
     */
    private List<String> keyAttributes(WritePattern w, StepItem s, Map<String, AttributeValue> stored) {
        List<String> problems = new ArrayList<>();
        Map<String, AttributeValue> expected = writer.stored(s.entity, s.after());
        Set<String> names = new LinkedHashSet<>();
        design.tableKeySchema().all().forEach(k -> names.add(k.name()));
        design.indexes().forEach(i -> i.keySchema().all().forEach(k -> names.add(k.name())));
        for (String name : names) {
            AttributeValue want = expected.get(name);
            AttributeValue got = stored.get(name);
            if (Objects.equals(want, got)) {
                continue;
            }
            String indexes = String.join(", ", design.indexes().stream().filter(i -> i.keySchema().all().stream().anyMatch(k -> k.name().equals(name)))
                    .map(i -> i.name()).toList());
            String readers = String.join(", ", design.reads().stream().filter(r -> r.indexName().map(indexes::contains).orElse(false))
                    .map(r -> r.id()).toList());
            String where = indexes.isEmpty() ? "" : ": the item is not where " + indexes + (readers.isEmpty() ? "" : " (" + readers + ")") + " looks for it";
            problems.add("after " + w.id() + " " + s.verb() + ", its " + name + (got == null ? " is missing" : " is `" + ItemCodec.keyText(got) + "`")
                    + ", where " + s.entity.name() + "'s template gives " + (want == null ? "none for these values" : "`" + ItemCodec.keyText(want) + "`")
                    + where);
        }
        return problems;
    }

    /** An update that changes what the primary key is made of: UpdateItem cannot move an item to another key. */
    private Optional<String> movedKey(WritePattern w, StepItem s) {
        Map<String, AttributeValue> oldKey = writer.primaryKey(writer.stored(s.entity, s.before));
        Map<String, AttributeValue> newKey = writer.primaryKey(writer.stored(s.entity, s.after()));
        if (oldKey.equals(newKey)) {
            return Optional.empty();
        }
        List<String> keys = oldKey.keySet().stream().filter(k -> !oldKey.get(k).equals(newKey.get(k))).toList();
        return Optional.of("after " + w.id() + " " + s.verb() + ", the " + s.entity.name() + " is still under its old key `"
                + PrimaryKey.of(design, oldKey) + "`, not under `" + PrimaryKey.of(design, newKey) + "`: " + w.id()
                + " changes " + String.join(", ", feeding(s, keys)) + ", which " + String.join(", ", keys)
                + (keys.size() == 1 ? " is" : " are") + " made of, and UpdateItem cannot change a key attribute"
                + " — delete the old item and put the new one in one TransactWriteItems");
    }

    /** Key attributes the stored item holds that no longer match the entity's templates for the new values. */
    private List<String> staleKeys(WritePattern w, StepItem s, Map<String, AttributeValue> stored) {
        List<String> problems = new ArrayList<>();
        Map<String, AttributeValue> expected = new LinkedHashMap<>(writer.stored(s.entity, s.after()));
        expected.keySet().removeAll(s.removedKeys());
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

    private static String staleKey(WritePattern w, StepItem s, KeyAttribute k, Map<String, AttributeValue> expected,
            Map<String, AttributeValue> stored) {
        String actual = stored.containsKey(k.name()) ? "is still `" + ItemCodec.keyText(stored.get(k.name())) + "`" : "is missing";
        String wanted = expected.containsKey(k.name()) ? "`" + ItemCodec.keyText(expected.get(k.name())) + "`" : "none";
        return "after " + w.id() + " " + s.verb() + ", its " + k.name() + " " + actual + " where " + s.entity.name()
                + "'s template gives " + wanted + " for the new values: " + w.id() + " changes "
                + String.join(", ", feeding(s, List.of(k.name()))) + ", which " + k.name() + " is made of, but does not "
                + (expected.containsKey(k.name()) ? "set " : "remove ") + k.name();
    }

    /** The attributes an update changes that feed the given key attributes. */
    private static List<String> feeding(StepItem s, List<String> keys) {
        List<String> names = new ArrayList<>();
        for (String changed : s.changedNames()) {
            boolean feeds = keys.stream().anyMatch(k -> s.entity.key(k).map(d -> d.template().references().stream()
                    .anyMatch(r -> r.equals(changed) || s.entity.derivedValue(r)
                            .map(v -> v.expression().references().contains(changed)).orElse(false))).orElse(false));
            if (feeds) {
                names.add(changed);
            }
        }
        return names.isEmpty() ? s.changedNames() : names;
    }
}

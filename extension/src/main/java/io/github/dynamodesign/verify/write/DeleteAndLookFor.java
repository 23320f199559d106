package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.ItemOrigin;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.sample.FreshItems;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Delete, then no read pattern returns the item, nor a duplicate the design writes with it. */
final class DeleteAndLookFor extends WriteCase {

    DeleteAndLookFor(WriteContext context) {
        super(context, WriteCaseKind.DELETE_AND_LOOK);
    }

    @Override
    CaseResult run(WritePattern w) {
        long start = System.nanoTime();
        FreshItems fresh = fresh(w);
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
                created.add(new SeededItem(e, values, stored, ItemOrigin.WRITTEN));
            }
            List<StepItem> items = new ArrayList<>();
            List<SeededItem> putHere = new ArrayList<>();
            FreshItems.World renewed = null;
            for (WriteStep s : w.steps()) {
                if (!s.understood()) {
                    continue;
                }
                Entity e = design.entity(s.entity()).orElseThrow();
                if (s.verb() == StepVerb.PUT) {
                    renewed = renewed == null && isNewVersion(s) ? fresh.identifiersOf(world) : renewed;
                    Map<String, Object> values = fresh.item(e, isNewVersion(s) ? renewed : world, s.renamed());
                    items.add(new StepItem(s, e, values));
                    Map<String, AttributeValue> stored = writer.stored(e, values);
                    table.free(stored);
                    putHere.add(new SeededItem(e, values, stored, ItemOrigin.WRITTEN));
                    continue;
                }
                Optional<SeededItem> existing = created.stream()
                        .filter(c -> c.entity() == e && items.stream().noneMatch(i -> i.before == c.values())).findFirst();
                Map<String, Object> values = existing.map(SeededItem::values).orElseGet(() -> fresh.item(e, world));
                items.add(new StepItem(s, e, values));
                if (existing.isEmpty()) {
                    Map<String, AttributeValue> stored = writer.stored(e, values);
                    table.put(stored);
                    created.add(new SeededItem(e, values, stored, ItemOrigin.WRITTEN));
                }
            }
            writer.planUpdates(items, fresh);
            String request;
            try {
                request = context.action().run(w, items, table);
            } catch (DynamoDbException e) {
                return rejected(w, start, "", e, items);
            }
            List<String> problems = new ArrayList<>();
            List<SeededItem> live = new ArrayList<>();
            Map<PrimaryKey, String> notes = new LinkedHashMap<>();
            List<SeededItem> gone = new ArrayList<>();
            for (SeededItem p : putHere) {
                readBack(p.entity(), p.values()).ifPresent(stored -> live.add(new SeededItem(p.entity(), p.values(), stored, ItemOrigin.WRITTEN)));
            }
            for (SeededItem c : created) {
                boolean deletedHere = items.stream().anyMatch(s -> s.step.verb() == StepVerb.DELETE && s.entity == c.entity());
                // a copy the design creates with the deleted item (not an item the pattern only updates beside it)
                boolean companion = !deletedHere && deletedTypes.stream().anyMatch(d -> companions.creators(d).contains(c.entity())
                        && companions.isCompanion(c.entity(), d));
                Optional<Map<String, AttributeValue>> still = readBack(c.entity(), c.values());
                if (deletedHere || companion) {
                    gone.add(c);
                    String owner = deletedHere ? c.entity().name() : deletedTypes.iterator().next().name();
                    notes.put(PrimaryKey.of(design, c.stored()), deletedHere
                            ? "it was deleted by " + w.id() + ", but DynamoDB still returns it"
                            : "it duplicates the deleted " + owner + ", and " + w.id() + " does not delete it");
                    if (still.isPresent()) {
                        problems.add("after " + w.id() + " " + (deletedHere ? "deleted " + c.entity().name() : "deleted " + owner)
                                + ", its " + (deletedHere ? "" : "duplicate ") + c.entity().name() + " `" + PrimaryKey.of(design, still.get())
                                + "` is still in the table" + (deletedHere ? "" : ": delete it in the same " + w.operation().apiName()));
                    }
                } else if (still.isPresent()) {
                    live.add(new SeededItem(c.entity(), c.values(), still.get(), ItemOrigin.WRITTEN));
                }
            }
            for (SeededItem g : gone) {
                problems.addAll(through.findThrough(w, g, table.seeded(), live, notes, ReadThrough.Expectation.GONE, Set.of()));
            }
            return result(w, start, problems, request);
        }
    }
}

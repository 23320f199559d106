package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.sample.Companions;
import io.github.dynamodesign.verify.sample.FreshItems;
import io.github.dynamodesign.verify.table.DynamoErrors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One kind of write case: fresh items for the pattern, the table prepared for them and put back as it was, the
 * operation run, and the outcome judged.
 */
abstract class WriteCase {

    /** Whether the items a step updates or deletes are in the table before the operation runs. */
    enum Targets {
        PRESENT, MISSING
    }

    final WriteContext context;
    final WriteCaseKind kind;
    final Design design;
    final DynamoDbClient client;
    final String table;
    final WriteRunner writer;
    final ReadThrough through;
    final Companions companions;

    WriteCase(WriteContext context, WriteCaseKind kind) {
        this.context = context;
        this.kind = kind;
        this.design = context.design();
        this.client = context.client();
        this.table = context.table();
        this.writer = context.writer();
        this.through = context.through();
        this.companions = context.companions();
    }

    /** Runs the case for the pattern. */
    abstract CaseResult run(WritePattern w);

    /** The fresh values of this case of the pattern: its own, so that cases running at the same time never collide. */
    FreshItems fresh(WritePattern w) {
        return new FreshItems(design, context.seed(), kind.space(design.writes().indexOf(w)));
    }

    private static final java.util.regex.Pattern NEW_VERSION = java.util.regex.Pattern.compile(
            "(?i)\\b(?:Put|PutItem|Create|Insert|Write)\\s+(?:the\\s+|a\\s+)?(?:new|updated|replacement|re-?keyed)\\s");

    /** Whether the step puts the new version of an item another step deletes ("Put new SongRating"). */
    static boolean isNewVersion(WriteStep s) {
        return NEW_VERSION.matcher(s.source()).find();
    }

    /**
     * A fresh world for the case: one item per understood step, values shared by name between the steps; a step that
     * puts the new version of an item ("Put new SongRating") shares only the identifiers.
     */
    List<StepItem> freshSteps(WritePattern w) {
        FreshItems fresh = fresh(w);
        FreshItems.World world = new FreshItems.World();
        FreshItems.World renewed = null;
        List<StepItem> items = new ArrayList<>();
        for (WriteStep s : w.steps()) {
            if (s.understood()) {
                Entity e = design.entity(s.entity()).orElseThrow();
                if (isNewVersion(s)) {
                    // "Delete old SongRating + Put new SongRating": the new version of the same items keeps their
                    // identifiers and takes new values for the rest, the same ones across the steps that say "new"
                    renewed = renewed != null ? renewed : fresh.identifiersOf(world);
                    items.add(new StepItem(s, e, fresh.item(e, renewed, s.renamed())));
                } else {
                    items.add(new StepItem(s, e, fresh.item(e, world, s.renamed(), anotherItem(w, s, e))));
                }
            }
        }
        writer.planUpdates(items, fresh);
        return items;
    }

    /**
     * Whether the step acts on another item of an entity an earlier step of one request acts on: a transaction or a batch
     * cannot act on one item twice, so two steps the reader did not merge into one are two items, unless the step writes
     * its key as the earlier one does (then the design names one item twice, and the case says so).
     */
    private boolean anotherItem(WritePattern w, WriteStep s, Entity e) {
        if (w.operation() != Operation.TRANSACT_WRITE_ITEMS && w.operation() != Operation.BATCH_WRITE_ITEM
                || s.source() != null && s.source().contains("<")) {
            return false;
        }
        for (WriteStep earlier : w.steps()) {
            if (earlier == s) {
                return false;
            }
            if (earlier.understood() && design.entity(earlier.entity()).map(o -> o.type().equals(e.type())).orElse(false)) {
                return true;
            }
        }
        return false;
    }

    CaseItems caseItems() {
        return new CaseItems(design, writer, context.seeded(), context.seededByKey());
    }

    /**
     * Writes the items the steps check, and those they update or delete when the targets are to be present; the keys of
     * the items the steps put (and of missing targets) are made free.
     */
    void prepare(List<StepItem> items, CaseItems table, Targets targets) {
        for (StepItem s : items) {
            boolean target = s.step.verb() == StepVerb.UPDATE || s.step.verb() == StepVerb.DELETE
                    || s.step.verb() == StepVerb.CONDITION_CHECK;
            Map<String, AttributeValue> stored = writer.stored(s.entity, s.before);
            if (target && (targets == Targets.PRESENT || s.step.verb() == StepVerb.CONDITION_CHECK)) {
                table.put(stored);
            } else {
                table.free(stored);
            }
        }
    }

    Optional<Map<String, AttributeValue>> readBack(Entity e, Map<String, Object> values) {
        Map<String, AttributeValue> key = writer.primaryKey(writer.stored(e, values));
        GetItemResponse response = client.getItem(GetItemRequest.builder().tableName(table).key(key).consistentRead(true).build());
        return response.hasItem() && !response.item().isEmpty() ? Optional.of(response.item()) : Optional.empty();
    }

    /**
     * The case failed because DynamoDB rejected the operation: its reason and a hint.
     *
     * @param when which run it was ({@code ""}, {@code " the first time"})
     */
    CaseResult rejected(WritePattern w, long start, String when, DynamoDbException e, List<StepItem> items) {
        return result(w, start, List.of(w.id() + " was rejected" + when + ": " + DynamoErrors.reason(e) + rejectionHint(e, w, items)), "");
    }

    /**
     * The case expects the pattern's condition to reject the operation: passed when it did, failed with the reason
     * when something else did.
     *
     * @param run which run it was ({@code " the second time"}, {@code " on a missing item"})
     */
    CaseResult rejectedByCondition(WritePattern w, long start, String run, DynamoDbException e) {
        return DynamoErrors.conditionFailed(e) ? result(w, start, List.of(), "")
                : result(w, start, List.of(w.id() + run + " was rejected, but not by its condition: " + DynamoErrors.reason(e)), "");
    }

    private String rejectionHint(DynamoDbException e, WritePattern w, List<StepItem> items) {
        Optional<String> twice = oneItemTwice(items);
        if (twice.isPresent()) {
            return twice.get();
        }
        if (DynamoErrors.conditionFailed(e)) {
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
    Optional<String> oneItemTwice(List<StepItem> items) {
        Map<PrimaryKey, StepItem> byKey = new LinkedHashMap<>();
        for (StepItem s : items) {
            PrimaryKey key = PrimaryKey.of(design, writer.stored(s.entity, s.before));
            StepItem first = byKey.putIfAbsent(key, s);
            if (first != null) {
                return Optional.of(" — steps " + first.step.number() + " and " + s.step.number() + " (" + first.verb() + ", "
                        + s.verb() + ") act on one item `" + key + "`: their keys render the same, so one request cannot take both"
                        + (first.entity == s.entity ? "" : ", and one entity's item would overwrite the other's (key-collision)"));
            }
        }
        return Optional.empty();
    }

    CaseResult result(WritePattern w, long start, List<String> problems, String request) {
        return CaseResult.write(w.id(), kind.label(), problems, request, (System.nanoTime() - start) / 1000);
    }
}

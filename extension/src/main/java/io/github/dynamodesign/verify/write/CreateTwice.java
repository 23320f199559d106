package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.verify.CaseResult;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import io.github.dynamodesign.design.KeyConditionMatcher;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The same create twice: a create guarded by attribute_not_exists must reject the second. A create without a guard
 * fails only where the pattern or the access-patterns document says the item must be new; elsewhere it warns.
 */
final class CreateTwice extends WriteCase {

    /**
     * Words that say what a put would take is there already, and that the put must then fail: "must fail if the
     * technician already has a visit at that time", "the pan must not currently hold another open case".
     */
    private static final String TAKEN_ALREADY = "|\\b(?:fails?|rejected|refused)\\b[^.;]{0,15}\\b(?:if|when)\\b[^.;]{0,60}\\b(?:already\\s+(?:has|have|holds?|exists?|contains?)"
            // "fails if the slot is already booked"
            + "|(?:is|are)\\s+already\\s+(?:\\p{L}+(?:ed|en)|held|taken|in\\s+use))\\b"
            + "|\\bmust\\s+not\\s+(?:currently\\s+|already\\s+)?(?:hold|have|contain)\\s+(?:another|an?\\s+other|an?\\s+existing)\\b";
    private static final java.util.regex.Pattern NEW_WORDS = java.util.regex.Pattern.compile("(?i)\\bnot\\s+already\\b"
            + "|\\bmust\\s+not\\s+(?:already\\s+)?exist|\\bdoes\\s+not\\s+(?:already\\s+)?exist|\\bunique\\b|\\bonly\\s+once\\b"
            + "|\\bno\\s+duplicates?\\b|\\b(?:never|not)\\s+(?:overwrit|replac)|\\bif\\s+absent\\b"
            + "|\\b(?:second|another|repeat(?:ed)?|duplicate)\\b[^.;]{0,60}\\bmust\\s+(?:fail|be\\s+rejected|be\\s+refused)\\b"
            + TAKEN_ALREADY
            // "the new pan must be free", in words, not a state's code ("unit must be `AVAILABLE`" is a condition on the unit)
            + "|\\bmust\\s+be\\s+(?-i:free|available|unused|vacant|unassigned|unoccupied)\\b"
            // "raceNo new in regatta", "regattaId new": an identifier said to be new
            + "|(?-i:\\b\\p{Ll}[\\p{L}\\p{N}_]*(?:Id|No|Number|Code|Key))\\s+(?:is\\s+|must\\s+be\\s+)?new\\b");
    /** Words that say a put must not take an existing item's place, whatever its id: not "unique", which ids are. */
    private static final java.util.regex.Pattern TAKEN_WORDS = java.util.regex.Pattern.compile("(?i)\\bnot\\s+already\\b"
            + "|\\bmust\\s+not\\s+(?:already\\s+)?exist|\\b(?:never|not)\\s+(?:overwrit|replac)|\\bdouble[-\\s]book"
            + "|\\bduplicate\\b[^.;]{0,40}\\b(?:rejected|refused|fails?|not\\s+allowed)\\b"
            + "|\\balready\\s+(?:allocated|assigned|taken|held|booked|reserved|claimed|registered|in\\s+use)\\b"
            + "|\\bnot\\s+(?:already\\s+)?(?:used|taken|held|registered|claimed)\\s+by\\s+(?:another|any\\s+other|someone\\s+else)\\b"
            + "|\\bnever\\b[^.;]{0,40}\\b(?:two|twice)\\b|\\bonly\\s+once\\b" + TAKEN_ALREADY);
    private static final java.util.regex.Pattern GUARD_WORD = java.util.regex.Pattern.compile("(?i)\\battribute_not_exists\\b");

    /**
     * Whether the pattern's own words or the access-patterns document say the item it puts must be new. The pattern's
     * own guards were read by step already: a guard written for another step, or as one side of an OR, says nothing.
     */
    private boolean saysNew(WritePattern w) {
        return says(w, NEW_WORDS);
    }

    private boolean says(WritePattern w, java.util.regex.Pattern words) {
        String own = w.description() + " ; " + String.join(" ; ", w.steps().stream().filter(s -> s.verb() == StepVerb.PUT)
                .map(s -> w.conditions().forStep(s).text()).toList()) + " ; "
                + String.join(" ; ", w.steps().stream().map(s -> s.source() == null ? "" : s.source()).toList());
        String spec = context.through().specWords(w.id());
        return words.matcher(own).find() || words.matcher(spec).find() || words == NEW_WORDS && GUARD_WORD.matcher(spec).find();
    }

    /**
     * A repeat that is new where the guarded puts look (another booking) and the same where an unguarded put writes (the
     * same slot): when the words say the item must be new, the unguarded put must not take the first one's place.
     */
    private CaseResult anotherNewItem(WritePattern w, long start, List<StepItem> items, CaseItems table, CaseResult passed) {
        Set<String> guardedKeys = new HashSet<>();
        Set<String> unguardedKeys = new HashSet<>();
        List<StepItem> unguarded = new ArrayList<>();
        for (StepItem s : items) {
            if (s.step.verb() != StepVerb.PUT) {
                continue;
            }
            Set<String> keys = new HashSet<>();
            design.tableKeySchema().all().forEach(k -> keys.addAll(KeyConditionMatcher.entityTemplate(s.entity, k).references()));
            // a guard in a disjunction ("attribute_not_exists(PK) OR expiresAt < :now") still guards against a live item
            if (w.conditions().forStep(s.step).notExists().isEmpty()
                    && !GUARD_WORD.matcher(w.conditions().forStep(s.step).text()).find()) {
                unguardedKeys.addAll(keys);
                unguarded.add(s);
            } else {
                guardedKeys.addAll(keys);
            }
        }
        guardedKeys.removeAll(unguardedKeys);
        if (unguarded.isEmpty() || guardedKeys.isEmpty() || unguardedKeys.isEmpty() || !says(w, TAKEN_WORDS)) {
            return passed;
        }
        List<StepItem> again = new ArrayList<>();
        for (StepItem s : items) {
            StepItem other = new StepItem(s.step, s.entity, renewed(s.before, guardedKeys));
            other.planned(s.actions(), renewed(s.after(), guardedKeys));
            again.add(other);
        }
        // the items the other steps check, update or delete are there for the second request as for the first; the
        // first request's puts stay where they are
        for (StepItem s : again) {
            if (s.step.verb() != StepVerb.PUT) {
                table.put(writer.stored(s.entity, s.before));
            }
        }
        try {
            context.action().run(w, again, table);
        } catch (DynamoDbException e) {
            return passed;
        }
        String puts = String.join(", ", unguarded.stream().map(s -> s.entity.name()).distinct().toList());
        return result(w, start, List.of(w.id() + " wrote " + puts + " again for another new " + String.join(", ", guardedKeys.stream().sorted().toList())
                + " without complaint, so the second request silently takes the first one's " + puts + ": the put of " + puts
                + " has no attribute_not_exists condition"), "");
    }

    /** The values with new ones for the names given: another item, the same elsewhere. */
    private static Map<String, Object> renewed(Map<String, Object> values, Set<String> names) {
        Map<String, Object> renewed = new LinkedHashMap<>(values);
        for (String name : names) {
            Object v = renewed.get(name);
            if (v instanceof String text) {
                renewed.put(name, text + "2");
            } else if (v instanceof BigDecimal number) {
                renewed.put(name, number.add(BigDecimal.valueOf(7919)));
            }
        }
        return renewed;
    }

    CreateTwice(WriteContext context) {
        super(context, WriteCaseKind.CREATE_TWICE);
    }

    @Override
    CaseResult run(WritePattern w) {
        long start = System.nanoTime();
        List<StepItem> items = freshSteps(w);
        try (CaseItems table = caseItems()) {
            prepare(items, table, Targets.PRESENT);
            try {
                context.action().run(w, items, table);
            } catch (DynamoDbException e) {
                return rejected(w, start, " the first time", e, items);
            }
            items.forEach(s -> table.wrote(writer.stored(s.entity, s.after())));
            try {
                context.action().run(w, items, table);
            } catch (DynamoDbException e) {
                CaseResult second = rejectedByCondition(w, start, " the second time", e);
                return second.status() == io.github.dynamodesign.verify.Status.PASSED ? anotherNewItem(w, start, items, table, second) : second;
            }
            List<String> guards = items.stream().filter(s -> s.step.verb() == StepVerb.PUT)
                    .flatMap(s -> w.conditions().forStep(s.step).notExists().stream()).distinct().toList();
            String puts = String.join(", ", items.stream().filter(s -> s.step.verb() == StepVerb.PUT).map(s -> s.entity.name()).distinct().toList());
            String why = guards.isEmpty()
                    ? "the create has no attribute_not_exists condition"
                    : "its condition attribute_not_exists(" + String.join(", ", guards) + ") names no attribute of the item ("
                            + "the key attributes are " + String.join(", ", design.tableKeySchema().all().stream().map(KeyAttribute::name).toList()) + ")";
            // a guard the conditions do not count is one side of an OR (WriteConditions reads it so)
            boolean disjunction = items.stream().filter(s -> s.step.verb() == StepVerb.PUT)
                    .anyMatch(s -> GUARD_WORD.matcher(w.conditions().forStep(s.step).text()).find());
            if (guards.isEmpty() && disjunction) {
                // "attribute_not_exists(sk) OR expiresAt < :now OR heldBy = :vendorId": the guard's other side lets
                // the same request through, as the condition is written and DynamoDB evaluated it
                return result(w, start, List.of(), "");
            }
            String problem = w.id() + " wrote " + puts + " twice without complaint, so a repeated request silently overwrites it: " + why;
            if (guards.isEmpty() && !saysNew(w)) {
                // nothing says the item must be new: a Put without a guard may be meant to overwrite
                return CaseResult.writeWarned(kind.label(), List.of(problem + " (nothing in " + w.id()
                        + " says the item must be new: add attribute_not_exists to reject a repeat, or say it is an upsert)"),
                        "", (System.nanoTime() - start) / 1000);
            }
            return result(w, start, List.of(problem), "");
        }
    }
}

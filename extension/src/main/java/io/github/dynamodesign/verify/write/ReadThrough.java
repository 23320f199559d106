package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.Status;
import io.github.dynamodesign.verify.read.PatternPlan;
import io.github.dynamodesign.verify.read.ReadChecks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** After a write: every read pattern that returns a written (or deleted) item, bound from it, compared exactly. */
final class ReadThrough {

    /** What the read patterns should do with an item after the write: find it, or no longer return it. */
    enum Expectation {
        FOUND("did not find it"), GONE("still returns it");

        private final String failure;

        Expectation(String failure) {
            this.failure = failure;
        }

        /** What a read pattern that disappoints the expectation did, in words. */
        String failure() {
            return failure;
        }
    }

    private final Design design;
    private final ReadChecks reads;

    /** What the access-patterns document says of a pattern (its description and conditions). */
    String specWords(String patternId) {
        return reads.specWords(patternId);
    }

    ReadThrough(Design design, ReadChecks reads) {
        this.design = design;
        this.reads = reads;
    }

    /**
     * Runs every read pattern that returns the item's type, bound from the item, and compares exactly.
     *
     * @param inTable the items in the table besides the ones written: seeded ones, less those the case moved away
     * @param live the items the case wrote and left in the table
     * @param leftOnPurpose key attributes the write removed on purpose: an item without them has left that index
     */
    List<String> findThrough(WritePattern w, SeededItem item, List<SeededItem> inTable, List<SeededItem> live,
                             Map<PrimaryKey, String> notes, Expectation expectation, Set<String> leftOnPurpose) {
        List<String> problems = new ArrayList<>();
        for (PatternPlan plan : reads.plans()) {
            if (!plan.returns(item.entity()) || !understood(plan)) {
                continue;
            }
            boolean writesIndex = plan.schema().all().stream().allMatch(k -> item.entity().writesKey(k.name()));
            if (writesIndex && !plan.designErrors().isEmpty()) {
                continue;
            }
            if (!writesIndex) {
                if (expectation == Expectation.FOUND) {
                    problems.add("after " + w.id() + ", " + plan.pattern().id() + " (" + plan.schema().displayName() + ") cannot find "
                            + item.entityName() + ": " + item.entityName() + " writes no " + String.join(", ", plan.schema().all().stream()
                            .map(KeyAttribute::name).filter(k -> !item.entity().writesKey(k)).toList()));
                }
                continue;
            }
            boolean rendersIndexKeys = plan.schema().all().stream().allMatch(k -> renders(item, k.name()));
            if (!rendersIndexKeys) {
                continue;
            }
            if (!plan.inIndex(item)) {
                boolean onPurpose = plan.schema().all().stream().anyMatch(k -> leftOnPurpose.contains(k.name()));
                if (expectation == Expectation.FOUND && !onPurpose) {
                    problems.add("after " + w.id() + ", " + plan.pattern().id() + " (" + plan.schema().displayName() + ") cannot find "
                            + item.entityName() + " `" + item.key(design) + "`: the written item has no "
                            + String.join(", ", plan.schema().all().stream().map(KeyAttribute::name)
                            .filter(k -> !item.stored().containsKey(k)).toList()));
                }
                continue;
            }
            Optional<Map<String, Object>> inputs = ReadChecks.bindAll(plan, item);
            if (inputs.isEmpty()) {
                continue;
            }
            List<SeededItem> all = new ArrayList<>(inTable);
            all.addAll(live);
            CaseResult r = reads.runOnce(plan, inputs.get(), all, List.of(item), notes);
            if (r.status() == Status.FAILED && !reads.failsOnItsOwn(plan)) {
                // a read pattern that fails on the seeded data reports its own failure; the write is not blamed for it
                problems.add("after " + w.id() + " " + stepsText(w) + ", " + plan.pattern().id() + " (" + plan.schema().displayName()
                        + ") " + verdict(r, expectation) + " — " + withoutId(r, plan));
            }
        }
        return problems;
    }

    /** A read pattern whose request is read whole: one left incomplete (a key condition not read) judges no write. */
    private static boolean understood(PatternPlan plan) {
        return plan.pattern().unreadKeyValue().isEmpty() && plan.notUnderstood().isEmpty();
    }

    /** After an update that changed key values: no read pattern finds the item under its old values. */
    List<String> notUnderOldKey(WritePattern w, StepItem s, SeededItem old, List<SeededItem> inTable, List<SeededItem> live,
                                Map<PrimaryKey, String> notes) {
        List<String> problems = new ArrayList<>();
        for (PatternPlan plan : reads.plans()) {
            if (!plan.returns(s.entity) || !understood(plan) || !plan.designErrors().isEmpty() || !plan.inIndex(old)) {
                continue;
            }
            Optional<Map<String, Object>> oldInputs = ReadChecks.bindAll(plan, old);
            Optional<SeededItem> now = live.stream().filter(i -> i.values() == s.after()).findFirst();
            if (oldInputs.isEmpty() || now.isEmpty() || oldInputs.equals(ReadChecks.bindAll(plan, now.get()))) {
                continue;
            }
            List<SeededItem> all = new ArrayList<>(inTable);
            all.addAll(live);
            CaseResult r = reads.runOnce(plan, oldInputs.get(), all, List.of(), notes);
            if (r.status() == Status.FAILED && !reads.failsOnItsOwn(plan)) {
                problems.add("after " + w.id() + " " + s.verb() + ", " + plan.pattern().id() + " (" + plan.schema().displayName()
                        + ") with the old values — " + withoutId(r, plan));
            }
        }
        return problems;
    }

    private static String withoutId(CaseResult r, PatternPlan plan) {
        return r.message().replaceFirst("^" + Pattern.quote(plan.pattern().id()) + " ", "");
    }

    /** What went wrong in a read after a write, in a few words. */
    static String verdict(CaseResult r, Expectation expectation) {
        boolean asSaid = expectation == Expectation.FOUND ? !r.missing().isEmpty() : !r.unexpected().isEmpty();
        if (asSaid) {
            return expectation.failure();
        }
        if (!r.missing().isEmpty() || !r.unexpected().isEmpty()) {
            return "returns the wrong items";
        }
        return r.orderProblems().isEmpty() ? "failed" : "returns the items in the wrong order";
    }

    /** Whether the entity's template for a key attribute renders from the item's values (else: not in that index). */
    static boolean renders(SeededItem item, String keyAttribute) {
        try {
            return item.entity().keyValue(keyAttribute, item.values()).isPresent();
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** {@code Put Order, Update Customer}. */
    static String stepsText(WritePattern w) {
        return String.join(", ", w.steps().stream().filter(WriteStep::understood).map(s -> s.verb().label() + " " + s.entity()).toList());
    }
}

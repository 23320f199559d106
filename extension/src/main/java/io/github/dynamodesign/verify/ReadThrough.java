package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.WritePattern;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/** After a write: every read pattern that returns a written (or deleted) item, bound from it, compared exactly. */
final class ReadThrough {

    private final Design design;
    private final List<PatternPlan> reads;
    private final RequestRunner readRunner;

    ReadThrough(Design design, List<PatternPlan> reads, RequestRunner readRunner) {
        this.design = design;
        this.reads = reads;
        this.readRunner = readRunner;
    }

    /** Runs every read pattern that returns the item's type, bound from the item, and compares exactly. */
    List<String> findThrough(WritePattern w, SeededItem item, List<SeededItem> base, List<SeededItem> live, Map<String, String> notes,
            String failure) {
        List<String> problems = new ArrayList<>();
        for (PatternPlan plan : reads) {
            if (!plan.types.containsKey(item.entity())) {
                continue;
            }
            boolean writesIndex = plan.schema.all().stream().allMatch(k -> item.entity().writesKey(k.name()));
            if (writesIndex && !plan.designErrors.isEmpty()) {
                continue;
            }
            if (!writesIndex) {
                if (failure.equals("did not find it")) {
                    problems.add("after " + w.id() + ", " + plan.pattern.id() + " (" + plan.schema.displayName() + ") cannot find "
                            + item.entityName() + ": " + item.entityName() + " writes no " + String.join(", ", plan.schema.all().stream()
                            .map(KeyAttribute::name).filter(k -> !item.entity().writesKey(k)).toList()));
                }
                continue;
            }
            boolean rendersIndexKeys = plan.schema.all().stream().allMatch(k -> renders(item, k.name()));
            if (!rendersIndexKeys) {
                continue;
            }
            if (!CasePlanner.inIndex(plan, item)) {
                if (failure.equals("did not find it")) {
                    problems.add("after " + w.id() + ", " + plan.pattern.id() + " (" + plan.schema.displayName() + ") cannot find "
                            + item.entityName() + " `" + Seeder.primaryKey(design, item.stored()) + "`: the written item has no "
                            + String.join(", ", plan.schema.all().stream().map(KeyAttribute::name)
                            .filter(k -> !item.stored().containsKey(k)).toList()));
                }
                continue;
            }
            Optional<Map<String, Object>> inputs = bindAll(plan, item);
            if (inputs.isEmpty()) {
                continue;
            }
            List<SeededItem> all = new ArrayList<>(base);
            all.addAll(live);
            Map<String, SeededItem> byKey = new LinkedHashMap<>();
            all.forEach(i -> byKey.put(Seeder.primaryKey(design, i.stored()), i));
            byKey.putIfAbsent(Seeder.primaryKey(design, item.stored()), item);
            CaseChecker checker = new CaseChecker(design, plan, all, byKey).withNotes(notes);
            VerificationCase c = new VerificationCase(CasePlanner.name(plan, List.of(inputs.get())), List.of(inputs.get()));
            CaseResult r = ReadCase.run(plan, c, readRunner, checker);
            if (r.status() == Status.FAILED) {
                problems.add("after " + w.id() + " " + WriteCases.stepsText(w) + ", " + plan.pattern.id() + " (" + plan.schema.displayName()
                        + ") " + verdict(r, failure) + " — " + r.message().replaceFirst("^" + Pattern.quote(plan.pattern.id()) + " ", ""));
            }
        }
        return problems;
    }

    List<String> notUnderOldKey(WritePattern w, WriteRunner.StepItem s, SeededItem old, List<SeededItem> base, List<SeededItem> live,
            Map<String, String> notes) {
        List<String> problems = new ArrayList<>();
        for (PatternPlan plan : reads) {
            if (!plan.types.containsKey(s.entity) || !plan.designErrors.isEmpty() || !CasePlanner.inIndex(plan, old)) {
                continue;
            }
            Optional<Map<String, Object>> oldInputs = bindAll(plan, old);
            Optional<SeededItem> now = live.stream().filter(i -> i.values() == s.after).findFirst();
            if (oldInputs.isEmpty() || now.isEmpty() || oldInputs.equals(bindAll(plan, now.get()))) {
                continue;
            }
            List<SeededItem> all = new ArrayList<>(base);
            all.addAll(live);
            Map<String, SeededItem> byKey = new LinkedHashMap<>();
            all.forEach(i -> byKey.put(Seeder.primaryKey(design, i.stored()), i));
            CaseChecker checker = new CaseChecker(design, plan, all, byKey).withNotes(notes);
            VerificationCase c = new VerificationCase(CasePlanner.name(plan, List.of(oldInputs.get())), List.of(oldInputs.get()));
            CaseResult r = ReadCase.run(plan, c, readRunner, checker);
            if (r.status() == Status.FAILED) {
                problems.add("after " + w.id() + " " + WriteCases.verb(s) + ", " + plan.pattern.id() + " (" + plan.schema.displayName()
                        + ") with the old values — " + r.message().replaceFirst("^" + Pattern.quote(plan.pattern.id()) + " ", ""));
            }
        }
        return problems;
    }

    /** What went wrong in a read after a write, in a few words. */
    static String verdict(CaseResult r, String failure) {
        boolean asSaid = failure.equals("did not find it") ? !r.missing().isEmpty() : !r.unexpected().isEmpty();
        if (asSaid) {
            return failure;
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

    /** Inputs of a read pattern bound from one item: equality and filters from its values, bounds at its own values. */
    static Optional<Map<String, Object>> bindAll(PatternPlan plan, SeededItem item) {
        Map<String, Object> inputs = new LinkedHashMap<>(CasePlanner.bind(plan, item));
        for (String input : plan.roles.keySet()) {
            if (!inputs.containsKey(input)) {
                return Optional.empty();
            }
        }
        return Optional.of(inputs);
    }
}

package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.intent.Intents;
import io.github.dynamodesign.verify.CaseCheck;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.CodeUnderTest;
import io.github.dynamodesign.verify.DesignError;
import io.github.dynamodesign.verify.Status;
import io.github.dynamodesign.verify.PatternCheck;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.SetupProblem;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The read stage: every read pattern of a design planned against the seeded items of its table, its cases ready to
 * run, and single cases on demand for the write stage's read-backs.
 */
public final class ReadChecks {

    private final Design design;
    private final List<SeededItem> seeded;
    private final Map<PrimaryKey, SeededItem> seededByKey;
    private final RequestRunner runner;
    private final String table;
    private final List<PatternPlan> plans;
    private final long seed;

    public ReadChecks(Design design, DynamoDbClient client, String table, List<SeededItem> seeded) {
        this(design, client, table, seeded, Intents.of(design, java.util.Optional.empty()), io.github.dynamodesign.verify.VerificationSession.DEFAULT_SEED);
    }

    /**
     * @param intents what each pattern is for, apart from its templates
     * @param seed chooses which seeded items the cases are bound from
     */
    public ReadChecks(Design design, DynamoDbClient client, String table, List<SeededItem> seeded, Intents intents, long seed) {
        this.design = design;
        this.seed = seed;
        this.seeded = List.copyOf(seeded);
        this.seededByKey = java.util.Collections.unmodifiableMap(byKey(design, seeded));
        this.runner = new RequestRunner(client, table);
        this.table = table;
        this.matcher = new KeyConditionMatcher(design);
        this.plans = design.reads().stream().map(p -> plan(design, p, matcher, intents)).toList();
        this.intents = intents;
    }

    private final Intents intents;
    /** Key collisions of the sample: items of one entity left out because another type's items have their keys. */
    private final List<SetupProblem> collided = new ArrayList<>();
    private final KeyConditionMatcher matcher;

    /**
     * The entities whose items were left out because another entity's items render their primary key: a pattern whose
     * key condition on the table reaches the keys of both is failed with that reason (two templates that collide are a
     * contradiction any reviewer sees); a pattern that reads elsewhere (an index where their keys differ) runs on the
     * items that were written.
     */
    public ReadChecks leftOut(List<SetupProblem> collisions) {
        collided.addAll(collisions);
        return this;
    }

    /**
     * The collision a write meets when it puts an entity whose primary key templates are another entity's, placeholder
     * for placeholder (a Refund and a Deposit both at {@code PAYMENT#<chargeId>}): every such put overwrites that item,
     * or its guard rejects it. Keys that meet only when two values happen to be equal (two times) are not this.
     *
     * @param alsoPut the entities the write puts in its other steps
     */
    public Optional<String> collisionOfPut(String patternId, int step, String entity, Set<String> alsoPut) {
        // a write that puts both is run: its cases name the two steps that meet on one item
        return collided.stream().filter(c -> c.element().equals(entity) && !alsoPut.contains(c.other())
                && sameKeyTemplates(c.element(), c.other())).findFirst()
                .map(c -> patternId + " step " + step + " puts " + entity + ", and " + c.message());
    }

    private boolean sameKeyTemplates(String one, String other) {
        Optional<Entity> a = design.entity(one);
        Optional<Entity> b = design.entity(other);
        return a.isPresent() && b.isPresent() && design.tableKeySchema().all().stream().allMatch(k -> {
            Optional<String> x = a.get().key(k.name()).map(d -> d.template().source());
            return x.isPresent() && x.equals(b.get().key(k.name()).map(d -> d.template().source()));
        });
    }

    /** The collision a pattern on the table sees: both entities' items are among what its key condition reaches. */
    private Optional<String> collisionSeen(PatternPlan plan) {
        ReadPattern p = plan.pattern();
        if (plan.schema().indexName() != null || p.operation() == Operation.SCAN) {
            return Optional.empty();
        }
        for (SetupProblem c : collided) {
            Optional<Entity> left = design.entity(c.element());
            Optional<Entity> kept = design.entity(c.other());
            if (left.isPresent() && kept.isPresent() && matcher.match(p, left.get()).reachable()
                    && matcher.match(p, kept.get()).reachable()
                    && (plan.returns(left.get()) || plan.returns(kept.get()))) {
                return Optional.of(p.id() + " reads the keys of " + kept.get().name() + " and " + left.get().name() + ", and "
                        + c.message());
            }
        }
        return Optional.empty();
    }

    /** What the access-patterns document says of a pattern: its description and conditions; empty without one. */
    public String specWords(String patternId) {
        return intents.spec().flatMap(s -> s.pattern(patternId)).map(p -> p.description() + " ; " + p.conditions()).orElse("");
    }

    /** A read pattern's plan with its design errors, those against what it is for included. */
    public static PatternPlan plan(Design design, ReadPattern pattern, KeyConditionMatcher matcher, Intents intents) {
        PatternPlan plan = PatternPlan.of(design, pattern, matcher, intents);
        plan.designErrors().addAll(IntentChecks.check(design, plan));
        plan.designErrors().addAll(CreatedOutsideIndex.check(design, plan, id -> intents.spec().flatMap(s -> s.pattern(id))
                .map(p -> p.description() + " ; " + p.conditions()).orElse("")));
        return plan;
    }

    private final Map<String, Boolean> failsOnItsOwn = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Whether the read pattern fails on the seeded data by itself (its own cases, run once and remembered): then a
     * write's read-back through it fails for the read pattern's reason, which that pattern reports.
     */
    public boolean failsOnItsOwn(PatternPlan plan) {
        return failsOnItsOwn.computeIfAbsent(plan.pattern().id(), id -> check(plan, work -> work).run().status() == Status.FAILED);
    }

    /** The seeded items by their keys. */
    public Map<PrimaryKey, SeededItem> seededByKey() {
        return seededByKey;
    }

    /** The plans of the design's read patterns, in document order. */
    public List<PatternPlan> plans() {
        return plans;
    }

    /**
     * The pattern's check: its cases, or its design errors.
     *
     * @param guard wraps the work of each case (to hold a lock while it runs)
     */
    public PatternCheck check(PatternPlan plan, UnaryOperator<Supplier<CaseResult>> guard) {
        CaseChecker checker = new CaseChecker(design, plan, seeded, seededByKey);
        return check(plan, guard, c -> () -> ReadCase.run(plan, c, runner, checker));
    }

    /** The pattern's check, each of its cases run by the given work: the design's request, or the user's code. */
    private PatternCheck check(PatternPlan plan, UnaryOperator<Supplier<CaseResult>> guard,
                               java.util.function.Function<VerificationCase, Supplier<CaseResult>> work) {
        ReadPattern p = plan.pattern();
        // a key value that could not be read ("LESSON#{today+28d}"): the request would not be the design's
        if (p.unreadKeyValue().isPresent()) {
            return PatternCheck.incomplete(p, plan.resultTypes(), p.id() + " is not run: its key condition is not read ("
                    + p.unreadKeyValue().get() + "); placeholders are <name> or <expression>, e.g. ORDER#<orderId>");
        }
        if (plan.notUnderstood().isPresent()) {
            return PatternCheck.incomplete(p, plan.resultTypes(), plan.notUnderstood().get());
        }
        List<String> unbound = plan.designErrors().isEmpty() ? unbound(plan) : List.of();
        if (!unbound.isEmpty()) {
            String types = String.join(", ", plan.resultTypes().stream().map(Entity::name).toList());
            return PatternCheck.incomplete(p, plan.resultTypes(), p.id() + ": " + String.join(", ", unbound.stream()
                    .map(i -> "<" + i + ">").toList()) + (unbound.size() == 1 ? " stands" : " stand") + " for no value of "
                    + types + ", so no case can be built: name " + (unbound.size() == 1 ? "it" : "each")
                    + " like the attribute it stands for, or put it where " + types + "'s key has that value");
        }
        List<CaseCheck> cases = new ArrayList<>();
        if (plan.casesPossible()) {
            for (VerificationCase c : CasePlanner.plan(plan, seeded, seed)) {
                cases.add(CaseCheck.of(c.name(), guard.apply(work.apply(c))));
            }
        }
        if (!plan.designErrors().isEmpty()) {
            return PatternCheck.failed(p, plan.resultTypes(), cases,
                    String.join("; ", plan.designErrors().stream().map(DesignError::message).toList()));
        }
        Optional<String> collision = collisionSeen(plan);
        if (collision.isPresent()) {
            return PatternCheck.failed(p, plan.resultTypes(), cases, collision.get());
        }
        if (cases.isEmpty()) {
            // every item of a result type had another type's key: the collision is the reason, not the index
            Optional<String> why = collided.stream().filter(c -> plan.resultTypes().stream().anyMatch(e -> e.name().equals(c.element())))
                    .map(c -> ": " + c.message()).findFirst();
            return PatternCheck.failed(p, plan.resultTypes(), cases, p.id() + " has no case to run: no seeded item of "
                    + String.join(", ", plan.resultTypes().stream().map(Entity::name).toList()) + " is in "
                    + plan.schema().displayName() + why.orElse(""));
        }
        return PatternCheck.ready(p, plan.resultTypes(), cases, "").warn(plan.warnings());
    }

    /**
     * The pattern's check through the user's own code: the same cases, each calling the code's method and comparing
     * what DynamoDB returned to it, and what it sent, with the design.
     *
     * @param guard wraps the work of each case (to hold a lock while it runs)
     */
    public PatternCheck codeCheck(PatternPlan plan, CodeUnderTest code, UnaryOperator<Supplier<CaseResult>> guard) {
        ReadPattern p = plan.pattern();
        if (!plan.designErrors().isEmpty()) {
            return PatternCheck.failed(p, plan.resultTypes(), List.of(), "the design's " + p.id() + " is wrong, so its code is not"
                    + " checked against it: " + String.join("; ", plan.designErrors().stream().map(DesignError::message).toList()));
        }
        Optional<String> unbound = code.unboundParameters(new java.util.LinkedHashSet<>(plan.roles().keySet()));
        if (unbound.isPresent()) {
            return PatternCheck.failed(p, plan.resultTypes(), List.of(), unbound.get());
        }
        CaseChecker checker = new CaseChecker(design, plan, seeded, seededByKey);
        return check(plan, guard, c -> () -> CodeReadCase.run(plan, c, code, runner, checker, table));
    }

    /**
     * Runs the pattern once with inputs bound from an item and compares exactly, against the given items in the table.
     *
     * @param inputs every input of the pattern (see {@link #bindAll})
     * @param inTable the items the table holds now
     * @param gone items no longer in the table, recognised by their key if they come back
     * @param notes explanations to use for particular items when they come back unexpectedly
     */
    public CaseResult runOnce(PatternPlan plan, Map<String, Object> inputs, List<SeededItem> inTable, List<SeededItem> gone,
                              Map<PrimaryKey, String> notes) {
        Map<PrimaryKey, SeededItem> known = byKey(design, inTable);
        gone.forEach(g -> known.putIfAbsent(g.key(design), g));
        CaseChecker checker = new CaseChecker(design, plan, inTable, known).withNotes(notes);
        VerificationCase c = VerificationCase.of(plan, List.of(inputs));
        return ReadCase.run(plan, c, runner, checker);
    }

    /** The pattern's inputs that no seeded item of its result types gives a value for. */
    private List<String> unbound(PatternPlan plan) {
        java.util.Set<String> missing = new java.util.LinkedHashSet<>(plan.roles().keySet());
        for (SeededItem item : seeded) {
            if (missing.isEmpty()) {
                break;
            }
            if (plan.returns(item.entity()) && plan.inIndex(item)) {
                missing.removeAll(CasePlanner.bind(plan, item).keySet());
            }
        }
        boolean anyItem = seeded.stream().anyMatch(i -> plan.returns(i.entity()) && plan.inIndex(i));
        return anyItem ? List.copyOf(missing) : List.of();
    }

    /** Every input of a read pattern bound from one item (bounds at its own values, the clock beside them); empty when one has no value. */
    public static Optional<Map<String, Object>> bindAll(PatternPlan plan, SeededItem item) {
        Map<String, Object> inputs = CasePlanner.besideTheClock(plan, item, CasePlanner.bind(plan, item));
        for (String input : plan.roles().keySet()) {
            if (!inputs.containsKey(input)) {
                return Optional.empty();
            }
        }
        return Optional.of(inputs);
    }

    private static Map<PrimaryKey, SeededItem> byKey(Design design, List<SeededItem> items) {
        Map<PrimaryKey, SeededItem> byKey = new LinkedHashMap<>();
        items.forEach(i -> byKey.put(i.key(design), i));
        return byKey;
    }
}

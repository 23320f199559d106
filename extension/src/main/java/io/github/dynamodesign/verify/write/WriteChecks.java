package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.verify.CaseCheck;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.CodeUnderTest;
import io.github.dynamodesign.verify.DesignError;
import io.github.dynamodesign.verify.PatternCheck;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.read.ReadChecks;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The write stage: every write and delete pattern of a design as a check whose cases run on fresh items, read back
 * through the read stage.
 */
public final class WriteChecks {

    private final Design design;
    private final WriteContext context;
    private final ReadChecks reads;

    public WriteChecks(Design design, DynamoDbClient client, String table, List<SeededItem> seeded, ReadChecks reads, long seed) {
        this.design = design;
        this.reads = reads;
        this.context = new WriteContext(design, client, table, seeded, reads, seed);
    }

    /**
     * The pattern's check: its cases, or its design errors, or why it is skipped.
     *
     * @param guard wraps the work of each case (to have the table to itself while it runs)
     */
    public PatternCheck check(WritePattern w, UnaryOperator<Supplier<CaseResult>> guard) {
        return check(w, guard, context);
    }

    /**
     * The pattern's check through the user's own code: the same cases, the code's method doing the writes; after a put,
     * the item must have the keys and index attributes the design renders, and every read pattern must find it.
     *
     * @param guard wraps the work of each case (to have the table to itself while it runs)
     */
    public PatternCheck codeCheck(WritePattern w, CodeUnderTest code, UnaryOperator<Supplier<CaseResult>> guard) {
        PatternCheck byDesign = check(w, guard);
        if (byDesign.readiness() != PatternCheck.Readiness.READY) {
            return byDesign.readiness() == PatternCheck.Readiness.FAILED
                    ? PatternCheck.failed(w, List.of(), List.of(), "the design's " + w.id() + " is wrong, so its code is not checked against it: "
                    + byDesign.message()) : byDesign;
        }
        java.util.Set<String> names = new java.util.LinkedHashSet<>();
        w.steps().stream().filter(WriteStep::understood).map(s -> design.entity(s.entity())).flatMap(Optional::stream)
                .forEach(e -> e.attributes().forEach(a -> names.add(a.name())));
        Optional<String> unbound = code.unboundParameters(names);
        if (unbound.isPresent()) {
            return PatternCheck.failed(w, List.of(), List.of(), unbound.get());
        }
        return check(w, guard, context.doneBy(new CodeWrite(code)));
    }

    private PatternCheck check(WritePattern w, UnaryOperator<Supplier<CaseResult>> guard, WriteContext context) {
        List<DesignError> errors = designErrors(w);
        List<WriteStep> prose = w.proseSteps();
        List<Entity> entities = w.steps().stream().filter(WriteStep::understood)
                .map(s -> design.entity(s.entity())).flatMap(Optional::stream).distinct().toList();
        String notRun = prose.isEmpty() ? "" : "not run: step" + (prose.size() == 1 ? " " : "s ")
                + String.join(", ", prose.stream().map(s -> s.number() + " \"" + s.source() + "\"").toList())
                + " (not a Put, Update, Delete or ConditionCheck of an entity)";
        if (!w.operation().isRequest()) {
            return PatternCheck.skipped(w, entities, w.id() + " is done by DynamoDB's TTL expiry, not by a request: there is "
                    + "nothing to run (DynamoDB deletes expired items in its own time, so reads must not rely on it)");
        }
        if (!errors.isEmpty()) {
            return PatternCheck.failed(w, entities, List.of(), String.join("; ", errors.stream().map(DesignError::message).toList()));
        }
        List<WriteStep> puts = w.steps().stream().filter(s -> s.understood() && s.verb() == StepVerb.PUT).toList();
        Set<String> put = new HashSet<>();
        puts.forEach(s -> put.add(entityName(s)));
        Optional<String> collision = puts.stream().map(s -> reads.collisionOfPut(w.id(), s.number(), entityName(s), put))
                .flatMap(Optional::stream).findFirst();
        if (collision.isPresent()) {
            return PatternCheck.failed(w, entities, List.of(), collision.get());
        }
        if (entities.isEmpty()) {
            return PatternCheck.incomplete(w, entities, w.id() + " has no step that can be run; " + notRun + ": write its "
                    + "steps as `1. Put " + example() + " 2. Update " + example() + " (SET ...)`, naming an entity of the design");
        }
        List<CaseCheck> cases = new ArrayList<>();
        for (WriteCaseKind kind : WriteCaseKind.values()) {
            if (kind.appliesTo(w)) {
                WriteCase c = create(kind, context);
                cases.add(CaseCheck.of(kind.label(), guard.apply(() -> c.run(w))));
            }
        }
        return PatternCheck.ready(w, entities, cases, notRun);
    }

    /** The name of the entity a step writes, as the design has it. */
    private String entityName(WriteStep s) {
        return design.entity(s.entity()).map(Entity::name).orElse(s.entity());
    }

    private String example() {
        return design.entities().isEmpty() ? "Entity" : design.entities().get(0).name();
    }

    private static WriteCase create(WriteCaseKind kind, WriteContext context) {
        return switch (kind) {
            case WRITE_AND_READ_BACK -> new WriteAndReadBack(context);
            case CREATE_TWICE -> new CreateTwice(context);
            case MISSING_ITEM -> new MissingItem(context);
            case DELETE_AND_LOOK -> new DeleteAndLookFor(context);
        };
    }

    /** Design errors of the pattern: unknown entities, entities without a table key, steps the operation cannot take. */
    List<DesignError> designErrors(WritePattern w) {
        List<DesignError> errors = new ArrayList<>();
        ModelChecks.unknownEntities(design, w).forEach(d -> errors.add(DesignError.of(DesignError.Code.WRITES_UNKNOWN_ENTITY, d)));
        for (WriteStep s : w.steps()) {
            if (!s.understood()) {
                continue;
            }
            String step = w.id() + " step " + s.number() + " " + s.verb().label().toLowerCase(Locale.ROOT) + "s ";
            Optional<Entity> entity = design.entity(s.entity());
            if (entity.isPresent()) {
                tableKeyProblems(entity.get()).forEach(p -> errors.add(new DesignError(DesignError.Code.WRITES_ENTITY_WITHOUT_TABLE_KEY,
                        step + entity.get().name() + ", " + p)));
            }
            if (w.operation() == Operation.BATCH_WRITE_ITEM && (s.verb() == StepVerb.UPDATE || s.verb() == StepVerb.CONDITION_CHECK)) {
                errors.add(new DesignError(DesignError.Code.STEP_NOT_IN_BATCH,
                        w.id() + " step " + s.number() + ": BatchWriteItem can only put and delete, not " + s.verb().label()));
            }
        }
        if (w.operation() == Operation.BATCH_WRITE_ITEM && !w.conditions().isEmpty()) {
            errors.add(new DesignError(DesignError.Code.CONDITION_ON_BATCH, w.id() + ": BatchWriteItem takes no condition "
                    + "expressions, so `" + w.conditions().text().strip()
                    + "` would not be checked; use TransactWriteItems, or one PutItem or DeleteItem per item"));
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
}

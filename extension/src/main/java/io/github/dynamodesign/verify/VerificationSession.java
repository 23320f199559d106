package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A design's table in DynamoDB, created and seeded, with one {@link PatternCheck} per access pattern. Closing it
 * deletes the table.
 */
public final class VerificationSession implements AutoCloseable {

    private final Design design;
    private final DynamoDbClient client;
    private final String tableName;
    private final long seed;
    private final List<SeededItem> seeded;
    private final List<SetupProblem> problems;
    private final List<PatternCheck> patterns;
    private final long setupMillis;
    private final boolean tableCreated;
    /** Reads share the table; a write case has it to itself, so no read sees another case's fresh items. */
    private final ReadWriteLock lock = new ReentrantReadWriteLock();

    private VerificationSession(Design design, DynamoDbClient client, String tableName, long seed, List<SeededItem> seeded,
                                List<SetupProblem> problems, long setupMillis, boolean tableCreated) {
        this.design = design;
        this.client = client;
        this.tableName = tableName;
        this.seed = seed;
        this.seeded = List.copyOf(seeded);
        this.problems = List.copyOf(problems);
        this.setupMillis = setupMillis;
        this.tableCreated = tableCreated;
        this.patterns = plan();
    }

    /**
     * Creates the design's table (a unique name), writes the sample items for the seed and plans every pattern.
     *
     * @throws IllegalArgumentException when the design cannot be used (see {@link Design#usable()})
     */
    public static VerificationSession open(Design design, DynamoDbClient client, long seed) {
        if (!design.usable()) {
            throw new IllegalArgumentException(design.file() + " cannot be verified: " + design.diagnostics());
        }
        long start = System.nanoTime();
        String table = TableFactory.uniqueName(design);
        List<SetupProblem> problems = new ArrayList<>();
        List<SeededItem> items = new ArrayList<>();
        boolean created = false;
        try {
            TableFactory.create(client, design, table);
            created = true;
            Seeder seeder = new Seeder(design);
            for (SampleGenerator.Sample s : new SampleGenerator(design, seed).generate()) {
                seeder.store(s.entity(), s.values()).ifPresent(stored -> items.add(new SeededItem(s.entity(), s.values(), stored, s.origin())));
            }
            List<SeededItem> written = seeder.write(client, table, seeder.deduplicate(items));
            problems.addAll(seeder.problems());
            items.clear();
            items.addAll(written);
        } catch (DynamoDbException e) {
            String reason = e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
            problems.add(new SetupProblem(design.table().location(), design.table().name(),
                    "DynamoDB rejected the table: " + reason));
            items.clear();
        }
        return new VerificationSession(design, client, table, seed, items, problems, (System.nanoTime() - start) / 1_000_000, created);
    }

    private List<PatternCheck> plan() {
        if (!tableCreated) {
            return notRun();
        }
        List<PatternCheck> checks = new ArrayList<>();
        KeyConditionMatcher matcher = new KeyConditionMatcher(design);
        RequestRunner runner = new RequestRunner(client, tableName);
        Map<String, SeededItem> byKey = new LinkedHashMap<>();
        seeded.forEach(i -> byKey.put(Seeder.primaryKey(design, i.stored()), i));
        List<PatternPlan> readPlans = new ArrayList<>();
        for (ReadPattern p : design.reads()) {
            PatternPlan plan = PatternPlan.of(design, p, matcher);
            readPlans.add(plan);
            List<CaseCheck> cases = new ArrayList<>();
            if (!plan.types.isEmpty() && plan.designErrors.stream().noneMatch(m -> m.contains("no partition key value")
                    || m.contains("which is not defined") || m.contains(" key attribute(s) of "))) {
                CaseChecker checker = new CaseChecker(design, plan, seeded, byKey);
                for (VerificationCase c : CasePlanner.plan(plan, seeded)) {
                    cases.add(new CaseCheck(c.name(), () -> holding(lock.readLock(), () -> ReadCase.run(plan, c, runner, checker))));
                }
            }
            String message = String.join("; ", plan.designErrors);
            Status planned = !plan.designErrors.isEmpty() ? Status.FAILED : Status.PASSED;
            if (planned == Status.PASSED && cases.isEmpty()) {
                planned = Status.FAILED;
                message = p.id() + " has no case to run: no seeded item of " + String.join(", ",
                        plan.resultTypes.stream().map(Entity::name).toList()) + " is in " + plan.schema.displayName();
            }
            checks.add(new PatternCheck(p.id(), p.description(), p.operation().apiName(), p.index(), p.location(),
                    plan.resultTypes, cases, planned, message));
        }
        WriteCases writes = new WriteCases(design, client, tableName, seeded, readPlans, seed);
        for (WritePattern w : design.writes()) {
            List<String> errors = writes.designErrors(w);
            List<WriteStep> skipped = WriteCases.skippedSteps(w);
            List<Entity> entities = w.steps().stream().filter(WriteStep::understood)
                    .map(s -> design.entity(s.entity())).flatMap(Optional::stream).distinct().toList();
            String skippedText = skipped.isEmpty() ? "" : "not run: step" + (skipped.size() == 1 ? " " : "s ")
                    + String.join(", ", skipped.stream().map(s -> s.number() + " \"" + s.source() + "\"").toList())
                    + " (not a Put, Update, Delete or ConditionCheck of an entity)";
            if (!errors.isEmpty()) {
                checks.add(new PatternCheck(w.id(), w.description(), w.operation().apiName(), null, w.location(), entities,
                        List.of(), Status.FAILED, String.join("; ", errors)));
            } else if (entities.isEmpty()) {
                checks.add(new PatternCheck(w.id(), w.description(), w.operation().apiName(), null, w.location(), entities,
                        List.of(), Status.SKIPPED, w.id() + " has no step that can be run; " + skippedText));
            } else {
                List<CaseCheck> cases = writes.cases(w).stream()
                        .map(c -> new CaseCheck(c.name(), () -> holding(lock.writeLock(), c::run))).toList();
                checks.add(new PatternCheck(w.id(), w.description(), w.operation().apiName(), null, w.location(), entities,
                        cases, Status.PASSED, skippedText));
            }
        }
        checks.sort((a, b) -> a.location().compareTo(b.location()));
        return checks;
    }

    /** Every pattern, failed without running: there is no table to run it on. */
    private List<PatternCheck> notRun() {
        List<PatternCheck> checks = new ArrayList<>();
        String why = " not run: the table could not be created (see the setup problems)";
        for (ReadPattern p : design.reads()) {
            checks.add(new PatternCheck(p.id(), p.description(), p.operation().apiName(), p.index(), p.location(), List.of(),
                    List.of(), Status.FAILED, p.id() + why));
        }
        for (WritePattern w : design.writes()) {
            checks.add(new PatternCheck(w.id(), w.description(), w.operation().apiName(), null, w.location(), List.of(),
                    List.of(), Status.FAILED, w.id() + why));
        }
        checks.sort((a, b) -> a.location().compareTo(b.location()));
        return checks;
    }

    private static CaseResult holding(Lock lock, Supplier<CaseResult> work) {
        lock.lock();
        try {
            return work.get();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Held by every read case, and to be held by code of one's own that reads the table while write cases may run in
     * parallel: a write case adds and removes fresh items and holds the table to itself meanwhile.
     */
    public Lock sharedReadLock() {
        return lock.readLock();
    }

    public Design design() {
        return design;
    }

    public DynamoDbClient client() {
        return client;
    }

    public String tableName() {
        return tableName;
    }

    public long seed() {
        return seed;
    }

    public List<SeededItem> seededItems() {
        return seeded;
    }

    public List<SetupProblem> setupProblems() {
        return problems;
    }

    public long setupMillis() {
        return setupMillis;
    }

    public List<PatternCheck> patterns() {
        return patterns;
    }

    public Optional<PatternCheck> pattern(String id) {
        return patterns.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** Runs the selected patterns (all when the filter accepts everything). */
    public VerificationReport run(Predicate<String> patternIds) {
        List<PatternResult> results = new ArrayList<>();
        for (PatternCheck p : patterns) {
            if (patternIds.test(p.id())) {
                results.add(p.run());
            }
        }
        return new VerificationReport(design.file(), tableName, seed, problems, results, setupMillis, tableCreated);
    }

    /** Where a setup problem or pattern points in the document. */
    public SourceLocation location() {
        return design.table().location();
    }

    @Override
    public void close() {
        try {
            client.deleteTable(DeleteTableRequest.builder().tableName(tableName).build());
        } catch (DynamoDbException e) {
            // the table is gone already (or was never created): nothing to clean up
        }
    }
}

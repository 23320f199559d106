package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.AccessPattern;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.intent.Intents;
import io.github.dynamodesign.intent.SpecAttributes;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.verify.code.Implementations;
import io.github.dynamodesign.verify.read.PatternPlan;
import io.github.dynamodesign.verify.read.ReadChecks;
import io.github.dynamodesign.verify.sample.Seeding;
import io.github.dynamodesign.verify.table.DynamoErrors;
import io.github.dynamodesign.verify.table.TableFactory;
import io.github.dynamodesign.verify.write.WriteChecks;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
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

    /** The seed of the sample data when none is given. */
    public static final long DEFAULT_SEED = 42;

    private final Design design;
    private final DynamoDbClient client;
    private final String tableName;
    private final Intents intents;
    private final long seed;
    private final List<SeededItem> seeded;
    private final List<SetupProblem> problems;
    private final List<PatternCheck> patterns;
    private final long setupMillis;
    private final boolean ownsTable;
    /** Reads share the table; a write case has it to itself, so no read sees another case's fresh items. */
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    /** The stages, once the table is there. */
    private ReadChecks reads;
    private WriteChecks writes;

    private VerificationSession(Design design, Intents intents, DynamoDbClient client, String tableName, long seed, Seeding.Result seeding,
                                List<SetupProblem> problems, long setupMillis, boolean ownsTable) {
        this.ownsTable = ownsTable;
        this.design = design;
        this.intents = intents;
        this.client = client;
        this.tableName = tableName;
        this.seed = seed;
        this.seeded = seeding.items();
        this.problems = List.copyOf(problems);
        this.setupMillis = setupMillis;
        this.patterns = tableCreated() ? plan() : notRun();
    }

    /**
     * Creates the design's table (a unique name; closing the session deletes it, and only when it was created), writes the sample items for the seed and plans every pattern.
     *
     * @throws IllegalArgumentException when the design cannot be used (see {@link Design#usable()})
     */
    public static VerificationSession open(Design design, DynamoDbClient client, long seed) {
        return open(design, Optional.empty(), client, seed);
    }

    /**
     * Creates the design's table, seeds it and plans every pattern against its intent: the access-patterns document's
     * where one is given, else what the design's own words say.
     *
     * @throws IllegalArgumentException when the design cannot be used (see {@link Design#usable()})
     */
    public static VerificationSession open(Design design, Optional<AccessPatternsSpec> spec, DynamoDbClient client, long seed) {
        if (!design.usable()) {
            throw new IllegalArgumentException(design.file() + " cannot be verified: " + design.diagnostics());
        }
        design = SpecAttributes.completed(design, spec);
        long start = System.nanoTime();
        String table = TableFactory.uniqueName(design);
        List<SetupProblem> problems = new ArrayList<>();
        Seeding.Result seeding = new Seeding.Result(List.of(), List.of());
        boolean created = false;
        try {
            TableFactory.create(client, design, table);
            created = true;
            Map<String, Integer> statedLimits = new HashMap<>();
            spec.stream().flatMap(s -> s.patterns().stream()).filter(p -> p.limit().isPresent())
                    // (a row that names no entity still states how many: the first parent's children outnumber it)
                    .forEach(p -> (p.entities().isEmpty() ? List.of("") : p.entities())
                            .forEach(name -> statedLimits.merge(name, p.limit().get(), Math::max)));
            seeding = Seeding.seed(design, client, table, seed, statedLimits);
            problems.addAll(seeding.problems());
        } catch (DynamoDbException e) {
            problems.add(new SetupProblem(SetupProblem.Code.TABLE_REJECTED, design.table().location(), design.table().name(),
                    "DynamoDB rejected the table: " + DynamoErrors.reason(e)));
            seeding = new Seeding.Result(List.of(), List.of());
        }
        return new VerificationSession(design, Intents.of(design, spec), client, table, seed, seeding, problems,
                (System.nanoTime() - start) / 1_000_000, created);
    }

    /**
     * Plans every pattern against a table that exists already and the items it holds (see {@link PreparedTable}).
     * Closing the session leaves the table to whoever made it.
     *
     * @throws IllegalArgumentException when the design cannot be used (see {@link Design#usable()})
     */
    public static VerificationSession onTable(Design design, Optional<AccessPatternsSpec> spec, DynamoDbClient client, PreparedTable table,
                                              long seed) {
        if (!design.usable()) {
            throw new IllegalArgumentException(design.file() + " cannot be verified: " + design.diagnostics());
        }
        design = SpecAttributes.completed(design, spec);
        return new VerificationSession(design, Intents.of(design, spec), client, table.name(), seed,
                new Seeding.Result(table.items(), List.of()), table.problems(), 0, false);
    }

    /** Whether DynamoDB accepted the table (when not, no pattern runs). */
    public boolean tableCreated() {
        return problems.stream().allMatch(SetupProblem::tableUsable);
    }

    private List<PatternCheck> plan() {
        List<PatternCheck> checks = new ArrayList<>();
        reads = new ReadChecks(design, client, tableName, seeded, intents, seed).leftOut(problems.stream()
                .filter(x -> x.code() == SetupProblem.Code.KEY_COLLISION).toList());
        for (PatternPlan plan : reads.plans()) {
            checks.add(reads.check(plan, work -> () -> holding(lock.readLock(), work)));
        }
        writes = new WriteChecks(design, client, tableName, seeded, reads, seed);
        for (WritePattern w : design.writes()) {
            checks.add(writes.check(w, work -> () -> holding(lock.writeLock(), work)));
        }
        checks.sort(Comparator.comparing(PatternCheck::location));
        return checks;
    }

    /**
     * The user's implementation class checked against the design: each method annotated with an access pattern runs
     * that pattern's cases (see docs/implementations.md).
     *
     * @param factory how to make an instance on the client given; empty: the class's constructor or static factory
     *                taking a DynamoDbClient or DynamoDbEnhancedClient and the table's name
     */
    public ImplementationCheck implementation(Class<?> type, Optional<ImplementationFactory> factory) {
        if (reads == null) {
            return new ImplementationCheck(type.getSimpleName(), List.of(type.getSimpleName()
                    + " is not checked: the table could not be created (see the setup problems)"), List.of());
        }
        return new Implementations(design, reads, writes, client, tableName).check(type, factory,
                work -> () -> holding(lock.readLock(), work), work -> () -> holding(lock.writeLock(), work));
    }

    /** Every pattern, failed without running: there is no table to run it on. */
    private List<PatternCheck> notRun() {
        List<PatternCheck> checks = new ArrayList<>();
        String why = " not run: the table could not be created (see the setup problems)";
        List<AccessPattern> all = new ArrayList<>(design.reads());
        all.addAll(design.writes());
        for (AccessPattern p : all) {
            checks.add(PatternCheck.failed(p, List.of(), List.of(), p.id() + why));
        }
        checks.sort(Comparator.comparing(PatternCheck::location));
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

    /** What each read pattern is for, as understood from the access-patterns document and the design's words. */
    public Intents intents() {
        return intents;
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

    /** Told as each pattern of a run starts and ends, to show progress or results as they come. */
    public interface RunListener {

        default void starting(PatternCheck pattern) {
        }

        default void finished(PatternResult result) {
        }
    }

    /** Runs the selected patterns (all when the filter accepts everything). */
    public VerificationReport run(Predicate<String> patternIds) {
        return run(patternIds, new RunListener() {
        });
    }

    /** Runs the selected patterns, telling the listener as each starts and ends. */
    public VerificationReport run(Predicate<String> patternIds, RunListener listener) {
        List<PatternResult> results = new ArrayList<>();
        for (PatternCheck p : patterns) {
            if (patternIds.test(p.id())) {
                listener.starting(p);
                PatternResult result = p.run();
                listener.finished(result);
                results.add(result);
            }
        }
        return new VerificationReport(design.file(), tableName, seed, problems, results, setupMillis, tableCreated());
    }

    /** Where a setup problem or pattern points in the document. */
    public SourceLocation location() {
        return design.table().location();
    }

    @Override
    public void close() {
        if (ownsTable) {
            TableFactory.delete(client, tableName);
        }
    }
}

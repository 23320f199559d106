package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.diff.DesignDiff;
import io.github.dynamodesign.diff.MigrationPlan;
import io.github.dynamodesign.verify.migrate.Migrator;
import io.github.dynamodesign.verify.migrate.MixedSeeding;
import io.github.dynamodesign.verify.sample.Seeder;
import io.github.dynamodesign.verify.sample.Seeding;
import io.github.dynamodesign.verify.table.DynamoErrors;
import io.github.dynamodesign.verify.table.IndexSettling;
import io.github.dynamodesign.verify.table.TableFactory;
import io.github.dynamodesign.verify.table.TableItems;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Regression test of a key change against DynamoDB: the items a live table holds under the previous design's keys,
 * read by the new design's patterns (old data, new code); the same items after the migration the diff implies (every
 * new pattern must then pass as on a fresh table); and items the new design writes, read by the previous design's
 * patterns (the deploy window). Where the diff predicts that existing items need migrating, a miss is
 * {@link MigrationPhase.Verdict#NEEDS_MIGRATION}; a miss it does not predict is a failure: the diff and the data disagree.
 */
public final class MigrationCheck {

    private final KeyChange change;
    private final DesignDiff diff;
    private final MigrationPlan plan;
    private final DynamoDbClient client;
    private final long seed;
    private final Optional<VerificationReport> fresh;
    private final List<String> tables = new ArrayList<>();

    private MigrationCheck(KeyChange change, DynamoDbClient client, long seed, Optional<VerificationReport> fresh) {
        this.change = change;
        this.diff = DesignDiff.between(change.previous(), change.next());
        this.plan = MigrationPlan.of(diff);
        this.client = client;
        this.seed = seed;
        this.fresh = fresh;
    }

    /**
     * Runs the three phases on tables of its own, deleted at the end.
     *
     * @param fresh the new design verified on a fresh table, when at hand: a pattern failing after the migration is then
     *              said to fail there too (a bug of the design) or not (a bug of the migration)
     * @throws IllegalArgumentException when either design cannot be used
     */
    public static MigrationReport run(KeyChange change, DynamoDbClient client, long seed, Optional<VerificationReport> fresh) {
        long start = System.nanoTime();
        MigrationCheck check = new MigrationCheck(change, client, seed, fresh);
        try {
            return check.run(start);
        } finally {
            check.dropTables();
        }
    }

    private MigrationReport run(long start) {
        Design next = change.next();
        Design previous = change.previous();
        Map<String, String> previousNames = inverse(diff.renamed());
        List<MigrationPhase> phases = new ArrayList<>();
        List<SeededItem> stored;
        String source;
        String target;
        if (!diff.newTable()) {
            source = table(next);
            target = source;
            Seeding.Result old = MixedSeeding.of(next, previous, previousNames, KeysFrom.PREVIOUS_DESIGN).seed(client, source, seed);
            phases.add(readPhase(MigrationPhase.Kind.OLD_DATA, next, change.nextSpec(), new PreparedTable(source, old.items(), old.problems()), ""));
            stored = new ArrayList<>(old.items());
        } else {
            source = table(previous);
            target = table(next);
            Seeding.Result old = MixedSeeding.of(next, previous, previousNames, KeysFrom.PREVIOUS_DESIGN).writerItemsOnly().seed(client, source, seed);
            phases.add(notRun(MigrationPhase.Kind.OLD_DATA, "not run: the change needs a new table (" + diff.changes().stream()
                    .filter(c -> c.changeClass() == io.github.dynamodesign.diff.ChangeClass.NEW_TABLE).map(c -> c.summary()).findFirst().orElse("")
                    + "), so the new patterns can only read the items once they are copied into it; every pattern needs the copy"));
            stored = new ArrayList<>(old.items());
            Seeding.Result added = MixedSeeding.of(next, previous, previousNames, KeysFrom.PREVIOUS_DESIGN).readerItemsOnly().seed(client, target, seed);
            stored.addAll(added.items());
        }
        List<MigratedStep> migration = new Migrator(diff, plan, client).run(source, target);
        phases.add(readPhase(MigrationPhase.Kind.MIGRATED, next, change.nextSpec(),
                new PreparedTable(target, afterMigration(stored, target), List.of()), ""));
        phases.add(deployWindow());
        return new MigrationReport(diff, plan, migration, phases, seed, (System.nanoTime() - start) / 1_000_000);
    }

    /** Items the new design writes (its Put steps), under its keys, among the previous design's items, read by the previous patterns. */
    private MigrationPhase deployWindow() {
        if (diff.newTable()) {
            return notRun(MigrationPhase.Kind.DEPLOY_WINDOW, "not run: with a new table, old code reads the old table and new code "
                    + "writes the new one; keep them in step (dual writes or a stream) until the old code is gone");
        }
        Set<String> written = new LinkedHashSet<>();
        List<WritePattern> writes = change.next().writes();
        for (WritePattern w : writes) {
            w.steps().stream().filter(s -> s.understood() && s.verb() == StepVerb.PUT).map(WriteStep::entity).forEach(written::add);
        }
        String assumed = "";
        if (writes.isEmpty()) {
            change.next().entities().forEach(e -> written.add(e.name()));
            assumed = "the new design has no write patterns: every entity is taken to be written by the new code";
        }
        Map<String, String> newNames = new LinkedHashMap<>();
        diff.renamed().forEach((old, now) -> {
            if (written.contains(now)) {
                newNames.put(old, now);
            }
        });
        String old = table(change.previous());
        Seeding.Result r = MixedSeeding.of(change.previous(), change.next(), newNames, KeysFrom.NEXT_DESIGN).seed(client, old, seed);
        return readPhase(MigrationPhase.Kind.DEPLOY_WINDOW, change.previous(), change.previousSpec(), new PreparedTable(old, r.items(), r.problems()),
                assumed);
    }

    /** The items as the migration left them: found under the keys the new design renders, else where they were. */
    private List<SeededItem> afterMigration(List<SeededItem> items, String table) {
        Design next = change.next();
        Map<PrimaryKey, Map<String, AttributeValue>> inTable = new LinkedHashMap<>();
        List<Map<String, AttributeValue>> migrated = TableItems.scan(client, table);
        migrated.forEach(i -> inTable.put(PrimaryKey.of(next, i), i));
        IndexSettling.await(client, next, table, migrated);
        Seeder renderer = new Seeder(next);
        List<SeededItem> after = new ArrayList<>();
        for (SeededItem item : items) {
            Optional<Map<String, AttributeValue>> found = renderer.store(item.entity(), item.values()).map(s -> PrimaryKey.of(next, s))
                    .map(inTable::get);
            if (found.isEmpty()) {
                found = Optional.ofNullable(inTable.get(PrimaryKey.of(next, item.stored())));
            }
            after.add(found.map(f -> item.storedAs(f, item.keysFrom())).orElse(item));
        }
        return after;
    }

    private MigrationPhase readPhase(MigrationPhase.Kind kind, Design design, Optional<AccessPatternsSpec> spec, PreparedTable table, String note) {
        Set<String> reads = new LinkedHashSet<>(design.reads().stream().map(ReadPattern::id).toList());
        VerificationReport report;
        try (VerificationSession session = VerificationSession.onTable(design, spec, client, table, seed)) {
            report = session.run(reads::contains);
        }
        List<MigrationPhase.PhasePattern> patterns = new ArrayList<>();
        for (PatternResult p : report.patterns()) {
            patterns.add(PhaseVerdicts.judge(kind, p, design, diff, fresh));
        }
        return new MigrationPhase(kind, table.name(), table.problems(), patterns, note);
    }

    private static MigrationPhase notRun(MigrationPhase.Kind kind, String why) {
        return new MigrationPhase(kind, "", List.of(), List.of(), why);
    }

    private String table(Design design) {
        String name = TableFactory.uniqueName(design);
        try {
            TableFactory.create(client, design, name);
        } catch (DynamoDbException e) {
            throw new IllegalStateException("DynamoDB rejected the table of " + design.file() + ": " + DynamoErrors.reason(e), e);
        }
        tables.add(name);
        return name;
    }

    private void dropTables() {
        for (String t : tables) {
            try {
                TableFactory.delete(client, t);
            } catch (DynamoDbException e) {
                // left for the backend to delete when it closes
            }
        }
    }

    private static Map<String, String> inverse(Map<String, String> map) {
        Map<String, String> inverse = new LinkedHashMap<>();
        map.forEach((k, v) -> inverse.put(v, k));
        return inverse;
    }
}

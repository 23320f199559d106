package io.github.dynamodesign.verify;

import io.github.dynamodesign.diff.DesignDiff;
import io.github.dynamodesign.diff.MigrationPlan;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of a migration check: the diff, the derived plan and what it did to the sample, and the three phases.
 *
 * @param migration one entry per step of the plan
 */
public record MigrationReport(DesignDiff diff, MigrationPlan plan, List<MigratedStep> migration, List<MigrationPhase> phases, long seed,
                              long millis) {

    public MigrationReport {
        migration = List.copyOf(migration);
        phases = List.copyOf(phases);
    }

    public Optional<MigrationPhase> phase(MigrationPhase.Kind kind) {
        return phases.stream().filter(p -> p.kind() == kind).findFirst();
    }

    /** Whether no pattern failed in any phase and the migration migrated every item it selected. */
    public boolean passed() {
        return phases.stream().allMatch(p -> p.count(MigrationPhase.Verdict.FAILED) == 0)
                && migration.stream().allMatch(m -> m.problems().isEmpty());
    }
}

package io.github.dynamodesign.verify;

import java.util.List;
import java.util.Optional;

/**
 * One phase of a migration check: the read patterns of one version run against a table holding what a live table
 * holds at that moment, each with a verdict.
 *
 * @param table the table it ran on (empty when it did not run)
 * @param note why it did not run, or what it assumed; empty otherwise
 */
public record MigrationPhase(Kind kind, String table, List<SetupProblem> setupProblems, List<PhasePattern> patterns, String note) {

    public MigrationPhase {
        setupProblems = List.copyOf(setupProblems);
        patterns = List.copyOf(patterns);
        note = note == null ? "" : note;
    }

    /** The phases, in the order they run. */
    public enum Kind {
        /** Items under the previous design's keys, read by the new design's patterns: what a deploy without migration does. */
        OLD_DATA("old-data", "old data, new patterns", "items already in the table, read by the new design's patterns"),
        /** The same items after the derived migration: the new patterns must pass as on a fresh table. */
        MIGRATED("migrated", "after the migration", "the same items after the derived migration, read by the new design's patterns"),
        /** Items the new design writes, read by the previous design's patterns: old code still running, or a rollback. */
        DEPLOY_WINDOW("deploy-window", "new data, old patterns", "items the new design writes, read by the previous design's patterns");

        private final String id;
        private final String title;
        private final String meaning;

        Kind(String id, String title, String meaning) {
            this.id = id;
            this.title = title;
            this.meaning = meaning;
        }

        public String id() {
            return id;
        }

        public String title() {
            return title;
        }

        public String meaning() {
            return meaning;
        }
    }

    /** What a pattern's result means in the phase. */
    public enum Verdict {
        /** It returned exactly the intended items. */
        PASSED,
        /** It misses or wrongly returns items of entities the diff says need migrating: expected until they are. */
        NEEDS_MIGRATION,
        /** It failed where the diff predicts no difference, or after the migration: a real problem. */
        FAILED,
        SKIPPED,
        INCOMPLETE;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * A pattern's outcome in the phase.
     *
     * @param explanation why the verdict, in words (what the diff predicts, or that it does not)
     */
    public record PhasePattern(PatternResult result, Verdict verdict, String explanation) {
    }

    public long count(Verdict verdict) {
        return patterns.stream().filter(p -> p.verdict() == verdict).count();
    }

    public Optional<PhasePattern> pattern(String id) {
        return patterns.stream().filter(p -> p.result().id().equals(id)).findFirst();
    }

    public boolean ran() {
        return !table.isEmpty();
    }
}

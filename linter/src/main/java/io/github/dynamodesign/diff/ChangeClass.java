package io.github.dynamodesign.diff;

/**
 * What a change of the design means for a table that already holds items. Declared from the most to the least
 * demanding; {@link #level()} groups them for {@code --fail-on}.
 */
public enum ChangeClass {
    NEW_TABLE("new-table", FailLevel.BREAKING, "needs a new table and a copy of every item"),
    REWRITE("rewrite", FailLevel.BREAKING, "existing items sit under the old key: put each under the new key and delete the old one"),
    INDEX_REBUILD("index-rebuild", FailLevel.BREAKING,
            "the index must be deleted and created again (DynamoDB cannot alter its keys or projection); its patterns are unavailable meanwhile"),
    BACKFILL("backfill", FailLevel.BACKFILL, "existing items lack index attributes or carry stale ones: one UpdateItem per item"),
    BEHAVIOUR("behaviour", FailLevel.ANY, "callers get different results"),
    SAFE("safe", FailLevel.ANY, "nothing to do");

    private final String id;
    private final FailLevel level;
    private final String meaning;

    ChangeClass(String id, FailLevel level, String meaning) {
        this.id = id;
        this.level = level;
        this.meaning = meaning;
    }

    /** The class as written in reports: {@code new-table}, {@code rewrite}, ... */
    public String id() {
        return id;
    }

    /** The lowest {@code --fail-on} level at which a change of this class fails the run. */
    public FailLevel level() {
        return level;
    }

    /** What it means, in one line. */
    public String meaning() {
        return meaning;
    }

    /** Whether existing items must be written again (or copied) before the new design reads them right. */
    public boolean needsData() {
        return this == NEW_TABLE || this == REWRITE || this == BACKFILL;
    }

    /** The {@code --fail-on} levels of {@code diff}: a level fails on its classes and on every class above it. */
    public enum FailLevel {
        BREAKING, BACKFILL, ANY, NEVER;

        /** Whether a change of the given class fails a run at this level. */
        public boolean failsOn(ChangeClass c) {
            return this != NEVER && c.level().ordinal() <= ordinal();
        }
    }
}

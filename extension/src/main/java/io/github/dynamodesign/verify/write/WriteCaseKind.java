package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;

/** The kinds of case a write or delete pattern gets: each with its name, when it applies, and its own fresh values. */
enum WriteCaseKind {

    /** Write, then every read pattern that returns the written entity finds it, exactly. */
    WRITE_AND_READ_BACK("write, then read it back"),
    /** A create guarded by attribute_not_exists rejects a second, identical create. */
    CREATE_TWICE("the same create again is rejected"),
    /** An update or delete guarded by attribute_exists rejects a missing item. */
    MISSING_ITEM("on a missing item it is rejected"),
    /** After a delete no pattern, through any index, returns the item or its duplicates. */
    DELETE_AND_LOOK("delete, then no pattern returns it");

    private final String label;

    WriteCaseKind(String label) {
        this.label = label;
    }

    /** The case's name in reports. */
    String label() {
        return label;
    }

    boolean appliesTo(WritePattern w) {
        boolean puts = has(w, StepVerb.PUT);
        boolean updates = has(w, StepVerb.UPDATE);
        boolean deletes = has(w, StepVerb.DELETE);
        return switch (this) {
            case WRITE_AND_READ_BACK -> puts || updates;
            case CREATE_TWICE -> puts && !w.upsert() && w.operation() != Operation.BATCH_WRITE_ITEM;
            case MISSING_ITEM -> w.steps().stream().anyMatch(s -> (s.verb() == StepVerb.UPDATE || s.verb() == StepVerb.DELETE)
                    && w.conditions().forStep(s).requiresExisting());
            case DELETE_AND_LOOK -> deletes;
        };
    }

    /**
     * A number of the case's own among all cases of a session (pattern by pattern, kind by kind), so that cases running
     * at the same time make different fresh items.
     *
     * @param patternIndex the pattern's position among the design's write patterns
     */
    int space(int patternIndex) {
        return patternIndex * values().length + ordinal() + 1;
    }

    private static boolean has(WritePattern w, StepVerb verb) {
        return w.steps().stream().anyMatch(s -> s.verb() == verb);
    }
}

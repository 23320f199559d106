package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Diagnostic;

/**
 * A reason an access pattern cannot be verified as written, found before anything runs: it fails the pattern.
 *
 * @param message the error in words, naming the pattern and what to change
 */
public record DesignError(Code code, String message) {

    /** What is wrong with the pattern. */
    public enum Code {
        UNKNOWN_INDEX(true),
        NO_PARTITION_KEY(true),
        PARTITION_KEY_ARITY(true),
        SINGLE_ITEM_READ_ON_INDEX(false),
        INCOMPLETE_PRIMARY_KEY(false),
        FILTER_NOT_PROJECTED(false),
        UNKNOWN_ENTITY(false),
        RETURNS_ENTITY_NOT_IN_INDEX(false),
        RETURNS_ENTITY_NOT_MATCHING(false),
        ALSO_MATCHES_UNDECLARED_ENTITY(false),
        MATCHES_NO_ENTITY(false),
        WRITES_UNKNOWN_ENTITY(false),
        WRITES_ENTITY_WITHOUT_TABLE_KEY(false),
        STEP_NOT_IN_BATCH(false),
        CONDITION_ON_BATCH(false),
        /** An input stands, by its place in the key, for another value than its name or the document says. */
        INPUT_AGAINST_INTENT(false),
        /** The words ask for a number of results the request does not limit itself to. */
        LIMIT_AGAINST_INTENT(false),
        /** The index is said to be sparse, but every item carries its keys. */
        INDEX_NOT_SPARSE(false),
        /** The entity's keys put it in the index, but its create writes no keys of it (only a later update does). */
        CREATED_OUTSIDE_INDEX(false);

        private final boolean blocksCases;

        Code(boolean blocksCases) {
            this.blocksCases = blocksCases;
        }

        /** Whether no request can even be built, so no case is planned (the others still run their cases). */
        public boolean blocksCases() {
            return blocksCases;
        }
    }

    /** The model's diagnostic of a pattern as a design error: its message and what to do. */
    public static DesignError of(Code code, Diagnostic diagnostic) {
        String hint = diagnostic.hint();
        return new DesignError(code, diagnostic.message() + (hint == null || hint.isBlank() ? "" : " (" + hint + ")"));
    }

    @Override
    public String toString() {
        return message;
    }
}

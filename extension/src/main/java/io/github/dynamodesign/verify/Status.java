package io.github.dynamodesign.verify;

import java.util.Locale;

/**
 * The outcome of a pattern or a case: passed; failed (the design is wrong, or cannot work as written); skipped (there is
 * nothing to run, such as expiry by TTL); incomplete (the document does not say enough to check the pattern: the
 * message names the sentence to add).
 */
public enum Status {
    PASSED, FAILED, SKIPPED, INCOMPLETE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}

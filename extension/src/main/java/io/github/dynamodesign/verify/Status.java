package io.github.dynamodesign.verify;

import java.util.Locale;

/** The outcome of a pattern or a case. */
public enum Status {
    PASSED, FAILED, SKIPPED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}

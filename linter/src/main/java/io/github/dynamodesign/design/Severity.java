package io.github.dynamodesign.design;

import java.util.Locale;

/** How serious a diagnostic or finding is; ordered from most to least severe. */
public enum Severity {
    ERROR, WARNING, INFO;

    /** The lower-case name used in documents, reports and command-line options. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean atLeast(Severity threshold) {
        return ordinal() <= threshold.ordinal();
    }

    public static Severity parse(String text) {
        return valueOf(text.trim().toUpperCase(Locale.ROOT));
    }
}

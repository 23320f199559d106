package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.SourceLocation;

import java.util.Objects;

/**
 * One thing a rule found.
 *
 * @param element the entity name, index name or pattern id it concerns (the table name for table-wide findings)
 * @param elementLine the line of that element's heading or row: suppressions attach there
 * @param suppressionReason the reason of the suppression comment, or null when not suppressed
 */
public record Finding(String rule, Severity severity, SourceLocation location, String element, int elementLine,
                      String message, String hint, String suppressionReason) {

    public Finding {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(location, "location");
        element = element == null ? "" : element;
        hint = hint == null ? "" : hint;
    }

    public boolean suppressed() {
        return suppressionReason != null;
    }

    public Finding withSeverity(Severity newSeverity) {
        return new Finding(rule, newSeverity, location, element, elementLine, message, hint, suppressionReason);
    }

    public Finding suppressedBecause(String reason) {
        return new Finding(rule, severity, location, element, elementLine, message, hint, reason);
    }

    public String file() {
        return location.file();
    }

    public int line() {
        return location.line();
    }
}

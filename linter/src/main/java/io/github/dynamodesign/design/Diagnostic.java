package io.github.dynamodesign.design;

import java.util.Objects;

/**
 * A problem found while reading or resolving a design: where it is, what it is and how to fix it.
 *
 * @param code stable identifier of the kind of problem, e.g. {@code malformed-row}
 * @param hint what the author can do about it; may be empty
 */
public record Diagnostic(Severity severity, SourceLocation location, String code, String message, String hint) {

    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        hint = hint == null ? "" : hint;
    }

    public static Diagnostic error(SourceLocation at, String code, String message, String hint) {
        return new Diagnostic(Severity.ERROR, at, code, message, hint);
    }

    public static Diagnostic warning(SourceLocation at, String code, String message, String hint) {
        return new Diagnostic(Severity.WARNING, at, code, message, hint);
    }

    public static Diagnostic info(SourceLocation at, String code, String message, String hint) {
        return new Diagnostic(Severity.INFO, at, code, message, hint);
    }

    @Override
    public String toString() {
        return location + ": " + severity.label() + " [" + code + "] " + message + (hint.isEmpty() ? "" : " (" + hint + ")");
    }
}

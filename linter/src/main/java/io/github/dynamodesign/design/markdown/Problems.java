package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.SourceLocation;

import java.util.ArrayList;
import java.util.List;

/** Collects the diagnostics of one document as it is read. */
final class Problems {

    private final String file;
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    Problems(String file) {
        this.file = file;
    }

    SourceLocation at(int line) {
        return new SourceLocation(file, line);
    }

    void error(int line, String code, String message, String hint) {
        add(Severity.ERROR, line, code, message, hint);
    }

    void warning(int line, String code, String message, String hint) {
        add(Severity.WARNING, line, code, message, hint);
    }

    void info(int line, String code, String message, String hint) {
        add(Severity.INFO, line, code, message, hint);
    }

    private void add(Severity severity, int line, String code, String message, String hint) {
        diagnostics.add(new Diagnostic(severity, at(Math.max(line, 1)), code, message, hint));
    }

    List<Diagnostic> all() {
        return diagnostics;
    }
}

package io.github.dynamodesign.lint.report;

import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Baseline;
import io.github.dynamodesign.lint.Finding;
import io.github.dynamodesign.lint.LintResult;

import java.io.PrintWriter;
import java.util.List;

/** {@code file:line: severity [rule] element: message}, a hint line, grouped by file, and a summary. */
public final class TextReport {

    private static final String RESET = "\u001B[0m";

    private final boolean colour;

    public TextReport(boolean colour) {
        this.colour = colour;
    }

    /** One line per design: its counts by severity. */
    private static void table(List<LintResult> results, PrintWriter out) {
        int width = Math.max(6, results.stream().mapToInt(r -> r.design().file().length()).max().orElse(6));
        out.printf("%-" + width + "s  %6s  %8s  %4s%n", "design", "errors", "warnings", "info");
        for (LintResult r : results) {
            out.printf("%-" + width + "s  %6d  %8d  %4d%s%n", r.design().file(), r.count(Severity.ERROR) + r.fatal().size(),
                    r.count(Severity.WARNING), r.count(Severity.INFO), r.unreadable() ? "  (not read completely)" : "");
        }
        out.println();
    }

    public void write(List<LintResult> results, PrintWriter out) {
        long errors = 0;
        long warnings = 0;
        long infos = 0;
        long suppressed = 0;
        long baselined = 0;
        int gone = 0;
        for (LintResult r : results) {
            if (r.findings().isEmpty() && r.fatal().isEmpty() && r.goneFromBaseline().isEmpty()) {
                continue;
            }
            out.println(paint(r.design().file(), "\u001B[1m"));
            for (Diagnostic d : r.fatal()) {
                out.println("  " + d.location() + ": " + paint("error", "\u001B[31m") + " [" + d.code() + "] " + d.message());
                if (!d.hint().isEmpty()) {
                    out.println("      hint: " + d.hint());
                }
            }
            for (Finding f : r.findings()) {
                String head = "  " + f.location() + ": " + level(f.severity()) + " [" + f.rule() + "] "
                        + (f.element().isEmpty() ? "" : f.element() + ": ") + f.message();
                out.println(f.suppressed() ? paint(head + " (suppressed: " + f.suppressionReason() + ")", "\u001B[2m") : head);
                if (!f.hint().isEmpty() && !f.suppressed()) {
                    out.println("      hint: " + f.hint());
                }
            }
            for (Baseline.Entry e : r.goneFromBaseline()) {
                out.println("  " + e.file() + ": fixed, no longer found: [" + e.rule() + "] " + e.element() + ": " + e.message());
            }
            out.println();
            errors += r.count(Severity.ERROR);
            warnings += r.count(Severity.WARNING);
            infos += r.count(Severity.INFO);
            suppressed += r.suppressedCount();
            baselined += r.baselined();
            gone += r.goneFromBaseline().size();
        }
        if (results.size() > 1) {
            table(results, out);
        }
        StringBuilder summary = new StringBuilder();
        summary.append(results.size()).append(results.size() == 1 ? " design: " : " designs: ")
                .append(plural(errors, "error")).append(", ").append(plural(warnings, "warning")).append(", ")
                .append(infos).append(" info");
        if (suppressed > 0) {
            summary.append(", ").append(suppressed).append(" suppressed");
        }
        if (baselined > 0 || gone > 0) {
            summary.append(", ").append(baselined).append(" in the baseline");
            if (gone > 0) {
                summary.append(" (").append(plural(gone, "baseline entry")).append(" fixed: write the baseline again)");
            }
        }
        long unreadable = results.stream().filter(LintResult::unreadable).count();
        if (unreadable > 0) {
            summary.append("; ").append(unreadable).append(unreadable == 1 ? " document" : " documents")
                    .append(" could not be read completely");
        }
        out.println(summary);
        out.flush();
    }

    private String level(Severity s) {
        return switch (s) {
            case ERROR -> paint("error", "\u001B[31m");
            case WARNING -> paint("warning", "\u001B[33m");
            case INFO -> paint("info", "\u001B[36m");
        };
    }

    private String paint(String text, String code) {
        return colour ? code + text + RESET : text;
    }

    private static String plural(long n, String word) {
        if (n == 1) {
            return n + " " + word;
        }
        return n + " " + (word.endsWith("y") ? word.substring(0, word.length() - 1) + "ies" : word + "s");
    }
}

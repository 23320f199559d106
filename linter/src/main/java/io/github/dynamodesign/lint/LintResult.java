package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;

import java.util.List;

/**
 * The findings for one design.
 *
 * @param findings all findings, suppressed ones included, sorted by file and line
 * @param fatal the diagnostics that kept the document from being linted (empty when it was linted)
 * @param baselined how many findings a baseline left out
 * @param goneFromBaseline baseline entries that no longer occur
 */
public record LintResult(Design design, List<Finding> findings, List<Diagnostic> fatal, int baselined,
                         List<Baseline.Entry> goneFromBaseline) {

    public LintResult {
        findings = List.copyOf(findings);
        fatal = List.copyOf(fatal);
        goneFromBaseline = List.copyOf(goneFromBaseline);
    }

    public List<Finding> active() {
        return findings.stream().filter(f -> !f.suppressed()).toList();
    }

    public long count(Severity severity) {
        return active().stream().filter(f -> f.severity() == severity).count();
    }

    public long suppressedCount() {
        return findings.stream().filter(Finding::suppressed).count();
    }

    /** Whether the document could not be read: fatal diagnostics, or errors of the reader. */
    public boolean unreadable() {
        return !fatal.isEmpty() || design.diagnostics().stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }

    public boolean failsAt(Severity threshold) {
        return active().stream().anyMatch(f -> f.severity().atLeast(threshold));
    }
}

package io.github.dynamodesign.lint.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Baseline;
import io.github.dynamodesign.lint.Finding;
import io.github.dynamodesign.lint.LintResult;

import java.util.List;

/** {@code {"findings":[{"rule","severity","file","line","element","message","suppressed",...}],...}}. */
public final class JsonReport {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {
    }

    /** A reader diagnostic as JSON: severity, file, line, code, message, hint. */
    public static ObjectNode diagnostic(Diagnostic d) {
        ObjectNode n = JSON.createObjectNode();
        n.put("severity", d.severity().label());
        n.put("file", d.location().file());
        n.put("line", d.location().line());
        n.put("code", d.code());
        n.put("message", d.message());
        n.put("hint", d.hint());
        return n;
    }

    public static String write(List<LintResult> results) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode findings = root.putArray("findings");
        ArrayNode diagnostics = root.putArray("diagnostics");
        ArrayNode gone = root.putObject("baseline").putArray("fixed");
        long suppressed = 0;
        long baselined = 0;
        for (LintResult r : results) {
            for (Finding f : r.findings()) {
                ObjectNode n = findings.addObject();
                n.put("rule", f.rule());
                n.put("severity", f.severity().label());
                n.put("file", f.file());
                n.put("line", f.line());
                n.put("element", f.element());
                n.put("message", f.message());
                n.put("suppressed", f.suppressed());
                n.put("hint", f.hint());
                if (f.suppressed()) {
                    n.put("suppressionReason", f.suppressionReason());
                }
            }
            for (Diagnostic d : r.fatal()) {
                diagnostics.add(diagnostic(d));
            }
            for (Baseline.Entry e : r.goneFromBaseline()) {
                ObjectNode n = gone.addObject();
                n.put("rule", e.rule());
                n.put("file", e.file());
                n.put("element", e.element());
                n.put("message", e.message());
            }
            suppressed += r.suppressedCount();
            baselined += r.baselined();
        }
        ObjectNode summary = root.putObject("summary");
        summary.put("designs", results.size());
        summary.put("errors", results.stream().mapToLong(r -> r.count(Severity.ERROR)).sum());
        summary.put("warnings", results.stream().mapToLong(r -> r.count(Severity.WARNING)).sum());
        summary.put("info", results.stream().mapToLong(r -> r.count(Severity.INFO)).sum());
        summary.put("suppressed", suppressed);
        summary.put("baselined", baselined);
        summary.put("unreadable", results.stream().filter(LintResult::unreadable).count());
        try {
            return JSON.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

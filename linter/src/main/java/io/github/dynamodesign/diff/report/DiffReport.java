package io.github.dynamodesign.diff.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.diff.ChangeClass;
import io.github.dynamodesign.diff.DesignChange;
import io.github.dynamodesign.diff.DesignDiff;
import io.github.dynamodesign.diff.MigrationPlan;
import io.github.dynamodesign.lint.report.ReportPaths;
import io.github.dynamodesign.lint.report.SarifReport;

import java.util.List;

/** A diff as text, JSON, Markdown (for a pull request) or SARIF (for code scanning). */
public final class DiffReport {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private DiffReport() {
    }

    /** One block per change, most demanding first, and a line of counts. */
    public static String text(DesignDiff diff) {
        StringBuilder out = new StringBuilder();
        out.append("dynamo-design diff ").append(diff.before().file()).append(" → ").append(diff.after().file()).append('\n');
        if (diff.identical()) {
            return out.append("no change that matters to the table, its items or its patterns\n").toString();
        }
        for (DesignChange c : diff.changes()) {
            out.append(String.format("%-13s %s%n", c.changeClass().id(), c.summary()));
            out.append("              ").append(c.where()).append('\n');
            if (!c.consequence().isEmpty()) {
                out.append("              ").append(c.consequence()).append('\n');
            }
        }
        return out.append(counts(diff)).append('\n').toString();
    }

    /** {@code 1 rewrite, 2 backfill, 3 safe (9 changes)}. */
    public static String counts(DesignDiff diff) {
        List<String> parts = new java.util.ArrayList<>();
        for (ChangeClass c : ChangeClass.values()) {
            long n = diff.count(c);
            if (n > 0) {
                parts.add(n + " " + c.id());
            }
        }
        return diff.identical() ? "no changes" : String.join(", ", parts) + " (" + diff.changes().size()
                + (diff.changes().size() == 1 ? " change)" : " changes)");
    }

    /** A section ready to paste into a pull request: the changes as a table, then the migration they need. */
    public static String markdown(DesignDiff diff) {
        StringBuilder out = new StringBuilder();
        out.append("### DynamoDB design changes\n\n");
        out.append("`").append(diff.before().file()).append("` → `").append(diff.after().file()).append("`: ");
        if (diff.identical()) {
            return out.append("no change that matters to the table, its items or its patterns.\n").toString();
        }
        out.append(counts(diff)).append(".\n\n");
        out.append("| Class | Change | Where | What it means for existing items |\n|---|---|---|---|\n");
        for (DesignChange c : diff.changes()) {
            out.append("| **").append(c.changeClass().id()).append("** | ").append(cell(c.summary())).append(" | ")
                    .append(cell(c.where())).append(" | ").append(cell(c.consequence())).append(" |\n");
        }
        MigrationPlan plan = MigrationPlan.of(diff);
        if (!plan.tableOperations().isEmpty() || !plan.steps().isEmpty()) {
            out.append("\n#### Migration\n\n");
            plan.tableOperations().forEach(op -> out.append("- ").append(cell(op)).append('\n'));
            for (MigrationPlan.Step s : plan.steps()) {
                out.append("- **").append(s.entity()).append("**: ").append(s.action().words()).append(" — ").append(cell(s.selects()));
                if (!s.set().isEmpty()) {
                    out.append("; set ").append(cell(String.join(", ", s.set())));
                }
                if (!s.remove().isEmpty()) {
                    out.append("; remove ").append(String.join(", ", s.remove()));
                }
                out.append("; condition: ").append(cell(s.condition())).append('\n');
            }
        }
        return out.toString();
    }

    /** {@code {"before","after","changes":[..],"summary":{..},"plan":{..}}}. */
    public static String json(DesignDiff diff) {
        return write(node(diff));
    }

    /** The diff as a JSON object: what {@link #json} writes. */
    public static ObjectNode node(DesignDiff diff) {
        ObjectNode root = JSON.createObjectNode();
        root.put("before", diff.before().file());
        root.put("after", diff.after().file());
        ArrayNode changes = root.putArray("changes");
        for (DesignChange c : diff.changes()) {
            ObjectNode n = changes.addObject();
            n.put("class", c.changeClass().id());
            n.put("kind", c.kind().id());
            n.put("element", c.element());
            n.put("entity", c.entity());
            n.put("index", c.index());
            location(n, "before", c.before());
            location(n, "after", c.after());
            n.put("summary", c.summary());
            n.put("consequence", c.consequence());
            ArrayNode attributes = n.putArray("attributes");
            c.attributes().forEach(attributes::add);
        }
        ObjectNode summary = root.putObject("summary");
        for (ChangeClass c : ChangeClass.values()) {
            summary.put(c.id(), diff.count(c));
        }
        summary.put("worst", diff.worst().map(ChangeClass::id).orElse(null));
        root.set("plan", plan(MigrationPlan.of(diff)));
        return root;
    }

    /** The migration plan as JSON, for a backfill job of one's own. */
    public static ObjectNode plan(MigrationPlan plan) {
        ObjectNode n = JSON.createObjectNode();
        n.put("table", plan.table());
        ArrayNode ops = n.putArray("tableOperations");
        plan.tableOperations().forEach(ops::add);
        ArrayNode steps = n.putArray("steps");
        for (MigrationPlan.Step s : plan.steps()) {
            ObjectNode step = steps.addObject();
            step.put("entity", s.entity());
            step.put("previousEntity", s.previousEntity());
            step.put("action", s.action().id());
            step.put("selects", s.selects());
            ArrayNode set = step.putArray("set");
            s.set().forEach(set::add);
            ArrayNode remove = step.putArray("remove");
            s.remove().forEach(remove::add);
            step.put("condition", s.condition());
            ArrayNode because = step.putArray("because");
            s.because().forEach(because::add);
        }
        return n;
    }

    /** SARIF 2.1.0: one rule per change class, each change a result at its line in the new document. */
    public static String sarif(DesignDiff diff, String version) {
        ObjectNode root = JSON.createObjectNode();
        root.put("$schema", SarifReport.SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ArrayNode rules = SarifReport.driver(run, version).putArray("rules");
        for (ChangeClass c : ChangeClass.values()) {
            ObjectNode r = rules.addObject();
            r.put("id", c.id());
            r.putObject("shortDescription").put("text", "Design change: " + c.id());
            r.putObject("fullDescription").put("text", c.meaning());
            r.putObject("defaultConfiguration").put("level", level(c));
            r.put("helpUri", "https://github.com/dynamo-design/dynamo-design/blob/main/docs/key-changes.md#" + c.id());
        }
        ArrayNode results = run.putArray("results");
        for (DesignChange c : diff.changes()) {
            ObjectNode r = results.addObject();
            r.put("ruleId", c.changeClass().id());
            r.put("ruleIndex", c.changeClass().ordinal());
            r.put("level", level(c.changeClass()));
            r.putObject("message").put("text", c.summary() + (c.consequence().isEmpty() ? "" : ": " + c.consequence()));
            SourceLocation at = c.location();
            ObjectNode physical = r.putArray("locations").addObject().putObject("physicalLocation");
            ObjectNode artifact = physical.putObject("artifactLocation");
            artifact.put("uri", ReportPaths.uri(at.file()));
            artifact.put("uriBaseId", "%SRCROOT%");
            physical.putObject("region").put("startLine", Math.max(1, at.line()));
            r.putObject("properties").put("kind", c.kind().id()).put("element", c.element());
        }
        return write(root);
    }

    private static String level(ChangeClass c) {
        return switch (c.level()) {
            case BREAKING -> "error";
            case BACKFILL -> "warning";
            default -> "note";
        };
    }

    private static void location(ObjectNode n, String field, SourceLocation at) {
        if (at == null) {
            n.putNull(field);
        } else {
            n.putObject(field).put("file", at.file()).put("line", at.line());
        }
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }

    private static String write(ObjectNode root) {
        try {
            return JSON.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

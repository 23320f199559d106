package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.ItemRef;
import io.github.dynamodesign.verify.PatternResult;
import io.github.dynamodesign.verify.SetupProblem;
import io.github.dynamodesign.verify.Status;
import io.github.dynamodesign.verify.VerificationReport;

import java.util.Map;

/** {@code verify --format json}: the shape of the product brief. */
final class VerifyJson {

    static final ObjectMapper MAPPER = new ObjectMapper();

    private VerifyJson() {
    }

    /** Several designs: {@code {"designs": [...], "notRead": [...], "summary": {...}}}. */
    static ObjectNode of(java.util.List<ObjectNode> reports, java.util.List<String> notRead) {
        ObjectNode root = MAPPER.createObjectNode();
        ArrayNode designs = root.putArray("designs");
        reports.forEach(designs::add);
        ArrayNode unread = root.putArray("notRead");
        notRead.forEach(unread::add);
        ObjectNode summary = root.putObject("summary");
        summary.put("designs", reports.size() + notRead.size());
        for (String field : new String[] {"passed", "failed", "skipped", "incomplete"}) {
            summary.put(field, reports.stream().mapToLong(r -> r.at("/summary/" + field).asLong()).sum());
        }
        return root;
    }

    static ObjectNode of(Design design, VerificationReport report) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("design", report.design());
        root.put("table", design.table().name());
        root.put("tableName", report.table());
        root.put("tableCreated", report.tableCreated());
        root.put("seed", report.seed());
        ArrayNode setup = root.putArray("setupProblems");
        for (SetupProblem p : report.setupProblems()) {
            ObjectNode n = setup.addObject();
            n.put("file", p.location().file());
            n.put("line", p.location().line());
            n.put("element", p.element());
            n.put("message", p.message());
        }
        ArrayNode patterns = root.putArray("patterns");
        report.patterns().forEach(p -> patterns.add(pattern(p)));
        ObjectNode summary = root.putObject("summary");
        summary.put("passed", report.count(Status.PASSED));
        summary.put("failed", report.count(Status.FAILED));
        summary.put("skipped", report.count(Status.SKIPPED));
        summary.put("incomplete", report.count(Status.INCOMPLETE));
        summary.put("setupProblems", report.setupProblems().size());
        return root;
    }

    /** One pattern's result: {@code {"id","operation","index","status","returns","cases":[..]}}. */
    static ObjectNode pattern(PatternResult p) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("id", p.id());
        n.put("description", p.description());
        n.put("operation", p.operation());
        if (p.index() == null) {
            n.putNull("index");
        } else {
            n.put("index", p.index());
        }
        n.put("status", p.status().label());
        n.put("file", p.location().file());
        n.put("line", p.location().line());
        ArrayNode returns = n.putArray("returns");
        p.returns().forEach(returns::add);
        if (!p.message().isEmpty()) {
            n.put("message", p.message());
        }
        ArrayNode warnings = n.putArray("warnings");
        p.warnings().forEach(warnings::add);
        ArrayNode cases = n.putArray("cases");
        for (CaseResult c : p.cases()) {
            ObjectNode cn = cases.addObject();
            cn.put("name", c.name());
            ObjectNode inputs = cn.putObject("inputs");
            for (Map.Entry<String, String> i : c.inputs().entrySet()) {
                inputs.put(i.getKey(), i.getValue());
            }
            cn.put("status", c.status().label());
            cn.put("expected", c.expected());
            cn.put("actual", c.actual());
            items(cn.putArray("missing"), c.missing());
            items(cn.putArray("unexpected"), c.unexpected());
            ArrayNode order = cn.putArray("orderProblems");
            c.orderProblems().forEach(order::add);
            cn.put("message", c.message());
            cn.put("request", c.request());
            cn.put("micros", c.micros());
        }
        return n;
    }

    private static void items(ArrayNode array, java.util.List<ItemRef> items) {
        for (ItemRef r : items) {
            ObjectNode n = array.addObject();
            n.put("entity", r.entity());
            ObjectNode key = n.putObject("key");
            r.key().texts().forEach(key::put);
            n.put("why", r.why());
        }
    }
}

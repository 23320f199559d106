package io.github.dynamodesign.lint.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Finding;
import io.github.dynamodesign.lint.LintResult;
import io.github.dynamodesign.lint.RuleMetadata;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * SARIF 2.1.0 for code scanning: the tool driver lists every rule, each result points at the document line and
 * carries a fingerprint that does not depend on line numbers, so that a finding keeps its identity across edits.
 */
public final class SarifReport {

    public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    public static final String FINGERPRINT = "dynamoDesignFinding/v1";
    /** The pseudo-rule of documents that could not be read. */
    static final String UNREADABLE = "unreadable-document";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SarifReport() {
    }

    public static String write(List<LintResult> results, List<RuleMetadata> rules, String version) {
        ObjectNode root = JSON.createObjectNode();
        root.put("$schema", SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = driver(run, version);
        ArrayNode ruleNodes = driver.putArray("rules");
        Map<String, Integer> ruleIndex = new HashMap<>();
        for (RuleMetadata rule : rules) {
            ruleIndex.put(rule.id(), ruleNodes.size());
            ruleNodes.add(descriptor(rule));
        }
        ruleIndex.put(UNREADABLE, ruleNodes.size());
        ruleNodes.add(unreadableDescriptor());
        ArrayNode resultNodes = run.putArray("results");
        Map<String, Integer> occurrences = new HashMap<>();
        for (LintResult r : results) {
            for (Diagnostic d : r.fatal()) {
                ObjectNode n = resultNodes.addObject();
                n.put("ruleId", UNREADABLE);
                n.put("ruleIndex", ruleIndex.get(UNREADABLE));
                n.put("level", "error");
                n.putObject("message").put("text", "[" + d.code() + "] " + d.message() + (d.hint().isEmpty() ? "" : " (" + d.hint() + ")"));
                location(n, d.location().file(), d.location().line());
                fingerprint(n, UNREADABLE, d.location().file(), d.code(), d.message(), occurrences);
            }
            for (Finding f : r.findings()) {
                ObjectNode n = resultNodes.addObject();
                n.put("ruleId", f.rule());
                if (ruleIndex.containsKey(f.rule())) {
                    n.put("ruleIndex", ruleIndex.get(f.rule()));
                }
                n.put("level", level(f.severity()));
                n.putObject("message").put("text", (f.element().isEmpty() ? "" : f.element() + ": ") + f.message()
                        + (f.hint().isEmpty() ? "" : " Hint: " + f.hint()));
                location(n, f.file(), f.line());
                fingerprint(n, f.rule(), f.file(), f.element(), f.message(), occurrences);
                if (f.suppressed()) {
                    ObjectNode s = n.putArray("suppressions").addObject();
                    s.put("kind", "inSource");
                    s.put("justification", f.suppressionReason());
                }
                n.putObject("properties").put("element", f.element());
            }
        }
        try {
            return JSON.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The run's tool: dynamo-design at the given version, its rules to be added by the caller. */
    public static ObjectNode driver(ObjectNode run, String version) {
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "dynamo-design");
        driver.put("semanticVersion", version.replaceAll("[^0-9A-Za-z.+-]", ""));
        driver.put("informationUri", "https://github.com/dynamo-design/dynamo-design");
        return driver;
    }

    private static ObjectNode descriptor(RuleMetadata rule) {
        ObjectNode n = JSON.createObjectNode();
        n.put("id", rule.id());
        n.put("name", camel(rule.id()));
        n.putObject("shortDescription").put("text", rule.title());
        n.putObject("fullDescription").put("text", rule.rationale());
        ObjectNode help = n.putObject("help");
        help.put("text", rule.rationale() + "\n\nFlagged:\n" + rule.bad() + "\n\nInstead:\n" + rule.good());
        help.put("markdown", RulesCatalogue.section(rule));
        n.putObject("defaultConfiguration").put("level", level(rule.severity()));
        n.put("helpUri", "https://github.com/dynamo-design/dynamo-design/blob/main/docs/rules.md#" + rule.id());
        n.putObject("properties").putArray("tags").add("dynamodb").add("design");
        return n;
    }

    private static ObjectNode unreadableDescriptor() {
        ObjectNode n = JSON.createObjectNode();
        n.put("id", UNREADABLE);
        n.put("name", "UnreadableDocument");
        n.putObject("shortDescription").put("text", "The design document cannot be read");
        n.putObject("fullDescription").put("text", "The file is missing, unreadable, or not a table design document.");
        n.putObject("defaultConfiguration").put("level", "error");
        return n;
    }

    private static void location(ObjectNode result, String file, int line) {
        ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
        ObjectNode artifact = physical.putObject("artifactLocation");
        artifact.put("uri", ReportPaths.uri(file));
        artifact.put("uriBaseId", "%SRCROOT%");
        physical.putObject("region").put("startLine", Math.max(1, line));
    }

    /** Stable across runs and across edits elsewhere: rule, file, element and message without numbers. */
    private static void fingerprint(ObjectNode result, String rule, String file, String element, String message,
                                    Map<String, Integer> occurrences) {
        String identity = rule + "|" + ReportPaths.repositoryRelative(file) + "|" + element + "|" + message.replaceAll("\\d+", "#");
        int occurrence = occurrences.merge(identity, 1, Integer::sum);
        result.putObject("partialFingerprints").put(FINGERPRINT, sha256(identity) + ":" + occurrence);
    }

    private static String sha256(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static String level(Severity severity) {
        return switch (severity) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case INFO -> "note";
        };
    }

    private static String camel(String id) {
        StringBuilder out = new StringBuilder();
        for (String part : id.split("-")) {
            out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return out.toString();
    }
}

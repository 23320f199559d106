package io.github.dynamodesign.lint.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.lint.LintFixtures;
import io.github.dynamodesign.lint.LintResult;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class ReportsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<LintResult> lintSome() {
        List<LintResult> results = new ArrayList<>();
        results.add(LintFixtures.lint(FixturePaths.designs().resolve("good/leaderboard.md")));
        for (String rule : List.of("key-collision", "scan-operation", "unpadded-number", "invalid-suppression", "document")) {
            results.add(LintFixtures.lint(LintFixtures.ruleFixture(rule, "bad")));
        }
        results.add(LintFixtures.lint(FixturePaths.designs().resolve("broken/not-a-design.md")));
        return results;
    }

    @Test
    void sarifIsValidAgainstTheSarif210Schema() throws Exception {
        String sarif = SarifReport.write(lintSome(), LintFixtures.metadata(), "0.1.0-SNAPSHOT");
        JsonSchema schema;
        try (InputStream in = getClass().getResourceAsStream("/sarif/sarif-schema-2.1.0.json")) {
            SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in, config);
        }
        JsonNode log = JSON.readTree(sarif);
        Set<ValidationMessage> errors = schema.validate(log);
        assertThat(errors).as("schema violations").isEmpty();
        com.fasterxml.jackson.databind.node.ObjectNode broken = (com.fasterxml.jackson.databind.node.ObjectNode) log.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken.at("/runs/0/results/0")).put("level", "fatal");
        broken.put("version", "2.0.0");
        assertThat(schema.validate(broken)).as("the schema check can fail").hasSizeGreaterThanOrEqualTo(2);

        JsonNode run = log.get("runs").get(0);
        assertThat(run.at("/tool/driver/rules")).hasSizeGreaterThanOrEqualTo(34);
        JsonNode rule = run.at("/tool/driver/rules/0");
        assertThat(rule.get("id").asText()).isEqualTo("key-collision");
        assertThat(rule.at("/shortDescription/text").asText()).isNotBlank();
        assertThat(rule.at("/fullDescription/text").asText()).isNotBlank();
        assertThat(rule.at("/help/markdown").asText()).contains("Flagged:").contains("Instead:");
        assertThat(rule.at("/defaultConfiguration/level").asText()).isEqualTo("error");
        JsonNode result = run.at("/results/0");
        assertThat(result.get("ruleId").asText()).isNotBlank();
        assertThat(result.at("/locations/0/physicalLocation/artifactLocation/uri").asText())
                .startsWith("fixtures/src/main/resources/designs/");
        assertThat(result.at("/locations/0/physicalLocation/region/startLine").asInt()).isPositive();
        assertThat(result.at("/partialFingerprints").fieldNames().next()).isEqualTo(SarifReport.FINGERPRINT);
        assertThat(run.get("results").findValues("justification")).isNotEmpty();
    }

    @Test
    void fingerprintsAreIdenticalAcrossRunsAndSurviveLineShifts(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        List<String> first = fingerprints(SarifReport.write(lintSome(), LintFixtures.metadata(), "1"));
        List<String> second = fingerprints(SarifReport.write(lintSome(), LintFixtures.metadata(), "1"));
        assertThat(first).isNotEmpty().doesNotHaveDuplicates().isEqualTo(second);

        Path original = LintFixtures.ruleFixture("scan-operation", "bad");
        Path shifted = dir.resolve("bad.md");
        Files.writeString(shifted, "\n\n" + Files.readString(original));
        Path copy = dir.resolve("copy").resolve("bad.md");
        Files.createDirectories(copy.getParent());
        Files.copy(original, copy);
        String a = fingerprints(SarifReport.write(List.of(LintFixtures.lint(copy)), LintFixtures.metadata(), "1")).toString();
        Files.writeString(copy, "\n\n" + Files.readString(original));
        String b = fingerprints(SarifReport.write(List.of(LintFixtures.lint(copy)), LintFixtures.metadata(), "1")).toString();
        assertThat(b).isEqualTo(a);
    }

    private static List<String> fingerprints(String sarif) throws Exception {
        List<String> prints = new ArrayList<>();
        for (JsonNode r : JSON.readTree(sarif).at("/runs/0/results")) {
            prints.add(r.at("/partialFingerprints/" + SarifReport.FINGERPRINT.replace("/", "~1")).asText());
        }
        return prints;
    }

    @Test
    void jsonHasTheContractShape() throws Exception {
        JsonNode root = JSON.readTree(JsonReport.write(lintSome()));
        JsonNode finding = root.get("findings").get(0);
        for (String field : List.of("rule", "severity", "file", "line", "element", "message", "suppressed")) {
            assertThat(finding.has(field)).as(field).isTrue();
        }
        assertThat(root.get("findings").findValues("suppressed")).anyMatch(JsonNode::asBoolean);
        assertThat(root.at("/summary/unreadable").asInt()).isEqualTo(1);
        assertThat(root.get("diagnostics").get(0).get("code").asText()).isEqualTo("not-a-design");
    }

    @Test
    void textGroupsByFileWithAHintLineAndASummary() {
        StringWriter out = new StringWriter();
        new TextReport(false).write(lintSome(), new PrintWriter(out));
        String text = out.toString();
        Path bad = LintFixtures.ruleFixture("scan-operation", "bad");
        assertThat(text).contains(bad + "\n  " + bad + ":").contains("warning [scan-operation] AP-004: AP-004 scans the table")
                .contains("\n      hint: ").contains("(suppressed: ").doesNotContain("\u001B[");
        assertThat(text.strip().lines().reduce((a, b) -> b).orElseThrow())
                .matches("7 designs: \\d+ errors?, \\d+ warnings?, \\d+ info, \\d+ suppressed; 1 document could not be read completely");
        StringWriter coloured = new StringWriter();
        new TextReport(true).write(lintSome(), new PrintWriter(coloured));
        assertThat(coloured.toString()).contains("\u001B[33mwarning\u001B[0m");
    }
}

package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.dynamodesign.design.markdown.FixturePaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LintCommandTest {

    private static String fixture(String path) {
        return FixturePaths.designs().resolve(path).toString();
    }

    @Test
    void theGoodFixturesPassWithFailOnError() {
        List<String> args = new ArrayList<>(List.of("lint", "--fail-on", "error"));
        FixturePaths.good().forEach(p -> args.add(p.toString()));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains(FixturePaths.good().size() + " designs: 0 errors, 0 warnings");
    }

    @Test
    void exitCodeOneForFindingsAtOrAboveFailOn() {
        String bad = fixture("rules/scan-operation/bad.md");
        assertThat(CliRun.of("lint", bad).exitCode()).as("a warning with --fail-on error").isZero();
        assertThat(CliRun.of("lint", "--fail-on", "warning", bad).exitCode()).isEqualTo(1);
        assertThat(CliRun.of("lint", "--fail-on", "never", fixture("rules/key-collision/bad.md")).exitCode()).isZero();
        assertThat(CliRun.of("lint", fixture("rules/key-collision/bad.md")).exitCode()).isEqualTo(1);
        assertThat(CliRun.of("lint", "--fail-on", "info", fixture("good/online-shop.md")).exitCode()).isEqualTo(1);
    }

    @Test
    void exitCodeTwoForUnreadableDocumentsWithTheReadersDiagnostics() {
        CliRun run = CliRun.of("lint", fixture("broken/not-a-design.md"));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).contains("error [not-a-design]");
        CliRun partial = CliRun.of("lint", fixture("broken/unknown-operation.md"));
        assertThat(partial.exitCode()).isEqualTo(2);
        assertThat(partial.out()).contains("[document]").contains("unknown-operation");
        assertThat(CliRun.of("lint", "missing.md").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("lint").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("lint", "--fail-on", "sometimes", fixture("good/chat.md")).exitCode()).isEqualTo(2);
    }

    @Test
    void jsonAndSarifToAFile(@TempDir Path dir) throws Exception {
        CliRun json = CliRun.of("lint", "--format", "json", fixture("rules/scan-operation/bad.md"));
        JsonNode finding = json.json().get("findings").get(0);
        assertThat(finding.get("rule").asText()).isEqualTo("scan-operation");
        assertThat(finding.get("severity").asText()).isEqualTo("warning");
        assertThat(finding.get("element").asText()).isEqualTo("AP-004");
        assertThat(finding.get("suppressed").asBoolean()).isFalse();

        Path sarif = dir.resolve("reports/lint.sarif");
        CliRun run = CliRun.of("lint", "--format", "sarif", "--output", sarif.toString(), fixture("good/leaderboard.md"));
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        JsonNode log = new com.fasterxml.jackson.databind.ObjectMapper().readTree(Files.readString(sarif));
        assertThat(log.get("version").asText()).isEqualTo("2.1.0");
        assertThat(log.at("/runs/0/results")).isNotEmpty();
    }

    @Test
    void severitiesAndDisabledRulesFromFlagsAndConfig(@TempDir Path dir) throws Exception {
        String bad = fixture("rules/scan-operation/bad.md");
        assertThat(CliRun.of("lint", "--severity", "scan-operation=error", bad).exitCode()).isEqualTo(1);
        assertThat(CliRun.of("lint", "--fail-on", "warning", "--disable", "scan-operation", bad).exitCode()).isZero();
        Path config = dir.resolve("lint.yml");
        Files.writeString(config, "rules:\n  scan-operation: error\n");
        assertThat(CliRun.of("lint", "--config", config.toString(), bad).exitCode()).isEqualTo(1);
        Files.writeString(config, "rules:\n  scan-operatio: error\n");
        CliRun wrong = CliRun.of("lint", "--config", config.toString(), bad);
        assertThat(wrong.exitCode()).isEqualTo(2);
        assertThat(wrong.err()).contains(config + ":2: unknown rule 'scan-operatio'; did you mean scan-operation?");
        assertThat(CliRun.of("lint", "--severity", "no-such-rule=error", bad).exitCode()).isEqualTo(2);
    }

    @Test
    void aConfigFileNextToTheDesignIsUsed(@TempDir Path dir) throws Exception {
        Path design = dir.resolve("design.md");
        Files.copy(Path.of(fixture("rules/scan-operation/bad.md")), design);
        assertThat(CliRun.of("lint", "--fail-on", "warning", design.toString()).exitCode()).isEqualTo(1);
        Files.writeString(dir.resolve(".dynamo-design.yml"), "rules:\n  scan-operation: off\n");
        assertThat(CliRun.of("lint", "--fail-on", "warning", design.toString()).exitCode()).isZero();
    }

    @Test
    void baselineAdoption(@TempDir Path dir) throws Exception {
        Path design = dir.resolve("design.md");
        Files.copy(Path.of(fixture("rules/key-collision/bad.md")), design);
        Path baseline = dir.resolve("baseline.json");
        CliRun write = CliRun.of("lint", "--write-baseline", baseline.toString(), design.toString());
        assertThat(write.exitCode()).isZero();
        assertThat(write.err()).containsPattern("wrote \\d+ findings? to ");
        assertThat(CliRun.of("lint", "--baseline", baseline.toString(), design.toString()).exitCode()).isZero();

        Files.writeString(design, Files.readString(design).replace("| AP-003 |", "| AP-004 | Export | Scan | Table | - | - | | | Book |\n| AP-003 |"));
        CliRun grown = CliRun.of("lint", "--fail-on", "warning", "--baseline", baseline.toString(), design.toString());
        assertThat(grown.exitCode()).isEqualTo(1);
        assertThat(grown.out()).contains("[scan-operation]").doesNotContain("[key-collision]").containsPattern("\\d+ in the baseline");

        Files.writeString(design, Files.readString(Path.of(fixture("rules/key-collision/good.md"))));
        CliRun fixed = CliRun.of("lint", "--baseline", baseline.toString(), design.toString());
        assertThat(fixed.out()).contains("fixed, no longer found: [key-collision]");
    }

    @Test
    void rulesListsEveryRule() {
        CliRun run = CliRun.of("rules");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).hasSizeGreaterThanOrEqualTo(34).anyMatch(l -> l.startsWith("key-collision"));
    }

    @org.junit.jupiter.api.Test
    void severalDesignsGetATableOfCounts() {
        CliRun run = CliRun.of("lint", "--fail-on", "never", fixture("good/online-shop.md"), fixture("rules/scan-operation/bad.md"));
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("design ").containsPattern("errors +warnings +info")
                .containsPattern("good/online-shop.md +0 +0 +\\d+").containsPattern("scan-operation/bad.md +0 +1 +\\d+")
                .contains("2 designs:");
    }
}

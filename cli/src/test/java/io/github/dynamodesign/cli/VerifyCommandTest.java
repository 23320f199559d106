package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.dynamodesign.design.markdown.FixturePaths;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class VerifyCommandTest {

    static String fixture(String path) {
        return FixturePaths.designs().resolve(path).toString();
    }

    @Test
    void aGoodDesignPassesWithExitCodeZero() {
        CliRun run = CliRun.of("verify", fixture("good/online-shop.md"));
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("PASS  AP-001 · Get customer profile").contains("PASS  AP-101 · Register customer")
                .contains("17 passed, 0 failed, 0 skipped");
    }

    @Test
    void jsonHasTheContractShape() {
        CliRun run = CliRun.of("verify", "--format", "json", "--seed", "7", fixture("good/leaderboard.md"));
        assertThat(run.exitCode()).isZero();
        JsonNode json = run.json();
        for (String field : List.of("design", "table", "seed", "patterns", "summary")) {
            assertThat(json.has(field)).as(field).isTrue();
        }
        assertThat(json.get("seed").asLong()).isEqualTo(7);
        assertThat(json.get("table").asText()).isEqualTo("ArcadeScores");
        JsonNode pattern = json.get("patterns").get(0);
        for (String field : List.of("id", "operation", "index", "status", "returns", "cases")) {
            assertThat(pattern.has(field)).as(field).isTrue();
        }
        JsonNode c = pattern.get("cases").get(0);
        for (String field : List.of("inputs", "status", "expected", "actual", "missing", "unexpected", "message")) {
            assertThat(c.has(field)).as(field).isTrue();
        }
        assertThat(json.at("/summary/passed").asInt()).isEqualTo(16);
        assertThat(json.at("/summary/failed").asInt()).isZero();
        assertThat(json.at("/summary/skipped").asInt()).isZero();
    }

    @Test
    void aPlantedBugFailsWithExitCodeOneAndTheCause() {
        CliRun run = CliRun.of("verify", fixture("broken-keys/unpadded-number-in-sort-key.md"));
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("FAIL  AP-005").contains("pad the number").contains("reproduce with --seed 42");
        JsonNode json = CliRun.of("verify", "--format", "json", fixture("broken-keys/unpadded-number-in-sort-key.md")).json();
        assertThat(json.at("/summary/failed").asInt()).isEqualTo(1);
    }

    @Test
    void aTableDynamoDbRejectsRunsNoPatternAndSaysWhy() {
        CliRun run = CliRun.of("verify", fixture("broken/invalid-index-name.md"));
        assertThat(run.exitCode()).as("a document with a reader error").isEqualTo(2);
        assertThat(run.err()).contains("error [invalid-index-name] index name 'A1'");
        assertThat(run.out()).contains("the table could not be created, so no pattern ran")
                .contains("SETUP").contains("Table/index names must be between 3 and 255 characters")
                .contains("AP-001 not run: the table could not be created").doesNotContain("PASS");
    }

    @Test
    void aPlantedWriteBugFailsItsWritePattern() {
        CliRun run = CliRun.of("verify", fixture("broken-writes/create-without-condition.md"));
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("FAIL  AP-101 · Register customer").contains("1/2 cases failed")
                .contains("AP-101 wrote Customer twice without complaint")
                .contains("the create has no attribute_not_exists condition").contains("1 failed");
    }

    @Test
    void onlyTheSelectedPatterns() {
        CliRun run = CliRun.of("verify", "--format", "json", "--pattern", "AP-004", "--pattern", "AP-101",
                fixture("broken-keys/between-upper-bound-exclusive.md"));
        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode patterns = run.json().get("patterns");
        assertThat(patterns).hasSize(2);
        assertThat(patterns.get(0).get("status").asText()).isEqualTo("failed");
        assertThat(patterns.get(1).get("status").asText()).isEqualTo("passed");
        assertThat(patterns.get(1).get("cases")).extracting(c -> c.get("name").asText())
                .containsExactly("write, then read it back", "the same create again is rejected");
        assertThat(CliRun.of("verify", "--pattern", "AP-999", fixture("good/chat.md")).exitCode()).isEqualTo(2);
    }

    @Test
    void unreadableDocumentsAndBadUsageAreExitCodeTwo() {
        CliRun run = CliRun.of("verify", fixture("broken/not-a-design.md"));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("not-a-design");
        assertThat(CliRun.of("verify", "missing.md").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("verify", "--seed", "x", fixture("good/chat.md")).exitCode()).isEqualTo(2);
        assertThat(CliRun.of("verify").exitCode()).isEqualTo(2);
    }

    @Test
    void severalDesignsEndWithASummaryTable() {
        CliRun run = CliRun.of("verify", fixture("good/leaderboard.md"), fixture("skill/bike-share.table-design.md"));
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("design ").contains("patterns  passed  failed  skipped  incomplete  result")
                .containsPattern("good/leaderboard.md +16 +16 +0 +0 +0 +passed")
                .containsPattern("skill/bike-share.table-design.md +19 +18 +0 +1 +0 +passed")
                .containsPattern("total +35 +34 +0 +1 +0");
    }

    @Test
    void anAccessPatternsDocumentIsNamedForWhatItIs() {
        CliRun run = CliRun.of("verify", fixture("skill/bike-share.access-patterns.md"));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("[access-patterns-document]").contains("generate the table design from it");
    }

    @Test
    void aPatternTheDocumentDoesNotDescribeWellEnoughIsIncomplete() throws java.io.IOException {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("incomplete");
        java.nio.file.Path file = dir.resolve("design.md");
        String source = java.nio.file.Files.readString(java.nio.file.Path.of(fixture("skill/bike-share.table-design.md")))
                .replace("`STATION#<stationId>` / `BIKE#<bikeId>`:", "`STATION#<stationId>` / `CYCLE#<bikeId>`:");
        java.nio.file.Files.writeString(file, source);
        CliRun run = CliRun.of("verify", "--pattern", "AP-023", file.toString());
        assertThat(run.exitCode()).as("a gap in the document is not a design bug").isZero();
        assertThat(run.out()).contains("INCOMPLETE  AP-023").contains("write its steps as `1. Put")
                .contains("0 passed, 0 failed, 0 skipped, 1 incomplete");
    }
}

package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.dynamodesign.design.markdown.FixturePaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

class ShowCommandTest {

    static List<Path> goodFixtures() {
        return FixturePaths.good();
    }

    /** What the document contains, counted from its text, independently of the reader. */
    record Counts(List<String> entities, List<String> indexes, List<String> patterns) {
        static Counts of(Path file) throws IOException {
            List<String> entities = new ArrayList<>();
            List<String> indexes = new ArrayList<>();
            List<String> patterns = new ArrayList<>();
            String section = "";
            Matcher row;
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith("## ")) {
                    section = line;
                } else if (section.contains("Entity Key Design") && line.startsWith("### ")) {
                    entities.add(line);
                } else if (section.contains("Secondary Indexes") && (row = Pattern.compile("^\\| ([A-Za-z][\\w-]*) \\|").matcher(line)).find()
                        && !row.group(1).endsWith("Name")) {
                    indexes.add(row.group(1));
                } else if ((row = Pattern.compile("^\\| (AP-[\\w-]+) \\|").matcher(line)).find()) {
                    patterns.add(row.group(1));
                }
            }
            return new Counts(entities, indexes, patterns);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goodFixtures")
    void showsEveryEntityIndexAndPatternOfAGoodFixture(Path file) throws IOException {
        CliRun run = CliRun.of("show", "--format", "json", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = run.json();
        Counts counts = Counts.of(file);
        // an entity written in several shapes (a key-matrix row per state) is one type, one entry per shape
        assertThat(names(json.get("entities"), "type").stream().distinct().toList()).hasSize(counts.entities().size());
        assertThat(names(json.get("indexes"), "name")).containsExactlyElementsOf(counts.indexes());
        assertThat(names(json.get("accessPatterns"), "id")).containsExactlyElementsOf(counts.patterns());
        assertThat(json.get("diagnostics")).as("diagnostics").isEmpty();
        for (JsonNode pattern : json.get("accessPatterns")) {
            assertThat(pattern.get("line").asInt()).isPositive();
            if (pattern.get("kind").asText().equals("read")) {
                assertThat(pattern.get("returns")).as("returns of " + pattern.get("id")).isNotEmpty();
            }
        }
        assertThat(json.get("table").get("name").asText()).isNotBlank();
    }

    static List<String[]> brokenFixtures() throws IOException {
        List<String[]> rows = new ArrayList<>();
        for (String line : Files.readAllLines(FixturePaths.designs().resolve("broken/expected-diagnostics.tsv"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                rows.add(line.split("\t"));
            }
        }
        return rows;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenFixtures")
    void reportsTheExpectedDiagnosticOfABrokenFixture(String file, String code, String line, String severity) {
        Path path = FixturePaths.designs().resolve("broken").resolve(file);
        CliRun run = CliRun.of("show", "--format", "json", path.toString());
        JsonNode diagnostics = run.json().get("diagnostics");
        assertThat(diagnostics).anySatisfy(d -> {
            assertThat(d.get("code").asText()).isEqualTo(code);
            assertThat(d.get("line").asInt()).isEqualTo(Integer.parseInt(line));
            assertThat(d.get("severity").asText()).isEqualTo(severity);
            assertThat(d.get("file").asText()).isEqualTo(path.toString());
        });
        boolean readerError = code.startsWith("missing-") || code.startsWith("invalid-") || code.startsWith("unknown-operation")
                || code.equals("not-a-design") || code.equals("duplicate-entity") || code.equals("unknown-condition");
        if (readerError) {
            assertThat(run.exitCode()).as("a document that was not fully read").isEqualTo(2);
        }
    }

    @Test
    void textFormatNamesEachPatternWithItsReturns() {
        CliRun run = CliRun.of("show", FixturePaths.designs().resolve("good/online-shop.md").toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Table OnlineShop: pk (S) / sk (S)")
                .contains("AP-006   Query         GSI1       PK ORDER#<orderId> -> Order, OrderItem")
                .contains("No diagnostics.");
    }

    @Test
    void aMissingFileIsExitCodeTwoWithoutAStackTrace() {
        CliRun run = CliRun.of("show", "does/not/exist.md");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).contains("file-unreadable").contains("file not found");
        assertThat(run.out() + run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void badUsageIsExitCodeTwo() {
        assertThat(CliRun.of("show").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("show", "--format", "xml", "x.md").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("frobnicate").exitCode()).isEqualTo(2);
        assertThat(CliRun.of().exitCode()).isEqualTo(2);
    }

    private static List<String> names(JsonNode array, String field) {
        return StreamSupport.stream(array.spliterator(), false).map(n -> n.get(field).asText()).toList();
    }
}

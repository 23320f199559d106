package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.lint.Finding;
import io.github.dynamodesign.lint.LintFixtures;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HotPartitionTest {

    @ParameterizedTest(name = "GSI2 partitioned by the attribute {0}: {1} finding(s)")
    @CsvSource({"format, 1", "isbn, 0"})
    void anIndexKeyedByAPlainAttributeIsJudgedByThatAttribute(String attribute, int findings) throws IOException {
        String source = Files.readString(LintFixtures.ruleFixture("hot-partition", "good"))
                .replace("| GSI1 | `GSI1PK` (S) |", "| GSI2 | `" + attribute + "` (S) | `pages` (N) | KEYS_ONLY | by " + attribute + " |\n| GSI1 | `GSI1PK` (S) |")
                .replace("  - `pages` (number, 1..5000)\n", "  - `pages` (number, 1..5000)\n  - `format` (string, one of: HARDCOVER|PAPERBACK)\n"
                        + "  - `isbn` (string, max 13 chars)\n");
        assertThat(source).contains("| GSI2 |").contains("`format` (string");
        List<Finding> found = LintFixtures.of(LintFixtures.lint("raw-key.md", source), "hot-partition");
        assertThat(found).hasSize(findings);
        found.forEach(f -> assertThat(f.message()).contains("partitions GSI2 only by format (enum)"));
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.lint.LintFixtures;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

class KeyTypeMismatchTest {

    @ParameterizedTest(name = "GSI1SK (N) `{0}`: {1} finding(s)")
    @CsvSource({"0, 0", "-1, 0", "2.5, 0", "ZERO, 1", "0#<bookId>, 1", "<pages>, 0", "<title>, 1"})
    void aNumberKeyTakesANumericLiteralOrANumberPlaceholder(String template, int findings) throws IOException {
        String source = Files.readString(LintFixtures.ruleFixture("key-type-mismatch", "good"))
                .replace("| `GSI1SK` (S) |", "| `GSI1SK` (N) |")
                .replace("- **GSI1SK**: `<publishedOn>#<bookId>`", "- **GSI1SK**: `" + template + "`");
        assertThat(LintFixtures.of(LintFixtures.lint("numeric-literal.md", source), "key-type-mismatch")).hasSize(findings);
    }

    @org.junit.jupiter.api.Test
    void aKeyAttributeHasOneTypeInTheTableAndEveryIndex() throws IOException {
        String source = Files.readString(LintFixtures.ruleFixture("key-type-mismatch", "good"))
                .replace("| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) |", "| GSI1 | `GSI1PK` (S) | `SK` (N) |");
        assertThat(source).contains("`SK` (N)");
        assertThat(LintFixtures.of(LintFixtures.lint("two-types.md", source), "key-type-mismatch"))
                .anySatisfy(f -> assertThat(f.message()).contains("GSI1 declares SK Number, but it is String in the table"));
    }
}

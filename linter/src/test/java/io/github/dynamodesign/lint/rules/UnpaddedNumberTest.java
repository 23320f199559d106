package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.lint.LintFixtures;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

class UnpaddedNumberTest {

    @ParameterizedTest(name = "GSI1SK `{0}` {1}: {2} finding(s)")
    @CsvSource(delimiter = ';', value = {
            "<10 - stars>#<bookId>; ; 1",
            "<10 - stars>#<bookId>; — inverted stars (a single digit, 0–9); 0",
            "<10 - stars>#<pages>; — inverted stars (a single digit); 2",
            "<10 - stars>#<bookId>; — inverted stars, up to three digits; 1"})
    void aKeysNoteThatGivesTheValueOneDigitIsItsWidth(String template, String note, int findings) throws IOException {
        String source = Files.readString(LintFixtures.ruleFixture("unpadded-number", "bad"))
                .replace("- **GSI1SK**: `<pages>#<bookId>`", "- **GSI1SK**: `" + template + "`" + (note == null ? "" : " " + note))
                .replace("  - `pages` (number, 1..5000)", "  - `pages` (number, 1..5000)\n  - `stars` (number)");
        assertThat(source).contains(template);
        assertThat(LintFixtures.of(LintFixtures.lint("single-digit.md", source), "unpadded-number")).hasSize(findings);
    }

    @org.junit.jupiter.api.Test
    void oneKeyOfOneTypeIsOneFindingWhateverTheNumberOfItsShapes() throws IOException {
        String source = Files.readString(LintFixtures.ruleFixture("unpadded-number", "bad"))
                .replace("- **GSI1SK**: `<pages>#<bookId>`", "- **GSI1SK**: `<pages>#<bookId>`\n- **GSI2PK**: `DRAFT#<genreId>` (only while status = DRAFT)")
                .replace("  - `pages` (number, 1..5000)", "  - `pages` (number, 1..5000)\n  - `status` (string, one of: DRAFT|PUBLISHED)")
                .replace("| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | INCLUDE (title) | books by genre |",
                        "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | INCLUDE (title) | books by genre |\n| GSI2 | `GSI2PK` (S) | | KEYS_ONLY | drafts |");
        assertThat(source).contains("only while status = DRAFT");
        assertThat(LintFixtures.of(LintFixtures.lint("shapes.md", source), "unpadded-number")).hasSize(1);
    }

    @ParameterizedTest(name = "pad 4 with pages {0} and an example of {1} pages: {2}")
    @CsvSource(delimiter = ';', value = {
            "1..5000; 66; ",
            "1..20000; 66; its range reaches 20000",
            "; 12345; an example item has 12345",
            "; 66; "})
    void aPadNarrowerThanTheValuesTheDocumentShowsIsAFinding(String range, String pages, String found) throws IOException {
        String source = Files.readString(LintFixtures.ruleFixture("unpadded-number", "good"))
                .replace("  - `pages` (number, 1..5000)", "  - `pages` (number" + (range == null ? "" : ", " + range) + ")")
                .replace("\"pages\": 66", "\"pages\": " + pages)
                .replace("\"0066#b-7\"", "\"" + (pages.length() < 4 ? "0".repeat(4 - pages.length()) : "") + pages + "#b-7\"");
        assertThat(source).contains("\"pages\": " + pages);
        var found_ = LintFixtures.of(LintFixtures.lint("narrow-pad.md", source), "unpadded-number");
        if (found == null) {
            assertThat(found_).isEmpty();
        } else {
            assertThat(found_).singleElement().satisfies(f -> assertThat(f.message()).contains("pads to 4 digits but " + found));
        }
    }
}

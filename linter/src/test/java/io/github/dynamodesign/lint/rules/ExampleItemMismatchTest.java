package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.lint.LintFixtures;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

class ExampleItemMismatchTest {

    @ParameterizedTest(name = "GSI1PK `{0}` for genre Ciência written `{1}`: {2} finding(s)")
    @CsvSource({
            "GENRE#<lower(genreId)>, GENRE#ciência, 0",
            "GENRE#<lower(genreId)>, GENRE#ciencia, 0",
            "GENRE#<upper(genreId)>, GENRE#CIENCIA, 0",
            "GENRE#<lower(genreId)>, GENRE#ciencias, 1",
            "GENRE#<genreId>, GENRE#Ciencia, 1"})
    void aCaseFoldedValueMayAlsoDropItsAccents(String template, String written, int findings) throws IOException {
        String source = Files.readString(LintFixtures.ruleFixture("example-item-mismatch", "good"))
                .replace("- **GSI1PK**: `GENRE#<genreId>`", "- **GSI1PK**: `" + template + "`")
                .replace("\"GSI1PK\": \"GENRE#science\"", "\"GSI1PK\": \"" + written + "\"")
                .replace("\"genreId\": \"science\"", "\"genreId\": \"Ciência\"");
        assertThat(source).contains(written).contains("Ciência");
        assertThat(LintFixtures.of(LintFixtures.lint("accents.md", source), "example-item-mismatch")).hasSize(findings);
    }
}

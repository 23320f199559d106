package io.github.dynamodesign.design;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class AttributeTest {

    @ParameterizedTest(name = "openSeverity described \"{0}\": a copy of {1}")
    @CsvSource(delimiter = '|', value = {
            "copy of `severity`; present only while the alert is open | severity",
            "Same as status | status",
            "mirrors `ownerId` | ownerId",
            "lowercase copy of `severity` | ''",
            "copy of `severity`, zero-padded to 3 digits | ''",
            "the alert's severity | ''",
            "copy of `openSeverity` | ''"})
    void aDescriptionThatSaysTheValueIsAnotherAttributesUnchanged(String description, String source) {
        Attribute a = new Attribute("openSeverity", AttributeType.STRING, Constraints.NONE, description, new SourceLocation("alerts.md", 1));
        assertThat(a.copyOf().orElse("")).isEqualTo(source);
    }
}

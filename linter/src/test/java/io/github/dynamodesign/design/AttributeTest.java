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

    @ParameterizedTest(name = "{0} described \"{1}\": {2}")
    @CsvSource(delimiter = '|', value = {
            "emailLower | '' | LOWER",
            "email | derived: `lower(trim(email))` | LOWER",
            "showSlug | lowercase kebab-case, 3-40 chars | LOWER",
            "code | in capitals | UPPER",
            "nameUpper | '' | UPPER",
            "title | as written | ''",
            "nameLower | upper-cased | ''",
            "follower | '' | ''"})
    void theLetterCaseADescriptionOrANameSays(String name, String description, String letterCase) {
        Attribute a = new Attribute(name, AttributeType.STRING, Constraints.NONE, description, new SourceLocation("people.md", 1));
        assertThat(a.letterCase().map(Enum::name).orElse("")).isEqualTo(letterCase);
    }
}

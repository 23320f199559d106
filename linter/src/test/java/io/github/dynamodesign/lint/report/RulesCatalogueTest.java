package io.github.dynamodesign.lint.report;

import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.lint.LintFixtures;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/rules.md is generated from the rules' metadata; this fails when the committed file is stale. */
class RulesCatalogueTest {

    @Test
    void docsRulesMdIsUpToDate() throws Exception {
        Path docs = FixturePaths.designs().getParent().getParent().getParent().getParent().getParent().resolve("docs/rules.md");
        String expected = RulesCatalogue.markdown(LintFixtures.metadata());
        if (Boolean.getBoolean("dynamo-design.update-docs")) {
            Files.writeString(docs, expected);
        }
        assertThat(Files.exists(docs) ? Files.readString(docs) : "")
                .as("docs/rules.md is stale: regenerate it with "
                        + "`./dynamo-design rules --format markdown > docs/rules.md`")
                .isEqualTo(expected);
    }
}

package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;

import java.io.IOException;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

/** A good fixture with some of its text replaced, verified for one pattern. */
final class FixtureVariants {

    private FixtureVariants() {
    }

    /**
     * @param fromTo pairs of text to replace and its replacement; each text must be in the fixture
     */
    static PatternResult verify(String fixture, String id, String... fromTo) throws IOException {
        String source = Files.readString(FixturePaths.designs().resolve(fixture));
        for (int i = 0; i < fromTo.length; i += 2) {
            assertThat(source).contains(fromTo[i]);
            source = source.replace(fromTo[i], fromTo[i + 1]);
        }
        Design design = MarkdownDesignReader.read("variant of " + fixture, source);
        try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), 42)) {
            return session.run(id::equals).patterns().get(0);
        }
    }
}

package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

/** What a pattern's input stands for: by its name in equalities, by its position in range bounds. */
class InputNamesTest {

    private static PatternResult verify(String fixture, String id, String... fromTo) throws IOException {
        String source = Files.readString(FixturePaths.designs().resolve(fixture));
        for (int i = 0; i < fromTo.length; i += 2) {
            assertThat(source).contains(fromTo[i]);
            source = source.replace(fromTo[i], fromTo[i + 1]);
        }
        Design design = MarkdownDesignReader.read("variant.md", source);
        try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), 42)) {
            return session.run(id::equals).patterns().get(0);
        }
    }

    @Test
    void anEqualityInputIsTheValueItIsNamedAfter() throws IOException {
        PatternResult p = verify("good/leaderboard.md", "AP-005", "- **PK**: `DAILY#<gameId>#<day>`", "- **PK**: `DAILY#<day>#<gameId>`");
        assertThat(p.status()).isEqualTo(Status.FAILED);
        assertThat(p.cases()).first().satisfies(c -> assertThat(c.message())
                .contains("the pattern puts <gameId> where DailyScore's template has <day>: build the key in the template's order"));
    }

    @Test
    void aRangeBoundStandsForTheValueAtItsPositionWhateverItsName() throws IOException {
        PatternResult p = verify("good/online-shop.md", "AP-004", "`ORDER#<from>` AND", "`ORDER#<shippedAt>` AND",
                "  - `note` (string, optional) - gift message\n", "  - `note` (string, optional) - gift message\n"
                        + "  - `shippedAt` (string, iso-8601, optional)\n");
        assertThat(p.status()).as(p.toString()).isEqualTo(Status.PASSED);
    }
}

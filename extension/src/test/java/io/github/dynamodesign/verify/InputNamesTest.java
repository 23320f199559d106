package io.github.dynamodesign.verify;

import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a pattern's input stands for: by its name in equalities; in range bounds by its position, and a name that says
 * otherwise is a finding.
 */
class InputNamesTest {

    @Test
    void anEqualityInputIsTheValueItIsNamedAfter() throws IOException {
        PatternResult p = FixtureVariants.verify("good/leaderboard.md", "AP-005", "- **PK**: `DAILY#<gameId>#<day>`", "- **PK**: `DAILY#<day>#<gameId>`");
        assertThat(p.status()).isEqualTo(Status.FAILED);
        assertThat(p.cases()).first().satisfies(c -> assertThat(c.message())
                .contains("the pattern puts <gameId> where DailyScore's template has <day>: build the key in the template's order"));
    }

    @Test
    void aRangeBoundStandsForTheValueAtItsPositionAndANameThatSaysOtherwiseIsAFinding() throws IOException {
        PatternResult p = FixtureVariants.verify("good/online-shop.md", "AP-004", "`ORDER#<from>` AND", "`ORDER#<shippedAt>` AND",
                "  - `note` (string, optional) - gift message\n", "  - `note` (string, optional) - gift message\n"
                        + "  - `shippedAt` (string, iso-8601, optional)\n");
        assertThat(p.status()).as(p.toString()).isEqualTo(Status.FAILED);
        assertThat(p.message()).contains("<shippedAt> stands for shippedAt (the input's name), but in Order's key "
                + "`ORDER#<placedAt>#<orderId>` it stands where <placedAt> is (a timestamp), so the range is over placedAt");
        assertThat(p.cases()).as("the cases still run, by position").isNotEmpty()
                .allSatisfy(c -> assertThat(c.status()).isEqualTo(Status.PASSED));
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ValueFormat;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Values defined in the prose around a key, read by the parts of a clause rather than by whole phrasings. */
class ProseDefinitionsTest {

    private static final Set<String> KNOWN = Set.of("score", "createdAt", "averageScore", "rankPoints", "row", "number");

    private static String formula(String name, String text) {
        return ProseDefinitions.formula(name, text, KNOWN::contains, Map.of()).orElse("(none)");
    }

    @Test
    void aFormulaAndAWidthInOneClauseHoweverTheyAreOrdered() {
        assertThat(formula("invertedScore", "where invertedScore = zero-padded 3 digits of (100 - score). This gives order"))
                .isEqualTo("pad((100 - score), 3)");
        assertThat(formula("revTs", "`revTs` = 9999999999 - epochSeconds(createdAt), zero-padded to 10 digits"))
                .isEqualTo("pad(9999999999 - epoch(createdAt), 10)");
        assertThat(formula("inv", "inv = 99999999 - rankPoints, zero-padded to 8 digits")).isEqualTo("pad(99999999 - rankPoints, 8)");
        assertThat(formula("avg", "where avg = zero-padded 3 digits of (100 - floor(averageScore))"))
                .isEqualTo("pad((100 - floor(averageScore)), 3)");
        assertThat(formula("rankKey", "rankKey is 9999 - rank")).as("rank is no value of the entity").isEqualTo("(none)");
        assertThat(formula("diff", "diff = score - 1")).as("a formula without a width").isEqualTo("score - 1");
        assertThat(formula("invertedScore", "the invertedScore sorts the songs")).isEqualTo("(none)");
    }

    @Test
    void widthsNamedOrInTheOrderOfTheKeysNumbers() {
        assertThat(ProseDefinitions.widths("(row zero-padded to 2, number to 3)", List.of("row", "number"), List.of()))
                .containsExactly(Map.entry("row", 2), Map.entry("number", 3));
        assertThat(ProseDefinitions.widths("(zero-padded 2/3/2)", List.of("section", "row", "seat"), List.of("section", "row", "seat")))
                .containsExactly(Map.entry("section", 2), Map.entry("row", 3), Map.entry("seat", 2));
        assertThat(ProseDefinitions.widths("seasonNumber is left-padded with zeros to width 4", List.of("seasonNumber"), List.of()))
                .containsExactly(Map.entry("seasonNumber", 4));
        assertThat(ProseDefinitions.widths("placement is 1 to 8, padded", List.of("placement"), List.of()))
                .as("a range is no width").isEmpty();
        assertThat(ProseDefinitions.widths("`SEAT#<row>` where the row is a letter", List.of("row"), List.of())).isEmpty();
    }

    @Test
    void aBoundPaddedTheSameWayAsTheKey() {
        assertThat(ProseDefinitions.paddedInputs("monthlyRent is zero-padded to 5 digits in GSI1SK; pad minRent/maxRent the same way",
                List.of("minRent", "maxRent"))).containsExactly(Map.entry("minRent", 5), Map.entry("maxRent", 5));
    }

    private static Design design(String entity) {
        return MarkdownDesignReader.read("prose.md", TestDesigns.table("songs") + """

                ## Entity Key Design

                """ + entity + """

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params |
                |---|---|---|---|---|---|---|---|
                | AP-001 | Top songs | Query | Table | `USER#<userId>` | begins_with | `SONG#` | |
                """);
    }

    @Test
    void aValueDefinedOnceServesEveryKeyOfTheEntityAndBoundsTheNumberItIsMadeOf() {
        Design d = design("""
                ### SongRating
                - **PK**: `USER#<userId>`
                - **SK**: `SONG#<invertedScore>#<songId>` where invertedScore = zero-padded 3 digits of (100 - score).
                - **Attributes**:
                  - `userId` (string)
                  - `songId` (string) - ULID
                  - `score` (number) - 1-100 rating
                """);
        Entity e = d.entity("SongRating").orElseThrow();
        assertThat(e.derivedValue("invertedScore").orElseThrow().source()).isEqualTo("pad((100 - score), 3)");
        assertThat(e.keyValue("sk", Map.of("score", new BigDecimal(95), "songId", "s1"))).contains("SONG#005#s1");
        assertThat(e.attribute("score").orElseThrow().constraints().min()).isEqualByComparingTo("1");
        assertThat(e.attribute("score").orElseThrow().constraints().max()).isEqualByComparingTo("100");
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("placeholder-undefined"));
    }

    @Test
    void aWidthStatedInTheEntitysProseAndAnIdTheProseCallsAUlid() {
        Design d = design("""
                ### Unit
                - **PK**: `USER#<userId>`
                - **SK**: `RENT#<rent>#<unitId>` (unitId is a ULID)
                - **Attributes**: userId (S), unitId (S), rent (N)

                Rents sort by price: rent is zero-padded to 5 digits (2350 → 02350).

                Example item:
                ```json
                {"pk": "USER#u1", "sk": "RENT#02350#01J0ZA0000000000000000000A", "userId": "u1", "unitId": "01J0ZA0000000000000000000A", "rent": 2350}
                ```
                """);
        Entity e = d.entity("Unit").orElseThrow();
        assertThat(e.key("sk").orElseThrow().template().source()).isEqualTo("RENT#<pad(rent, 5)>#<unitId>");
        assertThat(e.attribute("unitId").orElseThrow().constraints().format()).isEqualTo(ValueFormat.ULID);
    }

    @Test
    void aValueOnlyInAGuardItemsKeyIsAnAttributeAndATypoIsNot() {
        Design d = design("""
                ### Song
                - **PK**: `USER#<userId>`
                - **SK**: `SONG#<songId>`
                - **Attributes**: userId (S), songId (S), title (S)

                ### TitleGuard
                - **PK**: `TITLE#<lower(title)>`
                - **SK**: `GUARD#<songId>`
                - **Attributes**: userId (S)

                ### Typo
                - **PK**: `USER#<userId>`
                - **SK**: `TYPO#<titel>`
                - **Attributes**: userId (S), title (S)
                """);
        assertThat(d.entity("TitleGuard").orElseThrow().attribute("title")).isPresent();
        assertThat(d.entity("TitleGuard").orElseThrow().attribute("songId")).isPresent();
        assertThat(d.entity("Typo").orElseThrow().attribute("titel")).as("one letter off a declared attribute").isEmpty();
    }
}

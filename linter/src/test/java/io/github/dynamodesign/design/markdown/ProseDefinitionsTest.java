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
    void namesListedTogetherTakeTheWidthStatedAfterTheList() {
        assertThat(ProseDefinitions.widths("Instants (`<validFrom>`, `<validTo>`, `<scannedAt>`) are epoch seconds, always 10 digits",
                List.of("validFrom", "validTo", "scannedAt"), List.of()))
                .containsOnly(Map.entry("scannedAt", 10), Map.entry("validFrom", 10), Map.entry("validTo", 10));
    }

    @Test
    void widthsInWordsByExampleInPrintfNotationAndNotAcrossATableCell() {
        assertThat(ProseDefinitions.widths("moduleNo is padded to two digits", List.of("moduleNo"), List.of()))
                .containsExactly(Map.entry("moduleNo", 2));
        assertThat(ProseDefinitions.widths("-- quizNo padded: `04`", List.of("quizNo"), List.of())).containsExactly(Map.entry("quizNo", 2));
        assertThat(ProseDefinitions.widths("epochSeconds formatted `%010d`", List.of("epochSeconds"), List.of()))
                .containsExactly(Map.entry("epochSeconds", 10));
        assertThat(ProseDefinitions.widths("-- both numbers padded to two digits", List.of("a", "b"), List.of("a", "b")))
                .as("a key's note that names none of its numbers speaks of all").containsExactly(Map.entry("a", 2), Map.entry("b", 2));
        assertThat(ProseDefinitions.widths("| AP-9 | Readings (same day) | Query | BETWEEN (both `%010d`) |", List.of("day"), List.of()))
                .as("a cell of a table ends what is said of a name").isEmpty();
    }

    @Test
    void formulasInWords() {
        assertThat(ProseDefinitions.formula("day", "(`day` = UTC date of `ts`, `YYYY-MM-DD`)", "ts"::equals, Map.of()))
                .contains("date(ts)");
        assertThat(ProseDefinitions.formula("invTs", "`{invTs}`: computed as 9999999999 minus the epoch seconds of the event, "
                + "then formatted with `%010d`.", ProseDefinitions.THE_TIME::equals, Map.of()))
                .contains("pad(9999999999 - epoch(" + ProseDefinitions.THE_TIME + "), 10)");
    }

    @Test
    void aKeyOnlyValueOfTheItemsTimeTakesItFromTheTimeItsNoteNamesOrTheOnlyOne() {
        Design d = design("""
                ### Alert
                - **PK**: `USER#<userId>`
                - **SK**: `ALERT#<invTs>#<alertId>` (invTs from `raisedAt`)
                - **Attributes**: userId (S), alertId (S), raisedAt (S, ISO-8601), ackAt (S, optional, ISO-8601)

                The inverted timestamp `{invTs}` is 9999999999 minus the epoch seconds of the event, zero-padded to 10 digits.

                ### Reading
                - **PK**: `SENSOR#<userId>#<day>` (`day` = UTC date of `ts`)
                - **SK**: `T#<epochSeconds>`
                - **TTL**: `expiresAt`
                - **Attributes**:
                  - `userId` (string)
                  - `ts` (string) - ISO 8601
                  - `expiresAt` (number)
                """);
        Entity alert = d.entity("Alert").orElseThrow();
        assertThat(alert.derivedValue("invTs").orElseThrow().source()).isEqualTo("pad(9999999999 - epoch(raisedAt), 10)");
        Entity reading = d.entity("Reading").orElseThrow();
        assertThat(reading.derivedValue("day").orElseThrow().source()).isEqualTo("date(ts)");
        assertThat(reading.derivedValue("epochSeconds").orElseThrow().source()).as("the expiry is no time of the item's")
                .isEqualTo("epoch(ts)");
    }

    @Test
    void aPaddedValueWrittenPlainInAnotherKeyStaysPlainThere() {
        Design d = design("""
                ### Lesson
                - **PK**: `USER#<userId>`
                - **SK**: `SLOT#<day>#<period:02>`
                - **GSI1SK**: `SLOT#<day>#<period>`
                - **Attributes**: userId (S), day (N, 1..5), period (N, 1..10)

                The period in the SK is padded to two digits.
                """);
        Entity e = d.entity("Lesson").orElseThrow();
        assertThat(e.key("sk").orElseThrow().template().source()).isEqualTo("SLOT#<day>#<pad(period, 2)>");
        assertThat(e.keys()).filteredOn(k -> k.label().equals("GSI1SK")).extracting(k -> k.template().source())
                .containsExactly("SLOT#<day>#<period>");
    }

    @Test
    void aWidthTheProseGivesAValueWrittenPlainInEveryKeyPadsItInEach() {
        Design d = design("""
                ### Copy
                - **PK**: `USER#<userId>`
                - **SK**: `COPY#<copyNo>`
                - **GSI1SK**: `BOOK#<isbn>#COPY#<copyNo>`
                - **Attributes**: userId (S), isbn (S), copyNo (N)

                `<copyNo>` is zero-padded to 3 digits (`COPY#007`).
                """);
        Entity e = d.entity("Copy").orElseThrow();
        assertThat(e.keys()).extracting(k -> k.template().source())
                .containsExactly("USER#<userId>", "COPY#<pad(copyNo, 3)>", "BOOK#<isbn>#COPY#<pad(copyNo, 3)>");
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

    @Test
    void aTimeNamedWithItsEncodingAfterItIsThatEncodingOfTheTime() {
        assertThat(formula("invertedEpoch", "where `invertedEpoch = 9999999999 - createdAtEpochSeconds`, zero-padded to 10 digits"))
                .isEqualTo("pad(9999999999 - epoch(createdAt), 10)");
        assertThat(formula("sortTime", "sortTime = createdAtMillis")).as("a copy is no formula").isEqualTo("(none)");
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ValueFormat;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Designs written with the table-design template's habits: attributes on one line, padding and case in prose. */
class SkillTemplateReadingTest {

    private static Design read(String entities, String reads) {
        Design d = MarkdownDesignReader.read("skill.md", TestDesigns.withIndexes("arena", """
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | leaderboard |
                | GSI2 | `GSI2PK` (S) | `GSI2SK` (S) | ALL | regional leaderboard |
                """, entities, reads));
        assertThat(d.usable()).isTrue();
        return d;
    }

    private static Attribute attribute(Design d, String entity, String name) {
        return d.entity(entity).flatMap(e -> e.attribute(name)).orElseThrow(() -> new AssertionError(entity + "." + name));
    }

    private static final String PLAYER = """
            ### Player
            - **PK**: `PLAYER#<playerId>`
            - **SK**: `PROFILE`
            - **Attributes**: playerId (S), rating (N), banned (BOOL), address (M), tags (SS), zoneId (S, optional), pickupBy (when READY), nickname (display casing), createdAt, lastSeenAt (S), visits, region

            Example item:
            ```json
            {"pk": "PLAYER#01HRF3G5J7K9M1N3P5Q7R9S1T3", "sk": "PROFILE", "type": "Player",
             "playerId": "01HRF3G5J7K9M1N3P5Q7R9S1T3", "rating": 1200, "banned": false, "address": {"city": "Oslo"},
             "tags": ["a"], "pickupBy": "2026-01-02", "nickname": "Owl", "createdAt": "2025-09-14T19:02:11Z",
             "lastSeenAt": "2026-01-05T10:00:00Z", "visits": 7, "region": "EU"}
            ```
            """;

    @Test
    void typeLettersWordsAndNotesOnOneLine() {
        Design d = read(PLAYER, "| AP-001 | Player | GetItem | Table | `PLAYER#<playerId>` | = | `PROFILE` | |");
        assertThat(attribute(d, "Player", "rating").type()).isEqualTo(AttributeType.NUMBER);
        assertThat(attribute(d, "Player", "banned").type()).isEqualTo(AttributeType.BOOLEAN);
        assertThat(attribute(d, "Player", "address").type()).isEqualTo(AttributeType.MAP);
        assertThat(attribute(d, "Player", "tags").type()).isEqualTo(AttributeType.STRING_SET);
        assertThat(attribute(d, "Player", "zoneId").optional()).isTrue();
        assertThat(attribute(d, "Player", "pickupBy").optional()).as("(when READY): only sometimes there").isTrue();
        assertThat(attribute(d, "Player", "nickname").description()).isEqualTo("display casing");
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("unknown-constraint"));
    }

    @Test
    void theExampleItemShowsWhatTheListLeavesOut() {
        Design d = read(PLAYER, "| AP-001 | Player | GetItem | Table | `PLAYER#<playerId>` | = | `PROFILE` | |");
        assertThat(attribute(d, "Player", "visits").type()).as("a JSON number").isEqualTo(AttributeType.NUMBER);
        assertThat(attribute(d, "Player", "createdAt").constraints().format()).isEqualTo(ValueFormat.ISO_8601);
        assertThat(attribute(d, "Player", "lastSeenAt").constraints().format()).as("(S) with an ISO-8601 example")
                .isEqualTo(ValueFormat.ISO_8601);
        assertThat(attribute(d, "Player", "pickupBy").constraints().format()).isEqualTo(ValueFormat.DATE);
        assertThat(attribute(d, "Player", "playerId").constraints().format()).as("26 Crockford characters")
                .isEqualTo(ValueFormat.ULID);
        assertThat(attribute(d, "Player", "region").constraints().format()).as("an upper-case code").isEqualTo(ValueFormat.CODE);
        assertThat(attribute(d, "Player", "nickname").constraints().format()).as("free text").isNull();
    }

    @Test
    void paddingAndCaseInsideThePlaceholderOrInProse() {
        Design d = read("""
                ### Gamertag
                - **PK**: `GAMERTAG#<lowercase gamertag>`
                - **SK**: `GAMERTAG`
                - **Attributes**: Minimal -- playerId, gamertag (display casing)

                ### SeasonStats
                - **PK**: `PLAYER#<playerId>`
                - **SK**: `SEASON#<seasonNumber:03>`
                - **GSI1PK**: `LB#<seasonNumber>` where seasonNumber is zero-padded to 3 digits
                - **GSI1SK**: `<invertedPoints>#<playerId>`, where invertedPoints = 99999999 - rankPoints, zero-padded to 8 digits
                - **GSI2PK**: `LB#<seasonNumber:03>#<region>`
                - **GSI2SK**: Same as GSI1SK
                - **Attributes**: playerId, seasonNumber (N), region, rankPoints (N)
                """, """
                | AP-002 | By gamertag | GetItem | Table | `GAMERTAG#<lowercase gamertag>` | = | `GAMERTAG` | |
                | AP-003 | Leaderboard | Query | GSI1 | `LB#<seasonNumber:03>` | - | - | Limit=100 |
                """);
        Entity tag = d.entity("Gamertag").orElseThrow();
        assertThat(tag.key("pk").orElseThrow().template().source()).isEqualTo("GAMERTAG#<lower(gamertag)>");
        Entity stats = d.entity("SeasonStats").orElseThrow();
        assertThat(stats.key("sk").orElseThrow().template().source()).isEqualTo("SEASON#<pad(seasonNumber, 3)>");
        assertThat(stats.key("GSI1PK").orElseThrow().template().source()).isEqualTo("LB#<pad(seasonNumber, 3)>");
        assertThat(stats.key("GSI2SK").orElseThrow().template().source()).isEqualTo("<invertedPoints>#<playerId>");
        assertThat(stats.derivedValue("invertedPoints").orElseThrow().source()).isEqualTo("pad(99999999 - rankPoints, 8)");
        assertThat(stats.keyValue("GSI1SK", Map.of("rankPoints", new BigDecimal(48210), "playerId", "p1")))
                .contains("99951789#p1");
        assertThat(d.reads().get(0).partitionKey().get(0).source()).isEqualTo("GAMERTAG#<lower(gamertag)>");
        assertThat(d.reads().get(1).partitionKey().get(0).source()).isEqualTo("LB#<pad(seasonNumber, 3)>");
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("invalid-key-template"));
    }

    @Test
    void theTemplatesOwnPaddedExpression() {
        Design d = read("""
                ### Score
                - **PK**: `GAME#<gameId>`
                - **SK**: `SCORE#<(MAX - score) zero-padded>#<playerId>` where MAX = 99999999
                - **Attributes**: gameId (S), playerId (S), score (N)
                """, "| AP-001 | Top scores | Query | Table | `GAME#<gameId>` | begins_with | `SCORE#` | Limit=10 |");
        assertThat(d.entity("Score").orElseThrow().key("sk").orElseThrow().template().source())
                .isEqualTo("SCORE#<pad(99999999 - score, 8)>#<playerId>");
        assertThat(KeyNotation.paddedExpressions("<(1000 - rank) zero-padded to 4 digits>", "")).isEqualTo("<pad(1000 - rank, 4)>");
    }

    @Test
    void aValueOnlyInTheKeyIsAnAttributeTypedWhereItIsDeclared() {
        Design d = read("""
                ### Customer
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `PROFILE`
                - **Attributes**: customerId (S), email (S), visits (N)

                ### CustomerEmail
                - **PK**: `EMAIL#<email>`
                - **SK**: `EMAIL`
                - **Attributes**: Minimal -- customerId

                ### Visit
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `VISIT#<visits>`
                - **Attributes**: at
                """, "| AP-001 | By e-mail | GetItem | Table | `EMAIL#<email>` | = | `EMAIL` | |");
        assertThat(attribute(d, "CustomerEmail", "email").type()).isEqualTo(AttributeType.STRING);
        assertThat(attribute(d, "Visit", "visits").type()).as("typed as Customer declares it").isEqualTo(AttributeType.NUMBER);
        assertThat(attribute(d, "Visit", "customerId").type()).isEqualTo(AttributeType.STRING);
    }
}

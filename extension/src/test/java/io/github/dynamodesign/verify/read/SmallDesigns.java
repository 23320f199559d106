package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.TestDesigns;
import io.github.dynamodesign.verify.ItemOrigin;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.sample.Seeder;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Designs of a few lines, read without DynamoDB, for unit tests of the read stage. */
final class SmallDesigns {

    /** Scores keyed by padded points, comments keyed by time, pets by free-text name. */
    static final String GAMES = TestDesigns.table("Games") + """

            ## Entity Key Design

            ### Score
            - **PK**: `GAME#<gameId>`
            - **SK**: `SCORE#<pad(points, 6)>#<userId>`
            - **Attributes**:
              - `gameId` (string) - id
              - `userId` (string) - id
              - `points` (number, 0..999999) - the score

            ### Comment
            - **PK**: `ISSUE#<issueId>`
            - **SK**: `COMMENT#<postedAt>#<commentId>`
            - **Attributes**:
              - `issueId` (string) - id
              - `commentId` (string) - id
              - `postedAt` (string, iso-8601) - when
              - `text` (string) - the comment

            ### Pet
            - **PK**: `OWNER#<ownerId>`
            - **SK**: `PET#<petName>#<petId>`
            - **Attributes**:
              - `ownerId` (string) - id
              - `petId` (string) - id
              - `petName` (string) - free text

            ### Player
            - **PK**: `GAME#<gameId>`
            - **SK**: `LEVEL#<level>#<playerId>` — the level unpadded: its numbers sort as text in DynamoDB
            - **Attributes**:
              - `gameId` (string) - id
              - `playerId` (string) - id
              - `level` (number, 0..1000) - the level reached

            ### DailyHigh
            - **PK**: `DAILY#<day>#<gameId>`
            - **SK**: `HIGH`
            - **Attributes**:
              - `day` (string, date) - the day
              - `gameId` (string) - id

            ## Access Pattern Mapping

            ### Reads

            | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params | Returns |
            |---|---|---|---|---|---|---|---|---|
            | AP-001 | Scores of a game in a range | Query | Table | `GAME#<gameId>` | BETWEEN | `SCORE#<pad(from, 6)>` AND `SCORE#<pad(to, 6)>#~` | | Score |
            | AP-002 | Scores of a game above | Query | Table | `GAME#<gameId>` | > | `SCORE#<pad(min, 6)>#~` | | Score |
            | AP-003 | Comments in a window | Query | Table | `ISSUE#<issueId>` | BETWEEN | `COMMENT#<from>` AND `COMMENT#<to>~` | | Comment |
            | AP-004 | Pets by name prefix | Query | Table | `OWNER#<ownerId>` | begins_with | `PET#<prefix>` | | Pet |
            | AP-005 | Pets of one name | Query | Table | `OWNER#<ownerId>` | begins_with | `PET#<petName>#` | | Pet |
            | AP-006 | Daily high | GetItem | Table | `DAILY#<gameId>#<day>` | = | `HIGH` | | DailyHigh |
            | AP-007 | Scores of a game | Query | Table | `GAME#<gameId>` | begins_with | `SCORE#` | ScanIndexForward=false, Limit=2 | Score |
            | AP-008 | Scores of a game above, no sentinel | Query | Table | `GAME#<gameId>` | > | `SCORE#<pad(min, 6)>` | | Score |
            | AP-009 | Players between levels | Query | Table | `GAME#<gameId>` | BETWEEN | `LEVEL#<from>` AND `LEVEL#<to>#~` | | Player |
            """;

    private SmallDesigns() {
    }

    static Design games() {
        Design design = MarkdownDesignReader.read("games.md", GAMES);
        assertThat(design.usable()).as(design.diagnostics().toString()).isTrue();
        return design;
    }

    static PatternPlan plan(Design design, String id) {
        ReadPattern p = design.reads().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
        return ReadChecks.plan(design, p, new KeyConditionMatcher(design), io.github.dynamodesign.intent.Intents.of(design, java.util.Optional.empty()));
    }

    /** An item of the entity with the values, its keys rendered as the seeding would. */
    static SeededItem item(Design design, String entity, Map<String, Object> values) {
        Entity e = design.entity(entity).orElseThrow();
        return new SeededItem(e, values, new Seeder(design).store(e, values).orElseThrow(), ItemOrigin.GENERATED);
    }
}

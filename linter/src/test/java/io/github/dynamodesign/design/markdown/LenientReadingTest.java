package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.ValueFormat;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Real documents, written by hand or by assistants, vary; the reader takes them as they are. */
class LenientReadingTest {

    private static final String MESSY = """
            # Song ratings — DynamoDB data model (v3)

            > Status: DRAFT

            ## 4. Access Pattern Mapping (all patterns)

            ### Read patterns
            AP ID | Operation | PK | Table/GSI | SK Condition | SK Value | RPS | Notes | Description
            -|-|-|-|-|-
            AP-01 | Query (paginated) | `SONG#<songId>` | Table | begins_with | `RATING#` | 50 | hot at launch | Ratings of a song\s\s
            <!-- dynamo-design:ignore scan-operation nightly export only -->
            AP-02 | Scan | - | Table | - | - | 1 | | Export everything
            | AP-03 | `Query` | `USER#<userId>` | GSI1 | = | `RATING#<songId>` | | | Rating of a user for a song |

            ## 2. Table Configuration (production)

            | Property | Value | Notes |
            | :--- | :---: | --- |
            | Table Name | `SongRatings` | one table |
            | Partition Key | `PK` (String) | |
            | Sort Key | `SK` (String) | |

            ## Global Secondary Indexes (GSIs)
            | GSI Name | Purpose | Projection | Sort Key | Partition Key |
            |---|---|---|---|---|
            | GSI1 | ratings of a user | KEYS_ONLY | `GSI1SK` (S) | `GSI1PK` (S) |

            ## 3. Entity Key Design

            ### SongRating (merged Song + Rating)
            - **Description**: a rating of a song by a user
            - **PK:** `SONG#<songId>` – the song partition
            - **SK**: `RATING#<userId>` (one rating per user)
            - **GSI1PK**: `USER#<userId>`
            - **GSI1SK**: `RATING#<songId>`
            - **Attributes**:
              - `songId` (S) - id of the song
              - `userId` (string, uuid)
              - `score` (N, 1..10)
              - `ratedAt` (string, ISO 8601)
              - `comment` (string, optional, max 500 chars) - free text
              - `mood` (string, one of: HAPPY | SAD | ANGRY)

            ```json
            {"PK": "SONG#s1", "SK": "RATING#0f2c4b6e-8a1d-4e3f-9b7a-5c6d7e8f9a0b", "type": "SongRatingSub",
             "songId": "s1", "userId": "0f2c4b6e-8a1d-4e3f-9b7a-5c6d7e8f9a0b", "score": 7}
            ```

            ### RatingCopy
            - **PK**: `COPY#<songId>`
            - **SK**: `COPY#<userId>`
            - **Attributes**: Same as SongRating

            ### RatingSummary
            - **PK**: `SONG#<songId>`
            - **SK**: `SUMMARY`
            - **Attributes**: Minimal -- songId, score, title
            """.replace("\n", "\r\n");

    private final Design design = MarkdownDesignReader.read("messy.md", "\uFEFF" + MESSY);

    @Test
    void readsEverySectionInAnyOrder() {
        assertThat(design.diagnostics()).isEmpty();
        assertThat(design.metadata()).containsExactly("Status: DRAFT");
        assertThat(design.table().name()).isEqualTo("SongRatings");
        assertThat(design.indexes()).singleElement().satisfies(i -> {
            assertThat(i.partitionKey().get(0).name()).isEqualTo("GSI1PK");
            assertThat(i.sortKey().get(0).name()).isEqualTo("GSI1SK");
            assertThat(i.projection().toString()).isEqualTo("KEYS_ONLY");
        });
    }

    @Test
    void findsColumnsByHeaderNameAndToleratesIrregularSeparators() {
        assertThat(design.reads()).extracting(ReadPattern::id).containsExactly("AP-01", "AP-02", "AP-03");
        ReadPattern first = design.reads().get(0);
        assertThat(first.description()).isEqualTo("Ratings of a song");
        assertThat(first.params().paginated()).as("'Query (paginated)'").isTrue();
        assertThat(first.partitionKey().get(0).source()).isEqualTo("SONG#<songId>");
        assertThat(design.reads().get(1).partitionKey()).isEmpty();
        assertThat(design.reads().get(2).index()).isEqualTo("GSI1");
        assertThat(design.reads().get(0).location().line()).isEqualTo(10);
    }

    @Test
    void keepsSuppressionCommentsBetweenRows() {
        assertThat(design.suppressions()).singleElement().satisfies(s -> {
            assertThat(s.rule()).isEqualTo("scan-operation");
            assertThat(s.reason()).isEqualTo("nightly export only");
            assertThat(s.targetLine()).isEqualTo(design.reads().get(1).location().line());
        });
    }

    @Test
    void takesTheEntityNameFromTheExampleItemsTypeAttribute() {
        assertThat(design.table().entityTypeAttribute()).isEqualTo("type");
        assertThat(design.entities()).extracting(Entity::name).containsExactly("SongRatingSub", "RatingCopy", "RatingSummary");
    }

    @Test
    void readsKeyBulletsWithNotesAndVariantLabels() {
        Entity rating = design.entities().get(0);
        assertThat(rating.key("PK").orElseThrow().template().source()).isEqualTo("SONG#<songId>");
        assertThat(rating.key("PK").orElseThrow().note()).isEqualTo("– the song partition");
        assertThat(rating.key("SK").orElseThrow().template().source()).isEqualTo("RATING#<userId>");
    }

    @Test
    void readsAttributeTypesAndConstraintsInTheirShortForms() {
        Entity rating = design.entities().get(0);
        assertThat(rating.attribute("songId").orElseThrow().type()).isEqualTo(AttributeType.STRING);
        assertThat(rating.attribute("score").orElseThrow().type()).isEqualTo(AttributeType.NUMBER);
        assertThat(rating.attribute("score").orElseThrow().constraints().max()).isEqualByComparingTo("10");
        assertThat(rating.attribute("ratedAt").orElseThrow().constraints().format()).isEqualTo(ValueFormat.ISO_8601);
        assertThat(rating.attribute("comment").orElseThrow().constraints().maxChars()).isEqualTo(500);
        assertThat(rating.attribute("mood").orElseThrow().constraints().allowedValues()).containsExactly("HAPPY", "SAD", "ANGRY");
    }

    @Test
    void resolvesAttributesGivenByReferenceOrByName() {
        Entity copy = design.entities().get(1);
        assertThat(copy.attributes()).extracting(a -> a.name()).contains("songId", "userId", "score", "mood");
        Entity summary = design.entities().get(2);
        assertThat(summary.attributes()).extracting(a -> a.name() + ":" + a.type().label())
                .containsExactly("songId:string", "score:number", "title:string");
    }

    @Test
    void reportsWhatItCannotUnderstandAndGoesOn() {
        String doc = """
                ## Table Configuration
                | Property | Value |
                |---|---|
                | Partition Key | `pk` (S) |

                ## Entity Key Design
                ### Thing
                - **PK**: `THING#<id`
                - **SK**: `META`
                - **Attributes**:
                  - `id` (string, sometimes)

                ## Access Pattern Mapping
                | AP ID | Operation | Table/GSI | PK | SK Condition | SK Value |
                |---|---|---|---|---|---|
                | AP-1 | Fetch | Table | `THING#<id>` | = | `META` |
                | AP-2 | GetItem | Table | `THING#<id>` | = | `META` |
                """;
        Design d = MarkdownDesignReader.read("partial.md", doc);
        assertThat(d.usable()).isTrue();
        assertThat(d.diagnostics()).extracting(x -> x.code() + "@" + x.location().line()).containsExactly(
                "missing-table-name@1", "invalid-key-template@8", "unknown-key-attribute@9", "unknown-constraint@11",
                "unknown-operation@16");
        assertThat(d.reads()).extracting(ReadPattern::id).containsExactly("AP-2");
        assertThat(d.entities()).singleElement().satisfies(e -> assertThat(e.key("SK")).isPresent());
    }

    @Test
    void takesKeysWrittenWithoutCodeSpansWithMarkdownEscapesAndNamePrefixes() {
        String doc = MESSY.replace("| AP-03 | `Query` | `USER#<userId>` | GSI1 | = | `RATING#<songId>` |",
                "| AP-03 | `Query` | PK=USER#\\<userId\\> | GSI1 | = | RATING#\\<songId\\> |");
        assertThat(doc).isNotEqualTo(MESSY);
        Design d = MarkdownDesignReader.read("escaped.md", doc);
        assertThat(d.diagnostics()).isEmpty();
        ReadPattern third = d.reads().get(2);
        assertThat(third.partitionKey()).singleElement().satisfies(t -> assertThat(t.source()).isEqualTo("USER#<userId>"));
        assertThat(third.sortKey().operands()).singleElement().satisfies(t -> assertThat(t.source()).isEqualTo("RATING#<songId>"));
    }

    @Test
    void takesParenthesesAfterTheTtlAttributeAsANoteUnlessTheyDeclareIt() {
        String note = MESSY.replace("- **GSI1SK**: `RATING#<songId>`",
                "- **TTL**: `expiresAt` (a year after the rating, optional)\n- **GSI1SK**: `RATING#<songId>`");
        assertThat(note).isNotEqualTo(MESSY);
        Design d = MarkdownDesignReader.read("ttl.md", note);
        assertThat(d.diagnostics()).isEmpty();
        assertThat(d.entities().get(0).ttlAttribute()).isEqualTo("expiresAt");
        assertThat(d.entities().get(0).attribute("expiresAt").orElseThrow().constraints().optional()).isTrue();
        assertThat(d.entities().get(0).attribute("expiresAt").orElseThrow().type()).isEqualTo(AttributeType.NUMBER);
    }

    @Test
    void readsAttributesGivenAsATableUnderTheEntity() {
        String doc = """
                ## Table Configuration

                | Property | Value |
                |---|---|
                | Table Name | notes |
                | Partition Key | `PK` (String) |
                | Sort Key | `SK` (String) |

                ## Entity Key Design

                ### Note
                - **PK**: `USER#<userId>`
                - **SK**: `NOTE#<createdAt>#<noteId>`
                - **Attributes**:

                | Attribute | Type | Required | Notes |
                |---|---|---|---|
                | `userId` | String | yes | the owner |
                | `noteId` | String | yes | ULID |
                | `createdAt` | String | yes | ISO-8601 |
                | `pinned` | Boolean | no | |
                """;
        Design d = MarkdownDesignReader.read("table-attributes.md", doc);
        assertThat(d.diagnostics()).extracting(Diagnostic::code).containsExactly("no-access-patterns");
        Entity note = d.entities().get(0);
        assertThat(note.attributes()).extracting(a -> a.name()).containsExactly("userId", "noteId", "createdAt", "pinned");
        assertThat(note.attribute("noteId").orElseThrow().constraints().format()).isEqualTo(ValueFormat.ULID);
        assertThat(note.attribute("createdAt").orElseThrow().constraints().format()).isEqualTo(ValueFormat.ISO_8601);
        assertThat(note.attribute("pinned").orElseThrow().type()).isEqualTo(AttributeType.BOOLEAN);
        assertThat(note.attribute("pinned").orElseThrow().constraints().optional()).isTrue();
        assertThat(note.attribute("userId").orElseThrow().description()).isEqualTo("the owner");
    }

    @Test
    void attributesAfterAPlainLabelOverSeveralLinesAndSeveralInOneBullet() {
        Design d = MarkdownDesignReader.read("plain.md", TestDesigns.table("plain") + """

                ## Entity Key Design

                ### Application

                | Key | Template |
                |---|---|
                | pk | `APP#<applicationId>` |
                | sk | `LESSON#<moduleNo>#<lessonNo>` |

                Attributes: `applicationId` (S), `status` (S),
                `submittedAt` (S), `valuationCents` (N).

                ### Lesson

                - **PK**: `COURSE#<courseId>`
                - **SK**: `LESSON#<moduleNo>`
                - **Attributes**:
                  - `courseId` (string)
                  - `moduleNo` (number), `lessonNo` (number)
                  - `title` (string) - shown as `Title`, `Subtitle`
                """);
        Entity app = d.entity("Application").orElseThrow();
        assertThat(app.attribute("submittedAt")).isPresent();
        assertThat(app.attribute("valuationCents").orElseThrow().type()).isEqualTo(AttributeType.NUMBER);
        Entity lesson = d.entity("Lesson").orElseThrow();
        assertThat(lesson.attribute("lessonNo").orElseThrow().type()).isEqualTo(AttributeType.NUMBER);
        assertThat(lesson.attribute("title")).isPresent();
        assertThat(lesson.attribute("Subtitle")).as("a description's code is no attribute").isEmpty();
    }

    @Test
    void noConditionWithANoteForPeopleIsNoCondition() {
        Design d = MarkdownDesignReader.read("none.md", TestDesigns.table("none") + """

                ## Entity Key Design

                ### Window

                - **PK**: `DEPOT#<depotId>`
                - **SK**: `WINDOW#<start>`
                - **Attributes**: depotId (S), start (S)

                ## Access Pattern Mapping

                ### Writes

                | AP ID | Description | Operation | Items | Conditions |
                |---|---|---|---|---|
                | AP-020 | Publish windows | BatchWriteItem | 1. Put Window | None (the planner is the only writer; re-publishing overwrites) |
                """);
        assertThat(d.writes().get(0).conditions().text()).isEmpty();
        assertThat(d.writes().get(0).upsert()).isTrue();
    }
}

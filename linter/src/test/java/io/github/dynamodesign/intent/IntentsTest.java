package io.github.dynamodesign.intent;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.MarkdownSpecReader;
import io.github.dynamodesign.design.spec.SortOrder;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class IntentsTest {

    private static PatternIntent intent(String fixture, String id, boolean withSpec) {
        Path file = FixturePaths.designs().resolve(fixture);
        Design design = MarkdownDesignReader.read(file);
        Intents intents = Intents.of(design, withSpec ? MarkdownSpecReader.forDesign(file, design) : Optional.empty());
        return intents.of(design.read(id).orElseThrow());
    }

    @Test
    void theDocumentsSortIsTheIntendedOrder() {
        PatternIntent i = intent("intent/issue-tracker.md", "AP-004", true);
        assertThat(i.order()).isEqualTo(SortOrder.of("openedAt", false));
        assertThat(i.orderSource()).isEqualTo(IntentSource.SPEC);
        assertThat(i.spec()).isPresent();
        assertThat(i.named()).isEqualTo("AP-004 is 'Issues of a project in a status, opened in a time window'");
    }

    @Test
    void withoutADocumentTheWordsGiveOrderAndCount() {
        PatternIntent i = intent("intent/issue-tracker.md", "AP-003", false);
        assertThat(i.order()).isEqualTo(SortOrder.of("postedAt", true));
        assertThat(i.orderSource()).isEqualTo(IntentSource.WORDS);
        assertThat(i.limit()).contains(5);
        assertThat(intent("good/online-shop.md", "AP-009", false).order()).isEqualTo(SortOrder.of("priceCents", false));
        assertThat(intent("good/project-tracker.md", "AP-009", false).order()).isEqualTo(SortOrder.of("postedAt", false));
        assertThat(intent("intent/issue-tracker.md", "AP-001", false).order().isEmpty()).isTrue();
    }

    @Test
    void inputsMeanWhatTheirNamesSay() {
        PatternIntent i = intent("intent/issue-tracker.md", "AP-004", false);
        assertThat(i.inputs().get("from").kind()).isEqualTo(InputMeaning.Kind.TIME);
        assertThat(i.inputs().get("status").attribute()).contains("status");
        PatternIntent price = intent("good/online-shop.md", "AP-008", false);
        assertThat(price.inputs().get("from").attribute()).as("a price range: from is a price").contains("priceCents");
        assertThat(intent("good/project-tracker.md", "AP-011", false).inputs().get("maxPriority").kind())
                .isEqualTo(InputMeaning.Kind.NUMBER);
    }

    @Test
    void namesThatOnlyLookLikeTimesAreNot() {
        assertThat(IntentWords.inputKind("total")).isEmpty();
        assertThat(IntentWords.inputKind("format")).isEmpty();
        assertThat(IntentWords.inputKind("endpoint")).isEmpty();
        assertThat(IntentWords.inputKind("since")).contains(InputMeaning.Kind.TIME);
        assertThat(IntentWords.inputKind("startDate")).contains(InputMeaning.Kind.TIME);
        assertThat(IntentWords.inputKind("createdAt")).contains(InputMeaning.Kind.TIME);
        assertThat(IntentWords.inputKind("minScore")).contains(InputMeaning.Kind.NUMBER);
    }

    @Test
    void wordsAskForOrders() {
        assertThat(IntentWords.order("Latest messages of a room").orElseThrow().descending()).isTrue();
        assertThat(IntentWords.order("Replies, oldest first").orElseThrow().descending()).isFalse();
        assertThat(IntentWords.order("Top 10 players by score").orElseThrow().attribute()).contains("score");
        assertThat(IntentWords.order("Books sorted by title desc").orElseThrow()).satisfies(o -> {
            assertThat(o.attribute()).contains("title");
            assertThat(o.descending()).isTrue();
        });
        assertThat(IntentWords.order("Products of a category")).isEmpty();
        assertThat(IntentWords.count("The 20 most recent alerts")).contains(20);
        assertThat(IntentWords.count("Recent alerts")).isEmpty();
        assertThat(IntentWords.groupedBy("Returns #META first then MENU#... grouped by category")).contains("category");
    }

    @Test
    void anOrderWhoseValueIsNotSaidIsUndetermined() {
        Design design = MarkdownDesignReader.read("d.md", io.github.dynamodesign.design.markdown.TestDesigns.table("Events") + """

                ## Entity Key Design

                ### Event
                - **PK**: `SITE#<siteId>`
                - **SK**: `EVENT#<eventId>`
                - **Attributes**:
                  - `siteId` (string)
                  - `eventId` (string, ulid)
                  - `createdAt` (string, iso-8601)
                  - `updatedAt` (string, iso-8601)

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params | Returns |
                |---|---|---|---|---|---|---|---|---|
                | AP-001 | Newest events of a site | Query | Table | `SITE#<siteId>` | begins_with | `EVENT#` | ScanIndexForward=false | Event |
                | AP-002 | Newest events of a site | Query | Table | `SITE#<siteId>` | begins_with | `EVENT#` | ScanIndexForward=false, Sort=updatedAt DESC | Event |
                """);
        Intents intents = Intents.of(design, Optional.empty());
        PatternIntent i = intents.of(design.read("AP-001").orElseThrow());
        assertThat(i.order().isEmpty()).isTrue();
        assertThat(i.undetermined()).singleElement().asString().contains("createdAt, updatedAt").contains("Sort=createdAt DESC");
        PatternIntent explicit = intents.of(design.read("AP-002").orElseThrow());
        assertThat(explicit.order()).isEqualTo(SortOrder.of("updatedAt", true));
        assertThat(explicit.orderSource()).isEqualTo(IntentSource.EXPLICIT);
    }

    @Test
    void aDesignEntityStandsForTheDocumentsEntitiesItMerges() {
        Design design = MarkdownDesignReader.read("d.md", io.github.dynamodesign.design.markdown.TestDesigns.table("Orders") + """

                ## Entity Key Design

                ### OrderWithPayment
                - **PK**: `ORDER#<orderId>`
                - **SK**: `ORDER`
                - **Attributes**:
                  - `orderId` (string)
                """);
        SpecMapping mapping = Intents.of(design, Optional.empty()).mapping();
        assertThat(mapping.designEntity("Order")).contains("OrderWithPayment");
        assertThat(mapping.designEntity("payment")).contains("OrderWithPayment");
        assertThat(mapping.designEntity("Customer")).isEmpty();
    }

    @Test
    void aSparseIndexMustLeaveItemsOut() {
        Design good = MarkdownDesignReader.read(FixturePaths.designs().resolve("intent/streaming.md"));
        assertThat(SparseIndexes.check(good)).isEmpty();
        Design bad = MarkdownDesignReader.read(FixturePaths.designs().resolve("broken-intent/unfinished-index-not-sparse.md"));
        assertThat(SparseIndexes.check(bad)).singleElement().satisfies(n -> {
            assertThat(n.index().name()).isEqualTo("Unfinished");
            assertThat(n.message()).contains("every Viewing item carries GSI2PK, GSI2SK").contains("profileId, watchedAt, episodeId");
        });
        Design shop = MarkdownDesignReader.read(FixturePaths.designs().resolve("good/online-shop.md"));
        assertThat(SparseIndexes.check(shop)).as("warehouseId is optional and AP-103 removes the keys").isEmpty();
    }

    @Test
    void anOrderColumnInWordsNamesTheOneValueAllItsWordsName() {
        Design d = MarkdownDesignReader.read("board.md", io.github.dynamodesign.design.markdown.TestDesigns.withIndexes("Board", "", """
                ### AgentMonth

                - **PK**: `TEAM#<teamId>`
                - **SK**: `AGENT#<agentId>`
                - **Attributes**:
                  - `teamId` (S)
                  - `agentId` (S)
                  - `reviewCount` (N)
                  - `sumScorePct` (N)
                  - `avgBp` (N) - round(`sumScorePct` × 100 / `reviewCount`), the average in basis points
                """, """
                | AP-001 | Board | Query | Table | `TEAM#<teamId>` | begins_with | `AGENT#` | |
                | AP-002 | Board | Query | Table | `TEAM#<teamId>` | begins_with | `AGENT#` | |
                | AP-003 | Board | Query | Table | `TEAM#<teamId>` | begins_with | `AGENT#` | |
                | AP-004 | Board | Query | Table | `TEAM#<teamId>` | begins_with | `AGENT#` | |"""));
        Optional<io.github.dynamodesign.design.spec.AccessPatternsSpec> spec = Optional.of(MarkdownSpecReader.read("board.ap.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Entity | Description | Input Parameters | Result | Order |
                |---|---|---|---|---|---|
                | AP-001 | AgentMonth | Leaderboard | teamId | Collection | average score highest first |
                | AP-002 | AgentMonth | By reviews | teamId | Collection | review count lowest first |
                | AP-003 | AgentMonth | By points | teamId | Collection | sum score highest first |
                | AP-004 | AgentMonth | By rating | teamId | Collection | star rating highest first |
                """));
        Intents intents = Intents.of(d, spec);
        PatternIntent leaderboard = intents.of(d.read("AP-001").orElseThrow());
        assertThat(leaderboard.order()).isEqualTo(SortOrder.of("avgBp", true));
        assertThat(leaderboard.orderSource()).isEqualTo(IntentSource.SPEC);
        assertThat(intents.of(d.read("AP-002").orElseThrow()).order()).isEqualTo(SortOrder.of("reviewCount", false));
        // a value the name gives before one the notes give (avgBp's notes name sumScorePct)
        assertThat(intents.of(d.read("AP-003").orElseThrow()).order()).isEqualTo(SortOrder.of("sumScorePct", true));
        // words that name no one value: no order from the column, and the sentence to write
        PatternIntent rating = intents.of(d.read("AP-004").orElseThrow());
        assertThat(rating.orderSource()).isNotEqualTo(IntentSource.SPEC);
        assertThat(rating.undetermined()).anyMatch(u -> u.contains("star rating DESC") && u.contains("Order column"));
    }

    @Test
    void wordsNamingTheEntityAndAnInflectedPartOfTheValue() {
        Design d = MarkdownDesignReader.read("reports.md", io.github.dynamodesign.design.markdown.TestDesigns.withIndexes("Reports", "", """
                ### LessonReport

                - **PK**: `INSTRUCTOR#<instructorId>`
                - **SK**: `REPORT#<lessonId>`
                - **Attributes**: `instructorId` (S), `lessonId` (S), `endedAt` (S, iso-8601), `lessonStart` (S, iso-8601)
                """, """
                | AP-010 | Reports | Query | Table | `INSTRUCTOR#<instructorId>` | begins_with | `REPORT#` | |"""));
        Optional<io.github.dynamodesign.design.spec.AccessPatternsSpec> spec = Optional.of(MarkdownSpecReader.read("reports.ap.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Entity | Description | Input Parameters | Result | Order |
                |---|---|---|---|---|---|
                | AP-010 | LessonReport | Recent reports | instructorId | Collection | lesson end, newest first |
                """));
        PatternIntent reports = Intents.of(d, spec).of(d.read("AP-010").orElseThrow());
        assertThat(reports.order()).isEqualTo(SortOrder.of("endedAt", true));
        assertThat(reports.orderSource()).isEqualTo(IntentSource.SPEC);
    }

    @Test
    void anOrderWordThatIsNoValueIsReadAsWordsNeverDropped() {
        Design d = MarkdownDesignReader.read("plots.md", io.github.dynamodesign.design.markdown.TestDesigns.withIndexes("Plots", "", """
                ### Tenancy

                - **PK**: `MEMBER#<memberId>`
                - **SK**: `TENANCY#<siteId>#<plotNo>`
                - **Attributes**: `memberId` (S), `siteId` (S), `siteName` (S), `plotNo` (N)
                """, """
                | AP-008 | Plots | Query | Table | `MEMBER#<memberId>` | begins_with | `TENANCY#` | |"""));
        Optional<io.github.dynamodesign.design.spec.AccessPatternsSpec> spec = Optional.of(MarkdownSpecReader.read("plots.ap.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Entity | Description | Input Parameters | Result | Order |
                |---|---|---|---|---|---|
                | AP-008 | Tenancy | A member's plots | memberId | Collection | site, then plotNo |
                """));
        PatternIntent plots = Intents.of(d, spec).of(d.read("AP-008").orElseThrow());
        assertThat(plots.orderSource()).as("site names siteId and siteName: no order, never plotNo alone").isNotEqualTo(IntentSource.SPEC);
        assertThat(plots.undetermined()).anyMatch(u -> u.contains("site"));
    }

    @Test
    void anOrderByAValueTheKeysHoldOnlyNormalizedIsTheNormalizedOrder() {
        Design d = MarkdownDesignReader.read("parish.md", io.github.dynamodesign.design.markdown.TestDesigns.withIndexes("Parish", "", """
                ### Entry

                - **PK**: `PARISH#<parishCode>`
                - **SK**: `SURNAME#<surnameNorm>#<year>#<entryId>`
                - **Attributes**: `parishCode` (S), `surname` (S), `surnameNorm` (S), `year` (N), `entryId` (S)
                """, """
                | AP-008 | Surnames | Query | Table | `PARISH#<parishCode>` | begins_with | `SURNAME#<prefix>` | |"""));
        Optional<io.github.dynamodesign.design.spec.AccessPatternsSpec> spec = Optional.of(MarkdownSpecReader.read("parish.ap.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Entity | Description | Input Parameters | Result | Order |
                |---|---|---|---|---|---|
                | AP-008 | Entry | Surnames by prefix | parishCode, prefix | Collection | surname asc, year asc |
                """));
        PatternIntent names = Intents.of(d, spec).of(d.read("AP-008").orElseThrow());
        assertThat(names.order().parts()).extracting(SortOrder.Part::attribute).containsExactly("surnameNorm", "year");
        assertThat(d.entity("Entry").orElseThrow().attribute("year").orElseThrow().constraints().min())
                .as("a year is four digits").isEqualByComparingTo("1000");
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SortOrder;
import io.github.dynamodesign.design.spec.SpecPattern;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class MarkdownSpecReaderTest {

    private static AccessPatternsSpec issueTracker() {
        return MarkdownSpecReader.read(FixturePaths.designs().resolve("specs/issue-tracker.access-patterns.md"));
    }

    @Test
    void readsEntitiesWithTheirAttributes() {
        AccessPatternsSpec spec = issueTracker();
        assertThat(spec.diagnostics()).isEmpty();
        assertThat(spec.entities()).extracting(e -> e.name()).containsExactly("Issue", "Comment");
        assertThat(spec.entity("comment").orElseThrow().attribute("postedAt").orElseThrow().type()).isEqualTo("datetime");
        assertThat(spec.entity("Issue").orElseThrow().attribute("status").orElseThrow().notes()).contains("OPEN");
    }

    @Test
    void readsEveryColumnOfAReadByItsHeader() {
        SpecPattern p = issueTracker().pattern("ap-003").orElseThrow();
        assertThat(p.kind()).isEqualTo(SpecPattern.Kind.READ);
        assertThat(p.entities()).containsExactly("Comment");
        assertThat(p.description()).isEqualTo("Latest 5 comments of an issue");
        assertThat(p.inputs()).containsExactly("issueId");
        assertThat(p.result()).isEqualTo(SpecPattern.Result.COLLECTION);
        assertThat(p.sort()).isEqualTo(SortOrder.of("postedAt", true));
        assertThat(p.paginated()).contains(false);
        assertThat(p.strongConsistency()).contains(false);
        assertThat(p.location().line()).isEqualTo(35);
        assertThat(issueTracker().pattern("AP-004").orElseThrow().inputs()).containsExactly("projectId", "status", "from", "to");
    }

    @Test
    void readsWritesAndDeletesApartFromReads() {
        AccessPatternsSpec spec = MarkdownSpecReader.read(FixturePaths.designs().resolve("specs/chat.access-patterns.md"));
        assertThat(spec.pattern("AP-101").orElseThrow().kind()).isEqualTo(SpecPattern.Kind.WRITE);
        assertThat(spec.pattern("AP-101").orElseThrow().conditions()).isEqualTo("username must be unique");
        assertThat(spec.pattern("AP-202").orElseThrow().kind()).isEqualTo(SpecPattern.Kind.DELETE);
        assertThat(spec.pattern("AP-011").orElseThrow().strongConsistency()).contains(true);
    }

    @Test
    void readsOrdersAsWrittenAndReportsTheRest() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                ### Reads

                | ID | Entity | Description | Input Parameters | Result | Sort |
                |----|--------|-------------|------------------|--------|------|
                | AP-001 | Restaurant, MenuItem (menu view) | Menu | restaurantId | Collection | category, name |
                | AP-002 | Order | Orders | customerId | Collection | createdAt descending |
                | AP-003 | Order | Orders | customerId | Collection | newest orders first please |
                | AP-004 | Order | Orders | customerId | Collection | - |
                """);
        assertThat(spec.pattern("AP-001").orElseThrow().sort().parts())
                .containsExactly(new SortOrder.Part("category", false), new SortOrder.Part("name", false));
        assertThat(spec.pattern("AP-001").orElseThrow().entities()).containsExactly("Restaurant", "MenuItem");
        assertThat(spec.pattern("AP-002").orElseThrow().sort()).isEqualTo(SortOrder.of("createdAt", true));
        assertThat(spec.pattern("AP-003").orElseThrow().sort().isEmpty()).isTrue();
        assertThat(spec.pattern("AP-004").orElseThrow().sort().isEmpty()).isTrue();
        assertThat(spec.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("spec-sort");
            assertThat(d.location().line()).isEqualTo(7);
        });
    }

    @Test
    void anUnreadableDocumentIsOneError() {
        AccessPatternsSpec spec = MarkdownSpecReader.read(Path.of("no/such/access-patterns.md"));
        assertThat(spec.patterns()).isEmpty();
        assertThat(spec.diagnostics()).singleElement().satisfies(d -> assertThat(d.code()).isEqualTo("spec-unreadable"));
        assertThat(MarkdownSpecReader.read("x.md", "# Nothing here\n").diagnostics())
                .extracting(d -> d.code()).containsExactly("spec-no-patterns");
    }

    @Test
    void aDesignNamesItsDocumentInItsInputLine() {
        Path file = FixturePaths.designs().resolve("intent/issue-tracker.md");
        Design design = MarkdownDesignReader.read(file);
        Optional<AccessPatternsSpec> spec = MarkdownSpecReader.forDesign(file, design);
        assertThat(spec).isPresent();
        assertThat(spec.get().patterns()).extracting(SpecPattern::id).containsExactly("AP-001", "AP-002", "AP-003", "AP-004", "AP-101", "AP-102");
        Design without = MarkdownDesignReader.read(FixturePaths.designs().resolve("intent/streaming.md"));
        assertThat(MarkdownSpecReader.forDesign(FixturePaths.designs().resolve("intent/streaming.md"), without)).isEmpty();
        assertThat(List.of(design.metadata())).isNotEmpty();
    }

    @Test
    void attributesListedOnOneLineAndTheFormatsTheyGiveADesignThatLeavesThemPlain() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("festival.access-patterns.md", """
                # DynamoDB Access Patterns

                ## Entities

                ### Screening
                - **Attributes**: `screeningId` (string, ULID), `venueId`, `startsAt` (datetime), `screeningDate` (date = date part of `startsAt`)

                ## Access Patterns

                | ID | Entity | Description | Input Parameters | Result | Sort | Limit | Paginated |
                |----|--------|-------------|------------------|--------|------|-------|-----------|
                | AP-001 | Screening | Screenings of a venue | venueId | Collection | startsAt ASC | - | No |
                """);
        assertThat(spec.entity("Screening").orElseThrow().attributes()).extracting(a -> a.name())
                .containsExactly("screeningId", "venueId", "startsAt", "screeningDate");
        Design design = MarkdownDesignReader.read("festival.md", TestDesigns.withIndexes("festival", "", """
                ### Screening
                - **PK**: `VENUE#<venueId>`
                - **SK**: `SCREENING#<startsAt>#<screeningId>`
                """, "| AP-001 | Screenings of a venue | Query | Table | `VENUE#<venueId>` | begins_with | `SCREENING#` | |"));
        Design completed = io.github.dynamodesign.intent.SpecAttributes.completed(design, Optional.of(spec));
        assertThat(completed.entity("Screening").orElseThrow().attribute("startsAt").orElseThrow().constraints().format())
                .isEqualTo(io.github.dynamodesign.design.ValueFormat.ISO_8601);
        assertThat(completed.entity("Screening").orElseThrow().attribute("screeningId").orElseThrow().constraints().format())
                .isEqualTo(io.github.dynamodesign.design.ValueFormat.ULID);
        assertThat(design.entity("Screening").orElseThrow().attribute("startsAt").orElseThrow().constraints().format()).isNull();
    }
    @Test
    void patternsUnderTheirOwnHeadingsAndCountsTheResultCellSelects() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("ferries.ap.md", """
                # Access patterns

                ## Access Patterns

                | ID | Entity | Description | Input Parameters | Result | Sort | Limit | Paginated |
                |----|--------|-------------|------------------|--------|------|-------|-----------|
                | AP-001 | Reading | Latest readings of a meter | meterId | Collection (exactly the latest 96) | readAt DESC | - | No |
                | AP-002 | Booking | Bookings on a sailing | sailingId | Collection (up to 40 per sailing) | - | - | No |
                | AP-003 | Alarm | Recent alarms of a meter | meterId | latest 5 alarms | raisedAt DESC | - | No |
                | AP-004 | Meter | A meter | meterId | Single (1 meter) | - | - | No |

                ### AP-005 — Next 5 departures on a route

                - Entity: Sailing
                - Input: routeCode, nowMs
                - Result: Collection (5 sailings)
                - Operation: Query
                - Order: departureAt ASC

                ### AP-006 — Cancel a booking

                - Entity: Booking
                - Operation: DeleteItem
                """);
        assertThat(spec.patterns()).extracting(SpecPattern::id).containsExactly("AP-001", "AP-002", "AP-003", "AP-004", "AP-005", "AP-006");
        assertThat(spec.pattern("AP-001").orElseThrow().limit()).hasValue(96);
        assertThat(spec.pattern("AP-002").orElseThrow().limit()).as("how many there are is no Limit").isEmpty();
        assertThat(spec.pattern("AP-003").orElseThrow().limit()).as("a Result that is only the selection").hasValue(5);
        assertThat(spec.pattern("AP-004").orElseThrow().limit()).isEmpty();
        SpecPattern headed = spec.pattern("AP-005").orElseThrow();
        assertThat(headed.kind()).isEqualTo(SpecPattern.Kind.READ);
        assertThat(headed.entities()).containsExactly("Sailing");
        assertThat(headed.inputs()).containsExactly("routeCode", "nowMs");
        assertThat(headed.limit()).as("the description selects the same five").hasValue(5);
        assertThat(headed.sort().parts()).extracting(SortOrder.Part::attribute).containsExactly("departureAt");
        assertThat(spec.pattern("AP-006").orElseThrow().kind()).isEqualTo(SpecPattern.Kind.DELETE);
    }

    @Test
    void aBareCountInTheResultCellThatTheDescriptionSelectsToo() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("varnish.ap.md", """
                # Access patterns

                | ID | Entity | Description | Input Parameters | Result | Sort | Multi-Entity |
                |----|--------|-------------|------------------|--------|------|--------------|
                | AP-001 | Batch | Latest 5 batches, most recently cooked first | - | Collection (5) | cookedAt DESC | No |
                | AP-002 | Batch | Batches of a recipe | recipe | Collection (5) | cookedAt DESC | No |
                | AP-003 | Batch | A recipe's five most recent batches | recipe | Collection (5) | cookedAt DESC | No |
                | AP-004 | Batch | Batches by shelf | shelf | Collection | shelf ASC, then slot ASC | No |
                """);
        assertThat(spec.pattern("AP-004").orElseThrow().sort().parts()).extracting(SortOrder.Part::attribute).containsExactly("shelf", "slot");
        assertThat(spec.pattern("AP-003").orElseThrow().limit()).as("a count in words").hasValue(5);
        assertThat(spec.pattern("AP-001").orElseThrow().limit()).hasValue(5);
        assertThat(spec.pattern("AP-002").orElseThrow().limit()).as("a count the description does not select").isEmpty();
    }

    @Test
    void aNoteInParenthesesARulesColumnAndALimitWrittenAsAWord() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                ### Reads

                | ID | Description | Inputs | Result | Order | Limit / Pagination |
                |----|-------------|--------|--------|-------|--------------------|
                | AP-001 | Waitlist | roofId | Collection | requestedAt ASC (first come, first served) | First 5 |
                | AP-002 | Now playing | date | Collection | playedAt DESC | Limit 20 |

                ### Writes

                | ID | Description | Inputs | Result | Conditions / Rules |
                |----|-------------|--------|--------|--------------------|
                | AP-003 | Rent a hive | hiveId | Single | a second checkout must fail |
                """);
        assertThat(spec.pattern("AP-001").orElseThrow().sort()).isEqualTo(SortOrder.of("requestedAt", false));
        assertThat(spec.pattern("AP-001").orElseThrow().limit()).contains(5);
        assertThat(spec.pattern("AP-002").orElseThrow().limit()).contains(20);
        assertThat(spec.pattern("AP-003").orElseThrow().conditions()).isEqualTo("a second checkout must fail");
        assertThat(spec.diagnostics()).isEmpty();
    }
}

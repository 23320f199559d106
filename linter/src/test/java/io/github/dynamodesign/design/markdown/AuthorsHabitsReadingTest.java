package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SortOrder;
import io.github.dynamodesign.design.spec.SpecPattern;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.ValueFormat;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.WritePattern;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Habits of the authors of designs: each is read as what it means, whatever the author's way of writing it. */
class AuthorsHabitsReadingTest {

    /** The head of a Writes table after a design's reads. */
    private static final String WRITES = "\n### Writes\n\n| AP ID | Description | Operation | Items | Conditions |\n|---|---|---|---|---|\n";

    private static Design read(String entities, String readRows) {
        return MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | lists |", entities, readRows));
    }

    private static String keyOf(Entity e, String attribute) {
        return e.keys().stream().filter(k -> k.attribute().equals(attribute)).findFirst().orElseThrow().template().source();
    }

    @Test
    void aRowOfKeysUnderTheEntityHeadingGivesItsKeys() {
        Design d = read("""
                ### Trial

                | PK | SK | GSI1PK | GSI1SK |
                |----|----|--------|--------|
                | `TRIAL#<trialId>` | `METADATA` | `SPONSOR#<sponsor>` | - |

                - **Attributes**: `trialId` (S), `sponsor` (S)
                """, "");
        Entity trial = d.entity("Trial").orElseThrow();
        assertThat(keyOf(trial, "pk")).isEqualTo("TRIAL#<trialId>");
        assertThat(keyOf(trial, "sk")).isEqualTo("METADATA");
        assertThat(keyOf(trial, "GSI1PK")).isEqualTo("SPONSOR#<sponsor>");
        assertThat(trial.keys()).as("a dash is no key").noneMatch(k -> k.attribute().equals("GSI1SK"));
    }

    @Test
    void keyBulletsNestedUnderALabelWithTheirAttributeInCode() {
        Design d = read("""
                ### Team

                - **Keys**
                  - `pk`: `TEAM#{teamId}`
                  - `sk`: `META`
                - **Index keys**:
                  - `GSI1PK`: `REGION#{region}`
                  - `GSI1SK`: `TEAM#{teamId}`
                - **Attributes**
                  - `teamId` (S), `region` (S)
                """, "");
        Entity team = d.entity("Team").orElseThrow();
        assertThat(keyOf(team, "pk")).isEqualTo("TEAM#<teamId>");
        assertThat(keyOf(team, "GSI1PK")).isEqualTo("REGION#<region>");
        assertThat(keyOf(team, "GSI1SK")).isEqualTo("TEAM#<teamId>");
    }

    @Test
    void anInputWhereTheKeysItReadsPadTheirValueIsPaddedTheSameWay() {
        String entities = """
                ### Bid
                - **PK**: `GIG#<gigId>`
                - **SK**: `BID#<amountUsd>#<bidderId>` (amountUsd zero-padded to 6)
                - **Attributes**: `gigId` (S), `amountUsd` (N), `bidderId` (S)

                ### Watch
                - **PK**: `BIDDER#<bidderId>`
                - **SK**: `BID#<gigId>`
                - **Attributes**: `gigId` (S), `bidderId` (S)
                """;
        Design d = read(entities, """
                | AP-001 | Bids in a range | Query | Table | `GIG#<gigId>` | BETWEEN | `BID#<minUsd>` AND `BID#<maxUsd>#~` | |
                | AP-002 | Bids under | Query | Table | `GIG#<gigId>` | < | `BID#<limitUsd + 1>` | |
                """);
        ReadPattern range = d.read("AP-001").orElseThrow();
        assertThat(range.sortKey().operands()).extracting(t -> t.source())
                .containsExactly("BID#<pad(minUsd, 6)>", "BID#<pad(maxUsd, 6)>#~");
        assertThat(d.read("AP-002").orElseThrow().sortKey().operands().get(0).source()).isEqualTo("BID#<pad(limitUsd + 1, 6)>");
        assertThat(d.diagnostics()).anyMatch(x -> x.code().equals("input-padded") && x.message().contains("minUsd"));

        Design plainToo = read(entities + """

                ### Draft
                - **PK**: `GIG#<gigId>`
                - **SK**: `BID#<draftNo>`
                - **Attributes**: `gigId` (S), `draftNo` (N)
                """, "| AP-001 | Bids in a range | Query | Table | `GIG#<gigId>` | BETWEEN | `BID#<minUsd>` AND `BID#<maxUsd>#~` | |\n");
        assertThat(plainToo.read("AP-001").orElseThrow().sortKey().operands().get(0).source())
                .as("another key in the partition writes the value plain").isEqualTo("BID#<minUsd>");
    }

    @Test
    void widthsAndValuesWrittenTheWaysAuthorsWriteThem() {
        Design d = read("""
                ### Berth
                - **PK**: `PIER#{pier}`
                - **SK**: `LEN#{lengthCm:%05d}#{slot}`
                - **GSI1PK**: `SKILL#<skill>`
                - **GSI1SK**: `RATING#<invRating>`
                - **Attributes**: `pier` (S), `lengthCm` (N), `slot` (N), `skill` (S), `avgRating` (N), `rating` (N, 0-5000),
                  `slotNo` (N)
                - `invRating` = 500 − round(avgRating × 100), 3-digit padded

                ### Meal
                - **PK**: `PLAN#<planId>`
                - **SK**: `MEAL#<slotNo>`
                - **Description**: `slotNo` 1 = breakfast, 2 = lunch, 3 = dinner, 4 = snack
                - **Attributes**: `planId` (S), `slotNo` (N)
                """, "");
        Entity berth = d.entity("Berth").orElseThrow();
        assertThat(keyOf(berth, "sk")).isEqualTo("LEN#<pad(lengthCm, 5)>#<slot>");
        assertThat(berth.derivedValue("invRating").orElseThrow().expression().toString()).isEqualTo("pad((500 - round((avgRating * 100))), 3)");
        assertThat(berth.attribute("avgRating").orElseThrow().constraints().min()).isEqualByComparingTo(BigDecimal.ZERO);
        assertThat(berth.attribute("avgRating").orElseThrow().constraints().max()).isEqualByComparingTo(BigDecimal.valueOf(5));
        assertThat(berth.attribute("rating").orElseThrow().constraints().max()).isEqualByComparingTo(BigDecimal.valueOf(5000));
        assertThat(d.entity("Meal").orElseThrow().attribute("slotNo").orElseThrow().constraints().max())
                .isEqualByComparingTo(BigDecimal.valueOf(4));
    }

    @Test
    void aValueDefinedAsAnotherWrittenDifferently() {
        Design d = MarkdownDesignReader.read("conventions.md", TestDesigns.withIndexes("Conventions",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | lists |", """
                Conventions:

                - `lastNameKey` = `lastName` upper-cased, spaces removed.
                - `netPayKey` = `netPayCents` zero-padded to 10 digits.

                ### Employee
                - **PK**: `EMP#<employeeId>`
                - **SK**: `NAME#<lastNameKey>`
                - **GSI1PK**: `RUN#<runId>`
                - **GSI1SK**: `<netPayKey>#<employeeId>`
                - **Attributes**: `employeeId` (S), `lastName` (S), `runId` (S), `netPayCents` (N)
                """, ""));
        Entity e = d.entity("Employee").orElseThrow();
        assertThat(e.derivedValue("lastNameKey").orElseThrow().expression().toString()).isEqualTo("upper(lastName)");
        assertThat(e.derivedValue("netPayKey").orElseThrow().expression().toString()).isEqualTo("pad(netPayCents, 10)");
    }

    @Test
    void aConditionOnAMultiAttributeSortKeyAttributeByAttribute() {
        Design d = MarkdownDesignReader.read("multi.md", TestDesigns.withIndexes("Multi",
                "| gsi3 | `tournamentId` (S) | `state` (S) + `scheduledAt` (S) | ALL | schedule |", """
                ### Match
                - **PK**: `TOURNAMENT#<tournamentId>`
                - **SK**: `MATCH#<matchCode>`
                - **Attributes**: `tournamentId` (S), `matchCode` (S), `state` (S), `scheduledAt` (S)
                """, """
                | AP-011 | Next matches | Query | gsi3 | `tournamentId` = `{tournamentId}` | `state` =, then `scheduledAt` > | `SCHEDULED`, `{now}` | Limit=10 |
                """));
        ReadPattern p = d.read("AP-011").orElseThrow();
        assertThat(p.partitionKey()).extracting(t -> t.source()).containsExactly("<tournamentId>");
        assertThat(p.sortKey().operator().symbol()).isEqualTo(">");
        assertThat(p.sortKey().leadingEqualities()).extracting(t -> t.source()).containsExactly("SCHEDULED");
        assertThat(p.sortKey().operands()).extracting(t -> t.source()).containsExactly("<now>");
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("unknown-condition"));
    }

    @Test
    void anOrderColumnWithItsDirectionInWordsOrANote() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Entity | Description | Input Parameters | Result | Sort | Paginated |
                |----|--------|-------------|------------------|--------|------|-----------|
                | AP-001 | Standing | Standings | tournamentId | Collection | points DESC (highest first) | No |
                | AP-002 | Player | Roster | teamId | Collection | handle A-Z | No |
                | AP-003 | Alert | Open alerts | siteId | Collection | severity (CRITICAL→INFO), raisedAt ASC | No |
                | AP-004 | Fuel Sale | Daily report | saleDate | Collection | soldAt ASC | No |
                """);
        assertThat(spec.pattern("AP-001").orElseThrow().sort()).isEqualTo(SortOrder.of("points", true));
        assertThat(spec.pattern("AP-002").orElseThrow().sort()).isEqualTo(SortOrder.of("handle", false));
        assertThat(spec.pattern("AP-003").orElseThrow().sort()).as("a ranking in words is no direction").isEqualTo(SortOrder.NONE);
        SpecPattern fuel = spec.pattern("AP-004").orElseThrow();
        assertThat(fuel.entities()).containsExactly("FuelSale");
    }

    @Test
    void aLimitColumnSharedWithPaginationAndACountAfterWords() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Description | Inputs | Result | Order | Limit / pagination | Frequency |
                |----|-------------|--------|--------|-------|--------------------|-----------|
                | AP-001 | Recent sessions | instrumentId | Collection | endedAt DESC | latest 10 | Warm |
                | AP-002 | Past bookings | userId | Collection | startAt DESC | 20 per page | Cold |
                | AP-003 | Instruments | facilityId | Collection | name A-Z | all (≤ 15) | Warm |
                | AP-004 | Leaderboard | roomId | Collection | score DESC | top 5 | Hot |
                """);
        assertThat(spec.pattern("AP-001").orElseThrow().limit()).contains(10);
        assertThat(spec.pattern("AP-001").orElseThrow().paginated()).isEmpty();
        assertThat(spec.pattern("AP-002").orElseThrow().paginated()).contains(true);
        assertThat(spec.pattern("AP-003").orElseThrow().limit()).as("a size is no limit").isEmpty();
        assertThat(spec.pattern("AP-004").orElseThrow().limit()).contains(5);
    }

    @Test
    void theAttributesOfAMultiAttributeIndexKeyNamedByTheirRoleInTheIndex() {
        Design d = MarkdownDesignReader.read("roles.md", TestDesigns.withIndexes("Roles", """
                | by-day | `instrumentId` (S) | `bookingDate` (S), `startMinute` (N) | ALL | calendar |
                | gsi3 | `fleetId` (S) + `woStatus` (S) | `woPriority` (N) + `openedAt` (S) | ALL | board |""", """
                ### Booking
                - **PK**: `BOOKING#<bookingId>`
                - **SK**: `BOOKING#<bookingId>`
                - **by-day keys**: `instrumentId` (S) / `bookingDate` (S), `startMinute` (N)
                - **Attributes**: `bookingId` (S), `userId` (S), plus the key attributes above

                ### WorkOrder

                | Attribute | Template | Example |
                |---|---|---|
                | PK | `DRONE#<droneId>` | `DRONE#01HV3ZQ7RB` |
                | SK | `WO#<workOrderId>` | `WO#01KGTW0M3A` |
                | fleetId (gsi3 PK part 1) | `<fleetId>` | `acme-survey` |
                | woStatus (gsi3 PK part 2) | `OPEN` \\| `CLOSED` | `OPEN` |
                | woPriority (gsi3 SK part 1, N) | 1-4 | `2` |
                | openedAt (gsi3 SK part 2) | ISO 8601 UTC | `2026-02-11T08:40:00Z` |
                """, ""));
        Entity booking = d.entity("Booking").orElseThrow();
        assertThat(booking.attribute("instrumentId")).isPresent();
        assertThat(booking.attribute("startMinute").orElseThrow().type()).isEqualTo(io.github.dynamodesign.design.AttributeType.NUMBER);
        assertThat(List.of("instrumentId", "bookingDate", "startMinute")).allMatch(booking::writesKey);
        Entity order = d.entity("WorkOrder").orElseThrow();
        assertThat(order.keys()).extracting(k -> k.attribute()).containsExactly("pk", "sk");
        assertThat(order.attribute("woStatus").orElseThrow().constraints().allowedValues()).containsExactly("OPEN", "CLOSED");
        assertThat(order.attribute("woPriority").orElseThrow().constraints().max()).isEqualByComparingTo(new BigDecimal(4));
        assertThat(order.attribute("openedAt").orElseThrow().kind()).isEqualTo(io.github.dynamodesign.design.ValueKind.TIMESTAMP);
        assertThat(List.of("fleetId", "woStatus", "woPriority", "openedAt")).allMatch(order::writesKey);
    }

    @Test
    void constantsRangesFormatsAndCopiesWrittenInTheAttributeListsAndTheProse() {
        Design d = read("""
                ### Standing
                - **PK**: `TEAM#<teamId>`
                - **SK**: `STANDING`
                - **Attributes**: `teamId` (S), `rankPoints` (N, = points), `points` (N), `rankType` = `TEAM`, `entityType` = `Standing`

                ### SeasonTotals
                - **PK**: `PLAYER#<playerId>`
                - **SK**: `SEASON#<seasonId>`
                - **Attributes**: `playerId` (S), `seasonId` (S), `rankType` = `SKATER` (`GOALIE` for goaltenders)

                ### GameEvent
                - **PK**: `GAME#<gameId>`
                - **SK**: `EVENT#<period>#<seq:02>`
                - **Attributes**: `gameId` (S), `period` (N), `seq` (N), `slotStart` (S)

                `period` is a single digit (1–4).

                ### LaneSlot
                - **PK**: `POOL#<poolId>`
                - **SK**: `SLOT#<slotStart>#LANE#<lane:2 digits>`
                - **Attributes**: `poolId` (S), `lane` (N), `slotStart` (S, "HH:MM")
                """, "");
        Entity standing = d.entity("Standing").orElseThrow();
        assertThat(standing.attribute("rankType").orElseThrow().constraints().allowedValues()).containsExactly("TEAM");
        assertThat(standing.attribute("rankPoints").orElseThrow().copyOf()).contains("points");
        assertThat(standing.attribute("entityType")).as("the type attribute holds the entity's own name").isEmpty();
        assertThat(d.entity("SeasonTotals").orElseThrow().attribute("rankType").orElseThrow().constraints().allowedValues())
                .containsExactly("SKATER", "GOALIE");
        Entity event = d.entity("GameEvent").orElseThrow();
        assertThat(event.attribute("period").orElseThrow().constraints().max()).isEqualByComparingTo(new BigDecimal(4));
        assertThat(event.attribute("slotStart").orElseThrow().constraints().format())
                .as("one value under two entities, its format declared under one").isEqualTo(io.github.dynamodesign.design.ValueFormat.TIME_OF_DAY);
        Entity slot = d.entity("LaneSlot").orElseThrow();
        assertThat(keyOf(slot, "sk")).isEqualTo("SLOT#<slotStart>#LANE#<pad(lane, 2)>");
        assertThat(slot.attribute("slotStart").orElseThrow().constraints().format()).isEqualTo(io.github.dynamodesign.design.ValueFormat.TIME_OF_DAY);
    }

    @Test
    void twoKeysInOneBulletAndPrintfArgumentsInParenthesesReadByThePatternsToo() {
        Design d = read("""
                ### Shift
                - **PK**: `GUARD#<guardId>`
                - **SK**: `SHIFT#<shiftDate>`
                - **GSI1PK / GSI1SK**: only while up for swap — `SWAPS#<poolId>` / `<shiftDate>#<guardId>` (sparse)
                - **Attributes**: `guardId` (S), `poolId` (S), `shiftDate` (S)

                ### Lot

                | Attribute | Template | Example |
                |---|---|---|
                | PK | `SALE#<saleId>` | `SALE#20260514-LDN` |
                | SK | `LOT#%05d` (lotNo) | `LOT#00087` |
                | GSI1PK | `RESULTS#<saleId>` | `RESULTS#20260514-LDN` |
                | GSI1SK | `HAMMER#%010d#%05d` (hammerPrice, lotNo) | `HAMMER#0000042000#00087` |

                - **Attributes**: `saleId` (S), `lotNo` (N), `hammerPrice` (N)
                """, """
                | AP-004 | Get lot | GetItem | Table | `SALE#<saleId>` | = | `LOT#%05d` | - |
                """);
        Entity shift = d.entity("Shift").orElseThrow();
        assertThat(keyOf(shift, "GSI1PK")).isEqualTo("SWAPS#<poolId>");
        assertThat(keyOf(shift, "GSI1SK")).isEqualTo("<shiftDate>#<guardId>");
        Entity lot = d.entity("Lot").orElseThrow();
        assertThat(keyOf(lot, "sk")).isEqualTo("LOT#<pad(lotNo, 5)>");
        assertThat(keyOf(lot, "GSI1SK")).isEqualTo("HAMMER#<pad(hammerPrice, 10)>#<pad(lotNo, 5)>");
        assertThat(d.read("AP-004").orElseThrow().sortKey().operands()).extracting(t -> t.source()).containsExactly("LOT#<pad(lotNo, 5)>");
    }

    @Test
    void anEntityNamedInWordsOrInLowerCase() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Entity | Description | Input Parameters | Result | Sort |
                |----|--------|-------------|------------------|--------|------|
                | AP-001 | Route, Route stop | Route card | routeId | Collection | - |
                """);
        assertThat(spec.pattern("AP-001").orElseThrow().entities()).containsExactly("Route", "RouteStop");
        Design d = read("""
                ### Booking
                - **PK**: `POOL#<poolId>`
                - **SK**: `BOOKING#<memberId>`
                - **Attributes**: `poolId` (S), `memberId` (S), `status` (S)
                """, "| AP-001 | Bookings | Query | Table | `POOL#<poolId>` | begins_with | `BOOKING#` | |\n\n### Writes\n\n"
                + "| AP ID | Description | Operation | Items | Conditions |\n|---|---|---|---|---|\n"
                + "| AP-015 | Check in | UpdateItem | 1. Update booking: `SET #status = :in` | `attribute_exists(pk)` |");
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-015")).findFirst().orElseThrow().steps().get(0).entity()).isEqualTo("Booking");
    }

    @Test
    void twoKeysInAMatrixColumnStatesWithSlashesPaddedTextAndArithmeticOverPlaceholders() {
        Design d = MarkdownDesignReader.read("matrix.md", TestDesigns.withIndexes("Matrix", """
                | gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | by instructor |""", """
                Formats:

                - `invertedEnd` = `9999999999 − <endedAt as epoch seconds>`, zero-padded to 10 digits.
                - `lessonStart` = `<lessonDate>T<startTime>`, e.g. `2026-01-17T09:30` (local, fixed width).

                | Entity | pk | sk | gsi1pk / gsi1sk |
                |---|---|---|---|
                | Lesson | `LESSON#<lessonId>` | `DETAILS` | `INSTRUCTOR#<instructorId>` / `LESSON#<lessonStart>#<lessonId>` (only while assigned) |
                | Report | `INSTRUCTOR#<instructorId>` | `REPORT#<invertedEnd>#<lessonId>` | - |
                | Bin | `BIN#<binTag>` | `BIN#<pad(binTag, 6)>` | - |

                ### Lesson
                - **Attributes**: `lessonId`, `instructorId`, `lessonDate`, `startTime`, `lessonStart`, `status` (S: OPEN / CLOSED)

                ```json
                {"pk": "LESSON#l1", "sk": "DETAILS", "lessonId": "l1", "lessonStart": "2026-01-17T09:30", "status": "OPEN"}
                ```

                ### Report
                - **Attributes**: `instructorId` (S), `lessonId` (S), `endedAt` (S, ISO 8601)

                ### Bin
                - **Attributes**: `binTag` (S)
                """, ""));
        Entity lesson = d.entity("Lesson").orElseThrow();
        assertThat(keyOf(lesson, "gsi1pk")).isEqualTo("INSTRUCTOR#<instructorId>");
        assertThat(keyOf(lesson, "gsi1sk")).as("a time is no number to pad").isEqualTo("LESSON#<lessonStart>#<lessonId>");
        assertThat(lesson.attribute("status").orElseThrow().constraints().allowedValues()).containsExactly("OPEN", "CLOSED");
        assertThat(d.entity("Report").orElseThrow().derivedValue("invertedEnd").orElseThrow().source())
                .isEqualTo("pad(9999999999 - epoch(endedAt), 10)");
        assertThat(d.entity("Bin").orElseThrow().attribute("binTag").orElseThrow().constraints().shapeIfAny())
                .as("a text its key pads is digits of that width").contains("<pad(binTag, 6)>");
    }

    @Test
    void aFilterComparingTwoAttributesIsNotReadAsAValue() {
        Design d = read("""
                ### Lesson
                - **PK**: `LESSON#<lessonId>`
                - **SK**: `DETAILS`
                - **Attributes**: `lessonId` (S), `enrolledCount` (N), `capacity` (N), `status` (S)
                """, "| AP-009 | Open lessons | Query | Table | `LESSON#<lessonId>` | - | - | FilterExpression `#status = :scheduled AND enrolledCount < capacity` |");
        ReadPattern p = d.read("AP-009").orElseThrow();
        assertThat(p.params().filters()).extracting(f -> f.attribute()).doesNotContain("enrolledCount");
        assertThat(d.diagnostics()).anyMatch(x -> x.code().equals("filter-not-understood"));
    }

    @Test
    void anAccessPatternsTableWithAPatternColumnReturnsAndASortOrderAfterAComma() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Pattern | Entities | Inputs | Returns | Sort order | Limit / paging |
                |----|---------|----------|--------|---------|------------|----------------|
                | AP-006 | List a treatment's steps | TreatmentStep | treatmentId | Collection | stepNo ascending | all |
                | AP-010 | Recent reports | LessonReport | instructorId | Collection | lesson end, newest first | latest 20 |
                """);
        SpecPattern steps = spec.pattern("AP-006").orElseThrow();
        assertThat(steps.description()).isEqualTo("List a treatment's steps");
        assertThat(steps.result()).isEqualTo(SpecPattern.Result.COLLECTION);
        assertThat(steps.sort()).isEqualTo(SortOrder.of("stepNo", false));
        SpecPattern reports = spec.pattern("AP-010").orElseThrow();
        assertThat(reports.sort().parts()).hasSize(1);
        assertThat(reports.sort().parts().get(0).descending()).isTrue();
        assertThat(reports.limit()).contains(20);
    }

    @Test
    void entitiesNamedByTheirLastWordOrTheirHeadingsQualifierAndAnEntityGivenByItsExampleOnly() {
        Design d = MarkdownDesignReader.read("named.md", TestDesigns.withIndexes("Named", """
                | LotsDue | `storeId` (S) | `returnDue` (S) | ALL | due lots |""", """
                ### RebalancingTask
                - **PK**: `TASK#<taskId>`
                - **SK**: `META`
                - **Attributes**: `taskId` (S), `status` (S)

                ### Delivery (header)
                - **PK**: `DELIVERY#<deliveryId>`
                - **SK**: `HEADER`
                - **Attributes**: `deliveryId` (S), `status` (S)

                ### Offer
                - **PK**: `SITE#<siteId>`
                - **SK**: `OFFER#<plotNo>`

                ```json
                {"pk": "SITE#hollins", "sk": "OFFER#42", "siteId": "hollins", "plotNo": 42, "expiresAt": 1773914400, "entityType": "Offer"}
                ```

                ### Lot
                - **PK**: `STORE#<storeId>`
                - **SK**: `LOT#<lotId>`
                - **Attributes**: `storeId` (S), `lotId` (S), `returnDue` (S, date)
                """, """
                | AP-007 | Lots due | Query | LotsDue | `storeId = :storeId` | `returnDue` <= | `:today` | |
                | AP-008 | Deliveries | Query | Table | `DELIVERY#<deliveryId>` | BETWEEN on `sk` | `A` AND `Z` | |

                ### Writes

                | AP ID | Description | Operation | Items | Conditions |
                |---|---|---|---|---|
                | AP-019 | Load | UpdateItem | 1. Update Task: `SET #status = :inProgress` | `attribute_exists(pk)` |
                | AP-024 | Mark loaded | UpdateItem | header: `SET #status = :loaded` | `attribute_exists(pk)` |
                """));
        java.util.function.Function<String, String> firstEntity = id -> d.writes().stream().filter(w -> w.id().equals(id)).findFirst()
                .orElseThrow().steps().get(0).entity();
        assertThat(firstEntity.apply("AP-019")).isEqualTo("RebalancingTask");
        assertThat(firstEntity.apply("AP-024")).isEqualTo("Delivery");
        assertThat(d.read("AP-007").orElseThrow().sortKey().operator().symbol()).isEqualTo("<=");
        assertThat(d.read("AP-008").orElseThrow().sortKey().operator().symbol()).isEqualTo("BETWEEN");
        Entity offer = d.entity("Offer").orElseThrow();
        assertThat(offer.attribute("expiresAt").orElseThrow().type()).isEqualTo(io.github.dynamodesign.design.AttributeType.NUMBER);
        assertThat(offer.attribute("entityType")).as("the type value is the entity's own").isEmpty();
    }

    @Test
    void aLimitColumnThatSaysThereAreNoPages() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                | ID | Description | Inputs | Result | Order | Limit / pagination |
                |----|-------------|--------|--------|-------|--------------------|
                | AP-012 | Latest readings | plotNo | Collection | readAt DESC | 12, no pagination |
                """);
        assertThat(spec.pattern("AP-012").orElseThrow().paginated()).contains(false);
        assertThat(spec.pattern("AP-012").orElseThrow().limit()).contains(12);
    }

    @Test
    void keysInACodeBlockAndIndexPartsNamedWithoutTypes() {
        Design d = MarkdownDesignReader.read("blocks.md", TestDesigns.withIndexes("Blocks", """
                | StartList | `eventId` (S), `courseCode` (S) | `startTime` (S) | ALL | start list |
                | gsi2 | `depotId` (S), `shiftDate` (S) | `startAt` (S) | ALL | board |""", """
                ### Control

                ```
                pk = EVENT#<eventId>
                sk = COURSE#<courseCode>#CTRL#<seq %02d>
                ```

                Attributes: `eventId` (S), `courseCode` (S), `seq` (N).

                ### Entry

                ```
                pk         = EVENT#<eventId>
                sk         = ENTRY#<runnerId>
                StartList  : eventId, courseCode | startTime      (startTime set by AP-024)
                ```

                - **Attributes**: `eventId` (S), `runnerId` (S), `courseCode` (S), `startTime` (S)

                ### Shift

                | Attribute | Template | Example |
                |---|---|---|
                | pk | `SHIFT#<shiftId>` | `SHIFT#01KEXW3N` |
                | sk | `SHIFT#<shiftId>` | `SHIFT#01KEXW3N` |
                | gsi2 partition | `depotId`, `shiftDate` | `north-yard`, `2026-01-14` |
                | gsi2 sort | `startAt` | `2026-01-14T04:00:00Z` |

                ### Route
                - **PK**: `DEPOT#<depotId>`
                - **SK**: `ROUTE#P<priority>#<routeId>`

                Priority is 1–3, one digit, so it sorts correctly without padding. Attributes: `routeId`, `priority` (N).
                - **Attributes**: `depotId` (S), `routeId` (S), `priority` (N)
                """, ""));
        assertThat(keyOf(d.entity("Control").orElseThrow(), "sk")).isEqualTo("COURSE#<courseCode>#CTRL#<pad(seq, 2)>");
        Entity entry = d.entity("Entry").orElseThrow();
        assertThat(keyOf(entry, "pk")).isEqualTo("EVENT#<eventId>");
        assertThat(keyOf(entry, "sk")).isEqualTo("ENTRY#<runnerId>");
        Entity shift = d.entity("Shift").orElseThrow();
        assertThat(List.of("depotId", "shiftDate", "startAt")).allMatch(shift::writesKey);
        assertThat(d.entity("Route").orElseThrow().attribute("priority").orElseThrow().constraints().max())
                .isEqualByComparingTo(new BigDecimal(3));
    }

    @Test
    void conventionsInATableOfDefinitionsOrInWords() {
        Design d = MarkdownDesignReader.read("defs.md", TestDesigns.withIndexes("Defs",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | Blocks by variety (AP-001); sparse leaderboard (AP-002) |", """
                | Placeholder | Definition | Example |
                |---|---|---|
                | `<lastNameLower>`, `<firstNameLower>` | Lower-cased copy of the name, accents removed | `okafor` |

                - `{latestBrix10}` is derived: `latestBrix` multiplied by 10 and rounded, zero-padded to 3 digits.
                - `${invRating}`: 4000 minus the current rating, left-padded with zeros to 4 characters.

                ### Block
                - **PK**: `BLOCK#<blockId>`
                - **SK**: `NAME#<lastNameLower>#<firstNameLower>`
                - **GSI1PK**: `VARIETY#<variety>`
                - **GSI1SK**: `BRIX#{latestBrix10}#{blockId}#{invRating}`
                - **Attributes**: `blockId` (S), `lastName` (S), `firstName` (S), `variety` (S), `latestBrix` (N), `rating` (N)
                """, ""));
        Entity block = d.entity("Block").orElseThrow();
        assertThat(block.derivedValue("lastNameLower").orElseThrow().expression().toString()).isEqualTo("lower(lastName)");
        assertThat(block.derivedValue("firstNameLower").orElseThrow().expression().toString()).isEqualTo("lower(firstName)");
        assertThat(block.derivedValue("latestBrix10").orElseThrow().expression().toString()).isEqualTo("pad(round((latestBrix * 10)), 3)");
        assertThat(block.derivedValue("invRating").orElseThrow().source()).isEqualTo("pad(4000 - rating, 4)");
        assertThat(io.github.dynamodesign.intent.SparseIndexes.check(d)).as("one use of the index is sparse, not the index").isEmpty();
    }

    @Test
    void aTableOfDerivedValuesReadsTheSameWithCrlfAndDollarBraces() {
        String doc = TestDesigns.withIndexes("Crlf", "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | cities |", """
                | Placeholder | Derived from | Rule |
                |---|---|---|
                | `${cityUpper}` | `city` | upper-cased copy |

                - `${readingEpoch}` - epoch seconds of `readingAt`

                ### Shelter
                - **PK**: `SHELTER#${shelterId}`
                - **SK**: `READING#${readingEpoch}`
                - **GSI1PK**: `CITY#${cityUpper}`
                - **GSI1SK**: `SHELTER#${shelterId}`
                - **Attributes**: `shelterId` (S), `city` (S), `readingAt` (S, iso-8601), `readingEpoch` (N)
                """, "").replace("\n", "\r\n");
        Entity shelter = MarkdownDesignReader.read("crlf.md", doc).entity("Shelter").orElseThrow();
        assertThat(shelter.derivedValue("cityUpper").orElseThrow().expression().toString()).isEqualTo("upper(city)");
        assertThat(shelter.derivedValue("readingEpoch").orElseThrow().expression().toString()).isEqualTo("epoch(readingAt)");
    }

    @Test
    void keysInAMatrixAttributesInOneListPerEntityAndExamplesOfEveryTypeUnderOneHeading() {
        Design d = read("""
                ### Key matrix

                | Entity | PK | SK | GSI1PK | GSI1SK |
                |---|---|---|---|---|
                | Truck | `TRUCK#<truckId>` | `TRUCK#<truckId>` | — | — |
                | Shift | `SHIFT#<shiftId>` | `SHIFT#<shiftId>` | `DEPOT#<depotId>#ACTIVE` (only while `status = ACTIVE`) | `<shiftId>` (same) |

                ### Entity attributes

                - **Truck** — `truckId` (S), `unitNo` (N, 1–9999), `partCode` (S, enum S1…B2), `entityType` = `"Truck"`
                - **Shift** — `shiftId` (S), `depotId` (S), `status` (S: `ACTIVE` | `ENDED`), `startedAt` (N), `expiresAt` (N, `startedAt` + 7,776,000 = 90 days), `entityType` = `"Shift"`

                ### Example items

                Truck:
                ```json
                {"PK": "TRUCK#T1", "SK": "TRUCK#T1", "truckId": "T1", "unitNo": 412, "partCode": "A1", "entityType": "Truck"}
                ```

                Shift:
                ```json
                {"PK": "SHIFT#S1", "SK": "SHIFT#S1", "GSI1PK": "DEPOT#D1#ACTIVE", "GSI1SK": "S1", "shiftId": "S1", "depotId": "D1",
                 "status": "ACTIVE", "startedAt": 1768359600, "expiresAt": 1776135600, "entityType": "Shift"}
                ```
                """, "");
        assertThat(d.entities()).extracting(Entity::name).containsExactlyInAnyOrder("Truck", "Shift", "Shift (ACTIVE)");
        Entity truck = d.entity("Truck").orElseThrow();
        assertThat(truck.attribute("unitNo").orElseThrow().constraints().max()).as("the list under another heading is Truck's")
                .isEqualByComparingTo(new BigDecimal(9999));
        assertThat(truck.attribute("partCode").orElseThrow().constraints().allowedValues())
                .as("values left out behind an ellipsis bound nothing").isEmpty();
        assertThat(truck.examples()).hasSize(1);
        Entity active = d.entity("Shift (ACTIVE)").orElseThrow();
        assertThat(active.examples()).as("the example of an active shift is the active shape's").hasSize(1);
        assertThat(d.entity("Shift").orElseThrow().examples()).isEmpty();
        assertThat(active.attribute("expiresAt").orElseThrow().constraints().max())
                .as("a number grouped by thousands in a sum is no range").isNull();
    }

    @Test
    void aWholeConditionOnAMultiAttributeSortKeyValuesInAColumnOfTheirOwnAndAFilterWithItsValue() {
        Design d = MarkdownDesignReader.read("wood.md", TestDesigns.withIndexes("Wood",
                "| WoodStock | `species` (S) + `part` (S) | `stockStatus` (S) + `densityKgM3` (N) | ALL | stock |", """
                ### WoodPiece
                - **PK**: `WOOD#<pieceId>`
                - **SK**: `#META`
                - **GSI1PK**: `RESERVED#<reservedFor>` (RESERVED, USED only)
                - **GSI1SK**: `WOOD#<pieceId>` (same)

                | Attribute | Type | Values / range |
                |---|---|---|
                | `pieceId` | S | ULID |
                | `species` | S | `SPRUCE` \\| `MAPLE` |
                | `part` | S | `TOP` \\| `BACK` |
                | `densityKgM3` | N | derived `round(massG / volumeCm3 * 1000)`, 330-1300 |
                | `stockStatus` | S | `IN_STOCK` \\| `RESERVED` \\| `USED` |
                | `reservedFor` | S | a commission id |
                | `defects` | L (S) | 0-12 codes |
                """, """
                | AP-001 | Wood by density | Query | WoodStock | `species = <species> AND part = <part>` | = then BETWEEN | `stockStatus = IN_STOCK AND densityKgM3 BETWEEN <minDensity> AND <maxDensity>` | |
                | AP-002 | Wood of a species | Query | WoodStock | `species = <species> AND part = <part>` | = then BETWEEN | `IN_STOCK` | |
                | AP-003 | Pieces | Query | Table | `WOOD#<pieceId>` | >= | `<now as YYYY-MM-DDTHH:MM>` | FilterExpression `stockStatus = :s` (`IN_STOCK`) |
                """));
        ReadPattern whole = d.read("AP-001").orElseThrow();
        assertThat(whole.sortKey().leadingEqualities()).extracting(t -> t.source()).containsExactly("IN_STOCK");
        assertThat(whole.sortKey().operands()).extracting(t -> t.source()).containsExactly("<minDensity>", "<maxDensity>");
        assertThat(d.read("AP-002").orElseThrow().unreadKeyValue()).as("a condition not read is not run without it").isPresent();
        ReadPattern pieces = d.read("AP-003").orElseThrow();
        assertThat(pieces.sortKey().operands()).extracting(t -> t.source()).containsExactly("<now>");
        assertThat(pieces.params().filters()).singleElement().satisfies(f -> {
            assertThat(f.attribute()).isEqualTo("stockStatus");
            assertThat(f.operands()).extracting(t -> t.source()).containsExactly("'IN_STOCK'");
        });
        Entity wood = d.entity("WoodPiece").orElseThrow();
        assertThat(wood.attribute("species").orElseThrow().constraints().allowedValues()).containsExactly("SPRUCE", "MAPLE");
        assertThat(wood.attribute("densityKgM3").orElseThrow().constraints().min()).isEqualByComparingTo(new BigDecimal(330));
        assertThat(wood.attribute("defects").orElseThrow().type()).isEqualTo(io.github.dynamodesign.design.AttributeType.LIST);
        assertThat(d.entities()).extracting(Entity::name).contains("WoodPiece (RESERVED, USED)");
        assertThat(d.separators()).as("a character inside a literal word is no separator").doesNotContain('_');
    }

    @Test
    void aKeyMatrixSectionThenASectionOfEntityAttributesAndATimestampWrittenAsItsParts() {
        Design d = MarkdownDesignReader.read("defenses.md", TestDesigns.table("Office") + """

                ## Key Matrix

                | Entity | pk | sk |
                |---|---|---|
                | Defense | `ROOM#<roomId>` | `DEF#<date>T<HH:MM>` |

                ## Entity Attributes

                ### Defense

                | Attribute | Type | Values |
                |---|---|---|
                | `roomId` | S | `MAIN-204` |
                | `thesisId` | S | ULID |
                | `startsAt` | S | `YYYY-MM-DDTHH:MM`, local time |

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params |
                |---|---|---|---|---|---|---|---|
                | AP-001 | Defenses of a room on a day | Query | Table | `ROOM#<roomId>` | begins_with | `DEF#<date>` | |
                """);
        Entity defense = d.entity("Defense").orElseThrow();
        assertThat(defense.attribute("thesisId")).as("the attributes under their own section").isPresent();
        assertThat(keyOf(defense, "sk")).isEqualTo("DEF#<dateTime>");
        assertThat(defense.derived()).anySatisfy(v -> {
            assertThat(v.name()).isEqualTo("dateTime");
            assertThat(v.source()).isEqualTo("startsAt");
        });
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("invalid-key-template"));
    }

    @Test
    void anIndexKeyedByTheItemsOwnAttributeWhoseFormulaIsWrittenInCode() {
        Design d = MarkdownDesignReader.read("holds.md", TestDesigns.withIndexes("Huts",
                "| GSI3 | `gsi3pk` (S) | `holdExpiresAt` (N) | KEYS_ONLY | holds to expire |", """
                ### Booking
                - **PK**: `BOOKING#<bookingId>`
                - **SK**: `META`
                - **gsi3pk**: `PENDING_HOLD` (only while `status = PENDING`)
                - **holdExpiresAt** (GSI3 sort key): epoch seconds = `createdAt + 1800`, only while `status = PENDING`
                - **Attributes**: `bookingId` (S), `status` (S: `PENDING` | `CONFIRMED`), `createdAt` (N, epoch seconds)

                The booking's nights: steps 2..8. Update each night.
                """, """
                | AP-001 | Nights of a stay | Query | Table | `BOOKING#<bookingId>` | BETWEEN | `NIGHT#<arrivalDate>` AND `NIGHT#<departureDate - 1 day>` | |
                """));
        assertThat(d.entities()).anySatisfy(e -> assertThat(e.keys()).anySatisfy(k -> {
            assertThat(k.attribute()).isEqualTo("holdExpiresAt");
            assertThat(k.template().source()).isEqualTo("<holdExpiresAt>");
        }));
        assertThat(d.read("AP-001").orElseThrow().sortKey().operands().get(1).placeholders().get(0).expression().toString())
                .contains("plusDays");
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("invalid-key-template") || x.code().equals("key-type-mismatch"));
    }

    @Test
    void keysWrittenPerStateInTheirLabelOrInTheirCellAndOneHeadingForTwoEntities() {
        Design d = MarkdownDesignReader.read("cave.md", TestDesigns.withIndexes("Cave",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | work lists |", """
                | Entity | pk | sk |
                |---|---|---|
                | EmailGuard | `EMAIL#<lower(email)>` | `EMAIL` |
                | HandleGuard | `HANDLE#<lower(handle)>` | `HANDLE` |

                ### EmailGuard / HandleGuard

                - **Attributes**: `ownerId` (S), `entityType` (S)

                ```json
                {"pk": "HANDLE#paperfox", "sk": "HANDLE", "ownerId": "a1", "entityType": "HandleGuard"}
                ```

                ### Wheel

                - `{nextTurnDueEpoch:010}` is `nextTurnDue` converted to epoch seconds.

                | Key | Template |
                |---|---|
                | pk | `WHEEL#<wheelId>` |
                | sk | `VISIT#%04d` of `visitNo` |
                | `GSI1PK` (status AGING) | `TURNDUE#<caveId>` |
                | `GSI1SK` (status AGING) | `DUE#{nextTurnDueEpoch:010}#<wheelId>` |
                | `GSI1PK` (status READY) | `READY#<cheeseType>` |
                | `GSI1SK` (status READY) | `SCORE#<pad(gradeScore, 3)>#<wheelId>` |
                | `GSI1PK` / `GSI1SK` (status SOLD) | absent |

                - **Attributes**: `wheelId` (S), `visitNo` (N), `caveId` (S), `cheeseType` (S), `gradeScore` (N, 0..100), `nextTurnDue` (S, iso-8601), `status` (S: `AGING` | `READY` | `SOLD`)

                ### Request

                | Key | Template |
                |---|---|
                | pk | `REQ#<requestId>` |
                | sk | `META` |
                | GSI1PK | while `REQUESTED`: `PICK#<roomId>`; while `AWAITING_APPROVAL`: `APPROVALS`; otherwise absent |
                | GSI1SK | while `REQUESTED`: `REQ#<requestId>`; while `AWAITING_APPROVAL`: `<requestId>`; otherwise absent |

                - **Attributes**: `requestId` (S), `roomId` (S), `status` (S: `REQUESTED` | `AWAITING_APPROVAL` | `DELIVERED`)
                """, """
                | AP-001 | Turning list | Query | GSI1 | `TURNDUE#<caveId>` | begins_with | `DUE#` | |
                | AP-002 | Approvals | Query | GSI1 | `APPROVALS` | - | (all) | |
                """));
        assertThat(d.entities()).extracting(Entity::name).contains("EmailGuard", "HandleGuard", "Wheel", "Wheel (AGING)",
                "Wheel (READY)", "Request", "Request (REQUESTED)", "Request (AWAITING_APPROVAL)");
        assertThat(keyOf(d.entity("HandleGuard").orElseThrow(), "pk")).isEqualTo("HANDLE#<lower(handle)>");
        assertThat(d.entity("EmailGuard").orElseThrow().examples()).as("the example names the other entity").isEmpty();
        Entity aging = d.entity("Wheel (AGING)").orElseThrow();
        assertThat(keyOf(aging, "GSI1PK")).isEqualTo("TURNDUE#<caveId>");
        assertThat(aging.derived()).anySatisfy(v -> assertThat(v.source()).contains("epoch(nextTurnDue)"));
        assertThat(keyOf(aging, "sk")).isEqualTo("VISIT#<pad(visitNo, 4)>");
        assertThat(d.entity("Wheel").orElseThrow().keys()).as("the wheel in its other states").noneMatch(k -> k.attribute().equals("GSI1PK"));
        assertThat(keyOf(d.entity("Request (AWAITING_APPROVAL)").orElseThrow(), "GSI1PK")).isEqualTo("APPROVALS");
        assertThat(d.entity("Request").orElseThrow().keys()).noneMatch(k -> k.attribute().equals("GSI1PK"));
        assertThat(d.read("AP-002").orElseThrow().sortKey()).as("(all) is a note: no sort key condition").isNull();
    }

    @Test
    void aColumnAboutTheValuesNamedInWordsOfItsOwn() {
        Design d = read("""
                ### Seat
                - **PK**: `SHOWING#<showingId>`
                - **SK**: `SEAT#<row>#<seatNo>`

                | Attribute | Type | Range / format |
                |---|---|---|
                | `showingId` | S | ULID |
                | `row` | S | `A`–`L` |
                | `seatNo` | N | 1–16 |
                """, "");
        assertThat(d.entity("Seat").orElseThrow().attribute("seatNo").orElseThrow().constraints().max()).isEqualByComparingTo(new BigDecimal(16));
    }

    @Test
    void timesGivenInWordsAsThePartOfAnotherAndTwoEntitiesUnderOneHeading() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | lists |\n| ByStart | `rinkId` (S) | `startEpoch` (N) | ALL | own attributes |", """
                | Entity | `pk` | `sk` |
                |---|---|---|
                | DJ | `DJ#<djId>` | `#PROFILE` |
                | EmailGuard | `EMAIL#<emailLower>` | `EMAIL#<emailLower>` |

                ### DJ and EmailGuard

                | Attribute | Type | Values |
                |---|---|---|
                | `djId` | S | ULID |
                | `emailLower` | S | derived: `lower(trim(email))` |

                ### Play

                - **PK**: `AIR#<stationDate>`
                - **SK**: `PLAY#<playedEpoch %010d>#<trackId>`

                | Attribute | Type | Values |
                |---|---|---|
                | `stationDate` | S | `YYYY-MM-DD` |
                | `playedAt` | S | ISO-8601 UTC |
                | `playedEpoch` | N | epoch seconds (10 digits until 2286); derived from `playedAt` |
                | `trackId` | S | ULID |

                ### JobEvent

                - **PK**: `JOB#<jobId>`
                - **SK**: `EVT#{epochMs:013}#{eventType}`
                - **Attributes**: `jobId` (S), `eventType` (S), `at` (S, ISO-8601 UTC), `epochMs` (N, milliseconds since epoch, 13 digits (derived from `at`))

                ### Session

                - **PK**: `SESSION#<sessionId>`
                - **SK**: `SESSION#<sessionId>`
                - **Attributes**:
                  - `sessionId` (S), `rinkId` (S)
                  - `sessionStartAt` (S) - ISO UTC instant of the start
                  - `startEpoch` (N) - derived: epoch seconds of `sessionStartAt`
                """, "| AP-001 | Login | GetItem | Table | `EMAIL#<lower(trim(email))>` | = | `EMAIL#<lower(trim(email))>` | |\n"
                + "| AP-002 | Upcoming | Query | ByStart | `rinkId = :rinkId` | >= | `startEpoch >= :nowEpoch` | |"));
        assertThat(d.entities()).extracting(Entity::name).contains("DJ", "EmailGuard");
        assertThat(keyOf(d.entity("EmailGuard").orElseThrow(), "pk")).isEqualTo("EMAIL#<emailLower>");
        assertThat(keyOf(d.entity("DJ").orElseThrow(), "pk")).isEqualTo("DJ#<djId>");
        assertThat(d.entity("EmailGuard").orElseThrow().attribute("emailLower").orElseThrow().letterCase())
                .contains(io.github.dynamodesign.design.Attribute.LetterCase.LOWER);
        assertThat(d.entity("Play").orElseThrow().derivedValue("playedEpoch").orElseThrow().source()).isEqualTo("epoch(playedAt)");
        assertThat(d.entity("JobEvent").orElseThrow().derivedValue("epochMs").orElseThrow().source()).isEqualTo("epochMillis(at)");
        assertThat(d.entity("Session").orElseThrow().derivedValue("startEpoch").orElseThrow().source())
                .as("a key of an index on the item's own attributes").isEqualTo("epoch(sessionStartAt)");
        assertThat(d.read("AP-001").orElseThrow().partitionKey().get(0).source()).isEqualTo("EMAIL#<lower(trim(email))>");
        ReadPattern upcoming = d.read("AP-002").orElseThrow();
        assertThat(upcoming.partitionKey().get(0).source()).as("an expression attribute value is its input").isEqualTo("<rinkId>");
        assertThat(upcoming.sortKeyCondition().orElseThrow().templates().get(0).source()).isEqualTo("<nowEpoch>");
        assertThat(d.diagnostics()).noneMatch(x -> x.severity() == io.github.dynamodesign.design.Severity.ERROR);
    }

    @Test
    void oneValueInTwoFormsNamedAlikeAndAKeyNamingItsAttributeShort() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | lists |", """
                ### Reading

                - **PK**: `FIRING#<firingId>`
                - **SK**: `LOG#<readEpoch>`

                | Attribute | Type | Values |
                |---|---|---|
                | `firingId` | S | ULID |
                | `readEpoch` | N | epoch seconds, minute resolution |
                | `readAt` | S | ISO 8601 UTC (display) |

                ```json
                { "pk": "FIRING#01KKPR2K8068TB55J8RMJ2J2RS", "sk": "LOG#1773549600", "firingId": "01KKPR2K8068TB55J8RMJ2J2RS",
                  "readEpoch": 1773549600, "readAt": "2026-03-15T04:40:00Z" }
                ```

                ### Piece

                - **PK**: `MEMBER#<memberId>`
                - **SK**: `PIECE#{tag:05}`

                | Attribute | Type | Values |
                |---|---|---|
                | `memberId` | S | ULID |
                | `pieceTag` | N | 1-99999 |

                ```json
                { "pk": "MEMBER#01JHBCY5R0ERSZX4DEQXCS54KA", "sk": "PIECE#04187", "memberId": "01JHBCY5R0ERSZX4DEQXCS54KA", "pieceTag": 4187 }
                ```

                ### Firing

                - **PK**: `FIRING#<firingId>`
                - **SK**: `FIRING#<firingId>`
                - **Attributes**: `firingId` (S), `status` (S: `SCHEDULED` | `LOADING` | `FIRING`), `peakTempC` (N)
                """, "| AP-001 | Readings | Query | Table | `FIRING#<firingId>` | begins_with | `LOG#` | |\n\n### Writes\n\n"
                + "| AP ID | Description | Operation | Items | Conditions |\n|---|---|---|---|---|\n"
                + "| AP-002 | Advance firing | UpdateItem | Firing. SCHEDULED->LOADING: `SET #status`. FIRING->COOLING: `SET #status, peakTempC` "
                + "| `#status = :fromStatus` |"));
        assertThat(d.entity("Reading").orElseThrow().derivedValue("readEpoch").orElseThrow().source())
                .as("named alike and shown so by the example").isEqualTo("epoch(readAt)");
        assertThat(d.entity("Piece").orElseThrow().derivedValue("tag").orElseThrow().source()).isEqualTo("pieceTag");
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-002")).findFirst().orElseThrow().steps()).singleElement()
                .satisfies(step -> assertThat(step.entity()).isEqualTo("Firing"));
    }

    @Test
    void conventionsBulletsDefineThePlaceholdersKeysUse() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | lists |\n| ByYear | `county` (S) | `eventYear` (N), `recordId` (S) | ALL | records |", """
                ### Formatting conventions

                - **Request numbers are zero-padded to 8 digits inside a key** (request 4567 → `00004567`). The numeric attribute `requestNo` stays a plain Number. Written as `<requestNo8>` below.
                - `<surnameLower>` — surname lowercased and trimmed, inner spaces kept.

                ### Request

                - **PK**: `REQUEST#<requestNo8>`
                - **SK**: `#META`
                - **Attributes**: `requestNo` (N), `memberId` (S)

                ### Note

                - **PK**: `REQUEST#<requestNo8>`
                - **SK**: `NOTE#<noteId>`
                - **Attributes**: `noteId` (S)

                ### Record

                - **PK**: `RECORD#<recordId>`
                - **SK**: `#META`
                - **GSI1PK**: `PARISH#<parish>`
                - **GSI1SK**: `SURNAME#<surnameLower>#<recordId>`
                - **Attributes**: `recordId` (S), `parish` (S), `surname` (S), `surnameLower` (S), `county` (S), `eventYear` (N)
                """, "| AP-001 | Years | Query | ByYear | `county = :county` | BETWEEN | `eventYear BETWEEN :fromYear AND :toYear` | |"));
        assertThat(d.entity("Request").orElseThrow().derivedValue("requestNo8").orElseThrow().source()).isEqualTo("pad(requestNo, 8)");
        assertThat(d.entity("Note").orElseThrow().derivedValue("requestNo8").orElseThrow().source())
                .as("also where the number is not listed").isEqualTo("pad(requestNo, 8)");
        assertThat(d.entity("Record").orElseThrow().derivedValue("surnameLower").orElseThrow().source()).isEqualTo("lower(surname)");
        ReadPattern years = d.read("AP-001").orElseThrow();
        assertThat(years.sortKeyCondition().orElseThrow().templates()).extracting(io.github.dynamodesign.design.KeyTemplate::source)
                .as("a condition on the first attribute of a multi-attribute key").containsExactly("<fromYear>", "<toYear>");
        assertThat(d.diagnostics()).noneMatch(x -> x.severity() == io.github.dynamodesign.design.Severity.ERROR);
    }

    @Test
    void keysInAValueTemplateColumnWithCasesAfterTheTemplateAndFunctionsOfTheNotation() {
        Design d = read("""
                Notation:
                - `<inv(t)>` – reverse token: `<pad(9999999999 - t, 10)>` where `t` is epoch seconds.

                ### Ticket

                | Key attribute | Value template | Example |
                |---|---|---|
                | `pk` | `TICKET#<ticketNo>` | `TICKET#42` |
                | `sk` | `EVENT#<inv(startedEpoch)>` | |
                | `GSI1PK` | `BENCH#<techId>` while DIAGNOSING / IN_REPAIR; `READY` while READY; absent otherwise | |
                | `GSI1SK` | `<promisedDate>#<ticketNo>` (bench); `<readyAt>#<ticketNo>` (ready) | |

                - **Attributes**:
                  - `ticketNo`, `techId`, `promisedDate`, `readyAt` (S)
                  - `startedEpoch` (N)
                  - `severity` (N) - 1 (critical) .. 4 (low)
                  - `status` (S) - RECEIVED | DIAGNOSING | IN_REPAIR | READY

                ### Loan

                - **PK**: `LOAN#<loanId>`
                - **SK**: `LOAN`
                - **Attributes**: loanId, branchId, renewals (N)
                """, "");
        // a whole list typed at its end types its last name only
        assertThat(d.entity("Loan").orElseThrow().attribute("branchId").map(a -> a.type()))
                .isNotEqualTo(java.util.Optional.of(io.github.dynamodesign.design.AttributeType.NUMBER));
        Entity ticket = d.entity("Ticket").orElseThrow();
        assertThat(keyOf(ticket, "pk")).isEqualTo("TICKET#<ticketNo>");
        assertThat(keyOf(ticket, "sk")).isEqualTo("EVENT#<pad(9999999999 - startedEpoch, 10)>");
        assertThat(ticket.attribute("techId").orElseThrow().type()).isEqualTo(io.github.dynamodesign.design.AttributeType.STRING);
        assertThat(ticket.attribute("severity").orElseThrow().constraints().min()).isEqualByComparingTo("1");
        assertThat(ticket.attribute("severity").orElseThrow().constraints().max()).isEqualByComparingTo("4");
        Entity ready = d.entities().stream().filter(e -> e.name().equals("Ticket (READY)")).findFirst().orElseThrow();
        assertThat(keyOf(ready, "GSI1PK")).isEqualTo("READY");
        assertThat(keyOf(ready, "GSI1SK")).isEqualTo("<readyAt>#<ticketNo>");
        Entity bench = d.entities().stream().filter(e -> e.name().equals("Ticket (DIAGNOSING, IN_REPAIR)")).findFirst().orElseThrow();
        assertThat(keyOf(bench, "GSI1SK")).isEqualTo("<promisedDate>#<ticketNo>");
    }

    @Test
    void rowsThatOnlyReferToOtherPatterns() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits", "", """
                ### Review

                - **PK**: `AGENT#<agentId>`
                - **SK**: `REVIEW#<reviewId>`
                - **Attributes**: `agentId` (S), `reviewId` (S)
                """, "| AP-001 | Reviews | Query | Table | `AGENT#<agentId>` | begins_with | `REVIEW#` | |") + """

                ### Deletes

                | AP ID | Description | Operation | Items | Conditions |
                |---|---|---|---|---|
                | (AP-017) | Review removal happens inside the submit transaction | – | – | – |
                | - | None | - | - | - |
                """);
        assertThat(d.diagnostics()).noneMatch(p -> p.severity() == io.github.dynamodesign.design.Severity.ERROR);
    }

    @Test
    void patternBlocksInACodeBlockAreReadBeforeTheSummaryTableThatRepeatsThem() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.table("Habits") + """

                ## Entity Key Design

                ### Hive
                - **PK**: `ROOF#<roofId>`
                - **SK**: `HIVE#<hiveId>`
                - **Attributes**: `roofId` (S), `hiveId` (S)

                ## Access Pattern Mapping

                ### Reads

                ```
                AP-001: List hives on a rooftop
                  Operation: Query
                  Table: base
                  PK: pk = ROOF#<roofId>
                  SK: begins_with(sk, HIVE#)
                ```

                ### Writes

                ```
                AP-002: Install a hive
                  Operation: PutItem
                  Item: pk = ROOF#<roofId>, sk = HIVE#<hiveId>
                  (Condition: attribute_not_exists(pk))
                ```

                ### Summary

                | AP ID | Operation | Table/GSI | Key condition |
                |---|---|---|---|
                | AP-001 | Query | Table | `ROOF#<roofId>`, begins_with `HIVE#` |
                | AP-002 | PutItem | Table | Hive |
                """);
        assertThat(d.diagnostics()).noneMatch(p -> p.severity() == io.github.dynamodesign.design.Severity.ERROR);
        ReadPattern hives = d.reads().stream().filter(r -> r.id().equals("AP-001")).findFirst().orElseThrow();
        assertThat(hives.index()).as("'Table: base' is the table").isNull();
        assertThat(hives.partitionKey().get(0).source()).isEqualTo("ROOF#<roofId>");
        assertThat(hives.sortKey().operands().get(0).source()).as("the sort key named inside begins_with").isEqualTo("HIVE#");
        assertThat(d.writes()).extracting(w -> w.id()).containsExactly("AP-002");
    }

    @Test
    void aConstantWrittenAsAQuotedStringIsTheConstant() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits",
                "| open | `region` (S) + `openState` (S) | `watchDate` (S) | ALL | open watches |", """
                ### Watch

                | Attribute | Template | Example |
                |---|---|---|
                | pk | `LIGHT#<lightId>` | `LIGHT#souter` |
                | sk | `WATCH#<watchDate>` | `WATCH#2026-06-14` |
                | region | plain attribute, open PK part 1 | `north-east` |
                | openState | `"OPEN"` only while unclaimed, open PK part 2 | `OPEN` |
                | watchDate | plain attribute, open SK part 1 | `2026-06-14` |
                """, ""));
        Entity open = d.entities().stream().filter(e -> e.key("openState").isPresent()).findFirst().orElseThrow();
        assertThat(keyOf(open, "openState")).isEqualTo("OPEN");
    }

    @Test
    void rangesWithWordsInParenthesesYearsAndTimesOfDayWrittenAsFormats() {
        Design d = read("""
                ### ScheduleSlot
                - **PK**: `SCHEDULE`
                - **SK**: `SLOT#<dayOfWeek>#<startTime>` — `dayOfWeek` is 1 (Mon) to 7 (Sun), `startTime` is 24h `HH:MM`
                - **Attributes**: `dayOfWeek` (number), `startTime`, `showId`

                ### WardenAssignment
                - **PK**: `WARDEN#<wardenId>`
                - **SK**: `SEASON#<yyyy>#HUT#<hutCode>`
                - **Attributes**: `wardenId`, `hutCode`
                """, "");
        Entity slot = d.entity("ScheduleSlot").orElseThrow();
        assertThat(slot.attribute("dayOfWeek").orElseThrow().constraints().min()).isEqualByComparingTo("1");
        assertThat(slot.attribute("dayOfWeek").orElseThrow().constraints().max()).isEqualByComparingTo("7");
        assertThat(slot.attribute("startTime").orElseThrow().constraints().format())
                .isEqualTo(io.github.dynamodesign.design.ValueFormat.TIME_OF_DAY);
        Entity warden = d.entity("WardenAssignment").orElseThrow();
        assertThat(keyOf(warden, "sk")).isEqualTo("SEASON#<yyyy>#HUT#<hutCode>");
        assertThat(warden.attribute("yyyy").orElseThrow().type()).isEqualTo(io.github.dynamodesign.design.AttributeType.NUMBER);
        assertThat(warden.attribute("yyyy").orElseThrow().constraints().min()).as("a year of four digits").isEqualByComparingTo("1000");
    }

    @Test
    void anUpdateWhoseSetFollowsItsKeyInAnotherSentenceKeepsIt() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | attention |", """
                ### Station
                - **PK**: `STATION#<stationId>`
                - **SK**: `METADATA`
                - **Attributes**: `stationId` (S), `networkId` (S), `stationStatus` (S)
                """, "") + WRITES + """
                | AP-002 | Change status | UpdateItem | Update Station `STATION#<stationId>` / `METADATA`. To OFFLINE: SET `stationStatus=:s`, `GSI1PK=NET#<networkId>#ATTN` | attribute_exists(pk) |
                """);
        assertThat(d.writes().get(0).steps().get(0).source()).contains("GSI1PK=NET#<networkId>#ATTN");
    }

    @Test
    void aBlocksUpdateWrittenOverSeveralLinesIsOneClauseList() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits",
                "| GSI2 | `gsi2pk` (S) | `gsi2sk` (S) | ALL | check queue |", """
                ### Regatta
                - **PK**: `REGATTA#<regattaId>`
                - **SK**: `REGATTA`
                - **Attributes**: `regattaId` (S)

                ### Entry
                - **PK**: `REGATTA#<regattaId>`
                - **SK**: `ENTRY#<entryId>`
                - **Attributes**: `regattaId` (S), `entryId` (S), `skipper` (S)
                """, "") + """

                ### Writes

                ```
                AP-015: Update entry crew
                  Operation: UpdateItem
                  Key: pk = REGATTA#<regattaId>, sk = ENTRY#<entryId>
                  Update: SET skipper = :skipper, changedAt = :now,
                          gsi2pk = REGATTA#<regattaId>#CHECK, gsi2sk = <now>#<entryId>
                  Condition: attribute_exists(sk)
                ```
                """);
        assertThat(d.writes().get(0).steps()).singleElement().satisfies(s -> {
            assertThat(s.entity()).isEqualTo("Entry");
            assertThat(s.actions().set()).containsKeys("skipper", "gsi2pk", "gsi2sk");
        });
    }

    @Test
    void keyRowsInWordsACopyTwoKeysInOneRowAndAnItemNamedByItsConstantSortKey() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits", """
                | room-day | `campusId` (S) + `roomId` (S) | `captureDate` (S) | ALL | schedule |
                | published | `publishedCourseId` (S) | `publishedAt` (S) | ALL | course page |
                | board | `branchId` (S), `repairStatus` (S) | `priority` (N) | ALL | repairs |""", """
                ### Recording

                | Attribute | Template | Example |
                |---|---|---|
                | `pk` | `REC#<recordingId>` | `REC#r1` |
                | `sk` | `META` | `META` |
                | `campusId` / `roomId` | plain attributes (room-day PK) | `parkville` / `G12` |
                | `captureDate` | plain attribute (room-day SK) | `2026-03-03` |
                | `publishedCourseId` | copy of `courseId`, only while `PUBLISHED` | `PHYS` |
                | `publishedAt` | ISO timestamp, only while `PUBLISHED` | `2026-03-03T14:32:10Z` |

                Other attributes: `recordingId` (S), `courseId` (S), `status` (S).

                ### Ticket
                - **PK**: `TOOL#<toolId>`
                - **SK**: `REPAIR#<ticketNo 6 digits>`
                - **board keys** (plain attributes): `branchId` (S), `repairStatus` (S), `priority` (N)
                - **Attributes**: `toolId` (S), `ticketNo` (N)
                """, "| AP-001 | Overdue | Query | board | `branchId = <branchId> AND repairStatus = OPEN` | < | `<now ISO>` | |") + WRITES + """
                | AP-013 | Publish | UpdateItem | META: `SET #status = :published, publishedAt = :now` | `#status = :ready` |
                | AP-017 | Claim | UpdateItem | `pk=TOOL#<toolId>, sk=REPAIR#<ticketNo 6 digits>`: `SET repairStatus = :claimed` | |
                """);
        Entity recording = d.entity("Recording").orElseThrow();
        assertThat(keyOf(recording, "publishedCourseId")).isEqualTo("<courseId>");
        assertThat(recording.attribute("publishedAt")).isPresent();
        assertThat(recording.attribute("campusId")).isPresent();
        assertThat(recording.attribute("roomId")).isPresent();
        assertThat(d.entity("Ticket").orElseThrow().attribute("branchId")).as("a note before the colon").isPresent();
        assertThat(keyOf(d.entity("Ticket").orElseThrow(), "sk")).isEqualTo("REPAIR#<pad(ticketNo, 6)>");
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-013")).findFirst().orElseThrow().steps().get(0).entity())
                .isEqualTo("Recording");
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-017")).findFirst().orElseThrow().steps().get(0).entity())
                .isEqualTo("Ticket");
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("invalid-key-template"));
    }

    @Test
    void aHyphenatedHeadingAnIndexAttributesBulletValuesListedAsAKeyAndARoleInCapitals() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits", """
                | ByType | `studioId` (S), `firingType` (S) | `scheduledDate` (S) | ALL | upcoming |
                | loyalty | `homeRinkId` (S) + `loyaltyTier` (S) | `visitCount` (N) | ALL | regulars |""", """
                ### Kiln
                - **PK**: `STUDIO#<studioId>`
                - **SK**: `KILN#<kilnId>`
                - **Attributes**: `studioId` (S), `kilnId` (S)

                ### Kiln-day booking
                - **PK**: `KILN#<kilnId>`
                - **SK**: `BOOKED#<scheduledDate>`
                - **Attributes**: `kilnId` (S), `scheduledDate` (S)

                ### Firing
                - **PK**: `KILN#<kilnId>`
                - **SK**: `FIRING#<firingId>`
                - **ByType attributes**: `studioId`, `firingType`, `scheduledDate` (plain attributes)
                - **Attributes**: `firingId` (S), `kilnId` (S)

                ### Customer

                | Attribute | Template | Example |
                |---|---|---|
                | pk | `CUSTOMER#<customerId>` | `CUSTOMER#c1` |
                | sk | `PROFILE` | `PROFILE` |
                | homeRinkId | rink code, loyalty members only | `ALX` |
                | loyaltyTier | `BRONZE`/`SILVER`/`GOLD`, loyalty members only | `GOLD` |
                | visitCount | Number, 0 at registration, `ADD 1` per check-in | `57` |
                """, "") + WRITES + """
                | AP-017 | Move | TransactWriteItems | 1. Update FV `KILN#<kilnId>` / `FIRING#<firingId>`: `SET kilnId = :k` | |
                """);
        assertThat(d.entity("KilnDayBooking")).as("a hyphenated heading is one name").isPresent();
        assertThat(d.entity("Kiln").orElseThrow().keys()).extracting(k -> k.template().source()).contains("KILN#<kilnId>");
        Entity firing = d.entity("Firing").orElseThrow();
        assertThat(firing.attribute("firingType")).isPresent();
        Entity customer = d.entity("Customer").orElseThrow();
        assertThat(customer.key("loyaltyTier")).as("a list of values is no constant key").isEmpty();
        assertThat(customer.attribute("visitCount").orElseThrow().type()).isEqualTo(io.github.dynamodesign.design.AttributeType.NUMBER);
        assertThat(d.writes().get(0).steps().get(0).entity()).as("a role in capitals before the key").isEqualTo("Firing");
        assertThat(d.diagnostics()).noneMatch(x -> x.severity() == io.github.dynamodesign.design.Severity.ERROR);
    }

    @Test
    void wordsAfterAKeyTemplateAreAboutTheKeyNotItsLastValueNorTheNextBullet() {
        Design d = read("""
                ### Match
                - **PK**: `TOURNAMENT#<tournamentId>`
                - **SK**: `MATCH#R<round:02>#M<matchNo>` - round zero-padded to 2 digits, followed by the slot
                - **Attributes**:
                  - `tournamentId` (string), `game` (string) - copied from the tournament
                  - `round` (number), `matchNo` (number)
                """, "");
        Entity match = d.entity("Match").orElseThrow();
        assertThat(keyOf(match, "sk")).isEqualTo("MATCH#R<pad(round, 2)>#M<matchNo>");
        assertThat(match.attribute("tournamentId")).isPresent();
        assertThat(match.attribute("matchNo").orElseThrow().type()).isEqualTo(io.github.dynamodesign.design.AttributeType.NUMBER);
        assertThat(match.derived()).isEmpty();
    }

    @Test
    void aKeyPerStateWithTheStateFirstATextNamedElsewhereAndAnEntityWithItsValues() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits",
                "| gsi2 | `gsi2pk` (S) | `gsi2sk` (S) | ALL | alarms |", """
                ### Alarm

                | Attribute | Template | Example |
                |---|---|---|
                | pk | `FRIDGE#<fridgeId>` | `FRIDGE#f1` |
                | sk | `ALARM#<alarmId>` | `ALARM#a1` |
                | gsi2pk | while OPEN / ACKNOWLEDGED: `OPEN#<clinicId>`; once RESOLVED: `EXCURSION#<clinicId>` | `EXCURSION#c1` |
                | gsi2sk | while OPEN / ACKNOWLEDGED: `<raisedAt>#<alarmId>`; once RESOLVED: `<durationMin>#<alarmId>` with durationMin zero-padded to 6 digits | `000135#a1` |

                Other attributes: `fridgeId` (S), `alarmId` (S), `clinicId` (S), `raisedAt` (S), `durationMin` (N), `status` (S).

                ### Case
                - **PK**: `CASE#<caseNo>` (caseNo zero-padded to 6 digits)
                - **SK**: `CASE`
                - **Attributes**: `caseNo` (S, 6 digits), `practiceId` (S)

                ### CaseEvent
                - **PK**: `CASE#<caseNo>`
                - **SK**: `EVENT#<occurredAt>`
                - **Attributes**: `caseNo`, `occurredAt`

                ### Practice
                - **PK**: `PRACTICE#<practiceId>`
                - **SK**: `PROFILE`
                - **Attributes**: `practiceId` (S), `openCaseCount` (N)
                """, "") + WRITES + """
                | AP-012 | Open a practice account | PutItem | Practice (`openCaseCount = 0`) | `attribute_not_exists(pk)` |
                """);
        Entity resolved = d.entities().stream().filter(e -> e.name().equals("Alarm (RESOLVED)")).findFirst().orElseThrow();
        assertThat(keyOf(resolved, "gsi2pk")).isEqualTo("EXCURSION#<clinicId>");
        assertThat(keyOf(resolved, "gsi2sk")).isEqualTo("<pad(durationMin, 6)>#<alarmId>");
        Entity open = d.entities().stream().filter(e -> e.name().equals("Alarm (OPEN, ACKNOWLEDGED)")).findFirst().orElseThrow();
        assertThat(keyOf(open, "gsi2pk")).isEqualTo("OPEN#<clinicId>");
        assertThat(keyOf(d.entity("CaseEvent").orElseThrow(), "pk")).as("a text of digits is written as it is").isEqualTo("CASE#<caseNo>");
        assertThat(d.writes().get(0).steps().get(0).entity()).isEqualTo("Practice");
    }

    @Test
    void blocksWithStepsNamingTheirCallAnEntityNamedAfterOnAnEpochNamedAfterItsTimeAndAWordThatIsNoName() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits", "", """
                Admission numbers come from a per-year counter and are padded with `%05d`, so 5 digits leave headroom.

                ### HotlineCall
                - **PK**: `CENTRE#<centreCode>`
                - **SK**: `CALL#<9999999999 − receivedEpoch : %010d>#<callId>`
                - **Attributes**: `callId` (S), `centreCode` (S), `receivedAt` (S), `closedAt` (S), `callStatus` (S)

                ### AdmissionSequence
                - **PK**: `CENTRE#<centreCode>`
                - **SK**: `SEQ#<year>`
                - **Attributes**: `lastSeq` (N)

                ### Patient
                - **PK**: `PATIENT#<patientId>`
                - **SK**: `PATIENT`
                - **Attributes**: `patientId` (S), `ward` (S), `triagePriority` (N)
                """, "") + """

                ### Writes

                **AP-012: Close a hotline call**
                - Operation: UpdateItem
                - Key: `PK = CENTRE#<centreCode>`, `SK = <callKey>`
                - Update: `SET callStatus = :closed, closedAt = :now`

                **AP-014: Admit a patient**
                - Step 1 — UpdateItem `PK = CENTRE#<centreCode>`, `SK = SEQ#<year>`: `ADD lastSeq :one`
                - Step 2 — TransactWriteItems:
                  1. Put Patient `PATIENT#<patientId>` / `PATIENT` with `ward`, `triagePriority` — condition `attribute_not_exists(PK)`
                  2. Update AdmissionSequence `CENTRE#<centreCode>` / `SEQ#<year>`: `ADD lastSeq :one`

                **AP-019: Move a patient**
                - Operation: UpdateItem on the Patient
                - Update: `SET ward = :ward`
                """);
        Entity call = d.entity("HotlineCall").orElseThrow();
        assertThat(keyOf(call, "sk")).isEqualTo("CALL#<pad(9999999999 − receivedEpoch, 10)>#<callId>");
        assertThat(call.derivedValue("receivedEpoch").orElseThrow().source()).isEqualTo("epoch(receivedAt)");
        assertThat(keyOf(d.entity("AdmissionSequence").orElseThrow(), "sk")).as("a plain word in prose names no value").isEqualTo("SEQ#<year>");
        java.util.Map<String, io.github.dynamodesign.design.WritePattern> writes = new java.util.HashMap<>();
        d.writes().forEach(w -> writes.put(w.id(), w));
        assertThat(writes.get("AP-012").steps().get(0).entity()).isEqualTo("HotlineCall");
        assertThat(writes.get("AP-014").operation()).isEqualTo(io.github.dynamodesign.design.Operation.TRANSACT_WRITE_ITEMS);
        assertThat(writes.get("AP-014").steps()).extracting(io.github.dynamodesign.design.WriteStep::entity)
                .containsExactly("Patient", "AdmissionSequence");
        assertThat(writes.get("AP-019").steps().get(0).entity()).isEqualTo("Patient");
        assertThat(writes.get("AP-019").steps().get(0).actions().set()).containsKey("ward");
    }

    @Test
    void anExpiryWrittenAsADashAndQuotedValuesInABlocksCondition() {
        assertThat(io.github.dynamodesign.design.Operation.parse("— (TTL)")).contains(io.github.dynamodesign.design.Operation.TTL_EXPIRY);
        assertThat(io.github.dynamodesign.design.Operation.parse("none (DynamoDB TTL)")).contains(io.github.dynamodesign.design.Operation.TTL_EXPIRY);
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits", "", """
                ### Part
                - **PK**: `PART#<partId>`
                - **SK**: `FIT#<modelCode>`
                - **Attributes**: `partId` (S), `modelCode` (S)
                """, "") + """

                ```
                AP-005: Fitments of a part
                  Operation: Query
                  PK: PART#<partId>
                  SK: begins_with(SK, "FIT#")
                ```
                """);
        assertThat(d.read("AP-005").orElseThrow().sortKey().operands().get(0).source()).isEqualTo("FIT#");
    }

    @Test
    void aWidthOfADerivedValueBoundsWhatItIsMadeOf() {
        Design d = read("""
                ### Waitlist
                - **PK**: `DAY#<date>`
                - **SK**: `WAIT#<priority:04>#<vendorId>` where `priority = 9999 - seniorityPoints`
                - **Attributes**: `date` (S), `vendorId` (S), `seniorityPoints` (N)
                """, "");
        Entity waitlist = d.entity("Waitlist").orElseThrow();
        assertThat(waitlist.attribute("seniorityPoints").orElseThrow().constraints().max()).isEqualByComparingTo("9999");
        assertThat(waitlist.attribute("seniorityPoints").orElseThrow().constraints().min()).isEqualByComparingTo("0");
    }

    @Test
    void oneHeadingForTwoEntitiesWithKeyRowsQualifiedByEntityAndStepsNamingThemInWordsOrByKey() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits", "", """
                ### Supplier and PO summary

                | Attribute | Template | Example |
                |---|---|---|
                | PK (supplier) | `SUPPLIER#<supplierId>` | `SUPPLIER#S1` |
                | SK (supplier) | `SUPPLIER` | `SUPPLIER` |
                | PK (PO summary) | `SUPPLIER#<supplierId>` | `SUPPLIER#S1` |
                | SK (PO summary) | `PO#<createdAt>#<poId>` | `PO#2026-02-11T15:04:00Z#P1` |

                ### PurchaseOrder and POLine

                | Attribute | Template | Example |
                |---|---|---|
                | PK | `PO#<poId>` | `PO#P1` |
                | SK (header) | `HEADER` | `HEADER` |
                | SK (line) | `LINE#<lineNo>` | `LINE#2` |
                """, "") + WRITES + """
                | AP-026 | Create PO | TransactWriteItems | 1. Put PO header `PK=PO#<poId>`, `SK=HEADER` 2. Put PO summary `PK=SUPPLIER#<supplierId>`, `SK=PO#<createdAt>#<poId>` | |
                """);
        assertThat(keyOf(d.entity("Supplier").orElseThrow(), "sk")).isEqualTo("SUPPLIER");
        assertThat(keyOf(d.entity("POSummary").orElseThrow(), "sk")).isEqualTo("PO#<createdAt>#<poId>");
        assertThat(keyOf(d.entity("PurchaseOrder").orElseThrow(), "sk")).isEqualTo("HEADER");
        assertThat(keyOf(d.entity("POLine").orElseThrow(), "sk")).isEqualTo("LINE#<lineNo>");
        assertThat(d.writes().get(0).steps()).extracting(io.github.dynamodesign.design.WriteStep::entity)
                .containsExactly("PurchaseOrder", "POSummary");
    }

    @Test
    void aHeadingInTitleCaseAStepNamedWithARoleAndANoteForAnSkValue() {
        Design d = MarkdownDesignReader.read("habits.md", TestDesigns.withIndexes("Habits", "", """
                ### Order (header)
                - **PK**: `CUST#<customerId>`
                - **SK**: `ORDER#<orderNo>`
                - **Attributes**: `customerId` (S), `orderNo` (N), `status` (S)

                ### Order Number Counter
                - **PK**: `COUNTER`
                - **SK**: `ORDER_NO`
                - **Attributes**: `lastOrderNo` (N)

                ### Skate Pair
                - **PK**: `RINK#<rinkId>`
                - **SK**: `SKATE#<tag>`
                - **Attributes**: `rinkId` (S), `tag` (S), `status` (S)
                """, "| AP-008 | Orders | Query | Table | `CUST#<customerId>` | - | (sorted by `orderNo`) | |") + WRITES + """
                | AP-014 | Confirm | UpdateItem | Order header: `SET #status = :confirmed` | `#status = :pending` |
                | AP-026 | Hand out | UpdateItem | 1. Update Skate Pair `RINK#<rinkId>`/`SKATE#<tag>`: `SET #status = :hired` | |
                """);
        assertThat(d.writes().get(1).steps().get(0).entity()).as("a heading in words whose first word clashes with none")
                .isEqualTo(d.entities().stream().filter(e -> e.keys().stream().anyMatch(k -> k.template().source().equals("SKATE#<tag>")))
                        .findFirst().orElseThrow().name());
        assertThat(d.entity("OrderNumberCounter")).isPresent();
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("duplicate-entity"));
        assertThat(d.read("AP-008").orElseThrow().sortKey()).as("a note is no condition").isNull();
        assertThat(d.writes().get(0).steps().get(0).entity()).isEqualTo("Order");
    }

    @Test
    void multiAttributeKeyRowsTakeTheIndexTypesAndATableOfIndexMembershipIsNoIndexTable() {
        Design d = MarkdownDesignReader.read("league.md", TestDesigns.withIndexes("League", """
                | gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | sheet |
                | by-group | `season` (S) + `squad` (S) + `tier` (N) | `startAt` (S) | ALL | games of a group |

                | Entity | `by-group` | `gsi1` |
                |---|---|---|
                | Game | yes | yes |
                | Club | no | no |
                """, """
                ### Game

                | Attribute | Template | Example |
                |---|---|---|
                | pk | `GAME#<gameId>` | `GAME#g1` |
                | sk | `#META` | `#META` |
                | gsi1pk | `DAY#<playDate>` | `DAY#2026-03-14` |
                | gsi1sk | `SQUAD#<squad>#T#<tier>#<startTime>#<gameId>` — tier zero-padded to 2 digits, startTime `HH:MM` | `SQUAD#U9#T#03#10:30#g1` |
                | season / squad / tier | plain attributes of `by-group` | `2026` / `U9` / `3` |
                | startAt | `YYYY-MM-DDTHH:MM` (sort key of `by-group`) | `2026-03-14T10:30` |

                Other attributes: `gameId`, `venue`.
                """, "| AP-001 | Games of a group | Query | by-group | `season = :s AND squad = :q AND tier = :t` | - | - | |"));
        assertThat(d.diagnostics()).as(d.diagnostics().toString()).noneMatch(x -> x.code().equals("missing-column"));
        assertThat(d.diagnostics()).anyMatch(x -> x.code().equals("table-not-read"));
        assertThat(d.indexes()).extracting(SecondaryIndex::name).containsExactly("gsi1", "by-group");
        Entity game = d.entity("Game").orElseThrow();
        assertThat(game.attribute("tier").orElseThrow().type()).as("the type the index declares").isEqualTo(AttributeType.NUMBER);
        assertThat(game.attribute("squad").orElseThrow().type()).isEqualTo(AttributeType.STRING);
        assertThat(keyOf(game, "startAt")).as("a format is the attribute itself").isEqualTo("<startAt>");
        assertThat(game.attribute("startAt").orElseThrow().constraints().format()).isEqualTo(ValueFormat.ISO_8601);
        assertThat(game.attribute("startTime").orElseThrow().constraints().format()).isEqualTo(ValueFormat.TIME_OF_DAY);
        assertThat(keyOf(game, "gsi1sk")).contains("<pad(tier, 2)>");
    }

    @Test
    void oneKeyWrittenForTwoKindsOfItemIsTwoShapesAndAStepNamesTheShapeByItsKeys() {
        Design d = MarkdownDesignReader.read("rooms.md", TestDesigns.withIndexes("Rooms", "", """
                ### Session

                - **PK**: `SESSION#<sessionId>`
                - **SK**: `META`
                - **Attributes**: `sessionId` (S), `roomId` (S), `hostId` (S)

                ### Slot Lock (room and host)

                | Attribute | Template | Example |
                |---|---|---|
                | `pk` (room) | `ROOM#<roomId>` | `ROOM#r1` |
                | `pk` (host) | `HOST#<hostId>` | `HOST#h1` |
                | `sk` | `HOUR#<YYYY-MM-DDTHH>` | `HOUR#2026-03-10T14` |

                - **Attributes**: `sessionId` (S), `entityType` = `"SlotLock"`

                ```json
                {"pk": "ROOM#r1", "sk": "HOUR#2026-03-10T14", "sessionId": "s1", "entityType": "SlotLock"}
                ```
                """, "") + """

                ### Writes

                | AP ID | Description | Operation | Items | Conditions |
                |---|---|---|---|---|
                | AP-002 | Book | TransactWriteItems | 1. Put Session `pk=SESSION#<sessionId>`, `sk=META` 2. Put Slot Lock `pk=HOST#<hostId>`, `sk=HOUR#<hour>` for each hour | 1: `attribute_not_exists(pk)`; 2, 3: `attribute_not_exists(pk)` |
                """);
        assertThat(d.entities()).extracting(Entity::type).contains("SlotLock");
        List<Entity> locks = d.entities().stream().filter(e -> e.type().equals("SlotLock")).toList();
        assertThat(locks).extracting(e -> keyOf(e, "pk")).containsExactly("ROOM#<roomId>", "HOST#<hostId>");
        assertThat(keyOf(locks.get(0), "sk")).isEqualTo("HOUR#<hourPrefix>");
        WritePattern book = d.writes().get(0);
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("unknown-entity"));
        assertThat(book.steps().get(1).entity()).isEqualTo(locks.get(1).name());
        assertThat(book.conditions().forStep(book.steps().get(1)).notExists()).as("\"2, 3:\" labels steps 2 and 3").containsExactly("pk");
    }

    @Test
    void valuesListedInProseAShapeAfterAListTypeAndAFormatThenTheRestOfTheKey() {
        Design d = MarkdownDesignReader.read("solar.md", TestDesigns.withIndexes("Solar",
                "| gsi3 | `gsi3pk` (S) | `gsi3sk` (S) | ALL | largest |", """
                ### Job

                | Attribute | Template | Example |
                |---|---|---|
                | `pk` | `JOB#<jobId>` | `JOB#j1` |
                | `sk` | `JOB` | `JOB` |
                | `gsi3pk` | `LARGEST` | `LARGEST` |
                | `gsi3sk` | `%06d` of `sizeW`, then `#<jobId>` | `011200#j1` |

                Other attributes: `sizeW` (N), `state`, `lines` (L of M: `{ "text": S, "pence": N }`), `lang`.

                State values: `SIGNED`, `INSPECTION`, `INSPECTION_FAILED`, `COMPLETE`.

                ```json
                {"pk": "JOB#j1", "sk": "JOB", "gsi3pk": "LARGEST", "gsi3sk": "011200#j1", "sizeW": 11200, "state": "COMPLETE",
                 "lines": [{"text": "panels", "pence": 100}], "lang": "pt-BR"}
                ```
                """, "| AP-001 | Largest | Query | gsi3 | `LARGEST` | - | - | ScanIndexForward=false |"));
        Entity job = d.entity("Job").orElseThrow();
        assertThat(keyOf(job, "gsi3sk")).isEqualTo("<pad(sizeW, 6)>#<jobId>");
        assertThat(job.attribute("state").orElseThrow().constraints().allowedValues())
                .containsExactly("SIGNED", "INSPECTION", "INSPECTION_FAILED", "COMPLETE");
        assertThat(job.attribute("lines").orElseThrow().type()).isEqualTo(AttributeType.LIST);
        assertThat(job.attribute("lang").orElseThrow().constraints().format()).as("a language tag is a code").isEqualTo(ValueFormat.CODE);
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("unknown-constraint"));
    }

    @Test
    void keysAsAMapInABlockAndAnUpdateInCasesOfTheEntityThatDeclaresItsAttributes() {
        Design d = MarkdownDesignReader.read("stage.md", TestDesigns.withIndexes("Stage", "", """
                ### Production
                - **PK**: `PROD#<productionId>`
                - **SK**: `META`
                - **Attributes**: `productionId` (S), `castingOpen` (BOOL), `castingClosesAt` (S)

                ### Dog
                - **PK**: `OWNER#<ownerId>`
                - **SK**: `DOG#<dogId>`
                - **Attributes**: `ownerId` (S), `dogId` (S)
                """, "") + """

                ```
                AP-003: Several productions
                  Operation: BatchGetItem
                  Table: Main
                  Keys: [{pk: PROD#<productionId>, sk: META}, ...] (at most 100)
                ```

                ### Writes

                | AP ID | Description | Operation | Items | Conditions |
                |---|---|---|---|---|
                | AP-004 | Open or close casting | UpdateItem | Open: `SET castingOpen = :true, castingClosesAt = :at` with `:at` = `<closesAt>`, `:note` = `OPEN`. Close: `SET castingOpen = :false REMOVE castingClosesAt` | attribute_exists(pk) |
                | AP-005 | Remove a dog | DeleteItem | Dog (`OWNER#<ownerId>` / `DOG#<dogId>`), then its photos | `attribute_exists(pk)` |
                """);
        assertThat(d.read("AP-003").orElseThrow().partitionKey().get(0).source()).isEqualTo("PROD#<productionId>");
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-004")).findFirst().orElseThrow().steps()).first().satisfies(s -> {
            assertThat(s.entity()).isEqualTo("Production");
            assertThat(s.understood()).isTrue();
        });
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-005")).findFirst().orElseThrow().steps().get(0).entity()).isEqualTo("Dog");
    }

    @Test
    void aKeyMatrixNamesEachHeadingInAllItsWordsAndTwoKindsOfOneTypeAreNamedByTheirHeadings() {
        Design d = read("""
                ### Key summary

                | Entity | PK | SK | GSI1PK | GSI1SK |
                |---|---|---|---|---|
                | Resident permit | `PERMIT#<permitNo>` | `DETAILS` | `APPLICANT#<applicantId>` | `PERMIT#<permitNo>` |
                | Visitor pass | `PERMIT#<permitNo>` | `DETAILS` | `APPLICANT#<applicantId>` | `PERMIT#<permitNo>` |
                | Officer | `OFFICER#<officerId>` | `PROFILE` | - | - |
                | Officer day | `OFFICER#<officerId>` | `DAY#<date>` | - | - |
                | Permit number sequence | `SEQUENCE` | `PERMIT_NO` | - | - |

                ### Resident permit

                - **Attributes**: `permitNo` (S), `permitType` = `RESIDENT`, `applicantId` (S), `entityType` = `"Permit"`

                ```json
                {"PK": "PERMIT#00417733", "SK": "DETAILS", "permitNo": "00417733", "permitType": "RESIDENT", "applicantId": "a1", "entityType": "Permit"}
                ```

                ### Visitor pass

                - **Attributes**: `permitNo` (S), `permitType` = `VISITOR`, `applicantId` (S), `entityType` = `"Permit"`

                ```json
                {"PK": "PERMIT#00418902", "SK": "DETAILS", "permitNo": "00418902", "permitType": "VISITOR", "applicantId": "a1", "entityType": "Permit"}
                ```

                ### Officer day

                - **Attributes**: `officerId` (S), `date` (S), `citationsIssued` (N)

                ### Permit number sequence

                ```json
                { "PK": "SEQUENCE", "SK": "PERMIT_NO", "lastValue": 418902 }
                ```
                """, "| AP-001 | Get permit | GetItem | Table | `PERMIT#<permitNo>` | = | `DETAILS` | - |");
        assertThat(d.entities()).extracting(Entity::name).contains("ResidentPermit", "VisitorPass", "Officer", "OfficerDay",
                "PermitNumberSequence");
        assertThat(d.entity("ResidentPermit").orElseThrow().type()).isEqualTo("Permit");
        assertThat(d.entity("VisitorPass").orElseThrow().type()).isEqualTo("Permit");
        assertThat(keyOf(d.entity("OfficerDay").orElseThrow(), "sk")).as("its own row's key, not the Officer's").isEqualTo("DAY#<date>");
        assertThat(keyOf(d.entity("Officer").orElseThrow(), "sk")).isEqualTo("PROFILE");
        assertThat(d.entity("ResidentPermit").orElseThrow().attribute("permitNo").orElseThrow().constraints().shapeIfAny())
                .as("the examples' digits with a zero first: written at that width").contains("<pad(permitNo, 8)>");
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("duplicate-entity"));
    }

    @Test
    void writesAsBoldTitlesWithTheirCallsAsBulletsAndKeysInACodeBlockAlignedBySpaces() {
        Design d = MarkdownDesignReader.read("lab.md", TestDesigns.withIndexes("Lab", "", """
                ### Permit

                ```
                PK      PERMIT#<permitNo>
                SK      DETAILS
                TTL     expiresAt = epochSeconds(validTo) + 2592000
                ```

                - **Attributes**: `permitNo` (S), `status` (S), `validTo` (S), `expiresAt` (N)

                ### Sequence

                - **PK**: `SEQUENCE`
                - **SK**: `PERMIT_NO`
                - **Attributes**: `lastValue` (N)
                """, "") + """

                ### Writes

                **AP-013 — Submit an application**
                - Step 1: UpdateItem `SEQUENCE` / `PERMIT_NO`: `ADD lastValue :one`, `ReturnValues=UPDATED_NEW`
                - Step 2: PutItem `PERMIT#<permitNo>` / `DETAILS` with `status=PENDING`
                - Condition: `attribute_not_exists(PK)`

                **AP-014 — Approve an application**
                - UpdateItem `PERMIT#<permitNo>` / `DETAILS`: `SET #status = :active`
                - Condition: `#status = :pending`

                **AP-017 — Issue two**
                - TransactWriteItems
                  1. Put `PERMIT#<permitNo>` / `DETAILS` with `status=ACTIVE` — Condition: `attribute_not_exists(PK)`
                  2. Update `SEQUENCE` / `PERMIT_NO`: `ADD lastValue :one`

                ### Deletes

                **AP-022 — Purge expired permits**
                - No operation: DynamoDB TTL deletes permits once `expiresAt` has passed.
                """);
        Entity permit = d.entity("Permit").orElseThrow();
        assertThat(keyOf(permit, "pk")).isEqualTo("PERMIT#<permitNo>");
        assertThat(permit.ttlAttribute()).isEqualTo("expiresAt");
        WritePattern submit = d.writes().stream().filter(w -> w.id().equals("AP-013")).findFirst().orElseThrow();
        assertThat(submit.steps()).extracting(s -> s.entity()).containsExactly("Sequence", "Permit");
        assertThat(submit.steps()).allMatch(s -> s.understood());
        WritePattern approve = d.writes().stream().filter(w -> w.id().equals("AP-014")).findFirst().orElseThrow();
        assertThat(approve.steps()).singleElement().satisfies(s -> assertThat(s.entity()).isEqualTo("Permit"));
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-017")).findFirst().orElseThrow().steps()).hasSize(2);
        assertThat(d.writes()).anySatisfy(w -> assertThat(w.id()).isEqualTo("AP-022"));
    }

    @Test
    void aValueComposedOfTheItemsOwnAttributesStandsInTheKeysAsThoseParts() {
        Design d = read("""
                ### Tasting
                - **PK**: `TASTING#<tastingId>`
                - **SK**: `TASTING`
                - **GSI1PK**: `VENUE#<venueId>`
                - **GSI1SK**: `TASTING#<scheduledAt>#<tastingId>` where `scheduledAt` = `<tastingDate>T<startTime>` (venue local time)
                - **Attributes**: `tastingId`, `venueId`, `tastingDate` (S, date), `startTime` (S), `scheduledAt`, `keysHeld` (NS — key numbers; gone when empty)

                ### Menu Course
                - **PK**: `MENU#<menuId>`
                - **SK**: `COURSE#<courseNo>#<dishId>` — `courseNo` is the fixed course order (01 canapés, 02 starter)
                - **Attributes**: `menuId`, `dishId`, `course`

                ### Wheel
                - **PK**: `WHEEL#<wheelId>` (wheelId = `<batchId>-<wheelNo:03>`)
                - **SK**: `WHEEL`
                - **Attributes**: `wheelId` (S), `batchId` (S), `wheelNo` (N)
                """, "| AP-001 | Tastings of a venue | Query | GSI1 | `VENUE#<venueId>` | begins_with | `TASTING#` | |\n"
                + "| AP-005 | Get wheel | GetItem | Table | `WHEEL#<wheelId>` | = | `WHEEL` | |");
        Entity tasting = d.entity("Tasting").orElseThrow();
        assertThat(keyOf(tasting, "GSI1SK")).isEqualTo("TASTING#<tastingDate>T<startTime>#<tastingId>");
        assertThat(tasting.attribute("keysHeld").orElseThrow().type()).isEqualTo(AttributeType.NUMBER_SET);
        assertThat(keyOf(d.entity("Wheel").orElseThrow(), "pk")).as("a pattern asks for the wheel id whole").isEqualTo("WHEEL#<wheelId>");
        assertThat(d.entities().stream().filter(x -> x.heading().contains("Menu Course")).findFirst().orElseThrow().attribute("courseNo")).as("a name the note writes out is meant").isPresent();
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("placeholder-undefined"));
    }

    @Test
    void stepsNumberedInWordsAndAnEntityNamedInAllItsWords() {
        Design d = MarkdownDesignReader.read("scores.md", TestDesigns.withIndexes("Scores", "", """
                ### Dish
                - **PK**: `DISH#<dishId>`
                - **SK**: `DISH`
                - **Attributes**: `dishId` (S), `ratingSum` (N)

                ### Dish Score
                - **PK**: `TASTING#<tastingId>`
                - **SK**: `SCORE#<dishId>`
                - **Attributes**: `tastingId` (S), `dishId` (S), `score` (N)

                ### Couple
                - **PK**: `COUPLE#<coupleId>`
                - **SK**: `PROFILE`
                - **Attributes**: `coupleId` (S), `quoteVersion` (N)

                ### Quote
                - **PK**: `COUPLE#<coupleId>`
                - **SK**: `QUOTE#<pad(version, 4)>`
                - **Attributes**: `coupleId` (S), `version` (N)
                """, "") + WRITES
                + "| AP-020 | New quote version | UpdateItem, then PutItem | Step 1: `COUPLE#<coupleId>`/`PROFILE`: `ADD quoteVersion :one`. "
                + "Step 2: Put Quote `COUPLE#<coupleId>`/`QUOTE#<pad(version, 4)>` | Step 1: `attribute_exists(PK)`; Step 2: `attribute_not_exists(PK)` |\n"
                + "| AP-022 | Remove a score | TransactWriteItems | 1. Delete Dish Score `SCORE#<dishId>` 2. Update Dish: `ADD ratingSum :neg` | 2: `attribute_exists(PK)` |\n");
        WritePattern quote = d.writes().stream().filter(w -> w.id().equals("AP-020")).findFirst().orElseThrow();
        assertThat(quote.steps()).extracting(s -> s.entity()).containsExactly("Couple", "Quote");
        WritePattern remove = d.writes().stream().filter(w -> w.id().equals("AP-022")).findFirst().orElseThrow();
        assertThat(remove.steps()).extracting(s -> s.entity()).containsExactly("DishScore", "Dish");
    }

    @Test
    void aResultOfOneEntityNamedInTheResultColumn() {
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                # Access patterns

                ## Access Patterns

                | ID | Description | Inputs | Result | Order | Limit / Pagination |
                |----|-------------|--------|--------|-------|--------------------|
                | AP-004 | List a show's episodes | showId | Collection (Episodes only) | episodeNumber, newest first | 20 per page |
                | AP-005 | Episode and its spots | showId, episodeNumber | Collection | - | - |
                """);
        assertThat(spec.pattern("AP-004").orElseThrow().entities()).containsExactly("Episode");
        assertThat(spec.pattern("AP-005").orElseThrow().entities()).isEmpty();
    }

    @Test
    void aGuardItemWhoseExampleHoldsNoneOfItsKeysPartsIsInNoIndexOnThem() {
        Design d = MarkdownDesignReader.read("walks.md", TestDesigns.withIndexes("Walks",
                "| WalkerDay | `walkerId` (S) | `visitDate` (S), `startTime` (S) | ALL | a walker's day |", """
                ### Visit
                - **PK**: `VISIT#<visitId>`
                - **SK**: `META`
                - **Attributes**: `visitId` (S), `walkerId` (S), `visitDate` (S, date), `startTime` (S), `treesThisYear` (N)

                ### WalkerSlot

                | Attribute | Template | Example |
                |---|---|---|
                | `pk` | `WALKER#<walkerId>` | `WALKER#w1` |
                | `sk` | `SLOT#<visitDate>#<startTime>` | `SLOT#2026-03-16#07:30` |

                ```json
                {"pk": "WALKER#w1", "sk": "SLOT#2026-03-16#07:30", "type": "WalkerSlot", "visitId": "01HZR8C2E4G6J8L0N2Q4S6U8W0"}
                ```

                ### Ticket
                - **PK**: `CLINIC#<clinicId>`
                - **SK**: `QUEUE#<%04d of ticketNo>`
                - **Attributes**: `clinicId` (S), `ticketNo` (N), `genre` (S, one of the fixed genres), `walkerId` (S)
                """, "| AP-007 | Walker's day | Query | WalkerDay (walker-day) | `walkerId = <walkerId> AND visitDate = <visitDate>` | - | - | |"));
        Entity slot = d.entity("WalkerSlot").orElseThrow();
        assertThat(slot.keyOnly()).containsExactlyInAnyOrder("walkerId", "visitDate", "startTime");
        assertThat(slot.writesKey("walkerId")).isFalse();
        assertThat(d.entity("Visit").orElseThrow().writesKey("walkerId")).isTrue();
        assertThat(slot.attribute("visitId").orElseThrow().constraints().format()).as("a ULID written by hand").isEqualTo(ValueFormat.ULID);
        assertThat(d.entity("Visit").orElseThrow().attribute("treesThisYear").orElseThrow().constraints().min()).as("a count, no year").isNull();
        Entity ticket = d.entity("Ticket").orElseThrow();
        assertThat(keyOf(ticket, "sk")).isEqualTo("QUEUE#<pad(ticketNo, 4)>");
        assertThat(ticket.attribute("genre").orElseThrow().constraints().allowedValues()).isEmpty();
        assertThat(d.read("AP-007").orElseThrow().index()).isEqualTo("WalkerDay");
    }

    @Test
    void theOldAndTheNewValueOfAKeyAreTwoItemsAndOneDirectionEndsAList() {
        Design d = MarkdownDesignReader.read("fixtures.md", TestDesigns.withIndexes("Fixtures", "", """
                ### SchoolFixture
                - **PK**: `SCHOOL#<schoolId>`
                - **SK**: `FIXTURE#<matchDate>#<fixtureId>`
                - **Attributes**: `schoolId` (S), `matchDate` (S, date), `fixtureId` (S)

                ### Fair
                - **PK**: `FAIR#<fairId>`
                - **SK**: `META`
                - **Attributes**: `fairId` (S), `startDate` (S, date)
                """, "") + WRITES
                + "| AP-016 | Reschedule | TransactWriteItems | 1. Delete `SCHOOL#<homeSchoolId>` / `FIXTURE#<oldDate>#<fixtureId>` "
                + "2. Put `SCHOOL#<homeSchoolId>` / `FIXTURE#<newDate>#<fixtureId>` | 2: `attribute_not_exists(PK)` |\n"
                + "| AP-014 | Create fair | PutItem | Fair item incl. `startDate` | `attribute_not_exists(PK)` |\n");
        List<io.github.dynamodesign.design.WriteStep> steps = d.writes().stream().filter(w -> w.id().equals("AP-016")).findFirst().orElseThrow().steps();
        assertThat(steps.get(0).renamed()).containsEntry("matchDate", "oldDate");
        assertThat(steps.get(1).renamed()).containsEntry("matchDate", "newDate");
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-014")).findFirst().orElseThrow().steps())
                .singleElement().satisfies(s -> assertThat(s.entity()).isEqualTo("Fair"));
        AccessPatternsSpec spec = MarkdownSpecReader.read("spec.md", """
                # Access patterns

                | ID | Entity | Description | Inputs | Result | Order |
                |----|--------|-------------|--------|--------|-------|
                | AP-009 | Visit | A dog's latest visits | dogId | Collection | visitDate, startTime DESC |
                """);
        assertThat(spec.pattern("AP-009").orElseThrow().sort().parts()).allSatisfy(p -> assertThat(p.descending()).isTrue());
    }

    @Test
    void aTimeOfDayTheExamplesShowIsATimeOfDay() {
        Design d = read("""
                ### Shift
                - **PK**: `AREA#<areaCode>`
                - **SK**: `SHIFT#<date>#<startTime>#<shiftId>`
                - **Attributes**: `areaCode`, `date`, `startTime`, `shiftId` (S) - copied from the rota

                ```json
                {"PK": "AREA#ED", "SK": "SHIFT#2026-03-02#07:00#s1", "areaCode": "ED", "date": "2026-03-02", "startTime": "07:00", "shiftId": "s1"}
                ```
                """, "| AP-001 | Shifts | Query | Table | `AREA#<areaCode>` | begins_with | `SHIFT#` | |");
        assertThat(d.entity("Shift").orElseThrow().attribute("startTime").orElseThrow().constraints().format()).isEqualTo(ValueFormat.TIME_OF_DAY);
    }

    @Test
    void aWidthAfterACommaAStepRepeatedPerItemAndANameDeclaredDifferentlyElsewhere() {
        Design d = MarkdownDesignReader.read("cinema.md", TestDesigns.withIndexes("Cinema",
                "| GSI1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | scores |", """
                ### Seat
                - **pk**: `SCREENING#<screeningId>`
                - **sk**: `SEAT#<seatCode>`
                - **Attributes**: `screeningId` (S), `seatCode` (S), `status` (S: `HELD` | `SOLD`)

                ### Booking
                - **pk**: `BOOKING#<bookingRef>`
                - **sk**: `META`
                - **Attributes**: `bookingRef` (S), `status` (S: `CONFIRMED` | `CANCELLED`)

                ### BookingSummary
                - **pk**: `CUSTOMER#<customerId>`
                - **sk**: `BOOKING#<bookingRef>`
                - **gsi1pk**: `ARCHER#<customerId>`
                - **gsi1sk**: `SCORE#<totalScore, %03d>`
                - **Attributes**: `customerId`, `bookingRef`, `status`, `totalScore` (N)
                """, "") + WRITES
                + "| AP-018 | Hold seats | TransactWriteItems | One Put per seat: Seat `SCREENING#<screeningId>` / `SEAT#<seatCode>` with `status=HELD` "
                + "| `attribute_not_exists(pk)` |\n");
        Entity summary = d.entity("BookingSummary").orElseThrow();
        assertThat(keyOf(summary, "gsi1sk")).isEqualTo("SCORE#<pad(totalScore, 3)>");
        assertThat(summary.attribute("status").orElseThrow().constraints().allowedValues()).as("Seat's values are Seat's").isEmpty();
        assertThat(d.writes().stream().filter(w -> w.id().equals("AP-018")).findFirst().orElseThrow().steps())
                .singleElement().satisfies(s -> assertThat(s.entity()).isEqualTo("Seat"));
    }

    @Test
    void aValueOfTheDomainNamedLikeATypeIsNoEntityTypeAndAnExampleWiderThanAPadLeavesTheRangeOpen() {
        Design d = MarkdownDesignReader.read("archery.md", TestDesigns.withIndexes("Archery",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | best scores |", """
                ### Result
                - **PK**: `ARCHER#<archerId>`
                - **SK**: `RESULT#<shotDate>`
                - **GSI1PK**: `ARCHER#<archerId>#ROUND#<roundType>`
                - **GSI1SK**: `SCORE#<totalScore, %03d>#<shotDate>`
                - **Attributes**: `archerId` (S), `shotDate` (S, date), `roundType` (S), `totalScore` (N), `points` (N)

                ```json
                {"PK": "ARCHER#a1", "SK": "RESULT#2026-05-17", "GSI1PK": "ARCHER#a1#ROUND#WA1440", "GSI1SK": "SCORE#1331#2026-05-17",
                 "archerId": "a1", "shotDate": "2026-05-17", "roundType": "WA1440", "totalScore": 1331, "points": 12}
                ```
                """, ""));
        Entity result = d.entity("Result").orElseThrow();
        assertThat(d.table().entityTypeAttribute()).isNotEqualTo("roundType");
        assertThat(result.attribute("totalScore").orElseThrow().constraints().max()).as("1331 is wider than the pad of 3").isNull();
    }

    @Test
    void aValueInAFormatAfterAColonATtlWithHowItIsMadeAndAStepConditionWithAQualifier() {
        Design d = MarkdownDesignReader.read("labs.md", TestDesigns.withIndexes("Labs",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | due doses |", """
                ### Slot
                - **pk**: `VAN#<vanId>#DAY#<date>`
                - **sk**: `SLOT#<startTime:hhmm>` (24h, e.g. `SLOT#0930`)
                - **GSI1PK**: `DUE#<dueOn:yyyy-mm>`
                - **GSI1SK**: `<dueOn|yyyy-mm-dd>#<vanId>`
                - **Attributes**: `vanId` (S), `date` (S, date), `startTime` (S), `dueOn` (S, iso-8601), `expiresAt` (N)
                - **TTL**: `expiresAt = epochSeconds(dueOn) + 90 days`

                ### WeeklyQuota
                - **pk**: `USER#<userId>`
                - **sk**: `QUOTA#<isoWeek>`
                - **Attributes**: `userId` (S), `isoWeek` (S), `hoursBooked` (N)
                """, "") + WRITES.replace("### Writes", "### Writes\n") + """

                ```
                AP-015: Book
                  Operation: TransactWriteItems
                  Items:
                    1. Put Slot: pk=VAN#<vanId>#DAY#<date>, sk=SLOT#<startTime>
                       (Condition: attribute_not_exists(pk))
                    2. Update WeeklyQuota: pk=USER#<userId>, sk=QUOTA#<isoWeek>
                       UpdateExpression: ADD hoursBooked :two SET isoWeek = :isoWeek
                       (Condition, UG only: attribute_not_exists(hoursBooked) OR hoursBooked <= :capMinusTwo)
                ```
                """);
        assertThat(d.diagnostics()).noneMatch(p -> p.severity() == io.github.dynamodesign.design.Severity.ERROR);
        Entity slot = d.entity("Slot").orElseThrow();
        assertThat(keyOf(slot, "sk")).isEqualTo("SLOT#<startTime>");
        assertThat(keyOf(slot, "GSI1PK")).isEqualTo("DUE#<month(dueOn)>");
        assertThat(keyOf(slot, "GSI1SK")).isEqualTo("<date(dueOn)>#<vanId>");
        assertThat(slot.ttlAttribute()).isEqualTo("expiresAt");
        var book = d.writes().stream().filter(w -> w.id().equals("AP-015")).findFirst().orElseThrow();
        var quota = book.steps().get(1);
        assertThat(quota.actions().set()).containsEntry("isoWeek", ":isoWeek");
        assertThat(book.conditions().forStep(quota).text()).startsWith("attribute_not_exists(hoursBooked)");
    }

    @Test
    void keysByCaseInBulletsBelowTheirLabelTwoHeadingsOfOneTypeAndYearsTheExamplesShow() {
        Design d = MarkdownDesignReader.read("fair.md", TestDesigns.withIndexes("Fair",
                "| GSI3 | `GSI3PK` (S) | `GSI3SK` (S) | ALL | state board |", """
                ### Project
                - **pk**: `PROJECT#<projectId>`
                - **sk**: `PROJECT`
                - **GSI3PK / GSI3SK** — depends on how many sheets are in:
                  - `judgeCount` < 3: `NEEDS#<categoryCode>` / `COUNT#<judgeCount %02d>`
                  - `judgeCount` = 3: `RANK#<categoryCode>` / `TOTAL#<totalPoints>#<projectId>`
                - **Attributes**: `projectId` (S), `categoryCode` (S), `judgeCount` (N), `totalPoints` (N), `entityType` = `"Project"`

                ### Sample
                - **pk**: `SITE#<siteId>`
                - **sk**: `SAMPLE#<collectedAt>#<sampleId>`
                - **GSI3PK** / **GSI3SK** (depend on `labStatus`):
                  - while `PENDING`: `LABQUEUE#<labId>` / `<collectedAt>#<sampleId>`
                  - once `RESULTED`: `RIVER#<riverId>#ECOLI#<year>` / `ECOLI#<ecoliCfu>#<sampleId>` (`<year>` = year of `collectedAt`)
                - **Attributes**: `siteId`, `sampleId`, `labId`, `riverId` (S), `collectedAt` (S, ISO 8601), `ecoliCfu` (N), `labStatus` (S) - `PENDING` | `RESULTED`, `entityType` = `"Sample"`

                ### Booking (shelter copy)
                - **pk**: `SHELTER#<shelterId>`
                - **sk**: `BOOKING#<bookingId>`
                - **Attributes**: `shelterId` (S), `bookingId` (S), `entityType` = `"Booking"`

                ### Booking (campaign copy)
                - **pk**: `CAMPAIGN#<campaignId>`
                - **sk**: `BOOKING#<bookingId>`
                - **Attributes**: `campaignId` (S), `bookingId` (S), `entityType` = `"Booking"`

                ### Share

                | Attribute | Template | Example |
                |---|---|---|
                | pk | `MEMBER#<memberId>` | `MEMBER#m1` |
                | sk | `SHARE#<season>` | `SHARE#2026` |
                | season | `<season>` (N) | `2026` |
                | joinedAt | `<ISO 8601>` (S) | `2026-03-04T19:22:41Z` |

                ```json
                {"pk": "MEMBER#m1", "sk": "SHARE#2026", "memberId": "m1", "season": 2026, "joinedAt": "2026-03-04T19:22:41Z", "entityType": "Share"}
                ```
                """, ""));
        assertThat(d.diagnostics()).noneMatch(p -> p.severity() == io.github.dynamodesign.design.Severity.ERROR);
        assertThat(keyOf(d.entity("Project (judgeCount < 3)").orElseThrow(), "GSI3SK")).isEqualTo("COUNT#<pad(judgeCount, 2)>");
        assertThat(keyOf(d.entity("Project (judgeCount = 3)").orElseThrow(), "GSI3PK")).isEqualTo("RANK#<categoryCode>");
        Entity resulted = d.entity("Sample (RESULTED)").orElseThrow();
        assertThat(keyOf(resulted, "GSI3PK")).isEqualTo("RIVER#<riverId>#ECOLI#<year>");
        assertThat(resulted.derivedValue("year").orElseThrow().expression().toString()).isEqualTo("year(collectedAt)");
        assertThat(keyOf(d.entity("Sample (PENDING)").orElseThrow(), "GSI3PK")).isEqualTo("LABQUEUE#<labId>");
        assertThat(d.entities()).extracting(Entity::name).contains("BookingShelterCopy", "BookingCampaignCopy");
        assertThat(d.entity("Share").orElseThrow().attribute("season").orElseThrow().constraints().min()).isEqualByComparingTo("1000");
    }
}

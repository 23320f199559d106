package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ReadPattern;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Keys as other authors give them: key tables and matrices, index-labelled bullets, braces, multi-attribute keys. */
class KeyShapesReadingTest {

    private static Design read(String indexes, String entities, String reads) {
        Design d = MarkdownDesignReader.read("shapes.md", TestDesigns.withIndexes("shows", indexes, entities, reads));
        assertThat(d.usable()).isTrue();
        return d;
    }

    @Test
    void aKeyMatrixAndAKeyTableAreReadAsKeyBullets() {
        Design d = read("| gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | by handle |\n", """
                | Entity | pk | sk | gsi1pk | gsi1sk |
                |---|---|---|---|---|
                | Show | `SHOW#{showId}` | `META` | `HANDLE#{handle}` | `SHOW#{showId}` |
                | Episode | `SHOW#{showId}` | `EP#{episodeNumber:05}` | - | - |

                ### Show
                - **Attributes**: showId (S), handle (S)

                ### Creator

                | Key | Template |
                |---|---|
                | PK | `CREATOR#<creatorId>` |
                | SK | `PROFILE` |

                - **Attributes**: creatorId (S)
                """, "| AP-001 | Show by handle | Query | gsi1 | `HANDLE#{handle}` | - | - | |");
        Entity show = d.entity("Show").orElseThrow();
        assertThat(show.key("pk").orElseThrow().template().source()).isEqualTo("SHOW#<showId>");
        assertThat(show.key("gsi1pk").orElseThrow().template().source()).isEqualTo("HANDLE#<handle>");
        assertThat(d.entity("Episode").orElseThrow().key("sk").orElseThrow().template().source()).isEqualTo("EP#<pad(episodeNumber, 5)>");
        assertThat(d.entity("Creator").orElseThrow().key("pk").orElseThrow().template().source()).isEqualTo("CREATOR#<creatorId>");
        assertThat(d.reads().get(0).partitionKey().get(0).source()).isEqualTo("HANDLE#<handle>");
    }

    @Test
    void aMultiAttributeKeyJoinedByPlusAndItsConditionWrittenWithTheAttribute() {
        Design d = read("| ZoneIndex | `zoneId` (S) + `status` (S) | `batteryPct` (N) + `vehicleId` (S) | ALL | by zone |\n", """
                ### Vehicle
                - **PK**: `VEHICLE#<vehicleId>`
                - **SK**: `VEHICLE`
                - **ZoneIndex PK**: `zoneId`, `status` (native attributes)
                - **Attributes**: `vehicleId` (S), `zoneId` (S), `status` (S: AVAILABLE | IN_TRIP), `batteryPct` (N)
                """, "| AP-001 | Low battery | Query | ZoneIndex | `zoneId = <zoneId>` AND `status = AVAILABLE` | < | `batteryPct < ${threshold}` | |");
        assertThat(d.index("ZoneIndex").orElseThrow().partitionKey()).extracting(k -> k.name()).containsExactly("zoneId", "status");
        Entity vehicle = d.entity("Vehicle").orElseThrow();
        assertThat(vehicle.attribute("status")).as("a colon inside a declaration is no list lead-in").isPresent();
        assertThat(vehicle.keys()).extracting(k -> k.attribute()).containsExactly("pk", "sk");
        ReadPattern p = d.reads().get(0);
        assertThat(p.sortKey().operands().get(0).source()).isEqualTo("<threshold>");
        assertThat(d.diagnostics()).noneMatch(x -> x.severity() == io.github.dynamodesign.design.Severity.ERROR);
    }

    @Test
    void aFormattedBraceThatStartsWithANumberAndAListedDescriptionThatGoesOnAfterAComma() {
        Design d = read("| gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | by amount, by name |\n", """
                ### Fine
                - **pk**: `FINE#{fineId}`
                - **sk**: `META`
                - **gsi1pk**: `FINES#{branch}`
                - **gsi1sk**: `{999999 - amountCents:06d}#{fineId}`
                - **Attributes**:
                  - `fineId` (string), `branch` (string)
                  - `amountCents` (number) - 1 .. 999,999

                ### Garage
                - **pk**: `GARAGE#{garageId}`
                - **sk**: `META`
                - **gsi1pk**: `CITY#{city}`
                - **gsi1sk**: `GARAGE#{nameKey}#{garageId}`
                - **Attributes**: `garageId` (S), `name` (S), `nameKey` (S) - lowercased, every non-alphanumeric run replaced by `-`, `city` (S)
                """, "| AP-001 | Largest fines | Query | gsi1 | `FINES#{branch}` | - | - | Limit=5 |");
        Entity fine = d.entity("Fine").orElseThrow();
        assertThat(fine.key("gsi1sk").orElseThrow().template().source()).isEqualTo("<pad(999999 - amountCents, 6)>#<fineId>");
        assertThat(fine.attribute("amountCents").orElseThrow().constraints().max()).isEqualByComparingTo("999999");
        Entity garage = d.entity("Garage").orElseThrow();
        assertThat(garage.derivedValue("nameKey")).as("a normalised copy named after its source")
                .hasValueSatisfying(v -> assertThat(v.source()).isEqualTo("slug(name)"));
        assertThat(garage.attribute("city")).as("the list goes on after the description").isPresent();
    }

    @Test
    void aReturnsCellThatDescribesTheResultNamesItsEntities() {
        String document = TestDesigns.withIndexes("shelter", "| gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | by owner |\n", """
                ### Kennel
                - **PK**: `SHELTER#<shelterId>`
                - **SK**: `KENNEL#<kennelNo:03>`
                - **Attributes**: `shelterId` (S), `kennelNo` (N)

                ### KennelStay
                - **PK**: `SHELTER#<shelterId>`
                - **SK**: `KENNEL#<kennelNo:03>#STAY#<stayId>`
                - **Attributes**: `shelterId` (S), `kennelNo` (N), `stayId` (S)
                """, "| AP-001 | Kennel card | Query | Table | `SHELTER#<shelterId>` | begins_with | `KENNEL#<kennelNo:03>` | - |"
                + " Kennel + its KennelStay items, key order (single kennel) |")
                .replace("| Params |\n|---|---|---|---|---|---|---|---|", "| Params | Returns |\n|---|---|---|---|---|---|---|---|---|");
        Design d = MarkdownDesignReader.read("returns.md", document);
        assertThat(d.reads().get(0).returns()).containsExactly("Kennel", "KennelStay");
    }

    @Test
    void aKeyMatrixUnderAHeadingOfItsOwnAndKeyConditionsInOneColumn() {
        String document = TestDesigns.table("fleet") + """

                ## Global Secondary Indexes

                | GSI Name | Partition Key | Sort Key | Projection | Purpose |
                |---|---|---|---|---|
                | DueIndex | `depotId` (S) | `nextDue` (S) | ALL | due inspections |

                ## Key Matrix

                | Entity | pk | sk |
                |---|---|---|
                | Depot | `DEPOT#${depotId}` | `PROFILE` |
                | Vehicle | `VEHICLE#${vehicleId}` | `PROFILE` |

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/Index | Key condition | Params |
                |---|---|---|---|---|---|
                | AP-001 | Get vehicle | GetItem | Table | `pk = VEHICLE#${vehicleId}`, `sk = PROFILE` | - |
                | AP-002 | Due vehicles | Query | DueIndex | `depotId = :depotId AND nextDue <= :asOf` | Limit=50 |
                """;
        Design d = MarkdownDesignReader.read("fleet.md", document);
        assertThat(d.entities()).extracting(Entity::name).containsExactly("Depot", "Vehicle");
        ReadPattern get = d.reads().get(0);
        assertThat(get.partitionKey()).extracting(t -> t.source()).containsExactly("VEHICLE#<vehicleId>");
        assertThat(get.sortKey().operands()).extracting(t -> t.source()).containsExactly("PROFILE");
        Design writes = MarkdownDesignReader.read("fleet.md", document + """

                ### Writes

                | ID | Access pattern | Operation | Index | Key condition | Params |
                |---|---|---|---|---|---|
                | AP-101 | Move vehicle | TransactWriteItems | table | 1. ConditionCheck `pk = DEPOT#{depotId}, sk = PROFILE` 2. Update `pk = VEHICLE#{vehicleId}, sk = PROFILE` | 1. condition `attribute_exists(pk)` 2. `SET depotId = :to`, condition `attribute_exists(pk)` |
                """);
        io.github.dynamodesign.design.WritePattern move = writes.writes().get(0);
        assertThat(move.steps()).extracting(s -> s.verb().label() + " " + s.entity()).containsExactly("ConditionCheck Depot", "Update Vehicle");
        assertThat(move.steps().get(1).actions().set()).containsKey("depotId");
        assertThat(move.conditions().forStep(move.steps().get(1)).exists()).isNotEmpty();
        ReadPattern due = d.reads().get(1);
        assertThat(due.sortKey().operator()).isEqualTo(io.github.dynamodesign.design.ConditionOperator.LE);
        assertThat(due.sortKey().operands()).extracting(t -> t.source()).containsExactly("<asOf>");
        Design both = MarkdownDesignReader.read("fleet.md", document.replace("## Access Pattern Mapping", """
                ## Entity Key Design

                ### Depot
                - **pk**: `DEPOT#${depotId}`
                - **sk**: `PROFILE`

                ## Access Pattern Mapping"""));
        assertThat(both.diagnostics()).as("a matrix beside the entities' own section repeats them").noneMatch(x -> x.code().equals("duplicate-entity"));
    }

    @Test
    void formatsGivenToNamesListedInTheConventionsAndAnIdsLengthIsNoPadding() {
        Design d = read("", """
                - All instants (`received_at`, `withdrawn_at`) are **epoch seconds**, 10 digits for every date until 2286.
                - `<lot_id>`, `<withdrawal_id>`: ULIDs (26 chars, fixed width).

                ### withdrawal
                - **pk**: `LOT#<lot_id>`
                - **sk**: `WD#<withdrawn_at>#<withdrawal_id>`
                - **Attributes**: `withdrawn_at` (N), `seeds` (N)
                """, "");
        Entity w = d.entity("withdrawal").orElseThrow();
        assertThat(w.attribute("withdrawn_at").orElseThrow().constraints().format())
                .isEqualTo(io.github.dynamodesign.design.ValueFormat.EPOCH_SECONDS);
        assertThat(w.key("pk").orElseThrow().template().source()).as("an id's length is not a number's width").isEqualTo("LOT#<lot_id>");
    }

    @Test
    void aKeyMatrixRightBeforeTheEntitiesSectionGivesTheirKeys() {
        String document = TestDesigns.table("studio") + """

                ## Key Matrix

                | Entity | pk | sk |
                |---|---|---|
                | Artist | `ARTIST#${artistId}` | `PROFILE` |

                ## Entities and Attributes

                ### Artist
                - **Attributes**: `artistId` (S), `handle` (S)

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params |
                |---|---|---|---|---|---|---|---|
                | AP-001 | Get artist | GetItem | Table | `ARTIST#${artistId}` | = | `PROFILE` | |
                """;
        Design d = MarkdownDesignReader.read("studio.md", document);
        Entity artist = d.entity("Artist").orElseThrow();
        assertThat(artist.key("pk").orElseThrow().template().source()).isEqualTo("ARTIST#<artistId>");
        assertThat(artist.attribute("handle")).isPresent();
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("duplicate-entity"));
    }
    @Test
    void typedNamesInABulletWithoutALabelAndAnEntityAttributeNamingEachType() {
        Design d = read("| gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | by course |\n", """
                ### Course Run
                - **PK**: `COURSE#<courseId>`
                - **SK**: `RUN#<runId>`
                - `courseId` (S), `runId` (S), `startsOn` (S), `seats` (N)

                ```json
                { "pk": "COURSE#c1", "sk": "RUN#r1", "entity": "CourseRun", "courseId": "c1", "runId": "r1", "startsOn": "2026-01-05", "seats": 12 }
                ```

                ### Course Counter
                - **PK**: `COURSE#<courseId>`
                - **SK**: `COUNTER`
                - `courseId` (S), `lastRun` (N)

                ```json
                { "pk": "COURSE#c1", "sk": "COUNTER", "entity": "Counter", "courseId": "c1", "lastRun": 3 }
                ```
                """, "| AP-001 | Runs of a course | Query | Table | `COURSE#<courseId>` | begins_with | `RUN#` | |");
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("duplicate-entity"));
        assertThat(d.entities()).extracting(Entity::name).containsExactly("CourseRun", "Counter");
        assertThat(d.entity("CourseRun").orElseThrow().attribute("seats")).hasValueSatisfying(
                a -> assertThat(a.type()).isEqualTo(io.github.dynamodesign.design.AttributeType.NUMBER));
    }

    @Test
    void anIndexKeyedByTheItemsOwnAttributeWithTheOneValueItHolds() {
        Design d = read("| Unpaid | `unpaidFlag` (S) | `dueDate` (S) | ALL | sparse |\n", """
                ### Invoice
                - **PK**: `ACCOUNT#<accountId>`
                - **SK**: `INVOICE#<invoiceNo>`
                - **Unpaid PK**: `unpaidFlag` = `UNPAID` (removed when paid)
                - **Unpaid SK**: `dueDate` (YYYY-MM-DD)
                - **Attributes**: `accountId` (string), `invoiceNo` (string), `dueDate` (string, date), `unpaidFlag` (string, optional)
                """, "| AP-001 | Overdue | Query | Unpaid | `UNPAID` | < | `<today>` | |");
        Entity invoice = d.entity("Invoice").orElseThrow();
        assertThat(invoice.key("unpaidFlag").orElseThrow().template().source()).isEqualTo("UNPAID");
        assertThat(invoice.key("dueDate").orElseThrow().template().source()).isEqualTo("<dueDate>");
    }

    @Test
    void formatsAndShapesTheDocumentGivesOneNameAtATime() {
        Design d = read("| gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | by day |\n", """
                Dates (`{fromDay}`, `{toDay}`) are `YYYY-MM-DD`. `readAt` = epoch seconds of the reading.

                ### Reading
                - **PK**: `METER#<meterId>`
                - **SK**: `READ#<readAt>`
                - **Attributes**: `meterId` (string), `readAt` (number), `sentAt` (number) - epoch ms, from the device

                ### Bill
                - **PK**: `METER#<meterId>`
                - **SK**: `BILL#<billNo>` (billNo = `{yyyy}-{seq}`, seq zero-padded to 4)
                - **Attributes**: `meterId` (string), `billNo` (string)
                """, "| AP-001 | Readings in days | Query | Table | `METER#<meterId>` | BETWEEN | `READ#<fromDay>` AND `READ#<toDay>` | |");
        Entity reading = d.entity("Reading").orElseThrow();
        assertThat(reading.attribute("readAt").orElseThrow().constraints().format()).isEqualTo(io.github.dynamodesign.design.ValueFormat.EPOCH_SECONDS);
        assertThat(reading.attribute("sentAt").orElseThrow().constraints().format()).isEqualTo(io.github.dynamodesign.design.ValueFormat.EPOCH_MILLIS);
        assertThat(d.reads().get(0).inputFormats()).containsEntry("fromDay", io.github.dynamodesign.design.ValueFormat.DATE)
                .containsEntry("toDay", io.github.dynamodesign.design.ValueFormat.DATE);
        assertThat(d.entity("Bill").orElseThrow().attribute("billNo").orElseThrow().constraints().shapeIfAny())
                .hasValue("<yyyy>-<pad(seq, 4)>");
    }

    @Test
    void aFormatTheDocumentExtendsToOtherNamesOrGivesEveryTime() {
        String entities = """
                ### Reading
                - **PK**: `BOX#<boxId>`
                - **SK**: `READ#<readAt>#<probeId>`
                - **GSI1PK**: `PROBE#<probeId>`
                - **GSI1SK**: `<loggedAt>`
                - **Attributes**: `boxId` (S), `probeId` (S), `readAt` (N), `loggedAt` (N), `startedAt` (N), `shelfDate` (S), `count` (N)
                """;
        String row = "| AP-001 | Readings | Query | Table | `BOX#<boxId>` | begins_with | `READ#` | |";
        Entity extended = read("| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | by probe |\n",
                "`readAt` is epoch seconds, always 10 digits. The same goes for `loggedAt` and `startedAt`.\n\n" + entities, row)
                .entity("Reading").orElseThrow();
        assertThat(extended.attribute("loggedAt").orElseThrow().constraints().format()).isEqualTo(io.github.dynamodesign.design.ValueFormat.EPOCH_SECONDS);
        assertThat(extended.attribute("startedAt").orElseThrow().constraints().format()).isEqualTo(io.github.dynamodesign.design.ValueFormat.EPOCH_SECONDS);
        Entity unrelated = read("| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | by probe |\n",
                "`readAt` is epoch seconds.\n\nThe same goes for `loggedAt`.\n\n" + entities, row).entity("Reading").orElseThrow();
        assertThat(unrelated.attribute("loggedAt").orElseThrow().constraints().format()).as("another paragraph extends nothing").isNull();
        Entity every = read("| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | by probe |\n",
                "Every time value inside a key is **epoch seconds** (UTC).\n\n" + entities, row).entity("Reading").orElseThrow();
        assertThat(every.attribute("readAt").orElseThrow().constraints().format()).isEqualTo(io.github.dynamodesign.design.ValueFormat.EPOCH_SECONDS);
        assertThat(every.attribute("loggedAt").orElseThrow().constraints().format()).isEqualTo(io.github.dynamodesign.design.ValueFormat.EPOCH_SECONDS);
        assertThat(every.attribute("shelfDate").orElseThrow().constraints().format()).as("a string is no epoch").isNull();
        assertThat(every.attribute("count").orElseThrow().constraints().format()).as("a count is no time").isNull();
    }

    @Test
    void anOwnAttributeKeyGivenAnotherValueInOneStateIsThatStatesAndOnlyItsAttribute() {
        Design d = read("| pending-renewals | `pendingZoneId` (S) | `requestedAt` (N) | ALL | renewals awaiting a decision |\n", """
                ### Renewal
                - pk: `PERMIT#<permitId>`
                - sk: `RENEWAL#<requestedAt:010>`
                - pending-renewals: `pendingZoneId` = `<zoneId>` (only while `status = PENDING`), `requestedAt`
                - Attributes: `permitId` (S), `zoneId` (S), `requestedAt` (N), `status` (S), `pendingZoneId` (S, optional)
                """, "| AP-001 | Pending in a zone | Query | pending-renewals | `<zoneId>` | - | - | |");
        Entity pending = d.entity("Renewal (PENDING)").orElseThrow();
        assertThat(pending.key("pendingZoneId").orElseThrow().template().source()).isEqualTo("<zoneId>");
        Entity decided = d.entitiesNamed("Renewal").stream().filter(e -> !e.name().contains("PENDING")).findFirst().orElseThrow();
        assertThat(decided.key("pendingZoneId")).isEmpty();
        assertThat(decided.attribute("pendingZoneId")).as("removed when the renewal is decided").isEmpty();
    }

    @Test
    void aReadInSeveralRequestsIsVerifiedByItsFirstAndASequenceThatGoesOnIsNoList() {
        Design d = read("", """
                ### Voucher
                - **PK**: `VOUCHER#<voucherId>`
                - **SK**: `METADATA`
                - **Attributes**: `voucherId` (string), `code` (string), `batchNo` (number) - 1, 2, 3 ... per recipe,
                  `tier` (number) - 1, 2 or 3
                """, "| AP-001 | Voucher by code | GetItem ×2 | Table | 1. `CODE#<code>` 2. `VOUCHER#<voucherId from step 1>` | = | `METADATA` | |");
        assertThat(d.diagnostics()).anyMatch(x -> x.code().equals("several-requests") && x.message().contains("only the first"));
        assertThat(d.reads().get(0).partitionKey().get(0).source()).isEqualTo("CODE#<code>");
        Entity voucher = d.entity("Voucher").orElseThrow();
        assertThat(voucher.attribute("batchNo").orElseThrow().constraints().max()).as("1, 2, 3 ... goes on").isNull();
        assertThat(voucher.attribute("tier").orElseThrow().constraints().max()).isEqualByComparingTo("3");
    }

    @Test
    void timesInWordsAStateOfSeveralValuesAndARowOfSeveralNames() {
        Design d = read("| gsi2 | `gsi2pk` (S) | `gsi2sk` (S) | ALL | active firings |\n", """
                Timestamps are epoch seconds everywhere (Number attributes).

                ### Counter
                | Key | Template |
                |---|---|
                | `pk` | `AREA#<areaId>` |
                | `sk` | `SEQ#<callDate>` |

                | Attribute | Type | Notes |
                |---|---|---|
                | `areaId`, `callDate` | S | |
                | `lastSeq` | N | |

                ### Firing
                - **pk**: `KILN#<kilnId>`
                - **sk**: `FIRING#<loadedAt>#<firingId>`
                - **gsi2pk**: `FIRING_ACTIVE` (only while status is FIRING or COOLING)
                - **gsi2sk**: `<loadedAt>#<kilnId>`
                - **Attributes**: `kilnId` (string), `firingId` (string), `loadedAt` (number), `status` (string) - FIRING | COOLING | UNLOADED

                ### StatusChange
                - **pk**: `UNIT#<unitId>`
                - **sk**: `STATUS#<pad(invTs,13)>`
                - **Attributes**: `unitId` (string), `changedAt` (string, iso-8601)

                The sort key uses `invTs = 9999999999999 - (changedAt in epoch milliseconds)`, so ascending is newest first.
                """, "| AP-001 | Firings | Query | Table | `KILN#<kilnId>` | begins_with | `FIRING#` | |");
        assertThat(d.entity("Counter").orElseThrow().attribute("callDate")).as("both names of the row").isPresent();
        Entity active = d.entity("Firing (FIRING or COOLING)").orElseThrow();
        assertThat(active.attribute("status").orElseThrow().constraints().allowedValues()).containsExactly("FIRING", "COOLING");
        assertThat(active.attribute("loadedAt").orElseThrow().constraints().format()).isEqualTo(io.github.dynamodesign.design.ValueFormat.EPOCH_SECONDS);
        assertThat(d.entity("StatusChange").orElseThrow().derivedValue("invTs").orElseThrow().expression().toString())
                .contains("epochMillis(changedAt)");
    }

    @Test
    void aStepWrittenAsTheEntityWithItsKeysTakesTheOperationsVerb() {
        Design d = read("", """
                ### Ping
                - **PK**: `TRUCK#<truckId>`
                - **SK**: `PING#<recordedAt>`
                - **Attributes**: `truckId` (S), `recordedAt` (N), `speedKph` (N)
                """, "| AP-001 | Pings | Query | Table | `TRUCK#<truckId>` | begins_with | `PING#` | |\n\n### Writes\n\n"
                + "| AP ID | Description | Operation | Items | Conditions |\n|---|---|---|---|---|\n"
                + "| AP-002 | Record a ping | PutItem | Ping (TRUCK#<truckId> / PING#<recordedAt>, speedKph = :kph) | |");
        assertThat(d.writes().get(0).steps().get(0).understood()).isTrue();
        assertThat(d.writes().get(0).steps().get(0).entity()).isEqualTo("Ping");
        assertThat(d.writes().get(0).steps().get(0).verb()).isEqualTo(io.github.dynamodesign.design.StepVerb.PUT);
        // with a note after a semicolon: the note is no step, the entity with its keys still is
        Design noted = read("", """
                ### Ping
                - **PK**: `TRUCK#<truckId>`
                - **SK**: `PING#<recordedAt>`
                - **Attributes**: `truckId` (S), `recordedAt` (N), `speedKph` (N)
                """, "| AP-001 | Pings | Query | Table | `TRUCK#<truckId>` | begins_with | `PING#` | |\n\n### Writes\n\n"
                + "| AP ID | Description | Operation | Items | Conditions |\n|---|---|---|---|---|\n"
                + "| AP-002 | Record a ping | PutItem | Ping (`TRUCK#<truckId>` / `PING#<recordedAt>`); `GSI1PK` set only when moving | |");
        assertThat(noted.writes().get(0).steps().get(0).understood()).isTrue();
        assertThat(noted.writes().get(0).steps().get(0).entity()).isEqualTo("Ping");
    }

    @Test
    void printfsWidthWrittenAsAFunctionOfTheValue() {
        Design d = read("", """
                ### Tree
                - **PK**: `DISTRICT#<districtId>`
                - **SK**: `HOUSE#%04d(houseNo)#<treeId>`
                - **Attributes**: districtId (S), houseNo (N), treeId (S)
                """, "");
        assertThat(d.entity("Tree").orElseThrow().keys()).anySatisfy(k ->
                assertThat(k.template().source()).isEqualTo("HOUSE#<pad(houseNo, 4)>#<treeId>"));
    }

    @Test
    void aDateFormatWithTheWordsThatSayWhichDate() {
        assertThat(KeyNotation.expressions("SENSOR#<sensorId>#DAY#<today UTC yyyymmdd>")).isEqualTo("SENSOR#<sensorId>#DAY#<datePrefix>");
        assertThat(KeyNotation.expressions("DAY#<UTC yyyy-mm of t1>")).isEqualTo("DAY#<monthPrefix>");
    }

    @Test
    void printfsWidthOfAnInvertedCountAndListsInTypeLetters() {
        assertThat(KeyNotation.expressions("TOP#%04d(9999 - calloutsAttended)#<memberId>"))
                .isEqualTo("TOP#<pad(9999 - calloutsAttended, 4)>#<memberId>");
        assertThat(KeyNotation.expressions("RANK#<%05d(10000 - avgBp)>#<agentId>")).isEqualTo("RANK#<pad(10000 - avgBp, 5)>#<agentId>");
        assertThat(KeyNotation.expressions("V#<%04d(version)>")).isEqualTo("V#<pad(version, 4)>");
        assertThat(io.github.dynamodesign.design.AttributeType.parse("L of M")).contains(io.github.dynamodesign.design.AttributeType.LIST);
        assertThat(io.github.dynamodesign.design.AttributeType.parse("L (S)")).contains(io.github.dynamodesign.design.AttributeType.LIST);
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.ValueFormat;
import io.github.dynamodesign.design.WritePattern;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The mapping written as one block of labelled lines per pattern, in bullets or in a plain fenced block, and the
 * other habits of the same documents: key tables of | Attribute | Value |, indexes keyed by the item's own
 * attributes, a part of a time named after what it takes.
 */
class PatternBlocksReadingTest {

    private static final String ENTITIES = """
            ### WorkOrder

            | Attribute | Value |
            |---|---|
            | PK | `WO#<woNumber>` |
            | SK | `WO#<woNumber>` |
            | GSI1PK | `BIKE#<bikeId>` |
            | GSI1SK | `WO#<createdAt>` |
            | GSI2PK | - |
            | entityType | `WorkOrder` |

            - **TechQueue keys**
              - `assignedTechId` - present only while a technician is assigned
              - `priority` (N) - 1 urgent, 2 standard
              - `promisedAt` (S)
            - **Attributes**: `woNumber` (S), `bikeId` (S), `createdAt` (S), `status` (S)

            ### Counter

            - **PK**: `COUNTER`
            - **SK**: `WORKORDER`
            - **Attributes**: `lastNumber` (N)
            """;

    private static final String INDEXES = """
            | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | history |
            | TechQueue | `assignedTechId` (S) | `priority` (N) + `promisedAt` (S) (multi-attribute sort key) | ALL | queues |
            """;

    private static Design read(String blocks) {
        return MarkdownDesignReader.read("blocks.md", TestDesigns.withIndexes("Blocks", INDEXES, ENTITIES, "\n" + blocks));
    }

    private static ReadPattern readPattern(Design d, String id) {
        return d.reads().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    private static WritePattern writePattern(Design d, String id) {
        return d.writes().stream().filter(w -> w.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void bulletedBlocksAreReadAsTheRowsTheyStandFor() {
        Design d = read("""
                AP-001: Get work order
                  - Operation: GetItem
                  - Table: Main
                  - Key: PK = SK = `WO#{woNumber}`

                AP-002: Bike history, 10 latest
                  - Operation: Query
                  - Index: GSI1
                  - PK: `BIKE#{bikeId}`
                  - SK: begins_with(`WO#`)
                  - Params: ScanIndexForward=false, Limit=10

                AP-003: Technician's urgent work promised before a time
                  - Operation: Query
                  - Index: TechQueue
                  - Key condition: `assignedTechId = :technicianId AND priority = :priority AND promisedAt < :before`

                AP-004: Open work order
                  - Step 1 - Operation: UpdateItem on PK = `COUNTER`, SK = `WORKORDER`: `ADD lastNumber :one`
                  - Step 2 - Operation: TransactWriteItems
                  - Items:
                    1. Put WorkOrder: PK = SK = `WO#{woNumber}`, GSI1PK = `BIKE#{bikeId}` (Condition: `attribute_not_exists(PK)`)

                AP-005: Expiry
                  - Operation: none - DynamoDB TTL deletes the item

                AP-006: Work of one day in a window
                  - Operation: Query
                  - Index: GSI1
                  - PK: `BIKE#{day}`
                  - SK: BETWEEN `WO#{from}` AND `WO#{to}`
                  - Params: from/to formatted %04d
                """);
        ReadPattern window = readPattern(d, "AP-006");
        assertThat(window.partitionKey().get(0).source()).as("the width in Params is not said of the description's 'day'")
                .isEqualTo("BIKE#<day>");
        assertThat(window.sortKey().operands()).extracting(t -> t.source()).containsExactly("WO#<pad(from, 4)>", "WO#<pad(to, 4)>");
        ReadPattern get = readPattern(d, "AP-001");
        assertThat(get.operation()).isEqualTo(Operation.GET_ITEM);
        assertThat(get.partitionKey().get(0).source()).isEqualTo("WO#<woNumber>");
        assertThat(get.sortKey().operands().get(0).source()).isEqualTo("WO#<woNumber>");

        ReadPattern history = readPattern(d, "AP-002");
        assertThat(history.index()).isEqualTo("GSI1");
        assertThat(history.sortKey().operator()).isEqualTo(ConditionOperator.BEGINS_WITH);
        assertThat(history.params().limit()).isEqualTo(10);

        ReadPattern queue = readPattern(d, "AP-003");
        assertThat(queue.partitionKey().get(0).source()).isEqualTo("<technicianId>");
        assertThat(queue.sortKey().leadingEqualities()).extracting(t -> t.source()).containsExactly("<priority>");
        assertThat(queue.sortKey().operator()).isEqualTo(ConditionOperator.LT);
        assertThat(queue.sortKey().operands().get(0).source()).isEqualTo("<before>");

        WritePattern open = writePattern(d, "AP-004");
        assertThat(open.steps()).extracting(s -> s.entity()).containsExactly("Counter", "WorkOrder");
        assertThat(open.conditions().forStep(open.steps().get(1)).text()).contains("attribute_not_exists(PK)");

        assertThat(writePattern(d, "AP-005").operation()).isEqualTo(Operation.TTL_EXPIRY);
    }

    @Test
    void blocksInAPlainFencedBlockWithValuesOutOfCode() {
        Design d = read("""
                ```text
                AP-010: Get work order
                  Operation: GetItem
                  Table: Main
                  PK: WO#${woNumber}
                  SK: = WO#${woNumber}

                AP-011: Bike history in a window
                  Operation: Query
                  Table: GSI1
                  PK: BIKE#${bikeId}
                  SK: BETWEEN WO#${from} AND WO#${to}

                AP-012: Assign
                  Operation: UpdateItem
                  Key: PK=WO#${woNumber}, SK=WO#${woNumber}
                  Update: SET status = :assigned
                  Condition: attribute_exists(PK)
                ```

                ```json
                { "AP-013": "not a block" }
                ```
                """);
        assertThat(readPattern(d, "AP-010").sortKey().operator()).isEqualTo(ConditionOperator.EQ);
        ReadPattern window = readPattern(d, "AP-011");
        assertThat(window.sortKey().operator()).isEqualTo(ConditionOperator.BETWEEN);
        assertThat(window.sortKey().operands()).extracting(t -> t.source()).containsExactly("WO#<from>", "WO#<to>");
        WritePattern assign = writePattern(d, "AP-012");
        assertThat(assign.operation()).isEqualTo(Operation.UPDATE_ITEM);
        assertThat(assign.steps()).extracting(s -> s.entity()).containsExactly("WorkOrder");
        assertThat(assign.conditions().text()).contains("attribute_exists(PK)");
        assertThat(d.reads()).noneMatch(r -> r.id().equals("AP-013"));
    }

    @Test
    void keyTableOfAttributeAndValueAndAnIndexKeyedByTheItemsOwnAttributes() {
        Design d = read("");
        Entity wo = d.entity("WorkOrder").orElseThrow();
        assertThat(wo.key("pk").orElseThrow().template().source()).isEqualTo("WO#<woNumber>");
        assertThat(wo.key("GSI1SK").orElseThrow().template().source()).isEqualTo("WO#<createdAt>");
        assertThat(wo.keys()).as("a dash is no key").noneMatch(k -> k.attribute().equals("GSI2PK"));
        assertThat(wo.key("assignedTechId").orElseThrow().template().source()).isEqualTo("<assignedTechId>");
        assertThat(wo.attribute("priority")).as("declared by its key bullet, with its type")
                .hasValueSatisfying(a -> assertThat(a.type()).isEqualTo(io.github.dynamodesign.design.AttributeType.NUMBER));
    }

    @Test
    void valuesNamedAfterThePartOfATimeTheyTakeOrAFormulaInWords() {
        Design d = MarkdownDesignReader.read("parts.md", TestDesigns.withIndexes("Parts", "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | boards |", """
                ### Appointment

                | Key | Template |
                |---|---|
                | PK | `PATIENT#<patientId>` |
                | SK | `APPT#<startAt>#<appointmentId>` |
                | GSI1PK | `BOARD#<date>` (`<date>` of `<startAt>`) |
                | GSI1SK | `<startAt>` |

                - **Attributes**:
                  - `patientId` (S), `startAt` (S)
                  - `appointmentId` (S) - KSUID

                ### Fine

                - **PK**: `FINE#<fineId>`
                - **SK**: `SECTION#<termCode>#{points:03d}`
                - **GSI1PK**: `FINES#<yearMonth>`
                - **GSI1SK**: `{999 - points:03d}#<fineId>`
                - **Attributes**:
                  - `fineId`, `termCode` (string)
                  - `yearMonth` (string) - `YYYY-MM` of `assessedAt`
                  - `assessedAt` (string), `points` (number)
                """, ""));
        Entity appointment = d.entity("Appointment").orElseThrow();
        assertThat(appointment.derivedValue("date").orElseThrow().source()).isEqualTo("date(startAt)");
        assertThat(appointment.attribute("appointmentId").orElseThrow().constraints().format()).isEqualTo(ValueFormat.ULID);
        Entity fine = d.entity("Fine").orElseThrow();
        assertThat(fine.derivedValue("yearMonth").orElseThrow().source()).isEqualTo("month(assessedAt)");
        assertThat(fine.attribute("fineId")).as("a name without its own type is an attribute still").isPresent();
        assertThat(fine.key("sk").orElseThrow().template().source()).isEqualTo("SECTION#<termCode>#<pad(points, 3)>");
        assertThat(fine.keyValue("GSI1SK", Map.of("points", new BigDecimal(7), "fineId", "f1")))
                .hasValue("992#f1");
    }

    @Test
    void aWriteHeadedByItsOperationWithItsStepsAndTheirConditionsBelow() {
        Design d = read("""
                ### Writes

                **AP-021 Open a work order** — TransactWriteItems
                1. Update Counter `PK=COUNTER`, `SK=WORKORDER`: `SET lastNumber = lastNumber + 1`
                2. Put WorkOrder `PK=WO#{woNumber}`, `SK=WO#{woNumber}` — condition `attribute_not_exists(PK)`

                **AP-022 Close a work order** — UpdateItem `PK=WO#{woNumber}`, `SK=WO#{woNumber}`
                - `SET #status = :closed`
                - condition `#status = :open`

                AP-023: Assign a work order
                  Operation: UpdateItem
                  Table: Main
                  PK: WO#{woNumber}
                  SK: = WO#{woNumber}
                  Params: SET assignedTechId = :tech; Condition: attribute_exists(PK); ReturnValues=ALL_NEW

                AP-024: All of a work order
                  Operation: Query
                  Table: Main
                  PK: WO#{woNumber}
                  SK: (none — the whole item collection)
                """);
        WritePattern open = writePattern(d, "AP-021");
        assertThat(open.operation()).isEqualTo(Operation.TRANSACT_WRITE_ITEMS);
        assertThat(open.description()).isEqualTo("Open a work order");
        assertThat(open.steps()).extracting(s -> s.verb().label() + " " + s.entity()).containsExactly("Update Counter", "Put WorkOrder");
        assertThat(open.conditions().forStep(open.steps().get(1)).notExists()).isNotEmpty();
        WritePattern close = writePattern(d, "AP-022");
        assertThat(close.steps()).extracting(s -> s.verb().label() + " " + s.entity()).containsExactly("Update WorkOrder");
        assertThat(close.steps().get(0).actions().set()).containsKey("status");
        WritePattern assign = writePattern(d, "AP-023");
        assertThat(assign.steps()).extracting(s -> s.verb().label() + " " + s.entity()).containsExactly("Update WorkOrder");
        assertThat(assign.steps().get(0).actions().set()).containsKey("assignedTechId");
        assertThat(assign.conditions().forStep(assign.steps().get(0)).exists()).isNotEmpty();
        assertThat(readPattern(d, "AP-024").sortKey()).as("no sort key condition").isNull();
    }

    @Test
    void anOperationLineThatNamesTheIndexAndAWholeKeyConditionUnderKey() {
        Design d = read("""
                #### AP-030 — Bike history
                - op: Query, GSI1
                - key: GSI1PK = `BIKE#{bikeId}`, begins_with(GSI1SK, `WO#`)
                - params: ScanIndexForward=false, Limit=10
                """);
        ReadPattern p = readPattern(d, "AP-030");
        assertThat(p.index()).isEqualTo("GSI1");
        assertThat(p.partitionKey()).extracting(t -> t.source()).containsExactly("BIKE#<bikeId>");
        assertThat(p.sortKey().operator()).isEqualTo(ConditionOperator.BEGINS_WITH);
        assertThat(p.sortKey().operands()).extracting(t -> t.source()).containsExactly("WO#");
    }

    @Test
    void aWordOnThePatternBeforeItsFieldsAndAStepsOwnConditionAfterADash() {
        Design d = read("""
                #### AP-010 — Renumber a work order
                The sort key holds the number, so the item is moved.
                - op: TransactWriteItems
                - steps:
                  1. Delete PK=`WO#{oldNumber}`, SK=`WO#{oldNumber}` — condition `attribute_exists(PK)`
                  2. Put PK=`WO#{woNumber}`, SK=`WO#{woNumber}` — condition `attribute_not_exists(PK)`
                """);
        WritePattern renumber = writePattern(d, "AP-010");
        assertThat(renumber.steps()).extracting(s -> s.entity()).containsExactly("WorkOrder", "WorkOrder");
        assertThat(renumber.conditions().forStep(renumber.steps().get(0)).text()).isEqualTo("attribute_exists(PK)");
        assertThat(renumber.conditions().forStep(renumber.steps().get(1)).text()).isEqualTo("attribute_not_exists(PK)");
    }

    @Test
    void anOperationLineWithItsStepsAsBulletsBelow() {
        Design d = read("""
                #### AP-011 - Open a work order

                Operation: TransactWriteItems (2 actions)

                - Update Counter `PK = COUNTER`, `SK = WORKORDER`: `ADD lastNumber :one` - condition `attribute_exists(PK)`
                - Put WorkOrder `PK = WO#<woNumber>`, `SK = WO#<woNumber>`, `status = OPEN` - condition `attribute_not_exists(PK)`
                """);
        WritePattern open = writePattern(d, "AP-011");
        assertThat(open.operation()).isEqualTo(Operation.TRANSACT_WRITE_ITEMS);
        assertThat(open.steps()).extracting(s -> s.entity()).containsExactly("Counter", "WorkOrder");
        assertThat(open.conditions().forStep(open.steps().get(1)).text()).isEqualTo("attribute_not_exists(PK)");
    }

    @Test
    void callsNamedByTheirStepsConditionsAfterSpacesADashWithANoteAndANoteAfterAKeyCondition() {
        Design d = read("""
                AP-001: Open work order
                  1. PutItem: PK=WO#<woNumber>, SK=WO#<woNumber>
                       Condition: attribute_not_exists(PK)   (a repeated order is refused)
                  2. UpdateItem: PK=COUNTER, SK=WORKORDER
                       ADD lastNumber :one

                AP-002: Queue of a technician
                  Operation: Query
                  Index: TechQueue
                  PK: assignedTechId = <technicianId>
                  SK: - (all)

                AP-003: Work orders in a window
                  Operation: Query
                  Index: GSI1
                  PK: `BIKE#<bikeId>`
                  SK: BETWEEN `WO#<from>` AND `WO#<to>`   (both zero-padded to 10 digits)

                AP-004: Urgent work before a time
                  Operation: Query
                  Index: GSI1
                  PK: `BIKE#<bikeId>`
                  SK: GSI1SK <= `WO#<before>`
                """);
        WritePattern open = writePattern(d, "AP-001");
        assertThat(open.steps()).hasSize(2);
        assertThat(open.steps().get(0).understood()).isTrue();
        assertThat(open.conditions().forStep(open.steps().get(0)).guardsAgainstOverwrite()).as("the condition after spaces is the step's").isTrue();
        assertThat(readPattern(d, "AP-002").sortKey()).as("a dash with a note is no condition").isNull();
        assertThat(readPattern(d, "AP-003").sortKey().operands()).extracting(t -> t.source())
                .containsExactly("WO#<pad(from, 10)>", "WO#<pad(to, 10)>");
        assertThat(readPattern(d, "AP-004").sortKey().operator()).isEqualTo(ConditionOperator.LE);
    }

    @Test
    void keyLinesLabelledWithTheIndexsOwnKeyNamesAndProseAfterThem() {
        Design d = read("""
                AP-001: Work of a bike
                  Operation: Query
                  Index: GSI1
                  GSI1PK: BIKE#<bikeId>
                  GSI1SK: begins_with(WO#)
                  Returns the work orders of the bike, oldest first (SK = WO#<createdAt>).
                """);
        ReadPattern work = readPattern(d, "AP-001");
        assertThat(work.partitionKey()).extracting(t -> t.source()).containsExactly("BIKE#<bikeId>");
        assertThat(work.sortKey().operator()).isEqualTo(ConditionOperator.BEGINS_WITH);
        assertThat(work.sortKey().operands()).extracting(t -> t.source()).containsExactly("WO#");
    }

    @Test
    void aWritesRequestOnTheLinesBelowItsOperation() {
        Design d = read("""
                ### Writes

                **AP-031 — Open a work order**
                - Operation: TransactWriteItems
                  1. Update Counter `COUNTER` / `WORKORDER`: `ADD lastNumber :one`
                  2. Put WorkOrder `WO#<woNumber>` / `WO#<woNumber>` — `attribute_not_exists(PK)` (the number is new)

                **AP-032 — Close a work order**
                - Operation: UpdateItem `WO#<woNumber>` / `WO#<woNumber>`
                - `SET #status = :closed, closedAt = :now`
                - Condition: `#status = :open`

                AP-034: Reopen a work order
                  Operation: TransactWriteItems
                    1. ConditionCheck PK COUNTER, SK WORKORDER
                                    Condition: attribute_exists(PK)
                    2. Put          PK WO#<woNumber>, SK WO#<woNumber>
                                    Condition: attribute_not_exists(PK)

                **AP-033 — Work orders of a bike in a window**
                - Operation: Query, GSI1
                - Key condition: `GSI1PK = BIKE#<bikeId> AND GSI1SK BETWEEN "WO#<today>" AND "WO#<today + 13 days>"`
                """);
        WritePattern open = writePattern(d, "AP-031");
        assertThat(open.steps()).extracting(s -> s.verb().label() + " " + s.entity()).containsExactly("Update Counter", "Put WorkOrder");
        assertThat(open.conditions().forStep(open.steps().get(1)).notExists()).isNotEmpty();
        WritePattern close = writePattern(d, "AP-032");
        assertThat(close.steps()).extracting(s -> s.verb().label() + " " + s.entity()).containsExactly("Update WorkOrder");
        assertThat(close.steps().get(0).actions().set()).containsKeys("status", "closedAt");
        assertThat(close.conditions().text()).contains("#status = :open");
        WritePattern reopen = writePattern(d, "AP-034");
        assertThat(reopen.steps()).extracting(s -> s.verb().label() + " " + s.entity()).containsExactly("ConditionCheck Counter", "Put WorkOrder");
        assertThat(reopen.conditions().forStep(reopen.steps().get(1)).notExists()).isNotEmpty();
        ReadPattern window = readPattern(d, "AP-033");
        assertThat(window.sortKey().operator()).isEqualTo(ConditionOperator.BETWEEN);
        assertThat(window.sortKey().operands()).extracting(t -> t.source()).containsExactly("WO#<today>", "WO#<today + 13 days>");
    }
}

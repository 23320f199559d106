package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Write steps and operation cells in the shapes design documents give them. */
class SkillStepsTest {

    private static Design design(String writes) {
        Design d = MarkdownDesignReader.read("steps.md", TestDesigns.table("shop") + """

                ## Entity Key Design

                ### Order
                - **PK**: `ORDER#<orderId>`
                - **SK**: `#ORDER`
                - **Attributes**: orderId (S), status (S), total (N), courierId (S, optional)

                ### OrderItem
                - **PK**: `ORDER#<orderId>`
                - **SK**: `ITEM#<lineNo:03>`
                - **Attributes**: orderId (S), lineNo (N)

                ### Courier
                - **PK**: `COURIER#<courierId>`
                - **SK**: `#PROFILE`
                - **Attributes**: courierId (S), availability (S), deliveries (N)

                ### Tag
                - **PK**: `TAG#<lowercase name>`
                - **SK**: `TAG`
                - **Attributes**: Minimal -- courierId, name

                ## Access Pattern Mapping

                ### Writes

                | AP ID | Description | Operation | Items | Conditions |
                |---|---|---|---|---|
                """ + writes + "\n");
        assertThat(d.usable()).isTrue();
        return d;
    }

    private static WritePattern write(String row) {
        return design(row).writes().get(0);
    }

    private static List<String> steps(WritePattern w) {
        return w.steps().stream().map(s -> s.understood() ? s.verb().label() + " " + s.entity() : "prose: " + s.source()).toList();
    }

    @Test
    void theFormatsOwnNumberedSteps() {
        WritePattern w = write("| AP-1 | Place | TransactWriteItems | 1. Put Order 2..N+1. Put OrderItem 3. Update Courier (ADD deliveries 1) | |");
        assertThat(steps(w)).containsExactly("Put Order", "Put OrderItem", "Update Courier");
        assertThat(w.steps().get(2).actions().add()).containsEntry("deliveries", "1");
    }

    @Test
    void aStepAddressedByItsKeyTakesTheVerbOfTheOperation() {
        WritePattern w = write("| AP-1 | Cancel | UpdateItem | `ORDER#<id>` / `#ORDER`: SET status = CANCELLED | |");
        assertThat(steps(w)).containsExactly("Update Order");
        assertThat(w.steps().get(0).actions().set()).containsEntry("status", "CANCELLED");
        assertThat(steps(write("| AP-1 | Add line | PutItem | `ORDER#<orderId>` / `ITEM#<n:03>` | |"))).containsExactly("Put OrderItem");
    }

    @Test
    void aStepAddressedByItsKeyBehindRoleWords() {
        WritePattern w = write("| AP-1 | Cancel | UpdateItem | Update head `ORDER#<orderId>` / `#ORDER`: SET status = CANCELLED | |");
        assertThat(steps(w)).containsExactly("Update Order");
        assertThat(w.steps().get(0).actions().set()).containsEntry("status", "CANCELLED");
    }

    @Test
    void aStepAddressedByTheValuesOfTheTableKeysWithAValueWrittenForAPlaceholder() {
        WritePattern w = write("| AP-1 | Renumber line | TransactWriteItems | 1. Delete `PK=ORDER#<orderId>`, `SK=ITEM#007` "
                + "2. Put `pk=ORDER#<orderId>` / `sk=ITEM#<lineNo:03>` (same attributes) | |");
        assertThat(steps(w)).containsExactly("Delete OrderItem", "Put OrderItem");
        assertThat(steps(write("| AP-1 | Drop | DeleteItem | Delete `SK=#PROFILE`, `PK=COURIER#<courierId>` | |")))
                .containsExactly("Delete Courier");
    }

    @Test
    void anAttributeGivenAnInputsValueWithAStepTakesItInEveryStepThatNamesIt() {
        WritePattern w = write("| AP-1 | Hand over | TransactWriteItems | 1. Put Order with `courierId = assignee`, `status = ASSIGNED` "
                + "2. Put Courier with `courierId = assignee` | |");
        assertThat(w.steps().get(0).renamed()).containsExactly(java.util.Map.entry("courierId", "assignee"));
        assertThat(w.steps().get(1).renamed()).containsExactly(java.util.Map.entry("courierId", "assignee"));
    }

    @Test
    void aBareUpdateIsOfTheEntityTheDescriptionNames() {
        assertThat(steps(write("| AP-1 | Ship order | UpdateItem | SET status = SHIPPED | |"))).containsExactly("Update Order");
    }

    @Test
    void actionsInSentencesAndRoleWords() {
        WritePattern w = write("| AP-1 | Assign | PutItem + UpdateItem (two independent calls) | First PutItem the Order "
                + "(`ORDER#<orderId>` / `#ORDER`). Then UpdateItem the Courier SET availability = BUSY | |");
        assertThat(w.operation()).isEqualTo(Operation.PUT_ITEM);
        assertThat(steps(w)).containsExactly("Put Order", "Update Courier");
        assertThat(steps(write("| AP-1 | Rename tag | TransactWriteItems | 1. Delete old Tag 2. Put new Tag | |")))
                .containsExactly("Delete Tag", "Put Tag");
    }

    @Test
    void aSentenceAfterAStepIsNotANewStepNumber() {
        WritePattern w = write("| AP-1 | Deliver | TransactWriteItems | 1. Update Order SET status = DONE 2. Update Courier "
                + "ADD deliveries 1. If the courier was on a break, also 3. Put Order | |");
        assertThat(steps(w)).containsExactly("Update Order", "Update Courier", "Put Order");
        assertThat(w.steps().get(1).actions().add()).containsEntry("deliveries", "1");
    }

    @Test
    void aStepMergedIntoAnotherJoinsItsClauses() {
        WritePattern w = write("| AP-1 | Deliver | TransactWriteItems | 1. Update Courier ADD deliveries 1 "
                + "2. Update Courier SET availability = FREE (merged into 1) | |");
        assertThat(steps(w)).containsExactly("Update Courier");
        assertThat(w.steps().get(0).actions().changed()).containsExactlyInAnyOrder("deliveries", "availability");
    }

    @Test
    void variantsOfOneStep() {
        WritePattern w = write("| AP-1 | Availability | UpdateItem | `COURIER#<courierId>` / `#PROFILE`: when going online "
                + "SET availability = FREE; when going offline SET availability = OFF | |");
        assertThat(steps(w)).containsExactly("Update Courier", "Update Courier");
        assertThat(w.steps().get(1).actions().set()).containsEntry("availability", "OFF");
    }

    @Test
    void aReadBeforeTheWriteIsItsOwnPatternNotAStep() {
        WritePattern w = write("| AP-1 | Reassign | Query, then UpdateItem | Read the courier's orders (AP-009) to pick one. "
                + "Then UpdateItem Order SET courierId = :c | |");
        assertThat(w.operation()).isEqualTo(Operation.UPDATE_ITEM);
        assertThat(steps(w)).containsExactly("Update Order");
        assertThat(design("| AP-1 | x | Query, then UpdateItem | Read the courier's orders (AP-009) to pick one. "
                + "Then UpdateItem Order SET courierId = :c | |").diagnostics()).isEmpty();
    }

    @Test
    void expiryByTtlIsKeptWithoutItsStepsRun() {
        Design d = design("| AP-1 | Expire old orders | TTL | `expiresAt` on Order | - |");
        WritePattern w = d.writes().get(0);
        assertThat(w.operation()).isEqualTo(Operation.TTL_EXPIRY);
        assertThat(w.steps()).noneMatch(WriteStep::understood);
        assertThat(d.diagnostics()).isEmpty();
    }

    @Test
    void whatNamesNoEntityIsProseWithAHint() {
        Design d = design("| AP-1 | Audit | UpdateItem | `AUDIT#<x>` / `LOG`: SET seen = true | |");
        assertThat(d.writes().get(0).steps()).noneMatch(WriteStep::understood);
        assertThat(d.diagnostics()).anySatisfy(x -> {
            assertThat(x.code()).isEqualTo("unknown-step");
            assertThat(x.hint()).contains("Order, OrderItem");
        });
        assertThat(StepVerb.parse("UpdateItem")).contains(StepVerb.UPDATE);
    }

    @Test
    void anyRoleOrQuantifierBeforeTheEntity() {
        assertThat(steps(write("| AP-1 | Deliver | TransactWriteItems | 1. Update each assigned Courier (SET deliveries = deliveries + 1) "
                + "2. Update the customer's Order SET status = DELIVERED | |"))).containsExactly("Update Courier", "Update Order");
        assertThat(steps(write("| AP-1 | Deliver | TransactWriteItems | 1. Update Order SET status = DELIVERED 2. Update author | |")))
                .as("a lower-case word after the verb is a role, not an entity: the step is prose, not a design error")
                .containsExactly("Update Order", "prose: Update author");
    }

    @Test
    void anEntityAddressedByItsNameAndAColon() {
        WritePattern w = write("| AP-1 | Ship | UpdateItem | Order: SET status = SHIPPED; on cancel REMOVE courierId | |");
        assertThat(steps(w)).containsExactly("Update Order", "Update Order");
        assertThat(w.steps().get(0).note()).contains("SET status = SHIPPED");
        assertThat(w.steps().get(1).note()).contains("REMOVE courierId");
    }

    @Test
    void numberingThatStartsAgainBehindALabelGivesAlternatives() {
        WritePattern w = write("| AP-1 | Place | TransactWriteItems | New courier: 1. Put Courier 2. Put Order 3. Update Courier "
                + "ADD deliveries 1. Known courier (found via AP-4): 1. Put Order 2. Update Courier | attribute_not_exists(pk) |");
        assertThat(steps(w)).containsExactly("Put Courier", "Put Order", "Update Courier",
                "prose: alternative: Known courier (found via AP-4): 1. Put Order 2. Update Courier");
        assertThat(w.steps().get(2).note()).contains("ADD deliveries 1");
    }

    @Test
    void guardsAndOverwritesInWords() {
        Design d = design("""
                | AP-1 | Add order | PutItem | 1. Put Order | Order must not already exist |
                | AP-2 | Bump | UpdateItem | 1. Update Order SET total = :t | the order must exist |
                | AP-3 | Set courier | PutItem | 1. Put Courier | - (dispatcher overwrite) |
                """);
        assertThat(d.writes().get(0).conditions().notExists()).containsExactly("pk");
        assertThat(d.writes().get(1).conditions().exists()).containsExactly("pk");
        assertThat(d.writes().get(1).conditions().notExists()).isEmpty();
        assertThat(d.writes().get(2).upsert()).isTrue();
    }

    @Test
    void aRowWithoutADynamoDbOperationRunsTheCallsItsStepsName() {
        Design d = design("""
                | AP-1 | Close courier | Multi-step | 1. Update Courier SET availability = OFF 2. Delete Order | |
                | AP-2 | Tag | Application logic | 1. Put Tag | |
                """);
        assertThat(d.writes()).hasSize(2);
        assertThat(d.writes().get(0).operation()).isEqualTo(Operation.TRANSACT_WRITE_ITEMS);
        assertThat(d.writes().get(1).operation()).isEqualTo(Operation.PUT_ITEM);
        assertThat(d.diagnostics()).anyMatch(x -> x.code().equals("unknown-operation") && x.severity() == io.github.dynamodesign.design.Severity.WARNING)
                .noneMatch(x -> x.severity() == io.github.dynamodesign.design.Severity.ERROR);
    }

    @Test
    void ofAnEntityWrittenInTwoShapesAStepTakesTheShapeItsKeyValuesAddress() {
        Design d = MarkdownDesignReader.read("boards.md", TestDesigns.table("rooms") + """

                ## Entity Key Design

                ### Board

                | Entity | PK | SK |
                |---|---|---|
                | Board (all-time) | `BOARD#<roomId>#ALLTIME` | `TIME#<invSeconds>#<gameId>` |
                | Board (monthly) | `BOARD#<roomId>#<yearMonth>` | `TIME#<invSeconds>#<gameId>` |

                - **Attributes**: `roomId` (S), `yearMonth` (S), `invSeconds` (N), `gameId` (S)

                ## Access Pattern Mapping

                ### Writes

                | AP ID | Description | Operation | Items | Conditions |
                |---|---|---|---|---|
                | AP-1 | Record | TransactWriteItems | 1. Put Board `PK=BOARD#<roomId>#<yearMonth>`, `SK=TIME#<invSeconds>#<gameId>` 2. Put Board `PK=BOARD#<roomId>#ALLTIME`, `SK=TIME#<invSeconds>#<gameId>` | |
                """);
        assertThat(d.usable()).isTrue();
        assertThat(steps(d.writes().get(0))).containsExactly("Put Board (monthly)", "Put Board (all-time)");
    }
}

package io.github.dynamodesign.design;

import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.TestDesigns;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A write's Conditions cell and its steps' update clauses are read once, into typed values. */
class WriteConditionsTest {

    @Test
    void guardsByAttribute() {
        WriteConditions c = WriteConditions.parse("attribute_not_exists(pk) AND attribute_exists( sk )");
        assertThat(c.notExists()).containsExactly("pk");
        assertThat(c.exists()).containsExactly("sk");
        assertThat(c.guardsAgainstOverwrite()).isTrue();
        assertThat(c.requiresExisting()).isTrue();
        assertThat(c.upsert()).isFalse();
    }

    @Test
    void severalAttributesInOneGuard() {
        assertThat(WriteConditions.parse("attribute_not_exists(pk, sk) on the puts").notExists()).containsExactly("pk", "sk");
    }

    @Test
    void proseIsNoGuard() {
        WriteConditions c = WriteConditions.parse("only when the order exists");
        assertThat(c.guardsAgainstOverwrite()).isFalse();
        assertThat(c.requiresExisting()).isFalse();
        assertThat(c.isEmpty()).isFalse();
        assertThat(WriteConditions.parse("").isEmpty()).isTrue();
    }

    @Test
    void upsertIsDeclaredInTheCell() {
        assertThat(WriteConditions.parse("none (upsert)").upsert()).isTrue();
        assertThat(WriteConditions.parse("Upsert").upsert()).isTrue();
        assertThat(WriteConditions.parse("attribute_not_exists(pk)").upsert()).isFalse();
    }

    private static Design withWrite(String row) {
        return MarkdownDesignReader.read("w.md", TestDesigns.tableWithPartitionKey("W") + """

                ## Entity Key Design

                ### Customer
                - **PK**: `CUSTOMER#<customerId>`
                - **Attributes**:
                  - `customerId` (string) - id
                  - `visits` (number) - count

                ## Access Pattern Mapping

                ### Writes

                | AP ID | Description | Operation | Items | Conditions |
                |---|---|---|---|---|
                """ + row + "\n");
    }

    @Test
    void anUpdateStepCarriesItsClauses() {
        WritePattern w = withWrite("| AP-101 | Count a visit | UpdateItem | 1. Update Customer (ADD visits 1) | attribute_exists(pk) |")
                .writes().get(0);
        assertThat(w.steps().get(0).actions().add()).containsEntry("visits", "1");
        assertThat(w.requiresExisting()).isTrue();
        assertThat(w.upsert()).isFalse();
    }

    @Test
    void anUpsertIsAlsoReadFromTheDescription() {
        assertThat(withWrite("| AP-101 | Upsert customer | PutItem | 1. Put Customer | |").writes().get(0).upsert()).isTrue();
        assertThat(withWrite("| AP-101 | Add/update customer | PutItem | 1. Put Customer | |").writes().get(0).upsert()).isTrue();
        assertThat(withWrite("| AP-101 | Create or replace customer | PutItem | 1. Put Customer | |").writes().get(0).upsert())
                .isTrue();
        assertThat(withWrite("| AP-101 | Register customer | PutItem | 1. Put Customer | |").writes().get(0).upsert()).isFalse();
        assertThat(withWrite("| AP-101 | Add customer | PutItem | 1. Put Customer | |").writes().get(0).upsert()).isFalse();
    }

    private static WriteStep step(int number, StepVerb verb) {
        return WriteStep.of(number, verb, "Customer", "", "");
    }

    @Test
    void aCellLabelledByStepGivesEachStepItsOwnConditions() {
        WriteConditions c = WriteConditions.parse("1: attribute_exists(PK); 3..n: attribute_not_exists(PK)", "PK");
        assertThat(c.forStep(step(1, StepVerb.UPDATE)).exists()).containsExactly("PK");
        assertThat(c.forStep(step(1, StepVerb.UPDATE)).notExists()).isEmpty();
        assertThat(c.forStep(step(2, StepVerb.UPDATE)).isEmpty()).as("no part names step 2").isTrue();
        assertThat(c.forStep(step(7, StepVerb.PUT)).notExists()).as("3..n takes in step 7").containsExactly("PK");
        WriteConditions byVerb = WriteConditions.parse("Put: attribute_not_exists(sk); Update: lastAt < :ts", "pk");
        assertThat(byVerb.forStep(step(1, StepVerb.PUT)).notExists()).containsExactly("sk");
        assertThat(byVerb.forStep(step(2, StepVerb.UPDATE)).notExists()).isEmpty();
        assertThat(WriteConditions.parse("attribute_not_exists(pk)").forStep(step(2, StepVerb.PUT)).notExists())
                .as("a cell without labels is every step's").containsExactly("pk");
        WriteConditions byItem = WriteConditions.parse("Item 1: attribute_exists(gsi2pk); Item 2: toolStatus = ON_LOAN", "pk");
        assertThat(byItem.forStep(step(1, StepVerb.UPDATE)).exists()).containsExactly("gsi2pk");
        assertThat(byItem.forStep(step(2, StepVerb.UPDATE)).exists()).as("item 1's guard is not item 2's").isEmpty();
        WriteConditions afterN = WriteConditions.parse("1: attribute_exists(pk) 2–n+3: attribute_not_exists(pk)", "pk");
        assertThat(afterN.forStep(step(5, StepVerb.PUT)).notExists()).as("2–n+3 runs to the last step").containsExactly("pk");
        assertThat(afterN.forStep(step(1, StepVerb.CONDITION_CHECK)).notExists()).isEmpty();
    }

    @Test
    void aGuardThatIsOneSideOfAnOrLetsTheItemExist() {
        assertThat(WriteConditions.parse("attribute_exists(pk) AND (attribute_not_exists(lastAt) OR lastAt < :ts)").notExists())
                .isEmpty();
        assertThat(WriteConditions.parse("attribute_exists(pk) AND (attribute_not_exists(lastAt) OR lastAt < :ts)").exists())
                .containsExactly("pk");
        assertThat(WriteConditions.parse("attribute_not_exists(pk) OR attribute_not_exists(sk)").notExists())
                .as("guards on both sides still guard").containsExactly("pk", "sk");
        assertThat(WriteConditions.parse("Put: attribute_not_exists(sk); Update: lastAt < :ts OR attribute_not_exists(lastAt)", "pk")
                .forStep(step(1, StepVerb.PUT)).notExists()).as("an OR in another step's part").containsExactly("sk");
    }

    @Test
    void twoUpdatesOfOneItemInATransactionAreOneUpdate() {
        Design d = withWrite("| AP-101 | Visit | TransactWriteItems | 1. Update Customer SET name = :n 2. Update Customer ADD visits 1 | |");
        WritePattern w = d.writes().get(0);
        assertThat(w.steps()).hasSize(1);
        assertThat(w.steps().get(0).actions().set()).containsKey("name");
        assertThat(w.steps().get(0).actions().add()).containsKey("visits");
        assertThat(d.diagnostics()).anyMatch(x -> x.code().equals("joined-updates"));
        Design roles = withWrite("| AP-101 | Follow | TransactWriteItems | 1. Update follower Customer ADD visits 1 "
                + "2. Update followed Customer SET name = :n | |");
        assertThat(roles.writes().get(0).steps()).as("two roles, two items").hasSize(2);
        Design same = withWrite("| AP-101 | Visit | TransactWriteItems | 1. Update Customer ADD visits 1 2. Update Customer ADD visits 2 | |");
        assertThat(same.writes().get(0).steps()).as("one attribute changed twice stays two steps").hasSize(2);
    }

    @Test
    void wordsThatDenyAnOverwriteSayNoUpsert() {
        assertThat(WriteConditions.parse("a second checkout must fail, never replace the first renter").upsert()).isFalse();
        assertThat(WriteConditions.parse("must not overwrite an existing booking").upsert()).isFalse();
        assertThat(WriteConditions.parse("without overwriting the entry").upsert()).isFalse();
        assertThat(WriteConditions.parse("replaces the previous commission on purpose").upsert()).isTrue();
    }

    @Test
    void aStepNamedByItsEntityInTheCell() {
        WriteConditions c = WriteConditions.parse("Item 1: attribute_not_exists(pk). Slots: attribute_not_exists(pk) OR expiresAt < :now", "pk");
        WriteStep slot = WriteStep.of(2, StepVerb.PUT, "Slot", "", "Put Slot");
        assertThat(c.forStep(slot).text()).startsWith("attribute_not_exists(pk) OR expiresAt");
        WriteStep unit = WriteStep.of(2, StepVerb.PUT, "Unit", "", "Put Unit");
        assertThat(WriteConditions.parse("Case header and units: attribute_not_exists(PK); Practice: attribute_exists(PK)", "PK")
                .forStep(unit).notExists()).containsExactly("PK");
    }
}

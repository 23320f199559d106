package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How write and delete patterns are planned and reported: cases per pattern, prose steps, wording, design errors. */
class WritePatternsTest {

    private static final String REGISTER = "| AP-101 | Register customer | PutItem | 1. Put Customer | attribute_not_exists(pk) |";

    private static PatternResult run(String replacement, String id) throws IOException {
        return FixtureVariants.verify("good/online-shop.md", id, REGISTER, replacement);
    }

    private static List<String> caseNames(PatternResult p) {
        return p.cases().stream().map(CaseResult::name).toList();
    }

    @Test
    void eachKindOfWriteGetsItsCases() throws IOException {
        Design design = MarkdownDesignReader.read(FixturePaths.designs().resolve("good/online-shop.md"));
        try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), 42)) {
            assertThat(session.pattern("AP-101").orElseThrow().cases()).extracting(CaseCheck::name)
                    .containsExactly("write, then read it back", "the same create again is rejected");
            assertThat(session.pattern("AP-103").orElseThrow().cases()).extracting(CaseCheck::name)
                    .containsExactly("write, then read it back", "on a missing item it is rejected");
            assertThat(session.pattern("AP-202").orElseThrow().cases()).extracting(CaseCheck::name)
                    .containsExactly("on a missing item it is rejected", "delete, then no pattern returns it");
        }
    }

    @Test
    void stepsThatAreProseAreNotRunAndSaidSo() throws IOException {
        PatternResult p = run("| AP-101 | Register customer | PutItem | 1. Put Customer 2. Send the welcome e-mail | attribute_not_exists(pk) |",
                "AP-101");
        assertThat(p.status()).isEqualTo(Status.PASSED);
        assertThat(p.message()).contains("not run: step 2 \"Send the welcome e-mail\"");
        assertThat(caseNames(p)).contains("write, then read it back");
    }

    @Test
    void aPatternOfProseOnlyIsIncompleteWithTheWayToWriteItsSteps() throws IOException {
        PatternResult p = run("| AP-101 | Register customer | PutItem | Send the welcome e-mail | |", "AP-101");
        assertThat(p.status()).as("a gap in the document, not a design bug").isEqualTo(Status.INCOMPLETE);
        assertThat(p.message()).contains("has no step that can be run").contains("write its steps as `1. Put Customer");
    }

    @Test
    void anUpsertMayOverwrite() throws IOException {
        PatternResult p = run("| AP-101 | Save customer | PutItem | 1. Put Customer | upsert |", "AP-101");
        assertThat(p.status()).as(p.toString()).isEqualTo(Status.PASSED);
        assertThat(caseNames(p)).containsExactly("write, then read it back");
    }

    @Test
    void aCreateWithoutConditionFailsWithTheCause() throws IOException {
        PatternResult p = run("| AP-101 | Register customer (only once) | PutItem | 1. Put Customer | |", "AP-101");
        assertThat(p.status()).isEqualTo(Status.FAILED);
        assertThat(p.cases()).filteredOn(c -> c.status() == Status.FAILED).singleElement()
                .satisfies(c -> assertThat(c.message()).contains("AP-101 wrote Customer twice without complaint")
                        .contains("the create has no attribute_not_exists condition"));
    }

    @Test
    void aCreateWithoutConditionWhereNothingSaysTheItemIsNewWarns() throws IOException {
        PatternResult p = run("| AP-101 | Record customer | PutItem | 1. Put Customer | |", "AP-101");
        assertThat(p.status()).isEqualTo(Status.PASSED);
        assertThat(p.cases()).flatExtracting(c -> c.warnings()).singleElement()
                .satisfies(w -> assertThat(w).contains("wrote Customer twice without complaint").contains("nothing in AP-101 says the item must be new"));
    }

    @Test
    void aConditionOnAnAttributeTheItemDoesNotHaveIsCaught() throws IOException {
        PatternResult p = run("| AP-101 | Register customer | PutItem | 1. Put Customer | attribute_not_exists(customerPk) |", "AP-101");
        assertThat(p.status()).isEqualTo(Status.FAILED);
        assertThat(p.cases()).filteredOn(c -> c.status() == Status.FAILED).singleElement()
                .satisfies(c -> assertThat(c.message()).contains("names no attribute of the item"));
    }

    @Test
    void anAttributeSetOnlyIfItDoesNotExistKeepsTheKeyItIsPartOf() throws IOException {
        PatternResult kept = run("| AP-101 | Add a gift note | UpdateItem | 1. Update Order (SET note = :note, "
                + "placedAt = if_not_exists(placedAt, :now)) | attribute_exists(pk) |", "AP-101");
        assertThat(kept.status()).as(kept.toString()).isEqualTo(Status.PASSED);
        PatternResult moved = run("| AP-101 | Add a gift note | UpdateItem | 1. Update Order (SET note = :note, placedAt = :now) "
                + "| attribute_exists(pk) |", "AP-101");
        assertThat(moved.status()).as("an update that sets what the sort key is made of cannot move the item").isEqualTo(Status.FAILED);
        assertThat(moved.cases()).anyMatch(c -> c.message().contains("UpdateItem cannot change a key attribute"));
    }

    @Test
    void aBatchWriteCannotUpdate() throws IOException {
        PatternResult p = run("| AP-101 | Register customers | BatchWriteItem | 1. Put Customer 2. Update Customer | |", "AP-101");
        assertThat(p.status()).isEqualTo(Status.FAILED);
        assertThat(p.message()).contains("BatchWriteItem can only put and delete, not Update");
        assertThat(p.cases()).isEmpty();
    }

    @Test
    void aTransactionWithAConditionCheckRunsIt() throws IOException {
        PatternResult p = run("| AP-101 | Register customer with a first product | TransactWriteItems | 1. ConditionCheck Product "
                + "2. Put Customer | attribute_not_exists(pk) on the put, attribute_exists(pk) on the check |", "AP-101");
        assertThat(p.status()).as(p.toString()).isEqualTo(Status.PASSED);
        assertThat(caseNames(p)).contains("write, then read it back", "the same create again is rejected");
    }

    @Test
    void aBatchWriteTakesNoConditions() throws IOException {
        PatternResult p = run("| AP-101 | Register customers | BatchWriteItem | 1. Put Customer | attribute_not_exists(pk) |", "AP-101");
        assertThat(p.status()).isEqualTo(Status.FAILED);
        assertThat(p.message()).contains("BatchWriteItem takes no condition expressions, so `attribute_not_exists(pk)` would not be checked");
    }

    @Test
    void aBatchWriteOfManyItemsOfOneEntityWritesThemAll() throws IOException {
        PatternResult p = run("| AP-101 | Import customers | BatchWriteItem | 1. Put Customer 2. Put Customer 3. Put Customer | |", "AP-101");
        assertThat(p.status()).as(p.toString()).isEqualTo(Status.PASSED);
        assertThat(caseNames(p)).containsExactly("write, then read it back");
    }

    @Test
    void twoStepsOnOneEntityAreTwoItemsThatShareTheRest() throws IOException {
        PatternResult p = run("| AP-101 | Place a two-line order | TransactWriteItems | 1. Put Order 2. Put OrderItem 3. Put OrderItem "
                + "| attribute_not_exists(pk) |", "AP-101");
        assertThat(p.status()).as(p.toString()).isEqualTo(Status.PASSED);
        PatternResult cancel = run("| AP-101 | Cancel a two-line order | TransactWriteItems | 1. Delete Order 2. Delete OrderItem "
                + "3. Delete OrderItem | attribute_exists(pk) |", "AP-101");
        assertThat(cancel.status()).as(cancel.toString()).isEqualTo(Status.PASSED);
    }

    @Test
    void aCancelledTransactionSaysWhichActionsFailedAndWhy() throws IOException {
        PatternResult p = run("| AP-101 | Register customer | TransactWriteItems | 1. Put Customer 2. ConditionCheck Product "
                + "| attribute_not_exists(pk) on the put, attribute_exists(noSuchAttribute) on the check |", "AP-101");
        assertThat(p.status()).isEqualTo(Status.FAILED);
        assertThat(p.cases()).filteredOn(c -> c.status() == Status.FAILED).first()
                .satisfies(c -> assertThat(c.message()).contains("the transaction was cancelled: action 2 ConditionalCheckFailed")
                        .doesNotContain("None"));
    }

    @Test
    void twoStepsOnOneItemAreNamedWhenDynamoDbRejectsThem() throws IOException {
        PatternResult p = FixtureVariants.verify("good/online-shop.md", "AP-101",
                "- **SK**: `ORDER#<placedAt>#<orderId>`", "- **SK**: `PROFILE`",
                REGISTER, "| AP-101 | Register customer with a first order | TransactWriteItems | 1. Put Customer 2. Put Order "
                        + "| attribute_not_exists(pk) |");
        assertThat(p.status()).isEqualTo(Status.FAILED);
        assertThat(p.cases()).first().satisfies(c -> assertThat(c.message())
                .contains("steps 1 and 2 (Put Customer, Put Order) act on one item `CUSTOMER#")
                .contains("one entity's item would overwrite the other's (key-collision)"));
    }

    @Test
    void updatesAddToAndDeleteFromSetsAndAppendToLists() throws IOException {
        PatternResult p = FixtureVariants.verify("good/online-shop.md", "AP-101",
                "  - `orderCount` (number, 0..100000) - orders placed so far\n",
                "  - `orderCount` (number, 0..100000) - orders placed so far\n  - `tags` (string set, optional)\n"
                        + "  - `scores` (number set, optional)\n  - `history` (list, optional)\n",
                REGISTER, "| AP-101 | Tag customer | UpdateItem | 1. Update Customer (ADD tags :t, scores :s "
                        + "SET history = list_append(history, :h) DELETE tags :old) | attribute_exists(pk) |");
        assertThat(p.status()).as(p.toString()).isEqualTo(Status.PASSED);
        assertThat(caseNames(p)).containsExactly("write, then read it back", "on a missing item it is rejected");
    }
}

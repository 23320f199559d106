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
}

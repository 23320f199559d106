package io.github.dynamodesign.design;

import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class KeyConditionMatcherTest {

    private static final String DESIGN = """
            ## Table Configuration
            | Property | Value |
            |---|---|
            | Table Name | T |
            | Partition Key | `PK` (S) |
            | Sort Key | `SK` (S) |

            ## Global Secondary Indexes
            | GSI Name | Partition Key | Sort Key | Projection |
            |---|---|---|---|
            | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL |

            ## Entity Key Design
            ### Customer
            - **PK**: `CUSTOMER#<customerId>`
            - **SK**: `PROFILE`
            - **Attributes**:
              - `customerId` (string)
            ### Order
            - **PK**: `CUSTOMER#<customerId>`
            - **SK**: `ORDER#<placedAt>#<orderId>`
            - **GSI1PK**: `ORDER#<orderId>`
            - **GSI1SK**: `<status>`
            - **Attributes**:
              - `customerId` (string)
              - `orderId` (string)
              - `placedAt` (string, iso-8601)
              - `status` (string, one of: OPEN|SHIPPED)
            ### OrderNote
            - **PK**: `CUSTOMER#<customerId>`
            - **SK**: `ORDERNOTE#<noteId>`
            - **Attributes**:
              - `customerId` (string)
              - `noteId` (string)
            ### Address
            - **PK**: `CUSTOMER#<customerId>`
            - **SK**: `ADDRESS#<addressId>`
            - **Attributes**:
              - `customerId` (string)
              - `addressId` (string)
            ### Session
            - **PK**: `CUSTOMER#<customerId>#SESSION`
            - **SK**: `<sessionId>`
            - **Attributes**:
              - `customerId` (string)
              - `sessionId` (string)

            ## Access Pattern Mapping
            ### Reads
            | AP ID | Operation | Table/GSI | PK | SK Condition | SK Value |
            |---|---|---|---|---|---|
            | AP-1 | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` |
            | AP-2 | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER` |
            | AP-3 | Query | Table | `CUSTOMER#<customerId>` | - | |
            | AP-4 | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | `ORDER#<from>` AND `ORDER#<to>~` |
            | AP-5 | Query | Table | `CUSTOMER#<customerId>` | < | `ORDER#<to>` |
            | AP-6 | Query | GSI1 | `ORDER#<orderId>` | = | `OPEN` |
            | AP-7 | Query | GSI1 | `ORDER#<orderId>` | = | `CLOSED` |
            | AP-8 | GetItem | Table | `CUSTOMER#<customerId>` | = | `PROFILE` |
            """;

    private final Design design = MarkdownDesignReader.read("t.md", DESIGN);
    private final KeyConditionMatcher matcher = new KeyConditionMatcher(design);

    private String types(String patternId) {
        return String.join(",", matcher.inferredTypes(design.read(patternId).orElseThrow()).stream().map(Entity::name).toList());
    }

    @Test
    void theDesignReadsCleanly() {
        assertThat(design.diagnostics()).isEmpty();
    }

    @Test
    void beginsWithMatchesByPrefixAtTheTemplateLevel() {
        assertThat(types("AP-1")).isEqualTo("Order");
        assertThat(types("AP-2")).as("ORDER without the separator also reaches ORDERNOTE#").isEqualTo("Order,OrderNote");
    }

    @Test
    void partitionKeyEqualityUnifiesUnderTheSeparatorAssumption() {
        assertThat(types("AP-3")).as("CUSTOMER#<id> never equals CUSTOMER#<id>#SESSION").isEqualTo("Customer,Order,OrderNote,Address");
    }

    @Test
    void rangeConditionsCompareLiteralTextUpToTheFirstPlaceholder() {
        assertThat(types("AP-4")).isEqualTo("Order");
        ReadPattern lessThan = design.read("AP-5").orElseThrow();
        assertThat(types("AP-5")).isEqualTo("Order");
        assertThat(matcher.match(lessThan, design.entity("Customer").orElseThrow()))
                .as("PROFILE sorts after ORDER#: never below the bound").isEqualTo(KeyConditionMatcher.Match.NONE);
    }

    @Test
    void aRangeCanReachATypeItDoesNotIntend() {
        ReadPattern below = design.read("AP-5").orElseThrow();
        assertThat(matcher.match(below, design.entity("Address").orElseThrow()))
                .as("ADDRESS#... sorts below ORDER#<to>: DynamoDB returns it").isEqualTo(KeyConditionMatcher.Match.REACHED);
        ReadPattern between = design.read("AP-4").orElseThrow();
        assertThat(matcher.match(between, design.entity("OrderNote").orElseThrow()))
                .as("ORDERNOTE# sorts above every ORDER#<to>~").isEqualTo(KeyConditionMatcher.Match.NONE);
        assertThat(matcher.match(between, design.entity("Address").orElseThrow()))
                .as("ADDRESS# sorts below every ORDER#<from>").isEqualTo(KeyConditionMatcher.Match.NONE);
    }

    @Test
    void enumValuesAreAFiniteLanguage() {
        assertThat(types("AP-6")).isEqualTo("Order");
        assertThat(types("AP-7")).as("CLOSED is not one of OPEN|SHIPPED").isEmpty();
    }

    @Test
    void entitiesWithoutTheIndexKeysAreNotInTheIndex() {
        ReadPattern onIndex = design.read("AP-6").orElseThrow();
        assertThat(matcher.match(onIndex, design.entity("Customer").orElseThrow()))
                .isEqualTo(KeyConditionMatcher.Match.NOT_IN_INDEX);
    }

    @Test
    void collisionsAreFoundWithAnExampleKey() {
        Entity order = design.entity("Order").orElseThrow();
        Entity note = design.entity("OrderNote").orElseThrow();
        Entity customer = design.entity("Customer").orElseThrow();
        KeyTemplate sameAsOrder = KeyTemplate.parse("ORDER#<noteId>#<noteId>");
        assertThat(matcher.sharedKey(order, order.key("SK").orElseThrow().template(), note, sameAsOrder))
                .hasValueSatisfying(k -> assertThat(k).startsWith("ORDER#"));
        assertThat(matcher.canCollide(order, order.key("SK").orElseThrow().template(), note, note.key("SK").orElseThrow().template()))
                .isFalse();
        assertThat(matcher.canCollide(customer, customer.key("PK").orElseThrow().template(),
                design.entity("Session").orElseThrow(), design.entity("Session").orElseThrow().key("PK").orElseThrow().template()))
                .isFalse();
    }

    @Test
    void utf8OrderIsByteOrder() {
        assertThat(KeyConditionMatcher.compareUtf8("a", "é")).isNegative();
        assertThat(KeyConditionMatcher.compareUtf8("Z", "a")).isNegative();
        assertThat(KeyConditionMatcher.compareUtf8("\uFFFF", "\uD83D\uDE00")).as("UTF-16 would say otherwise").isNegative();
    }
}

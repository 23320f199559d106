package io.github.dynamodesign.verify.read;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Key conditions compare by meaning: names and values resolved, parentheses and case of keywords aside. */
class KeyConditionsTest {

    private static final AttributeValue PK = AttributeValue.fromS("CUSTOMER#c1");
    private static final AttributeValue FROM = AttributeValue.fromS("ORDER#2026-01-01");
    private static final AttributeValue TO = AttributeValue.fromS("ORDER#2026-02-01~");

    @Test
    void expressionWithNamesAndBetween() {
        QueryRequest q = QueryRequest.builder().keyConditionExpression("(#p = :p) and #s between :a AND :b")
                .expressionAttributeNames(Map.of("#p", "pk", "#s", "sk"))
                .expressionAttributeValues(Map.of(":p", PK, ":a", FROM, ":b", TO)).build();
        assertThat(KeyConditions.of(q)).contains(Map.of("pk", new KeyConditions.Clause("=", List.of(PK)),
                "sk", new KeyConditions.Clause("BETWEEN", List.of(FROM, TO))));
    }

    @Test
    void beginsWithAndPlainNames() {
        QueryRequest q = QueryRequest.builder().keyConditionExpression("pk = :p AND begins_with ( sk , :prefix )")
                .expressionAttributeValues(Map.of(":p", PK, ":prefix", FROM)).build();
        assertThat(KeyConditions.of(q).orElseThrow().get("sk")).isEqualTo(new KeyConditions.Clause("begins_with", List.of(FROM)));
    }

    @Test
    void legacyKeyConditions() {
        QueryRequest q = QueryRequest.builder().keyConditions(Map.of("pk", Condition.builder().comparisonOperator(ComparisonOperator.EQ)
                .attributeValueList(PK).build())).build();
        assertThat(KeyConditions.of(q)).contains(Map.of("pk", new KeyConditions.Clause("=", List.of(PK))));
    }

    @Test
    void unreadableIsEmptyNotWrong() {
        QueryRequest q = QueryRequest.builder().keyConditionExpression("pk = :p AND").expressionAttributeValues(Map.of(":p", PK)).build();
        assertThat(KeyConditions.of(q)).isEmpty();
        QueryRequest unknownValue = QueryRequest.builder().keyConditionExpression("pk = :missing").build();
        assertThat(KeyConditions.of(unknownValue)).isEmpty();
    }
}

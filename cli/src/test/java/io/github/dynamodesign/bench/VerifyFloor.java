package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.verify.LocalDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The floor of a verification, as a cold process: read the design, start DynamoDB Local in-process, create its table and
 * GSIs, write as many items as a verification seeds (10 per entity and key) and send one query per case (3 per read
 * pattern), with the plain SDK and nothing else. {@code ./benchmark startup} compares {@code verify} with it.
 */
public final class VerifyFloor {

    private VerifyFloor() {
    }

    public static void main(String[] args) {
        Design design = MarkdownDesignReader.read(Path.of(args[0]));
        try (LocalDynamoDb local = LocalDynamoDb.start()) {
            DynamoDbClient client = local.client();
            String table = "floor";
            Map<String, AttributeDefinition> definitions = new LinkedHashMap<>();
            design.allKeyAttributes().forEach(k -> definitions.putIfAbsent(k.name(), AttributeDefinition.builder().attributeName(k.name())
                    .attributeType(k.type().name()).build()));
            List<KeySchemaElement> keys = new ArrayList<>(List.of(KeySchemaElement.builder().attributeName(design.table().partitionKey().name())
                    .keyType(KeyType.HASH).build()));
            if (design.table().sortKey() != null) {
                keys.add(KeySchemaElement.builder().attributeName(design.table().sortKey().name()).keyType(KeyType.RANGE).build());
            }
            List<GlobalSecondaryIndex> gsis = new ArrayList<>();
            for (SecondaryIndex i : design.indexes()) {
                List<KeySchemaElement> k = new ArrayList<>();
                i.partitionKey().forEach(a -> k.add(KeySchemaElement.builder().attributeName(a.name()).keyType(KeyType.HASH).build()));
                i.sortKey().forEach(a -> k.add(KeySchemaElement.builder().attributeName(a.name()).keyType(KeyType.RANGE).build()));
                gsis.add(GlobalSecondaryIndex.builder().indexName(i.name()).keySchema(k)
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build());
            }
            client.createTable(b -> b.tableName(table).attributeDefinitions(definitions.values()).keySchema(keys)
                    .billingMode(BillingMode.PAY_PER_REQUEST).globalSecondaryIndexes(gsis.isEmpty() ? null : gsis));
            List<WriteRequest> puts = new ArrayList<>();
            for (int e = 0; e < design.entities().size(); e++) {
                for (int i = 0; i < 10; i++) {
                    Map<String, AttributeValue> item = new HashMap<>();
                    for (KeyAttribute k : design.allKeyAttributes()) {
                        item.put(k.name(), k.type().name().equals("N") ? AttributeValue.fromN(String.valueOf(puts.size()))
                                : AttributeValue.fromS("E" + e + "#" + i));
                    }
                    puts.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
                }
            }
            for (int from = 0; from < puts.size(); from += 25) {
                List<WriteRequest> batch = puts.subList(from, Math.min(puts.size(), from + 25));
                client.batchWriteItem(b -> b.requestItems(Map.of(table, batch)));
            }
            int n = puts.size();
            String pk = design.table().partitionKey().name();
            for (int q = 0; q < design.reads().size() * 3; q++) {
                String value = "E" + (q % Math.max(1, design.entities().size())) + "#" + (q % 10);
                client.query(b -> b.tableName(table).keyConditionExpression("#k = :v").expressionAttributeNames(Map.of("#k", pk))
                        .expressionAttributeValues(Map.of(":v", AttributeValue.fromS(value))));
            }
            System.out.println("floor: " + n + " items, " + design.reads().size() * 3 + " queries");
        }
    }
}

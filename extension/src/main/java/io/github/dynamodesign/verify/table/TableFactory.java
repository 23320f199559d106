package io.github.dynamodesign.verify.table;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.SecondaryIndex;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** Creates the design's table in DynamoDB: key schema, GSIs (multi-attribute keys included), LSIs, TTL. */
public final class TableFactory {

    private static final AtomicLong COUNTER = new AtomicLong();

    private TableFactory() {
    }

    /** A table name unique in this JVM: the design's table name, sanitised, and a counter. */
    public static String uniqueName(Design design) {
        String base = design.table().name().replaceAll("[^a-zA-Z0-9_.-]", "_");
        if (base.length() > 200) {
            base = base.substring(0, 200);
        }
        return base + "-" + ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet();
    }

    public static void create(DynamoDbClient client, Design design, String tableName) {
        Map<String, AttributeDefinition> definitions = new LinkedHashMap<>();
        for (KeyAttribute k : design.allKeyAttributes()) {
            definitions.putIfAbsent(k.name(), AttributeDefinition.builder().attributeName(k.name())
                    .attributeType(k.type().name()).build());
        }
        List<KeySchemaElement> tableKeys = new ArrayList<>();
        tableKeys.add(hash(design.table().partitionKey()));
        if (design.table().sortKey() != null) {
            tableKeys.add(range(design.table().sortKey()));
        }
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        for (SecondaryIndex index : design.indexes()) {
            List<KeySchemaElement> keys = new ArrayList<>();
            index.partitionKey().forEach(k -> keys.add(hash(k)));
            index.sortKey().forEach(k -> keys.add(range(k)));
            if (index.kind() == IndexKind.GSI) {
                gsis.add(GlobalSecondaryIndex.builder().indexName(index.name()).keySchema(keys)
                        .projection(projection(index)).build());
            } else {
                lsis.add(LocalSecondaryIndex.builder().indexName(index.name()).keySchema(keys)
                        .projection(projection(index)).build());
            }
        }
        CreateTableRequest.Builder request = CreateTableRequest.builder().tableName(tableName)
                .attributeDefinitions(definitions.values()).keySchema(tableKeys).billingMode(BillingMode.PAY_PER_REQUEST);
        if (!gsis.isEmpty()) {
            request.globalSecondaryIndexes(gsis);
        }
        if (!lsis.isEmpty()) {
            request.localSecondaryIndexes(lsis);
        }
        client.createTable(request.build());
        if (design.table().ttlAttribute() != null) {
            client.updateTimeToLive(UpdateTimeToLiveRequest.builder().tableName(tableName)
                    .timeToLiveSpecification(TimeToLiveSpecification.builder().enabled(true)
                            .attributeName(design.table().ttlAttribute()).build()).build());
        }
    }

    private static KeySchemaElement hash(KeyAttribute k) {
        return KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.HASH).build();
    }

    private static KeySchemaElement range(KeyAttribute k) {
        return KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.RANGE).build();
    }

    private static Projection projection(SecondaryIndex index) {
        return switch (index.projection().type()) {
            case ALL -> Projection.builder().projectionType(ProjectionType.ALL).build();
            case KEYS_ONLY -> Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build();
            case INCLUDE -> Projection.builder().projectionType(ProjectionType.INCLUDE)
                    .nonKeyAttributes(index.projection().attributes()).build();
        };
    }
}

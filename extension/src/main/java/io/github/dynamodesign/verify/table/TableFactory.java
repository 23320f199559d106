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
import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/** Creates the design's table in DynamoDB: key schema, GSIs (multi-attribute keys included), LSIs, TTL. */
public final class TableFactory {

    private static final AtomicLong COUNTER = new AtomicLong();

    private TableFactory() {
    }

    /** The prefix of every table dynamo-design creates: recognisable in any account, never a user's own table. */
    public static final String PREFIX = "dynamo-design-";

    /** How long a new table may take to become ACTIVE (real DynamoDB creates tables asynchronously). */
    static final Duration ACTIVE_TIMEOUT = Duration.ofMinutes(5);

    private static final String RUN = Long.toHexString(new java.security.SecureRandom().nextLong() & 0xffffffL);

    /**
     * A table name unique to this run, recognisable by its prefix: {@code dynamo-design-OnlineShop-3fa2c1-7} (the design's
     * table name sanitised, a random token of this JVM, a counter).
     */
    public static String uniqueName(Design design) {
        String base = design.table().name().replaceAll("[^a-zA-Z0-9_.-]", "_");
        if (base.length() > 200) {
            base = base.substring(0, 200);
        }
        return PREFIX + base + "-" + RUN + "-" + COUNTER.incrementAndGet();
    }

    /** Deletes a table this run created (and forgets it); one that is gone already is no problem. */
    public static void delete(DynamoDbClient client, String tableName) {
        try {
            client.deleteTable(DeleteTableRequest.builder().tableName(tableName).build());
        } catch (ResourceNotFoundException gone) {
            // nothing to clean up
        }
        OwnTables.deleted(client, tableName);
    }

    /**
     * Creates the table and waits until it and its indexes are ACTIVE. A table of that name that exists already is
     * refused, never used.
     *
     * @throws DynamoDbException when DynamoDB rejects the table, the name is taken, or it does not become ACTIVE in time
     */
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
        try {
            client.createTable(request.build());
        } catch (ResourceInUseException taken) {
            throw (DynamoDbException) DynamoDbException.builder().message("a table named " + tableName + " exists already: dynamo-design "
                    + "only uses tables it creates itself, and leaves that one alone").cause(taken).build();
        }
        OwnTables.created(client, tableName);
        awaitActive(client, tableName);
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

    /** Polls until the table and its GSIs are ACTIVE; after a few seconds, says on standard error that it is waiting. */
    private static void awaitActive(DynamoDbClient client, String tableName) {
        long start = System.nanoTime();
        long said = 0;
        long pause = 50;
        while (true) {
            TableDescription t = client.describeTable(DescribeTableRequest.builder().tableName(tableName).build()).table();
            boolean indexesActive = !t.hasGlobalSecondaryIndexes()
                    || t.globalSecondaryIndexes().stream().allMatch(g -> g.indexStatus() == null || g.indexStatus() == IndexStatus.ACTIVE);
            if (t.tableStatus() == TableStatus.ACTIVE && indexesActive) {
                return;
            }
            long waited = (System.nanoTime() - start) / 1_000_000_000L;
            if (waited >= ACTIVE_TIMEOUT.toSeconds()) {
                throw (DynamoDbException) DynamoDbException.builder().message("table " + tableName + " is still " + t.tableStatus()
                        + " after " + waited + " s: it is left for the end of the run to delete").build();
            }
            if (waited >= 3 && waited - said >= 10) {
                said = waited;
                System.err.println("dynamo-design: waiting for table " + tableName + " to become ACTIVE (" + waited + " s)");
            }
            try {
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw (DynamoDbException) DynamoDbException.builder().message("interrupted while table " + tableName + " was being created").build();
            }
            pause = Math.min(2000, pause * 2);
        }
    }
}

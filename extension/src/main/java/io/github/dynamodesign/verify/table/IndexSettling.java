package io.github.dynamodesign.verify.table;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.SecondaryIndex;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

import java.time.Duration;
import java.util.Collection;
import java.util.Map;

/**
 * GSIs are eventually consistent on DynamoDB: an item written a moment ago may not be in them yet. Before any pattern
 * runs, this waits until every GSI holds as many items as were seeded with its keys, so that a pattern's miss is the
 * design's and not the propagation's. On DynamoDB Local the first count already matches.
 */
public final class IndexSettling {

    static final Duration TIMEOUT = Duration.ofSeconds(60);

    private IndexSettling() {
    }

    /** @param items the items written to the table */
    public static void await(DynamoDbClient client, Design design, String table, Collection<Map<String, AttributeValue>> items) {
        for (SecondaryIndex index : design.indexes()) {
            if (index.kind() != IndexKind.GSI) {
                continue;
            }
            long expected = items.stream().filter(i -> index.keyAttributes().stream().map(KeyAttribute::name).allMatch(i::containsKey)).count();
            long start = System.nanoTime();
            long said = 0;
            while (count(client, table, index.name()) < expected) {
                long waited = (System.nanoTime() - start) / 1_000_000_000L;
                if (waited >= TIMEOUT.toSeconds()) {
                    return;
                }
                if (waited >= 3 && waited - said >= 10) {
                    said = waited;
                    System.err.println("dynamo-design: waiting for index " + index.name() + " of " + table + " to hold the seeded items (" + waited + " s)");
                }
                try {
                    Thread.sleep(250);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private static long count(DynamoDbClient client, String table, String index) {
        long count = 0;
        Map<String, AttributeValue> start = null;
        do {
            ScanResponse page = client.scan(ScanRequest.builder().tableName(table).indexName(index).select(Select.COUNT).exclusiveStartKey(start).build());
            count += page.count();
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return count;
    }
}

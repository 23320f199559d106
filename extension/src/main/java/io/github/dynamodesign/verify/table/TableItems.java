package io.github.dynamodesign.verify.table;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Every item of a (small, test) table, read with a paginated Scan. */
public final class TableItems {

    private TableItems() {
    }

    public static List<Map<String, AttributeValue>> scan(DynamoDbClient client, String table) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            ScanResponse page = client.scan(ScanRequest.builder().tableName(table).exclusiveStartKey(start).build());
            items.addAll(page.items());
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }
}

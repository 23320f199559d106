package example.shop.archbugs;

import example.shop.Customer;
import io.github.dynamodesign.annotations.AccessPattern;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.List;
import java.util.Map;

/** Code that breaks each of the design's ArchUnit rules once. */
final class BrokenRules {

    private BrokenRules() {
    }

    /** A read pattern that writes (through a helper), a pattern id the design does not have, and AP-001 twice. */
    static class Repository {
        private final DynamoDbClient dynamo;

        Repository(DynamoDbClient dynamo) {
            this.dynamo = dynamo;
        }

        @AccessPattern("AP-001")
        public Customer customer(String customerId) {
            Map<String, AttributeValue> item = dynamo.getItem(r -> r.tableName("Shop").key(Map.of())).item();
            touch(customerId);
            return new Customer(item.get("customerId").s(), null, null);
        }

        @AccessPattern("AP-001")
        public Customer customerAgain(String customerId) {
            return customer(customerId);
        }

        @AccessPattern("AP-999")
        public void archive(String customerId) {
        }

        @AccessPattern("AP-101")
        public void register(Customer c) {
            dynamo.query(r -> r.tableName("Shop"));
            dynamo.putItem(r -> r.tableName("Shop"));
        }

        private void touch(String customerId) {
            dynamo.updateItem(r -> r.tableName("Shop").key(Map.of("pk", AttributeValue.fromS(customerId))));
        }
    }

    /** A service that reads DynamoDB on its own, with a Scan the design does not have. */
    static class ReportService {
        private final DynamoDbClient dynamo;

        ReportService(DynamoDbClient dynamo) {
            this.dynamo = dynamo;
        }

        List<Map<String, AttributeValue>> everything() {
            return dynamo.scan(r -> r.tableName("Shop")).items();
        }
    }
}

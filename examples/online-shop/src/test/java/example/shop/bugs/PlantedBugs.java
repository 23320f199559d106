package example.shop.bugs;

import example.shop.Customer;
import example.shop.Order;
import example.shop.Review;
import example.shop.CustomerWithOrders;
import example.shop.Keys;
import example.shop.sdk.SdkShopRepository;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Variants of {@link SdkShopRepository} with one bug each, as they happen in real repositories. Each overrides one
 * method; the override implements the same access pattern (the annotation is found on the overridden method).
 */
final class PlantedBugs {

    private PlantedBugs() {
    }

    /** AP-004 reads the first page of the customer's partition only: LastEvaluatedKey is never followed. */
    static class ForgottenPagination extends SdkShopRepository {
        ForgottenPagination(DynamoDbClient dynamo, String table) {
            super(dynamo, table);
        }

        @Override
        public CustomerWithOrders customerWithOrders(String customerId) {
            List<Order> orders = new ArrayList<>();
            Optional<Customer> customer = Optional.empty();
            for (Map<String, AttributeValue> item : dynamo.query(r -> r.tableName(table).keyConditionExpression("pk = :pk")
                    .expressionAttributeValues(Map.of(":pk", s(Keys.customer(customerId))))).items()) {
                if ("PROFILE".equals(item.get("sk").s())) {
                    customer = Optional.of(toCustomer(item));
                } else {
                    orders.add(toOrder(item));
                }
            }
            return new CustomerWithOrders(customer, orders);
        }
    }

    /** AP-005 queries GSI1, where the design keeps waiting orders in GSI2. */
    static class WrongIndex extends SdkShopRepository {
        WrongIndex(DynamoDbClient dynamo, String table) {
            super(dynamo, table);
        }

        @Override
        public List<Order> ordersWaitingIn(String warehouseId) {
            return dynamo.queryPaginator(r -> r.tableName(table).indexName("GSI1").keyConditionExpression("GSI1PK = :w")
                    .expressionAttributeValues(Map.of(":w", s(Keys.warehouse(warehouseId))))).items().stream().map(SdkShopRepository::toOrder).toList();
        }
    }

    /** AP-003 forgets ScanIndexForward=false: the oldest ten orders, not the latest. */
    static class FlippedOrder extends SdkShopRepository {
        FlippedOrder(DynamoDbClient dynamo, String table) {
            super(dynamo, table);
        }

        @Override
        public List<Order> latestOrders(String customerId) {
            return dynamo.query(r -> r.tableName(table).keyConditionExpression("pk = :pk AND begins_with(sk, :orders)")
                            .expressionAttributeValues(Map.of(":pk", s(Keys.customer(customerId)), ":orders", s("ORDER#"))).limit(10))
                    .items().stream().map(SdkShopRepository::toOrder).toList();
        }
    }

    /** AP-006 builds {@code REVIEW#<customerId>} without the closing separator: customer c1 also gets c10's reviews. */
    static class PrefixWithoutSeparator extends SdkShopRepository {
        PrefixWithoutSeparator(DynamoDbClient dynamo, String table) {
            super(dynamo, table);
        }

        @Override
        public List<Review> reviewsBy(String productId, String customerId) {
            return dynamo.queryPaginator(r -> r.tableName(table).keyConditionExpression("pk = :pk AND begins_with(sk, :prefix)")
                            .expressionAttributeValues(Map.of(":pk", s(Keys.product(productId)), ":prefix", s("REVIEW#" + customerId))))
                    .items().stream().map(SdkShopRepository::toReview).toList();
        }
    }

    /** AP-102 writes the order without GSI2PK and GSI2SK: AP-005 never sees it waiting. */
    static class GsiAttributeNotWritten extends SdkShopRepository {
        GsiAttributeNotWritten(DynamoDbClient dynamo, String table) {
            super(dynamo, table);
        }

        @Override
        public void placeOrder(Order o) {
            Map<String, AttributeValue> item = new java.util.HashMap<>(orderItem(o));
            item.remove("GSI2PK");
            item.remove("GSI2SK");
            dynamo.putItem(r -> r.tableName(table).item(item).conditionExpression("attribute_not_exists(pk)"));
        }
    }

    /** AP-002 scans the table with a filter, where the design queries GSI1. */
    static class ScanForEmail extends SdkShopRepository {
        ScanForEmail(DynamoDbClient dynamo, String table) {
            super(dynamo, table);
        }

        @Override
        public List<Customer> customersByEmail(String email) {
            ScanRequest scan = ScanRequest.builder().tableName(table).filterExpression("GSI1PK = :email")
                    .expressionAttributeValues(Map.of(":email", s(Keys.email(email)))).build();
            return dynamo.scanPaginator(scan).items().stream().map(SdkShopRepository::toCustomer).toList();
        }
    }
}

package example.shop.sdk;

import example.shop.Customer;
import example.shop.CustomerWithOrders;
import example.shop.Keys;
import example.shop.Order;
import example.shop.OrderStatus;
import example.shop.Review;
import io.github.dynamodesign.annotations.AccessPattern;
import io.github.dynamodesign.annotations.Input;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The shop's data access with the plain AWS SDK client: one method per access pattern of the design. */
public class SdkShopRepository {

    protected final DynamoDbClient dynamo;
    protected final String table;

    public SdkShopRepository(DynamoDbClient dynamo, String table) {
        this.dynamo = dynamo;
        this.table = table;
    }

    @AccessPattern("AP-001")
    public Optional<Customer> customer(String customerId) {
        GetItemResponse response = dynamo.getItem(r -> r.tableName(table)
                .key(Map.of("pk", s(Keys.customer(customerId)), "sk", s("PROFILE"))));
        return response.hasItem() && !response.item().isEmpty() ? Optional.of(toCustomer(response.item())) : Optional.empty();
    }

    /** Customers whose e-mail is this one but for case: the design does not make e-mails unique, so every one of them. */
    @AccessPattern("AP-002")
    public List<Customer> customersByEmail(String email) {
        QueryRequest request = QueryRequest.builder().tableName(table).indexName("GSI1")
                .keyConditionExpression("GSI1PK = :email AND GSI1SK = :customer")
                .expressionAttributeValues(Map.of(":email", s(Keys.email(email)), ":customer", s("CUSTOMER"))).build();
        return dynamo.queryPaginator(request).items().stream().map(SdkShopRepository::toCustomer).toList();
    }

    @AccessPattern("AP-003")
    public List<Order> latestOrders(String customerId) {
        return dynamo.query(r -> r.tableName(table)
                        .keyConditionExpression("pk = :pk AND begins_with(sk, :orders)")
                        .expressionAttributeValues(Map.of(":pk", s(Keys.customer(customerId)), ":orders", s("ORDER#")))
                        .scanIndexForward(false)
                        .limit(10))
                .items().stream().map(SdkShopRepository::toOrder).toList();
    }

    @AccessPattern("AP-004")
    public CustomerWithOrders customerWithOrders(String customerId) {
        Optional<Customer> customer = Optional.empty();
        List<Order> orders = new ArrayList<>();
        QueryRequest request = QueryRequest.builder().tableName(table).keyConditionExpression("pk = :pk")
                .expressionAttributeValues(Map.of(":pk", s(Keys.customer(customerId)))).build();
        for (Map<String, AttributeValue> item : dynamo.queryPaginator(request).items()) {
            if ("PROFILE".equals(item.get("sk").s())) {
                customer = Optional.of(toCustomer(item));
            } else {
                orders.add(toOrder(item));
            }
        }
        return new CustomerWithOrders(customer, orders);
    }

    @AccessPattern("AP-005")
    public List<Order> ordersWaitingIn(String warehouseId) {
        QueryRequest request = QueryRequest.builder().tableName(table).indexName("GSI2").keyConditionExpression("GSI2PK = :w")
                .expressionAttributeValues(Map.of(":w", s(Keys.warehouse(warehouseId)))).build();
        return dynamo.queryPaginator(request).items().stream().map(SdkShopRepository::toOrder).toList();
    }

    /** A customer's reviews of a product; {@code @Input} names the input where the parameter's name differs. */
    @AccessPattern("AP-006")
    public List<Review> reviewsBy(String productId, @Input("customerId") String author) {
        QueryRequest request = QueryRequest.builder().tableName(table)
                .keyConditionExpression("pk = :pk AND begins_with(sk, :prefix)")
                .expressionAttributeValues(Map.of(":pk", s(Keys.product(productId)), ":prefix", s(Keys.reviewsBy(author)))).build();
        return dynamo.queryPaginator(request).items().stream().map(SdkShopRepository::toReview).toList();
    }

    @AccessPattern("AP-101")
    public void register(Customer c) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", s(Keys.customer(c.customerId())));
        item.put("sk", s("PROFILE"));
        item.put("GSI1PK", s(Keys.email(c.email())));
        item.put("GSI1SK", s("CUSTOMER"));
        item.put("customerId", s(c.customerId()));
        item.put("email", s(c.email()));
        item.put("name", s(c.name()));
        item.put("entityType", s("Customer"));
        dynamo.putItem(r -> r.tableName(table).item(item).conditionExpression("attribute_not_exists(pk)"));
    }

    @AccessPattern("AP-102")
    public void placeOrder(Order o) {
        dynamo.putItem(r -> r.tableName(table).item(orderItem(o)).conditionExpression("attribute_not_exists(pk)"));
    }

    @AccessPattern("AP-103")
    public void shipOrder(String customerId, Instant placedAt, String orderId) {
        dynamo.updateItem(r -> r.tableName(table)
                .key(Map.of("pk", s(Keys.customer(customerId)), "sk", s(Keys.orderSort(placedAt, orderId))))
                .updateExpression("SET #status = :shipped REMOVE warehouseId, GSI2PK, GSI2SK")
                .conditionExpression("attribute_exists(pk)")
                .expressionAttributeNames(Map.of("#status", "status"))
                .expressionAttributeValues(Map.of(":shipped", s(OrderStatus.SHIPPED.name()))));
    }

    @AccessPattern("AP-104")
    public void review(Review review) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", s(Keys.product(review.productId())));
        item.put("sk", s("REVIEW#" + review.customerId() + "#" + review.reviewId()));
        item.put("productId", s(review.productId()));
        item.put("customerId", s(review.customerId()));
        item.put("reviewId", s(review.reviewId()));
        item.put("rating", AttributeValue.fromN(Integer.toString(review.rating())));
        item.put("entityType", s("Review"));
        dynamo.putItem(r -> r.tableName(table).item(item).conditionExpression("attribute_not_exists(pk)"));
    }

    /** The item of an order, its GSI2 keys only while it waits in a warehouse (the index is sparse). */
    protected static Map<String, AttributeValue> orderItem(Order o) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", s(Keys.customer(o.customerId())));
        item.put("sk", s(Keys.orderSort(o.placedAt(), o.orderId())));
        if (o.warehouseId() != null) {
            item.put("GSI2PK", s(Keys.warehouse(o.warehouseId())));
            item.put("GSI2SK", s(o.placedAt() + "#" + o.orderId()));
            item.put("warehouseId", s(o.warehouseId()));
        }
        item.put("orderId", s(o.orderId()));
        item.put("customerId", s(o.customerId()));
        item.put("placedAt", s(o.placedAt().toString()));
        item.put("total", AttributeValue.fromN(Long.toString(o.total())));
        item.put("status", s(o.status().name()));
        item.put("entityType", s("Order"));
        return item;
    }

    protected static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    protected static Customer toCustomer(Map<String, AttributeValue> item) {
        return new Customer(text(item, "customerId"), text(item, "email"), text(item, "name"));
    }

    protected static Order toOrder(Map<String, AttributeValue> item) {
        return new Order(text(item, "orderId"), text(item, "customerId"), Instant.parse(text(item, "placedAt")),
                Long.parseLong(item.get("total").n()), OrderStatus.valueOf(text(item, "status")), text(item, "warehouseId"));
    }

    protected static Review toReview(Map<String, AttributeValue> item) {
        return new Review(text(item, "productId"), text(item, "customerId"), text(item, "reviewId"), Integer.parseInt(item.get("rating").n()));
    }

    private static String text(Map<String, AttributeValue> item, String name) {
        AttributeValue v = item.get(name);
        return v == null ? null : v.s();
    }
}

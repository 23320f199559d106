package example.shop.enhanced;

import example.shop.Customer;
import example.shop.CustomerWithOrders;
import example.shop.Keys;
import example.shop.Order;
import example.shop.OrderStatus;
import example.shop.Review;
import io.github.dynamodesign.annotations.AccessPattern;
import software.amazon.awssdk.enhanced.dynamodb.AttributeConverterProvider;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Expression;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableMetadata;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.document.EnhancedDocument;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;
import software.amazon.awssdk.enhanced.dynamodb.model.PutItemEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.UpdateItemEnhancedRequest;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The shop's data access with the Enhanced Client: one table of documents (the single-table design's items differ by
 * entity), the design's GSIs declared on its schema.
 */
public class EnhancedShopRepository {

    private static final Expression NEW = Expression.builder().expression("attribute_not_exists(pk)").build();

    private final DynamoDbTable<EnhancedDocument> table;

    public EnhancedShopRepository(DynamoDbEnhancedClient enhanced, String tableName) {
        this.table = enhanced.table(tableName, TableSchema.documentSchemaBuilder()
                .addIndexPartitionKey(TableMetadata.primaryIndexName(), "pk", AttributeValueType.S)
                .addIndexSortKey(TableMetadata.primaryIndexName(), "sk", AttributeValueType.S)
                .addIndexPartitionKey("GSI1", "GSI1PK", AttributeValueType.S)
                .addIndexSortKey("GSI1", "GSI1SK", AttributeValueType.S)
                .addIndexPartitionKey("GSI2", "GSI2PK", AttributeValueType.S)
                .addIndexSortKey("GSI2", "GSI2SK", AttributeValueType.S)
                .attributeConverterProviders(AttributeConverterProvider.defaultProvider())
                .build());
    }

    @AccessPattern("AP-001")
    public Optional<Customer> customer(String customerId) {
        return Optional.ofNullable(table.getItem(Key.builder().partitionValue(Keys.customer(customerId)).sortValue("PROFILE").build()))
                .map(EnhancedShopRepository::toCustomer);
    }

    /** Customers whose e-mail is this one but for case: the design does not make e-mails unique, so every one of them. */
    @AccessPattern("AP-002")
    public List<Customer> customersByEmail(String email) {
        return table.index("GSI1").query(QueryConditional.keyEqualTo(k -> k.partitionValue(Keys.email(email)).sortValue("CUSTOMER")))
                .stream().flatMap(p -> p.items().stream()).map(EnhancedShopRepository::toCustomer).toList();
    }

    /** The first page only: {@code items()} would read on past the Limit, page after page. */
    @AccessPattern("AP-003")
    public List<Order> latestOrders(String customerId) {
        QueryEnhancedRequest request = QueryEnhancedRequest.builder()
                .queryConditional(QueryConditional.sortBeginsWith(k -> k.partitionValue(Keys.customer(customerId)).sortValue("ORDER#")))
                .scanIndexForward(false).limit(10).build();
        return table.query(request).stream().findFirst().map(Page::items).orElse(List.of()).stream()
                .map(EnhancedShopRepository::toOrder).toList();
    }

    @AccessPattern("AP-004")
    public CustomerWithOrders customerWithOrders(String customerId) {
        Optional<Customer> customer = Optional.empty();
        List<Order> orders = new ArrayList<>();
        for (EnhancedDocument d : table.query(QueryConditional.keyEqualTo(k -> k.partitionValue(Keys.customer(customerId)))).items()) {
            if ("PROFILE".equals(d.getString("sk"))) {
                customer = Optional.of(toCustomer(d));
            } else {
                orders.add(toOrder(d));
            }
        }
        return new CustomerWithOrders(customer, orders);
    }

    @AccessPattern("AP-005")
    public List<Order> ordersWaitingIn(String warehouseId) {
        return table.index("GSI2").query(QueryConditional.keyEqualTo(k -> k.partitionValue(Keys.warehouse(warehouseId))))
                .stream().flatMap(p -> p.items().stream()).map(EnhancedShopRepository::toOrder).toList();
    }

    @AccessPattern("AP-006")
    public List<Review> reviewsBy(String productId, String customerId) {
        return table.query(QueryConditional.sortBeginsWith(k -> k.partitionValue(Keys.product(productId)).sortValue(Keys.reviewsBy(customerId))))
                .items().stream().map(EnhancedShopRepository::toReview).toList();
    }

    @AccessPattern("AP-101")
    public void register(Customer c) {
        put(EnhancedDocument.builder().attributeConverterProviders(AttributeConverterProvider.defaultProvider())
                .putString("pk", Keys.customer(c.customerId())).putString("sk", "PROFILE")
                .putString("GSI1PK", Keys.email(c.email())).putString("GSI1SK", "CUSTOMER")
                .putString("customerId", c.customerId()).putString("email", c.email()).putString("name", c.name())
                .putString("entityType", "Customer").build());
    }

    @AccessPattern("AP-102")
    public void placeOrder(Order o) {
        EnhancedDocument.Builder d = EnhancedDocument.builder().attributeConverterProviders(AttributeConverterProvider.defaultProvider())
                .putString("pk", Keys.customer(o.customerId())).putString("sk", Keys.orderSort(o.placedAt(), o.orderId()))
                .putString("orderId", o.orderId()).putString("customerId", o.customerId())
                .putString("placedAt", o.placedAt().toString()).putNumber("total", o.total())
                .putString("status", o.status().name()).putString("entityType", "Order");
        if (o.warehouseId() != null) {
            d.putString("warehouseId", o.warehouseId()).putString("GSI2PK", Keys.warehouse(o.warehouseId()))
                    .putString("GSI2SK", o.placedAt() + "#" + o.orderId());
        }
        put(d.build());
    }

    /** SET status, and REMOVE the sparse index's keys: null attributes of an update are removed. */
    @AccessPattern("AP-103")
    public void shipOrder(String customerId, Instant placedAt, String orderId) {
        EnhancedDocument change = EnhancedDocument.builder().attributeConverterProviders(AttributeConverterProvider.defaultProvider())
                .putString("pk", Keys.customer(customerId)).putString("sk", Keys.orderSort(placedAt, orderId))
                .putString("status", OrderStatus.SHIPPED.name())
                .putNull("warehouseId").putNull("GSI2PK").putNull("GSI2SK").build();
        table.updateItem(UpdateItemEnhancedRequest.builder(EnhancedDocument.class).item(change)
                .conditionExpression(Expression.builder().expression("attribute_exists(pk)").build()).build());
    }

    @AccessPattern("AP-104")
    public void review(Review r) {
        put(EnhancedDocument.builder().attributeConverterProviders(AttributeConverterProvider.defaultProvider())
                .putString("pk", Keys.product(r.productId())).putString("sk", "REVIEW#" + r.customerId() + "#" + r.reviewId())
                .putString("productId", r.productId()).putString("customerId", r.customerId()).putString("reviewId", r.reviewId())
                .putNumber("rating", r.rating()).putString("entityType", "Review").build());
    }

    private void put(EnhancedDocument item) {
        table.putItem(PutItemEnhancedRequest.builder(EnhancedDocument.class).item(item).conditionExpression(NEW).build());
    }

    private static Customer toCustomer(EnhancedDocument d) {
        return new Customer(d.getString("customerId"), d.getString("email"), d.getString("name"));
    }

    private static Order toOrder(EnhancedDocument d) {
        return new Order(d.getString("orderId"), d.getString("customerId"), Instant.parse(d.getString("placedAt")),
                d.getNumber("total").longValue(), OrderStatus.valueOf(d.getString("status")), d.getString("warehouseId"));
    }

    private static Review toReview(EnhancedDocument d) {
        return new Review(d.getString("productId"), d.getString("customerId"), d.getString("reviewId"), d.getNumber("rating").intValue());
    }
}

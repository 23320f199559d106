package example.shop;

import java.time.Instant;

/** An order; {@code warehouseId} is set while it waits for shipment. */
public record Order(String orderId, String customerId, Instant placedAt, long total, OrderStatus status, String warehouseId) {
}

package example.shop;

/** A customer's review of a product. */
public record Review(String productId, String customerId, String reviewId, int rating) {
}

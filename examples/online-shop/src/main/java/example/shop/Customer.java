package example.shop;

/** A registered customer. */
public record Customer(String customerId, String email, String name) {
}

package example.shop;

import java.util.List;
import java.util.Optional;

/** A customer's profile (when there is one) and all of their orders, oldest first. */
public record CustomerWithOrders(Optional<Customer> customer, List<Order> orders) {
}

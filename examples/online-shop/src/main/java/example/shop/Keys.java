package example.shop;

import java.time.Instant;
import java.util.Locale;

/** The design's key templates, written once for both repositories. */
public final class Keys {

    private Keys() {
    }

    public static String customer(String customerId) {
        return "CUSTOMER#" + customerId;
    }

    public static String email(String email) {
        return "EMAIL#" + email.toLowerCase(Locale.ROOT);
    }

    public static String orderSort(Instant placedAt, String orderId) {
        return "ORDER#" + placedAt + "#" + orderId;
    }

    public static String warehouse(String warehouseId) {
        return "WAREHOUSE#" + warehouseId;
    }

    public static String product(String productId) {
        return "PRODUCT#" + productId;
    }

    /** {@code REVIEW#<customerId>#}: the separator after the id keeps customer c1 from matching c10. */
    public static String reviewsBy(String customerId) {
        return "REVIEW#" + customerId + "#";
    }
}

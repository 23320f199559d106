package example.shop;

public enum OrderStatus {
    PENDING, SHIPPED
}

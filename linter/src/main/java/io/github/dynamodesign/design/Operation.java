package io.github.dynamodesign.design;

import java.util.Locale;
import java.util.Optional;

/** The DynamoDB operations an access pattern can name. */
public enum Operation {
    GET_ITEM("GetItem", true),
    QUERY("Query", true),
    SCAN("Scan", true),
    BATCH_GET_ITEM("BatchGetItem", true),
    TRANSACT_GET_ITEMS("TransactGetItems", true),
    PUT_ITEM("PutItem", false),
    UPDATE_ITEM("UpdateItem", false),
    DELETE_ITEM("DeleteItem", false),
    TRANSACT_WRITE_ITEMS("TransactWriteItems", false),
    BATCH_WRITE_ITEM("BatchWriteItem", false),
    /** No request: DynamoDB deletes the items itself when their TTL attribute has passed. */
    TTL_EXPIRY("TTL", false);

    private final String apiName;
    private final boolean read;

    Operation(String apiName, boolean read) {
        this.apiName = apiName;
        this.read = read;
    }

    public String apiName() {
        return apiName;
    }

    public boolean isRead() {
        return read;
    }

    /** Whether a request can be sent for it (everything but expiry by TTL). */
    public boolean isRequest() {
        return this != TTL_EXPIRY;
    }

    /**
     * The operations a cell names, in order: {@code Query, then UpdateItem}, {@code PutItem + UpdateItem (two
     * independent calls)}, {@code TTL}.
     */
    public static java.util.List<Operation> mentioned(String cell) {
        java.util.List<Operation> found = new java.util.ArrayList<>();
        for (String word : cell.replace("`", "").split("[^\\p{L}]+")) {
            if (word.isEmpty()) {
                continue;
            }
            parseWord(word.toLowerCase(Locale.ROOT)).filter(op -> !found.contains(op)).ifPresent(found::add);
        }
        return found;
    }

    /** Reads the first word of an Operation cell: {@code Query (paginated)} is {@code Query}. */
    public static Optional<Operation> parse(String cell) {
        // "— (TTL)", "none (TTL)": no request, DynamoDB's expiry
        if (cell.strip().matches("(?is)^(?:[-—–]+|none|n/a)\\s*[-—–:]?\\s*\\(?\\s*(?:DynamoDB\\s+)?TTL\\b.*")) {
            return Optional.of(TTL_EXPIRY);
        }
        return parseWord(cell.trim().split("[\\s(,:;/+]+", 2)[0].replace("`", "").toLowerCase(Locale.ROOT));
    }

    private static Optional<Operation> parseWord(String word) {
        for (Operation op : values()) {
            if (op.apiName.toLowerCase(Locale.ROOT).equals(word)) {
                return Optional.of(op);
            }
        }
        return switch (word) {
            case "get" -> Optional.of(GET_ITEM);
            case "put" -> Optional.of(PUT_ITEM);
            case "update" -> Optional.of(UPDATE_ITEM);
            case "delete" -> Optional.of(DELETE_ITEM);
            case "batchget" -> Optional.of(BATCH_GET_ITEM);
            case "batchwrite" -> Optional.of(BATCH_WRITE_ITEM);
            case "transactwrite" -> Optional.of(TRANSACT_WRITE_ITEMS);
            case "transactget" -> Optional.of(TRANSACT_GET_ITEMS);
            case "ttl", "expiry", "expire", "expiration" -> Optional.of(TTL_EXPIRY);
            default -> Optional.empty();
        };
    }

    @Override
    public String toString() {
        return apiName;
    }
}

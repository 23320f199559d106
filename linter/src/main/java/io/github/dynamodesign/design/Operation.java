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
    BATCH_WRITE_ITEM("BatchWriteItem", false);

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

    /** Reads the first word of an Operation cell: {@code Query (paginated)} is {@code Query}. */
    public static Optional<Operation> parse(String cell) {
        String word = cell.trim().split("[\\s(,:;/]+", 2)[0].replace("`", "").toLowerCase(Locale.ROOT);
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
            default -> Optional.empty();
        };
    }

    @Override
    public String toString() {
        return apiName;
    }
}

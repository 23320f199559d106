package io.github.dynamodesign.verify.table;

import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** DynamoDB's errors in words, and what kind of rejection they are. */
public final class DynamoErrors {

    private DynamoErrors() {
    }

    /** DynamoDB's own message; for a cancelled transaction, the reason of each action. */
    public static String reason(DynamoDbException e) {
        if (e instanceof TransactionCanceledException t && t.hasCancellationReasons()) {
            return "the transaction was cancelled: " + cancellations(t.cancellationReasons());
        }
        return e.awsErrorDetails() == null || e.awsErrorDetails().errorMessage() == null ? e.getMessage()
                : e.awsErrorDetails().errorMessage();
    }

    /** Whether a condition expression rejected the request (alone or as an action of a transaction). */
    public static boolean conditionFailed(DynamoDbException e) {
        if (e instanceof ConditionalCheckFailedException) {
            return true;
        }
        return e instanceof TransactionCanceledException t && t.hasCancellationReasons()
                && t.cancellationReasons().stream().anyMatch(r -> "ConditionalCheckFailed".equals(r.code()));
    }

    /** The reasons by action, runs of actions with the same reason together, actions that had none left out. */
    private static String cancellations(List<CancellationReason> reasons) {
        List<String> parts = new ArrayList<>();
        int i = 0;
        while (i < reasons.size()) {
            CancellationReason r = reasons.get(i);
            int end = i;
            while (end + 1 < reasons.size() && Objects.equals(reasons.get(end + 1).code(), r.code())) {
                end++;
            }
            if (r.code() != null && !"None".equals(r.code())) {
                String actions = end == i ? "action " + (i + 1) : "actions " + (i + 1) + "–" + (end + 1);
                parts.add(actions + " " + r.code() + (r.message() == null || r.message().isBlank() ? "" : " (" + r.message() + ")"));
            }
            i = end + 1;
        }
        return parts.isEmpty() ? "no reason given" : String.join("; ", parts);
    }
}

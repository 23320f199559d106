package io.github.dynamodesign.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaMethodCall;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The DynamoDB operations a method calls, through the plain client or the Enhanced Client, itself or through the
 * methods of its own class it calls (a private helper counts as the method).
 */
final class DynamoDbCalls {

    /** Whether an operation reads, writes, or scans (a scan also reads). */
    enum Kind {
        READ, WRITE, SCAN
    }

    /** One call: the operation, where it was called from, and its kind. */
    record Call(String owner, String operation, Kind kind, JavaMethodCall call) {

        String describe() {
            return owner.substring(owner.lastIndexOf('.') + 1) + "." + operation + " (" + call.getSourceCodeLocation() + ")";
        }
    }

    private static final Set<String> OWNERS = Set.of(
            "software.amazon.awssdk.services.dynamodb.DynamoDbClient",
            "software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient",
            "software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable",
            "software.amazon.awssdk.enhanced.dynamodb.DynamoDbAsyncTable",
            "software.amazon.awssdk.enhanced.dynamodb.DynamoDbIndex",
            "software.amazon.awssdk.enhanced.dynamodb.DynamoDbAsyncIndex",
            "software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient",
            "software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedAsyncClient");
    private static final Set<String> WRITES = Set.of("putItem", "updateItem", "deleteItem", "transactWriteItems", "batchWriteItem",
            "executeStatement", "batchExecuteStatement", "executeTransaction");
    private static final Set<String> READS = Set.of("getItem", "query", "queryPaginator", "batchGetItem", "batchGetItemPaginator",
            "transactGetItems");
    private static final Set<String> SCANS = Set.of("scan", "scanPaginator");

    private DynamoDbCalls() {
    }

    /** The calls of the method, and of the methods of its own class it calls, transitively. */
    static Set<Call> of(JavaMethod method) {
        Set<Call> calls = new LinkedHashSet<>();
        collect(method, calls, new HashSet<>());
        return calls;
    }

    /** The calls of every method (and constructor) of the class. */
    static Set<Call> of(JavaClass type) {
        Set<Call> calls = new LinkedHashSet<>();
        type.getCodeUnits().forEach(u -> u.getMethodCallsFromSelf().forEach(c -> classify(c).ifPresent(calls::add)));
        return calls;
    }

    private static void collect(JavaMethod method, Set<Call> calls, Set<JavaMethod> seen) {
        if (!seen.add(method)) {
            return;
        }
        for (JavaMethodCall c : method.getMethodCallsFromSelf()) {
            Optional<Call> call = classify(c);
            if (call.isPresent()) {
                calls.add(call.get());
            } else if (c.getTargetOwner().equals(method.getOwner())) {
                c.getTarget().resolveMember().ifPresent(m -> collect(m, calls, seen));
            }
        }
    }

    private static Optional<Call> classify(JavaMethodCall c) {
        String owner = c.getTargetOwner().getName();
        String name = c.getTarget().getName();
        if (!OWNERS.contains(owner)) {
            return Optional.empty();
        }
        Kind kind = SCANS.contains(name) ? Kind.SCAN : WRITES.contains(name) ? Kind.WRITE : READS.contains(name) ? Kind.READ : null;
        return kind == null ? Optional.empty() : Optional.of(new Call(owner, name, kind, c));
    }
}

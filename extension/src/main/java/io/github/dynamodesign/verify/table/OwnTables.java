package io.github.dynamodesign.verify.table;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.core.exception.SdkException;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tables dynamo-design created on a watched client (a container or an endpoint), so that it deletes those and only
 * those: when their session ends, when the backend closes, and when the JVM ends while some are still there (a failed
 * or interrupted run). What could not be deleted is said on standard error, by name.
 */
public final class OwnTables {

    private static final Map<DynamoDbClient, Set<String>> WATCHED = new ConcurrentHashMap<>();
    private static boolean hookInstalled;

    private OwnTables() {
    }

    /** From now on, tables created on this client are remembered, and deleted at JVM exit if still there. */
    public static synchronized void watch(DynamoDbClient client) {
        WATCHED.putIfAbsent(client, ConcurrentHashMap.newKeySet());
        if (!hookInstalled) {
            hookInstalled = true;
            Runtime.getRuntime().addShutdownHook(new Thread(OwnTables::deleteAllLeft, "dynamo-design tables"));
        }
    }

    static void created(DynamoDbClient client, String table) {
        Set<String> own = WATCHED.get(client);
        if (own != null) {
            own.add(table);
        }
    }

    static void deleted(DynamoDbClient client, String table) {
        Set<String> own = WATCHED.get(client);
        if (own != null) {
            own.remove(table);
        }
    }

    /** The tables created on the client and not deleted yet. */
    public static List<String> of(DynamoDbClient client) {
        return List.copyOf(WATCHED.getOrDefault(client, Set.of()));
    }

    /**
     * Deletes every table still there that was created on the client, and stops watching it.
     *
     * @return the tables that could not be deleted, each with the reason
     */
    public static List<String> deleteAll(DynamoDbClient client) {
        Set<String> own = WATCHED.remove(client);
        List<String> problems = new ArrayList<>();
        if (own == null) {
            return problems;
        }
        for (String table : own) {
            try {
                client.deleteTable(DeleteTableRequest.builder().tableName(table).build());
            } catch (ResourceNotFoundException gone) {
                // deleted already
            } catch (SdkException e) {
                problems.add(table + ": " + e.getMessage());
            }
        }
        return problems;
    }

    private static void deleteAllLeft() {
        for (DynamoDbClient client : List.copyOf(WATCHED.keySet())) {
            List<String> left = of(client);
            List<String> problems = deleteAll(client);
            left.stream().filter(t -> problems.stream().noneMatch(p -> p.startsWith(t + ":")))
                    .forEach(t -> System.err.println("dynamo-design: deleted table " + t + ", left by an interrupted run"));
            problems.forEach(p -> System.err.println("dynamo-design: could not delete table " + p + " — delete it yourself"));
        }
    }
}

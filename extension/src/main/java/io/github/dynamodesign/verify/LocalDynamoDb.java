package io.github.dynamodesign.verify;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * DynamoDB Local running in this JVM, in memory, with telemetry off: nothing is written to disk or sent anywhere.
 * Start one per JVM and share it; close it at the end.
 */
public final class LocalDynamoDb implements Backend {

    /** Kept, so that the level set on it stays: sqlite4java inside DynamoDB Local logs every database it opens. */
    private static final Logger SQLITE = Logger.getLogger("com.almworks.sqlite4java");

    private final AmazonDynamoDBLocal local;
    private final DynamoDbClient client;
    private final long startMillis;
    private volatile boolean closed;

    private LocalDynamoDb(AmazonDynamoDBLocal local, long startMillis) {
        this.local = local;
        this.client = local.dynamoDbClient();
        this.startMillis = startMillis;
    }

    /** Starts DynamoDB Local in-process (in memory, telemetry disabled). */
    public static LocalDynamoDb start() {
        long start = System.nanoTime();
        SQLITE.setLevel(Level.WARNING);
        AmazonDynamoDBLocal local = DynamoDBEmbedded.create(null, true);
        return new LocalDynamoDb(local, (System.nanoTime() - start) / 1_000_000);
    }

    @Override
    public DynamoDbClient client() {
        return client;
    }

    @Override
    public String description() {
        return "DynamoDB Local in this JVM";
    }

    /** How long starting took, in milliseconds. */
    @Override
    public long startMillis() {
        return startMillis;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            client.close();
            local.shutdown();
        }
    }
}

package io.github.dynamodesign.verify.backend;

import io.github.dynamodesign.verify.Backend;
import io.github.dynamodesign.verify.table.OwnTables;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.List;

/**
 * A backend reached over HTTP with a client of its own: the tables created through that client are watched (see
 * {@link OwnTables}), and closing deletes those still there, naming any it could not delete, before disconnecting.
 */
abstract class ClientBackend implements Backend {

    private final DynamoDbClient client;
    private final String description;
    private final long startMillis;

    ClientBackend(DynamoDbClient client, String description, long startMillis) {
        this.client = client;
        this.description = description;
        this.startMillis = startMillis;
        OwnTables.watch(client);
    }

    @Override
    public DynamoDbClient client() {
        return client;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public long startMillis() {
        return startMillis;
    }

    @Override
    public void close() {
        List<String> problems = OwnTables.deleteAll(client);
        problems.forEach(p -> System.err.println("dynamo-design: could not delete table " + p + " — delete it yourself"));
        client.close();
    }
}

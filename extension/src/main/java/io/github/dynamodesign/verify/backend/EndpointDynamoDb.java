package io.github.dynamodesign.verify.backend;

import io.github.dynamodesign.verify.Backend;
import io.github.dynamodesign.verify.BackendSettings;
import io.github.dynamodesign.verify.BackendUnavailableException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;

import java.util.Map;

/**
 * Any DynamoDB-compatible endpoint: DynamoDB Local in server mode, LocalStack, ScyllaDB Alternator, real DynamoDB. Only
 * tables it creates are used and deleted (see {@link OwnTables}); a remote endpoint needs the opt-ins of
 * {@link EndpointSafety}.
 */
public final class EndpointDynamoDb extends ClientBackend {

    private EndpointDynamoDb(DynamoDbClient client, String description, long startMillis) {
        super(client, description, startMillis);
    }

    /**
     * Checks the opt-ins (before any connection), then connects and asks for one table name to see that it answers.
     *
     * @throws BackendUnavailableException when the endpoint is refused, has no region or credentials, or does not answer
     */
    public static Backend connect(BackendSettings settings, Map<String, String> environment) {
        long start = System.nanoTime();
        EndpointSafety.check(settings.endpoint(), settings.allowRemote(), environment);
        boolean local = EndpointSafety.loopback(settings.endpoint());
        DynamoDbClient client;
        try {
            client = Clients.of(settings.endpoint(), settings.region(), local);
            client.listTables(ListTablesRequest.builder().limit(1).build());
        } catch (SdkException e) {
            throw new BackendUnavailableException("no DynamoDB answers at " + settings.endpoint() + ": " + e.getMessage()
                    + (local ? "" : " (credentials and region come from the AWS SDK's default chain: AWS_PROFILE, AWS_REGION, ...)"), e);
        }
        return new EndpointDynamoDb(client, "endpoint " + settings.endpoint(), (System.nanoTime() - start) / 1_000_000);
    }
}

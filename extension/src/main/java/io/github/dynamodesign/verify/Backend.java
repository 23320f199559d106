package io.github.dynamodesign.verify;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DynamoDB a verification runs against: DynamoDB Local in this JVM, in a container, or any DynamoDB-compatible
 * endpoint. Started with {@link Backends#start}; one per JVM, shared, closed at the end (which deletes every table
 * dynamo-design made there and is still there).
 */
public interface Backend extends AutoCloseable {

    DynamoDbClient client();

    /** {@code DynamoDB Local in this JVM}, {@code container dynamo-design/dynamodb-local:3.3.1 at http://localhost:32771}, ... */
    String description();

    /** How long starting (or connecting) took, in milliseconds. */
    long startMillis();

    @Override
    void close();
}

package io.github.dynamodesign.verify;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** One DynamoDB Local for the engine tests of this JVM, closed when the JVM ends. */
public final class TestDynamo {

    private static LocalDynamoDb local;

    private TestDynamo() {
    }

    public static synchronized DynamoDbClient client() {
        if (local == null) {
            local = LocalDynamoDb.start();
            Runtime.getRuntime().addShutdownHook(new Thread(local::close));
        }
        return local.client();
    }
}

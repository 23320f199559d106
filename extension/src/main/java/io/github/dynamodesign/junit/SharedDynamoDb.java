package io.github.dynamodesign.junit;

import io.github.dynamodesign.verify.LocalDynamoDb;
import org.junit.jupiter.api.extension.ExtensionContext;

/** The JVM's one DynamoDB Local, kept in the root store and closed when the test run ends. */
@SuppressWarnings("deprecation")
final class SharedDynamoDb implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    private final LocalDynamoDb local = LocalDynamoDb.start();

    LocalDynamoDb local() {
        return local;
    }

    @Override
    public void close() {
        local.close();
    }
}

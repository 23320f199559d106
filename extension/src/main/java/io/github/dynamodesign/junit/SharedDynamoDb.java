package io.github.dynamodesign.junit;

import io.github.dynamodesign.verify.Backend;
import io.github.dynamodesign.verify.BackendSettings;
import io.github.dynamodesign.verify.Backends;
import org.junit.jupiter.api.extension.ExtensionContext;

/** The JVM's one backend of given settings (DynamoDB Local, a container, an endpoint), kept in the root store and closed when the test run ends. */
@SuppressWarnings("deprecation")
final class SharedDynamoDb implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    private final Backend backend;

    /** @throws io.github.dynamodesign.verify.BackendUnavailableException when the backend cannot be used here */
    SharedDynamoDb(BackendSettings settings) {
        this.backend = Backends.start(settings, System.getenv());
    }

    Backend backend() {
        return backend;
    }

    @Override
    public void close() {
        backend.close();
    }
}

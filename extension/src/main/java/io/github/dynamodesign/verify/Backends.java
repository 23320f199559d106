package io.github.dynamodesign.verify;

import io.github.dynamodesign.verify.backend.ContainerDynamoDb;
import io.github.dynamodesign.verify.backend.EndpointDynamoDb;

import java.util.Map;

/** Starts the backend the settings name. */
public final class Backends {

    private Backends() {
    }

    /**
     * @param environment the process environment, for the remote opt-in ({@link System#getenv()})
     * @throws BackendUnavailableException when the backend cannot be used here, saying why
     */
    public static Backend start(BackendSettings settings, Map<String, String> environment) {
        return switch (settings.kind()) {
            case EMBEDDED -> LocalDynamoDb.start();
            case CONTAINER -> ContainerDynamoDb.start(settings);
            case ENDPOINT -> EndpointDynamoDb.connect(settings, environment);
        };
    }
}

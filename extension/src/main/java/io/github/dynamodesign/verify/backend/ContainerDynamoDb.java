package io.github.dynamodesign.verify.backend;

import io.github.dynamodesign.verify.Backend;
import io.github.dynamodesign.verify.BackendSettings;
import io.github.dynamodesign.verify.BackendUnavailableException;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * DynamoDB Local in a container (Testcontainers): {@code amazon/dynamodb-local}, or an image declared a compatible
 * substitute (a mirrored one, or one built with {@code scripts/dynamodb-local-image}). Ready when DynamoDB Local
 * answers HTTP (it answers {@code GET /} with 400), not on a log line.
 */
public final class ContainerDynamoDb extends ClientBackend {

    /** The port DynamoDB Local listens on inside the container. */
    static final int PORT = 8000;

    private final GenericContainer<?> container;

    private ContainerDynamoDb(GenericContainer<?> container, DynamoDbClient client, String description, long startMillis) {
        super(client, description, startMillis);
        this.container = container;
    }

    /** @throws BackendUnavailableException without Docker, or when the image cannot be had or does not start */
    public static Backend start(BackendSettings settings) {
        long start = System.nanoTime();
        dockerOrWhyNot().ifPresent(why -> {
            throw new BackendUnavailableException("the container backend needs Docker, and Testcontainers finds none here (" + why
                    + "); see docs/backends.md, or use the embedded backend or an endpoint");
        });
        String name = settings.imageOrDefault();
        DockerImageName image = DockerImageName.parse(name).asCompatibleSubstituteFor(BackendSettings.DEFAULT_IMAGE);
        GenericContainer<?> container = new GenericContainer<>(image).withExposedPorts(PORT).withEnv("DDB_LOCAL_TELEMETRY", "0")
                .waitingFor(Wait.forHttp("/").forPort(PORT).forStatusCode(400).withStartupTimeout(Duration.ofMinutes(2)));
        try {
            container.start();
        } catch (RuntimeException e) {
            container.close();
            throw new BackendUnavailableException("the DynamoDB Local container (" + name + ") did not start: " + rootMessage(e)
                    + "; without access to an image registry, build an image with scripts/dynamodb-local-image and name it with "
                    + BackendSettings.PREFIX + "image", e);
        }
        URI endpoint = URI.create("http://" + container.getHost() + ":" + container.getMappedPort(PORT));
        DynamoDbClient client = Clients.of(endpoint, "us-east-1", true);
        return new ContainerDynamoDb(container, client, "container " + name + " at " + endpoint, (System.nanoTime() - start) / 1_000_000);
    }

    /** Empty when Testcontainers reaches a Docker engine; else why not. */
    private static Optional<String> dockerOrWhyNot() {
        try {
            DockerClientFactory.instance().client();
            return Optional.empty();
        } catch (RuntimeException | LinkageError e) {
            boolean socket = Files.exists(Path.of("/var/run/docker.sock"));
            return Optional.of(rootMessage(e) + (socket ? "; a Docker socket is there: inside a container, Testcontainers needs "
                    + "TESTCONTAINERS_HOST_OVERRIDE=localhost, and without an image registry TESTCONTAINERS_RYUK_DISABLED=true" : ""));
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    /** Deletes the tables it created, then stops the container. */
    @Override
    public void close() {
        super.close();
        container.stop();
    }
}

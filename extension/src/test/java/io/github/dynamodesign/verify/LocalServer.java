package io.github.dynamodesign.verify;

import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;

/** DynamoDB Local in server mode, in this JVM, on a free loopback port: an endpoint to test the endpoint backend against. */
public final class LocalServer implements AutoCloseable {

    private final DynamoDBProxyServer server;
    private final URI endpoint;

    private LocalServer(DynamoDBProxyServer server, URI endpoint) {
        this.server = server;
        this.endpoint = endpoint;
    }

    public static LocalServer start() throws Exception {
        TestDynamo.client();
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        DynamoDBProxyServer server = ServerRunner.createServerFromCommandLineArgs(new String[] {"-inMemory", "-port", String.valueOf(port)});
        server.start();
        return new LocalServer(server, URI.create("http://localhost:" + port));
    }

    public URI endpoint() {
        return endpoint;
    }

    @Override
    public void close() {
        try {
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException("DynamoDB Local did not stop", e);
        }
    }
}

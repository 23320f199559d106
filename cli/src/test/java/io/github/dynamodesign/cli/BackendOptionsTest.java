package io.github.dynamodesign.cli;

import org.junit.jupiter.api.Test;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

import java.net.InetAddress;
import java.net.ServerSocket;

import static io.github.dynamodesign.cli.VerifyCommandTest.fixture;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class BackendOptionsTest {

    @Test
    void theGoodFixturesPassOnAnEndpoint() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        CliRun.of("verify", "--pattern", "AP-001", fixture("good/chat.md"));
        DynamoDBProxyServer server = ServerRunner.createServerFromCommandLineArgs(new String[] {"-inMemory", "-port", String.valueOf(port)});
        server.start();
        try {
            CliRun run = CliRun.of("verify", "--backend", "endpoint", "--endpoint", "http://localhost:" + port, fixture("good/online-shop.md"),
                    fixture("good/chat.md"), fixture("good/pet-clinic.md"));
            assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
            assertThat(run.out()).contains("endpoint http://localhost:" + port + " ready in").contains("passed");
        } finally {
            server.stop();
        }
    }

    @Test
    void theGoodFixturesPassInAContainerWhereDockerIsStarted() {
        assumeTrue("true".equalsIgnoreCase(System.getenv("DYNAMO_DESIGN_REQUIRE_DOCKER")),
                "Docker is not started for this run (CI starts it and sets DYNAMO_DESIGN_REQUIRE_DOCKER=true)");
        String image = System.getProperty("dynamo-design.image", "");
        CliRun run = CliRun.of("verify", "--backend", "container", "--image", image.isBlank() ? "amazon/dynamodb-local" : image,
                fixture("good/online-shop.md"), fixture("good/chat.md"), fixture("good/leaderboard.md"), fixture("good/pet-clinic.md"),
                fixture("good/project-tracker.md"), fixture("good/sensor-readings.md"));
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("container ").contains(" ready in ");
    }

    @Test
    void unusableBackendsAreExitTwoInWords() {
        CliRun remote = CliRun.of("verify", "--backend", "endpoint", "--endpoint", "https://dynamodb.example.invalid", fixture("good/chat.md"));
        assertThat(remote.exitCode()).isEqualTo(2);
        assertThat(remote.err()).contains("the endpoint backend cannot be used").contains("is not on this machine")
                .contains("--allow-remote").doesNotContain("Exception");
        CliRun noUrl = CliRun.of("verify", "--backend", "endpoint", fixture("good/chat.md"));
        assertThat(noUrl.exitCode()).isEqualTo(2);
        assertThat(noUrl.err()).contains("the endpoint backend needs an endpoint");
        CliRun unknown = CliRun.of("verify", "--backend", "docker", fixture("good/chat.md"));
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("'docker' is no backend: embedded, container or endpoint");
        CliRun badUrl = CliRun.of("verify", "--backend", "endpoint", "--endpoint", "localhost:8000", fixture("good/chat.md"));
        assertThat(badUrl.err()).contains("is no endpoint URL");
    }
}

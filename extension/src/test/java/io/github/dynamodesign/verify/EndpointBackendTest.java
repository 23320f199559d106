package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.verify.backend.EndpointSafety;
import io.github.dynamodesign.verify.table.OwnTables;
import io.github.dynamodesign.verify.table.TableFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The endpoint backend against DynamoDB Local in server mode on a loopback port, and each of its safety rules: a remote
 * endpoint needs both opt-ins (refused before any connection; the tests name hosts under {@code .invalid} only), a table
 * that exists is never used, only tables dynamo-design created are deleted.
 */
class EndpointBackendTest {

    private static LocalServer server;

    @BeforeAll
    static void startServer() throws Exception {
        server = LocalServer.start();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    private static Design design(String path) {
        return MarkdownDesignReader.read(FixturePaths.designs().resolve(path));
    }

    @Test
    void aGoodDesignPassesOnTheEndpointAsInThisJvm() {
        Design design = design("good/online-shop.md");
        VerificationReport embedded;
        try (VerificationSession s = VerificationSession.open(design, TestDynamo.client(), 42)) {
            embedded = s.run(id -> true);
        }
        try (Backend backend = Backends.start(BackendSettings.endpoint(server.endpoint(), "", false), Map.of())) {
            assertThat(backend.description()).isEqualTo("endpoint " + server.endpoint());
            VerificationReport report;
            try (VerificationSession s = VerificationSession.open(design, backend.client(), 42)) {
                assertThat(s.tableName()).startsWith(TableFactory.PREFIX + "OnlineShop-");
                report = s.run(id -> true);
            }
            assertThat(report.passed()).as(report.toString()).isTrue();
            assertThat(report.patterns()).extracting(PatternResult::status).isEqualTo(embedded.patterns().stream().map(PatternResult::status).toList());
            assertThat(report.patterns().stream().mapToInt(p -> p.cases().size()).sum())
                    .isEqualTo(embedded.patterns().stream().mapToInt(p -> p.cases().size()).sum());
        }
    }

    @Test
    void onlyTablesItCreatedAreDeletedAndAnExistingOneIsNeverUsed() {
        Backend backend = Backends.start(BackendSettings.endpoint(server.endpoint(), "", false), Map.of());
        DynamoDbClient client = backend.client();
        String users = "Orders-of-a-user";
        userTable(client, users);
        client.putItem(b -> b.tableName(users).item(Map.of("pk", AttributeValue.fromS("keep me"))));
        Design design = design("good/chat.md");

        assertThatThrownBy(() -> TableFactory.create(client, design, users)).isInstanceOf(DynamoDbException.class)
                .hasMessageContaining("a table named " + users + " exists already").hasMessageContaining("leaves that one alone");
        assertThat(OwnTables.of(client)).doesNotContain(users);

        String own = VerificationSession.open(design, client, 42).tableName();
        assertThat(OwnTables.of(client)).containsExactly(own);
        backend.close();
        assertThat(tables()).as("the run's own table is deleted at close, the user's is not").contains(users).doesNotContain(own);
        assertThat(items(users)).isEqualTo(1);
    }

    @Test
    void tablesLeftByAnInterruptedRunAreDeletedWhenItsJvmEnds() throws Exception {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process run = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"), LeftTablesMain.class.getName(),
                server.endpoint().toString()).redirectErrorStream(true).start();
        String output = new String(run.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(run.waitFor()).as(output).isEqualTo(3);
        String table = output.replaceAll("(?s).*created (\\S+).*", "$1");
        assertThat(table).startsWith(TableFactory.PREFIX);
        assertThat(output).contains("dynamo-design: deleted table " + table + ", left by an interrupted run");
        assertThat(tables()).doesNotContain(table);
    }

    @Test
    void aRemoteEndpointNeedsBothOptInsAndIsRefusedBeforeAnyConnection() {
        URI remote = URI.create("https://dynamodb.eu-west-1.example.invalid");
        assertThat(EndpointSafety.loopback(remote)).isFalse();
        assertThatThrownBy(() -> Backends.start(BackendSettings.endpoint(remote, "eu-west-1", false), Map.of()))
                .isInstanceOf(BackendUnavailableException.class)
                .hasMessageContaining("is not on this machine").hasMessageContaining("--allow-remote")
                .hasMessageContaining(BackendSettings.ALLOW_REMOTE_ENV + "=true").hasNoCause();
        assertThatThrownBy(() -> Backends.start(BackendSettings.endpoint(remote, "eu-west-1", true), Map.of()))
                .isInstanceOf(BackendUnavailableException.class).hasMessageNotContaining("--allow-remote")
                .hasMessageContaining("the environment variable " + BackendSettings.ALLOW_REMOTE_ENV + "=true").hasNoCause();
        assertThatThrownBy(() -> Backends.start(BackendSettings.endpoint(remote, "eu-west-1", false), Map.of(BackendSettings.ALLOW_REMOTE_ENV, "true")))
                .isInstanceOf(BackendUnavailableException.class).hasMessageContaining("--allow-remote")
                .hasMessageNotContaining("the environment variable").hasNoCause();
        assertThatThrownBy(() -> Backends.start(BackendSettings.endpoint(remote, "eu-west-1", true), Map.of(BackendSettings.ALLOW_REMOTE_ENV, "yes")))
                .as("only the word true opens it").isInstanceOf(BackendUnavailableException.class);
    }

    @Test
    void loopbackIsDecidedByTheUrlAlone() {
        for (String local : List.of("http://localhost:8000", "http://127.0.0.1:8000", "http://127.1.2.3", "http://[::1]:8000", "http://db.localhost")) {
            assertThat(EndpointSafety.loopback(URI.create(local))).as(local).isTrue();
        }
        for (String remote : List.of("http://localhost.example.invalid", "http://128.0.0.1", "http://10.0.0.5:8000", "https://dynamodb.us-east-1.amazonaws.com",
                "http://127.0.0.1.example.invalid")) {
            assertThat(EndpointSafety.loopback(URI.create(remote))).as(remote).isFalse();
        }
    }

    @Test
    void anEndpointThatDoesNotAnswerIsNamed() throws Exception {
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        URI nobody = URI.create("http://localhost:" + port);
        assertThatThrownBy(() -> Backends.start(BackendSettings.endpoint(nobody, "", false), Map.of()))
                .isInstanceOf(BackendUnavailableException.class).hasMessageContaining("no DynamoDB answers at " + nobody);
    }

    @Test
    void settingsFromParameters() {
        assertThat(BackendSettings.from(name -> java.util.Optional.empty())).isEqualTo(BackendSettings.EMBEDDED);
        Map<String, String> p = Map.of("backend", "Endpoint", "endpoint", "http://localhost:8000", "allow-remote", "true");
        BackendSettings s = BackendSettings.from(name -> java.util.Optional.ofNullable(p.get(name)));
        assertThat(s.kind()).isEqualTo(BackendSettings.Kind.ENDPOINT);
        assertThat(s.allowRemote()).isTrue();
        assertThatThrownBy(() -> BackendSettings.from(name -> name.equals("backend") ? java.util.Optional.of("docker") : java.util.Optional.empty()))
                .hasMessageContaining("'docker' is no backend: embedded, container or endpoint");
        assertThatThrownBy(() -> BackendSettings.from(name -> name.equals("backend") ? java.util.Optional.of("endpoint") : java.util.Optional.empty()))
                .hasMessageContaining("the endpoint backend needs an endpoint");
        assertThatThrownBy(() -> BackendSettings.uri("localhost:8000")).hasMessageContaining("is no endpoint URL");
        assertThat(BackendSettings.from(name -> name.equals("backend") ? java.util.Optional.of("container") : java.util.Optional.empty())
                .imageOrDefault()).isEqualTo("amazon/dynamodb-local");
    }

    private static void userTable(DynamoDbClient client, String name) {
        client.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build()));
    }

    private static List<String> tables() {
        try (Backend look = Backends.start(BackendSettings.endpoint(server.endpoint(), "", false), Map.of())) {
            return look.client().listTables().tableNames();
        }
    }

    private static int items(String table) {
        try (Backend look = Backends.start(BackendSettings.endpoint(server.endpoint(), "", false), Map.of())) {
            return look.client().scan(b -> b.tableName(table)).count();
        }
    }
}

package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import io.github.dynamodesign.design.markdown.FixturePaths;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.github.dynamodesign.cli.VerifyCommandTest.fixture;
import static org.assertj.core.api.Assertions.assertThat;

/** The JSON outputs keep to the schemas published in docs/schemas, which CI scripts can rely on. */
class JsonSchemasTest {

    private static JsonSchema schema(String name) throws IOException {
        Path file = FixturePaths.designs().getParent().getParent().getParent().getParent().getParent()
                .resolve("docs/schemas/" + name);
        try (InputStream in = Files.newInputStream(file)) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
        }
    }

    @Test
    void verifyOfOneDesignAndOfSeveral() throws IOException {
        JsonSchema schema = schema("verify.schema.json");
        JsonNode one = CliRun.of("verify", "--format", "json", fixture("broken-keys/begins-with-without-separator.md")).json();
        assertThat(schema.validate(one)).isEmpty();
        JsonNode several = CliRun.of("verify", "--format", "json", fixture("good/chat.md"),
                fixture("skill/bike-share.table-design.md")).json();
        assertThat(schema.validate(several)).isEmpty();
        ObjectNode broken = one.deepCopy();
        ((ObjectNode) broken.at("/patterns/0")).put("status", "ok");
        broken.put("tableCreated", "yes");
        assertThat(schema.validate(broken)).as("the schema check can fail").hasSizeGreaterThanOrEqualTo(2);
    }

    @Test
    void lint() throws IOException {
        JsonSchema schema = schema("lint.schema.json");
        JsonNode json = CliRun.of("lint", "--format", "json", fixture("rules/scan-operation/bad.md"),
                fixture("broken/unknown-step.md")).json();
        assertThat(schema.validate(json)).isEmpty();
        ObjectNode broken = json.deepCopy();
        ((ObjectNode) broken.at("/findings/0")).put("severity", "fatal");
        assertThat(schema.validate(broken)).isNotEmpty();
    }

    @Test
    void show() throws IOException {
        JsonSchema schema = schema("show.schema.json");
        for (String f : new String[] {"good/online-shop.md", "skill/bike-share.table-design.md", "broken/unknown-index.md"}) {
            JsonNode json = CliRun.of("show", "--format", "json", fixture(f)).json();
            assertThat(schema.validate(json)).as(f).isEmpty();
        }
        ObjectNode broken = CliRun.of("show", "--format", "json", fixture("good/online-shop.md")).json().deepCopy();
        ((ObjectNode) broken.at("/table/partitionKey")).put("type", "STRING");
        assertThat(schema.validate(broken)).isNotEmpty();
    }
}

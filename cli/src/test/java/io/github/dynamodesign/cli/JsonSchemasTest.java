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
        Path folder = FixturePaths.designs().getParent().getParent().getParent().getParent().getParent().resolve("docs/schemas");
        try (InputStream in = Files.newInputStream(folder.resolve(name))) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7, b -> b.schemaMappers(m -> m.mapPrefix(
                    "https://github.com/dynamodesign/dynamo-design/docs/schemas/", folder.toUri().toString()))).getSchema(in);
        }
    }

    @Test
    void diffAndVerifyOfAKeyChange() throws IOException {
        io.github.dynamodesign.diff.KeyChangePairs.Pair pair = io.github.dynamodesign.diff.KeyChangePairs.named("13");
        JsonSchema diff = schema("diff.schema.json");
        JsonNode json = CliRun.of("diff", "--format", "json", pair.before().toString(), pair.after().toString()).json();
        assertThat(diff.validate(json)).isEmpty();
        ObjectNode broken = json.deepCopy();
        ((ObjectNode) broken.at("/changes/0")).put("class", "minor");
        assertThat(diff.validate(broken)).as("the schema check can fail").isNotEmpty();

        JsonSchema verify = schema("verify.schema.json");
        JsonNode checked = CliRun.of("verify", "--format", "json", pair.after().toString(), "--previous", pair.before().toString()).json();
        assertThat(checked.has("previous")).isTrue();
        assertThat(verify.validate(checked)).isEmpty();
        ObjectNode wrong = checked.deepCopy();
        ((ObjectNode) wrong.at("/previous/phases/0/patterns/0")).put("verdict", "fine");
        ((ObjectNode) wrong.at("/previous/plan/steps/0")).put("action", "rewrite-it");
        assertThat(verify.validate(wrong)).as("the schema check can fail").hasSizeGreaterThanOrEqualTo(2);
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

package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static io.github.dynamodesign.cli.VerifyCommandTest.fixture;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JSON outputs are a contract CI scripts rely on: every field has its type and a value that agrees with the rest
 * of the document, not merely a name.
 */
class JsonContractTest {

    private static final Set<String> STATUSES = Set.of("passed", "failed", "skipped", "incomplete");
    private static final Set<String> WRITES = Set.of("PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems",
            "BatchWriteItem");
    private static final Set<String> OPERATIONS = Set.of("GetItem", "Query", "Scan", "BatchGetItem", "TransactGetItems",
            "PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems", "BatchWriteItem", "TTL");

    @Test
    void verifyOfAGoodDesign() {
        CliRun run = CliRun.of("verify", "--format", "json", "--seed", "7", fixture("good/leaderboard.md"));
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = run.json();
        checkVerifyReport(json);
        assertThat(json.get("design").asText()).endsWith("leaderboard.md");
        assertThat(json.get("table").asText()).isEqualTo("ArcadeScores");
        assertThat(json.get("tableName").asText()).as("the table as created: a unique name").startsWith("dynamo-design-ArcadeScores-");
        assertThat(json.get("tableCreated").isBoolean()).isTrue();
        assertThat(json.get("tableCreated").booleanValue()).isTrue();
        assertThat(json.get("seed").longValue()).isEqualTo(7);
        assertThat(json.get("setupProblems")).isEmpty();
        for (JsonNode p : json.get("patterns")) {
            assertThat(p.get("status").asText()).as(p.get("id").asText()).isEqualTo("passed");
            assertThat(p.get("cases")).as(p.get("id").asText()).isNotEmpty();
            for (JsonNode c : p.get("cases")) {
                assertThat(c.get("message").asText()).isEmpty();
                assertThat(c.get("missing")).isEmpty();
                assertThat(c.get("unexpected")).isEmpty();
                if (WRITES.contains(p.get("operation").asText())) {
                    continue;
                }
                assertThat(c.get("actual").intValue()).as("a passed read returns what was expected")
                        .isEqualTo(c.get("expected").intValue());
                assertThat(c.get("request").asText()).as("the request in words").startsWith(p.get("operation").asText());
            }
        }
    }

    @Test
    void verifyOfAPlantedBug() {
        CliRun run = CliRun.of("verify", "--format", "json", fixture("broken-keys/begins-with-without-separator.md"));
        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode json = run.json();
        checkVerifyReport(json);
        assertThat(json.get("seed").longValue()).as("the default seed").isEqualTo(42);
        List<JsonNode> unexpected = new ArrayList<>();
        for (JsonNode p : json.get("patterns")) {
            for (JsonNode c : p.get("cases")) {
                if (c.get("status").asText().equals("failed")) {
                    assertThat(c.get("message").asText()).startsWith(p.get("id").asText() + " with ");
                    c.get("unexpected").forEach(unexpected::add);
                }
            }
        }
        assertThat(unexpected).isNotEmpty();
        JsonNode item = unexpected.get(0);
        assertThat(item.get("entity").asText()).isEqualTo("User");
        assertThat(item.get("key").isObject()).isTrue();
        assertThat(fieldNames(item.get("key"))).as("the table's key attributes, partition key first").containsExactly("pk", "sk");
        assertThat(item.get("key").get("sk").asText()).startsWith("USER#");
        assertThat(item.get("why").asText()).contains("end the prefix with the separator");
    }

    @Test
    void verifyOfATableDynamoDbRejects() {
        CliRun run = CliRun.of("verify", "--format", "json", fixture("broken/invalid-index-name.md"));
        JsonNode json = run.json();
        checkVerifyReport(json);
        assertThat(json.get("tableCreated").booleanValue()).isFalse();
        assertThat(json.get("setupProblems")).hasSize(1);
        assertThat(json.at("/summary/passed").intValue()).isZero();
    }

    @Test
    void verifyOfSeveralDesigns() {
        CliRun run = CliRun.of("verify", "--format", "json", fixture("good/leaderboard.md"), fixture("skill/bike-share.table-design.md"));
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = run.json();
        assertThat(json.get("designs")).hasSize(2);
        json.get("designs").forEach(JsonContractTest::checkVerifyReport);
        assertThat(json.get("notRead")).isEmpty();
        assertThat(json.at("/summary/designs").intValue()).isEqualTo(2);
        long passed = 0;
        for (JsonNode d : json.get("designs")) {
            passed += d.at("/summary/passed").longValue();
        }
        assertThat(json.at("/summary/passed").longValue()).isEqualTo(passed);
        assertThat(json.at("/summary/skipped").intValue()).as("expiry by TTL").isEqualTo(1);
    }

    @Test
    void lintFindings() {
        CliRun run = CliRun.of("lint", "--format", "json", fixture("rules/scan-operation/bad.md"));
        JsonNode json = run.json();
        assertThat(json.get("findings").isArray()).isTrue();
        assertThat(json.get("findings")).isNotEmpty();
        for (JsonNode f : json.get("findings")) {
            assertThat(f.get("rule").isTextual()).isTrue();
            assertThat(f.get("severity").asText()).isIn("error", "warning", "info");
            assertThat(f.get("file").asText()).endsWith("bad.md");
            assertThat(f.get("line").isInt()).isTrue();
            assertThat(f.get("line").intValue()).isPositive();
            assertThat(f.get("element").isTextual()).isTrue();
            assertThat(f.get("message").asText()).isNotBlank();
            assertThat(f.get("suppressed").isBoolean()).isTrue();
        }
        JsonNode scan = json.get("findings").get(0);
        assertThat(scan.get("rule").asText()).isEqualTo("scan-operation");
        assertThat(scan.get("element").asText()).isEqualTo("AP-004");
        assertThat(scan.get("suppressed").booleanValue()).isFalse();
    }

    @Test
    void showTheModel() {
        JsonNode json = CliRun.of("show", "--format", "json", fixture("good/online-shop.md")).json();
        assertThat(json.at("/table/name").asText()).isEqualTo("OnlineShop");
        assertThat(json.at("/table/partitionKey/name").asText()).isEqualTo("pk");
        assertThat(json.at("/table/partitionKey/type").asText()).isEqualTo("S");
        assertThat(json.at("/table/line").intValue()).isPositive();
        for (JsonNode p : json.get("accessPatterns")) {
            assertThat(p.get("id").asText()).startsWith("AP-");
            assertThat(OPERATIONS).contains(p.get("operation").asText());
            assertThat(p.get("line").intValue()).isPositive();
            if (p.get("kind").asText().equals("read")) {
                assertThat(p.get("index").isNull() || p.get("index").isTextual()).isTrue();
            }
        }
        JsonNode write = find(json.get("accessPatterns"), "AP-101");
        assertThat(write.get("conditions").asText()).isEqualTo("attribute_not_exists(pk)");
        assertThat(json.get("diagnostics").isArray()).isTrue();
    }

    /** Types and agreement of a verify report: statuses, counts, locations. */
    private static void checkVerifyReport(JsonNode json) {
        assertThat(json.get("design").isTextual()).isTrue();
        assertThat(json.get("table").isTextual()).isTrue();
        assertThat(json.get("tableName").isTextual()).isTrue();
        assertThat(json.get("tableCreated").isBoolean()).isTrue();
        assertThat(json.get("seed").isIntegralNumber()).isTrue();
        for (JsonNode s : json.get("setupProblems")) {
            assertThat(s.get("file").isTextual()).isTrue();
            assertThat(s.get("line").isInt()).isTrue();
            assertThat(s.get("message").asText()).isNotBlank();
        }
        int passed = 0;
        int failed = 0;
        int skipped = 0;
        int incomplete = 0;
        for (JsonNode p : json.get("patterns")) {
            String id = p.get("id").asText();
            assertThat(p.get("id").isTextual()).isTrue();
            assertThat(p.get("description").isTextual()).as(id).isTrue();
            assertThat(OPERATIONS).as(id).contains(p.get("operation").asText());
            assertThat(p.get("index").isNull() || p.get("index").isTextual()).as(id).isTrue();
            assertThat(STATUSES).as(id).contains(p.get("status").asText());
            assertThat(p.get("line").intValue()).as(id).isPositive();
            p.get("returns").forEach(r -> assertThat(r.isTextual()).isTrue());
            boolean anyFailed = false;
            for (JsonNode c : p.get("cases")) {
                assertThat(c.get("name").isTextual()).isTrue();
                assertThat(c.get("inputs").isObject()).isTrue();
                c.get("inputs").forEach(v -> assertThat(v.isTextual()).isTrue());
                String status = c.get("status").asText();
                assertThat(status).isIn("passed", "failed");
                anyFailed |= status.equals("failed");
                assertThat(c.get("message").asText().isEmpty()).as("a message exactly when the case failed: " + c)
                        .isEqualTo(status.equals("passed"));
                assertThat(c.get("expected").isInt() && c.get("expected").intValue() >= 0).isTrue();
                assertThat(c.get("actual").isInt() && c.get("actual").intValue() >= 0).isTrue();
                assertThat(c.get("micros").isIntegralNumber() && c.get("micros").longValue() >= 0).isTrue();
                assertThat(c.get("request").isTextual()).isTrue();
                for (String list : List.of("missing", "unexpected")) {
                    for (JsonNode item : c.get(list)) {
                        assertThat(item.get("entity").isTextual()).isTrue();
                        assertThat(item.get("key").isObject()).isTrue();
                        assertThat(item.get("why").asText()).isNotBlank();
                    }
                }
                c.get("orderProblems").forEach(o -> assertThat(o.isTextual()).isTrue());
            }
            switch (p.get("status").asText()) {
                case "passed" -> {
                    passed++;
                    assertThat(anyFailed).as(id + " passed with a failed case").isFalse();
                }
                case "failed" -> {
                    failed++;
                    assertThat(anyFailed || p.has("message")).as(id + " failed without a failed case or a message").isTrue();
                }
                case "incomplete" -> {
                    incomplete++;
                    assertThat(p.get("message").asText()).as(id + " incomplete without the sentence to add").isNotBlank();
                }
                default -> {
                    skipped++;
                    assertThat(p.get("message").asText()).as(id + " skipped without a reason").isNotBlank();
                }
            }
        }
        assertThat(json.at("/summary/passed").intValue()).isEqualTo(passed);
        assertThat(json.at("/summary/failed").intValue()).isEqualTo(failed);
        assertThat(json.at("/summary/skipped").intValue()).isEqualTo(skipped);
        assertThat(json.at("/summary/incomplete").intValue()).isEqualTo(incomplete);
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static JsonNode find(JsonNode patterns, String id) {
        for (JsonNode p : patterns) {
            if (p.get("id").asText().equals(id)) {
                return p;
            }
        }
        throw new AssertionError(id + " not in the output");
    }
}

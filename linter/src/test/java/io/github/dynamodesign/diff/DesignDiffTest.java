package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.diff.report.DiffReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class DesignDiffTest {

    static List<KeyChangePairs.Pair> pairs() {
        return KeyChangePairs.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void classifiesEveryChangeAsRecorded(KeyChangePairs.Pair pair) {
        DesignDiff diff = DesignDiff.between(pair.readBefore(), pair.readAfter());

        Map<String, Long> counts = new TreeMap<>(diff.changes().stream()
                .collect(Collectors.groupingBy(c -> c.changeClass().id(), Collectors.counting())));
        String actual = String.join(",", counts.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
        String expected = String.join(",", new TreeSet<>(List.of(pair.classes().isEmpty() ? new String[0] : pair.classes().split(","))));
        assertThat(actual).as(DiffReport.text(diff)).isEqualTo(expected);
        assertThat(new TreeSet<>(MigrationPlan.of(diff).steps().stream().map(s -> s.entity() + ":" + s.action().id()).toList()))
                .isEqualTo(pair.steps());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void everyChangeIsLocatedInTheDocumentsItIsIn(KeyChangePairs.Pair pair) {
        DesignDiff diff = DesignDiff.between(pair.readBefore(), pair.readAfter());
        for (DesignChange c : diff.changes()) {
            assertThat(c.before() != null || c.after() != null).as(c.summary()).isTrue();
            if (c.before() != null) {
                assertThat(c.before().file()).endsWith(".v1.md");
                assertThat(c.before().line()).as(c.summary()).isPositive();
            }
            if (c.after() != null) {
                assertThat(c.after().file()).endsWith(".v2.md");
                assertThat(c.after().line()).as(c.summary()).isPositive();
            }
            assertThat(c.consequence()).as(c.summary()).isNotBlank();
        }
    }

    @Test
    void aTimestampGainedBySortKeyIsARewriteOfThatEntityWithBothTemplates() {
        DesignDiff diff = diff("02");
        DesignChange rewrite = diff.changes().stream().filter(c -> c.changeClass() == ChangeClass.REWRITE).findFirst().orElseThrow();
        assertThat(rewrite.kind()).isEqualTo(ChangeKind.TABLE_KEY_TEMPLATE);
        assertThat(rewrite.entity()).isEqualTo("Order");
        assertThat(rewrite.summary()).contains("`ORDER#<orderId>`", "`ORDER#<placedAt>#<orderId>`");
        assertThat(rewrite.consequence()).contains("put each under the key the new template renders", "delete the old");
        assertThat(rewrite.attributes()).containsExactly("sk");
        assertThat(diff.worst()).contains(ChangeClass.REWRITE);
        assertThat(diff.failsAt(ChangeClass.FailLevel.BREAKING)).isTrue();
        assertThat(diff.predictsStale("Order", List.of("pk", "sk"))).isPresent();
        assertThat(diff.predictsStale("Order", List.of("GSI1PK", "GSI1SK"))).as("the index keys did not change").isEmpty();
        assertThat(diff.predictsStale("Customer", List.of("pk", "sk"))).isEmpty();
    }

    @Test
    void lowerOnAnIndexKeyIsABackfillThatFailsOnlyAtBackfillLevel() {
        DesignDiff diff = diff("03");
        assertThat(diff.worst()).contains(ChangeClass.BACKFILL);
        assertThat(diff.failsAt(ChangeClass.FailLevel.BREAKING)).isFalse();
        assertThat(diff.failsAt(ChangeClass.FailLevel.BACKFILL)).isTrue();
        MigrationPlan.Step step = MigrationPlan.of(diff).step("Customer").orElseThrow();
        assertThat(step.set()).containsExactly("GSI1PK = `EMAIL#<lower(email)>`");
        assertThat(step.remove()).isEmpty();
    }

    @Test
    void aNewIndexOnAttributesItemsCarryIsSafeAndOneOnDerivedKeysIsABackfill() {
        assertThat(diff("01").worst()).contains(ChangeClass.SAFE);
        assertThat(diff("01").failsAt(ChangeClass.FailLevel.ANY)).isTrue();
        assertThat(diff("01").failsAt(ChangeClass.FailLevel.BACKFILL)).isFalse();
        DesignDiff derived = diff("04");
        assertThat(derived.changes()).filteredOn(c -> c.kind() == ChangeKind.GSI_ADDED).singleElement()
                .satisfies(c -> assertThat(c.changeClass()).isEqualTo(ChangeClass.BACKFILL))
                .satisfies(c -> assertThat(c.consequence()).contains("Order.GSI3PK"));
    }

    @Test
    void aRenamedEntityIsRecognisedNotRemovedAndAdded() {
        DesignDiff diff = diff("12");
        assertThat(diff.renamed()).containsEntry("Product", "Article");
        assertThat(diff.changes()).extracting(DesignChange::kind).containsExactly(ChangeKind.ENTITY_RENAMED);
        assertThat(MigrationPlan.of(diff).step("Article").orElseThrow().set()).containsExactly("entityType = `Article`");
    }

    @Test
    void aTableKeySchemaChangeIsOneNewTableNotARewritePerEntity() {
        DesignDiff diff = diff("07");
        assertThat(diff.changes()).extracting(DesignChange::kind).containsExactly(ChangeKind.TABLE_KEY_SCHEMA);
        assertThat(diff.newTable()).isTrue();
        MigrationPlan plan = MigrationPlan.of(diff);
        assertThat(plan.tableOperations()).singleElement().asString().contains("create a new table");
        assertThat(plan.step("Order").orElseThrow().remove()).containsExactly("pk", "sk");
    }

    @Test
    void identicalDesignsAndProseOnlyChangesAreNoChange() {
        Design design = KeyChangePairs.named("02").readAfter();
        assertThat(DesignDiff.between(design, design).identical()).isTrue();
        DesignDiff prose = diff("16");
        assertThat(prose.identical()).isTrue();
        assertThat(prose.failsAt(ChangeClass.FailLevel.ANY)).isFalse();
        assertThat(DiffReport.text(prose)).contains("no change");
    }

    @Test
    void differentTableNamesAreReportedNotRefused(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        KeyChangePairs.Pair pair = KeyChangePairs.named("02");
        Path renamed = dir.resolve("renamed.md");
        Files.writeString(renamed, Files.readString(pair.after()).replace("| Table Name | OnlineShop |", "| Table Name | Shop2 |"));
        DesignDiff diff = DesignDiff.between(pair.readAfter(), MarkdownDesignReader.read(renamed));
        assertThat(diff.changes()).singleElement().satisfies(c -> {
            assertThat(c.kind()).isEqualTo(ChangeKind.TABLE_RENAMED);
            assertThat(c.summary()).contains("OnlineShop", "Shop2");
        });
    }

    @Test
    void reportsInEveryFormatNameEachChange() throws IOException {
        DesignDiff diff = diff("13");
        String json = DiffReport.json(diff);
        com.fasterxml.jackson.databind.JsonNode node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json);
        assertThat(node.get("changes")).hasSize(diff.changes().size());
        assertThat(node.at("/summary/worst").asText()).isEqualTo("rewrite");
        assertThat(node.at("/plan/steps")).hasSize(2);
        assertThat(node.at("/changes/0/after/line").asInt()).isPositive();
        String markdown = DiffReport.markdown(diff);
        assertThat(markdown).contains("| **rewrite** |", "#### Migration", "**Order**: put under the new key");
        String sarif = DiffReport.sarif(diff, "1.0");
        com.fasterxml.jackson.databind.JsonNode s = new com.fasterxml.jackson.databind.ObjectMapper().readTree(sarif);
        assertThat(s.at("/runs/0/results")).hasSize(diff.changes().size());
        assertThat(s.at("/runs/0/results/0/level").asText()).isEqualTo("error");
        assertThat(DiffReport.text(diff)).contains("1 rewrite, 4 backfill, 3 behaviour, 2 safe (10 changes)");
    }

    @Test
    void sarifIsValidAgainstTheSarif210Schema() throws Exception {
        com.networknt.schema.JsonSchema schema;
        try (java.io.InputStream in = getClass().getResourceAsStream("/sarif/sarif-schema-2.1.0.json")) {
            schema = com.networknt.schema.JsonSchemaFactory.getInstance(com.networknt.schema.SpecVersion.VersionFlag.V7).getSchema(in,
                    com.networknt.schema.SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build());
        }
        for (String pair : List.of("02", "07", "13", "16")) {
            com.fasterxml.jackson.databind.JsonNode log = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(DiffReport.sarif(diff(pair), "0.1.0-SNAPSHOT"));
            assertThat(schema.validate(log)).as(pair).isEmpty();
        }
    }

    private static DesignDiff diff(String pair) {
        KeyChangePairs.Pair p = KeyChangePairs.named(pair);
        return DesignDiff.between(p.readBefore(), p.readAfter());
    }
}

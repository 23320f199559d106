package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.markdown.FixturePaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** Every rule flags its bad fixture and stays quiet on its good one. */
class RuleFixturesTest {

    /** The rule ids of the product brief: a contract that scripts and configurations rely on. */
    static final Set<String> CONTRACT = Set.of("key-collision", "prefix-overlap", "separator-in-value", "unpadded-number",
            "non-sortable-timestamp", "hot-partition", "placeholder-undefined", "key-type-mismatch",
            "example-item-mismatch", "missing-entity-type", "case-sensitive-lookup", "unknown-index", "unused-index",
            "index-key-missing", "degenerate-index-key", "too-many-gsis", "too-many-lsis", "lsi-collection-limit",
            "consistent-read-on-gsi", "gsi-projection-all", "scan-operation", "query-for-single-item",
            "unmapped-pattern", "duplicate-pattern-id", "unconditional-create", "uniqueness-via-gsi",
            "key-attribute-update", "stale-index-key", "transaction-too-large", "ttl-attribute-type",
            "large-item-risk", "reserved-word-attribute");

    static List<RuleMetadata> rules() {
        return LintFixtures.metadata();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void flagsTheBadFixture(RuleMetadata rule) {
        LintResult result = LintFixtures.lint(LintFixtures.ruleFixture(rule.id(), "bad"));
        List<Finding> found = LintFixtures.of(result, rule.id()).stream().filter(f -> !f.suppressed()).toList();
        assertThat(found).as("findings of %s in its bad fixture", rule.id()).isNotEmpty();
        for (Finding f : found) {
            assertThat(f.line()).isPositive();
            assertThat(f.element()).isNotBlank();
            assertThat(f.message()).isNotBlank();
            assertThat(f.hint()).as("hint of " + f).isNotBlank();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void staysQuietOnTheGoodFixture(RuleMetadata rule) {
        LintResult result = LintFixtures.lint(LintFixtures.ruleFixture(rule.id(), "good"));
        assertThat(result.unreadable()).isFalse();
        assertThat(LintFixtures.of(result, rule.id()).stream().filter(f -> !f.suppressed()))
                .as("findings of %s in its good fixture", rule.id()).isEmpty();
    }

    @Test
    void theContractsRuleIdsAreAllThereWithTheirDefaultSeverities() {
        Set<String> ids = rules().stream().map(RuleMetadata::id).collect(Collectors.toSet());
        assertThat(ids).containsAll(CONTRACT);
        assertThat(rules()).extracting(RuleMetadata::id).doesNotHaveDuplicates();
        assertThat(severity("key-collision")).isEqualTo(Severity.ERROR);
        assertThat(severity("separator-in-value")).isEqualTo(Severity.WARNING);
        assertThat(severity("case-sensitive-lookup")).isEqualTo(Severity.INFO);
        assertThat(severity("too-many-lsis")).isEqualTo(Severity.ERROR);
        assertThat(severity("gsi-projection-all")).isEqualTo(Severity.INFO);
        assertThat(severity("reserved-word-attribute")).isEqualTo(Severity.INFO);
    }

    @Test
    void everyRuleDocumentsItself() {
        for (RuleMetadata r : rules()) {
            assertThat(r.title()).as(r.id()).isNotBlank();
            assertThat(r.rationale()).as(r.id()).hasSizeGreaterThan(60);
            assertThat(r.bad()).as(r.id()).isNotBlank().isNotEqualTo(r.good());
            assertThat(Files.isDirectory(FixturePaths.designs().resolve("rules").resolve(r.id()))).as(r.id()).isTrue();
        }
        List<Path> dirs = FixturePaths.designs().resolve("rules").toFile().listFiles() == null ? List.of()
                : java.util.Arrays.stream(FixturePaths.designs().resolve("rules").toFile().listFiles()).map(java.io.File::toPath).toList();
        assertThat(dirs).allMatch(d -> rules().stream().anyMatch(r -> r.id().equals(d.getFileName().toString())));
    }

    private static Severity severity(String id) {
        return rules().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow().severity();
    }
}

package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LinterTest {

    private static final String DESIGN = """
            ## Table Configuration
            | Property | Value |
            |---|---|
            | Table Name | Games |
            | Partition Key | `PK` (S) |
            | Sort Key | `SK` (S) |

            ## Global Secondary Indexes
            | GSI Name | Partition Key | Sort Key | Projection |
            |---|---|---|---|
            | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | KEYS_ONLY |

            ## Entity Key Design
            %s
            ### Game
            - **PK**: `GAME#<gameId>`
            - **SK**: `META`
            - **GSI1PK**: `GAMES`
            - **GSI1SK**: `<gameId>`
            - **Attributes**:
              - `gameId` (string)
              - `entityType` (string) - "Game"

            ## Access Pattern Mapping
            ### Reads
            | AP ID | Operation | Table/GSI | PK | SK Condition | SK Value | Params |
            |---|---|---|---|---|---|---|
            | AP-1 | Query | GSI1 | `GAMES` | - | | |
            %s
            | AP-3 | GetItem | Table | `GAME#<gameId>` | = | `META` | |
            """;

    private static Design design(String beforeGame, String beforeAp3) {
        return MarkdownDesignReader.read("games.md", DESIGN.formatted(beforeGame, beforeAp3));
    }

    private static LintResult lint(Design d) {
        return LintFixtures.lint(d, LintConfig.DEFAULT);
    }

    @Test
    void reportsAllFindingsTogetherSortedByLine() {
        LintResult result = lint(design("", "| AP-2 | Scan | Table | - | - | | |"));
        assertThat(result.findings()).extracting(Finding::rule).contains("hot-partition", "scan-operation");
        assertThat(result.findings()).isSortedAccordingTo((a, b) -> a.location().compareTo(b.location()));
        Finding hot = LintFixtures.of(result, "hot-partition").get(0);
        assertThat(hot.element()).isEqualTo("Game");
        assertThat(hot.line()).isEqualTo(18);
        assertThat(hot.elementLine()).isEqualTo(15);
        assertThat(hot.severity()).isEqualTo(Severity.WARNING);
    }

    @Test
    void aSuppressionWithAReasonMarksTheFindingSuppressed() {
        LintResult result = lint(design("<!-- dynamo-design:ignore hot-partition fifty games at most -->",
                "<!-- dynamo-design:ignore scan-operation nightly export -->\n| AP-2 | Scan | Table | - | - | | |"));
        assertThat(LintFixtures.of(result, "hot-partition")).singleElement().satisfies(f -> {
            assertThat(f.suppressed()).isTrue();
            assertThat(f.suppressionReason()).isEqualTo("fifty games at most");
        });
        assertThat(LintFixtures.of(result, "scan-operation")).singleElement().satisfies(f -> assertThat(f.suppressed()).isTrue());
        assertThat(result.active()).extracting(Finding::rule).doesNotContain("hot-partition", "scan-operation");
        assertThat(result.failsAt(Severity.WARNING)).isFalse();
    }

    @Test
    void aSuppressionWithoutReasonOrForAnUnknownRuleIsItselfAFinding() {
        LintResult result = lint(design("<!-- dynamo-design:ignore hot-partition -->",
                "<!-- dynamo-design:ignore scan-operaton typo -->\n| AP-2 | Scan | Table | - | - | | |"));
        assertThat(LintFixtures.of(result, "hot-partition")).singleElement().satisfies(f -> assertThat(f.suppressed()).isFalse());
        assertThat(LintFixtures.of(result, Linter.INVALID_SUPPRESSION)).extracting(Finding::message).containsExactly(
                "suppression of hot-partition without a reason",
                "suppression of unknown rule 'scan-operaton'");
        assertThat(LintFixtures.of(result, Linter.INVALID_SUPPRESSION).get(1).hint()).isEqualTo("did you mean scan-operation?");
    }

    @Test
    void aSuppressionThatMatchesNothingIsReported() {
        LintResult result = lint(design("<!-- dynamo-design:ignore scan-operation not here -->", ""));
        assertThat(LintFixtures.of(result, Linter.INVALID_SUPPRESSION)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.message()).contains("matches no finding");
        });
    }

    @Test
    void configurationChangesSeveritiesDisablesRulesAndSetsOptions(@TempDir Path dir) throws Exception {
        Path config = dir.resolve(".dynamo-design.yml");
        Files.writeString(config, """
                rules:
                  hot-partition: error
                  gsi-projection-all: off
                  too-many-gsis:
                    warn-above: 0
                """);
        LintConfig settings = LintConfig.load(config, LintFixtures.metadata());
        LintResult result = LintFixtures.lint(design("", ""), settings);
        assertThat(LintFixtures.of(result, "hot-partition")).singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.ERROR));
        assertThat(LintFixtures.of(result, "too-many-gsis")).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("more than 0"));
        LintConfig off = settings.withOverrides(Map.of("hot-partition", "off", "too-many-gsis", "off"), LintFixtures.metadata());
        assertThat(LintFixtures.lint(design("", ""), off).findings()).extracting(Finding::rule)
                .doesNotContain("hot-partition", "too-many-gsis");
        assertThat(LintConfig.besides(dir.resolve("design.md"), LintFixtures.metadata()).source()).contains(config);
    }

    @Test
    void configurationMistakesNameFileAndLine(@TempDir Path dir) throws IOException {
        Path config = dir.resolve("c.yml");
        Files.writeString(config, "rules:\n  hot-partition: error\n  hot-partiton: off\n");
        assertThatThrownBy(() -> LintConfig.load(config, LintFixtures.metadata()))
                .hasMessage(config + ":3: unknown rule 'hot-partiton'; did you mean hot-partition?");
        Files.writeString(config, "rules:\n  scan-operation: loud\n");
        assertThatThrownBy(() -> LintConfig.load(config, LintFixtures.metadata()))
                .hasMessageContaining(":2: rule scan-operation: 'loud' is not a level");
        Files.writeString(config, "rules:\n  too-many-gsis:\n    max: 3\n");
        assertThatThrownBy(() -> LintConfig.load(config, LintFixtures.metadata()))
                .hasMessageContaining(":3: rule too-many-gsis has no option 'max' (options: warn-above, error-above)");
        Files.writeString(config, "rules: [\n");
        assertThatThrownBy(() -> LintConfig.load(config, LintFixtures.metadata())).hasMessageContaining("not valid YAML");
    }

    @Test
    void aBaselineAbsorbsKnownFindingsByRuleFileAndElementNotLine(@TempDir Path dir) throws Exception {
        LintResult before = lint(design("", "| AP-2 | Scan | Table | - | - | | |"));
        Path file = dir.resolve("baseline.json");
        Baseline.of(before.findings()).write(file);
        Baseline baseline = Baseline.read(file);
        assertThat(baseline.entries()).hasSameSizeAs(before.active());

        Design moved = MarkdownDesignReader.read("games.md", "\n\n\n" + DESIGN.formatted("", "| AP-2 | Scan | Table | - | - | | |"));
        LintResult after = baseline.apply(lint(moved));
        assertThat(after.active()).isEmpty();
        assertThat(after.baselined()).isEqualTo(before.active().size());

        Design grown = MarkdownDesignReader.read("games.md", DESIGN.formatted("", "| AP-2 | Scan | Table | - | - | | |\n| AP-4 | Scan | GSI1 | - | - | | |"));
        LintResult withNew = baseline.apply(lint(grown));
        assertThat(withNew.active()).extracting(Finding::element).containsExactly("AP-4");

        LintResult fixed = baseline.apply(lint(design("", "")));
        assertThat(fixed.goneFromBaseline()).extracting(Baseline.Entry::element).containsExactly("AP-2");
    }

    @Test
    void aFailingRuleIsReportedAndTheOthersStillRun() {
        Rule broken = new Broken();
        LintResult result = new Linter(List.of(broken, new io.github.dynamodesign.lint.rules.ScanOperation()), LintConfig.DEFAULT)
                .lint(design("", "| AP-2 | Scan | Table | - | - | | |"));
        assertThat(result.findings()).extracting(Finding::rule).containsExactly("broken-rule", "scan-operation");
        assertThat(result.findings().get(0).message()).contains("the rule failed on this design");
    }

    @Test
    void anUnreadableDocumentIsNotLinted() {
        LintResult result = LintFixtures.lint("x.md", "# Just notes\n");
        assertThat(result.unreadable()).isTrue();
        assertThat(result.findings()).isEmpty();
        assertThat(result.fatal()).extracting(d -> d.code()).containsExactly("not-a-design");
    }

    @LintRule(id = "broken-rule", severity = Severity.WARNING, title = "t", rationale = "r", bad = "b", good = "g")
    static final class Broken implements Rule {
        @Override
        public void check(LintContext context, Findings findings) {
            throw new IllegalStateException("boom");
        }
    }
}

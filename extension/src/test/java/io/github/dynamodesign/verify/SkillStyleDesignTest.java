package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A design written the way the table-design template and its assistants write it (skill/bike-share): every pattern
 * passes as written, and a key bug planted in any of its phrasings makes the patterns it affects fail.
 */
class SkillStyleDesignTest {

    private static final String FIXTURE = "skill/bike-share.table-design.md";

    @Test
    void everyPatternPassesAndExpiryByTtlIsListedWithItsReason() throws IOException {
        Design design = MarkdownDesignReader.read(FixturePaths.designs().resolve(FIXTURE));
        assertThat(design.diagnostics()).as("read without a complaint").isEmpty();
        try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), 42)) {
            VerificationReport report = session.run(id -> true);
            assertThat(report.setupProblems()).isEmpty();
            assertThat(report.patterns()).hasSize(19);
            for (PatternResult p : report.patterns()) {
                Status expected = p.id().equals("AP-031") ? Status.SKIPPED : Status.PASSED;
                assertThat(p.status()).as(p.id() + ": " + p.message() + p.cases().stream().map(CaseResult::message).toList())
                        .isEqualTo(expected);
            }
            assertThat(report.patterns().stream().filter(p -> p.id().equals("AP-031")).findFirst().orElseThrow().message())
                    .contains("TTL expiry");
        }
    }

    @Test
    void paddingInsideThePlaceholderMatters() throws IOException {
        PatternResult get = FixtureVariants.verify(FIXTURE, "AP-008", "- **SK**: `PASS#<passNumber:03>`", "- **SK**: `PASS#<passNumber>`");
        assertThat(get.status()).isEqualTo(Status.FAILED);
        PatternResult ordered = FixtureVariants.verify(FIXTURE, "AP-009", "- **SK**: `PASS#<passNumber:03>`", "- **SK**: `PASS#<passNumber>`",
                "| `RIDER#<riderId>` | begins_with | `PASS#` | - |", "| `RIDER#<riderId>` | begins_with | `PASS#` | ScanIndexForward=true |");
        assertThat(ordered.status()).as("the request says its order matters").isEqualTo(Status.FAILED);
        assertThat(ordered.cases().stream().flatMap(c -> c.orderProblems().stream()).toList()).anyMatch(m -> m.contains("pad"));
        PatternResult unordered = FixtureVariants.verify(FIXTURE, "AP-009", "- **SK**: `PASS#<passNumber:03>`", "- **SK**: `PASS#<passNumber>`");
        assertThat(unordered.status()).as("nothing says in which order a rider's passes come").isEqualTo(Status.PASSED);
        assertThat(unordered.warnings()).anyMatch(m -> m.contains("pad") && m.contains("states no order"));
    }

    @Test
    void paddingStatedInProseMatters() throws IOException {
        PatternResult stated = FixtureVariants.verify(FIXTURE, "AP-002",
                "`DOCK#<dockNumber>` where dockNumber is zero-padded to 2 digits", "`DOCK#<dockNumber>`",
                "| `STATION#<stationId>#DOCKED` | - | - | - |", "| `STATION#<stationId>#DOCKED` | - | - | Sort=dockNumber |");
        assertThat(stated.status()).as("docks 9 and 10 sort as text").isEqualTo(Status.FAILED);
        PatternResult words = FixtureVariants.verify(FIXTURE, "AP-002",
                "`DOCK#<dockNumber>` where dockNumber is zero-padded to 2 digits", "`DOCK#<dockNumber>`");
        assertThat(words.status()).as("only the words 'by dock' ask for an order").isEqualTo(Status.PASSED);
        assertThat(words.warnings()).anyMatch(m -> m.contains("dock"));
    }

    @Test
    void lowerCaseInsideThePlaceholderMatters() throws IOException {
        PatternResult lookup = FixtureVariants.verify(FIXTURE, "AP-003",
                "- **PK**: `HANDLE#<lowercase handle>`", "- **PK**: `HANDLE#<handle>`");
        assertThat(lookup.status()).isEqualTo(Status.FAILED);
    }

    @Test
    void aStepMergedIntoAnotherUpdatesTheSameItem() throws IOException {
        PatternResult unmerged = FixtureVariants.verify(FIXTURE, "AP-024", " (merged into 2)", "");
        assertThat(unmerged.status()).as("two updates of one Rider in a transaction are read as one update").isEqualTo(Status.PASSED);
        PatternResult alone = FixtureVariants.verify(FIXTURE, "AP-024", " 3. Update Rider SET GSI2SK = `<invertedKm>#<riderId>` (merged into 2)", "");
        assertThat(alone.status()).as("ADD totalKm alone leaves the index key made of it stale").isEqualTo(Status.FAILED);
        assertThat(alone.cases().stream().map(CaseResult::message).toList())
                .anyMatch(m -> m.contains("changes totalKm, which GSI2SK is made of, but does not set GSI2SK"));
    }

    @Test
    void aRangeBoundedByAnotherTypesPrefixReturnsTheTypesBelowIt() throws IOException {
        PatternResult wrong = FixtureVariants.verify(FIXTURE, "AP-004",
                "| `RIDER#<riderId>` | < | `RIDE#` |", "| `RIDER#<riderId>` | < | `PASS#` |");
        assertThat(wrong.returns()).as("only #PROFILE sorts below PASS#").containsExactly("Rider");
        PatternResult right = FixtureVariants.verify(FIXTURE, "AP-004");
        assertThat(right.returns()).containsExactlyInAnyOrder("Rider", "Pass");
    }

    @Test
    void aStepThatNamesNoEntityIsIncompleteNotFailed() throws IOException {
        PatternResult step = FixtureVariants.verify(FIXTURE, "AP-023", "`STATION#<stationId>` / `BIKE#<bikeId>`:",
                "`STATION#<stationId>` / `CYCLE#<bikeId>`:");
        assertThat(step.status()).isEqualTo(Status.INCOMPLETE);
        assertThat(step.message()).contains("write its steps as `1. Put");
    }
}

package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.MarkdownSpecReader;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The designs the intent mutants are made from pass on every seed, with and without their access-patterns document;
 * their cases can fail: seeds change the inputs, a Limit is exceeded and honoured, orders have items to order, and
 * pagination is followed.
 */
class IntentVerificationTest {

    static List<Arguments> designsAndSeeds() {
        List<Arguments> all = new ArrayList<>();
        for (String design : List.of("intent/issue-tracker.md", "intent/streaming.md", "good/online-shop.md", "good/chat.md",
                "good/project-tracker.md")) {
            for (long seed : new long[] {1, 2, 3, 42}) {
                all.add(Arguments.of(design, seed));
            }
        }
        return all;
    }

    private static VerificationReport run(String fixture, long seed, boolean withSpec) {
        Path file = FixturePaths.designs().resolve(fixture);
        Design design = MarkdownDesignReader.read(file);
        Optional<AccessPatternsSpec> spec = withSpec ? MarkdownSpecReader.forDesign(file, design) : Optional.empty();
        try (VerificationSession session = VerificationSession.open(design, spec, TestDynamo.client(), seed)) {
            return session.run(id -> true);
        }
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("designsAndSeeds")
    void passesWithAndWithoutItsDocument(String fixture, long seed) {
        for (boolean withSpec : new boolean[] {true, false}) {
            VerificationReport report = run(fixture, seed, withSpec);
            assertThat(report.patterns()).as("%s with the document: %s", fixture, withSpec)
                    .allSatisfy(p -> assertThat(p.status()).as(p.id() + ": " + p.message() + " "
                            + p.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED));
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"intent/issue-tracker.md", "intent/streaming.md", "good/online-shop.md", "good/chat.md",
            "good/project-tracker.md", "good/pet-clinic.md", "good/leaderboard.md", "good/sensor-readings.md"})
    void anotherSeedAsksForOtherInputs(String fixture) {
        Map<String, List<Map<String, String>>> one = inputs(run(fixture, 1, true));
        Map<String, List<Map<String, String>>> two = inputs(run(fixture, 2, true));
        long differ = one.keySet().stream().filter(id -> !one.get(id).equals(two.get(id))).count();
        assertThat(differ).as("read patterns whose cases differ between seeds 1 and 2, of %s", one.keySet())
                .isGreaterThanOrEqualTo((one.size() + 1) / 2);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42})
    void aLimitIsExceededAndHonoured(long seed) {
        PatternResult latest = pattern(run("intent/issue-tracker.md", seed, true), "AP-003");
        assertThat(latest.cases()).as("a case with more comments than Limit=5").anySatisfy(c -> {
            assertThat(c.expected()).isEqualTo(5);
            assertThat(c.actual()).isEqualTo(5);
            assertThat(c.status()).isEqualTo(Status.PASSED);
        });
        assertThat(latest.cases()).as("every case orders at least three comments")
                .anySatisfy(c -> assertThat(c.expected()).isGreaterThanOrEqualTo(3));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 42})
    void paginationIsFollowedPastTheFirstPage(long seed) {
        PatternResult comments = pattern(run("good/project-tracker.md", seed, true), "AP-009");
        assertThat(comments.cases()).as("a case with more comments than a page of 25")
                .anySatisfy(c -> {
                    assertThat(c.expected()).isGreaterThan(25);
                    assertThat(c.actual()).isEqualTo(c.expected());
                });
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 42})
    void bothBoundsOfARangeAfterASharedValueAreTested(long seed) {
        PatternResult window = pattern(run("intent/issue-tracker.md", seed, true), "AP-004");
        assertThat(window.cases()).as("the upper bound is a time, not the status")
                .allSatisfy(c -> assertThat(c.inputs().get("to")).matches("\\d{4}-\\d{2}-\\d{2}T.*"));
        assertThat(window.cases()).as("a window holding several issues of one status")
                .anySatisfy(c -> assertThat(c.expected()).isGreaterThanOrEqualTo(3));
    }

    private static PatternResult pattern(VerificationReport report, String id) {
        return report.patterns().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    private static Map<String, List<Map<String, String>>> inputs(VerificationReport report) {
        Map<String, List<Map<String, String>>> byPattern = new LinkedHashMap<>();
        for (PatternResult p : report.patterns()) {
            if (p.cases().stream().anyMatch(c -> !c.inputs().isEmpty())) {
                byPattern.put(p.id(), p.cases().stream().map(CaseResult::inputs).toList());
            }
        }
        return byPattern;
    }
}

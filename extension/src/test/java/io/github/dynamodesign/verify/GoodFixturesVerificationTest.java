package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.MarkdownSpecReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every pattern of every good fixture passes, on several seeds; write patterns leave the seeded items exactly as they
 * were, so running them first changes no read result.
 */
class GoodFixturesVerificationTest {

    static List<Arguments> fixturesAndSeeds() {
        List<Arguments> all = new ArrayList<>();
        for (Path file : FixturePaths.good()) {
            for (long seed : new long[] {1, 2, 3, 42}) {
                all.add(Arguments.of(file.getFileName().toString(), seed));
            }
        }
        return all;
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("fixturesAndSeeds")
    void everyPatternPasses(String fixture, long seed) {
        Path file = FixturePaths.designs().resolve("good").resolve(fixture);
        Design design = MarkdownDesignReader.read(file);
        try (VerificationSession session = VerificationSession.open(design, MarkdownSpecReader.forDesign(file, design), TestDynamo.client(), seed)) {
            VerificationReport report = session.run(id -> true);
            assertThat(report.setupProblems()).as("setup problems").isEmpty();
            assertThat(failures(report)).as("failed patterns").isEmpty();
            long passed = report.patterns().stream().filter(p -> p.status() == Status.PASSED).count();
            assertThat(passed).isEqualTo(design.reads().size() + design.writes().size());
            assertThat(report.patterns()).filteredOn(p -> p.status() == Status.PASSED)
                    .allSatisfy(p -> assertThat(p.cases()).as(p.id() + " cases").isNotEmpty())
                    .anySatisfy(p -> assertThat(p.cases()).anySatisfy(c -> assertThat(c.expected()).isGreaterThan(1)));
            assertThat(session.seededItems()).hasSizeGreaterThan(20);
        }
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("fixturesAndSeeds")
    void writePatternsLeaveTheSeededItemsAsTheyWere(String fixture, long seed) {
        Design design = MarkdownDesignReader.read(FixturePaths.designs().resolve("good").resolve(fixture));
        Set<String> writes = design.writes().stream().map(w -> w.id()).collect(Collectors.toSet());
        assertThat(writes).as("the fixture has write patterns").isNotEmpty();
        try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), seed)) {
            List<Map<String, AttributeValue>> before = tableItems(session);
            assertThat(before).containsExactlyInAnyOrderElementsOf(session.seededItems().stream().map(SeededItem::stored).toList());

            VerificationReport written = session.run(writes::contains);
            assertThat(failures(written)).as("failed write patterns").isEmpty();
            assertThat(tableItems(session)).as("items after all write patterns ran").containsExactlyInAnyOrderElementsOf(before);

            VerificationReport read = session.run(id -> !writes.contains(id));
            assertThat(failures(read)).as("read patterns after the writes").isEmpty();
        }
    }

    private static List<String> failures(VerificationReport report) {
        List<String> failures = new ArrayList<>();
        for (PatternResult p : report.patterns()) {
            if (p.status() == Status.FAILED) {
                failures.add(p.id() + ": " + p.message() + p.cases().stream().filter(c -> c.status() == Status.FAILED)
                        .map(CaseResult::message).toList());
            }
        }
        return failures;
    }

    private static List<Map<String, AttributeValue>> tableItems(VerificationSession session) {
        return session.client().scanPaginator(ScanRequest.builder().tableName(session.tableName()).consistentRead(true).build())
                .items().stream().toList();
    }
}

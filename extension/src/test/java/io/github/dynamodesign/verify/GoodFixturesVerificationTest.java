package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every read pattern of every good fixture passes, on several seeds. */
class GoodFixturesVerificationTest {

    static List<Arguments> fixturesAndSeeds() {
        List<Arguments> all = new ArrayList<>();
        for (Path file : FixturePaths.good()) {
            for (long seed : new long[] {1, 7, 42, 1234}) {
                all.add(Arguments.of(file.getFileName().toString(), seed));
            }
        }
        return all;
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("fixturesAndSeeds")
    void everyReadPatternPasses(String fixture, long seed) {
        Design design = MarkdownDesignReader.read(FixturePaths.designs().resolve("good").resolve(fixture));
        try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), seed)) {
            VerificationReport report = session.run(id -> true);
            assertThat(report.setupProblems()).as("setup problems").isEmpty();
            List<String> failures = new ArrayList<>();
            for (PatternResult p : report.patterns()) {
                if (p.status() == Status.FAILED) {
                    failures.add(p.id() + ": " + p.message() + p.cases().stream().filter(c -> c.status() == Status.FAILED)
                            .map(CaseResult::message).toList());
                }
            }
            assertThat(failures).as("failed patterns").isEmpty();
            long reads = report.patterns().stream().filter(p -> p.status() == Status.PASSED).count();
            assertThat(reads).isEqualTo(design.reads().size());
            assertThat(report.patterns()).filteredOn(p -> p.status() == Status.PASSED)
                    .allSatisfy(p -> assertThat(p.cases()).as(p.id() + " cases").isNotEmpty())
                    .anySatisfy(p -> assertThat(p.cases()).anySatisfy(c -> assertThat(c.expected()).isGreaterThan(1)));
            assertThat(session.seededItems()).hasSizeGreaterThan(20);
        }
    }
}

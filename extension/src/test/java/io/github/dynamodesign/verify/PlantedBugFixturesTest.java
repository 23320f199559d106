package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each fixture with a planted key bug (broken-keys) or write bug (broken-writes) fails exactly the patterns the bug
 * affects, with a message that names the cause.
 */
class PlantedBugFixturesTest {

    private static final List<String> DIRECTORIES = List.of("broken-keys", "broken-writes", "broken-intent");

    record Expectation(String directory, String file, Set<String> fails, Set<String> mayFail, boolean setupProblem, String message) {
        @Override
        public String toString() {
            return directory + "/" + file;
        }
    }

    static List<Expectation> expectations() throws IOException {
        List<Expectation> all = new ArrayList<>();
        for (String directory : DIRECTORIES) {
            all.addAll(expectations(directory));
        }
        return all;
    }

    private static List<Expectation> expectations(String directory) throws IOException {
        List<Expectation> all = new ArrayList<>();
        for (String line : Files.readAllLines(FixturePaths.designs().resolve(directory).resolve("expected-failures.tsv"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] c = line.split("\t", -1);
            all.add(new Expectation(directory, c[0], ids(c[1]), ids(c[2]), c[3].equals("yes"), c[4]));
        }
        return all;
    }

    private static Set<String> ids(String cell) {
        return cell.isBlank() ? Set.of() : new LinkedHashSet<>(Arrays.asList(cell.split(",")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectations")
    void failsExactlyTheAffectedPatterns(Expectation expected) {
        for (long seed : new long[] {42, 3, 11}) {
            Path file = FixturePaths.designs().resolve(expected.directory()).resolve(expected.file());
            Design design = MarkdownDesignReader.read(file);
            assertThat(design.usable()).isTrue();
            assertThat(design.diagnostics()).as("the fixture reads cleanly").isEmpty();
            var spec = io.github.dynamodesign.design.markdown.MarkdownSpecReader.forDesign(file, design);
            try (VerificationSession session = VerificationSession.open(design, spec, TestDynamo.client(), seed)) {
                VerificationReport report = session.run(id -> true);
                Set<String> failed = report.patterns().stream().filter(p -> p.status() == Status.FAILED)
                        .map(PatternResult::id).collect(Collectors.toCollection(LinkedHashSet::new));
                assertThat(failed).as("failed patterns with seed %d", seed).containsAll(expected.fails());
                Set<String> allowed = new LinkedHashSet<>(expected.fails());
                allowed.addAll(expected.mayFail());
                assertThat(allowed).as("failed patterns with seed %d", seed).containsAll(failed);
                assertThat(report.setupProblems().isEmpty()).as("setup problems: %s", report.setupProblems())
                        .isNotEqualTo(expected.setupProblem());
                String messages = report.patterns().stream().filter(p -> p.status() == Status.FAILED)
                        .flatMap(p -> java.util.stream.Stream.concat(java.util.stream.Stream.of(p.message()),
                                p.cases().stream().map(CaseResult::message)))
                        .collect(Collectors.joining("\n"))
                        + report.setupProblems().stream().map(SetupProblem::toString).collect(Collectors.joining("\n"));
                assertThat(messages).as("messages").contains(expected.message());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("directories")
    void everyDocumentHasAnExpectation(String directory, int atLeast) throws IOException {
        assertThat(expectations(directory)).hasSizeGreaterThanOrEqualTo(atLeast);
        try (var files = Files.list(FixturePaths.designs().resolve(directory))) {
            Set<String> documents = files.map(Path::getFileName).map(Path::toString).filter(n -> n.endsWith(".md"))
                    .collect(Collectors.toSet());
            assertThat(expectations(directory).stream().map(Expectation::file)).containsExactlyInAnyOrderElementsOf(documents);
        }
    }

    static List<Arguments> directories() {
        return List.of(Arguments.of("broken-keys", 12), Arguments.of("broken-writes", 6), Arguments.of("broken-intent", 6));
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class BrokenFixturesTest {

    record Expectation(String file, String code, int line, Severity severity, Set<String> consequences) {
        @Override
        public String toString() {
            return file + " -> " + severity.label() + " " + code + " at line " + line;
        }
    }

    static List<Expectation> expectations() throws IOException {
        List<Expectation> result = new ArrayList<>();
        for (String line : Files.readAllLines(FixturePaths.designs().resolve("broken/expected-diagnostics.tsv"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\t");
            Set<String> consequences = cells.length > 4 ? Set.copyOf(Arrays.asList(cells[4].split(","))) : Set.of();
            result.add(new Expectation(cells[0], cells[1], Integer.parseInt(cells[2]), Severity.parse(cells[3]), consequences));
        }
        return result;
    }

    static List<Diagnostic> diagnostics(Path file) {
        Design design = MarkdownDesignReader.read(file);
        List<Diagnostic> all = new ArrayList<>(design.diagnostics());
        all.addAll(ModelChecks.all(design));
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectations")
    void producesTheExpectedDiagnosticAndNoOtherError(Expectation expected) {
        Path file = FixturePaths.designs().resolve("broken").resolve(expected.file());
        List<Diagnostic> diagnostics = diagnostics(file);
        assertThat(diagnostics)
                .as("diagnostics of %s", expected.file())
                .anySatisfy(d -> {
                    assertThat(d.code()).isEqualTo(expected.code());
                    assertThat(d.location().line()).isEqualTo(expected.line());
                    assertThat(d.severity()).isEqualTo(expected.severity());
                    assertThat(d.location().file()).isEqualTo(file.toString());
                    assertThat(d.message()).isNotBlank();
                    assertThat(d.hint()).isNotBlank();
                });
        assertThat(diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).map(Diagnostic::code)
                .filter(code -> !code.equals(expected.code()) && !expected.consequences().contains(code)))
                .as("other errors in %s", expected.file()).isEmpty();
    }

    @Test
    void everyBrokenDocumentHasAnExpectation() throws IOException {
        Set<String> expected = expectations().stream().map(Expectation::file).collect(Collectors.toSet());
        assertThat(FixturePaths.broken().stream().map(p -> p.getFileName().toString())).allMatch(expected::contains);
        assertThat(expected).hasSizeGreaterThanOrEqualTo(15);
    }
}

package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.markdown.FixturePaths;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class GoodDesignsLintTest {

    static List<Path> goodFixtures() {
        return FixturePaths.good();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goodFixtures")
    void noErrorsOrWarnings(Path file) {
        LintResult result = LintFixtures.lint(file);
        assertThat(result.unreadable()).isFalse();
        assertThat(result.active()).filteredOn(f -> f.severity().atLeast(Severity.WARNING))
                .as("errors and warnings in %s", file.getFileName()).isEmpty();
        assertThat(result.findings()).filteredOn(f -> f.rule().equals(Linter.INVALID_SUPPRESSION)).isEmpty();
    }

    /** A design as the table-design template writes it: no error; the warnings a reviewer would agree with. */
    @org.junit.jupiter.api.Test
    void skillStyleDesignHasNoErrors() {
        LintResult result = LintFixtures.lint(FixturePaths.designs().resolve("skill/bike-share.table-design.md"));
        assertThat(result.unreadable()).isFalse();
        assertThat(result.active()).filteredOn(f -> f.severity().atLeast(Severity.ERROR)).isEmpty();
        assertThat(result.active()).filteredOn(f -> f.severity() == Severity.WARNING && !f.rule().equals("spec-coverage"))
                .extracting(Finding::rule).containsExactlyInAnyOrder("large-item-risk", "hot-partition");
        assertThat(result.active()).as("its access-patterns document lists two of its patterns, AP-003 and AP-007")
                .filteredOn(f -> f.rule().equals("spec-coverage")).extracting(Finding::element)
                .doesNotContain("AP-003", "AP-007").contains("AP-001", "AP-002");
    }
}

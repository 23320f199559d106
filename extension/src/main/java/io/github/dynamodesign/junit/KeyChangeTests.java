package io.github.dynamodesign.junit;

import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.KeyChange;
import io.github.dynamodesign.verify.MigrationPhase;
import io.github.dynamodesign.verify.MigrationReport;
import io.github.dynamodesign.verify.Status;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The migration check of a key change as dynamic tests: one test for the derived migration, then a container per phase
 * with a test per pattern. A pattern that needs the migration is aborted with the reason (expected until the items are
 * migrated); one the diff does not explain, or one failing after the migration, fails.
 */
final class KeyChangeTests {

    private KeyChangeTests() {
    }

    /** @param report runs the check the first time it is asked, when the first of these tests runs */
    static Stream<DynamicNode> of(String location, KeyChange change, Supplier<MigrationReport> report) {
        String from = change.previous().file();
        List<DynamicNode> nodes = new ArrayList<>();
        nodes.add(DynamicTest.dynamicTest("key change from " + from + ": the derived migration", DynamicTests.source(change.next().table().location()),
                () -> {
                    List<String> problems = report.get().migration().stream().flatMap(m -> m.problems().stream().map(p -> m.step().entity() + ": " + p)).toList();
                    if (!problems.isEmpty()) {
                        throw new AssertionFailedError("the migration derived from the diff could not migrate every item:\n  "
                                + String.join("\n  ", problems) + "\n" + reproduce(location, from, report.get().seed()));
                    }
                }));
        for (MigrationPhase.Kind kind : MigrationPhase.Kind.values()) {
            nodes.add(DynamicContainer.dynamicContainer("key change from " + from + ": " + kind.title(),
                    Stream.of(kind).flatMap(k -> phase(report.get(), k, location, from))));
        }
        return nodes.stream();
    }

    private static Stream<DynamicNode> phase(MigrationReport report, MigrationPhase.Kind kind, String location, String from) {
        MigrationPhase phase = report.phase(kind).orElseThrow();
        if (!phase.ran()) {
            return Stream.of(DynamicTest.dynamicTest(kind.title() + " (not run)", () -> {
                throw new TestAbortedException(phase.note());
            }));
        }
        List<DynamicNode> tests = new ArrayList<>();
        for (MigrationPhase.PhasePattern p : phase.patterns()) {
            tests.add(DynamicTest.dynamicTest(p.result().displayName(), DynamicTests.source(p.result().location()), () -> {
                String details = p.explanation() + cases(p) + "\n" + reproduce(location, from, report.seed());
                switch (p.verdict()) {
                    case PASSED -> {
                    }
                    case FAILED -> throw new AssertionFailedError(p.result().location() + ": " + p.result().id() + " (" + kind.title() + "): " + details);
                    case NEEDS_MIGRATION -> throw new TestAbortedException(p.result().id() + " needs the migration: " + details);
                    case SKIPPED, INCOMPLETE -> throw new TestAbortedException(p.result().id() + ": " + p.explanation());
                }
            }));
        }
        return tests.stream();
    }

    private static String cases(MigrationPhase.PhasePattern p) {
        StringBuilder out = new StringBuilder();
        for (CaseResult c : p.result().cases()) {
            if (c.status() == Status.FAILED) {
                out.append("\n").append(c.message());
            }
        }
        return out.toString();
    }

    private static String reproduce(String location, String from, long seed) {
        return "(seed " + seed + ": @DynamoDesignTest(value = \"" + location + "\", previous = \"" + from + "\", seed = " + seed
                + ") reproduces it)";
    }
}

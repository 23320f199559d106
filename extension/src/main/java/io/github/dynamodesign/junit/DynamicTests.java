package io.github.dynamodesign.junit;

import io.github.dynamodesign.verify.ImplementationCheck;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.lint.Finding;
import io.github.dynamodesign.lint.LintResult;
import io.github.dynamodesign.verify.CaseCheck;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.PatternCheck;
import io.github.dynamodesign.verify.SetupProblem;
import io.github.dynamodesign.verify.Status;
import io.github.dynamodesign.verify.VerificationSession;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Turns a verification session into dynamic containers and tests. */
final class DynamicTests {

    private DynamicTests() {
    }

    static Stream<DynamicNode> of(String location, Design design, List<String> readProblems, VerificationSession session,
                                  LintResult lint) {
        if (session == null) {
            return Stream.of(DynamicTest.dynamicTest("design document " + location, () -> {
                throw new AssertionFailedError("the design " + location + " cannot be verified:\n  "
                        + String.join("\n  ", readProblems));
            }));
        }
        List<DynamicNode> nodes = new ArrayList<>();
        String reproduce = reproduce(location, session);
        if (!session.setupProblems().isEmpty()) {
            nodes.add(DynamicTest.dynamicTest("table and sample data", source(design.table().location()), () -> {
                throw new AssertionFailedError("the table or its sample items could not be set up:\n  "
                        + String.join("\n  ", session.setupProblems().stream().map(SetupProblem::toString).toList()) + "\n" + reproduce);
            }));
        }
        if (lint != null) {
            nodes.add(DynamicTest.dynamicTest("lint", source(design.table().location()), () -> {
                List<Finding> errors = lint.active().stream().filter(f -> f.severity() == Severity.ERROR).toList();
                if (!errors.isEmpty()) {
                    throw new AssertionFailedError(errors.size() + " lint error" + (errors.size() == 1 ? "" : "s") + ":\n  "
                            + String.join("\n  ", errors.stream().map(f -> f.location() + ": [" + f.rule() + "] "
                            + f.element() + ": " + f.message()).toList()));
                }
            }));
        }
        for (PatternCheck p : session.patterns()) {
            nodes.add(DynamicContainer.dynamicContainer(p.displayName(), source(p.location()), pattern(p, reproduce)));
        }
        return nodes.stream();
    }

    /** A container per implementation class, a container per annotated method, a test per case. */
    static Stream<DynamicNode> implementations(String location, VerificationSession session, List<ImplementationCheck> checks) {
        if (session == null || checks.isEmpty()) {
            return Stream.empty();
        }
        String reproduce = reproduce(location, session);
        URI table = source(session.location());
        List<DynamicNode> nodes = new ArrayList<>();
        for (ImplementationCheck check : checks) {
            List<DynamicNode> children = new ArrayList<>();
            if (!check.problems().isEmpty()) {
                children.add(DynamicTest.dynamicTest("annotations and construction", table, () -> {
                    throw new AssertionFailedError(String.join("\n", check.problems()));
                }));
            }
            for (ImplementationCheck.MethodCheck m : check.methods()) {
                PatternCheck p = m.pattern();
                children.add(DynamicContainer.dynamicContainer(m.method() + " · " + p.displayName(), source(p.location()),
                        pattern(p, reproduce, "method")));
            }
            nodes.add(DynamicContainer.dynamicContainer(check.type() + " (implementation)", table, children.stream()));
        }
        return nodes.stream();
    }

    private static Stream<DynamicNode> pattern(PatternCheck p, String reproduce) {
        return pattern(p, reproduce, "design");
    }

    private static Stream<DynamicNode> pattern(PatternCheck p, String reproduce, String failedName) {
        List<DynamicNode> tests = new ArrayList<>();
        if (p.readiness() == PatternCheck.Readiness.INCOMPLETE) {
            tests.add(DynamicTest.dynamicTest(p.id() + " (incomplete)", source(p.location()), () -> {
                throw new TestAbortedException(p.id() + " is incomplete: " + p.message());
            }));
            return tests.stream();
        }
        if (p.readiness() == PatternCheck.Readiness.SKIPPED) {
            tests.add(DynamicTest.dynamicTest(p.id() + " (not run)", source(p.location()), () -> {
                throw new TestAbortedException(p.id() + ": " + p.message());
            }));
            return tests.stream();
        }
        if (p.readiness() == PatternCheck.Readiness.FAILED) {
            tests.add(DynamicTest.dynamicTest(failedName, source(p.location()), () -> {
                throw new AssertionFailedError(p.location() + ": " + p.message());
            }));
        }
        if (p.readiness() == PatternCheck.Readiness.READY && !p.message().isEmpty()) {
            tests.add(DynamicTest.dynamicTest("steps not run", source(p.location()), () -> {
                throw new TestAbortedException(p.id() + ": " + p.message());
            }));
        }
        List<String> warnings = new java.util.concurrent.CopyOnWriteArrayList<>(p.warnings());
        for (CaseCheck c : p.cases()) {
            tests.add(DynamicTest.dynamicTest(c.name(), source(p.location()), () -> {
                CaseResult r = c.run();
                r.warnings().stream().filter(w -> !warnings.contains(w)).forEach(warnings::add);
                if (r.status() == Status.FAILED) {
                    String message = p.location() + ": " + r.message() + "\n" + reproduce;
                    throw r.expectedItems().isEmpty() && r.actualItems().isEmpty()
                            ? new AssertionFailedError(message)
                            : new AssertionFailedError(message, String.join("\n", r.expectedItems()), String.join("\n", r.actualItems()));
                }
            }));
        }
        // after the cases have run (dynamic tests run as the stream is read): what only the document's words suggest
        Stream<DynamicNode> warned = Stream.of(p).flatMap(x -> warnings.isEmpty() || p.readiness() == PatternCheck.Readiness.FAILED
                ? Stream.empty()
                : Stream.of(DynamicTest.dynamicTest("warnings", source(p.location()), () -> {
                    throw new TestAbortedException(p.id() + " passes, with warnings (not failures: only the document's"
                            + " words suggest them):\n  " + String.join("\n  ", warnings));
                })));
        return Stream.concat(tests.stream(), warned);
    }

    /** How to run the same sample data again, for failure messages. */
    private static String reproduce(String location, VerificationSession session) {
        return "(seed " + session.seed() + ": @DynamoDesignTest(value = \"" + location + "\", seed = " + session.seed() + ") reproduces it)";
    }

    /** A file source with the line, so that IDEs jump to the pattern's row. */
    static URI source(SourceLocation location) {
        if (location.file().startsWith("classpath:")) {
            return URI.create("classpath:/" + location.file().substring("classpath:".length()).replaceFirst("^/", "")
                    + (location.line() > 0 ? "?line=" + location.line() : ""));
        }
        URI file = Path.of(location.file()).toAbsolutePath().toUri();
        return location.line() > 0 ? URI.create(file + "?line=" + location.line()) : file;
    }
}

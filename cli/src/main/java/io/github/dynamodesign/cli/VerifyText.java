package io.github.dynamodesign.cli;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.PatternResult;
import io.github.dynamodesign.verify.SetupProblem;
import io.github.dynamodesign.verify.Status;
import io.github.dynamodesign.verify.VerificationReport;

import io.github.dynamodesign.verify.Backend;
import io.github.dynamodesign.verify.LocalDynamoDb;

import java.io.PrintWriter;
import java.util.List;

/** The text form of {@code verify}: a table of patterns, and the explanations of what failed. */
final class VerifyText {

    private VerifyText() {
    }

    static void print(Design design, VerificationReport report, int items, Backend backend, PrintWriter out) {
        header(design, report.design(), report.seed(), report.tableCreated(), report.setupMillis(), report.setupProblems(),
                items, backend, out);
        int width = width(report.patterns().stream().map(PatternResult::displayName).toList());
        for (PatternResult p : report.patterns()) {
            pattern(p, width, out);
        }
        footer(report, out);
    }

    /** What is verified, how the setup went and its problems. */
    static void header(Design design, String file, long seed, boolean tableCreated, long setupMillis, List<SetupProblem> problems,
                       int items, Backend backend, PrintWriter out) {
        out.printf("Verifying %s (table %s, seed %d)%n", file, design.table().name(), seed);
        String started = (backend instanceof LocalDynamoDb ? "DynamoDB Local started" : backend.description() + " ready") + " in "
                + backend.startMillis() + " ms";
        if (tableCreated) {
            out.printf("%s; table created and %d items seeded in %d ms%n%n", started, items, setupMillis);
        } else {
            out.printf("%s; the table could not be created, so no pattern ran%n%n", started);
        }
        for (SetupProblem p : problems) {
            out.println("  SETUP " + p);
        }
        if (!problems.isEmpty()) {
            out.println();
        }
    }

    /** The width of the name column for these pattern names. */
    static int width(List<String> displayNames) {
        return displayNames.stream().mapToInt(n -> Math.min(60, n.length())).max().orElse(10);
    }

    /** One pattern's line, and for a failure the explanation of each failed case. */
    static void pattern(PatternResult p, int width, PrintWriter out) {
        String name = p.displayName().length() > 60 ? p.displayName().substring(0, 57) + "..." : p.displayName();
        long failed = p.cases().stream().filter(c -> c.status() == Status.FAILED).count();
        String detail = switch (p.status()) {
            case SKIPPED, INCOMPLETE -> p.message();
            case PASSED -> p.cases().size() + (p.cases().size() == 1 ? " case" : " cases");
            case FAILED -> failed > 0 ? failed + "/" + p.cases().size() + " cases failed" : "design error";
        };
        out.printf("  %-4s  %-" + width + "s  %-18s %-14s %s%n", label(p.status()), name, p.operation(),
                p.index() == null ? (p.status() == Status.SKIPPED || p.status() == Status.INCOMPLETE ? "" : "Table") : p.index(),
                detail);
        if (p.status() == Status.PASSED && !p.message().isEmpty()) {
            out.println("        " + p.message());
        }
        for (String w : p.warnings()) {
            out.println("        warning: " + w);
        }
        if (p.status() == Status.FAILED) {
            if (!p.message().isEmpty()) {
                out.println("        " + p.location() + ": " + p.message());
            }
            for (CaseResult c : p.cases()) {
                if (c.status() == Status.FAILED) {
                    for (String line : c.message().split("\n")) {
                        out.println("        " + line);
                    }
                }
            }
        }
        out.flush();
    }

    /** The counts, and how to reproduce a failure. */
    static void footer(VerificationReport report, PrintWriter out) {
        out.println();
        long incomplete = report.count(Status.INCOMPLETE);
        out.printf("%d passed, %d failed, %d skipped%s%s%n", report.count(Status.PASSED), report.count(Status.FAILED),
                report.count(Status.SKIPPED), incomplete == 0 ? "" : ", " + incomplete + " incomplete", report.passed() ? ""
                        : " — reproduce with --seed " + report.seed());
    }

    private static String label(Status s) {
        return switch (s) {
            case PASSED -> "PASS";
            case FAILED -> "FAIL";
            case SKIPPED -> "SKIP";
            case INCOMPLETE -> "INCOMPLETE";
        };
    }
}

package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.LocalDynamoDb;
import io.github.dynamodesign.verify.Status;
import io.github.dynamodesign.verify.VerificationReport;
import io.github.dynamodesign.verify.VerificationSession;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Verification timings for a fixture scaled 1x, 4x and 8x: DynamoDB Local start, table creation and seeding,
 * time per case once DynamoDB Local is up, and the whole CLI run from a cold JVM. Run with {@code ./benchmark verify}.
 */
public final class VerifyBenchmark {

    private VerifyBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String fixture = args.length > 0 ? args[0] : "good/online-shop.md";
        String cliJar = args.length > 1 ? args[1] : null;
        String source = Files.readString(FixturePaths.designs().resolve(fixture));
        Path dir = Files.createTempDirectory("dynamo-design-bench");
        long start = System.nanoTime();
        try (LocalDynamoDb local = LocalDynamoDb.start()) {
            System.out.printf("DynamoDB Local start (in-process, cold): %d ms (first JVM use %.0f ms)%n%n", local.startMillis(),
                    (System.nanoTime() - start) / 1e6);
            List<Design> designs = new ArrayList<>();
            for (int factor : DesignScaler.factors()) {
                Path file = dir.resolve("scaled-" + factor + "x.md");
                Files.writeString(file, DesignScaler.scale(source, factor));
                Design design = MarkdownDesignReader.read(file);
                if (!design.diagnostics().isEmpty()) {
                    throw new IllegalStateException("scaled design does not read cleanly: " + design.diagnostics());
                }
                designs.add(design);
                run(local, design, 1);
            }
            System.out.println("(after one warm-up run of every scale; times in ms; a write case includes its read-backs)");
            System.out.printf("%-6s %8s %6s %7s %6s %7s %11s %12s %12s %12s %12s %9s%n", "scale", "entities", "reads", "writes",
                    "items", "setup", "read cases", "read median", "read mean", "write cases", "write median", "all cases");
            for (int i = 0; i < designs.size(); i++) {
                int factor = DesignScaler.factors().get(i);
                Design design = designs.get(i);
                Set<String> writes = design.writes().stream().map(w -> w.id()).collect(Collectors.toSet());
                try (VerificationSession session = VerificationSession.open(design, local.client(), 42)) {
                    long t0 = System.nanoTime();
                    VerificationReport report = session.run(id -> true);
                    long total = System.nanoTime() - t0;
                    long[] reads = micros(report, id -> !writes.contains(id));
                    long[] written = micros(report, writes::contains);
                    long failed = report.count(Status.FAILED);
                    System.out.printf("%-6s %8d %6d %7d %6d %7d %11d %12.2f %12.2f %12d %12.2f %9.0f%s%n", factor + "x",
                            design.entities().size(), design.reads().size(), design.writes().size(), session.seededItems().size(),
                            session.setupMillis(), reads.length, median(reads), mean(reads), written.length, median(written),
                            total / 1e6, failed == 0 ? "" : "  (" + failed + " failed!)");
                }
            }
        }
        if (cliJar != null) {
            System.out.printf("%nWhole CLI run from a cold JVM (java -jar ... verify), best of 3:%n");
            System.out.printf("%-6s %12s %10s%n", "scale", "wall (ms)", "vs 1x");
            double base = 0;
            for (int factor : DesignScaler.factors()) {
                Path file = dir.resolve("scaled-" + factor + "x.md");
                double best = Double.MAX_VALUE;
                for (int i = 0; i < 3; i++) {
                    best = Math.min(best, cold(cliJar, file));
                }
                if (factor == 1) {
                    base = best;
                }
                System.out.printf("%-6s %12.0f %9.2fx%n", factor + "x", best, best / base);
            }
        }
    }

    private static long[] micros(VerificationReport report, Predicate<String> ids) {
        return report.patterns().stream().filter(p -> ids.test(p.id())).flatMap(p -> p.cases().stream())
                .mapToLong(CaseResult::micros).sorted().toArray();
    }

    private static double median(long[] sorted) {
        return sorted.length == 0 ? 0 : sorted[sorted.length / 2] / 1000.0;
    }

    private static double mean(long[] values) {
        return values.length == 0 ? 0 : Arrays.stream(values).average().orElse(0) / 1000.0;
    }

    private static void run(LocalDynamoDb local, Design design, long seed) {
        try (VerificationSession warmup = VerificationSession.open(design, local.client(), seed)) {
            warmup.run(id -> true);
        }
    }

    private static double cold(String jar, Path file) throws Exception {
        List<String> command = new ArrayList<>(Arrays.asList(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar, "verify", file.toString()));
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("DDB_LOCAL_TELEMETRY", "0");
        long t0 = System.nanoTime();
        int code = pb.start().waitFor();
        double ms = (System.nanoTime() - t0) / 1e6;
        if (code != 0) {
            throw new IllegalStateException("verify of " + file + " exited with " + code);
        }
        return ms;
    }
}

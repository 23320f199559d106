package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.verify.KeyChange;
import io.github.dynamodesign.verify.LocalDynamoDb;
import io.github.dynamodesign.verify.MigrationCheck;
import io.github.dynamodesign.verify.VerificationSession;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The cost of the migration check against a plain verification of the new design, on the online-shop-sized key-change
 * pairs: median of several runs each, after a warm-up, DynamoDB Local already up. Run with {@code ./benchmark migration}.
 */
public final class MigrationBenchmark {

    private static final int RUNS = 5;

    private MigrationBenchmark() {
    }

    public static void main(String[] args) {
        List<String> pairs = args.length > 0 ? List.of(args) : List.of("02-order-sk-gains-timestamp", "03-email-gains-lower",
                "07-table-keys-renamed", "13-release-timestamp-lower-status", "15-migrated-onto-a-key-bug");
        Path dir = FixturePaths.designs().resolve("key-changes");
        try (LocalDynamoDb local = LocalDynamoDb.start()) {
            System.out.printf("%-36s %9s %8s %12s %9s %12s%n", "pair", "patterns", "items", "verify (ms)", "check (ms)", "check/verify");
            for (String pair : pairs) {
                Design before = MarkdownDesignReader.read(dir.resolve(pair + ".v1.md"));
                Design after = MarkdownDesignReader.read(dir.resolve(pair + ".v2.md"));
                int[] items = new int[1];
                Runnable verify = () -> {
                    try (VerificationSession s = VerificationSession.open(after, local.client(), 42)) {
                        s.run(id -> true);
                        items[0] = s.seededItems().size();
                    }
                };
                Runnable check = () -> MigrationCheck.run(KeyChange.of(before, after), local.client(), 42, Optional.empty());
                verify.run();
                check.run();
                double v = median(verify);
                double c = median(check);
                System.out.printf("%-36s %9d %8d %12.0f %9.0f %11.2fx%n", pair, after.reads().size() + after.writes().size(), items[0], v, c, c / v);
            }
        }
        System.out.println("(median of " + RUNS + " runs after one warm-up; verify: every pattern of the new design on a fresh table; "
                + "check: the three phases of the migration check, tables made and dropped included)");
    }

    private static double median(Runnable work) {
        List<Double> times = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            long t = System.nanoTime();
            work.run();
            times.add((System.nanoTime() - t) / 1e6);
        }
        Collections.sort(times);
        return times.get(RUNS / 2);
    }
}

package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.verify.Backend;
import io.github.dynamodesign.verify.BackendSettings;
import io.github.dynamodesign.verify.BackendUnavailableException;
import io.github.dynamodesign.verify.Backends;
import io.github.dynamodesign.verify.LocalServer;
import io.github.dynamodesign.verify.VerificationReport;
import io.github.dynamodesign.verify.VerificationSession;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One row per backend for a fixture (default online-shop): start (or connect), table creation and seeding, the median
 * time of a read case and of a write case, the whole run. The endpoint is DynamoDB Local in server mode on loopback;
 * the container row needs Docker (image: {@code -Ddynamo-design.image=...}). Run with {@code ./benchmark backends}.
 */
public final class BackendBenchmark {

    private BackendBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Design design = MarkdownDesignReader.read(FixturePaths.designs().resolve(args.length > 0 ? args[0] : "good/online-shop.md"));
        System.out.printf("%-10s %10s %11s %10s %11s %12s %11s%n", "backend", "start (ms)", "setup (ms)", "read cases", "read median",
                "write median", "whole (ms)");
        row("embedded", BackendSettings.EMBEDDED, design);
        try (LocalServer server = LocalServer.start()) {
            row("endpoint", BackendSettings.endpoint(server.endpoint(), "", false), design);
        }
        row("container", BackendSettings.container(System.getProperty("dynamo-design.image", "")), design);
        System.out.println("(times in ms; a case's median over its pattern's cases after a warm-up run; setup: table created, items seeded; "
                + "whole: every pattern once)");
        // DynamoDB Local's server mode and Testcontainers leave non-daemon threads behind: end here, the table printed
        System.exit(0);
    }

    private static void row(String name, BackendSettings settings, Design design) {
        Backend backend;
        try {
            backend = Backends.start(settings, System.getenv());
        } catch (BackendUnavailableException e) {
            System.out.printf("%-10s (not available here: %s)%n", name, e.getMessage().length() > 90 ? e.getMessage().substring(0, 90) + "..." : e.getMessage());
            return;
        }
        try (backend) {
            try (VerificationSession warm = VerificationSession.open(design, backend.client(), 42)) {
                warm.run(id -> true);
            }
            long t = System.nanoTime();
            VerificationReport report;
            long setup;
            try (VerificationSession s = VerificationSession.open(design, backend.client(), 42)) {
                setup = s.setupMillis();
                report = s.run(id -> true);
            }
            long whole = (System.nanoTime() - t) / 1_000_000;
            List<Long> reads = new ArrayList<>();
            List<Long> writes = new ArrayList<>();
            report.patterns().forEach(p -> p.cases().forEach(c -> (design.read(p.id()).isPresent() ? reads : writes).add(c.micros())));
            System.out.printf("%-10s %10d %11d %10d %11.1f %12.1f %11d%n", name, backend.startMillis(), setup, reads.size(), median(reads) / 1000.0,
                    median(writes) / 1000.0, whole);
        }
    }

    private static long median(List<Long> values) {
        if (values.isEmpty()) {
            return 0;
        }
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}

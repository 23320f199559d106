package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.verify.LocalDynamoDb;
import io.github.dynamodesign.verify.MetamorphicCheck;
import io.github.dynamodesign.verify.MetamorphicRewrite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code ./benchmark metamorphic [DIR...]}: every meaning-preserving rewrite applied to every design of the folders
 * (default: the project's fixtures and, when it is there, the skill corpus beside the checkout), with the verdicts and
 * lint errors before and after. Prints one row per rewrite and each change found; exits 1 when there is one.
 */
public final class MetamorphicBenchmark {

    private MetamorphicBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        List<Path> folders = new ArrayList<>();
        if (args.length == 0) {
            for (String d : List.of("good", "skill", "intent", "broken-keys", "broken-writes", "broken-intent")) {
                folders.add(FixturePaths.designs().resolve(d));
            }
            Path corpus = Path.of("../shared/corpus/skill");
            if (Files.isDirectory(corpus)) {
                folders.add(corpus);
            }
        } else {
            for (String a : args) {
                folders.add(Path.of(a));
            }
        }
        Map<MetamorphicRewrite, int[]> rows = new EnumMap<>(MetamorphicRewrite.class);
        List<MetamorphicCheck.Change> changes = new ArrayList<>();
        int documents = 0;
        long start = System.nanoTime();
        try (LocalDynamoDb local = LocalDynamoDb.start()) {
            MetamorphicCheck check = new MetamorphicCheck(local.client());
            for (Path folder : folders) {
                Path copy = Files.createTempDirectory("metamorphic");
                try (Stream<Path> files = Files.list(folder)) {
                    for (Path f : files.filter(Files::isRegularFile).toList()) {
                        Files.copy(f, copy.resolve(f.getFileName()));
                    }
                }
                try (Stream<Path> files = Files.list(copy)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".md") && !p.toString().endsWith(".access-patterns.md")
                            && !p.getFileName().toString().equalsIgnoreCase("README.md")).sorted().toList()) {
                        documents++;
                        List<MetamorphicRewrite> applied = new ArrayList<>();
                        List<MetamorphicCheck.Change> found = check.check(f, List.of(MetamorphicRewrite.values()), applied);
                        applied.forEach(r -> rows.computeIfAbsent(r, k -> new int[2])[0]++);
                        found.forEach(c -> rows.computeIfAbsent(c.rewrite(), k -> new int[2])[1]++);
                        changes.addAll(found);
                    }
                } finally {
                    try (Stream<Path> all = Files.walk(copy)) {
                        for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                            Files.deleteIfExists(p);
                        }
                    }
                }
            }
        }
        System.out.printf("%d documents in %s, %.1f s%n%n", documents, folders, (System.nanoTime() - start) / 1e9);
        System.out.printf("| %-28s | %9s | %16s |%n", "rewrite", "rewrote", "verdicts changed");
        System.out.printf("|%s|%s|%s|%n", "-".repeat(30), "-".repeat(11), "-".repeat(18));
        for (MetamorphicRewrite r : MetamorphicRewrite.values()) {
            int[] row = rows.getOrDefault(r, new int[2]);
            System.out.printf("| %-28s | %9d | %16d |%n", r.name().toLowerCase().replace('_', '-'), row[0], row[1]);
        }
        changes.forEach(c -> System.out.println("\nCHANGED " + c));
        System.exit(changes.isEmpty() ? 0 : 1);
    }
}

package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.markdown.FixturePaths;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Meaning-preserving rewrites of every fixture design (other authors' habits) change no verdict and no lint error.
 * The fixtures are copied so that each rewritten document sits beside its original and finds the same
 * access-patterns document.
 */
@Tag("slow")
class MetamorphicTest {

    static final List<String> DIRECTORIES = List.of("good", "skill", "intent", "broken-keys", "broken-writes", "broken-intent");

    @Test
    void rewritesThatKeepTheMeaningKeepTheVerdicts(@TempDir Path copy) throws IOException {
        copyTree(FixturePaths.designs(), copy);
        MetamorphicCheck check = new MetamorphicCheck(TestDynamo.client());
        List<MetamorphicCheck.Change> changes = new ArrayList<>();
        Map<MetamorphicRewrite, Integer> appliedTo = new EnumMap<>(MetamorphicRewrite.class);
        for (String directory : DIRECTORIES) {
            try (Stream<Path> files = Files.list(copy.resolve(directory))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".md") && !f.toString().endsWith(".access-patterns.md")).sorted().toList()) {
                    List<MetamorphicRewrite> applied = new ArrayList<>();
                    changes.addAll(check.check(file, List.of(MetamorphicRewrite.values()), applied));
                    applied.forEach(r -> appliedTo.merge(r, 1, Integer::sum));
                }
            }
        }
        assertThat(changes).as("verdicts or lint errors changed by a rewrite").isEmpty();
        for (MetamorphicRewrite r : MetamorphicRewrite.values()) {
            assertThat(appliedTo.getOrDefault(r, 0)).as("documents %s rewrote", r).isGreaterThanOrEqualTo(3);
        }
    }

    @Test
    void aRewriteTheReaderDoesNotFollowIsCaught(@TempDir Path copy) throws IOException {
        copyTree(FixturePaths.designs(), copy);
        Path file = copy.resolve("good/online-shop.md");
        MetamorphicCheck check = new MetamorphicCheck(TestDynamo.client());
        MetamorphicCheck.Verdicts before = check.verdicts(file);
        Files.writeString(file, Files.readString(file).replace("| AP ID |", "| Pattern Identifier |"));
        assertThat(check.verdicts(file)).as("a change the reader does not follow shows").isNotEqualTo(before);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}

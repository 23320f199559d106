package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Good fixtures with lines dropped, duplicated and swapped, and odd text planted in them (placeholders, expressions
 * dividing by zero, separators, huge numbers): verification of every usable mutant runs to a verdict — no exception
 * escapes, and every pattern that fails says why.
 */
@Tag("slow")
class VerifyFuzzTest {

    private static final String[] PLANTED = {"<pad(x, 3)>", "#", "<", ">", "~", "0", "-1", "<a/0>", "<floor(1/0)>",
            "<date(x)>", " ", "<lower(y)>", "`", "|", "<epoch(x)>", "<month(q)>", "99999999999999999999", "<pad(score, 0)>",
            "<pad(score, -2)>"};

    private static String mutate(String src, Random r) {
        List<String> lines = new ArrayList<>(Arrays.asList(src.split("\n", -1)));
        int ops = 1 + r.nextInt(3);
        for (int k = 0; k < ops; k++) {
            int i = r.nextInt(lines.size());
            String l = lines.get(i);
            switch (r.nextInt(5)) {
                case 0 -> lines.remove(i);
                case 1 -> lines.add(i, l);
                case 2 -> {
                    if (!l.isEmpty()) {
                        int at = r.nextInt(l.length());
                        lines.set(i, l.substring(0, at) + PLANTED[r.nextInt(PLANTED.length)] + l.substring(at));
                    }
                }
                case 3 -> {
                    int j = r.nextInt(lines.size());
                    lines.set(i, lines.get(j));
                    lines.set(j, l);
                }
                default -> {
                    if (l.contains("`<")) {
                        lines.set(i, l.replaceFirst("`<([a-zA-Z]+)>", "`<pad($1, 2)>"));
                    }
                }
            }
        }
        return String.join("\n", lines);
    }

    @Test
    void everyMutantRunsToAVerdictWithReasons() throws IOException {
        Random random = new Random(7);
        List<String> problems = new ArrayList<>();
        List<Path> files = FixturePaths.good();
        int runs = 0;
        for (int n = 0; n < 120; n++) {
            Path file = files.get(random.nextInt(files.size()));
            String mutant = mutate(Files.readString(file), random);
            Design design = MarkdownDesignReader.read(file.getFileName() + " (mutant " + n + ")", mutant);
            if (!design.usable()) {
                continue;
            }
            runs++;
            try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), n)) {
                for (PatternResult p : session.run(id -> true).patterns()) {
                    boolean explained = !p.message().isBlank() || p.cases().stream().anyMatch(c -> !c.message().isBlank());
                    if (p.status() == Status.FAILED && !explained) {
                        problems.add(design.file() + ": " + p.id() + " failed without a reason");
                    }
                }
            } catch (RuntimeException e) {
                problems.add(design.file() + ": " + e);
            }
        }
        assertThat(runs).isGreaterThan(80);
        assertThat(problems).isEmpty();
    }
}

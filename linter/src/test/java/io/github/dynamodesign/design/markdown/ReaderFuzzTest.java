package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.ReadPattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Mutates every fixture many times (drop, duplicate, shuffle and truncate lines, random bytes, huge cells), reads
 * and lints the result: no exception may escape, no rule may fail, and every diagnostic and finding points at a line
 * of the document.
 */
@Tag("slow")
class ReaderFuzzTest {

    private static final int INPUTS = 10_000;
    private static final io.github.dynamodesign.lint.Linter LINTER = new io.github.dynamodesign.lint.Linter(
            io.github.dynamodesign.lint.rules.BuiltInRules.all(), io.github.dynamodesign.lint.LintConfig.DEFAULT);
    private static final long SEED = Long.getLong("dynamo-design.fuzz.seed", 20261122L);
    private static final String NOISE = "|`<>#*-:\\\n\t (){}[]\"'0123456789abcXYZ_=é\u0000\u00A0\u2028\uD83D\uDE00";

    @Test
    void noInputBreaksTheReader() throws IOException {
        List<String> sources = new ArrayList<>();
        for (Path p : FixturePaths.good()) {
            sources.add(Files.readString(p));
        }
        for (Path p : FixturePaths.broken()) {
            sources.add(Files.readString(p));
        }
        try (var rules = Files.list(FixturePaths.designs().resolve("rules"))) {
            for (Path dir : rules.sorted().toList()) {
                sources.add(Files.readString(dir.resolve("bad.md")));
            }
        }
        long started = System.nanoTime();
        AtomicInteger diagnostics = new AtomicInteger();
        IntStream.range(0, INPUTS).parallel().forEach(i -> {
            Random random = new Random(SEED * 31 + i);
            String input = mutate(sources.get(random.nextInt(sources.size())), random);
            diagnostics.addAndGet(check(i, input));
        });
        long millis = (System.nanoTime() - started) / 1_000_000;
        System.out.printf("reader fuzz: %,d mutated documents, %,d diagnostics, %,d ms (seed %d)%n",
                INPUTS, diagnostics.get(), millis, SEED);
    }

    /** Reads one input and checks its diagnostics; returns how many there were. */
    private static int check(int i, String input) {
        String name = "fuzz-" + SEED + "-" + i + ".md";
        try {
            Design design = MarkdownDesignReader.read(name, input);
            int lines = new SourceLines(input).count();
            List<Diagnostic> all = new ArrayList<>(design.diagnostics());
            all.addAll(ModelChecks.all(design));
            if (design.usable()) {
                KeyConditionMatcher matcher = new KeyConditionMatcher(design);
                for (ReadPattern p : design.reads()) {
                    matcher.resultTypes(p);
                }
                for (io.github.dynamodesign.lint.Finding f : LINTER.lint(design).findings()) {
                    assertThat(f.message()).as("input %d (seed %d): %s", i, SEED, f).doesNotContain("the rule failed");
                    assertThat(f.line()).as("line of %s in input %d (seed %d)", f, i, SEED).isBetween(1, lines);
                }
            }
            for (Diagnostic d : all) {
                assertThat(d.code()).as("input %d (seed %d)", i, SEED).isNotEqualTo("internal-error");
                assertThat(d.location().line()).as("line of %s in input %d (seed %d)", d, i, SEED).isBetween(1, lines);
                assertThat(d.message()).isNotBlank();
            }
            return all.size();
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError(String.format("input %d (seed %d) broke the reader: %s%n--- input ---%n%s",
                    i, SEED, e, abbreviate(input)), e);
        }
    }

    private static String mutate(String source, Random random) {
        List<String> lines = new ArrayList<>(List.of(source.split("\n", -1)));
        int mutations = 1 + random.nextInt(6);
        for (int m = 0; m < mutations && !lines.isEmpty(); m++) {
            int at = random.nextInt(lines.size());
            switch (random.nextInt(9)) {
                case 0 -> lines.remove(at);
                case 1 -> lines.add(at, lines.get(random.nextInt(lines.size())));
                case 2 -> {
                    int to = Math.min(lines.size(), at + 1 + random.nextInt(20));
                    Collections.shuffle(lines.subList(at, to), random);
                }
                case 3 -> lines.subList(at, lines.size()).clear();
                case 4 -> lines.set(at, noise(lines.get(at), random));
                case 5 -> lines.set(at, hugeCell(lines.get(at), random));
                case 6 -> lines.set(at, lines.get(at).substring(0, random.nextInt(lines.get(at).length() + 1)));
                case 7 -> lines.set(at, lines.get(at).replace("|", random.nextBoolean() ? "" : "||"));
                default -> lines.add(at, randomBytes(random));
            }
        }
        return String.join(random.nextInt(10) == 0 ? "\r\n" : "\n", lines);
    }

    private static String noise(String line, Random random) {
        StringBuilder out = new StringBuilder(line);
        for (int i = 0, n = 1 + random.nextInt(5); i < n; i++) {
            out.insert(random.nextInt(out.length() + 1), NOISE.charAt(random.nextInt(NOISE.length())));
        }
        return out.toString();
    }

    private static String hugeCell(String line, Random random) {
        String filler = random.nextBoolean() ? "x" : "<a>#`";
        return line + " | " + filler.repeat(2_000 + random.nextInt(18_000)) + " |";
    }

    private static String randomBytes(Random random) {
        byte[] bytes = new byte[1 + random.nextInt(200)];
        random.nextBytes(bytes);
        return new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private static String abbreviate(String text) {
        return text.length() <= 4000 ? text : text.substring(0, 4000) + "...";
    }
}

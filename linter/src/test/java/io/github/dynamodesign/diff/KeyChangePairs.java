package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The key-change fixture pairs and what {@code key-changes/expected.tsv} records for each. */
public final class KeyChangePairs {

    /** One row of the table: "-" cells are empty. */
    public record Pair(String name, String classes, Set<String> steps, Set<String> phase1Migration, Set<String> phase1Fails,
                       Set<String> phase2Fails, Set<String> phase3Migration, String explanation) {

        public Path before() {
            return dir().resolve(name + ".v1.md");
        }

        public Path after() {
            return dir().resolve(name + ".v2.md");
        }

        public Design readBefore() {
            return MarkdownDesignReader.read(before());
        }

        public Design readAfter() {
            return MarkdownDesignReader.read(after());
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private KeyChangePairs() {
    }

    public static Path dir() {
        return FixturePaths.designs().resolve("key-changes");
    }

    public static List<Pair> all() {
        try {
            return Files.readAllLines(dir().resolve("expected.tsv")).stream().filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> l.split("\t", -1)).map(c -> new Pair(c[0], dash(c[1]), set(c[2]), set(c[3]), set(c[4]), set(c[5]), set(c[6]), dash(c[7])))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Pair named(String prefix) {
        return all().stream().filter(p -> p.name().startsWith(prefix)).findFirst().orElseThrow();
    }

    private static String dash(String cell) {
        return cell.strip().equals("-") ? "" : cell.strip();
    }

    private static Set<String> set(String cell) {
        return dash(cell).isEmpty() ? Set.of() : new TreeSet<>(Arrays.asList(dash(cell).split(",")));
    }
}

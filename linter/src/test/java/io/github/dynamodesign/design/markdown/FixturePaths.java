package io.github.dynamodesign.design.markdown;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Locates the design documents of the fixtures module from a module's working directory. */
public final class FixturePaths {

    private FixturePaths() {
    }

    public static Path designs() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("fixtures/src/main/resources/designs");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("fixtures/src/main/resources/designs not found above " + Path.of("").toAbsolutePath());
    }

    public static List<Path> good() {
        return list(designs().resolve("good"));
    }

    public static List<Path> broken() {
        return list(designs().resolve("broken"));
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".md")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

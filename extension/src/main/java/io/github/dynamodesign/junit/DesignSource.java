package io.github.dynamodesign.junit;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Finds and reads the design document an annotation names. */
final class DesignSource {

    private static final String CLASSPATH = "classpath:";

    private DesignSource() {
    }

    /** The design, or empty with the reason in {@code problems}. */
    static Optional<Design> read(String location, Class<?> testClass, List<String> problems) {
        if (location.startsWith(CLASSPATH)) {
            String resource = location.substring(CLASSPATH.length()).replaceFirst("^/", "");
            ClassLoader loader = testClass.getClassLoader() != null ? testClass.getClassLoader() : ClassLoader.getSystemClassLoader();
            try (InputStream in = loader.getResourceAsStream(resource)) {
                if (in == null) {
                    problems.add("design document not found on the class path: " + location);
                    return Optional.empty();
                }
                return Optional.of(MarkdownDesignReader.read(location, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            } catch (IOException e) {
                problems.add("cannot read " + location + ": " + e.getMessage());
                return Optional.empty();
            }
        }
        Path given = Path.of(location);
        if (given.isAbsolute()) {
            return Optional.of(MarkdownDesignReader.read(given));
        }
        List<Path> tried = new ArrayList<>();
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(location);
            tried.add(dir);
            if (Files.isRegularFile(candidate)) {
                return Optional.of(MarkdownDesignReader.read(dir.equals(Path.of("").toAbsolutePath()) ? given : candidate));
            }
        }
        problems.add("design document not found: " + location + " (looked in " + String.join(", ",
                tried.stream().limit(4).map(Path::toString).toList()) + (tried.size() > 4 ? ", ..." : "") + ")");
        return Optional.empty();
    }
}

package io.github.dynamodesign.lint.report;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Paths as reports give them: relative to the repository root (the nearest folder with .git), with slashes. */
public final class ReportPaths {

    private ReportPaths() {
    }

    public static String repositoryRelative(String file) {
        Path path = Path.of(file).toAbsolutePath().normalize();
        Path root = repositoryRoot(path).orElse(Path.of("").toAbsolutePath());
        Path relative = path.startsWith(root) ? root.relativize(path) : path;
        return relative.toString().replace('\\', '/');
    }

    /** The path as a URI reference (spaces and other characters escaped). */
    public static String uri(String file) {
        String relative = repositoryRelative(file);
        try {
            return new URI(null, null, relative, null).toASCIIString();
        } catch (URISyntaxException e) {
            return relative.replace(" ", "%20");
        }
    }

    private static java.util.Optional<Path> repositoryRoot(Path file) {
        for (Path dir = file.getParent(); dir != null; dir = dir.getParent()) {
            if (Files.exists(dir.resolve(".git"))) {
                return java.util.Optional.of(dir);
            }
        }
        return java.util.Optional.empty();
    }
}

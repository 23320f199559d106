package io.github.dynamodesign.design.spec;

import io.github.dynamodesign.design.Design;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds a design's access-patterns document from the design's {@code > Input:} line: the path as written, from the
 * design's folder or any folder above it (the line is usually relative to the repository), a file of that name
 * beside the design, or that name with the design's own prefix beside it ({@code rooms.table-design.md} naming
 * {@code docs/dynamodb/access-patterns.md}: {@code rooms.access-patterns.md}, as designs kept side by side are named).
 */
public final class SpecLocator {

    /** Where the design says its access patterns are, and where that was found. */
    public record Located(String named, Optional<Path> path) {
    }

    private SpecLocator() {
    }

    /** The document the design names in its metadata; empty when it names none. */
    public static Optional<Located> locate(Path designFile, Design design) {
        Optional<String> named = named(design);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        String text = named.get();
        Path written;
        try {
            written = Path.of(text);
        } catch (RuntimeException e) {
            return Optional.of(new Located(text, Optional.empty()));
        }
        Path folder = designFile.toAbsolutePath().normalize().getParent();
        for (Path dir = folder; dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(written).normalize();
            if (Files.isRegularFile(candidate)) {
                return Optional.of(new Located(text, Optional.of(relative(candidate))));
            }
        }
        if (folder != null && written.getFileName() != null) {
            Path beside = folder.resolve(written.getFileName().toString());
            if (Files.isRegularFile(beside)) {
                return Optional.of(new Located(text, Optional.of(relative(beside))));
            }
            Optional<Path> prefixed = prefixed(designFile, written.getFileName().toString())
                    .map(folder::resolve).filter(Files::isRegularFile)
                    // "nfol-access-patterns.md" named, "league.access-patterns.md" beside "league.table-design.md"
                    .or(() -> written.getFileName().toString().toLowerCase(Locale.ROOT).endsWith("access-patterns.md")
                            ? prefixed(designFile, "access-patterns.md").map(folder::resolve).filter(Files::isRegularFile) : Optional.empty());
            if (prefixed.isPresent()) {
                return Optional.of(new Located(text, Optional.of(relative(prefixed.get()))));
            }
        }
        return Optional.of(new Located(text, Optional.empty()));
    }

    /** The named file's name with the design's own prefix: the part of the design's name before {@code table-design}. */
    private static Optional<String> prefixed(Path designFile, String named) {
        String design = designFile.getFileName().toString();
        int at = design.toLowerCase(Locale.ROOT).lastIndexOf("table-design");
        return at > 0 ? Optional.of(design.substring(0, at) + named) : Optional.empty();
    }

    /** The path from the working directory when the file is below it, as users give paths. */
    private static Path relative(Path file) {
        Path here = Path.of("").toAbsolutePath();
        return file.startsWith(here) ? here.relativize(file) : file;
    }

    /** The path of the design's {@code > Input:} metadata line. */
    public static Optional<String> named(Design design) {
        for (String line : design.metadata()) {
            String l = line.strip();
            int colon = l.indexOf(':');
            if (colon > 0 && l.substring(0, colon).strip().toLowerCase(Locale.ROOT).equals("input")) {
                String value = l.substring(colon + 1).strip().replace("`", "");
                if (!value.isEmpty() && value.toLowerCase(Locale.ROOT).endsWith(".md")) {
                    return Optional.of(value);
                }
            }
        }
        return Optional.empty();
    }
}

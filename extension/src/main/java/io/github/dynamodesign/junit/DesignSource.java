package io.github.dynamodesign.junit;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.git.GitRevisions;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.MarkdownSpecReader;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SpecLocator;

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

    /**
     * The access-patterns document: the one given (a missing one is a problem), else the one the design names when it
     * is found.
     */
    static Optional<AccessPatternsSpec> spec(String given, String designLocation, Design design, Class<?> testClass,
                                             List<String> problems) {
        if (!given.isBlank()) {
            return text("access-patterns document", given, testClass, problems).map(t -> MarkdownSpecReader.read(t.name(), t.content()));
        }
        Optional<String> named = SpecLocator.named(design);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        if (designLocation.startsWith(CLASSPATH)) {
            String resource = designLocation.substring(CLASSPATH.length()).replaceFirst("^/", "");
            String folder = resource.contains("/") ? resource.substring(0, resource.lastIndexOf('/') + 1) : "";
            for (String candidate : List.of(folder + named.get(), named.get(), folder + Path.of(named.get()).getFileName())) {
                Optional<Text> t = text("access-patterns document", CLASSPATH + candidate, testClass, new ArrayList<>());
                if (t.isPresent()) {
                    return Optional.of(MarkdownSpecReader.read(t.get().name(), t.get().content()));
                }
            }
            return Optional.empty();
        }
        return SpecLocator.locate(Path.of(design.file()), design).flatMap(SpecLocator.Located::path).map(MarkdownSpecReader::read);
    }

    private record Text(String name, String content) {
    }

    private static Optional<Text> text(String what, String location, Class<?> testClass, List<String> problems) {
        if (location.startsWith(CLASSPATH)) {
            String resource = location.substring(CLASSPATH.length()).replaceFirst("^/", "");
            ClassLoader loader = testClass.getClassLoader() != null ? testClass.getClassLoader() : ClassLoader.getSystemClassLoader();
            try (InputStream in = loader.getResourceAsStream(resource)) {
                if (in == null) {
                    problems.add(what + " not found on the class path: " + location);
                    return Optional.empty();
                }
                return Optional.of(new Text(location, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            } catch (IOException e) {
                problems.add("cannot read " + location + ": " + e.getMessage());
                return Optional.empty();
            }
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(location);
            if (Files.isRegularFile(candidate)) {
                try {
                    return Optional.of(new Text(location, Files.readString(candidate)));
                } catch (IOException e) {
                    problems.add("cannot read " + location + ": " + e.getMessage());
                    return Optional.empty();
                }
            }
        }
        problems.add(what + " not found: " + location);
        return Optional.empty();
    }

    /** The prefix of a previous version given as a git revision of the design's own file. */
    static final String GIT = "git:";

    /**
     * The version of the design a live table was made for: a document like the design's, or {@code git:REV}, the
     * design's own file at that revision. Empty, with the reason in {@code problems}, when it cannot be read or has read
     * errors.
     */
    static Optional<Design> previous(String location, Design design, Class<?> testClass, List<String> problems) {
        Optional<Design> previous;
        if (location.startsWith(GIT)) {
            if (design.file().startsWith(CLASSPATH)) {
                problems.add("previous = \"" + location + "\" needs the design as a file of a git repository, not " + design.file());
                return Optional.empty();
            }
            try {
                GitRevisions.Revision r = GitRevisions.read(Path.of(design.file()), location.substring(GIT.length()).strip());
                previous = Optional.of(MarkdownDesignReader.read(r.label(), r.content()));
            } catch (GitRevisions.RevisionException e) {
                problems.add("previous design: " + e.getMessage());
                return Optional.empty();
            }
        } else {
            previous = read(location, testClass, problems);
        }
        if (previous.isPresent()) {
            List<String> errors = previous.get().diagnostics().stream()
                    .filter(d -> d.severity() == Severity.ERROR || Design.FATAL_CODES.contains(d.code())).map(Object::toString).toList();
            if (!previous.get().usable() || !errors.isEmpty()) {
                problems.add("the previous design " + previous.get().file() + " cannot be compared until it reads without errors");
                problems.addAll(errors);
                return Optional.empty();
            }
        }
        return previous;
    }

    /** The design, or empty with the reason in {@code problems}. */
    static Optional<Design> read(String location, Class<?> testClass, List<String> problems) {
        if (location.startsWith(CLASSPATH)) {
            return text("design document", location, testClass, problems).map(t -> MarkdownDesignReader.read(t.name(), t.content()));
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

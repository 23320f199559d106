package io.github.dynamodesign.cli;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.git.GitRevisions;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The two versions of a design that {@code diff} and {@code verify --previous} compare: files, or the new file and the
 * same path at a git revision. A version that cannot be read, or that has read errors, is reported with file, line and
 * hint, and the command stops with exit code 2.
 */
final class DesignVersions {

    private DesignVersions() {
    }

    /** The old version: the file given, or the new file's path at the revision. Empty (reported) when it cannot be read. */
    static Optional<Design> previous(Path file, Path newFile, String revision, String option, PrintWriter err) {
        if (file != null && revision != null) {
            err.println("dynamo-design: give the old design as a file or as " + option + " REV, not both");
            return Optional.empty();
        }
        if (revision == null) {
            return readable(MarkdownDesignReader.read(file), err);
        }
        try {
            GitRevisions.Revision old = GitRevisions.read(newFile, revision);
            return readable(MarkdownDesignReader.read(old.label(), old.content()), err);
        } catch (GitRevisions.RevisionException e) {
            err.println("dynamo-design: " + e.getMessage());
            return Optional.empty();
        }
    }

    /** The design when it can be compared: usable and without read errors; else its diagnostics are printed. */
    static Optional<Design> readable(Design design, PrintWriter err) {
        List<Diagnostic> errors = design.diagnostics().stream()
                .filter(d -> d.severity() == Severity.ERROR || Design.FATAL_CODES.contains(d.code())).toList();
        if (design.usable() && errors.isEmpty()) {
            return Optional.of(design);
        }
        errors.forEach(err::println);
        err.println("dynamo-design: " + design.file() + " cannot be compared until it reads without errors");
        return Optional.empty();
    }
}

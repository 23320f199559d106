package io.github.dynamodesign.cli;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.markdown.MarkdownSpecReader;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SpecLocator;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The access-patterns document of a design: the one given with {@code --spec}, else the one the design names in its
 * {@code > Input:} line when it can be found. A named document that cannot be found is a note, not an error: intent
 * then comes from the design's own words.
 */
final class SpecFiles {

    /** The document read, or why the command must stop (a {@code --spec} that cannot be read). */
    record Loaded(Optional<AccessPatternsSpec> spec, boolean failed) {
    }

    private SpecFiles() {
    }

    static Loaded load(Path designFile, Design design, Path explicit, PrintWriter err) {
        if (explicit != null) {
            AccessPatternsSpec spec = MarkdownSpecReader.read(explicit);
            List<Diagnostic> errors = spec.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).toList();
            if (!errors.isEmpty()) {
                errors.forEach(d -> err.println("dynamo-design: --spec " + d));
                return new Loaded(Optional.empty(), true);
            }
            return new Loaded(Optional.of(spec), false);
        }
        Optional<SpecLocator.Located> located = SpecLocator.locate(designFile, design);
        if (located.isEmpty()) {
            return new Loaded(Optional.empty(), false);
        }
        if (located.get().path().isEmpty()) {
            err.println("note: " + designFile + " names its access patterns `" + located.get().named() + "` (> Input:), which"
                    + " was not found from its folder: intent comes from the design's own words; give the document with --spec FILE");
            return new Loaded(Optional.empty(), false);
        }
        AccessPatternsSpec spec = MarkdownSpecReader.read(located.get().path().get());
        if (spec.diagnostics().stream().anyMatch(d -> d.severity() == Severity.ERROR)) {
            spec.diagnostics().forEach(d -> err.println("note: " + d));
            return new Loaded(Optional.empty(), false);
        }
        return new Loaded(Optional.of(spec), false);
    }
}

package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.MarkdownSpecReader;
import io.github.dynamodesign.lint.LintConfig;
import io.github.dynamodesign.lint.Linter;
import io.github.dynamodesign.lint.rules.BuiltInRules;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The verdicts and lint errors of a design document, before and after a meaning-preserving rewrite. The rewritten
 * document is written beside the original, so that the access-patterns document it names is found the same way.
 */
public final class MetamorphicCheck {

    /** What a reader makes of a document: each pattern's status, and the lint errors by rule. */
    public record Verdicts(Map<String, Status> patterns, Map<String, Long> lintErrors) {
    }

    /** A rewrite that changed what was understood. */
    public record Change(Path document, MetamorphicRewrite rewrite, Verdicts before, Verdicts after) {
        @Override
        public String toString() {
            return document.getFileName() + " " + rewrite + ": " + before + " -> " + after;
        }
    }

    private final DynamoDbClient client;

    public MetamorphicCheck(DynamoDbClient client) {
        this.client = client;
    }

    public Verdicts verdicts(Path file) {
        Design design = MarkdownDesignReader.read(file);
        var spec = MarkdownSpecReader.forDesign(file, design);
        Map<String, Long> errors = new TreeMap<>();
        new Linter(BuiltInRules.all(), LintConfig.DEFAULT).lint(design, spec).findings().stream()
                .filter(f -> f.severity() == Severity.ERROR && f.suppressionReason() == null)
                .forEach(f -> errors.merge(f.rule(), 1L, Long::sum));
        Map<String, Status> statuses = new TreeMap<>();
        if (design.usable()) {
            try (VerificationSession session = VerificationSession.open(design, spec, client, 42)) {
                session.run(id -> true).patterns().forEach(p -> statuses.put(p.id(), p.status()));
            }
        }
        return new Verdicts(statuses, errors);
    }

    /**
     * Every rewrite that applies to the document, checked: the changes found (empty when the reader is indifferent to
     * them).
     *
     * @param applied receives the rewrites that changed the document's text
     */
    public List<Change> check(Path file, List<MetamorphicRewrite> rewrites, List<MetamorphicRewrite> applied) throws IOException {
        String original = Files.readString(file);
        Verdicts before = null;
        List<Change> changes = new ArrayList<>();
        for (MetamorphicRewrite r : rewrites) {
            String rewritten = r.apply(original);
            if (rewritten.equals(original)) {
                continue;
            }
            applied.add(r);
            before = before == null ? verdicts(file) : before;
            String name = file.getFileName().toString();
            Path copy = file.resolveSibling(name.substring(0, name.length() - 3) + ".rewritten-" + r.name().toLowerCase() + ".md");
            Files.writeString(copy, rewritten);
            try {
                Verdicts after = verdicts(copy);
                if (!after.equals(before)) {
                    changes.add(new Change(file, r, before, after));
                }
            } finally {
                Files.deleteIfExists(copy);
            }
        }
        return changes;
    }
}

package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.lint.rules.BuiltInRules;

import java.nio.file.Path;
import java.util.List;

/** Lints fixtures and documents with the built-in rules. */
public final class LintFixtures {

    private LintFixtures() {
    }

    public static Path ruleFixture(String rule, String kind) {
        return FixturePaths.designs().resolve("rules").resolve(rule).resolve(kind + ".md");
    }

    /** Lints a fixture against the access-patterns document its {@code > Input:} line names, when there is one. */
    public static LintResult lint(Path file) {
        Design design = MarkdownDesignReader.read(file);
        return new Linter(BuiltInRules.all(), LintConfig.DEFAULT).lint(design,
                design.usable() ? io.github.dynamodesign.design.markdown.MarkdownSpecReader.forDesign(file, design) : java.util.Optional.empty());
    }

    public static LintResult lint(String name, String markdown) {
        return lint(MarkdownDesignReader.read(name, markdown), LintConfig.DEFAULT);
    }

    public static LintResult lint(Design design, LintConfig config) {
        return new Linter(BuiltInRules.all(), config).lint(design);
    }

    public static List<RuleMetadata> metadata() {
        return BuiltInRules.all().stream().map(Rule::metadata).toList();
    }

    public static List<Finding> of(LintResult result, String rule) {
        return result.findings().stream().filter(f -> f.rule().equals(rule)).toList();
    }
}

package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.lint.LintConfig;
import io.github.dynamodesign.lint.LintResult;
import io.github.dynamodesign.lint.Linter;
import io.github.dynamodesign.lint.Rule;
import io.github.dynamodesign.lint.rules.BuiltInRules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** Times parse and lint of a generated design (200 entities, 1,000 patterns). Run with {@code ./benchmark lint}. */
public final class LintBenchmark {

    private LintBenchmark() {
    }

    public static void main(String[] args) {
        int entities = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int patterns = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        String doc = DesignGenerator.generate(entities, patterns);
        List<Rule> rules = BuiltInRules.all();
        Linter linter = new Linter(rules, LintConfig.DEFAULT);
        Timing.Result firstParse = Timing.measure(0, 1, () -> MarkdownDesignReader.read("generated.md", doc));
        Design design = MarkdownDesignReader.read("generated.md", doc);
        Timing.Result firstLint = Timing.measure(0, 1, () -> linter.lint(design));
        Timing.Result parse = Timing.measure(5, 15, () -> MarkdownDesignReader.read("generated.md", doc));
        Timing.Result lint = Timing.measure(5, 15, () -> linter.lint(design));
        Timing.Result both = Timing.measure(3, 15, () -> linter.lint(MarkdownDesignReader.read("generated.md", doc)));
        LintResult result = linter.lint(design);
        System.out.printf("Generated design: %d entities, %d read patterns, %d KB; %d findings%n", entities, patterns,
                doc.length() / 1024, result.findings().size());
        System.out.printf("%-22s %s   %s%n", "step (ms)", Timing.header(), "first run");
        System.out.printf("%-22s %s   %9.1f%n", "parse", parse, firstParse.median());
        System.out.printf("%-22s %s   %9.1f%n", "lint (all rules)", lint, firstLint.median());
        System.out.printf("%-22s %s%n", "parse + lint", both);
        System.out.println();
        System.out.printf("%-26s %9s%n", "slowest rules", "ms");
        List<Map.Entry<String, Double>> perRule = new ArrayList<>();
        for (Rule rule : rules) {
            Linter single = new Linter(List.of(rule), LintConfig.DEFAULT);
            perRule.add(Map.entry(rule.metadata().id(), Timing.measure(2, 5, () -> single.lint(design)).median()));
        }
        perRule.sort(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder()));
        perRule.stream().limit(8).forEach(e -> System.out.printf("%-26s %9.1f%n", e.getKey(), e.getValue()));
    }
}

package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.Suppression;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs every rule over a design and reports all findings together, sorted by file and line, with suppressions
 * applied. A rule that fails does not stop the others: its failure is reported as a finding of that rule.
 */
public final class Linter {

    /** The rule that reports suppression comments that are wrong or unused. */
    public static final String INVALID_SUPPRESSION = "invalid-suppression";

    private final List<Rule> rules;
    private final LintConfig config;

    public Linter(List<Rule> rules, LintConfig config) {
        this.rules = List.copyOf(rules);
        this.config = config;
    }

    public List<RuleMetadata> metadata() {
        return rules.stream().map(Rule::metadata).toList();
    }

    public LintResult lint(Design design) {
        return lint(design, java.util.Optional.empty());
    }

    /** Lints a design against the access-patterns document it was made from, when there is one. */
    public LintResult lint(Design design, java.util.Optional<io.github.dynamodesign.design.spec.AccessPatternsSpec> spec) {
        if (!design.usable()) {
            List<Diagnostic> fatal = design.diagnostics().stream().filter(d -> Design.FATAL_CODES.contains(d.code())).toList();
            return new LintResult(design, List.of(), fatal, 0, List.of());
        }
        LintContext context = new LintContext(design, config, spec);
        List<Finding> findings = new ArrayList<>();
        for (Rule rule : rules) {
            RuleMetadata meta = rule.metadata();
            if (config.disabled(meta.id())) {
                continue;
            }
            Severity severity = config.severity(meta);
            Findings collector = new Findings(meta.id(), severity);
            try {
                rule.check(context, collector);
            } catch (RuntimeException e) {
                collector.add(Severity.ERROR, design.table().location(), design.table().name(), 0,
                        "the rule failed on this design: " + e, "please report this with the document");
            }
            for (Finding f : collector.all()) {
                findings.add(config.overridesSeverity(meta.id()) ? f.withSeverity(severity) : f);
            }
        }
        List<Finding> result = suppress(design, findings);
        result.sort(Comparator.comparing(Finding::location).thenComparing(Finding::rule).thenComparing(Finding::message));
        return new LintResult(design, result, List.of(), 0, List.of());
    }

    private List<Finding> suppress(Design design, List<Finding> findings) {
        List<Finding> result = new ArrayList<>();
        Set<Suppression> used = new HashSet<>();
        for (Finding f : findings) {
            Suppression match = null;
            for (Suppression s : design.suppressions()) {
                if (s.hasReason() && s.rule().equals(f.rule()) && s.targetLine() == f.elementLine() && f.elementLine() > 0) {
                    match = s;
                }
            }
            if (match != null) {
                used.add(match);
                result.add(f.suppressedBecause(match.reason()));
            } else {
                result.add(f);
            }
        }
        if (!config.disabled(INVALID_SUPPRESSION)) {
            Set<String> known = new HashSet<>();
            rules.forEach(r -> known.add(r.metadata().id()));
            for (Suppression s : design.suppressions()) {
                if (s.hasReason() && known.contains(s.rule()) && !config.disabled(s.rule()) && !used.contains(s)) {
                    result.add(new Finding(INVALID_SUPPRESSION, Severity.INFO, s.location(), s.rule(), s.location().line(),
                            "this suppression of " + s.rule() + " matches no finding on the element below it",
                            "remove it, or move it to the line before the entity heading, index row or pattern row", null));
                }
            }
        }
        return result;
    }
}

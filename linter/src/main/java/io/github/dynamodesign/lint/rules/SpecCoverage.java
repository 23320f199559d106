package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.AccessPattern;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SpecPattern;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.ArrayList;
import java.util.List;

@LintRule(id = "spec-coverage", severity = Severity.WARNING,
        title = "A pattern of the access-patterns document is not in the design, or the reverse",
        rationale = "The design is made from the access-patterns document: a pattern the application needs that the "
                + "design does not map has no key to serve it, and a design pattern the document does not have has no "
                + "stated intent to verify it against. Runs when the document is given (--spec) or named in the "
                + "design's `> Input:` line.",
        bad = """
                access patterns: AP-001, AP-002, AP-003
                design mapping:  AP-001, AP-002
                """,
        good = """
                access patterns: AP-001, AP-002, AP-003
                design mapping:  AP-001, AP-002, AP-003
                """)
public final class SpecCoverage implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        if (context.spec().isEmpty()) {
            return;
        }
        AccessPatternsSpec spec = context.spec().get();
        Design design = context.design();
        List<AccessPattern> mapped = new ArrayList<>(design.reads());
        mapped.addAll(design.writes());
        for (SpecPattern p : spec.patterns()) {
            if (mapped.stream().noneMatch(m -> m.id().equalsIgnoreCase(p.id()))) {
                findings.add(design.table().location(), p.id(), 0, p.id() + " (" + p.description() + ", " + p.location()
                        + ") is in the access-patterns document but not in the design's Access Pattern Mapping",
                        "map it to an operation and keys, or remove it from " + spec.file() + " if the application no longer needs it");
            }
        }
        for (AccessPattern m : mapped) {
            if (spec.pattern(m.id()).isEmpty()) {
                findings.add(m.location(), m.id(), m.location().line(), m.id() + " is in the design but not in the "
                        + "access-patterns document " + spec.file(), "add the pattern to the document (what it is for: entity, "
                        + "inputs, result, sort), so that its intent can be verified");
            }
        }
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.spec.SpecPattern;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.Optional;

@LintRule(id = "spec-mismatch", severity = Severity.WARNING,
        title = "A read pattern does not do what the access-patterns document asks",
        rationale = "The access-patterns document says what each read is for: one item or a collection, read "
                + "strongly consistent or not, paginated or not. A design that maps a Collection to GetItem, a Strong "
                + "read without ConsistentRead=true, or a paginated list without pagination serves another pattern "
                + "than the one the application needs.",
        bad = """
                access patterns: | AP-006 | ... | Collection | ... | Consistency: Strong |
                design:          | AP-006 | ... | Query | Table | `STUDENT#<studentId>` | ... | |
                """,
        good = """
                design:          | AP-006 | ... | Query | Table | `STUDENT#<studentId>` | ... | ConsistentRead=true |
                """)
public final class SpecMismatch implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        if (context.spec().isEmpty()) {
            return;
        }
        for (ReadPattern p : context.design().reads()) {
            Optional<SpecPattern> row = context.spec().get().pattern(p.id()).filter(SpecPattern::isRead);
            if (row.isEmpty()) {
                continue;
            }
            SpecPattern s = row.get();
            String where = " (" + s.location() + ")";
            boolean single = p.operation() == Operation.GET_ITEM;
            if (s.result() == SpecPattern.Result.COLLECTION && single) {
                add(findings, p, p.id() + " is a Collection in the access-patterns document" + where + ", but the design reads it with "
                        + p.operation().apiName() + ", which returns one item", "read it with a Query over the item collection");
            }
            if (s.strongConsistency().orElse(false) && !p.params().consistentRead() && p.index() == null) {
                add(findings, p, p.id() + " must be strongly consistent" + where + ", but the design's request does not set "
                        + "ConsistentRead=true", "add ConsistentRead=true to its Params");
            }
            if (s.strongConsistency().orElse(false) && p.index() != null && context.design().index(p.index())
                    .map(i -> i.kind() == io.github.dynamodesign.design.IndexKind.GSI).orElse(false)) {
                add(findings, p, p.id() + " must be strongly consistent" + where + ", but the design reads it from " + p.index()
                        + ", a GSI, which is only eventually consistent", "read it from the table or an LSI");
            }
            if (s.paginated().orElse(false) && !p.params().paginated() && p.operation() == Operation.QUERY) {
                add(findings, p, p.id() + " is paginated in the access-patterns document" + where + ", but the design's Params "
                        + "do not say so", "add `paginated` (and a page size, Limit=N) to its Params");
            }
        }
    }

    private static void add(Findings findings, ReadPattern p, String message, String hint) {
        findings.add(p.location(), p.id(), p.location().line(), message, hint);
    }
}

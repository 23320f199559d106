package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;

@LintRule(id = "unconditional-create", severity = Severity.WARNING,
        title = "Create/Put without `attribute_not_exists`: silent overwrite",
        rationale = "PutItem replaces an existing item with the same key without a word. A create that is not guarded "
                + "by attribute_not_exists(pk) overwrites data when an id repeats or a request is retried. A write that "
                + "replaces on purpose says `upsert` in its Conditions cell and is not flagged.",
        bad = """
                | AP-101 | Register customer | PutItem | 1. Put Customer | |
                """,
        good = """
                | AP-101 | Register customer | PutItem | 1. Put Customer | attribute_not_exists(pk) |
                """)
public final class UnconditionalCreate implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (WritePattern w : context.design().writes()) {
            List<String> puts = w.steps().stream().filter(s -> s.verb() == StepVerb.PUT).map(WriteStep::entity).distinct().toList();
            if (puts.isEmpty()) {
                continue;
            }
            if (w.operation() == Operation.BATCH_WRITE_ITEM) {
                findings.onWrite(w, w.id() + " puts " + String.join(", ", puts) + " with BatchWriteItem, which takes no "
                                + "conditions: an existing item is overwritten",
                        "use PutItem or TransactWriteItems with attribute_not_exists(pk) for creates");
            } else if (!w.guardsAgainstOverwrite() && !w.upsert()) {
                findings.onWrite(w, w.id() + " puts " + String.join(", ", puts) + " without attribute_not_exists: an "
                        + "item with the same key is silently overwritten", "add the condition attribute_not_exists(pk)");
            }
        }
    }
}

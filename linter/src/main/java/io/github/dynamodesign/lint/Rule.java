package io.github.dynamodesign.lint;

/** A lint rule: one class per rule, its metadata declared with {@link LintRule}. */
public interface Rule {

    /** Reports what the rule finds in the design of the context; the engine adds rule id and severity. */
    void check(LintContext context, Findings findings);

    default RuleMetadata metadata() {
        return RuleMetadata.of(getClass());
    }
}

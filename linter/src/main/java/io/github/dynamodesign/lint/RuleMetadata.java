package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Severity;

import java.util.LinkedHashMap;
import java.util.Map;

/** The metadata of a rule, read from its {@link LintRule} annotation. */
public record RuleMetadata(String id, Severity severity, String title, String rationale, String bad, String good,
                           Map<String, String> options) {

    public RuleMetadata {
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    public static RuleMetadata of(Class<?> ruleClass) {
        LintRule rule = ruleClass.getAnnotation(LintRule.class);
        if (rule == null) {
            throw new IllegalStateException(ruleClass.getName() + " has no @LintRule annotation");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String option : rule.options()) {
            int eq = option.indexOf('=');
            options.put(option.substring(0, eq).strip(), option.substring(eq + 1).strip());
        }
        return new RuleMetadata(rule.id(), rule.severity(), rule.title(), rule.rationale(), rule.bad().strip(),
                rule.good().strip(), options);
    }
}

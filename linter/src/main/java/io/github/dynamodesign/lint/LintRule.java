package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Severity;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The metadata of a lint rule, declared on its class. The rules catalogue (docs/rules.md) and the SARIF rule
 * descriptors are generated from it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface LintRule {

    /** The rule id: part of the contract, used in suppressions, configuration and reports. */
    String id();

    Severity severity();

    /** One line: what the rule flags. */
    String title();

    /** Why it matters. */
    String rationale();

    /** A Markdown excerpt of a design the rule flags. */
    String bad();

    /** The same excerpt, fixed. */
    String good();

    /** Options with their defaults, as {@code name=value}; set them in the configuration file. */
    String[] options() default {};
}

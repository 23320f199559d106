package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.ScalarType;
import io.github.dynamodesign.design.Timestamps;
import io.github.dynamodesign.lint.LintContext;

import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/** Small questions several rules ask about key templates. */
final class KeyParts {

    private KeyParts() {
    }

    /** Whether the key definition serves as a sort key of the table or an index. */
    static boolean isSortKey(LintContext context, KeyDefinition key) {
        return context.roles(key.attribute()).stream().anyMatch(r -> !r.partition());
    }

    static ScalarType keyType(LintContext context, String keyAttribute) {
        return context.keyAttribute(keyAttribute).map(k -> k.type()).orElse(ScalarType.S);
    }

    /** Attribute names that suggest a point in time: createdAt, startTime, dueDate, timestamp... */
    static boolean looksLikeTime(String name) {
        return Timestamps.looksLikeTime(name);
    }

    /** The attribute a bare reference names, if it is an attribute of the entity. */
    static Optional<Attribute> referencedAttribute(Entity entity, Expression expression) {
        return expression.referenceName().flatMap(entity::attribute);
    }

    /** Names an expression depends on, through derived values, down to attributes. */
    static Set<String> attributesBehind(Entity entity, Expression expression) {
        Set<String> names = new LinkedHashSet<>();
        collect(entity, expression, names, 0);
        return names;
    }

    private static void collect(Entity entity, Expression e, Set<String> names, int depth) {
        for (String name : e.references()) {
            if (entity.attribute(name).isPresent() || depth > 16) {
                names.add(name);
            } else {
                entity.derivedValue(name).ifPresent(d -> collect(entity, d.expression(), names, depth + 1));
            }
        }
    }

    /** An integer range whose bounds have the same number of digits sorts correctly without padding (1..9). */
    static boolean fixedWidth(Attribute a) {
        BigDecimal min = a.constraints().min();
        BigDecimal max = a.constraints().max();
        if (min == null || max == null || min.signum() < 0 || min.stripTrailingZeros().scale() > 0
                || max.stripTrailingZeros().scale() > 0) {
            return false;
        }
        return min.toBigInteger().toString().length() == max.toBigInteger().toString().length();
    }

    /** Digits of the largest value an attribute may take (its max constraint), for a suggested pad width. */
    static int digits(Attribute a, int fallback) {
        BigDecimal max = a.constraints().max();
        return max == null ? fallback : Math.max(1, max.abs().toBigInteger().toString().length());
    }
}

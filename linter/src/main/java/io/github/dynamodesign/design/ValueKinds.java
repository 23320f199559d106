package io.github.dynamodesign.design;

import java.util.Optional;

/** The kind of value an expression renders for an entity, following derived values. */
public final class ValueKinds {

    private ValueKinds() {
    }

    /**
     * The value kind of an expression: an attribute's own kind, {@code pad} and arithmetic are numbers (an epoch time
     * padded stays one),
     * {@code date}/{@code month} dates, {@code epoch} epoch seconds, {@code lower}/{@code upper} their argument's kind.
     */
    public static ValueKind of(Entity entity, Expression expression) {
        return of(entity, expression, 0);
    }

    private static ValueKind of(Entity entity, Expression e, int depth) {
        if (depth > 16) {
            return ValueKind.FREE_TEXT;
        }
        if (e instanceof Expression.Reference r) {
            Optional<Attribute> a = entity == null ? Optional.empty() : entity.attribute(r.name());
            if (a.isPresent()) {
                return a.get().kind();
            }
            return entity == null ? ValueKind.FREE_TEXT
                    : entity.derivedValue(r.name()).map(d -> of(entity, d.expression(), depth + 1)).orElse(ValueKind.FREE_TEXT);
        }
        if (e instanceof Expression.StringLiteral) {
            return ValueKind.IDENTIFIER;
        }
        if (e instanceof Expression.Call c) {
            return switch (c.function()) {
                // an epoch time padded is still a time: pad(departureAt, 13)
                case PAD -> of(entity, c.arguments().get(0), depth + 1) == ValueKind.EPOCH_SECONDS ? ValueKind.EPOCH_SECONDS
                        : ValueKind.NUMBER;
                case FLOOR, ROUND, YEAR -> ValueKind.NUMBER;
                case LOWER, UPPER, TRIM, SLUG -> of(entity, c.arguments().get(0), depth + 1);
                case DATE, MONTH -> ValueKind.DATE;
                case EPOCH, EPOCH_MILLIS -> ValueKind.EPOCH_SECONDS;
                case PLUS_DAYS -> of(entity, c.arguments().get(0), depth + 1);
            };
        }
        return ValueKind.NUMBER;
    }

    /** Whether the expression renders a zero-padded string: a call of {@code pad}, or a derived value that is one. */
    public static boolean isPadded(Entity entity, Expression e) {
        if (isPadded(e)) {
            return true;
        }
        return e instanceof Expression.Reference r && entity != null && entity.attribute(r.name()).isEmpty()
                && entity.derivedValue(r.name()).map(d -> isPadded(d.expression())).orElse(false);
    }

    /** {@code pad(totalScore, 3)}: the name a key pads and the width it pads it to; empty for any other expression. */
    public static java.util.Optional<java.util.Map.Entry<String, Integer>> paddedName(Expression e) {
        return e instanceof Expression.Call c && c.function() == Expression.Function.PAD
                && c.arguments().get(0) instanceof Expression.Reference r && c.arguments().get(1) instanceof Expression.NumberLiteral w
                ? java.util.Optional.of(java.util.Map.entry(r.name(), w.value().intValue())) : java.util.Optional.empty();
    }

    /** Whether the expression is a call of {@code pad}: it renders a zero-padded string. */
    public static boolean isPadded(Expression e) {
        return e instanceof Expression.Call c && c.function() == Expression.Function.PAD;
    }
}

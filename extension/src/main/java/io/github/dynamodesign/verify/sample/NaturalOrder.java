package io.github.dynamodesign.verify.sample;

import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.Timestamps;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.verify.table.ItemCodec;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;

/**
 * The natural order of typed values, independent of how keys render them: numbers numerically, timestamps and
 * dates chronologically, booleans false before true, everything else by UTF-8 bytes.
 */
public final class NaturalOrder {

    private NaturalOrder() {
    }

    public static int compare(ValueKind kind, Object a, Object b) {
        if (kind.isNumeric()) {
            Optional<BigDecimal> x = number(a);
            Optional<BigDecimal> y = number(b);
            if (x.isPresent() && y.isPresent()) {
                return x.get().compareTo(y.get());
            }
        } else if (kind == ValueKind.TIMESTAMP || kind == ValueKind.DATE) {
            Optional<Instant> x = Timestamps.toInstant(a);
            Optional<Instant> y = Timestamps.toInstant(b);
            if (x.isPresent() && y.isPresent()) {
                return x.get().compareTo(y.get());
            }
        } else if (kind == ValueKind.BOOLEAN && a instanceof Boolean x && b instanceof Boolean y) {
            return Boolean.compare(x, y);
        }
        return KeyConditionMatcher.compareUtf8(text(a), text(b));
    }

    public static boolean equal(ValueKind kind, Object a, Object b) {
        return compare(kind, a, b) == 0;
    }

    public static String text(Object value) {
        return value == null ? "" : ExpressionEvaluator.render(value);
    }

    /** A value as a number: a number, or text that reads as one. */
    public static Optional<BigDecimal> number(Object value) {
        return ItemCodec.number(value);
    }
}

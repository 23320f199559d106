package io.github.dynamodesign.design;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Evaluates an {@link Expression} against typed values. Values are {@link String}, {@link BigDecimal} or
 * {@link Boolean}; a reference whose value is missing makes the whole result empty (the key is not written).
 */
public final class ExpressionEvaluator {

    private ExpressionEvaluator() {
    }

    /**
     * @param resolver typed value of a referenced name; empty when the item has no such value
     * @throws ExpressionException when a value has the wrong type for the operation
     */
    public static Optional<Object> evaluate(Expression expression, Function<String, Optional<Object>> resolver) {
        if (expression instanceof Expression.Reference r) {
            return resolver.apply(r.name());
        }
        if (expression instanceof Expression.NumberLiteral n) {
            return Optional.of(n.value());
        }
        if (expression instanceof Expression.StringLiteral s) {
            return Optional.of(s.value());
        }
        if (expression instanceof Expression.Negation n) {
            return evaluate(n.operand(), resolver).map(v -> number(v, "-").negate());
        }
        if (expression instanceof Expression.Arithmetic a) {
            return arithmetic(a, resolver);
        }
        return call((Expression.Call) expression, resolver);
    }

    /** The text a value takes inside a key: numbers without exponent or trailing zeros. */
    public static String render(Object value) {
        if (value instanceof BigDecimal number) {
            BigDecimal stripped = number.stripTrailingZeros();
            return stripped.scale() < 0 ? stripped.setScale(0).toPlainString() : stripped.toPlainString();
        }
        if (value instanceof Number number) {
            return render(new BigDecimal(number.toString()));
        }
        return String.valueOf(value);
    }

    private static Optional<Object> arithmetic(Expression.Arithmetic a, Function<String, Optional<Object>> resolver) {
        Optional<Object> left = evaluate(a.left(), resolver);
        Optional<Object> right = evaluate(a.right(), resolver);
        if (left.isEmpty() || right.isEmpty()) {
            return Optional.empty();
        }
        String op = String.valueOf(a.operator());
        BigDecimal l = number(left.get(), op);
        BigDecimal r = number(right.get(), op);
        return Optional.of(switch (a.operator()) {
            case '+' -> l.add(r);
            case '-' -> l.subtract(r);
            case '*' -> l.multiply(r);
            case '/' -> {
                if (r.signum() == 0) {
                    throw new ExpressionException("division by zero in " + a);
                }
                yield l.divide(r, MathContext.DECIMAL64);
            }
            default -> throw new ExpressionException("unknown operator " + op);
        });
    }

    private static Optional<Object> call(Expression.Call c, Function<String, Optional<Object>> resolver) {
        List<Object> args = new ArrayList<>();
        for (Expression argument : c.arguments()) {
            Optional<Object> value = evaluate(argument, resolver);
            if (value.isEmpty()) {
                return Optional.empty();
            }
            args.add(value.get());
        }
        String name = c.function().label();
        return Optional.of(switch (c.function()) {
            case PAD -> pad(number(args.get(0), name), number(args.get(1), name));
            case FLOOR -> number(args.get(0), name).setScale(0, RoundingMode.FLOOR);
            case ROUND -> number(args.get(0), name).setScale(0, RoundingMode.HALF_UP);
            case LOWER -> text(args.get(0)).toLowerCase(Locale.ROOT);
            case UPPER -> text(args.get(0)).toUpperCase(Locale.ROOT);
            case TRIM -> text(args.get(0)).strip();
            case SLUG -> slug(text(args.get(0)));
            case DATE -> instant(args.get(0), name).atOffset(ZoneOffset.UTC).toLocalDate().toString();
            case MONTH -> instant(args.get(0), name).atOffset(ZoneOffset.UTC).toLocalDate().toString().substring(0, 7);
            case YEAR -> BigDecimal.valueOf(instant(args.get(0), name).atOffset(ZoneOffset.UTC).getYear());
            case EPOCH -> BigDecimal.valueOf(instant(args.get(0), name).getEpochSecond());
            case EPOCH_MILLIS -> BigDecimal.valueOf(instant(args.get(0), name).toEpochMilli());
            case PLUS_DAYS -> plusDays(args.get(0), number(args.get(1), name));
        });
    }

    /** "departureDate - 1 day": a date moved by whole days stays a date; a timestamp keeps its form; epoch seconds a number. */
    private static Object plusDays(Object value, BigDecimal days) {
        long n;
        try {
            n = days.longValueExact();
        } catch (ArithmeticException e) {
            throw new ExpressionException("plusDays needs a whole number of days, got " + render(days));
        }
        // a date, or a timestamp whose date moves and whose time of day and offset stay as written
        if (value instanceof String s && s.matches("\\d{4}-\\d{2}-\\d{2}(?:T.*)?")
                && (s.length() == 10 || Timestamps.isIso8601(s))) {
            try {
                return java.time.LocalDate.parse(s.substring(0, 10)).plusDays(n) + s.substring(10);
            } catch (java.time.format.DateTimeParseException e) {
                throw new ExpressionException("plusDays needs a date or timestamp, got \"" + s + "\"");
            }
        }
        if (value instanceof BigDecimal || value instanceof Number) {
            return number(value, "plusDays").add(BigDecimal.valueOf(86400 * n));
        }
        throw new ExpressionException("plusDays needs a date or timestamp, got \"" + render(value) + "\"");
    }

    private static String pad(BigDecimal value, BigDecimal width) {
        BigInteger whole;
        try {
            whole = value.stripTrailingZeros().toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw new ExpressionException("pad needs a whole number, got " + render(value) + ": wrap it in floor()");
        }
        int w = width.intValue();
        if (w < 1 || w > 64) {
            throw new ExpressionException("pad width must be between 1 and 64, got " + render(width));
        }
        String digits = whole.abs().toString();
        StringBuilder out = new StringBuilder(whole.signum() < 0 ? "-" : "");
        for (int i = digits.length() + out.length(); i < w; i++) {
            out.append('0');
        }
        return out.append(digits).toString();
    }

    private static BigDecimal number(Object value, String operation) {
        if (value instanceof BigDecimal n) {
            return n;
        }
        if (value instanceof Number n) {
            return new BigDecimal(n.toString());
        }
        if (value instanceof String s) {
            try {
                return new BigDecimal(s.trim());
            } catch (NumberFormatException e) {
                // "9999999999 - publishedAt": arithmetic on a time is on its epoch seconds
                if (Timestamps.isIso8601(s) && s.indexOf('T') > 0) {
                    return BigDecimal.valueOf(Timestamps.toInstant(s).orElseThrow().getEpochSecond());
                }
                throw new ExpressionException("'" + operation + "' needs a number, got the string \"" + s + "\"");
            }
        }
        throw new ExpressionException("'" + operation + "' needs a number, got " + value);
    }

    private static String text(Object value) {
        return value instanceof String s ? s : render(value);
    }

    private static Instant instant(Object value, String operation) {
        return Timestamps.toInstant(value).orElseThrow(() -> new ExpressionException(
                operation + "() needs an ISO-8601 timestamp or epoch seconds, got \"" + render(value) + "\""));
    }

    /**
     * "Zoë Ångström &amp; Co." is {@code zoe-angstrom-co}: accents dropped, lower case, every run of what is no letter
     * or digit one '-', none at the ends; letters of other scripts stay.
     */
    static String slug(String text) {
        String plain = java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return plain.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-+|-+$", "");
    }
}

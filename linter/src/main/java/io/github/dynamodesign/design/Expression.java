package io.github.dynamodesign.design;

import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An expression inside a placeholder or a derived value: {@code pad(100 - score, 3)}, {@code lower(title)}.
 * Parse with {@link ExpressionParser}, evaluate with {@link ExpressionEvaluator}.
 */
public sealed interface Expression {

    /** The attribute or derived value names the expression reads. */
    default Set<String> references() {
        Set<String> names = new LinkedHashSet<>();
        collectReferences(this, names);
        return names;
    }

    /** The name when the expression is a bare reference, as in {@code <customerId>}. */
    default java.util.Optional<String> referenceName() {
        return this instanceof Reference r ? java.util.Optional.of(r.name()) : java.util.Optional.empty();
    }

    private static void collectReferences(Expression e, Set<String> names) {
        if (e instanceof Reference r) {
            names.add(r.name());
        } else if (e instanceof Negation n) {
            collectReferences(n.operand(), names);
        } else if (e instanceof Arithmetic a) {
            collectReferences(a.left(), names);
            collectReferences(a.right(), names);
        } else if (e instanceof Call c) {
            c.arguments().forEach(arg -> collectReferences(arg, names));
        }
    }

    record Reference(String name) implements Expression {
        @Override
        public String toString() {
            return name;
        }
    }

    record NumberLiteral(BigDecimal value) implements Expression {
        @Override
        public String toString() {
            return value.toPlainString();
        }
    }

    record StringLiteral(String value) implements Expression {
        @Override
        public String toString() {
            return "'" + value + "'";
        }
    }

    record Negation(Expression operand) implements Expression {
        @Override
        public String toString() {
            return "-" + operand;
        }
    }

    record Arithmetic(char operator, Expression left, Expression right) implements Expression {
        @Override
        public String toString() {
            return "(" + left + " " + operator + " " + right + ")";
        }
    }

    record Call(Function function, List<Expression> arguments) implements Expression {
        public Call {
            arguments = List.copyOf(arguments);
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(function.label()).append('(');
            for (int i = 0; i < arguments.size(); i++) {
                text.append(i == 0 ? "" : ", ").append(arguments.get(i));
            }
            return text.append(')').toString();
        }
    }

    /** The functions a template expression may call. */
    enum Function {
        PAD("pad", 2, "zero-padded integer: pad(n, width)"),
        FLOOR("floor", 1, "largest integer not above x: floor(x)"),
        ROUND("round", 1, "nearest integer, halves away from zero: round(x)"),
        LOWER("lower", 1, "lower-case string: lower(s)"),
        UPPER("upper", 1, "upper-case string: upper(s)"),
        TRIM("trim", 1, "the string without leading and trailing white space: trim(s)"),
        SLUG("slug", 1, "lower-case letters and digits, accents dropped, every other run of characters one '-': slug(s)"),
        DATE("date", 1, "yyyy-MM-dd of a timestamp: date(ts)"),
        MONTH("month", 1, "yyyy-MM of a timestamp: month(ts)"),
        YEAR("year", 1, "the year of a timestamp, a number: year(ts)"),
        EPOCH("epoch", 1, "epoch seconds of a timestamp: epoch(ts)"),
        EPOCH_MILLIS("epochMillis", 1, "epoch milliseconds of a timestamp: epochMillis(ts)"),
        PLUS_DAYS("plusDays", 2, "a date or timestamp moved by whole days: plusDays(d, -1), written d - 1 day");

        private final String label;
        private final int arity;
        private final String usage;

        Function(String label, int arity, String usage) {
            this.label = label;
            this.arity = arity;
            this.usage = usage;
        }

        public String label() {
            return label;
        }

        /** Whether it keeps a part of a time ({@code date}, {@code month}, {@code year}): a request may name that part. */
        public boolean keepsPartOfATime() {
            return this == DATE || this == MONTH || this == YEAR;
        }

        public int arity() {
            return arity;
        }

        public String usage() {
            return usage;
        }

        public static java.util.Optional<Function> byName(String name) {
            for (Function f : values()) {
                if (f.label.equalsIgnoreCase(name)) {
                    return java.util.Optional.of(f);
                }
            }
            return java.util.Optional.empty();
        }
    }
}

package io.github.dynamodesign.design;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One condition of a pattern's filter, {@code status = <status>}: operands are templates, either a placeholder
 * (an input of the pattern) or literal text.
 */
public record FilterCondition(String attribute, Operator operator, List<KeyTemplate> operands, String source) {

    public FilterCondition {
        operands = List.copyOf(operands);
    }

    public enum Operator {
        EQ("=", 1), NE("<>", 1), LT("<", 1), LE("<=", 1), GT(">", 1), GE(">=", 1), BETWEEN("BETWEEN", 2),
        BEGINS_WITH("begins_with", 1), CONTAINS("contains", 1),
        EXISTS("attribute_exists", 0), NOT_EXISTS("attribute_not_exists", 0);

        private final String symbol;
        private final int operandCount;

        Operator(String symbol, int operandCount) {
            this.symbol = symbol;
            this.operandCount = operandCount;
        }

        public String symbol() {
            return symbol;
        }

        public int operandCount() {
            return operandCount;
        }

        public boolean isFunction() {
            return this == BEGINS_WITH || this == CONTAINS || this == EXISTS || this == NOT_EXISTS;
        }

        public static Optional<Operator> bySymbol(String text) {
            String t = text.trim().toLowerCase(Locale.ROOT);
            if (t.equals("==")) {
                return Optional.of(EQ);
            }
            if (t.equals("!=")) {
                return Optional.of(NE);
            }
            for (Operator op : values()) {
                if (op.symbol.toLowerCase(Locale.ROOT).equals(t)) {
                    return Optional.of(op);
                }
            }
            return Optional.empty();
        }
    }

    @Override
    public String toString() {
        return source;
    }
}

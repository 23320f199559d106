package io.github.dynamodesign.design;

import java.util.Locale;
import java.util.Optional;

/** The sort key conditions of a Query. */
public enum ConditionOperator {
    EQ("="), BEGINS_WITH("begins_with"), LT("<"), LE("<="), GT(">"), GE(">="), BETWEEN("BETWEEN");

    private final String symbol;

    ConditionOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public int operandCount() {
        return this == BETWEEN ? 2 : 1;
    }

    public boolean isRange() {
        return this == LT || this == LE || this == GT || this == GE || this == BETWEEN;
    }

    public static Optional<ConditionOperator> parse(String text) {
        String t = text.trim().replace("`", "").toLowerCase(Locale.ROOT);
        t = t.replaceAll("\\(.*$", "").trim();
        return switch (t) {
            case "=", "==", "eq", "equals" -> Optional.of(EQ);
            case "begins_with", "begins with", "beginswith", "starts_with", "prefix" -> Optional.of(BEGINS_WITH);
            case "<", "lt" -> Optional.of(LT);
            case "<=", "le", "≤" -> Optional.of(LE);
            case ">", "gt" -> Optional.of(GT);
            case ">=", "ge", "≥" -> Optional.of(GE);
            case "between" -> Optional.of(BETWEEN);
            default -> Optional.empty();
        };
    }

    @Override
    public String toString() {
        return symbol;
    }
}

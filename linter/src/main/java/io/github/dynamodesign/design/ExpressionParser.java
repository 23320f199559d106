package io.github.dynamodesign.design;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Recursive-descent parser for placeholder expressions:
 * <pre>
 * expr    := term (('+' | '-') term)*
 * term    := unary (('*' | '/') unary)*
 * unary   := '-' unary | primary
 * primary := number | string | name | name '(' expr (',' expr)* ')' | '(' expr ')'
 * </pre>
 */
public final class ExpressionParser {

    private final String text;
    private int pos;

    private ExpressionParser(String text) {
        // typeset operators ("9999 − playCount", "qty × price") are the operators they print as; positions stay
        this.text = text.replace('\u2212', '-').replace('\u2013', '-').replace('\u00d7', '*').replace('\u00f7', '/');
    }

    /** Parses the text of a placeholder or derived value; throws {@link ExpressionException} with a readable message. */
    public static Expression parse(String text) {
        if (text == null || text.isBlank()) {
            throw new ExpressionException("empty expression");
        }
        ExpressionParser parser = new ExpressionParser(text);
        Expression result = parser.expression();
        parser.skipSpaces();
        if (parser.pos < text.length()) {
            throw parser.error("unexpected '" + text.charAt(parser.pos) + "'");
        }
        return result;
    }

    private Expression expression() {
        Expression left = term();
        while (true) {
            skipSpaces();
            if (peek('+') || peek('-')) {
                char op = text.charAt(pos++);
                Expression right = term();
                // "departureDate - 1 day", "arrivalDate + 2 days", "today+60d": whole days added to a date
                if (right instanceof Expression.NumberLiteral n && unit("days", "day", "d")) {
                    left = new Expression.Call(Expression.Function.PLUS_DAYS,
                            List.of(left, new Expression.NumberLiteral(op == '-' ? n.value().negate() : n.value())));
                    continue;
                }
                left = new Expression.Arithmetic(op, left, right);
            } else {
                return left;
            }
        }
    }

    private Expression term() {
        Expression left = unary();
        while (true) {
            skipSpaces();
            if (peek('*') || peek('/')) {
                char op = text.charAt(pos++);
                left = new Expression.Arithmetic(op, left, unary());
            } else {
                return left;
            }
        }
    }

    private Expression unary() {
        skipSpaces();
        if (peek('-')) {
            pos++;
            Expression operand = unary();
            return operand instanceof Expression.NumberLiteral n
                    ? new Expression.NumberLiteral(n.value().negate())
                    : new Expression.Negation(operand);
        }
        return primary();
    }

    private Expression primary() {
        skipSpaces();
        if (pos >= text.length()) {
            throw error("expression ends too early");
        }
        char c = text.charAt(pos);
        if (c == '(') {
            pos++;
            Expression inner = expression();
            expect(')');
            return inner;
        }
        if (Character.isDigit(c) || c == '.') {
            return number();
        }
        if (c == '\'' || c == '"') {
            return string(c);
        }
        if (isNameStart(c)) {
            String name = name();
            skipSpaces();
            if (peek('(')) {
                pos++;
                return call(name);
            }
            return new Expression.Reference(name);
        }
        throw error("unexpected '" + c + "'");
    }

    /** One-day shifts named in words ({@code dayAfter(toDate)}, {@code previousDay(d)}): plusDays by one day. */
    private static final java.util.Map<String, Integer> DAY_SHIFTS = java.util.Map.of("dayafter", 1, "nextday", 1,
            "followingday", 1, "daybefore", -1, "previousday", -1, "prevday", -1, "priorday", -1);

    /** The letter-case functions under the names languages give them: {@code lowercase(email)}, {@code toUpperCase(code)}. */
    private static final java.util.Map<String, Expression.Function> CASE_NAMES = java.util.Map.of(
            "lowercase", Expression.Function.LOWER, "tolowercase", Expression.Function.LOWER, "tolower", Expression.Function.LOWER,
            "uppercase", Expression.Function.UPPER, "touppercase", Expression.Function.UPPER, "toupper", Expression.Function.UPPER);

    private Expression call(String name) {
        Integer shift = DAY_SHIFTS.get(name.toLowerCase(java.util.Locale.ROOT));
        if (shift != null) {
            Expression day = expression();
            skipSpaces();
            expect(')');
            return new Expression.Call(Expression.Function.PLUS_DAYS, List.of(day, new Expression.NumberLiteral(BigDecimal.valueOf(shift))));
        }
        Expression.Function function = Expression.Function.byName(name)
                .or(() -> java.util.Optional.ofNullable(CASE_NAMES.get(name.toLowerCase(java.util.Locale.ROOT)))).orElseThrow(() -> error(
                "unknown function '" + name + "' (known: "
                        + java.util.Arrays.stream(Expression.Function.values()).map(Expression.Function::label)
                        .collect(Collectors.joining(", ")) + ")"));
        List<Expression> args = new ArrayList<>();
        skipSpaces();
        if (!peek(')')) {
            args.add(expression());
            skipSpaces();
            while (peek(',')) {
                pos++;
                args.add(expression());
                skipSpaces();
            }
        }
        expect(')');
        if (args.size() != function.arity()) {
            throw new ExpressionException(function.label() + " takes " + function.arity() + " argument"
                    + (function.arity() == 1 ? "" : "s") + ", got " + args.size() + ": " + function.usage());
        }
        return new Expression.Call(function, args);
    }

    private Expression number() {
        int start = pos;
        while (pos < text.length() && (Character.isDigit(text.charAt(pos)) || text.charAt(pos) == '.')) {
            pos++;
        }
        String digits = text.substring(start, pos);
        try {
            return new Expression.NumberLiteral(new BigDecimal(digits));
        } catch (NumberFormatException e) {
            throw error("'" + digits + "' is not a number");
        }
    }

    private Expression string(char quote) {
        int start = ++pos;
        while (pos < text.length() && text.charAt(pos) != quote) {
            pos++;
        }
        if (pos >= text.length()) {
            throw error("string is not closed with " + quote);
        }
        return new Expression.StringLiteral(text.substring(start, pos++));
    }

    private String name() {
        int start = pos;
        while (pos < text.length() && isNamePart(text.charAt(pos))) {
            pos++;
        }
        return text.substring(start, pos);
    }

    static boolean isNameStart(char c) {
        return Character.isLetter(c) || c == '_' || c == '$';
    }

    static boolean isNamePart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    private void expect(char c) {
        skipSpaces();
        if (!peek(c)) {
            throw error(pos >= text.length() ? "missing '" + c + "'" : "expected '" + c + "' but found '" + text.charAt(pos) + "'");
        }
        pos++;
    }

    /** Consumes a unit word ({@code day}, {@code days}) that stands next, whole; whether it did. */
    private boolean unit(String... words) {
        skipSpaces();
        for (String w : words) {
            int end = pos + w.length();
            if (text.regionMatches(true, pos, w, 0, w.length()) && (end >= text.length() || !isNamePart(text.charAt(end)))) {
                pos = end;
                return true;
            }
        }
        return false;
    }

    private boolean peek(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    private void skipSpaces() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private ExpressionException error(String what) {
        return new ExpressionException(what + " at position " + (pos + 1) + " of '" + text + "'");
    }
}

package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Query's key condition read back into one clause per key attribute, from its {@code KeyConditionExpression} (names
 * and values resolved) or its legacy {@code KeyConditions}, so that two requests compare by meaning, not by spelling.
 */
final class KeyConditions {

    /** One attribute's condition: {@code =}, {@code <}, {@code <=}, {@code >}, {@code >=}, {@code BETWEEN}, {@code begins_with}. */
    record Clause(String operator, List<AttributeValue> values) {

        String describe() {
            List<String> texts = values.stream().map(v -> "`" + ItemCodec.keyText(v) + "`").toList();
            return switch (operator) {
                case "BETWEEN" -> "BETWEEN " + texts.get(0) + " AND " + (texts.size() > 1 ? texts.get(1) : "?");
                case "begins_with" -> "begins_with " + texts.get(0);
                default -> operator + " " + (texts.isEmpty() ? "?" : texts.get(0));
            };
        }
    }

    private static final Pattern TOKEN = Pattern.compile("\\s*(<=|>=|<>|=|<|>|\\(|\\)|,|[#:]?[\\p{L}\\p{N}_.\\-]+)");

    private KeyConditions() {
    }

    /** The clauses by attribute name; empty when the expression cannot be read. */
    static Optional<Map<String, Clause>> of(QueryRequest q) {
        if (q.hasKeyConditions() && !q.keyConditions().isEmpty()) {
            Map<String, Clause> clauses = new LinkedHashMap<>();
            for (Map.Entry<String, Condition> e : q.keyConditions().entrySet()) {
                String op = switch (e.getValue().comparisonOperatorAsString()) {
                    case "EQ" -> "=";
                    case "LT" -> "<";
                    case "LE" -> "<=";
                    case "GT" -> ">";
                    case "GE" -> ">=";
                    case "BEGINS_WITH" -> "begins_with";
                    case "BETWEEN" -> "BETWEEN";
                    default -> e.getValue().comparisonOperatorAsString();
                };
                clauses.put(e.getKey(), new Clause(op, e.getValue().attributeValueList()));
            }
            return Optional.of(clauses);
        }
        if (q.keyConditionExpression() == null) {
            return Optional.of(Map.of());
        }
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(q.keyConditionExpression());
        int end = 0;
        while (m.find() && m.start() == end) {
            tokens.add(m.group(1));
            end = m.end();
        }
        if (!q.keyConditionExpression().substring(end).isBlank()) {
            return Optional.empty();
        }
        return new Reader(tokens, q.expressionAttributeNames(), q.expressionAttributeValues()).clauses();
    }

    private static final class Reader {
        private final List<String> tokens;
        private final Map<String, String> names;
        private final Map<String, AttributeValue> values;
        private int at;

        Reader(List<String> tokens, Map<String, String> names, Map<String, AttributeValue> values) {
            this.tokens = tokens;
            this.names = names;
            this.values = values;
        }

        Optional<Map<String, Clause>> clauses() {
            Map<String, Clause> clauses = new LinkedHashMap<>();
            try {
                do {
                    while (peek("(")) {
                        at++;
                    }
                    String name;
                    Clause clause;
                    if (peek("begins_with")) {
                        at++;
                        expect("(");
                        name = name(next());
                        expect(",");
                        clause = new Clause("begins_with", List.of(value(next())));
                        expect(")");
                    } else {
                        name = name(next());
                        String op = next();
                        if (op.equalsIgnoreCase("BETWEEN")) {
                            AttributeValue low = value(next());
                            expectWord("AND");
                            clause = new Clause("BETWEEN", List.of(low, value(next())));
                        } else {
                            clause = new Clause(op, List.of(value(next())));
                        }
                    }
                    while (peek(")")) {
                        at++;
                    }
                    clauses.put(name, clause);
                } while (at < tokens.size() && tokens.get(at++).equalsIgnoreCase("AND"));
                return at >= tokens.size() ? Optional.of(clauses) : Optional.empty();
            } catch (IllegalStateException e) {
                return Optional.empty();
            }
        }

        private boolean peek(String token) {
            return at < tokens.size() && tokens.get(at).toLowerCase(Locale.ROOT).equals(token);
        }

        private String next() {
            if (at >= tokens.size()) {
                throw new IllegalStateException("ends early");
            }
            return tokens.get(at++);
        }

        private void expect(String token) {
            if (!next().equals(token)) {
                throw new IllegalStateException("expected " + token);
            }
        }

        private void expectWord(String word) {
            if (!next().equalsIgnoreCase(word)) {
                throw new IllegalStateException("expected " + word);
            }
        }

        private String name(String token) {
            return token.startsWith("#") ? names.getOrDefault(token, token) : token;
        }

        private AttributeValue value(String token) {
            AttributeValue v = values.get(token);
            if (v == null) {
                throw new IllegalStateException("no value " + token);
            }
            return v;
        }
    }
}

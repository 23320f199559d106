package io.github.dynamodesign.design;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A key template such as {@code ORDER#<placedAt>#<orderId>}: literal text and placeholders. A placeholder holds
 * an attribute or derived name, or an expression ({@code <pad(100 - score, 3)>}).
 */
public record KeyTemplate(String source, List<Segment> segments) {

    public KeyTemplate {
        segments = List.copyOf(segments);
    }

    /** A piece of a template. */
    public sealed interface Segment permits Literal, Placeholder {
    }

    public record Literal(String text) implements Segment {
    }

    /** @param source the text between {@code <} and {@code >} */
    public record Placeholder(String source, Expression expression) implements Segment {

        /** The attribute name when the placeholder is a bare name. */
        public Optional<String> name() {
            return expression.referenceName();
        }
    }

    /** Parses a template; throws {@link ExpressionException} for an unclosed or empty placeholder or a bad expression. */
    public static KeyTemplate parse(String source) {
        List<Segment> segments = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '<') {
                int close = source.indexOf('>', i + 1);
                if (close < 0) {
                    throw new ExpressionException("placeholder at position " + (i + 1) + " of '" + source + "' is not closed with '>'");
                }
                String inner = source.substring(i + 1, close).trim();
                if (inner.isEmpty()) {
                    throw new ExpressionException("empty placeholder '<>' in '" + source + "'");
                }
                if (inner.indexOf('<') >= 0) {
                    throw new ExpressionException("'<' inside placeholder '<" + inner + ">' in '" + source + "'");
                }
                if (literal.length() > 0) {
                    segments.add(new Literal(literal.toString()));
                    literal.setLength(0);
                }
                segments.add(new Placeholder(inner, ExpressionParser.parse(inner)));
                i = close + 1;
            } else {
                literal.append(c);
                i++;
            }
        }
        if (literal.length() > 0) {
            segments.add(new Literal(literal.toString()));
        }
        return new KeyTemplate(source, segments);
    }

    public List<Placeholder> placeholders() {
        List<Placeholder> result = new ArrayList<>();
        for (Segment s : segments) {
            if (s instanceof Placeholder p) {
                result.add(p);
            }
        }
        return result;
    }

    public boolean isConstant() {
        return segments.stream().noneMatch(s -> s instanceof Placeholder);
    }

    /** A constant template whose text is a number ({@code 0} for a record that sorts first): that number, for a Number key. */
    public Optional<BigDecimal> numberLiteral() {
        String text = source.strip();
        return isConstant() && text.matches("-?\\d+(\\.\\d+)?") ? Optional.of(new BigDecimal(text)) : Optional.empty();
    }

    /** The template is a single placeholder and nothing else: its value keeps its type (a number stays a number). */
    public boolean isSinglePlaceholder() {
        return segments.size() == 1 && segments.get(0) instanceof Placeholder;
    }

    /** The literal text before the first placeholder (the whole text for a constant template). */
    public String literalPrefix() {
        return segments.isEmpty() || !(segments.get(0) instanceof Literal l) ? "" : l.text();
    }

    /** The names the template reads, in order of appearance. */
    public List<String> references() {
        List<String> names = new ArrayList<>();
        for (Placeholder p : placeholders()) {
            for (String name : p.expression().references()) {
                if (!names.contains(name)) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    /**
     * The key value for the given values: a string, or the placeholder's own typed value when the template is a
     * single placeholder. Empty when a value is missing (the item has no such key: a sparse index).
     */
    public Optional<Object> evaluate(Function<String, Optional<Object>> resolver) {
        if (isSinglePlaceholder()) {
            return ExpressionEvaluator.evaluate(((Placeholder) segments.get(0)).expression(), resolver);
        }
        return render(resolver).map(s -> s);
    }

    /** The rendered key string, or empty when a value is missing. */
    public Optional<String> render(Function<String, Optional<Object>> resolver) {
        StringBuilder out = new StringBuilder();
        for (Segment s : segments) {
            if (s instanceof Literal l) {
                out.append(l.text());
            } else {
                Optional<Object> value = ExpressionEvaluator.evaluate(((Placeholder) s).expression(), resolver);
                if (value.isEmpty()) {
                    return Optional.empty();
                }
                out.append(ExpressionEvaluator.render(value.get()));
            }
        }
        return Optional.of(out.toString());
    }

    /** Renders with a fixed map of values (names to typed values). */
    public Optional<String> render(Map<String, ?> values) {
        return render(name -> Optional.ofNullable(values.get(name)));
    }

    /**
     * Reads the placeholder values back out of a rendered key, keyed by placeholder source text. Empty when the key
     * does not fit the template, or when it fits in more than one way (a value containing the separator).
     */
    public Optional<Map<String, String>> extract(String key) {
        Optional<Map<String, String>> shortest = match(key, "(.+?)");
        Optional<Map<String, String>> longest = match(key, "(.+)");
        return shortest.isPresent() && shortest.equals(longest) ? shortest : Optional.empty();
    }

    private Optional<Map<String, String>> match(String key, String group) {
        StringBuilder regex = new StringBuilder();
        for (Segment s : segments) {
            regex.append(s instanceof Literal l ? Pattern.quote(l.text()) : group);
        }
        Matcher m = Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(key);
        if (!m.matches()) {
            return Optional.empty();
        }
        Map<String, String> values = new LinkedHashMap<>();
        int g = 1;
        for (Placeholder p : placeholders()) {
            String value = m.group(g++);
            String previous = values.putIfAbsent(p.source(), value);
            if (previous != null && !previous.equals(value)) {
                return Optional.empty();
            }
        }
        return Optional.of(values);
    }

    @Override
    public String toString() {
        return source;
    }
}

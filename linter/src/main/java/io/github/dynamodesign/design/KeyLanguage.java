package io.github.dynamodesign.design;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The set of strings a key template can render, as a small automaton. It answers the template-level questions:
 * can two templates produce the same key (collisions, equality conditions), can a prefix match a template
 * ({@code begins_with}). Placeholder values are assumed never to contain a separator (see {@link Shape#text}).
 */
public final class KeyLanguage {

    /** Representative characters for the character classes below; literal characters are added per question. */
    private static final String REPRESENTATIVES = "aAfFgGtTzZ0159-_:.+ #|/~@é\u4e2d";

    private final List<List<Edge>> edges;
    private final Set<Integer> accepting;

    private KeyLanguage(List<List<Edge>> edges, Set<Integer> accepting) {
        this.edges = edges;
        this.accepting = accepting;
    }

    /** A character class on an automaton edge. */
    public interface CharClass {
        boolean matches(char c);

        /** Characters the class treats specially (so that they are tried as representatives). */
        default Set<Character> mentioned() {
            return Set.of();
        }

        static CharClass exactly(char expected) {
            return new CharClass() {
                @Override
                public boolean matches(char c) {
                    return c == expected;
                }

                @Override
                public Set<Character> mentioned() {
                    return Set.of(expected);
                }
            };
        }

        static CharClass anyExcept(Set<Character> excluded) {
            return new CharClass() {
                @Override
                public boolean matches(char c) {
                    return !excluded.contains(c);
                }

                @Override
                public Set<Character> mentioned() {
                    return excluded;
                }
            };
        }

        static CharClass of(String allowed, boolean digits, boolean upper, boolean lower) {
            return new CharClass() {
                @Override
                public boolean matches(char c) {
                    return allowed.indexOf(c) >= 0
                            || digits && c >= '0' && c <= '9'
                            || upper && c >= 'A' && c <= 'Z'
                            || lower && c >= 'a' && c <= 'z';
                }

                @Override
                public Set<Character> mentioned() {
                    Set<Character> chars = new LinkedHashSet<>();
                    allowed.chars().forEach(c -> chars.add((char) c));
                    return chars;
                }
            };
        }
    }

    /** The strings one placeholder can render: a small regular expression. */
    public sealed interface Shape {

        record Text(String value) implements Shape {
        }

        record OneOf(List<Shape> choices) implements Shape {
        }

        /** One or more characters of a class. */
        record Repeat(CharClass chars) implements Shape {
        }

        /** Any value without the given separators: free text and identifiers under the template-level assumption. */
        static Shape text(Set<Character> separators) {
            return new Repeat(CharClass.anyExcept(separators));
        }

        static Shape oneOfValues(Collection<String> values) {
            return new OneOf(values.stream().<Shape>map(Text::new).toList());
        }

        Shape DIGITS = new Repeat(CharClass.of("", true, false, false));
        Shape NUMBER = new Repeat(CharClass.of("-.", true, false, false));
        Shape TIMESTAMP = new Repeat(CharClass.of("-:.+TZ", true, false, false));
        Shape DATE = new Repeat(CharClass.of("-", true, false, false));
        Shape ULID = new Repeat(CharClass.of("", true, true, false));
        Shape UUID = new Repeat(CharClass.of("-", true, true, true));
        Shape BOOLEAN = oneOfValues(List.of("true", "false"));
        /** Letters (none upper-case) and digits of any script, and '-'. */
        Shape SLUG = new Repeat(new CharClass() {
            @Override
            public boolean matches(char c) {
                return c == '-' || Character.isLetterOrDigit(c) && !Character.isUpperCase(c);
            }

            @Override
            public Set<Character> mentioned() {
                return Set.of('-');
            }
        });

        /** The same shape with letters lower- (or upper-) cased, for {@code lower()} and {@code upper()}. */
        default Shape cased(boolean toLower) {
            if (this instanceof Text t) {
                return new Text(toLower ? t.value().toLowerCase(Locale.ROOT) : t.value().toUpperCase(Locale.ROOT));
            }
            if (this instanceof OneOf o) {
                return new OneOf(o.choices().stream().map(s -> s.cased(toLower)).toList());
            }
            return this;
        }
    }

    /** An edge; a null label is an empty (epsilon) move. */
    private record Edge(CharClass label, int to) {
    }

    /** The language of a template whose placeholders have the given shapes. */
    public static KeyLanguage of(KeyTemplate template, Function<KeyTemplate.Placeholder, Shape> shapes) {
        Builder b = new Builder();
        int state = b.newState();
        for (KeyTemplate.Segment segment : template.segments()) {
            Shape shape = segment instanceof KeyTemplate.Literal l ? new Shape.Text(l.text())
                    : shapes.apply((KeyTemplate.Placeholder) segment);
            state = b.add(state, shape);
        }
        return new KeyLanguage(b.edges, Set.of(state));
    }

    /** Strings that start with a string of this language: the keys a {@code begins_with} on it matches. */
    public KeyLanguage withAnySuffix() {
        List<List<Edge>> copy = new ArrayList<>();
        edges.forEach(e -> copy.add(new ArrayList<>(e)));
        int end = copy.size();
        copy.add(new ArrayList<>(List.of(new Edge(CharClass.anyExcept(Set.of()), end))));
        for (int a : accepting) {
            copy.get(a).add(new Edge(CharClass.anyExcept(Set.of()), end));
        }
        Set<Integer> acc = new LinkedHashSet<>(accepting);
        acc.add(end);
        return new KeyLanguage(copy, acc);
    }

    public boolean intersects(KeyLanguage other) {
        return sharedExample(other).isPresent();
    }

    /** A string both languages contain, if any: shortest first, built from representative characters. */
    public Optional<String> sharedExample(KeyLanguage other) {
        List<Character> alphabet = alphabet(other);
        Map<Pair, Pair> parent = new HashMap<>();
        Map<Pair, Character> via = new HashMap<>();
        ArrayDeque<Pair> queue = new ArrayDeque<>();
        Pair start = new Pair(0, 0);
        parent.put(start, start);
        queue.add(start);
        while (!queue.isEmpty()) {
            Pair p = queue.poll();
            if (accepting.contains(p.a()) && other.accepting.contains(p.b())) {
                StringBuilder text = new StringBuilder();
                for (Pair q = p; !q.equals(start); q = parent.get(q)) {
                    if (via.get(q) != null) {
                        text.append(via.get(q));
                    }
                }
                return Optional.of(text.reverse().toString());
            }
            for (Edge ea : edges.get(p.a())) {
                if (ea.label() == null) {
                    visit(new Pair(ea.to(), p.b()), p, null, parent, via, queue);
                }
            }
            for (Edge eb : other.edges.get(p.b())) {
                if (eb.label() == null) {
                    visit(new Pair(p.a(), eb.to()), p, null, parent, via, queue);
                }
            }
            for (Edge ea : edges.get(p.a())) {
                for (Edge eb : other.edges.get(p.b())) {
                    if (ea.label() == null || eb.label() == null) {
                        continue;
                    }
                    for (char c : alphabet) {
                        if (ea.label().matches(c) && eb.label().matches(c)) {
                            visit(new Pair(ea.to(), eb.to()), p, c, parent, via, queue);
                            break;
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private record Pair(int a, int b) {
    }

    private static void visit(Pair next, Pair from, Character c, Map<Pair, Pair> parent, Map<Pair, Character> via,
                              ArrayDeque<Pair> queue) {
        if (!parent.containsKey(next)) {
            parent.put(next, from);
            via.put(next, c);
            queue.add(next);
        }
    }

    private List<Character> alphabet(KeyLanguage other) {
        Set<Character> chars = new LinkedHashSet<>();
        for (KeyLanguage language : List.of(this, other)) {
            for (List<Edge> list : language.edges) {
                for (Edge e : list) {
                    if (e.label() != null) {
                        chars.addAll(e.label().mentioned());
                    }
                }
            }
        }
        REPRESENTATIVES.chars().forEach(c -> chars.add((char) c));
        return new ArrayList<>(chars);
    }

    private static final class Builder {
        final List<List<Edge>> edges = new ArrayList<>();

        int newState() {
            edges.add(new ArrayList<>());
            return edges.size() - 1;
        }

        /** Adds the shape from state {@code from}; returns the state reached after it. */
        int add(int from, Shape shape) {
            if (shape instanceof Shape.Text t) {
                int state = from;
                for (char c : t.value().toCharArray()) {
                    int next = newState();
                    edges.get(state).add(new Edge(CharClass.exactly(c), next));
                    state = next;
                }
                return state;
            }
            if (shape instanceof Shape.Repeat r) {
                int next = newState();
                edges.get(from).add(new Edge(r.chars(), next));
                edges.get(next).add(new Edge(r.chars(), next));
                return next;
            }
            int end = newState();
            for (Shape choice : ((Shape.OneOf) shape).choices()) {
                int branch = newState();
                edges.get(from).add(new Edge(null, branch));
                edges.get(add(branch, choice)).add(new Edge(null, end));
            }
            return end;
        }
    }
}

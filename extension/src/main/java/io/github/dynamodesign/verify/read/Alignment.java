package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.KeyTemplate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * How a pattern's key template lines up with an entity's template: which pattern placeholder stands where an
 * entity placeholder stands ({@code ORDER#<from>} against {@code ORDER#<placedAt>#<orderId>} pairs from with
 * placedAt), and what is left of each after the common part.
 *
 * @param pairs pattern placeholder, entity placeholder, in template order
 * @param end how matching ended
 * @param mismatchOrder when literal text differed: the sign of entity character minus pattern character
 * @param patternRest the pattern's literal text left after the common part (empty when it ends in a placeholder)
 * @param entityIndex where matching stopped in the entity template: segment index and offset in that segment
 */
record Alignment(List<Pair> pairs, End end, int mismatchOrder,
                 String patternRest, boolean patternEndsWithPair, KeyTemplate entity, int entityIndex, int entityOffset) {

    /**
     * @param byName the pattern's input is named like another value of the entity than the one at its position, and
     *               stands for that value (never in a range bound, where an input stands for the value at its position)
     */
    record Pair(KeyTemplate.Placeholder pattern, KeyTemplate.Placeholder entity, boolean byName) {

        Pair(KeyTemplate.Placeholder pattern, KeyTemplate.Placeholder entity) {
            this(pattern, entity, false);
        }
    }

    /** The same alignment for an equality: inputs named like a value of the entity stand for that value. */
    Alignment byNames(Entity e) {
        // a key that is the item's own attribute (a multi-attribute index's `queueStatus`): the condition names it, so
        // the input there stands for it, whatever the input's name
        boolean ownAttribute = entity != null && entity.segments().size() == 1 && entity.segments().get(0) instanceof KeyTemplate.Placeholder p
                && p.expression() instanceof io.github.dynamodesign.design.Expression.Reference;
        return new Alignment(pairs.stream().map(p -> expanded(e, p)).map(p -> new Pair(p.pattern(), p.entity(),
                        !ownAttribute && namesAnotherValue(e, p))).toList(),
                end, mismatchOrder, patternRest, patternEndsWithPair, entity, entityIndex,
                entityOffset);
    }

    /**
     * Whether the pair's input is named like a value of the entity that the placeholder at its position is not made of
     * ({@code DAILY#<gameId>#<day>} against {@code DAILY#<day>#<gameId>}): the input is then that value, by its name.
     */
    private static boolean namesAnotherValue(Entity e, Pair pair) {
        Set<String> inputNames = pair.pattern().expression().references();
        if (inputNames.size() != 1 || !e.defines(inputNames.iterator().next())) {
            return false;
        }
        return !dependsOn(e, pair.entity().expression().references(), inputNames.iterator().next(), 0);
    }

    /**
     * A derived value in the entity's key written out where the input is named like a value it is made of: against
     * {@code HANDLE#<handleLower>} with {@code handleLower = lower(handle)}, the input {@code handle} meets
     * {@code lower(handle)}, so that it is the handle, compared as the key compares it.
     */
    private static Pair expanded(Entity e, Pair pair) {
        Set<String> inputNames = pair.pattern().expression().references();
        if (inputNames.size() != 1 || !(pair.entity().expression() instanceof io.github.dynamodesign.design.Expression.Reference r)) {
            return pair;
        }
        String input = inputNames.iterator().next();
        return e.derivedValue(r.name()).filter(d -> !input.equals(r.name()) && e.defines(input)
                        && d.expression().references().equals(Set.of(input)))
                .map(d -> new Pair(pair.pattern(), new KeyTemplate.Placeholder(d.source(), d.expression()), pair.byName()))
                .orElse(pair);
    }

    private static boolean dependsOn(Entity e, Set<String> names, String name, int depth) {
        if (names.contains(name)) {
            return true;
        }
        return depth < 8 && names.stream().anyMatch(n -> e.derivedValue(n)
                .map(d -> dependsOn(e, d.expression().references(), name, depth + 1)).orElse(false));
    }

    /** How matching the two templates ended. */
    enum End {
        /** Both templates were matched to their ends. */
        COMPLETE,
        /** The pattern ended first: the entity's template goes on (a prefix or a bound). */
        PATTERN_SHORTER,
        /** The entity's template ended first: the pattern asks for more. */
        ENTITY_SHORTER,
        /** Literal text differed. */
        LITERAL_MISMATCH,
        /** A placeholder met literal text that cannot stand for it. */
        UNALIGNED
    }

    boolean complete() {
        return end == End.COMPLETE;
    }

    /** The whole pattern template was matched. */
    boolean patternDone() {
        return end == End.COMPLETE || end == End.PATTERN_SHORTER;
    }

    /** The whole entity template was matched. */
    boolean entityDone() {
        return end == End.COMPLETE || end == End.ENTITY_SHORTER;
    }

    /** Literal text differed (as opposed to one template simply being shorter). */
    private static final java.util.regex.Pattern TIME_OF_DAY = java.util.regex.Pattern.compile("^T\\d{2}(?::\\d{2}){0,2}(?:\\.\\d+)?Z?");

    /**
     * The time of day the pattern writes after its last input where the entity's key has a timestamp:
     * {@code SHIPMENT#<toDate>T23:59:59Z~} against {@code SHIPMENT#<createdAt>#<id>} gives {@code T23:59:59Z}, so that
     * the input is a date and the bound the moment it names. Empty otherwise.
     */
    Optional<String> timeAfterLastInput() {
        if (pairs.isEmpty() || patternRest == null) {
            return Optional.empty();
        }
        java.util.regex.Matcher m = TIME_OF_DAY.matcher(patternRest);
        return m.find() ? Optional.of(m.group()) : Optional.empty();
    }

    boolean literalMismatch() {
        return end == End.LITERAL_MISMATCH;
    }

    static Alignment of(KeyTemplate pattern, KeyTemplate entity) {
        List<KeyTemplate.Segment> p = pattern.segments();
        List<KeyTemplate.Segment> t = entity.segments();
        List<Pair> pairs = new ArrayList<>();
        int i = 0;
        int j = 0;
        int pOffset = 0;
        int tOffset = 0;
        boolean lastWasPair = false;
        while (i < p.size() && j < t.size()) {
            KeyTemplate.Segment ps = p.get(i);
            KeyTemplate.Segment ts = t.get(j);
            if (ps instanceof KeyTemplate.Literal pl && ts instanceof KeyTemplate.Literal tl) {
                String a = pl.text();
                String b = tl.text();
                while (pOffset < a.length() && tOffset < b.length()) {
                    if (a.charAt(pOffset) != b.charAt(tOffset)) {
                        int order = Integer.compare(b.codePointAt(tOffset), a.codePointAt(pOffset));
                        return new Alignment(pairs, End.LITERAL_MISMATCH, order, a.substring(pOffset) + rest(p, i + 1), false,
                                entity, j, tOffset);
                    }
                    pOffset++;
                    tOffset++;
                }
                if (pOffset == a.length()) {
                    i++;
                    pOffset = 0;
                }
                if (tOffset == b.length()) {
                    j++;
                    tOffset = 0;
                }
                lastWasPair = false;
            } else if (ps instanceof KeyTemplate.Placeholder pp && ts instanceof KeyTemplate.Placeholder tp
                    && pOffset == 0 && tOffset == 0) {
                pairs.add(new Pair(pp, tp));
                i++;
                j++;
                lastWasPair = true;
            } else if (ps instanceof KeyTemplate.Literal pl && ts instanceof KeyTemplate.Placeholder tp && tOffset == 0) {
                Optional<String> value = literalValue(pl.text().substring(pOffset), t, j, i == p.size() - 1);
                if (value.isEmpty()) {
                    break;
                }
                pairs.add(new Pair(new KeyTemplate.Placeholder("'" + value.get() + "'", new Expression.StringLiteral(value.get())), tp));
                pOffset += value.get().length();
                if (pOffset == pl.text().length()) {
                    i++;
                    pOffset = 0;
                }
                j++;
                lastWasPair = true;
            } else {
                break;
            }
        }
        boolean patternDone = i >= p.size();
        boolean entityDone = j >= t.size();
        String patternRest = patternDone ? "" : literalRest(p, i, pOffset);
        End end = patternDone && entityDone ? End.COMPLETE : patternDone ? End.PATTERN_SHORTER
                : entityDone ? End.ENTITY_SHORTER : End.UNALIGNED;
        return new Alignment(pairs, end, 0, patternRest, patternDone && lastWasPair,
                entity, j, tOffset);
    }

    /**
     * The part of a pattern's literal text that stands where the entity has a placeholder ({@code HIGH} of
     * {@code HIGH#<siteId>} against {@code <alert>#<siteId>}): up to the entity's next literal, or the whole rest when
     * both templates end there.
     */
    private static Optional<String> literalValue(String text, List<KeyTemplate.Segment> entity, int placeholder, boolean lastInPattern) {
        if (placeholder + 1 < entity.size()) {
            if (!(entity.get(placeholder + 1) instanceof KeyTemplate.Literal next) || next.text().isEmpty()) {
                return Optional.empty();
            }
            int end = text.indexOf(next.text());
            return end > 0 ? Optional.of(text.substring(0, end)) : Optional.empty();
        }
        return lastInPattern && !text.isEmpty() ? Optional.of(text) : Optional.empty();
    }

    /** The entity key from where matching stopped, rendered with the item's values. */
    String entityRest(java.util.function.Function<String, java.util.Optional<Object>> values) {
        StringBuilder text = new StringBuilder();
        List<KeyTemplate.Segment> t = entity.segments();
        for (int k = entityIndex; k < t.size(); k++) {
            if (t.get(k) instanceof KeyTemplate.Literal l) {
                text.append(k == entityIndex ? l.text().substring(entityOffset) : l.text());
            } else {
                java.util.Optional<Object> v = io.github.dynamodesign.design.ExpressionEvaluator.evaluate(
                        ((KeyTemplate.Placeholder) t.get(k)).expression(), values);
                if (v.isEmpty()) {
                    break;
                }
                text.append(io.github.dynamodesign.design.ExpressionEvaluator.render(v.get()));
            }
        }
        return text.toString();
    }

    private static String literalRest(List<KeyTemplate.Segment> segments, int from, int offset) {
        if (from < segments.size() && segments.get(from) instanceof KeyTemplate.Literal l) {
            return l.text().substring(offset) + rest(segments, from + 1);
        }
        return rest(segments, from);
    }

    private static String rest(List<KeyTemplate.Segment> segments, int from) {
        StringBuilder text = new StringBuilder();
        for (int k = from; k < segments.size(); k++) {
            if (segments.get(k) instanceof KeyTemplate.Literal l) {
                text.append(l.text());
            } else {
                break;
            }
        }
        return text.toString();
    }
}

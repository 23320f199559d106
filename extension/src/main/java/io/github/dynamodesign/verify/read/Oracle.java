package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.FilterCondition;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.ValueKinds;
import io.github.dynamodesign.verify.sample.NaturalOrder;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Which items a pattern should return, decided from typed attribute values, never from DynamoDB's answer or from
 * comparing key strings: for every pair of aligned placeholders, the entity's own expression applied to the item
 * is compared with the same expression applied to the input, in the value's natural order.
 */
final class Oracle {

    /** Whether an item satisfies a pattern for some inputs, and if not, the first condition it fails. */
    /**
     * @param certain whether the intent decides the item; an item that is returned or not as the author may mean (its
     *                values equal an inclusive bound its longer key sorts past) holds without being certain, and
     *                {@code failed} then says why
     */
    record Verdict(boolean holds, String failed, boolean certain) {
        static final Verdict HOLDS = new Verdict(true, "", true);

        static Verdict fails(String why) {
            return new Verdict(false, why, true);
        }

        static Verdict uncertain(String why) {
            return new Verdict(true, why, false);
        }
    }

    /** Values of one aligned pair: the item's and the input's, in the entity expression's kind. */
    record PairValues(ValueKind kind, Object item, Object input, String entityPlaceholder, String inputName) {
    }

    private Oracle() {
    }

    static Verdict check(PatternPlan plan, PatternPlan.TypePlan type, Map<String, Object> item, Map<String, Object> inputs) {
        Entity e = type.entity();
        Verdict uncertain = Verdict.HOLDS;
        for (Alignment a : type.partition()) {
            Verdict v = equality(e, a, item, inputs, "partition key");
            if (!v.holds()) {
                return v;
            }
        }
        for (Alignment a : type.leading()) {
            Verdict v = equality(e, a, item, inputs, "sort key");
            if (!v.holds()) {
                return v;
            }
        }
        if (plan.pattern().sortKey() != null) {
            ConditionOperator op = plan.pattern().sortKey().operator();
            if (op == ConditionOperator.EQ && type.sortKey() != null) {
                Verdict v = equality(e, type.sortKey(), item, inputs, "sort key");
                if (!v.holds()) {
                    return v;
                }
            } else if (op == ConditionOperator.BEGINS_WITH && type.sortKey() != null) {
                Verdict v = beginsWith(plan, e, type.sortKey(), item, inputs);
                if (!v.holds()) {
                    return v;
                }
            } else if (op.isRange()) {
                Verdict v = range(plan, op, e, type, item, inputs);
                if (!v.holds()) {
                    return v;
                }
                uncertain = v.certain() ? uncertain : v;
            }
        }
        for (FilterCondition f : plan.pattern().params().filters()) {
            Verdict v = filter(e, f, item, inputs);
            if (!v.holds()) {
                return v;
            }
        }
        return uncertain;
    }

    private static Verdict equality(Entity e, Alignment a, Map<String, Object> item, Map<String, Object> inputs, String part) {
        if (!a.complete()) {
            return Verdict.fails("its " + part + " template does not line up with the pattern's");
        }
        for (Alignment.Pair pair : a.pairs()) {
            Optional<PairValues> v = values(e, pair, item, inputs);
            if (v.isEmpty()) {
                return Verdict.fails("<" + pair.entity().source() + "> has no value");
            }
            if (!NaturalOrder.equal(v.get().kind(), v.get().item(), v.get().input())) {
                return Verdict.fails("its <" + v.get().entityPlaceholder() + "> is " + show(v.get().item()) + ", not "
                        + show(v.get().input()));
            }
        }
        return Verdict.HOLDS;
    }

    private static Verdict beginsWith(PatternPlan plan, Entity e, Alignment a, Map<String, Object> item, Map<String, Object> inputs) {
        if (a.literalMismatch()) {
            return Verdict.fails("its sort key does not start with the pattern's literal text");
        }
        List<Alignment.Pair> pairs = a.pairs();
        for (int i = 0; i < pairs.size(); i++) {
            Alignment.Pair pair = pairs.get(i);
            Optional<PairValues> v = values(e, pair, item, inputs);
            if (v.isEmpty()) {
                return Verdict.fails("<" + pair.entity().source() + "> has no value");
            }
            boolean prefix = i == pairs.size() - 1 && a.patternEndsWithPair()
                    && pair.pattern().expression().references().stream().allMatch(n -> plan.roles().get(n) == PatternPlan.Role.PREFIX);
            if (prefix) {
                if (!NaturalOrder.text(v.get().item()).startsWith(NaturalOrder.text(v.get().input()))) {
                    return Verdict.fails("its <" + pair.entity().source() + "> " + show(v.get().item())
                            + " does not start with " + show(v.get().input()));
                }
            } else if (!NaturalOrder.equal(v.get().kind(), v.get().item(), v.get().input())) {
                return Verdict.fails("its <" + v.get().entityPlaceholder() + "> is " + show(v.get().item()) + ", not "
                        + show(v.get().input()));
            }
        }
        if (!a.patternDone()) {
            if (a.entityDone()) {
                return Verdict.fails("its sort key is shorter than the prefix");
            }
            String rest = restOfEntityKey(e, a, item);
            if (!rest.startsWith(a.patternRest())) {
                return Verdict.fails("the rest of its sort key `" + rest + "` does not start with `" + a.patternRest() + "`");
            }
        }
        return Verdict.HOLDS;
    }

    private static Verdict range(PatternPlan plan, ConditionOperator op, Entity e, PatternPlan.TypePlan type,
                                 Map<String, Object> item, Map<String, Object> inputs) {
        Verdict result = Verdict.HOLDS;
        for (int b = 0; b < type.bounds().size(); b++) {
            boolean lower = op == ConditionOperator.GT || op == ConditionOperator.GE || op == ConditionOperator.BETWEEN && b == 0;
            Alignment bound = type.bounds().get(b);
            if (plan.endsAtItsInput(bound, lower)) {
                // "both dates inclusive" with `<dayAfter(toDate)>`: the range ends at the input the words include
                Optional<Integer> atInput = compareToBound(plan, e, bound, item, unmoved(bound, inputs), lower);
                if (atInput.isEmpty()) {
                    return Verdict.fails("a bound has no value");
                }
                if (lower ? atInput.get() < 0 : atInput.get() > 0) {
                    return Verdict.fails(lower ? "it is before the first value the pattern includes"
                            : "it is past the last value the pattern includes");
                }
                continue;
            }
            Optional<Integer> cmp = compareToBound(plan, e, bound, item, inputs, lower);
            if (cmp.isEmpty()) {
                return Verdict.fails("a bound has no value");
            }
            int c = cmp.get();
            Optional<Boolean> stated = bound.pairs().isEmpty() || !valuesEqual(plan, e, bound, item, inputs) ? Optional.empty()
                    : plan.boundInclusive(bound, lower);
            if (stated.isPresent() && !stated.get()) {
                // whatever the key's text does at the bound (a sentinel, a longer key), the row excludes these values
                return Verdict.fails("its values equal the bound, which the pattern says is exclusive");
            }
            if (stated.isPresent()) {
                continue; // "startDate on or after fromDate": the row includes these values, whatever the operator
            }
            boolean holds = switch (op) {
                case GT -> c > 0;
                case GE -> c >= 0;
                case LT -> c < 0;
                case LE -> c <= 0;
                default -> lower ? c >= 0 : c <= 0;
            };
            if (!holds) {
                return Verdict.fails(c == 0 ? "its values equal the bound, which " + op.symbol() + " excludes"
                        : lower ? "it is below the lower bound" : "it is above the upper bound");
            }
            if (!lower) {
                Optional<Verdict> lastMoments = pastWrittenTime(plan, e, bound, item, inputs);
                if (lastMoments.isPresent()) {
                    result = lastMoments.get();
                    continue;
                }
            }
            // "past appointments" up to `APPT#<now>`, duties up to `DEP#<toDayEndMs>`: a key longer than an upper bound
            // at the present moment or a day's last one whose values it equals sorts past it; whether an item at that
            // very moment belongs is the author's to say, not the operator's
            if (c == 0 && !lower && !bound.pairs().isEmpty() && !bound.entityDone() && bound.timeAfterLastInput().isEmpty()
                    && bound.patternEndsWithPair() && sameKind(e, bound, item, inputs)
                    && (namesThePresent(bound) || namesADaysEnd(bound))) {
                Alignment.Pair last = bound.pairs().get(bound.pairs().size() - 1);
                result = Verdict.uncertain("an item whose <" + last.entity().source() + "> equals the upper bound's <"
                        + last.pattern().source() + "> is left out, its longer key sorting past the bound");
            }
        }
        return result;
    }

    /** The inputs with the one a bound moves ({@code <toDate + 1 day>}) moved back, so that the bound gives the input itself. */
    private static Map<String, Object> unmoved(Alignment bound, Map<String, Object> inputs) {
        Expression moved = bound.pairs().get(bound.pairs().size() - 1).pattern().expression();
        Expression input = moved instanceof Expression.Call c ? c.arguments().get(0) : ((Expression.Arithmetic) moved).left();
        BigDecimal back = PatternPlan.shift(moved).orElseThrow().negate();
        Expression unmoved = moved instanceof Expression.Call
                ? new Expression.Call(Expression.Function.PLUS_DAYS, List.of(input, new Expression.NumberLiteral(back)))
                : new Expression.Arithmetic('+', input, new Expression.NumberLiteral(back));
        Map<String, Object> result = new java.util.HashMap<>(inputs);
        try {
            ExpressionEvaluator.evaluate(unmoved, n -> Optional.ofNullable(inputs.get(n)))
                    .ifPresent(v -> result.put(((Expression.Reference) input).name(), v));
        } catch (ExpressionException x) {
            return inputs;
        }
        return result;
    }

    /**
     * A date input where the key has a timestamp ({@code <toDate>T23:59:59Z}) stands for its day: the first moment of
     * it for a lower bound, the last for an upper one, whatever time the template writes (that is what is checked).
     */
    private static Optional<PairValues> atTime(PatternPlan plan, Alignment a, Alignment.Pair pair, Optional<PairValues> v,
                                               Boolean lower) {
        Optional<String> time = a.timeAfterLastInput();
        boolean declared = time.isEmpty() && standsForADay(plan, a, pair);
        if (v.isEmpty() || !standsForADay(plan, a, pair) || pair != a.pairs().get(a.pairs().size() - 1)
                || !(v.get().input() instanceof String date) || !date.matches("\\d{4}-\\d{2}-\\d{2}")
                || !(v.get().item() instanceof String itemMoment) || itemMoment.indexOf('T') != 10) {
            return v;
        }
        PairValues p = v.get();
        // a day bound with no time written: "after <day>" and "before <day>" leave that day out, the others take it whole
        ConditionOperator op = plan.pattern().sortKey() == null ? null : plan.pattern().sortKey().operator();
        String start = "T00:00:00Z";
        String end = "T23:59:59.999Z";
        // "BETWEEN REVIEW#<fromDate> AND REVIEW#<dayAfter(toDate)>": a day moved outward stands where the input's day
        // ends, the moved day's first moment for an upper bound (the last for a lower one)
        boolean movedOutward = lower != null && time.isEmpty()
                && PatternPlan.shift(pair.pattern().expression()).map(n -> lower ? n.signum() < 0 : n.signum() > 0).orElse(false)
                && !plan.endsAtItsInput(a, lower);
        if (movedOutward && !lower) {
            // the moved day's first moment, which a key of that day (`ORDER#2026-01-16T00:00:00Z#…`) sorts after: the
            // range ends with the day before it
            return Optional.of(new PairValues(p.kind(), p.item(), java.time.LocalDate.parse(date).minusDays(1) + end,
                    p.entityPlaceholder(), p.inputName()));
        }
        String moment = lower == null ? time.orElse(start) : movedOutward ? end
                : declared && op == ConditionOperator.GT ? end
                : declared && op == ConditionOperator.LT ? start : lower ? start : end;
        return Optional.of(new PairValues(p.kind(), p.item(), date + moment, p.entityPlaceholder(), p.inputName()));
    }

    /**
     * Whether the pair's input stands for a whole day where the key holds a moment: a time is written after it
     * ({@code <toDate>T23:59:59Z}), or the pattern takes the input as a date (see {@link PatternPlan#dated}).
     */
    private static boolean standsForADay(PatternPlan plan, Alignment a, Alignment.Pair pair) {
        return a.timeAfterLastInput().isPresent() || pair.pattern().expression().references().stream().anyMatch(plan::dated);
    }

    /**
     * An item of the bound's day later than the end of day the bound writes to the minute or the hour
     * ({@code <toDate>T23:59} against {@code 2026-01-15T23:59:30Z}): left to the author, not failed.
     */
    private static Optional<Verdict> pastWrittenTime(PatternPlan plan, Entity e, Alignment bound, Map<String, Object> item,
                                                     Map<String, Object> inputs) {
        Optional<String> time = bound.timeAfterLastInput();
        if (time.isEmpty() || !time.get().matches("T23(?::59){0,2}(?:\\.9+)?Z?")) {
            return Optional.empty(); // only the day's end written coarsely: T00:00 leaves out the day, which fails
        }
        Alignment.Pair last = bound.pairs().get(bound.pairs().size() - 1);
        Optional<PairValues> v = values(e, last, item, inputs);
        if (v.isEmpty() || !(v.get().input() instanceof String date) || !(v.get().item() instanceof String moment)
                || !moment.startsWith(date) || KeyConditionMatcher.compareUtf8(moment, date + time.get()) <= 0) {
            return Optional.empty();
        }
        return Optional.of(Verdict.uncertain("its <" + last.entity().source() + "> " + moment + " is on <"
                + last.pattern().source() + "> but after the " + time.get() + " the bound writes, so the request leaves it out"));
    }

    private static final java.util.regex.Pattern THE_PRESENT = java.util.regex.Pattern.compile(
            "(?i)now|today|current(?:time|date|moment)?|asof\\w*|present");

    /**
     * Whether the bound's last input is the present moment ({@code <now>}, {@code <asOf>}): "past appointments" up to
     * now leave open whether the one at the very moment counts, where a window's end ({@code <to>}) is written inclusive.
     */
    private static boolean namesThePresent(Alignment bound) {
        return bound.pairs().get(bound.pairs().size() - 1).pattern().expression().references().stream()
                .anyMatch(n -> THE_PRESENT.matcher(n).matches());
    }

    private static final java.util.regex.Pattern A_DAYS_END = java.util.regex.Pattern.compile(
            "(?i).*day[-_]?end.*|.*end[-_]?of[-_]?(?:the[-_]?)?day.*");

    /**
     * Whether the bound's last input is the last moment of a day ({@code <toDayEndMs>}, {@code <endOfDay>}): a moment
     * no item is meant to sit at, unlike a window's end ({@code <to>}), which is written inclusive.
     */
    private static boolean namesADaysEnd(Alignment bound) {
        return bound.pairs().get(bound.pairs().size() - 1).pattern().expression().references().stream()
                .anyMatch(n -> A_DAYS_END.matcher(n).matches());
    }

    /** Whether the bound's last input is a value of the kind it is compared with, not a coarser one (a date for a time). */
    private static boolean sameKind(Entity e, Alignment a, Map<String, Object> item, Map<String, Object> inputs) {
        Optional<PairValues> v = values(e, a.pairs().get(a.pairs().size() - 1), item, inputs);
        return v.isPresent() && v.get().item() != null && v.get().input() != null
                && NaturalOrder.text(v.get().item()).length() == NaturalOrder.text(v.get().input()).length();
    }

    /** Whether the item's values at a bound's aligned placeholders equal the bound's inputs. */
    private static boolean valuesEqual(PatternPlan plan, Entity e, Alignment a, Map<String, Object> item, Map<String, Object> inputs) {
        for (Alignment.Pair pair : a.pairs()) {
            Optional<PairValues> v = atTime(plan, a, pair, values(e, pair, item, inputs), null);
            if (v.isEmpty() || NaturalOrder.compare(v.get().kind(), v.get().item(), v.get().input()) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Compares an item with a bound: over the aligned placeholders in natural order; a tie there counts as equal,
     * unless literal text after them differs (a sentinel such as {@code ~}); without aligned placeholders, by the
     * literal structure, a longer key sorting after its prefix.
     */
    static Optional<Integer> compareToBound(PatternPlan plan, Entity e, Alignment a, Map<String, Object> item,
                                            Map<String, Object> inputs) {
        return compareToBound(plan, e, a, item, inputs, null);
    }

    /** @param lower whether the bound is the lower one (a date then stands for its whole day), or null when unknown */
    static Optional<Integer> compareToBound(PatternPlan plan, Entity e, Alignment a, Map<String, Object> item,
                                            Map<String, Object> inputs, Boolean lower) {
        for (Alignment.Pair pair : a.pairs()) {
            Optional<PairValues> v = atTime(plan, a, pair, values(e, pair, item, inputs), lower);
            if (v.isEmpty()) {
                return Optional.empty();
            }
            int c = NaturalOrder.compare(v.get().kind(), v.get().item(), v.get().input());
            if (c != 0) {
                return Optional.of(c);
            }
            if (standsForADay(plan, a, pair) && pair == a.pairs().get(a.pairs().size() - 1)) {
                return Optional.of(0); // the moment the bound names, to the second: the rest of the key does not count
            }
        }
        if (a.literalMismatch()) {
            return Optional.of(a.mismatchOrder());
        }
        if (!a.pairs().isEmpty()) {
            return Optional.of(0);
        }
        if (a.patternDone()) {
            return Optional.of(a.entityDone() ? 0 : 1);
        }
        if (a.entityDone()) {
            return Optional.of(-1);
        }
        String rest = restOfEntityKey(e, a, item);
        return Optional.of(Integer.signum(io.github.dynamodesign.design.KeyConditionMatcher.compareUtf8(rest, a.patternRest())));
    }

    private static Verdict filter(Entity e, FilterCondition f, Map<String, Object> item, Map<String, Object> inputs) {
        Object value = item.get(f.attribute());
        if (value == null) {
            value = e.resolver(item).apply(f.attribute()).orElse(null);
        }
        switch (f.operator()) {
            case EXISTS -> {
                return value != null ? Verdict.HOLDS : Verdict.fails("it has no " + f.attribute() + " (filter " + f + ")");
            }
            case NOT_EXISTS -> {
                return value == null ? Verdict.HOLDS : Verdict.fails("it has " + f.attribute() + " (filter " + f + ")");
            }
            default -> {
            }
        }
        if (value == null) {
            return Verdict.fails("it has no " + f.attribute() + " (filter " + f + ")");
        }
        ValueKind kind = e.attribute(f.attribute()).map(a -> a.kind()).orElse(ValueKind.FREE_TEXT);
        List<Object> operands = new ArrayList<>();
        for (KeyTemplate t : f.operands()) {
            Optional<Object> o = operand(t, kind, inputs);
            if (o.isEmpty()) {
                return Verdict.fails("filter " + f + " has no value for its input");
            }
            operands.add(o.get());
        }
        boolean holds = switch (f.operator()) {
            case EQ -> NaturalOrder.equal(kind, value, operands.get(0));
            case NE -> !NaturalOrder.equal(kind, value, operands.get(0));
            case LT -> NaturalOrder.compare(kind, value, operands.get(0)) < 0;
            case LE -> NaturalOrder.compare(kind, value, operands.get(0)) <= 0;
            case GT -> NaturalOrder.compare(kind, value, operands.get(0)) > 0;
            case GE -> NaturalOrder.compare(kind, value, operands.get(0)) >= 0;
            case BETWEEN -> NaturalOrder.compare(kind, value, operands.get(0)) >= 0
                    && NaturalOrder.compare(kind, value, operands.get(1)) <= 0;
            case BEGINS_WITH -> NaturalOrder.text(value).startsWith(NaturalOrder.text(operands.get(0)));
            case CONTAINS -> value instanceof Collection<?> c
                    ? c.stream().anyMatch(x -> NaturalOrder.text(x).equals(NaturalOrder.text(operands.get(0))))
                    : NaturalOrder.text(value).contains(NaturalOrder.text(operands.get(0)));
            default -> true;
        };
        return holds ? Verdict.HOLDS : Verdict.fails("its " + f.attribute() + " is " + show(value) + " (filter " + f + ")");
    }

    /** A filter operand's value in the attribute's type: inputs keep theirs, literals are converted. */
    static Optional<Object> operand(KeyTemplate t, ValueKind kind, Map<String, Object> inputs) {
        Optional<Object> raw;
        try {
            raw = t.evaluate(name -> Optional.ofNullable(inputs.get(name)));
        } catch (ExpressionException e) {
            return Optional.empty();
        }
        if (raw.isEmpty() || !t.isConstant()) {
            return raw;
        }
        String text = NaturalOrder.text(raw.get());
        if (kind.isNumeric()) {
            return NaturalOrder.number(text).<Object>map(n -> n).or(() -> Optional.of(text));
        }
        if (kind == ValueKind.BOOLEAN && (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false"))) {
            return Optional.of(Boolean.parseBoolean(text.toLowerCase(java.util.Locale.ROOT)));
        }
        return Optional.of(text);
    }

    /**
     * The entity's placeholder evaluated on the input; {@code VACCDUE#<month>} against {@code VACCDUE#<month(dueOn)>}
     * names the month itself, so an input that is already the part the key keeps is that part.
     */
    private static Optional<Object> evaluatedOrTruncated(Alignment.Pair pair, Object given, Function<String, Optional<Object>> resolver) {
        try {
            return ExpressionEvaluator.evaluate(pair.entity().expression(), resolver);
        } catch (ExpressionException x) {
            if (pair.pattern().expression() instanceof Expression.Reference && pair.entity().expression() instanceof Expression.Call c
                    && c.function().keepsPartOfATime()) {
                return Optional.of(given);
            }
            throw x;
        }
    }

    /**
     * The values of an aligned pair. The input side applies the entity's own expression to the input
     * ({@code lower(email)} with the input for email), so the comparison is the entity's notion of equality.
     */
    static Optional<PairValues> values(Entity e, Alignment.Pair pair, Map<String, Object> item, Map<String, Object> inputs) {
        Function<String, Optional<Object>> itemResolver = e.resolver(item);
        if (pair.byName()) {
            return byName(e, pair, itemResolver, inputs);
        }
        try {
            Optional<Object> itemValue = ExpressionEvaluator.evaluate(pair.entity().expression(), itemResolver);
            Set<String> entityNames = pair.entity().expression().references();
            Set<String> inputNames = pair.pattern().expression().references();
            Optional<Object> inputValue;
            String input = inputNames.size() == 1 ? inputNames.iterator().next() : pair.pattern().source();
            if (entityNames.size() == 1 && inputNames.size() == 1) {
                String name = entityNames.iterator().next();
                // "MINS#<pad(maxMinutes + 1, 4)>": the bound stands for the value its arithmetic gives, not the input
                Expression written = pair.pattern().expression();
                if (written instanceof Expression.Call c
                        && c.function() == Expression.Function.PAD) {
                    written = c.arguments().get(0);
                }
                // ...unless it is the entity's own arithmetic on the input (<pad(1000000 - max, 7)> against
                // <pad(1000000 - score, 7)>): the input then stands for the value
                boolean sameForm = pair.pattern().expression().toString().replaceAll("\\b" + java.util.regex.Pattern.quote(input) + "\\b",
                        java.util.regex.Matcher.quoteReplacement(name)).equals(pair.entity().expression().toString());
                // "NIGHT#<departureDate - 1 day>": whole days moved are arithmetic too
                boolean arithmetic = written instanceof Expression.Arithmetic
                        || written instanceof Expression.Call d
                        && d.function() == Expression.Function.PLUS_DAYS;
                Object given = arithmetic && !sameForm
                        ? ExpressionEvaluator.evaluate(written, n -> Optional.ofNullable(inputs.get(n))).orElse(null)
                        : inputs.get(input);
                inputValue = given == null ? Optional.empty() : evaluatedOrTruncated(pair, given,
                        n -> n.equals(name) ? Optional.of(given) : itemResolver.apply(n));
            } else {
                inputValue = ExpressionEvaluator.evaluate(pair.pattern().expression(), n -> Optional.ofNullable(inputs.get(n)));
            }
            if (itemValue.isEmpty() || inputValue.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new PairValues(ValueKinds.of(e, pair.entity().expression()), itemValue.get(), inputValue.get(),
                    pair.entity().source(), input));
        } catch (ExpressionException x) {
            return Optional.empty();
        }
    }

    /** The pattern's own placeholder evaluated on the item and on the inputs. */
    private static Optional<PairValues> byName(Entity e, Alignment.Pair pair, Function<String, Optional<Object>> itemResolver,
                                               Map<String, Object> inputs) {
        try {
            Optional<Object> itemValue = ExpressionEvaluator.evaluate(pair.pattern().expression(), itemResolver);
            Optional<Object> inputValue = ExpressionEvaluator.evaluate(pair.pattern().expression(), n -> Optional.ofNullable(inputs.get(n)));
            if (itemValue.isEmpty() || inputValue.isEmpty()) {
                return Optional.empty();
            }
            String input = pair.pattern().expression().references().iterator().next();
            return Optional.of(new PairValues(ValueKinds.of(e, pair.pattern().expression()), itemValue.get(), inputValue.get(),
                    pair.pattern().source(), input));
        } catch (ExpressionException x) {
            return Optional.empty();
        }
    }

    /** The natural sort values of an item: its sort key placeholders in template order. */
    static List<Object[]> sortValues(Entity e, List<KeyTemplate> sortTemplates, Map<String, Object> item) {
        List<Object[]> values = new ArrayList<>();
        Function<String, Optional<Object>> resolver = e.resolver(item);
        for (KeyTemplate t : sortTemplates) {
            for (KeyTemplate.Placeholder p : t.placeholders()) {
                try {
                    ExpressionEvaluator.evaluate(p.expression(), resolver)
                            .ifPresent(v -> values.add(new Object[] {ValueKinds.of(e, p.expression()), v}));
                } catch (ExpressionException x) {
                    // leave it out: the item cannot be in this index anyway
                }
            }
        }
        return values;
    }

    static int compareSortValues(List<Object[]> a, List<Object[]> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = NaturalOrder.compare((ValueKind) a.get(i)[0], a.get(i)[1], b.get(i)[1]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    private static String restOfEntityKey(Entity e, Alignment a, Map<String, Object> item) {
        try {
            return a.entityRest(e.resolver(item));
        } catch (ExpressionException x) {
            return "";
        }
    }

    static String show(Object value) {
        if (value instanceof BigDecimal n) {
            return ExpressionEvaluator.render(n);
        }
        return "`" + NaturalOrder.text(value) + "`";
    }
}

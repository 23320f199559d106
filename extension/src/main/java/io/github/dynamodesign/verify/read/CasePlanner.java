package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.spec.SortOrder;
import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.FilterCondition;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.Timestamps;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.ValueKinds;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.sample.NaturalOrder;
import io.github.dynamodesign.verify.sample.ValueFactory;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Cases for a pattern: inputs bound from seeded items of its result types (the adversarial ones first), and for
 * range inputs values at and just beyond the boundaries of the seeded values.
 */
final class CasePlanner {

    static final int ANCHORS = 3;
    /** How many confusable candidates to look for: enough for the anchors, which differ in their equality inputs. */
    private static final int CONFUSABLE = 4 * ANCHORS;

    private CasePlanner() {
    }

    static List<VerificationCase> plan(PatternPlan plan, List<SeededItem> seeded) {
        return plan(plan, seeded, io.github.dynamodesign.verify.VerificationSession.DEFAULT_SEED);
    }

    /** The cases; the seed chooses among equally good anchors, so that another seed asks for other partitions and values. */
    static List<VerificationCase> plan(PatternPlan plan, List<SeededItem> seeded, long seed) {
        List<SeededItem> candidates = candidates(plan, seeded, new java.util.Random(seed ^ plan.pattern().id().hashCode()));
        Map<String, VerificationCase> cases = new LinkedHashMap<>();
        Operation op = plan.pattern().operation();
        if (op == Operation.SCAN) {
            // the filter's inputs from one item that gives them all (an Incident for `entity = :incident AND
            // begins_with(occurredAt, :season)`), when one does
            Map<String, Object> inputs = candidates.stream().map(i -> bind(plan, i))
                    .filter(b -> b.keySet().containsAll(plan.roles().keySet())).findFirst()
                    .orElse(candidates.isEmpty() ? Map.of() : bind(plan, candidates.get(0)));
            add(cases, plan, List.of(inputs));
            return new ArrayList<>(cases.values());
        }
        List<SeededItem> anchors = anchors(plan, fullestFirst(plan, disorderedFirst(plan, confusableFirst(plan, candidates))));
        if (op == Operation.BATCH_GET_ITEM || op == Operation.TRANSACT_GET_ITEMS) {
            if (!anchors.isEmpty()) {
                add(cases, plan, List.of(bind(plan, anchors.get(0))));
                add(cases, plan, anchors.stream().map(a -> bind(plan, a)).toList());
            }
            return new ArrayList<>(cases.values());
        }
        for (SeededItem anchor : anchors) {
            Map<String, Object> base = bind(plan, anchor);
            boolean hasPrefix = plan.roles().containsValue(PatternPlan.Role.PREFIX);
            boolean hasBounds = plan.roles().containsValue(PatternPlan.Role.LOWER_BOUND) || plan.roles().containsValue(PatternPlan.Role.UPPER_BOUND);
            if (hasBounds) {
                for (Map<String, Object> inputs : boundCases(plan, anchor, base, candidates)) {
                    add(cases, plan, List.of(inputs));
                }
            } else {
                add(cases, plan, List.of(base));
            }
            if (hasPrefix) {
                add(cases, plan, List.of(shorterPrefixes(plan, base)));
            }
        }
        return new ArrayList<>(cases.values());
    }

    /**
     * Seeded items of the result types that are in the queried index: adversarial items first, then the generated and
     * example items, each group in an order the seed decides.
     */
    private static List<SeededItem> candidates(PatternPlan plan, List<SeededItem> seeded, java.util.Random random) {
        List<SeededItem> adversarial = new ArrayList<>();
        List<SeededItem> rest = new ArrayList<>();
        for (SeededItem item : seeded) {
            if (plan.types().containsKey(item.entity()) && plan.inIndex(item)) {
                (item.origin() == io.github.dynamodesign.verify.ItemOrigin.ADVERSARIAL ? adversarial : rest).add(item);
            }
        }
        java.util.Collections.shuffle(adversarial, random);
        java.util.Collections.shuffle(rest, random);
        List<SeededItem> result = new ArrayList<>(adversarial);
        result.addAll(rest);
        return result;
    }


    /**
     * The candidates whose value for an input is a proper prefix of another candidate's value for it, with every other
     * input alike ({@code Max} beside {@code Max#Jr}, {@code u1} beside {@code u10} in one partition), first: a case
     * bound from them is the one a key without a separator gets wrong.
     */
    private static List<SeededItem> confusableFirst(PatternPlan plan, List<SeededItem> candidates) {
        List<Map<String, Object>> bindings = candidates.stream().map(c -> bind(plan, c)).toList();
        List<SeededItem> confusable = new ArrayList<>();
        List<SeededItem> rest = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            if (confusable.size() >= CONFUSABLE) {
                rest.addAll(candidates.subList(i, candidates.size()));
                break;
            }
            boolean found = false;
            for (int j = 0; j < candidates.size() && !found; j++) {
                found = i != j && candidates.get(i).entity() == candidates.get(j).entity()
                        && prefixOfOther(plan, bindings.get(i), bindings.get(j));
            }
            (found ? confusable : rest).add(candidates.get(i));
        }
        confusable.addAll(rest);
        return confusable;
    }

    /**
     * An item of a partition whose items' values for the intended order read differently as text and as values
     * ({@code 4} and {@code 10}; {@code Ann} and {@code Anna}) first: its case is the one an unpadded or unseparated
     * key returns out of order. The fullest partition still comes before it.
     */
    private static List<SeededItem> disorderedFirst(PatternPlan plan, List<SeededItem> candidates) {
        List<String> attributes = plan.intent().order().parts().stream().map(SortOrder.Part::attribute).toList();
        if (attributes.isEmpty()) {
            return candidates;
        }
        Map<String, List<SeededItem>> partitions = new LinkedHashMap<>();
        candidates.forEach(c -> partitions.computeIfAbsent(equalityKey(plan, bind(plan, c)) + c.entityName(), k -> new ArrayList<>()).add(c));
        for (List<SeededItem> items : partitions.values()) {
            for (int i = 0; i < items.size(); i++) {
                for (int j = i + 1; j < items.size(); j++) {
                    if (readsOtherwiseAsText(items.get(i), items.get(j), attributes)) {
                        SeededItem first = items.get(i);
                        List<SeededItem> ordered = new ArrayList<>(List.of(first));
                        candidates.stream().filter(c -> c != first).forEach(ordered::add);
                        return ordered;
                    }
                }
            }
        }
        return candidates;
    }

    private static boolean readsOtherwiseAsText(SeededItem a, SeededItem b, List<String> attributes) {
        for (String attribute : attributes) {
            Optional<Object> x = a.entity().resolver(a.values()).apply(attribute);
            Optional<Object> y = b.entity().resolver(b.values()).apply(attribute);
            if (x.isEmpty() || y.isEmpty()) {
                continue;
            }
            String tx = NaturalOrder.text(x.get());
            String ty = NaturalOrder.text(y.get());
            if (tx.equals(ty)) {
                continue;
            }
            // the first value that differs decides the order: the pair is confusable when its text reads otherwise
            boolean numbers = NaturalOrder.number(x.get()).isPresent() && NaturalOrder.number(y.get()).isPresent();
            return numbers ? Integer.signum(tx.compareTo(ty)) != NaturalOrder.number(x.get()).get().compareTo(NaturalOrder.number(y.get()).get())
                    : tx.startsWith(ty) || ty.startsWith(tx);
        }
        return false;
    }

    /**
     * Whether one equality or prefix input of a is a proper text prefix of b's, and every other is alike: `INSPECTION`
     * beside `INSPECTION_FAILED` for `begins_with(sk, STATUS#<status>)` in one region.
     */
    private static boolean prefixOfOther(PatternPlan plan, Map<String, Object> a, Map<String, Object> b) {
        int prefixes = 0;
        // (a value of the partition key is asked for whole: `METRO` and `METRO0` are two partitions, never confused)
        Set<String> partition = new java.util.HashSet<>();
        plan.pattern().partitionKey().forEach(t -> partition.addAll(t.references()));
        for (Map.Entry<String, PatternPlan.Role> r : plan.roles().entrySet()) {
            boolean selecting = r.getValue() == PatternPlan.Role.EQUALITY || r.getValue() == PatternPlan.Role.PREFIX;
            if (!selecting || !a.containsKey(r.getKey()) || !b.containsKey(r.getKey())) {
                continue;
            }
            String x = NaturalOrder.text(a.get(r.getKey()));
            String y = NaturalOrder.text(b.get(r.getKey()));
            if (x.equals(y)) {
                continue;
            }
            if (!y.startsWith(x) || partition.contains(r.getKey())) {
                return false;
            }
            prefixes++;
        }
        return prefixes == 1;
    }

    /**
     * An item of the fullest partition (the most candidates with its equality inputs) first: its case is the one with
     * more items than a Limit or a page, and the most items to order.
     */
    private static List<SeededItem> fullestFirst(PatternPlan plan, List<SeededItem> candidates) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Map<String, SeededItem> first = new LinkedHashMap<>();
        for (SeededItem item : candidates) {
            String key = equalityKey(plan, bind(plan, item));
            counts.merge(key, 1, Integer::sum);
            first.putIfAbsent(key, item);
        }
        Optional<String> fullest = counts.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey);
        if (fullest.isEmpty() || counts.get(fullest.get()) < 2) {
            return candidates;
        }
        List<SeededItem> ordered = new ArrayList<>();
        ordered.add(first.get(fullest.get()));
        candidates.stream().filter(c -> c != first.get(fullest.get())).forEach(ordered::add);
        return ordered;
    }

    private static String equalityKey(PatternPlan plan, Map<String, Object> inputs) {
        StringBuilder key = new StringBuilder();
        plan.roles().forEach((name, role) -> {
            if (role == PatternPlan.Role.EQUALITY) {
                key.append(name).append('=').append(NaturalOrder.text(inputs.get(name))).append(';');
            }
        });
        return key.toString();
    }

    /** Items whose equality inputs differ, so that each case asks for another partition or key. */
    private static List<SeededItem> anchors(PatternPlan plan, List<SeededItem> candidates) {
        List<SeededItem> anchors = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        // an item that gives every equality input first: one of a shape whose key holds a word where the pattern's has a
        // value (`LEADERBOARD#<roomId>#ALLTIME` for `LEADERBOARD#<roomId>#<yearMonth>`) cannot say which board to ask for
        Set<String> equalities = new LinkedHashSet<>();
        plan.roles().forEach((name, role) -> {
            if (role == PatternPlan.Role.EQUALITY) {
                equalities.add(name);
            }
        });
        List<SeededItem> giving = candidates.stream().filter(i -> bind(plan, i).keySet().containsAll(equalities)).toList();
        if (!giving.isEmpty()) {
            candidates = giving;
        }
        for (SeededItem item : candidates) {
            if (seen.add(equalityKey(plan, bind(plan, item)))) {
                anchors.add(item);
            }
            if (anchors.size() == ANCHORS) {
                break;
            }
        }
        return anchors;
    }

    /** The inputs that find an item: equality, prefix and filter inputs from its values. */
    static Map<String, Object> bind(PatternPlan plan, SeededItem item) {
        Map<String, Object> inputs = new LinkedHashMap<>();
        PatternPlan.TypePlan type = plan.types().get(item.entity());
        for (Map.Entry<String, PatternPlan.Role> r : plan.roles().entrySet()) {
            valueFor(plan, type, r.getKey(), item).ifPresent(v -> inputs.put(r.getKey(), v));
        }
        return inputs;
    }

    /** Functions a key applies to a value that a request names by the value's own name: the key's form is the value's. */
    private static final Set<Expression.Function> NORMALIZING = java.util.EnumSet.of(Expression.Function.LOWER,
            Expression.Function.UPPER, Expression.Function.TRIM, Expression.Function.SLUG);

    /** The item's value for an input: through the aligned placeholder, the attribute of that name, or a filter. */
    static Optional<Object> valueFor(PatternPlan plan, PatternPlan.TypePlan type, String input, SeededItem item) {
        Entity e = item.entity();
        List<Alignment> alignments = new ArrayList<>(type.partition());
        alignments.addAll(type.leading());
        if (type.sortKey() != null) {
            alignments.add(type.sortKey());
        }
        alignments.addAll(type.bounds());
        for (Alignment a : alignments) {
            for (Alignment.Pair pair : a.pairs()) {
                Set<String> inputNames = pair.pattern().expression().references();
                Set<String> entityNames = pair.entity().expression().references();
                if (inputNames.equals(Set.of(input)) && entityNames.size() == 1 && !pair.byName()) {
                    Optional<Object> v = e.resolver(item.values()).apply(entityNames.iterator().next());
                    // "TS#<pad(9999999999 - t2, 10)>" against "TS#<invTs>", "NIGHT#<departureDate - 1 day>" against
                    // "NIGHT#<night>": the key holds what the pattern makes of its input, so the input is the value solved
                    // from it (not when the entity's key does the same to its value: <pad(1000000 - max, 7)> against
                    // <pad(1000000 - score, 7)> stands for the score itself)
                    Optional<Expression> moved = moved(pair.pattern().expression());
                    if (moved.isPresent() && moved(pair.entity().expression()).isEmpty()) {
                        v = v.flatMap(value -> solve(moved.get(), input, value));
                    }
                    // "VISITOR#<email>" against "VISITOR#<lower(email)>": the pattern names the value as the key holds it,
                    // unless its words say the value comes in any case
                    // "VACCDUE#<month>" against "VACCDUE#<month(dueOn)>": the input is the month, as the key holds it
                    if (pair.pattern().expression() instanceof Expression.Reference
                            && pair.entity().expression() instanceof Expression.Call call && (NORMALIZING.contains(call.function())
                            && !plan.saysAnyCase(e) || call.function().keepsPartOfATime())) {
                        String attribute = entityNames.iterator().next();
                        v = v.flatMap(value -> evaluate(call, attribute, value));
                    }
                    boolean last = pair == a.pairs().get(a.pairs().size() - 1);
                    if (v.isPresent() && last && plan.dated(input) && v.get() instanceof String t && t.indexOf('T') == 10) {
                        return Optional.of(t.substring(0, 10)); // "<fromDate>T00:00:00Z": the input is the item's date
                    }
                    if (v.isPresent()) {
                        return v;
                    }
                }
            }
        }
        if (e.defines(input)) {
            return e.resolver(item.values()).apply(input);
        }
        for (FilterCondition f : plan.pattern().params().filters()) {
            if (f.operands().stream().anyMatch(t -> t.references().contains(input))) {
                return e.resolver(item.values()).apply(f.attribute());
            }
        }
        return Optional.empty();
    }

    /**
     * The upper bound's input that meets the key value the lower bound's input gives (the two may move their inputs
     * differently: {@code NIGHT#<arrivalDate>} AND {@code NIGHT#<departureDate - 1 day>}).
     */
    private static Object asUpper(PatternPlan.TypePlan type, String lower, String upper, Object lowerInput) {
        Object key = boundPair(type, lower).flatMap(p -> moved(p.pattern().expression()))
                .flatMap(x -> evaluate(x, lower, lowerInput)).orElse(lowerInput);
        return boundPair(type, upper).flatMap(p -> moved(p.pattern().expression()))
                .flatMap(x -> solve(x, upper, key)).orElse(key);
    }

    /**
     * What a pattern's placeholder makes of its input, under a pad: arithmetic ({@code 9999999999 - t2}) or whole days
     * moved ({@code departureDate - 1 day}); empty for the input as it is.
     */
    static Optional<Expression> moved(Expression written) {
        if (written instanceof Expression.Call c && c.function() == Expression.Function.PAD) {
            written = c.arguments().get(0);
        }
        boolean days = written instanceof Expression.Call c && c.function() == Expression.Function.PLUS_DAYS;
        return days || written instanceof Expression.Arithmetic || written instanceof Expression.Negation
                ? Optional.of(written) : Optional.empty();
    }

    private static Optional<Object> evaluate(Expression e, String input, Object value) {
        try {
            return ExpressionEvaluator.evaluate(e, n -> n.equals(input) ? Optional.ofNullable(value) : Optional.empty());
        } catch (ExpressionException notThatKind) {
            return Optional.empty();
        }
    }

    /**
     * The input for which the expression gives the value: through sums and differences with constants, and whole days
     * moved; empty for any other form.
     */
    static Optional<Object> solve(Expression e, String input, Object value) {
        if (e instanceof Expression.Reference r) {
            return r.name().equals(input) ? Optional.of(value) : Optional.empty();
        }
        if (e instanceof Expression.Call c && c.function() == Expression.Function.PLUS_DAYS
                && c.arguments().get(1) instanceof Expression.NumberLiteral days) {
            // d + n days = v: d = v - n days
            return evaluate(new Expression.Call(c.function(), List.of(new Expression.Reference(input),
                    new Expression.NumberLiteral(days.value().negate()))), input, value)
                    .flatMap(back -> solve(c.arguments().get(0), input, back));
        }
        Optional<BigDecimal> number = NaturalOrder.number(value);
        if (number.isEmpty()) {
            return Optional.empty();
        }
        if (e instanceof Expression.Negation n) {
            return solve(n.operand(), input, number.get().negate());
        }
        if (!(e instanceof Expression.Arithmetic a) || a.operator() != '+' && a.operator() != '-') {
            return Optional.empty();
        }
        boolean inLeft = a.left().references().contains(input);
        if (inLeft == a.right().references().contains(input)) {
            return Optional.empty();
        }
        Optional<BigDecimal> constant = evaluate(inLeft ? a.right() : a.left(), input, null).flatMap(NaturalOrder::number);
        if (constant.isEmpty()) {
            return Optional.empty();
        }
        BigDecimal k = constant.get();
        // x + k = v, k + x = v: x = v - k; x - k = v: x = v + k; k - x = v: x = k - v
        BigDecimal rest = a.operator() == '+' ? number.get().subtract(k) : inLeft ? number.get().add(k) : k.subtract(number.get());
        return solve(inLeft ? a.left() : a.right(), input, rest);
    }

    /** A bound input's value and where an item with that value sorts (its aligned key value, in natural order). */
    private record BoundValue(Object input, Object key) {
    }

    private static List<Map<String, Object>> boundCases(PatternPlan plan, SeededItem anchor, Map<String, Object> base,
                                                        List<SeededItem> candidates) {
        List<Map<String, Object>> own = anchoredCases(plan, anchor, base, candidates);
        if (!own.isEmpty()) {
            return own;
        }
        // a partition whose items of this type hold no value for the bounds (a profile without appointments): the
        // bounds' values come from items of another type that hold one, in this partition first
        String lower = inputWithRole(plan, PatternPlan.Role.LOWER_BOUND);
        String upper = inputWithRole(plan, PatternPlan.Role.UPPER_BOUND);
        String any = lower != null ? lower : upper;
        java.util.function.Predicate<SeededItem> gives = s -> s != anchor && plan.types().get(s.entity()) != null
                && valueFor(plan, plan.types().get(s.entity()), any, s).isPresent();
        Optional<SeededItem> donor = candidates.stream().filter(gives)
                .filter(s -> samePartition(plan, plan.types().get(s.entity()), s, base)).findFirst()
                .or(() -> candidates.stream().filter(gives).findFirst());
        if (donor.isEmpty()) {
            return List.of(base);
        }
        List<Map<String, Object>> cases = new ArrayList<>();
        for (Map<String, Object> borrowed : anchoredCases(plan, donor.get(), bind(plan, donor.get()), candidates)) {
            Map<String, Object> inputs = new LinkedHashMap<>(base);
            for (String bound : java.util.Arrays.asList(lower, upper)) {
                if (bound != null && borrowed.containsKey(bound)) {
                    inputs.put(bound, borrowed.get(bound));
                }
            }
            cases.add(inputs);
        }
        return cases.isEmpty() ? List.of(base) : cases;
    }

    /** The cases of an anchor whose partition gives the bounds' values; empty when none does. */
    private static List<Map<String, Object>> anchoredCases(PatternPlan plan, SeededItem anchor, Map<String, Object> base,
                                                           List<SeededItem> candidates) {
        PatternPlan.TypePlan type = plan.types().get(anchor.entity());
        String lower = inputWithRole(plan, PatternPlan.Role.LOWER_BOUND);
        String upper = inputWithRole(plan, PatternPlan.Role.UPPER_BOUND);
        String any = lower != null ? lower : upper;
        Optional<Alignment.Pair> pair = boundPair(type, any);
        Optional<Attribute> attribute = boundAttribute(type, any);
        // "<fromDate>T00:00:00Z" against a timestamp: the inputs are dates, and so are the values they are chosen among
        boolean dated = plan.dated(any);
        ValueKind inputKind = dated ? ValueKind.DATE : attribute.map(Attribute::kind).orElse(ValueKind.FREE_TEXT);
        ValueKind keyKind = dated ? ValueKind.DATE
                : pair.map(p -> io.github.dynamodesign.design.ValueKinds.of(type.entity(), p.entity().expression())).orElse(inputKind);
        List<BoundValue> values = new ArrayList<>();
        for (SeededItem sibling : candidates) {
            if (sibling.entity() == anchor.entity() && samePartition(plan, type, sibling, base)) {
                Optional<Object> input = valueFor(plan, type, any, sibling);
                if (input.isPresent()) {
                    Optional<Object> key = keyValue(type, pair, input.get(), sibling);
                    values.add(new BoundValue(input.get(), key.orElse(input.get())));
                }
            }
        }
        values.sort((a, b) -> NaturalOrder.compare(keyKind, a.key(), b.key()));
        List<BoundValue> distinct = new ArrayList<>();
        for (BoundValue v : values) {
            if (distinct.isEmpty() || !NaturalOrder.equal(keyKind, distinct.get(distinct.size() - 1).key(), v.key())) {
                distinct.add(v);
            }
        }
        if (distinct.isEmpty()) {
            return List.of();
        }
        List<Map<String, Object>> cases = new ArrayList<>();
        BoundValue first = distinct.get(0);
        BoundValue last = distinct.get(distinct.size() - 1);
        BoundValue low = distinct.get(Math.min(1, distinct.size() - 1));
        BoundValue high = distinct.get(Math.max(0, distinct.size() - 2));
        if (NaturalOrder.compare(keyKind, low.key(), high.key()) > 0) {
            low = first;
            high = last;
        }
        BoundValue middle = distinct.get(distinct.size() / 2);
        if (lower != null && upper != null) {
            java.util.function.UnaryOperator<Object> up = v -> asUpper(type, lower, upper, v);
            cases.add(with(base, lower, first.input(), upper, up.apply(last.input())));
            cases.add(with(base, lower, low.input(), upper, up.apply(high.input())));
            Optional<BoundValue> l = beyond(type, pair, inputKind, keyKind, low, 1, anchor);
            Optional<BoundValue> h = beyond(type, pair, inputKind, keyKind, high, -1, anchor);
            if (l.isPresent() && h.isPresent() && NaturalOrder.compare(keyKind, l.get().key(), h.get().key()) <= 0) {
                cases.add(with(base, lower, l.get().input(), upper, up.apply(h.get().input())));
            }
            cases.add(with(base, lower, middle.input(), upper, up.apply(middle.input())));
        } else if (clockOnStrictBound(plan, any)) {
            // "> <nowIso>": the clock stands at no item's own moment; both sides of one, never on it (a key longer than
            // the bound sorts after it, which says nothing of the design)
            String input = lower != null ? lower : upper;
            for (int direction : new int[] {1, -1}) {
                Object moment = middle.input();
                for (int step = 0; step < 60; step++) {
                    Optional<Object> next = shift(moment, inputKind, direction);
                    if (next.isEmpty()) {
                        break;
                    }
                    moment = next.get();
                    Object at = moment;
                    if (distinct.stream().noneMatch(v -> NaturalOrder.equal(inputKind, v.input(), at))) {
                        cases.add(with(base, input, at, null, null));
                        break;
                    }
                }
            }
            if (cases.isEmpty()) {
                cases.add(with(base, input, middle.input(), null, null));
            }
        } else if (lower != null) {
            cases.add(with(base, lower, middle.input(), null, null));
            beyond(type, pair, inputKind, keyKind, middle, 1, anchor).ifPresent(m -> cases.add(with(base, lower, m.input(), null, null)));
            cases.add(with(base, lower, first.input(), null, null));
        } else {
            cases.add(with(base, upper, middle.input(), null, null));
            beyond(type, pair, inputKind, keyKind, middle, -1, anchor).ifPresent(m -> cases.add(with(base, upper, m.input(), null, null)));
            cases.add(with(base, upper, last.input(), null, null));
        }
        return cases;
    }

    /** {@code now}, {@code nowIso}, {@code nowEpoch}, {@code currentTime}, {@code today}: the clock, not an item's value. */
    private static final java.util.regex.Pattern CLOCK = java.util.regex.Pattern.compile(
            "(?i)(?:now|today|current(?:time|date|moment)?)(?:iso|epoch|ms|millis|utc|ts|time|date|sec(?:ond)?s?)?");

    /**
     * Inputs bound at an item's own values, with the clock of a strict bound moved one step to the item's side
     * ({@code > <nowIso>} just before the item's moment): the clock stands at no item's own moment, in a read-back as in
     * the read's own cases.
     */
    static Map<String, Object> besideTheClock(PatternPlan plan, SeededItem item, Map<String, Object> inputs) {
        String lower = inputWithRole(plan, PatternPlan.Role.LOWER_BOUND);
        String upper = inputWithRole(plan, PatternPlan.Role.UPPER_BOUND);
        String input = lower != null ? lower : upper;
        PatternPlan.TypePlan type = plan.types().get(item.entity());
        if (lower != null && upper != null || !clockOnStrictBound(plan, input) || type == null || inputs.get(input) == null) {
            return inputs;
        }
        Object value = inputs.get(input);
        ValueKind kind = boundAttribute(type, input).map(Attribute::kind)
                .orElse(value instanceof String t && Timestamps.toInstant(t).isPresent() ? ValueKind.TIMESTAMP : ValueKind.FREE_TEXT);
        Map<String, Object> moved = new LinkedHashMap<>(inputs);
        shift(value, kind, lower != null ? -1 : 1).ifPresent(v -> moved.put(input, v));
        return moved;
    }

    /** A one-sided strict bound ({@code >}, {@code <}) whose input is the clock. */
    private static boolean clockOnStrictBound(PatternPlan plan, String input) {
        io.github.dynamodesign.design.SortKeyCondition c = plan.pattern().sortKey();
        return input != null && CLOCK.matcher(input).matches() && c != null
                && (c.operator() == io.github.dynamodesign.design.ConditionOperator.GT || c.operator() == io.github.dynamodesign.design.ConditionOperator.LT);
    }

    /** The input value just beyond a bound: its key sorts one step after (direction 1) or before (-1) the bound's. */
    private static Optional<BoundValue> beyond(PatternPlan.TypePlan type, Optional<Alignment.Pair> pair, ValueKind inputKind,
                                               ValueKind keyKind, BoundValue bound, int direction, SeededItem item) {
        for (int step : new int[] {direction, -direction}) {
            Optional<Object> shifted = shift(bound.input(), inputKind, step);
            if (shifted.isEmpty()) {
                return Optional.empty();
            }
            Object key = keyValue(type, pair, shifted.get(), item).orElse(shifted.get());
            if (Integer.signum(NaturalOrder.compare(keyKind, key, bound.key())) == direction) {
                return Optional.of(new BoundValue(shifted.get(), key));
            }
        }
        return Optional.empty();
    }

    /** The entity's aligned key expression evaluated with an input value in place of its attribute. */
    private static Optional<Object> keyValue(PatternPlan.TypePlan type, Optional<Alignment.Pair> pair, Object input, SeededItem item) {
        if (pair.isEmpty()) {
            return Optional.of(input);
        }
        Set<String> names = pair.get().entity().expression().references();
        if (names.size() != 1) {
            return Optional.of(input);
        }
        Set<String> inputNames = pair.get().pattern().expression().references();
        if (inputNames.size() == 1 && moved(pair.get().pattern().expression()).isPresent()) {
            // the key the query sends: what the pattern makes of the input
            return evaluate(pair.get().pattern().expression(), inputNames.iterator().next(), input);
        }
        String name = names.iterator().next();
        try {
            return ExpressionEvaluator.evaluate(pair.get().entity().expression(),
                    n -> n.equals(name) ? Optional.of(input) : type.entity().resolver(item.values()).apply(n));
        } catch (ExpressionException e) {
            return Optional.empty();
        }
    }

    private static Optional<Alignment.Pair> boundPair(PatternPlan.TypePlan type, String input) {
        for (Alignment a : type.bounds()) {
            for (Alignment.Pair pair : a.pairs()) {
                if (pair.pattern().expression().references().contains(input)) {
                    return Optional.of(pair);
                }
            }
        }
        return Optional.empty();
    }

    private static boolean samePartition(PatternPlan plan, PatternPlan.TypePlan type, SeededItem item, Map<String, Object> inputs) {
        for (Alignment a : type.partition()) {
            for (Alignment.Pair pair : a.pairs()) {
                Optional<Oracle.PairValues> v = Oracle.values(item.entity(), pair, item.values(), inputs);
                if (v.isEmpty() || !NaturalOrder.equal(v.get().kind(), v.get().item(), v.get().input())) {
                    return false;
                }
            }
        }
        for (Alignment a : type.leading()) {
            for (Alignment.Pair pair : a.pairs()) {
                Optional<Oracle.PairValues> v = Oracle.values(item.entity(), pair, item.values(), inputs);
                if (v.isEmpty() || !NaturalOrder.equal(v.get().kind(), v.get().item(), v.get().input())) {
                    return false;
                }
            }
        }
        for (Alignment a : type.bounds()) {
            for (Alignment.Pair pair : a.pairs()) {
                boolean fixed = pair.pattern().expression().references().stream()
                        .allMatch(n -> plan.roles().get(n) == PatternPlan.Role.EQUALITY);
                if (!fixed || pair.pattern().expression().references().isEmpty()) {
                    continue;
                }
                Optional<Oracle.PairValues> v = Oracle.values(item.entity(), pair, item.values(), inputs);
                if (v.isEmpty() || !NaturalOrder.equal(v.get().kind(), v.get().item(), v.get().input())) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Optional<Attribute> boundAttribute(PatternPlan.TypePlan type, String input) {
        for (Alignment a : type.bounds()) {
            for (Alignment.Pair pair : a.pairs()) {
                Set<String> entityNames = pair.entity().expression().references();
                if (pair.pattern().expression().references().contains(input) && entityNames.size() == 1) {
                    String name = entityNames.iterator().next();
                    Optional<Attribute> direct = type.entity().attribute(name);
                    if (direct.isPresent()) {
                        return direct;
                    }
                    return type.entity().derivedValue(name).flatMap(d -> d.expression().references().stream()
                            .map(n -> type.entity().attribute(n)).flatMap(Optional::stream).findFirst());
                }
            }
        }
        return type.entity().attribute(input);
    }

    private static String inputWithRole(PatternPlan plan, PatternPlan.Role role) {
        return plan.roles().entrySet().stream().filter(e -> e.getValue() == role).map(Map.Entry::getKey).findFirst().orElse(null);
    }

    private static Map<String, Object> with(Map<String, Object> base, String a, Object va, String b, Object vb) {
        Map<String, Object> inputs = new LinkedHashMap<>(base);
        inputs.put(a, va);
        if (b != null) {
            inputs.put(b, vb);
        }
        return inputs;
    }

    /** A value just beyond another: one more or less (numbers, epoch seconds), a second (timestamps), a day (dates). */
    static Optional<Object> shift(Object value, ValueKind kind, int direction) {
        if (kind.isNumeric()) {
            return NaturalOrder.number(value).map(n -> n.add(BigDecimal.valueOf(direction)));
        }
        if (kind == ValueKind.TIMESTAMP && value instanceof String s) {
            Optional<Instant> t = Timestamps.toInstant(s);
            return t.map(i -> ValueFactory.TimestampFormat.of(s).format(i.plusSeconds(direction)));
        }
        if (kind == ValueKind.DATE && value instanceof String s && s.matches("\\d{4}-\\d{2}-\\d{2}")) {
            return Optional.of(LocalDate.parse(s).plusDays(direction).toString());
        }
        return Optional.empty();
    }

    private static Map<String, Object> shorterPrefixes(PatternPlan plan, Map<String, Object> base) {
        Map<String, Object> inputs = new LinkedHashMap<>(base);
        plan.roles().forEach((name, role) -> {
            if (role == PatternPlan.Role.PREFIX && inputs.get(name) != null) {
                String full = NaturalOrder.text(inputs.get(name));
                int cut = full.length() >= 10 && Character.isDigit(full.charAt(0)) ? 10 : Math.max(1, full.length() / 2);
                inputs.put(name, full.substring(0, Math.min(cut, full.length())));
            }
        });
        return inputs;
    }

    private static void add(Map<String, VerificationCase> cases, PatternPlan plan, List<Map<String, Object>> bindings) {
        VerificationCase c = VerificationCase.of(plan, bindings);
        cases.putIfAbsent(c.name(), c);
    }


    static boolean isRange(ConditionOperator op) {
        return op.isRange();
    }
}

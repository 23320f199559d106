package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.Projection;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.intent.IntentSource;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.ItemRef;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.sample.NaturalOrder;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Compares what DynamoDB returned for a case with what the oracle says it should return: missing and unexpected
 * items by primary key, order within each entity type, Limit with ties, and index projections.
 */
final class CaseChecker {

    private final Design design;
    private final PatternPlan plan;
    private final List<SeededItem> seeded;
    private final Map<PrimaryKey, SeededItem> byKey;
    private final Map<Entity, Integer> typeRanks = new LinkedHashMap<>();
    private Map<PrimaryKey, String> notes = Map.of();

    CaseChecker(Design design, PatternPlan plan, List<SeededItem> seeded, Map<PrimaryKey, SeededItem> byKey) {
        this.design = design;
        this.plan = plan;
        this.seeded = seeded;
        this.byKey = byKey;
        List<Entity> types = new ArrayList<>(plan.types().keySet());
        types.sort((a, b) -> io.github.dynamodesign.design.KeyConditionMatcher.compareUtf8(prefix(a), prefix(b)));
        for (int i = 0; i < types.size(); i++) {
            typeRanks.put(types.get(i), i);
        }
    }

    /** Explanations to use for particular items (by primary key) when they come back unexpectedly. */
    CaseChecker withNotes(Map<PrimaryKey, String> notesByKey) {
        this.notes = Map.copyOf(notesByKey);
        return this;
    }

    /** The items the pattern should return for the case, in key order when the operation has one. */
    List<SeededItem> intended(VerificationCase c) {
        return intended(verdicts(c));
    }

    private List<SeededItem> intended(Map<SeededItem, Oracle.Verdict> verdicts) {
        List<SeededItem> ordered = new ArrayList<>(verdicts.entrySet().stream().filter(v -> v.getValue().certain())
                .map(Map.Entry::getKey).toList());
        if (ordered()) {
            ordered.sort(order());
        }
        return ordered;
    }

    /**
     * The items the case's inputs find, each with its verdict, in seeding order: certain ones the pattern must return,
     * uncertain ones it may return or not as its author means it (the verdict says why).
     */
    private Map<SeededItem, Oracle.Verdict> verdicts(VerificationCase c) {
        Map<SeededItem, Oracle.Verdict> result = new LinkedHashMap<>();
        for (Map<String, Object> inputs : c.bindings()) {
            for (SeededItem item : seeded) {
                PatternPlan.TypePlan type = plan.types().get(item.entity());
                if (type != null && plan.inIndex(item)) {
                    Oracle.Verdict v = Oracle.check(plan, type, item.values(), inputs);
                    if (v.holds() && (v.certain() || !result.containsKey(item))) {
                        result.put(item, v);
                    }
                }
            }
        }
        return result;
    }

    /**
     * The code under test's part in a case: the method, the design's request in words, and how the code's requests
     * differ from it.
     */
    record Code(String method, String designRequest, List<String> requestProblems) {
    }

    CaseResult check(VerificationCase c, RequestRunner.Execution execution, long micros) {
        return check(c, execution, micros, null);
    }

    /** The case's outcome when the items came back to the code under test (null: to the design's own request). */
    CaseResult check(VerificationCase c, RequestRunner.Execution execution, long micros, Code code) {
        Map<SeededItem, Oracle.Verdict> verdicts = verdicts(c);
        List<SeededItem> intended = intended(verdicts);
        List<SeededItem> returned = new ArrayList<>();
        List<ItemRef> unexpected = new ArrayList<>();
        for (Map<String, AttributeValue> item : execution.items()) {
            SeededItem s = byKey.get(PrimaryKey.of(design, item));
            if (s == null) {
                unexpected.add(new ItemRef("", PrimaryKey.of(design, item), "an item that was not seeded"));
            } else {
                returned.add(s);
            }
        }
        Set<SeededItem> allowed = new HashSet<>(intended);
        Set<SeededItem> required = new LinkedHashSet<>(intended);
        Integer limit = plan.pattern().params().paginated() ? null : plan.pattern().params().limit() != null
                ? plan.pattern().params().limit() : statedLimit().orElse(null);
        Explainer explain = new Explainer(design, plan, c.inputs(), limit);
        if (limit != null && intended.size() > limit) {
            if (ordered() && crossTypeOrderKnown()) {
                Comparator<SeededItem> order = certainOrder(intended);
                List<SeededItem> byCertain = new ArrayList<>(intended);
                byCertain.sort(order);
                SeededItem boundary = byCertain.get(limit - 1);
                allowed = new HashSet<>();
                required = new LinkedHashSet<>();
                for (SeededItem i : intended) {
                    int cmp = order.compare(i, boundary);
                    if (cmp < 0) {
                        required.add(i);
                    }
                    if (cmp <= 0) {
                        allowed.add(i);
                    }
                }
            } else {
                required = new LinkedHashSet<>(perTypePrefixes(intended, returned));
            }
        }
        Map<SeededItem, String> either = new LinkedHashMap<>();
        verdicts.forEach((item, v) -> {
            if (!v.certain()) {
                either.put(item, v.failed());
            }
        });
        allowed.addAll(either.keySet());
        boolean cutByIntent = limit != null && intended.size() > limit && intentCertain();
        String firstByIntent = cutByIntent ? "the first " + limit + " by " + plan.intent().describeOrder()
                + (plan.pattern().params().limit() == null ? " (the access-patterns document says " + limit
                + ", and the request sets no Limit: add Limit=" + limit + " to its Params)" : "") : "";
        List<ItemRef> missing = new ArrayList<>();
        for (SeededItem i : required) {
            if (!returned.contains(i)) {
                Optional<String> storedOtherwise = OtherDesignKeys.difference(i, plan.schema());
                missing.add(ref(i, storedOtherwise.isPresent() ? storedOtherwise.get()
                        : cutByIntent ? "it is among " + firstByIntent + ", which the query does not read first"
                        : explain.missing(i, execution.request())));
            }
        }
        int expectedCount = limit == null ? intended.size() : Math.min(limit, intended.size());
        if (missing.isEmpty() && limit != null && returned.size() < expectedCount) {
            for (SeededItem i : allowed) {
                if (!returned.contains(i)) {
                    missing.add(ref(i, "one of the items tied at the Limit of " + limit + " is missing"));
                    break;
                }
            }
        }
        Set<SeededItem> candidates = allowed;
        Optional<SeededItem> displaced = intended.stream().filter(i -> candidates.contains(i) && !returned.contains(i)).findFirst();
        for (SeededItem s : returned) {
            if (!allowed.contains(s)) {
                String note = notes.get(s.key(design));
                if (note == null && cutByIntent && intended.contains(s)) {
                    note = "it is not among " + firstByIntent;
                }
                Optional<String> storedOtherwise = OtherDesignKeys.difference(s, plan.schema());
                unexpected.add(ref(s, note != null ? note : storedOtherwise.orElseGet(() -> explain.unexpected(s, displaced))));
            }
        }
        List<String> warnings = new ArrayList<>();
        either.entrySet().stream().filter(u -> !returned.contains(u.getKey())).findFirst().ifPresent(u -> warnings.add(
                plan.pattern().id() + ": " + u.getValue() + "; if the pattern"
                        + " means to include that value, end the bound with `~` (a character after every separator)"));
        // the order is judged among the items the pattern should return: an unexpected one is reported as such
        List<SeededItem> returnedAllowed = returned.stream().filter(allowed::contains).toList();
        List<String> orderProblems = ordered() ? orderProblems(returnedAllowed, explain, warnings) : List.of();
        List<String> projection = projectionProblems(execution.items());
        Optional<String> mixed = mixedTypes(returned);
        if (limit != null && plan.pattern().params().limit() == null && returned.size() > limit && unexpected.isEmpty()) {
            // "Collection (5 sailings)", "exactly the latest 96": more came back than the document says, whichever they are
            String said = plan.intent().spec().map(sp -> " (\"" + sp.resultWords() + "\")").orElse("");
            for (int n = limit; n < returned.size(); n++) {
                unexpected.add(ref(returned.get(n), "it is item " + (n + 1) + " of " + returned.size() + ", and the access-patterns "
                        + "document says " + plan.pattern().id() + " returns " + limit + said + ": the request sets no Limit; add Limit="
                        + limit + " to its Params"));
            }
        }
        boolean passed = missing.isEmpty() && unexpected.isEmpty() && orderProblems.isEmpty() && projection.isEmpty() && mixed.isEmpty()
                && (code == null || code.requestProblems().isEmpty());
        List<String> problems = new ArrayList<>(orderProblems);
        problems.addAll(projection);
        mixed.ifPresent(problems::add);
        CaseResult.ReadResult result = CaseResult.read(c.name(), textInputs(c))
                .expected(expectedCount, describe(intended))
                .returned(execution.items().size(), describeStored(execution.items()))
                .differences(missing, unexpected, problems)
                .warnings(warnings)
                .request(execution.request(), micros);
        List<String> labelled = new ArrayList<>();
        orderProblems.forEach(p -> labelled.add("order      " + p));
        projection.forEach(p -> labelled.add("projection " + p));
        mixed.ifPresent(p -> labelled.add("types      " + p));
        return passed ? result.passed() : result.failed(message(c, expectedCount, execution, missing, unexpected, labelled, code));
    }

    /**
     * An answer that holds items of two entity types where the access-patterns document says the pattern returns one
     * (Multi-Entity: No).
     */
    private Optional<String> mixedTypes(List<SeededItem> returned) {
        if (!plan.oneTypeStated()) {
            return Optional.empty();
        }
        Map<String, Long> byType = returned.stream().collect(Collectors.groupingBy(s -> s.entity().type(),
                LinkedHashMap::new, Collectors.counting()));
        if (byType.size() < 2) {
            return Optional.empty();
        }
        String found = byType.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
        return Optional.of("the access-patterns document says " + plan.pattern().id() + " returns one entity type"
                + " (Multi-Entity: No; Entity: " + String.join(", ", plan.intent().entities()) + "), but DynamoDB returned " + found
                + ": the key condition reads more than one type's items; give the others keys it does not match");
    }

    /** A case whose request could not be built or that DynamoDB rejected: nothing came back. */
    CaseResult notRun(VerificationCase c, String message, long micros) {
        List<SeededItem> intended = intended(c);
        return CaseResult.read(c.name(), textInputs(c)).expected(intended.size(), describe(intended)).request("", micros)
                .failed(message);
    }

    /** Items as {@code Order `CUSTOMER#c1` / `ORDER#...`}, for diffs of expected and actual results. */
    List<String> describe(List<SeededItem> items) {
        return items.stream().map(i -> ref(i, "").describe()).toList();
    }

    private List<String> describeStored(List<Map<String, AttributeValue>> items) {
        List<String> described = new ArrayList<>();
        for (Map<String, AttributeValue> item : items) {
            SeededItem s = byKey.get(PrimaryKey.of(design, item));
            described.add(s != null ? ref(s, "").describe() : new ItemRef("", PrimaryKey.of(design, item), "").describe());
        }
        return described;
    }

    private String message(VerificationCase c, int expected, RequestRunner.Execution execution, List<ItemRef> missing,
                           List<ItemRef> unexpected, List<String> problems, Code code) {
        StringBuilder m = new StringBuilder();
        m.append(plan.pattern().id()).append(" with ").append(c.name());
        if (code != null) {
            m.append(", through ").append(code.method());
        }
        m.append(": expected ").append(expected).append(expected == 1 ? " item" : " items").append(", DynamoDB returned ")
                .append(execution.items().size()).append(code == null ? "" : " to it");
        if (code == null) {
            m.append("\n  request: ").append(execution.request());
        } else {
            m.append("\n  the code sent: ").append(execution.request()).append("\n  the design:    ").append(code.designRequest());
            for (String r : code.requestProblems()) {
                m.append("\n  request    ").append(r);
            }
        }
        for (ItemRef r : missing) {
            m.append("\n  missing    ").append(r.describe()).append(": ").append(r.why());
        }
        for (ItemRef r : unexpected) {
            m.append("\n  unexpected ").append(r.describe()).append(": ").append(r.why());
        }
        for (String p : problems) {
            m.append("\n  ").append(p);
        }
        return m.toString();
    }

    private boolean ordered() {
        Operation op = plan.pattern().operation();
        return op == Operation.QUERY && !plan.schema().sortKey().isEmpty();
    }

    /**
     * Across types: the literal prefixes of their sort keys, in the request's direction. Within a type: the intended
     * order where the pattern's intent gives one, ties (and types without its values) in the natural order of the sort
     * key values, in the request's direction.
     */
    private Comparator<SeededItem> order() {
        boolean forward = plan.pattern().params().scanIndexForward();
        return (a, b) -> {
            int byType = typeRank(a.entity()) - typeRank(b.entity());
            boolean shapes = a.entity() != b.entity() && a.entity().type().equals(b.entity().type());
            if (shapes) {
                // two states of one entity: by its values where the order is certain, else tied
                return intentCertain() ? IntendedOrder.compare(plan.intent().order(), a, b) : 0;
            }
            if (byType != 0 || a.entity() != b.entity()) {
                int c = byType != 0 ? byType : a.entity().name().compareTo(b.entity().name());
                return forward ? c : -c;
            }
            int intended = IntendedOrder.compare(plan.intent().order(), a, b);
            if (intended != 0) {
                return intended;
            }
            int natural = Oracle.compareSortValues(sortValues(a), sortValues(b));
            return forward ? natural : -natural;
        };
    }

    private int typeRank(Entity e) {
        return typeRanks.getOrDefault(e, -1);
    }

    private String prefix(Entity e) {
        List<KeyTemplate> t = plan.types().get(e).sortTemplates();
        return t.isEmpty() ? "" : t.get(0).literalPrefix();
    }

    /** Whether the literal prefixes of the result types' sort keys decide which type sorts first. */
    private boolean crossTypeOrderKnown() {
        List<Entity> types = new ArrayList<>(plan.types().keySet());
        List<String> prefixes = types.stream().map(this::prefix).toList();
        for (int i = 0; i < prefixes.size(); i++) {
            for (int j = i + 1; j < prefixes.size(); j++) {
                String a = prefixes.get(i);
                String b = prefixes.get(j);
                // two shapes of one entity (its states) sort by the same values
                boolean shapes = types.get(i).type().equals(types.get(j).type());
                if (!shapes && (a.startsWith(b) || b.startsWith(a))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** With a Limit and no known order across types: each type's returned items must be the first of its own order. */
    private List<SeededItem> perTypePrefixes(List<SeededItem> intended, List<SeededItem> returned) {
        List<SeededItem> required = new ArrayList<>();
        Comparator<SeededItem> order = order();
        for (SeededItem i : intended) {
            for (SeededItem r : returned) {
                if (r.entity() == i.entity() && order.compare(i, r) < 0) {
                    required.add(i);
                    break;
                }
            }
        }
        return required;
    }

    /**
     * Consecutive items of one type that came in an order their values contradict. Only an order read with certainty
     * fails: the intended order of the access-patterns document or the design's explicit form, and the order of the
     * sort key's leading value where the request says its order matters (a Limit, a stated ScanIndexForward or Sort).
     * An order the description's words suggest, and a tie-breaker after the leading value, add a warning.
     */
    /** The free-text order attribute whose value in one of the two items holds the key separator {@code #}. */
    private Optional<String> separatorInFreeText(SeededItem a, SeededItem b) {
        for (io.github.dynamodesign.design.spec.SortOrder.Part part : plan.intent().order().parts()) {
            for (SeededItem item : List.of(a, b)) {
                boolean freeText = item.entity().attribute(part.attribute())
                        .map(x -> x.kind() == io.github.dynamodesign.design.ValueKind.FREE_TEXT).orElse(false);
                Object value = item.values().get(part.attribute());
                if (freeText && value instanceof String text && text.contains("#")) {
                    return Optional.of("<" + part.attribute() + "> `" + text + "`");
                }
            }
        }
        return Optional.empty();
    }

    /** A free text (or a value made of one, `lower(surname)`) of the item's sort key on the queried index holding `#`. */
    private Optional<String> separatorInSortKeyText(SeededItem item) {
        for (io.github.dynamodesign.design.KeyAttribute k : plan.schema().sortKey()) {
            if (!item.entity().writesKey(k.name())) {
                continue;
            }
            for (String name : io.github.dynamodesign.design.KeyConditionMatcher.entityTemplate(item.entity(), k).references()) {
                boolean text = item.entity().attribute(name).map(x -> x.kind() == io.github.dynamodesign.design.ValueKind.FREE_TEXT)
                        .orElse(item.entity().derivedValue(name).isPresent());
                Optional<Object> value = item.entity().resolver(item.values()).apply(name);
                if (text && value.isPresent() && value.get() instanceof String t && t.contains("#")) {
                    return Optional.of("<" + name + "> `" + t + "`");
                }
            }
        }
        return Optional.empty();
    }

    private List<String> orderProblems(List<SeededItem> returned, Explainer explain, List<String> warnings) {
        List<String> problems = new ArrayList<>();
        List<String> intentProblems = new ArrayList<>();
        int pairs = 0;
        Comparator<SeededItem> order = order();
        Comparator<SeededItem> leading = leadingOrder(returned);
        boolean stated = orderStated();
        Map<Entity, SeededItem> last = new LinkedHashMap<>();
        for (SeededItem s : returned) {
            if (!plan.types().containsKey(s.entity())) {
                continue;
            }
            SeededItem previous = last.put(s.entity(), s);
            if (previous == null) {
                continue;
            }
            pairs++;
            int intended = IntendedOrder.compare(plan.intent().order(), previous, s);
            Optional<String> separator = intended > 0 ? separatorInFreeText(previous, s) : Optional.empty();
            Optional<String> tie = intended > 0 ? coarseTie(previous, s) : Optional.empty();
            if (intended > 0 && separator.isPresent()) {
                // free text with the key's separator in it: the sample's guess at its values, not the document's word
                warnings.add(IntendedOrder.violation(plan.intent(), previous, s, design) + " (" + separator.get()
                        + " contains `#`, the key's separator; nothing says its values may: keep it out of the key, or pad it,"
                        + " if they can)");
            } else if (tie.isPresent()) {
                // `<statusDate>#<siteId>` ordered by statusChangedAt: the key holds the day, the rest of it breaks the tie
                warnings.add(IntendedOrder.violation(plan.intent(), previous, s, design) + " (" + tie.get() + ")");
            } else if (intended > 0) {
                (intentCertain() ? intentProblems : warnings).add(IntendedOrder.violation(plan.intent(), previous, s, design)
                        + (intentCertain() ? "" : " (only the words say so: state the order in a Sort column to check it)"));
            } else if (intended == 0 && order.compare(previous, s) > 0) {
                Optional<String> storedOtherwise = OtherDesignKeys.difference(previous, plan.schema())
                        .or(() -> OtherDesignKeys.difference(s, plan.schema()));
                String why = storedOtherwise.isPresent() ? ref(previous, "").describe() + " came before " + ref(s, "").describe()
                        + ": " + storedOtherwise.get() : explain.order(previous, s);
                boolean certain = stated && !intentCertain() && leading.compare(previous, s) > 0;
                Optional<String> separatorHeld = separatorInSortKeyText(previous).or(() -> separatorInSortKeyText(s));
                if (certain && separatorHeld.isPresent()) {
                    // `max#jr` before `max`: the sample's guess at free text, with the key's separator in it
                    warnings.add(why + " (" + separatorHeld.get() + " contains `#`, the key's separator; nothing says its values may:"
                            + " keep it out of the key, or pad it, if they can)");
                } else if (certain) {
                    problems.add(why);
                } else {
                    warnings.add(why + (stated ? " (a tie-breaker the document does not order by)"
                            : " (the pattern states no order: add ScanIndexForward or a Sort to check it)"));
                }
            }
        }
        if (intentProblems.size() > 1 && intentProblems.size() == pairs) {
            problems.add(0, plan.intent().named() + ": " + plan.intent().describeOrder()
                    + ", but the query returns every item in the opposite order");
        } else {
            problems.addAll(0, intentProblems);
        }
        return problems;
    }

    /**
     * Why two items the intended order puts the other way round are tied in the key: its sort key holds the ordered
     * value only coarsely ({@code <statusDate>}, the day of {@code statusChangedAt}) and both have the same day, so what
     * follows in the key decides between them, as the design leaves it. Empty when the key holds the value itself.
     */
    private Optional<String> coarseTie(SeededItem a, SeededItem b) {
        if (plan.intent().order().isEmpty() || a.entity() != b.entity()) {
            return Optional.empty();
        }
        String ordered = plan.intent().order().parts().get(0).attribute();
        Entity e = a.entity();
        for (KeyAttribute k : plan.schema().sortKey()) {
            Optional<KeyDefinition> key = e.key(k.name());
            if (key.isEmpty()) {
                continue;
            }
            for (KeyTemplate.Placeholder p : key.get().template().placeholders()) {
                Expression x = p.expression();
                if (x instanceof Expression.Reference r && r.name().equals(ordered)) {
                    return Optional.empty();
                }
                if (!dependsOn(e, x, ordered, 0)) {
                    continue;
                }
                Optional<Object> va = ExpressionEvaluator.evaluate(x, e.resolver(a.values()));
                Optional<Object> vb = ExpressionEvaluator.evaluate(x, e.resolver(b.values()));
                return va.isPresent() && va.equals(vb) ? Optional.of("the key holds <" + p.source() + ">, "
                        + ExpressionEvaluator.render(va.get()) + " for both, not " + ordered
                        + " itself: items tied in it come in the order of what follows it") : Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static boolean dependsOn(Entity e, Expression x, String attribute, int depth) {
        if (depth > 8) {
            return false;
        }
        for (String name : x.references()) {
            if (name.equals(attribute) || e.attribute(name).isEmpty() && e.derivedValue(name)
                    .map(d -> dependsOn(e, d.expression(), attribute, depth + 1)).orElse(false)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The Limit column of the access-patterns document, for a read it does not say is paginated: the pattern returns
     * at most that many items, whatever its request asks.
     */
    private Optional<Integer> statedLimit() {
        return plan.intent().spec().filter(s -> !s.paginated().orElse(false)).flatMap(io.github.dynamodesign.design.spec.SpecPattern::limit);
    }

    /** Whether the intended order was read with certainty: the access-patterns document or the design's explicit form. */
    private boolean intentCertain() {
        IntentSource source = plan.intent().orderSource();
        return !plan.intent().order().isEmpty() && (source == IntentSource.SPEC || source == IntentSource.EXPLICIT);
    }

    /** Whether the request says its order matters: a Limit, or ScanIndexForward or a Sort written in its Params. */
    private boolean orderStated() {
        String text = plan.pattern().params().text().toLowerCase(java.util.Locale.ROOT);
        return plan.pattern().params().limit() != null || text.contains("scanindexforward") || text.contains("sort");
    }

    /**
     * The order that decides which items a Limit keeps: across types by their prefixes, within a type by the intended
     * order read with certainty, then by the sort key's leading value where the request says its order matters. Items
     * tied in it may come in any order.
     */
    private Comparator<SeededItem> certainOrder(List<SeededItem> items) {
        boolean forward = plan.pattern().params().scanIndexForward();
        Comparator<SeededItem> leading = leadingOrder(items);
        boolean stated = orderStated();
        return (a, b) -> {
            int byType = typeRank(a.entity()) - typeRank(b.entity());
            boolean shapes = a.entity() != b.entity() && a.entity().type().equals(b.entity().type());
            if (shapes) {
                // two states of one entity: by its values where the order is certain, else tied
                return intentCertain() ? IntendedOrder.compare(plan.intent().order(), a, b) : 0;
            }
            if (byType != 0 || a.entity() != b.entity()) {
                int c = byType != 0 ? byType : a.entity().name().compareTo(b.entity().name());
                return forward ? c : -c;
            }
            int intended = intentCertain() ? IntendedOrder.compare(plan.intent().order(), a, b) : 0;
            if (intended != 0 || intentCertain()) {
                return intended;
            }
            return stated ? leading.compare(a, b) : 0;
        };
    }

    /**
     * Items of one type by the first value of their sort key that is not the same for all of the given items of that
     * type (the value the query orders by; later ones only break its ties), in the request's direction.
     */
    private Comparator<SeededItem> leadingOrder(List<SeededItem> items) {
        boolean forward = plan.pattern().params().scanIndexForward();
        Map<Entity, Integer> positions = new HashMap<>();
        Map<Entity, List<List<Object[]>>> byType = new LinkedHashMap<>();
        for (SeededItem i : items) {
            if (plan.types().containsKey(i.entity())) {
                byType.computeIfAbsent(i.entity(), e -> new ArrayList<>()).add(sortValues(i));
            }
        }
        byType.forEach((e, values) -> {
            int size = values.stream().mapToInt(List::size).min().orElse(0);
            for (int at = 0; at < size; at++) {
                int position = at;
                List<Object[]> first = values.get(0);
                if (values.stream().anyMatch(v -> Oracle.compareSortValues(List.<Object[]>of(v.get(position)), List.<Object[]>of(first.get(position))) != 0)) {
                    positions.put(e, at);
                    return;
                }
            }
        });
        return (a, b) -> {
            Integer at = positions.get(a.entity());
            if (at == null || a.entity() != b.entity()) {
                return 0;
            }
            List<Object[]> x = sortValues(a);
            List<Object[]> y = sortValues(b);
            if (x.size() <= at || y.size() <= at) {
                return 0;
            }
            int c = Oracle.compareSortValues(List.<Object[]>of(x.get(at)), List.<Object[]>of(y.get(at)));
            return forward ? c : -c;
        };
    }

    private List<String> projectionProblems(List<Map<String, AttributeValue>> items) {
        Optional<SecondaryIndex> index = plan.pattern().indexName().flatMap(design::index);
        if (index.isEmpty() || index.get().projection().type() == Projection.Type.ALL || index.get().kind() == IndexKind.LSI) {
            return List.of();
        }
        Set<String> projected = new HashSet<>();
        design.tableKeySchema().all().forEach(k -> projected.add(k.name()));
        index.get().keyAttributes().forEach(k -> projected.add(k.name()));
        projected.addAll(index.get().projection().attributes());
        List<String> problems = new ArrayList<>();
        for (Map<String, AttributeValue> item : items) {
            SeededItem s = byKey.get(PrimaryKey.of(design, item));
            if (s == null) {
                continue;
            }
            Set<String> expected = new LinkedHashSet<>(s.stored().keySet());
            expected.retainAll(projected);
            if (!expected.equals(item.keySet())) {
                problems.add(s.entityName() + " `" + PrimaryKey.of(design, item) + "` came with attributes "
                        + item.keySet() + ", but " + index.get().name() + " projects " + expected);
            }
        }
        return problems;
    }

    private List<Object[]> sortValues(SeededItem item) {
        return Oracle.sortValues(item.entity(), plan.types().get(item.entity()).sortTemplates(), item.values());
    }

    private ItemRef ref(SeededItem item, String why) {
        return new ItemRef(item.entityName(), item.key(design), why);
    }

    static Map<String, String> textInputs(VerificationCase c) {
        Map<String, String> text = new LinkedHashMap<>();
        for (int i = 0; i < c.bindings().size(); i++) {
            for (Map.Entry<String, Object> e : c.bindings().get(i).entrySet()) {
                text.put(c.bindings().size() > 1 ? e.getKey() + "[" + i + "]" : e.getKey(), NaturalOrder.text(e.getValue()));
            }
        }
        return text;
    }
}

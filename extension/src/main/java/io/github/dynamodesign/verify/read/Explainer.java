package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ScalarType;
import io.github.dynamodesign.design.SortKeyCondition;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.ValueKinds;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.sample.NaturalOrder;
import io.github.dynamodesign.verify.table.ItemCodec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Why an item was returned or not, in the user's terms, and what to change. */
final class Explainer {

    private final Design design;
    private final PatternPlan plan;
    private final Map<String, Object> inputs;
    /** How many items the pattern returns at most: its request's Limit, or the limit its access-patterns row states. */
    private final Integer limit;

    Explainer(Design design, PatternPlan plan, Map<String, Object> inputs, Integer limit) {
        this.design = design;
        this.plan = plan;
        this.inputs = inputs;
        this.limit = limit;
    }

    /**
     * Why DynamoDB returned an item the pattern should not return.
     *
     * @param displaced with a Limit: an item that should have come instead, if one is known
     */
    String unexpected(SeededItem item, Optional<SeededItem> displaced) {
        Entity e = item.entity();
        String sk = sortKeyText(item);
        if (!plan.types().containsKey(e)) {
            String why = article(e.name()) + " " + e.name() + ", which " + plan.pattern().id() + " does not return"
                    + (plan.pattern().returns().isEmpty() ? plan.intent().spec().filter(s -> s.multiEntity().equals(Optional.of(false)))
                            .map(s -> " (the access-patterns document: " + String.join(", ", s.entities()) + ", Multi-Entity: No)")
                            .or(() -> PatternPlan.onePerWords(plan.intent()).map(m -> " (the access-patterns document: \"" + m.group()
                                    + "\", and its keys hold many items per " + m.group(1) + ")"))
                            .orElse("") : "");
            List<String> carried = plan.schema().all().stream().map(KeyAttribute::name)
                    .filter(k -> e.key(k).isEmpty() && e.attribute(k).isPresent()).toList();
            if (plan.schema().index().isPresent() && carried.size() == plan.schema().all().size()) {
                return why + "; it is in " + plan.schema().displayName() + " because it has the attributes "
                        + String.join(", ", carried) + " that make the index's keys: rename them in " + e.name()
                        + ", or add it to Returns";
            }
            SortKeyCondition c = plan.pattern().sortKey();
            if (c != null && c.operator() == ConditionOperator.BEGINS_WITH && c.operands().get(0).isConstant()) {
                String prefix = c.operands().get(0).source();
                return why + "; its sort key `" + sk + "` also begins with `" + prefix + "`"
                        + (endsWithSeparator(prefix) ? "" : ": end the prefix with the separator (`" + prefix + separator() + "`)");
            }
            if (c != null && c.operator().isRange() && plan.schema().sortKey().stream().allMatch(k -> k.type() == ScalarType.S)) {
                return why + "; its sort key `" + sk + "` sorts within the range as text: bound the range with the "
                        + "literal prefix of the type it reads";
            }
            return why + "; its keys (" + keys(item) + ") satisfy the key condition: give its keys a prefix of their own, "
                    + "or add it to Returns";
        }
        Oracle.Verdict verdict = Oracle.check(plan, plan.types().get(e), item.values(), inputs);
        if (verdict.holds()) {
            String limit = "it is not among the first " + this.limit + " items by its values";
            if (plan.pattern().params().limit() == null) {
                return limit + ": the access-patterns document reads at most " + this.limit + ", and the request has no Limit";
            }
            if (displaced.isPresent() && displaced.get().entity() == e) {
                SeededItem[] pair = plan.pattern().params().scanIndexForward()
                        ? new SeededItem[] {item, displaced.get()} : new SeededItem[] {displaced.get(), item};
                return limit + ": " + order(pair[0], pair[1]).replace(" came before ", " sorts before ");
            }
            return limit + ", but DynamoDB's text order put it there";
        }
        String because = verdict.failed();
        SortKeyCondition c = plan.pattern().sortKey();
        if (c != null && c.operator() == ConditionOperator.BEGINS_WITH) {
            String prefix = render(c.operands().get(0));
            List<KeyTemplate.Segment> segments = c.operands().get(0).segments();
            boolean endsInValue = segments.isEmpty() || segments.get(segments.size() - 1) instanceof KeyTemplate.Placeholder;
            // a separator inside a value matters where the value is in the part the prefix covers
            String hint = containsSeparatorHint(item, Math.min(sk.length(), prefix.length()))
                    .orElse(endsInValue ? "end the prefix with the separator (`" + c.operands().get(0).source() + separator() + "`)"
                    : "make the prefix select whole values");
            return because + ", but its sort key `" + sk + "` begins with `" + prefix + "`: " + hint;
        }
        if (c != null && c.operator().isRange()) {
            return because + ", but its sort key `" + sk + "` " + rangeDiagnosis(item, c, false);
        }
        return because + ", but its keys (" + keys(item) + ") satisfy the key condition"
                + containsSeparatorHint(item).map(h -> ": " + h).orElse("");
    }

    /** Why DynamoDB did not return an item the pattern should return. */
    String missing(SeededItem item, String request) {
        Entity e = item.entity();
        PatternPlan.TypePlan type = plan.types().get(e);
        for (int i = 0; i < plan.schema().partitionKey().size() && i < plan.pattern().partitionKey().size(); i++) {
            KeyAttribute k = plan.schema().partitionKey().get(i);
            String stored = ItemCodec.keyText(item.stored().get(k.name()));
            String asked = render(plan.pattern().partitionKey().get(i));
            if (!stored.equals(asked)) {
                return "its " + k.name() + " is `" + stored + "`, the pattern asks for `" + asked + "`: " + renderingHint(item, stored, asked);
            }
        }
        SortKeyCondition c = plan.pattern().sortKey();
        if (c != null && !plan.schema().sortKey().isEmpty()) {
            String sk = sortKeyText(item);
            if (c.operator() == ConditionOperator.EQ) {
                String asked = render(c.operands().get(0));
                return "its sort key is `" + sk + "`, the pattern asks for `" + asked + "`: " + renderingHint(item, sk, asked);
            }
            if (c.operator() == ConditionOperator.BEGINS_WITH) {
                String asked = render(c.operands().get(0));
                return "its sort key `" + sk + "` does not begin with `" + asked + "`: " + renderingHint(item, sk, asked);
            }
            if (c.operator().isRange()) {
                return "its sort key `" + sk + "` " + rangeDiagnosis(item, c, true);
            }
        }
        if (type != null && plan.pattern().params().limit() != null && !plan.pattern().params().paginated()) {
            return "DynamoDB returned other items among the first " + plan.pattern().params().limit();
        }
        return "DynamoDB did not return it for " + request;
    }

    /** Why two items came in an order their values contradict. */
    String order(SeededItem first, SeededItem second) {
        Entity e = first.entity();
        PatternPlan.TypePlan type = plan.types().get(e);
        List<KeyTemplate> templates = type == null ? List.of() : type.sortTemplates();
        for (KeyTemplate t : templates) {
            for (KeyTemplate.Placeholder p : t.placeholders()) {
                Optional<Object> a = value(e, p, first);
                Optional<Object> b = value(e, p, second);
                if (a.isEmpty() || b.isEmpty()) {
                    continue;
                }
                ValueKind kind = ValueKinds.of(e, p.expression());
                int natural = NaturalOrder.compare(kind, a.get(), b.get());
                if (natural == 0) {
                    continue;
                }
                String ta = ExpressionEvaluator.render(a.get());
                String tb = ExpressionEvaluator.render(b.get());
                return "<" + p.source() + "> " + ta + " came before " + tb + " although " + ta + (natural > 0 ? " > " : " < ")
                        + tb + " (sort keys `" + sortKeyText(first) + "`, `" + sortKeyText(second) + "`): "
                        + orderHint(kind, p, ta, tb);
            }
        }
        return "the sort keys `" + sortKeyText(first) + "` and `" + sortKeyText(second) + "` are out of order";
    }

    /**
     * Which bound DynamoDB's text comparison decided differently from the values, and why.
     *
     * @param missing true for an item DynamoDB left out, false for one it returned
     */
    private String rangeDiagnosis(SeededItem item, SortKeyCondition c, boolean missing) {
        Entity e = item.entity();
        PatternPlan.TypePlan type = plan.types().get(e);
        for (int b = 0; b < c.operands().size(); b++) {
            String bound = render(c.operands().get(b));
            String sk = sortKeyText(item);
            int text = KeyConditionMatcher.compareUtf8(sk, bound);
            boolean lowerBound = c.operator() == ConditionOperator.GT || c.operator() == ConditionOperator.GE
                    || c.operator() == ConditionOperator.BETWEEN && b == 0;
            boolean strict = c.operator() == ConditionOperator.GT || c.operator() == ConditionOperator.LT;
            boolean textHolds = lowerBound ? (strict ? text > 0 : text >= 0) : (strict ? text < 0 : text <= 0);
            if (textHolds == missing) {
                continue;
            }
            if (type != null && b < type.bounds().size()) {
                Alignment a = type.bounds().get(b);
                Optional<Integer> natural = Oracle.compareToBound(plan, e, a, item.values(), inputs);
                for (Alignment.Pair pair : a.pairs()) {
                    Optional<Oracle.PairValues> v = Oracle.values(e, pair, item.values(), inputs);
                    if (v.isEmpty()) {
                        continue;
                    }
                    int n = NaturalOrder.compare(v.get().kind(), v.get().item(), v.get().input());
                    Optional<String> asked = renderPattern(pair);
                    String itemText = ExpressionEvaluator.render(v.get().item());
                    if (n == 0 && asked.isPresent() && !asked.get().equals(itemText)) {
                        return "does not compare with the bound `" + bound + "` by its values: the bound renders <"
                                + pair.pattern().source() + "> as `" + asked.get() + "`, the item's key <" + pair.entity().source()
                                + "> as `" + itemText + "`: render the bound like the entity's template (<"
                                + substitute(pair) + ">)";
                    }
                    if (n == 0) {
                        continue;
                    }
                    String inputText = ExpressionEvaluator.render(v.get().input());
                    int t = KeyConditionMatcher.compareUtf8(itemText, asked.orElse(inputText));
                    if (Integer.signum(n) != Integer.signum(t)) {
                        String why = asked.isPresent() && !asked.get().equals(inputText)
                                ? "the bound renders <" + pair.pattern().source() + "> as `" + asked.get() + "` where <"
                                        + pair.entity().source() + "> gives `" + inputText + "`: render the bound like the entity's template (<"
                                        + substitute(pair) + ">)"
                                : orderHint(v.get().kind(), pair.entity(), "", "");
                        return "sorts " + (t < 0 ? "below" : "above") + " the bound `" + bound + "` as text, although its <"
                                + pair.entity().source() + "> " + itemText + (n > 0 ? " > " : " < ") + inputText + ": " + why;
                    }
                    break;
                }
                if (natural.isPresent() && natural.get() == 0 && text != 0 && sk.startsWith(bound)) {
                    boolean upper = c.operator() == ConditionOperator.LT || c.operator() == ConditionOperator.LE
                            || c.operator() == ConditionOperator.BETWEEN && b == 1;
                    return upper
                            ? "sorts after the upper bound `" + bound + "` because it is longer, although its values equal the "
                                    + "bound: make the upper bound inclusive (`" + c.operands().get(b).source() + "~`)"
                            : "sorts after the lower bound `" + bound + "` because it is longer: for a strict lower bound "
                                    + "write `" + c.operands().get(b).source() + "~`";
                }
            }
        }
        return "and the bounds " + String.join(" / ", c.operands().stream().map(t -> "`" + render(t) + "`").toList())
                + " disagree in text order with the values";
    }

    /** The pattern placeholder rendered with the case's inputs. */
    private Optional<String> renderPattern(Alignment.Pair pair) {
        try {
            return ExpressionEvaluator.evaluate(pair.pattern().expression(), name -> Optional.ofNullable(inputs.get(name)))
                    .map(ExpressionEvaluator::render);
        } catch (RuntimeException x) {
            return Optional.empty();
        }
    }

    /** The entity's placeholder with the pattern's input in place of its attribute: what the bound should render. */
    private static String substitute(Alignment.Pair pair) {
        java.util.Set<String> entityNames = pair.entity().expression().references();
        java.util.Set<String> inputNames = pair.pattern().expression().references();
        if (entityNames.size() == 1 && inputNames.size() == 1) {
            return pair.entity().source().replaceAll("\\b" + java.util.regex.Pattern.quote(entityNames.iterator().next()) + "\\b",
                    java.util.regex.Matcher.quoteReplacement(inputNames.iterator().next()));
        }
        return pair.entity().source();
    }

    private String orderHint(ValueKind kind, KeyTemplate.Placeholder p, String a, String b) {
        boolean padded = ValueKinds.isPadded(p.expression());
        return switch (kind) {
            case NUMBER -> padded ? "the pad width is too small for these values" : "pad the number (<pad(" + p.source() + ", N)>)";
            case EPOCH_SECONDS -> "pad the epoch seconds (<pad(" + p.source() + ", 10)>)";
            case TIMESTAMP, DATE -> "the timestamps do not sort as text: keep them in one ISO-8601 format, in UTC";
            case FREE_TEXT -> "free text in a key sorts by its characters, and a character below the separator ("
                    + "` `, `!`, `\"`) or the separator itself changes the order: move it to the end of the key or use an id";
            default -> "the key's text order differs from the values' order";
        };
    }

    private Optional<String> containsSeparatorHint(SeededItem item) {
        return containsSeparatorHint(item, Integer.MAX_VALUE);
    }

    /** The same, for values that are in the first {@code covered} characters of the item's sort key. */
    private Optional<String> containsSeparatorHint(SeededItem item, int covered) {
        String sk = sortKeyText(item);
        for (Map.Entry<String, Object> v : item.values().entrySet()) {
            if (!(v.getValue() instanceof String s)) {
                continue;
            }
            int at = sk.indexOf(s);
            if (covered < Integer.MAX_VALUE && (at < 0 || at >= covered)) {
                continue;
            }
            for (char sep : design.separators()) {
                boolean inKey = item.entity().keys().stream().anyMatch(k -> k.template().references().contains(v.getKey()));
                if (inKey && s.indexOf(sep) >= 0) {
                    return Optional.of("its " + v.getKey() + " `" + s + "` contains the separator `" + sep
                            + "`, which shifts the key's segments: use an identifier there, or constrain the attribute");
                }
            }
        }
        return Optional.empty();
    }

    private String renderingHint(SeededItem item, String stored, String asked) {
        PatternPlan.TypePlan type = plan.types().get(item.entity());
        if (type != null) {
            List<Alignment> alignments = new java.util.ArrayList<>(type.partition());
            alignments.addAll(type.leading());
            if (type.sortKey() != null) {
                alignments.add(type.sortKey());
            }
            for (Alignment a : alignments) {
                for (Alignment.Pair pair : a.pairs()) {
                    if (pair.byName()) {
                        return "the pattern puts <" + pair.pattern().source() + "> where " + item.entityName()
                                + "'s template has <" + pair.entity().source() + ">: build the key in the template's order";
                    }
                }
            }
        }
        if (stored.equals(asked)) {
            return "its key is the one asked for, yet DynamoDB did not return it";
        }
        if (stored.equalsIgnoreCase(asked)) {
            return "the cases differ: apply the same lower() or upper() in the pattern as in the entity's template";
        }
        if (stored.replaceAll("(?<![0-9])0+(?=[0-9])", "").equals(asked.replaceAll("(?<![0-9])0+(?=[0-9])", ""))) {
            return "the zero-padding differs: pad the pattern's value like the entity's template";
        }
        return "the pattern's template does not render the item's key";
    }

    private String render(KeyTemplate t) {
        try {
            return t.evaluate(name -> Optional.ofNullable(inputs.get(name))).map(ExpressionEvaluator::render).orElse(t.source());
        } catch (RuntimeException e) {
            return t.source();
        }
    }

    private String sortKeyText(SeededItem item) {
        if (plan.schema().sortKey().isEmpty()) {
            return "";
        }
        return String.join(" / ", plan.schema().sortKey().stream()
                .map(k -> ItemCodec.keyText(item.stored().get(k.name()))).toList());
    }

    private String keys(SeededItem item) {
        return String.join(", ", plan.schema().all().stream()
                .map(k -> k.name() + " `" + ItemCodec.keyText(item.stored().get(k.name())) + "`").toList());
    }

    private static String article(String name) {
        return !name.isEmpty() && "AEIOaeio".indexOf(name.charAt(0)) >= 0 ? "an" : "a";
    }

    private char separator() {
        return design.separators().stream().findFirst().orElse('#');
    }

    private boolean endsWithSeparator(String prefix) {
        return !prefix.isEmpty() && design.separators().contains(prefix.charAt(prefix.length() - 1));
    }

    private static Optional<Object> value(Entity e, KeyTemplate.Placeholder p, SeededItem item) {
        try {
            return ExpressionEvaluator.evaluate(p.expression(), e.resolver(item.values()));
        } catch (RuntimeException x) {
            return Optional.empty();
        }
    }
}

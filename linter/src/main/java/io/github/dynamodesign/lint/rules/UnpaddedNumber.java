package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SortKeyCondition;
import io.github.dynamodesign.intent.IntentSource;
import io.github.dynamodesign.intent.Intents;
import io.github.dynamodesign.intent.PatternIntent;
import io.github.dynamodesign.design.ScalarType;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.Map;
import java.util.Optional;

@LintRule(id = "unpadded-number", severity = Severity.ERROR,
        title = "Number in a sort key without `pad`, or padded narrower than its values",
        rationale = "Sort keys of type String compare character by character: `SCORE#9` sorts after `SCORE#10`. A "
                + "number in a string sort key must be zero-padded to a fixed width so that text order is numeric order, "
                + "a width its values never outgrow: pad does not cut, so `<pad(totalScore, 3)>` with a range up to 1440 "
                + "or an example item's 1331 puts `1331` before `986`. "
                + "An error where a pattern reads in that order (it states a Sort, a Limit or ScanIndexForward, or "
                + "bounds the number by a range); a warning where nothing orders by it yet.",
        bad = """
                ### Score
                - **PK**: `GAME#<gameId>`
                - **SK**: `SCORE#<score>#<playerId>`
                - **Attributes**:
                  - `score` (number, 0..1000000)
                """,
        good = """
                ### Score
                - **PK**: `GAME#<gameId>`
                - **SK**: `SCORE#<pad(score, 7)>#<playerId>`
                - **Attributes**:
                  - `score` (number, 0..1000000)
                """)
public final class UnpaddedNumber implements Rule {

    /**
     * A read pattern that returns the entity through this key and, by what it states with certainty, reads the number
     * in its order: the number is the first value of the sort key the condition leaves open, and the pattern states an
     * order (a Sort in the access-patterns document or its Params, a Limit, ScanIndexForward), or a range bounds it.
     */
    private static Optional<ReadPattern> orderedBy(LintContext context, Intents intents, Entity e, KeyDefinition key,
                                                   KeyTemplate.Placeholder number) {
        int position = key.template().placeholders().indexOf(number);
        for (ReadPattern r : context.design().reads()) {
            Optional<io.github.dynamodesign.design.KeySchema> schema = r.indexName().isEmpty()
                    ? Optional.of(context.design().tableKeySchema()) : context.design().keySchema(r.indexName().get());
            if (!context.resultTypes(r).contains(e) || !schema.map(s -> s.sortKey().stream()
                    .anyMatch(k -> k.name().equals(key.attribute()))).orElse(false)) {
                continue;
            }
            SortKeyCondition sk = r.sortKey();
            int bound = sk == null || sk.operator() == ConditionOperator.EQ || sk.operands().isEmpty() ? 0
                    : sk.operands().get(0).placeholders().size();
            boolean range = sk != null && sk.operator().isRange();
            int leading = range ? Math.max(0, bound - 1) : bound;
            if (sk != null && sk.operator() == ConditionOperator.EQ || position != leading) {
                continue;
            }
            PatternIntent intent = intents.of(r);
            boolean certainOrder = !intent.order().isEmpty() && (intent.orderSource() == IntentSource.SPEC
                    || intent.orderSource() == IntentSource.EXPLICIT);
            String params = r.params().text().toLowerCase(java.util.Locale.ROOT);
            if (range || certainOrder || r.params().limit() != null || params.contains("scanindexforward")) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    private static final java.util.regex.Pattern SINGLE_DIGIT = java.util.regex.Pattern.compile(
            "(?i)\\b(?:single|one)[- ]digit\\b(?!s)");

    @Override
    public void check(LintContext context, Findings findings) {
        Intents intents = Intents.of(context.design(), context.spec());
        // one key of one type is one finding, whatever the number of its shapes (`Incident`, `Incident (OPEN)`)
        java.util.Set<String> reported = new java.util.HashSet<>();
        for (Map.Entry<Entity, KeyDefinition> entry : context.keyDefinitions()) {
            Entity e = entry.getKey();
            KeyDefinition key = entry.getValue();
            if (!KeyParts.isSortKey(context, key)) {
                continue;
            }
            ScalarType type = KeyParts.keyType(context, key.attribute());
            if (type == ScalarType.N && key.template().isSinglePlaceholder()) {
                continue;
            }
            for (KeyTemplate.Placeholder p : key.template().placeholders()) {
                Expression x = p.expression();
                if (io.github.dynamodesign.design.ValueKinds.isPadded(e, x)) {
                    narrowerThanValues(context, intents, e, key, p, reported, findings);
                    continue;
                }
                if (context.kind(e, x) != ValueKind.NUMBER) {
                    continue;
                }
                Optional<Attribute> attribute = KeyParts.referencedAttribute(e, x);
                if (attribute.isPresent() && (KeyParts.fixedWidth(attribute.get()) || KeyParts.looksLikeTime(attribute.get().name()))) {
                    continue;
                }
                if (attribute.isPresent() && attribute.get().constraints().max() != null
                        && attribute.get().constraints().min() != null && attribute.get().constraints().min().signum() >= 0
                        && attribute.get().constraints().max().compareTo(java.math.BigDecimal.TEN) < 0) {
                    continue; // a single digit (1..4) sorts as text the way it sorts as a number
                }
                if (SINGLE_DIGIT.matcher(key.note() == null ? "" : key.note()).find() && key.template().placeholders().stream()
                        .filter(o -> context.kind(e, o.expression()) == ValueKind.NUMBER
                                && !io.github.dynamodesign.design.ValueKinds.isPadded(e, o.expression())).count() == 1) {
                    continue; // "inverted rating (a single digit, 0–4)": the key's note gives the value one digit
                }
                int width = attribute.map(a -> KeyParts.digits(a, 10)).orElse(10);
                Optional<ReadPattern> ordering = orderedBy(context, intents, e, key, p);
                if (!reported.add(reportKey(e, key, p, ordering))) {
                    continue;
                }
                String message = e.name() + " " + key.label() + " `" + key.template().source()
                        + "`: <" + p.source() + "> is a number without pad(); as text 9 sorts after 10"
                        + ordering.map(r -> ", and " + r.id() + " reads in that order").orElse(
                                ": no pattern states an order or range over it, so this is a risk, not yet a bug");
                findings.add(ordering.isPresent() ? Severity.ERROR : Severity.WARNING, key.location(), e.name(),
                        e.location().line(), message, "write <pad(" + p.source() + ", " + width + ")> (the width of the largest value)");
            }
        }
    }

    /** One key of one type is one finding, whatever the number of its shapes (`Incident`, `Incident (OPEN)`). */
    private static String reportKey(Entity e, KeyDefinition key, KeyTemplate.Placeholder p, Optional<ReadPattern> ordering) {
        return e.type() + "|" + key.location() + "|" + key.attribute() + "|" + p.source() + "|" + ordering.isPresent();
    }

    /**
     * {@code <pad(totalScore, 3)>} where the document shows a wider value (a declared range up to 1440, an example item's
     * 1331): pad does not cut, so `1331` and `986` meet as text and 1331 sorts first.
     */
    private static void narrowerThanValues(LintContext context, Intents intents, Entity e, KeyDefinition key,
                                           KeyTemplate.Placeholder p, java.util.Set<String> reported, Findings findings) {
        Optional<Map.Entry<String, Integer>> padded = io.github.dynamodesign.design.ValueKinds.paddedName(p.expression());
        if (padded.isEmpty()) {
            return;
        }
        String name = padded.get().getKey();
        int width = padded.get().getValue();
        java.math.BigDecimal top = java.math.BigDecimal.TEN.pow(width).subtract(java.math.BigDecimal.ONE);
        Optional<Attribute> attribute = e.attribute(name);
        java.math.BigDecimal declared = attribute.map(a -> a.constraints().max()).orElse(null);
        Optional<java.math.BigDecimal> shown = e.examples().stream().map(item -> item.values().get(name))
                .filter(v -> v instanceof java.math.BigDecimal).map(v -> ((java.math.BigDecimal) v).abs())
                .filter(v -> v.compareTo(top) > 0).max(java.math.BigDecimal::compareTo);
        boolean byRange = declared != null && declared.compareTo(top) > 0;
        java.math.BigDecimal wider = byRange ? declared : shown.orElse(null);
        if (wider == null) {
            return;
        }
        Optional<ReadPattern> ordering = orderedBy(context, intents, e, key, p);
        if (!reported.add(reportKey(e, key, p, ordering))) {
            return;
        }
        String from = byRange ? "its range reaches " : "an example item has ";
        String message = e.name() + " " + key.label() + " `" + key.template().source() + "`: <" + p.source()
                + "> pads to " + width + " digits but " + from + wider.toPlainString()
                + "; pad does not cut, so a wider value sorts as text before a narrower one"
                + ordering.map(o -> ", and " + o.id() + " reads in that order").orElse(
                        ": no pattern states an order or range over it, so this is a risk, not yet a bug");
        findings.add(ordering.isPresent() ? Severity.ERROR : Severity.WARNING, key.location(), e.name(),
                e.location().line(), message, "write <pad(" + name + ", " + wider.toBigInteger().toString().length()
                        + ")> (the width of the largest value)");
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExampleItem;
import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.Timestamps;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

@LintRule(id = "example-item-mismatch", severity = Severity.ERROR,
        title = "Example item's keys differ from its templates applied to its attributes",
        rationale = "Example items are the first thing readers copy. An example whose keys do not follow the templates "
                + "(or whose values do not fit the declared types) documents a design other than the one specified, "
                + "and one of the two is wrong.",
        bad = """
                - **SK**: `ORDER#<placedAt>#<orderId>`

                ```json
                {"sk": "ORDER#01HQ4A0B", "orderId": "01HQ4A0B", "placedAt": "2026-01-15T10:30:00Z"}
                ```
                """,
        good = """
                - **SK**: `ORDER#<placedAt>#<orderId>`

                ```json
                {"sk": "ORDER#2026-01-15T10:30:00Z#01HQ4A0B", "orderId": "01HQ4A0B", "placedAt": "2026-01-15T10:30:00Z"}
                ```
                """)
public final class ExampleItemMismatch implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (Entity e : context.design().entities()) {
            for (ExampleItem example : e.examples()) {
                checkKeys(context, e, example, findings);
                checkValues(e, example, findings);
            }
        }
    }

    private static void checkKeys(LintContext context, Entity e, ExampleItem example, Findings findings) {
        Map<String, Object> item = example.values();
        for (KeyDefinition key : e.keys()) {
            Optional<Object> rendered;
            try {
                rendered = key.template().evaluate(e.resolver(item));
            } catch (ExpressionException x) {
                findings.onEntity(e, example.location(), e.name() + " example item: " + key.label() + " `"
                        + key.template().source() + "` cannot be rendered from its attributes: " + x.getMessage(), "fix the example's values");
                continue;
            }
            Object actual = item.get(key.attribute());
            if (rendered.isPresent() && actual == null) {
                // an example without an index's keys contradicts nothing: it may show an item the index leaves out
                boolean tableKey = context.design().tableKeySchema().all().stream().anyMatch(k -> k.name().equals(key.attribute()));
                findings.add(tableKey ? Severity.ERROR : Severity.WARNING, example.location(), e.name(), e.location().line(),
                        e.name() + " example item has no " + key.attribute()
                        + ", which its attributes render as `" + ExpressionEvaluator.render(rendered.get()) + "`",
                        "add \"" + key.attribute() + "\": \"" + ExpressionEvaluator.render(rendered.get()) + "\" to the example");
            } else if (rendered.isEmpty() && actual != null) {
                // the key as written shows the values the item does not repeat as attributes (`SEAT#C07` of <row><number>):
                // nothing contradicts the template
                findings.add(Severity.WARNING, example.location(), e.name(), e.location().line(), e.name() + " example item has "
                                + key.attribute() + " `" + ExpressionEvaluator.render(actual) + "`, but lacks a value its template `"
                                + key.template().source() + "` needs (" + String.join(", ", key.template().references()) + ")",
                        "add the attribute, or remove " + key.attribute() + " from the example (the item is not in that index)");
            } else if (rendered.isPresent() && !same(key.template().numberLiteral().<Object>map(n -> n).orElse(rendered.get()), actual)
                    && !(foldsCase(key.template().source()) && sameUnaccented(rendered.get(), actual))) {
                findings.onEntity(e, example.location(), e.name() + " example item has " + key.attribute() + " `"
                                + ExpressionEvaluator.render(actual) + "`, but `" + key.template().source()
                                + "` applied to its attributes gives `" + ExpressionEvaluator.render(rendered.get()) + "`",
                        "make the example follow the template, or the template the example");
            }
        }
    }

    private static void checkValues(Entity e, ExampleItem example, Findings findings) {
        for (Map.Entry<String, Object> v : example.values().entrySet()) {
            Optional<Attribute> declared = e.attribute(v.getKey());
            if (declared.isEmpty() || v.getValue() == null) {
                continue;
            }
            Optional<String> problem = problem(declared.get(), v.getValue());
            problem.ifPresent(p -> findings.onEntity(e, example.location(), e.name() + " example item: `" + v.getKey()
                    + "` is " + ExpressionEvaluator.render(v.getValue()) + ", " + p, "make the value fit the declaration"));
        }
    }

    private static Optional<String> problem(Attribute a, Object value) {
        switch (a.type()) {
            case NUMBER -> {
                if (!(value instanceof BigDecimal n)) {
                    return Optional.of("but it is declared a number");
                }
                if (a.constraints().min() != null && n.compareTo(a.constraints().min()) < 0
                        || a.constraints().max() != null && n.compareTo(a.constraints().max()) > 0) {
                    return Optional.of("outside its range " + String.join("", a.constraints().describe().stream()
                            .filter(c -> c.contains("..")).toList()));
                }
            }
            case STRING -> {
                if (!(value instanceof String s)) {
                    return Optional.of("but it is declared a string");
                }
                if (a.constraints().isEnum() && !a.constraints().allowedValues().contains(s)) {
                    return Optional.of("which is not one of " + String.join("|", a.constraints().allowedValues()));
                }
                if (a.constraints().format() != null) {
                    switch (a.constraints().format()) {
                        case ISO_8601 -> {
                            if (!Timestamps.isIso8601(s)) {
                                return Optional.of("which is not an ISO-8601 timestamp");
                            }
                        }
                        case DATE -> {
                            if (!s.matches("\\d{4}-\\d{2}-\\d{2}")) {
                                return Optional.of("which is not a date (yyyy-MM-dd)");
                            }
                        }
                        default -> {
                        }
                    }
                }
                if (a.constraints().maxChars() != null && s.length() > a.constraints().maxChars()) {
                    return Optional.of("longer than " + a.constraints().maxChars() + " characters");
                }
            }
            case BOOLEAN -> {
                if (!(value instanceof Boolean)) {
                    return Optional.of("but it is declared a boolean");
                }
            }
            case LIST, STRING_SET, NUMBER_SET -> {
                if (!(value instanceof Collection<?>)) {
                    return Optional.of("but it is declared a " + a.type().label());
                }
            }
            case MAP -> {
                if (!(value instanceof Map<?, ?>)) {
                    return Optional.of("but it is declared a map");
                }
            }
            default -> {
            }
        }
        return Optional.empty();
    }

    /** A template that lower- or upper-cases a value: documents often also say it drops accents ("Müller" as "muller"). */
    private static boolean foldsCase(String template) {
        return template.contains("lower(") || template.contains("upper(");
    }

    private static boolean sameUnaccented(Object rendered, Object actual) {
        return unaccented(ExpressionEvaluator.render(rendered)).equals(unaccented(ExpressionEvaluator.render(actual)));
    }

    private static String unaccented(String text) {
        return java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    }

    private static boolean same(Object rendered, Object actual) {
        if (rendered instanceof BigDecimal a && actual instanceof BigDecimal b) {
            return a.compareTo(b) == 0;
        }
        return ExpressionEvaluator.render(rendered).equals(ExpressionEvaluator.render(actual))
                && (rendered instanceof BigDecimal) == (actual instanceof BigDecimal);
    }
}

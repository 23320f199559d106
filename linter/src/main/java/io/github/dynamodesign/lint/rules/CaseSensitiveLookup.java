package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

@LintRule(id = "case-sensitive-lookup", severity = Severity.INFO,
        title = "Lookup by email, username or free text without `lower()`",
        rationale = "Key lookups compare exactly: a user who signed up as `Ada@Example.com` is not found by "
                + "`ada@example.com`. Storing and querying `lower(...)` makes the lookup case-insensitive.",
        bad = """
                - **GSI1PK**: `EMAIL#<email>`

                | AP-002 | Query | GSI1 | `EMAIL#<email>` | - | |
                """,
        good = """
                - **GSI1PK**: `EMAIL#<lower(email)>`

                | AP-002 | Query | GSI1 | `EMAIL#<lower(email)>` | - | |
                """)
public final class CaseSensitiveLookup implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (ReadPattern p : context.design().reads()) {
            List<KeyTemplate> equalities = new ArrayList<>(p.partitionKey());
            if (p.sortKey() != null) {
                equalities.addAll(p.sortKey().leadingEqualities());
                if (p.sortKey().operator() == ConditionOperator.EQ) {
                    equalities.addAll(p.sortKey().operands());
                }
            }
            Set<String> bare = new LinkedHashSet<>();
            for (KeyTemplate t : equalities) {
                for (KeyTemplate.Placeholder ph : t.placeholders()) {
                    ph.name().ifPresent(bare::add);
                }
            }
            for (String input : bare) {
                Optional<Attribute> text = context.resultTypes(p).stream()
                        .map(e -> e.attribute(input)).flatMap(Optional::stream)
                        .filter(a -> a.kind() == ValueKind.FREE_TEXT).findFirst();
                if (text.isPresent()) {
                    findings.onPattern(p, p.id() + " looks up " + owner(context, p, input) + " by <" + input
                                    + ">, free text compared exactly: " + example(input),
                            "store and query <lower(" + input + ")> if the lookup should ignore case");
                }
            }
        }
    }

    private static String example(String input) {
        return input.toLowerCase(java.util.Locale.ROOT).contains("mail")
                ? "`Ada@Example.com` does not find `ada@example.com`" : "`Max` does not find `max`";
    }

    private static String owner(LintContext context, ReadPattern p, String input) {
        return context.resultTypes(p).stream().filter(e -> e.attribute(input).isPresent()).map(Entity::name)
                .findFirst().orElse("items");
    }
}

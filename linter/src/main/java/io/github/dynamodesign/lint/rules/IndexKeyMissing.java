package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;
import java.util.Optional;

@LintRule(id = "index-key-missing", severity = Severity.ERROR,
        title = "Pattern on an index returns an entity that never writes that index's keys",
        rationale = "An item is in a GSI or LSI only when it has all of the index's key attributes. An entity without "
                + "them is never in the index: the pattern silently returns nothing for it.",
        bad = """
                ### OrderItem
                - **PK**: `ORDER#<orderId>`
                - **SK**: `ITEM#<pad(lineNo, 3)>`

                | AP-006 | Query | GSI1 | `ORDER#<orderId>` | - | | | OrderItem |
                """,
        good = """
                ### OrderItem
                - **PK**: `ORDER#<orderId>`
                - **SK**: `ITEM#<pad(lineNo, 3)>`
                - **GSI1PK**: `ORDER#<orderId>`
                - **GSI1SK**: `ITEM#<pad(lineNo, 3)>`

                | AP-006 | Query | GSI1 | `ORDER#<orderId>` | - | | | OrderItem |
                """)
public final class IndexKeyMissing implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        io.github.dynamodesign.intent.Intents intents = io.github.dynamodesign.intent.Intents.of(context.design(), context.spec());
        for (ReadPattern p : context.design().reads()) {
            Optional<SecondaryIndex> index = p.indexName().flatMap(context.design()::index);
            if (index.isEmpty()) {
                continue;
            }
            // the entities it returns: its Returns column, else those the access-patterns document names for it
            boolean fromDocument = p.returns().isEmpty();
            for (String name : fromDocument ? intents.of(p).entities() : p.returns()) {
                // of an entity written in several shapes, one in the index is enough (a sparse index by state)
                List<Entity> shapes = context.design().entitiesNamed(name);
                Optional<Entity> e = shapes.stream().findFirst();
                if (e.isEmpty() || shapes.stream().anyMatch(s -> context.match(p, s) != KeyConditionMatcher.Match.NOT_IN_INDEX)) {
                    continue;
                }
                // the document names the domain's entity; the key condition reads the design's item named after it
                // (VolunteerYearStat for "top volunteers of a year"): that item answers the pattern
                if (fromDocument && context.resultTypes(p).stream().anyMatch(x -> x.namedAfter(name))) {
                    continue;
                }
                List<String> missing = index.get().keyAttributes().stream().map(KeyAttribute::name)
                        .filter(k -> !e.get().writesKey(k)).toList();
                findings.onPattern(p, p.id() + " reads " + index.get().name() + " for " + name + ", but " + name
                                + " writes no " + String.join(", ", missing) + ": its items are never in " + index.get().name(),
                        "add - **" + missing.get(0) + "**: `...` to " + name + ", or read it from another index");
            }
        }
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;
import java.util.Optional;

@LintRule(id = "unmapped-pattern", severity = Severity.ERROR,
        title = "Read pattern without operation/key, or matching no entity",
        rationale = "A pattern whose key condition matches no entity's keys returns nothing, whatever is in the table: "
                + "the mapping from the access pattern to the table design is missing or wrong.",
        bad = """
                | AP-003 | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDERS#` | | Order |

                ### Order
                - **SK**: `ORDER#<placedAt>#<orderId>`
                """,
        good = """
                | AP-003 | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | | Order |

                ### Order
                - **SK**: `ORDER#<placedAt>#<orderId>`
                """)
public final class UnmappedPattern implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (ReadPattern p : context.design().reads()) {
            Optional<KeySchema> schema = context.design().keySchema(p.index());
            if (schema.isEmpty()) {
                continue;
            }
            if (p.operation() == Operation.SCAN) {
                continue;
            }
            if (p.partitionKey().isEmpty()) {
                findings.onPattern(p, p.id() + " is a " + p.operation() + " without a partition key value",
                        "give the PK template, e.g. `CUSTOMER#<customerId>`");
                continue;
            }
            if (p.partitionKey().size() != schema.get().partitionKey().size()) {
                findings.onPattern(p, p.id() + " gives " + p.partitionKey().size() + " partition key value(s), but "
                                + schema.get().displayName() + " has " + schema.get().partitionKey().size() + " partition key attribute(s)",
                        "give one value per key attribute");
                continue;
            }
            boolean single = p.operation() == Operation.GET_ITEM || p.operation() == Operation.BATCH_GET_ITEM
                    || p.operation() == Operation.TRANSACT_GET_ITEMS;
            if (single && p.index() != null) {
                findings.onPattern(p, p.id() + " is a " + p.operation() + " on " + p.index() + ", but "
                        + p.operation() + " reads the table only", "use Query on the index");
                continue;
            }
            if (single && !schema.get().sortKey().isEmpty()
                    && (p.sortKey() == null || p.sortKey().operator() != ConditionOperator.EQ)) {
                findings.onPattern(p, p.id() + " is a " + p.operation() + " without the full primary key (sort key `=` missing)",
                        "give the sort key with =, or use Query");
                continue;
            }
            for (String name : p.returns()) {
                // of an entity written in several shapes, the shape that fits the key condition
                List<Entity> shapes = context.design().entitiesNamed(name);
                Optional<Entity> e = shapes.stream().filter(s -> context.match(p, s) == KeyConditionMatcher.Match.INTENDED)
                        .findFirst().or(() -> shapes.stream().findFirst());
                if (e.isEmpty()) {
                    findings.onPattern(p, p.id() + " returns " + name + ", which is no entity of this design",
                            io.github.dynamodesign.design.ModelChecks.suggestion(name,
                                            context.design().entities().stream().map(Entity::name).toList())
                                    .map(s -> "did you mean " + s + "?").orElse("name an entity defined under Entity Key Design"));
                } else if (context.match(p, e.get()) == KeyConditionMatcher.Match.NONE
                        || context.match(p, e.get()) == KeyConditionMatcher.Match.REACHED) {
                    findings.onPattern(p, p.id() + " declares it returns " + name + ", but " + name
                                    + "'s keys cannot satisfy " + condition(p) + " (" + keys(e.get(), schema.get()) + ")",
                            "correct the key condition or the Returns column");
                }
            }
            boolean intendedNotInIndex = p.returns().isEmpty() && p.indexName().isPresent()
                    && io.github.dynamodesign.intent.Intents.of(context.design(), context.spec()).of(p).entities().stream()
                    .map(n -> context.design().entitiesNamed(n))
                    .anyMatch(shapes -> !shapes.isEmpty() && shapes.stream()
                            .allMatch(e -> context.match(p, e) == KeyConditionMatcher.Match.NOT_IN_INDEX));
            if (p.returns().isEmpty() && context.resultTypes(p).isEmpty() && !intendedNotInIndex) { // index-key-missing says why
                findings.onPattern(p, p.id() + " matches no entity: no entity's keys on " + schema.get().displayName()
                        + " fit " + condition(p), "correct the templates, or add the entity that the pattern reads");
            }
        }
    }

    private static String condition(ReadPattern p) {
        StringBuilder text = new StringBuilder("PK `")
                .append(String.join(", ", p.partitionKey().stream().map(KeyTemplate::source).toList())).append('`');
        if (p.sortKey() != null) {
            text.append(", SK ").append(p.sortKey().operator().symbol()).append(' ')
                    .append(String.join(" AND ", p.sortKey().operands().stream().map(t -> "`" + t.source() + "`").toList()));
        }
        return text.toString();
    }

    private static String keys(Entity e, KeySchema schema) {
        return String.join(", ", schema.all().stream()
                .map(k -> k.name() + " `" + KeyConditionMatcher.entityTemplate(e, k).source() + "`").toList());
    }
}

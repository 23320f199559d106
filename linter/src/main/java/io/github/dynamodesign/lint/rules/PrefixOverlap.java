package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.SortKeyCondition;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;
import java.util.Optional;

@LintRule(id = "prefix-overlap", severity = Severity.ERROR,
        title = "A key condition also matches an entity type the pattern does not return",
        rationale = "A begins_with prefix without its separator, or a range with an open end, reaches items of another "
                + "type in the same partition: the query returns items the code does not expect (ORDER matches "
                + "ORDERNOTE#...), and Limit counts them.",
        bad = """
                | AP ID | Operation | Table/GSI | PK | SK Condition | SK Value | Returns |
                |---|---|---|---|---|---|---|
                | AP-002 | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER` | Order |
                """,
        good = """
                | AP ID | Operation | Table/GSI | PK | SK Condition | SK Value | Returns |
                |---|---|---|---|---|---|---|
                | AP-002 | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | Order |
                """)
public final class PrefixOverlap implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (ReadPattern p : context.design().reads()) {
            if (p.operation() == Operation.SCAN || p.partitionKey().isEmpty()) {
                continue;
            }
            Optional<KeySchema> schema = context.design().keySchema(p.index());
            if (schema.isEmpty()) {
                continue;
            }
            List<Entity> returned = context.resultTypes(p);
            for (Entity e : context.design().entities()) {
                if (returned.contains(e) || !context.match(p, e).reachable()) {
                    continue;
                }
                findings.onPattern(p, p.id() + " " + condition(p) + " also matches " + e.name() + " items ("
                        + keys(e, schema.get()) + "), which it does not return", hint(p, e, context));
            }
        }
    }

    private static String condition(ReadPattern p) {
        SortKeyCondition sk = p.sortKey();
        String pk = "PK `" + String.join(", ", p.partitionKey().stream().map(KeyTemplate::source).toList()) + "`";
        if (sk == null) {
            return pk;
        }
        String operands = sk.operator() == ConditionOperator.BETWEEN
                ? "`" + sk.operands().get(0).source() + "` AND `" + sk.operands().get(1).source() + "`"
                : "`" + sk.operands().get(0).source() + "`";
        return pk + ", SK " + sk.operator().symbol() + " " + operands;
    }

    private static String keys(Entity e, KeySchema schema) {
        StringBuilder text = new StringBuilder();
        for (KeyAttribute k : schema.all()) {
            text.append(text.length() == 0 ? "" : ", ").append(k.name()).append(" `")
                    .append(KeyConditionMatcher.entityTemplate(e, k).source()).append('`');
        }
        return text.toString();
    }

    private static String hint(ReadPattern p, Entity e, LintContext context) {
        SortKeyCondition sk = p.sortKey();
        if (sk != null && sk.operator() == ConditionOperator.BEGINS_WITH) {
            KeyTemplate prefix = sk.operands().get(0);
            String text = prefix.source();
            char last = text.isEmpty() ? ' ' : text.charAt(text.length() - 1);
            Optional<Character> separator = context.design().separators().stream().findFirst();
            if (prefix.isConstant() && separator.isPresent() && Character.isLetterOrDigit(last)) {
                return "end the prefix with the separator: `" + text + separator.get() + "`";
            }
        }
        if (sk != null && sk.operator().isRange() && sk.operator() != ConditionOperator.BETWEEN) {
            return "bound the range on both sides with BETWEEN, so that it stays within the prefix of the type it reads";
        }
        return "add " + e.name() + " to Returns if it is meant, or give its keys a literal prefix of their own";
    }
}

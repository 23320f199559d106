package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ScalarType;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.ValueKinds;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.Map;
import java.util.Optional;

@LintRule(id = "non-sortable-timestamp", severity = Severity.WARNING,
        title = "Timestamp in a sort key that is neither ISO-8601 nor padded epoch",
        rationale = "Time ranges and newest-first queries rely on text order matching time order. ISO-8601 (always in "
                + "UTC, one precision) and zero-padded epoch seconds sort chronologically; other formats "
                + "(`1/15/2026`, unpadded epoch, an undeclared format) do not.",
        bad = """
                ### Order
                - **SK**: `ORDER#<placedAt>`
                - **Attributes**:
                  - `placedAt` (string) - e.g. 1/15/2026 10:30
                """,
        good = """
                ### Order
                - **SK**: `ORDER#<placedAt>`
                - **Attributes**:
                  - `placedAt` (string, iso-8601)
                """)
public final class NonSortableTimestamp implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (Map.Entry<Entity, KeyDefinition> entry : context.keyDefinitions()) {
            Entity e = entry.getKey();
            KeyDefinition key = entry.getValue();
            if (!KeyParts.isSortKey(context, key)
                    || KeyParts.keyType(context, key.attribute()) == ScalarType.N && key.template().isSinglePlaceholder()) {
                continue;
            }
            for (KeyTemplate.Placeholder p : key.template().placeholders()) {
                Expression x = p.expression();
                if (x instanceof Expression.Call c && c.function() == Expression.Function.PAD) {
                    continue;
                }
                ValueKind kind = context.kind(e, x);
                Optional<Attribute> attribute = KeyParts.referencedAttribute(e, x);
                String where = e.name() + " " + key.label() + " `" + key.template().source() + "`: <" + p.source() + ">";
                if (kind == ValueKind.EPOCH_SECONDS && !ValueKinds.isPadded(e, x)) {
                    findings.onEntity(e, key.location(), where + " is epoch seconds without pad(): before 2001 they have "
                            + "9 digits and sort after later times", "write <pad(" + p.source() + ", 10)> or store ISO-8601");
                } else if (attribute.isPresent() && KeyParts.looksLikeTime(attribute.get().name())
                        && (kind == ValueKind.FREE_TEXT || kind == ValueKind.IDENTIFIER || kind == ValueKind.NUMBER)) {
                    findings.onEntity(e, key.location(), where + " looks like a timestamp but declares no sortable format",
                            "declare `" + attribute.get().name() + "` as (string, iso-8601), (string, date) or "
                                    + "(number, epoch-seconds) with <pad(...)>");
                }
            }
        }
    }
}

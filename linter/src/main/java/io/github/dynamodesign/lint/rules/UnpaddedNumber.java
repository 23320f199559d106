package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
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
        title = "Number in a sort key without `pad`",
        rationale = "Sort keys of type String compare character by character: `SCORE#9` sorts after `SCORE#10`. A "
                + "number in a string sort key must be zero-padded to a fixed width so that text order is numeric order.",
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

    @Override
    public void check(LintContext context, Findings findings) {
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
                    continue;
                }
                if (context.kind(e, x) != ValueKind.NUMBER) {
                    continue;
                }
                Optional<Attribute> attribute = KeyParts.referencedAttribute(e, x);
                if (attribute.isPresent() && (KeyParts.fixedWidth(attribute.get()) || KeyParts.looksLikeTime(attribute.get().name()))) {
                    continue;
                }
                int width = attribute.map(a -> KeyParts.digits(a, 10)).orElse(10);
                findings.onEntity(e, key.location(), e.name() + " " + key.label() + " `" + key.template().source()
                                + "`: <" + p.source() + "> is a number without pad(); as text 9 sorts after 10",
                        "write <pad(" + p.source() + ", " + width + ")> (the width of the largest value)");
            }
        }
    }
}

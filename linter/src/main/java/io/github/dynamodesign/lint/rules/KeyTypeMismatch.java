package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.ScalarType;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.Map;
import java.util.Optional;

@LintRule(id = "key-type-mismatch", severity = Severity.ERROR,
        title = "Key attribute type differs from what its template renders",
        rationale = "DynamoDB rejects a write whose key attribute has another type than the table or index declares: "
                + "a Number key cannot take `USER#42`, and a String key cannot take the number a single `<score>` "
                + "placeholder renders.",
        bad = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (N) |

                - **GSI1SK**: `SCORE#<score>`
                """,
        good = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (N) |

                - **GSI1SK**: `<score>`
                """)
public final class KeyTypeMismatch implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (SecondaryIndex index : context.design().indexes()) {
            for (KeyAttribute k : index.keyAttributes()) {
                context.design().allKeyAttributes().stream()
                        .filter(first -> first.name().equals(k.name()) && first.type() != k.type()).findFirst()
                        .ifPresent(first -> findings.onIndex(index, index.name() + " declares " + k.name() + " "
                                        + k.type().longName() + ", but it is " + first.type().longName() + " in "
                                        + where(context, first) + ": an attribute has one type in every key",
                                "declare " + k.name() + " (" + first.type() + ") here too"));
            }
        }
        for (Map.Entry<Entity, KeyDefinition> entry : context.keyDefinitions()) {
            Entity e = entry.getKey();
            KeyDefinition key = entry.getValue();
            Optional<KeyAttribute> declared = context.keyAttribute(key.attribute());
            if (declared.isEmpty()) {
                continue;
            }
            Optional<ScalarType> rendered = rendered(context, e, key);
            if (rendered.isEmpty()) {
                findings.onEntity(e, key.location(), e.name() + " " + key.label() + " `" + key.template().source()
                        + "` renders a value that cannot be a key (boolean, list, map or set)", "key attributes are S, N or B");
            } else if (rendered.get() != declared.get().type()) {
                findings.onEntity(e, key.location(), e.name() + " " + key.label() + " `" + key.template().source()
                                + "` renders a " + rendered.get().longName() + ", but " + key.attribute() + " is declared "
                                + declared.get().type().longName(),
                        rendered.get() == ScalarType.S && declared.get().type() == ScalarType.N
                                ? "use a single numeric placeholder (`<score>`) for a Number key, or declare the key (S)"
                                : "declare the key (" + rendered.get() + ") or change the template");
            }
        }
        for (Entity e : context.design().entities()) {
            for (KeyAttribute k : context.design().allKeyAttributes()) {
                if (e.key(k.name()).isPresent()) {
                    continue;
                }
                Optional<Attribute> a = e.attribute(k.name());
                if (a.isPresent() && a.get().type().keyType().map(t -> t != k.type()).orElse(true)) {
                    findings.onEntity(e, a.get().location(), e.name() + " attribute `" + a.get().name() + "` is a "
                                    + a.get().type().label() + ", but the key attribute " + k.name() + " is declared " + k.type().longName(),
                            "declare the attribute with the key's type");
                }
            }
        }
    }

    private static Optional<ScalarType> rendered(LintContext context, Entity e, KeyDefinition key) {
        if (key.template().numberLiteral().isPresent() && context.keyAttribute(key.attribute()).map(k -> k.type() == ScalarType.N).orElse(false)) {
            return Optional.of(ScalarType.N);
        }
        if (!key.template().isSinglePlaceholder()) {
            return Optional.of(ScalarType.S);
        }
        var expression = key.template().placeholders().get(0).expression();
        Optional<Attribute> attribute = KeyParts.referencedAttribute(e, expression);
        if (attribute.isPresent()) {
            return attribute.get().type().keyType();
        }
        if (io.github.dynamodesign.design.ValueKinds.isPadded(expression)) {
            return Optional.of(ScalarType.S);
        }
        ValueKind kind = context.kind(e, expression);
        return Optional.of(kind.isNumeric() ? ScalarType.N : ScalarType.S);
    }

    private static String where(LintContext context, KeyAttribute first) {
        if (context.design().tableKeySchema().all().contains(first)) {
            return "the table";
        }
        return context.design().indexes().stream().filter(i -> i.keyAttributes().contains(first)).map(SecondaryIndex::name)
                .findFirst().orElse("another key");
    }
}

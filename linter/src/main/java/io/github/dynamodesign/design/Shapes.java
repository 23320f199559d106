package io.github.dynamodesign.design;

import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The strings a placeholder can render, from the declared type and constraints of what it refers to. Names that
 * an entity does not define (a pattern's own inputs such as {@code <from>}) can be any text without a separator.
 */
public final class Shapes {

    private final Set<Character> separators;
    private final Function<String, Optional<Attribute>> attributes;
    private final Function<String, Optional<DerivedValue>> derived;

    private Shapes(Set<Character> separators, Function<String, Optional<Attribute>> attributes,
                   Function<String, Optional<DerivedValue>> derived) {
        this.separators = separators;
        this.attributes = attributes;
        this.derived = derived;
    }

    /** Shapes of placeholders resolved against an entity (null: nothing is known about any name). */
    public static Shapes of(Entity entity, Set<Character> separators) {
        if (entity == null) {
            return new Shapes(separators, name -> Optional.empty(), name -> Optional.empty());
        }
        return new Shapes(separators, entity::attribute, entity::derivedValue);
    }

    public KeyLanguage.Shape placeholder(KeyTemplate.Placeholder placeholder) {
        return expression(placeholder.expression(), 0);
    }

    public KeyLanguage language(KeyTemplate template) {
        return KeyLanguage.of(template, this::placeholder);
    }

    private KeyLanguage.Shape expression(Expression e, int depth) {
        if (depth > 16) {
            return KeyLanguage.Shape.text(separators);
        }
        if (e instanceof Expression.Reference r) {
            Optional<Attribute> a = attributes.apply(r.name());
            if (a.isPresent()) {
                return attribute(a.get());
            }
            Optional<DerivedValue> d = derived.apply(r.name());
            return d.isPresent() ? expression(d.get().expression(), depth + 1) : KeyLanguage.Shape.text(separators);
        }
        if (e instanceof Expression.StringLiteral s) {
            return new KeyLanguage.Shape.Text(s.value());
        }
        if (e instanceof Expression.Call c) {
            return switch (c.function()) {
                case PAD, FLOOR, ROUND -> KeyLanguage.Shape.NUMBER;
                case LOWER -> expression(c.arguments().get(0), depth + 1).cased(true);
                case UPPER -> expression(c.arguments().get(0), depth + 1).cased(false);
                case TRIM -> expression(c.arguments().get(0), depth + 1);
                case SLUG -> KeyLanguage.Shape.SLUG;
                case DATE, MONTH -> KeyLanguage.Shape.DATE;
                case EPOCH, EPOCH_MILLIS, YEAR -> KeyLanguage.Shape.DIGITS;
                case PLUS_DAYS -> expression(c.arguments().get(0), depth + 1);
            };
        }
        return KeyLanguage.Shape.NUMBER;
    }

    public KeyLanguage.Shape attribute(Attribute a) {
        return switch (a.kind()) {
            case IDENTIFIER -> a.constraints().format() == ValueFormat.ULID ? KeyLanguage.Shape.ULID
                    : a.constraints().format() == ValueFormat.UUID ? KeyLanguage.Shape.UUID
                    : KeyLanguage.Shape.text(separators);
            case ENUM -> KeyLanguage.Shape.oneOfValues(a.constraints().allowedValues());
            case TIMESTAMP -> KeyLanguage.Shape.TIMESTAMP;
            case DATE -> KeyLanguage.Shape.DATE;
            case EPOCH_SECONDS -> KeyLanguage.Shape.DIGITS;
            case NUMBER -> KeyLanguage.Shape.NUMBER;
            case BOOLEAN -> KeyLanguage.Shape.BOOLEAN;
            case FREE_TEXT, BINARY, COLLECTION -> KeyLanguage.Shape.text(separators);
        };
    }
}

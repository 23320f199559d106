package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.DerivedValue;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * How an entity writes one key attribute, compared as what it renders rather than as text: the template without
 * surrounding white space, with the expressions of the derived values it reads. A key attribute the entity has as a
 * plain attribute is {@code <name>}.
 */
final class KeyForms {

    private KeyForms() {
    }

    /** The entity's form of the key attribute; empty when the entity does not write it. */
    static Optional<String> of(Entity entity, String keyAttribute) {
        Optional<KeyDefinition> definition = entity.key(keyAttribute);
        if (definition.isPresent()) {
            return Optional.of(form(entity, definition.get().template()));
        }
        return entity.attribute(keyAttribute).map(a -> "<" + a.name() + ">");
    }

    /** The template as written, for messages: the bullet's template, or {@code <name>} for a plain attribute. */
    static Optional<String> text(Entity entity, String keyAttribute) {
        Optional<KeyDefinition> definition = entity.key(keyAttribute);
        if (definition.isPresent()) {
            return Optional.of(definition.get().template().source().strip());
        }
        return entity.attribute(keyAttribute).map(a -> "<" + a.name() + ">");
    }

    /** Whether the entity writes the key attribute as one of its own attributes, with no template of its own. */
    static boolean plainAttribute(Entity entity, String keyAttribute) {
        return entity.key(keyAttribute).isEmpty() && entity.attribute(keyAttribute).isPresent();
    }

    private static String form(Entity entity, KeyTemplate template) {
        StringBuilder form = new StringBuilder(template.source().strip().replaceAll("<\\s+", "<").replaceAll("\\s+>", ">"));
        Set<String> seen = new LinkedHashSet<>();
        Deque<String> names = new ArrayDeque<>(template.references());
        while (!names.isEmpty()) {
            String name = names.pop();
            Optional<DerivedValue> derived = entity.derivedValue(name);
            if (derived.isPresent() && seen.add(name)) {
                form.append(" where ").append(name).append(" = ").append(derived.get().source().strip());
                names.addAll(derived.get().expression().references());
            }
        }
        return form.toString();
    }
}

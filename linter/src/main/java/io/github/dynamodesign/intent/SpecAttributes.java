package io.github.dynamodesign.intent;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ValueFormat;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SpecEntity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The formats the access-patterns document gives attributes the design leaves plain: a design that lists its keys and
 * says "plain attributes: see the access-patterns document" has {@code startsAt} as text, where the access-patterns
 * document has {@code startsAt (datetime)}. Only a text attribute without a format or listed values takes one; nothing
 * the design states is changed.
 */
public final class SpecAttributes {

    private SpecAttributes() {
    }

    /** The design with its plain text attributes given the formats the access-patterns document states. */
    public static Design completed(Design design, Optional<AccessPatternsSpec> spec) {
        if (spec.isEmpty() || spec.get().entities().isEmpty()) {
            return design;
        }
        List<Entity> entities = new ArrayList<>();
        boolean changed = false;
        for (Entity e : design.entities()) {
            Optional<SpecEntity> described = described(e, spec.get());
            if (described.isEmpty()) {
                entities.add(e);
                continue;
            }
            List<Attribute> attributes = new ArrayList<>();
            for (Attribute a : e.attributes()) {
                Optional<ValueFormat> format = a.type() == AttributeType.STRING && a.constraints().format() == null
                        && a.constraints().allowedValues().isEmpty()
                        ? described.get().attribute(a.name()).flatMap(SpecAttributes::format) : Optional.empty();
                attributes.add(format.map(f -> a.withType(a.type(), a.constraints().withFormat(f))).orElse(a));
                changed |= format.isPresent();
            }
            entities.add(new Entity(e.name(), e.type(), e.heading(), e.description(), e.keys(), attributes, e.derived(),
                    e.examples(), e.ttlAttribute(), e.location(), e.keyOnly()));
        }
        return changed ? new Design(design.file(), design.metadata(), design.table(), design.indexes(), entities,
                design.collections(), design.reads(), design.writes(), design.suppressions(), design.diagnostics()) : design;
    }

    private static Optional<SpecEntity> described(Entity e, AccessPatternsSpec spec) {
        return spec.entities().stream().filter(s -> s.name().equalsIgnoreCase(e.type()) || s.name().equalsIgnoreCase(e.name()))
                .findFirst();
    }

    /** The first word of the type that names a format: "datetime", "date = date part of `startsAt`", "string, ULID". */
    private static Optional<ValueFormat> format(SpecEntity.Attribute a) {
        String type = a.type() == null ? "" : a.type();
        for (String word : type.toLowerCase(Locale.ROOT).split("[\\s,;=()]+")) {
            Optional<ValueFormat> f = ValueFormat.parse(word);
            if (f.isPresent() && f.get() != ValueFormat.CODE) {
                return f;
            }
        }
        return Optional.empty();
    }
}

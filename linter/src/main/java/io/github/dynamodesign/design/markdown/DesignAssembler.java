package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Constraints;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExampleItem;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Table;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns what was read into the model: key labels, the entity type attribute, entity names, attribute references. */
final class DesignAssembler {

    static final String DEFAULT_TYPE_ATTRIBUTE = "entityType";
    private static final Pattern QUOTED = Pattern.compile("[\"“']([^\"”']+)[\"”']");

    private final TableConfiguration config;
    private final List<SecondaryIndex> indexes;
    private final Problems problems;

    /** The table and entities once assembled; looks up key schemas for the pattern reader. */
    record Assembled(Table table, List<Entity> entities, List<SecondaryIndex> indexes) {
        Optional<KeySchema> keySchema(String index) {
            if (index == null) {
                return Optional.of(new KeySchema(null, List.of(table.partitionKey()),
                        table.sortKey() == null ? List.of() : List.of(table.sortKey())));
            }
            return indexes.stream().filter(i -> i.name().equals(index)).findFirst().map(SecondaryIndex::keySchema);
        }
    }

    DesignAssembler(TableConfiguration config, List<SecondaryIndex> indexes, Problems problems) {
        this.config = config;
        this.indexes = indexes;
        this.problems = problems;
    }

    /** The key attribute an entity bullet label writes: PK and SK are the table's; others match by name. */
    Optional<String> keyAttributeForLabel(String label) {
        String n = InlineText.normalize(label);
        if (n.equals("pk") || n.equals("partitionkey")) {
            return Optional.of(config.partitionKey().name());
        }
        if (n.equals("sk") || n.equals("sortkey")) {
            return config.sortKey() == null ? Optional.empty() : Optional.of(config.sortKey().name());
        }
        List<KeyAttribute> all = new ArrayList<>();
        all.add(config.partitionKey());
        if (config.sortKey() != null) {
            all.add(config.sortKey());
        }
        indexes.forEach(i -> all.addAll(i.keyAttributes()));
        return all.stream().map(KeyAttribute::name).filter(name -> InlineText.normalize(name).equals(n)).findFirst();
    }

    Assembled withEntities(List<RawEntity> raw) {
        String typeAttribute = typeAttribute(raw);
        Table table = new Table(config.name(), config.partitionKey(), config.sortKey(), config.billingMode(),
                config.ttlAttribute(), typeAttribute, config.entityTypeAttribute() != null, problems.at(config.line()));
        Map<String, RawEntity> byName = new LinkedHashMap<>();
        Map<RawEntity, String> names = new HashMap<>();
        for (RawEntity e : raw) {
            String name = entityName(e, typeAttribute);
            if (byName.containsKey(name)) {
                problems.error(e.line, "duplicate-entity", "entity " + name + " is defined twice (first at line "
                        + byName.get(name).line + "); the second definition is ignored",
                        "give each entity a unique type value");
                continue;
            }
            byName.put(name, e);
            names.put(e, name);
        }
        Map<String, RawEntity> byHeading = new HashMap<>();
        byName.values().forEach(e -> byHeading.putIfAbsent(e.headingName, e));
        List<Entity> entities = new ArrayList<>();
        for (Map.Entry<String, RawEntity> entry : byName.entrySet()) {
            RawEntity e = entry.getValue();
            e.examples.replaceAll(x -> withKeyValues(e, x));
            List<Attribute> attributes = withImpliedRanges(e,
                    withExampleTypes(e, attributes(e, byName, byHeading, new HashSet<>()), byName.values()));
            entities.add(new Entity(entry.getKey(), e.heading, e.description, e.keys, attributes, e.derived, e.examples,
                    e.ttl, problems.at(e.line)));
        }
        return new Assembled(table, entities, indexes);
    }

    /** The declared attribute, else the one every example item carries as its type, else {@code entityType}. */
    private String typeAttribute(List<RawEntity> raw) {
        if (config.entityTypeAttribute() != null) {
            return config.entityTypeAttribute();
        }
        List<ExampleItem> examples = raw.stream().flatMap(e -> e.examples.stream()).toList();
        if (examples.isEmpty()) {
            return DEFAULT_TYPE_ATTRIBUTE;
        }
        Set<String> common = new java.util.LinkedHashSet<>(examples.get(0).values().keySet());
        examples.forEach(x -> common.retainAll(x.values().keySet()));
        return common.stream()
                .filter(name -> examples.stream().allMatch(x -> x.values().get(name) instanceof String))
                .filter(name -> name.toLowerCase(Locale.ROOT).contains("type") || name.equals("__typename")
                        || name.equals("_et") || name.equalsIgnoreCase("kind"))
                .findFirst().orElse(DEFAULT_TYPE_ATTRIBUTE);
    }

    private String entityName(RawEntity e, String typeAttribute) {
        for (ExampleItem x : e.examples) {
            if (x.values().get(typeAttribute) instanceof String s && !s.isBlank()) {
                return s;
            }
        }
        for (Attribute a : e.attributes) {
            if (a.name().equals(typeAttribute)) {
                Matcher m = QUOTED.matcher(a.description());
                if (m.find()) {
                    return m.group(1).strip();
                }
            }
        }
        return e.headingName;
    }

    private List<Attribute> attributes(RawEntity e, Map<String, RawEntity> byName, Map<String, RawEntity> byHeading,
                                       Set<RawEntity> visiting) {
        Map<String, Attribute> result = new LinkedHashMap<>();
        for (Attribute a : e.attributes) {
            Attribute previous = result.putIfAbsent(a.name(), a);
            if (previous != null && !previous.location().equals(a.location()) && !a.name().equals(e.ttl)) {
                problems.warning(a.location().line(), "duplicate-attribute", "attribute `" + a.name()
                        + "` is declared twice in " + e.headingName + "; the first declaration is used", "remove one");
            }
        }
        RawEntity.AttributeReference ref = e.reference;
        if (ref != null && visiting.add(e)) {
            if (ref.sameAs() != null) {
                RawEntity other = byName.getOrDefault(ref.sameAs(), byHeading.get(ref.sameAs()));
                if (other == null) {
                    problems.error(ref.line(), "unknown-entity", e.headingName + " takes its attributes from "
                            + ref.sameAs() + ", which is no entity of this design", "name an entity defined in this document");
                } else {
                    for (Attribute a : attributes(other, byName, byHeading, visiting)) {
                        result.putIfAbsent(a.name(), a.at(problems.at(ref.line())));
                    }
                }
            }
            for (String name : ref.names()) {
                result.putIfAbsent(name, declaredElsewhere(name, byName).map(a -> a.at(problems.at(ref.line())))
                        .orElse(new Attribute(name, AttributeType.STRING, null, "", problems.at(ref.line()))));
            }
        }
        if (ref != null) {
            keyOnlyValues(e, result, byName);
        }
        return new ArrayList<>(result.values());
    }

    /**
     * Values that live only in an entity's keys ({@code EMAIL#<email>} with {@code Minimal -- customerId}, a parent id
     * only in the partition key) are attributes of its items, typed as the entity that declares them has them. Only
     * for entities whose attributes were given by name or by reference: a full list of typed attributes is taken as
     * complete, so that a misspelt placeholder is still reported.
     */
    private void keyOnlyValues(RawEntity e, Map<String, Attribute> result, Map<String, RawEntity> byName) {
        for (KeyDefinition k : e.keys) {
            for (String name : k.template().references()) {
                boolean derived = e.derived.stream().anyMatch(d -> d.name().equals(name));
                if (!derived && !result.containsKey(name)) {
                    result.put(name, declaredElsewhere(name, byName).map(a -> a.at(k.location()))
                            .orElse(new Attribute(name, AttributeType.STRING, null, "", k.location())));
                    e.untyped.add(name);
                }
            }
        }
    }

    /** The first declaration of the name with a type, in any entity; else the first by name only. */
    private static Optional<Attribute> declaredElsewhere(String name, Map<String, RawEntity> entities) {
        Optional<Attribute> typed = entities.values().stream().flatMap(e -> e.attributes.stream()
                .filter(a -> a.name().equals(name) && !e.untyped.contains(name))).findFirst();
        return typed.isPresent() ? typed
                : entities.values().stream().flatMap(e -> e.attributes.stream()).filter(a -> a.name().equals(name)).findFirst();
    }

    /**
     * Types and formats the document leaves to its example items: an attribute named without a type takes the type
     * its example values show (a number, a boolean, a map, a list, a string), and a string without a format takes the
     * format they show (an ISO-8601 timestamp, a date, a ULID, a UUID).
     */
    private List<Attribute> withExampleTypes(RawEntity e, List<Attribute> attributes, Collection<RawEntity> all) {
        List<Attribute> refined = new ArrayList<>();
        for (Attribute a : attributes) {
            boolean untyped = e.untyped.contains(a.name());
            boolean formatless = a.type() == AttributeType.STRING && a.constraints().format() == null
                    && !a.constraints().isEnum();
            if (!untyped && !formatless) {
                refined.add(a);
                continue;
            }
            List<Object> values = examples(a.name(), List.of(e));
            if (values.isEmpty()) {
                values = examples(a.name(), all);
            }
            Optional<ExampleTypes.Shown> shown = ExampleTypes.of(values);
            if (shown.isEmpty()) {
                refined.add(a);
                continue;
            }
            AttributeType type = untyped ? shown.get().type() : a.type();
            Constraints c = a.constraints();
            if (type == AttributeType.STRING && c.format() == null && shown.get().format().isPresent()) {
                c = c.withFormat(shown.get().format().get());
            }
            refined.add(type == a.type() && c.equals(a.constraints()) ? a : a.withType(type, c));
        }
        return refined;
    }

    /**
     * Ranges the document implies for numbers without one: the range the prose after a key states ("placement is
     * 1..8"), and the width a key pads a number to ({@code pad(seasonNumber, 3)}: 0..999).
     */
    private static List<Attribute> withImpliedRanges(RawEntity e, List<Attribute> attributes) {
        Map<String, BigDecimal[]> implied = new LinkedHashMap<>(e.proseRanges);
        for (KeyDefinition k : e.keys) {
            for (KeyTemplate.Placeholder p : k.template().placeholders()) {
                if (p.expression() instanceof Expression.Call c && c.function() == Expression.Function.PAD
                        && c.arguments().get(0) instanceof Expression.Reference r
                        && c.arguments().get(1) instanceof Expression.NumberLiteral w) {
                    implied.putIfAbsent(r.name(), new BigDecimal[] {BigDecimal.ZERO, BigDecimal.TEN.pow(w.value().intValue())
                            .subtract(BigDecimal.ONE)});
                }
            }
        }
        List<Attribute> result = new ArrayList<>();
        for (Attribute a : attributes) {
            BigDecimal[] range = implied.get(a.name());
            boolean open = a.constraints().min() == null && a.constraints().max() == null;
            result.add(range != null && open && a.type() == AttributeType.NUMBER
                    ? a.withType(a.type(), a.constraints().withRange(range[0], range[1])) : a);
        }
        return result;
    }

    /**
     * An example item with the values that live only in its keys read back from them: {@code "pk": "EMAIL#ana@x.io"}
     * with {@code EMAIL#<email>} gives {@code email = ana@x.io}. Only plain placeholders between literal text are read.
     */
    private static ExampleItem withKeyValues(RawEntity e, ExampleItem example) {
        Map<String, Object> values = new LinkedHashMap<>(example.values());
        for (KeyDefinition k : e.keys) {
            if (!(values.get(k.attribute()) instanceof String rendered)) {
                continue;
            }
            List<KeyTemplate.Segment> segments = k.template().segments();
            int at = 0;
            for (int i = 0; i < segments.size() && at >= 0; i++) {
                if (segments.get(i) instanceof KeyTemplate.Literal l) {
                    at = rendered.startsWith(l.text(), at) ? at + l.text().length() : -1;
                } else if (segments.get(i) instanceof KeyTemplate.Placeholder p && p.expression() instanceof Expression.Reference r) {
                    boolean last = i == segments.size() - 1;
                    int end = last ? rendered.length()
                            : segments.get(i + 1) instanceof KeyTemplate.Literal next ? rendered.indexOf(next.text(), at) : -1;
                    if (end < at) {
                        break;
                    }
                    values.putIfAbsent(r.name(), rendered.substring(at, end));
                    at = end;
                } else {
                    break;
                }
            }
        }
        return values.size() == example.values().size() ? example : new ExampleItem(values, example.location());
    }

    private static List<Object> examples(String name, Collection<RawEntity> entities) {
        List<Object> values = new ArrayList<>();
        for (RawEntity e : entities) {
            for (ExampleItem x : e.examples) {
                if (x.values().containsKey(name)) {
                    values.add(x.values().get(name));
                }
            }
        }
        return values;
    }
}

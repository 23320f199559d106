package io.github.dynamodesign.design;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * An entity type of the single-table design.
 *
 * @param name the entity's name, unique in the design: its type value, or for a variant the type value and the state
 *             or alternative it stands for ({@code Issue (SENT)})
 * @param type the entity's type value, as items carry it in the entity type attribute; variants of one entity written
 *             in several shapes (a key matrix row per state, key templates given as alternatives) share it
 * @param heading the heading text as written
 * @param keys one template per key attribute the entity writes
 * @param ttlAttribute the attribute named by the entity's TTL bullet, or null
 * @param keyOnly values the keys are made of that the items do not hold as attributes of their own (a guard item
 *                `SLOT#<visitDate>#<startTime>` whose example holds neither): an index keyed on such a name has none
 *                of its items
 */
public record Entity(String name, String type, String heading, String description, List<KeyDefinition> keys,
                     List<Attribute> attributes, List<DerivedValue> derived, List<ExampleItem> examples,
                     String ttlAttribute, SourceLocation location, java.util.Set<String> keyOnly) {

    public Entity(String name, String type, String heading, String description, List<KeyDefinition> keys,
                  List<Attribute> attributes, List<DerivedValue> derived, List<ExampleItem> examples,
                  String ttlAttribute, SourceLocation location) {
        this(name, type, heading, description, keys, attributes, derived, examples, ttlAttribute, location, java.util.Set.of());
    }

    public Entity {
        keyOnly = java.util.Set.copyOf(keyOnly);
        keys = List.copyOf(keys);
        attributes = List.copyOf(attributes);
        derived = List.copyOf(derived);
        examples = List.copyOf(examples);
        description = description == null ? "" : description;
        type = type == null ? name : type;
    }

    /** Whether this entity is one shape of an entity written in several (its name is not its type value). */
    public boolean isVariant() {
        return !name.equals(type);
    }

    /** The states a shape is named for: {@code Station (COMMISSIONING or OFFLINE)} is in two; none for an entity's only shape. */
    public List<String> states() {
        int open = name.indexOf('(');
        int close = name.lastIndexOf(')');
        return !isVariant() || open < 0 ? List.of() : statesOf(name.substring(open + 1, close < open ? name.length() : close));
    }

    /** The states a qualifier names: {@code FIRING or COOLING}, {@code OPEN / ACKNOWLEDGED} are two. */
    public static List<String> statesOf(String qualifier) {
        return java.util.Arrays.stream(qualifier.strip().split("\\s*(?:,|/|\\bor\\b|\\|)\\s*")).map(String::strip)
                .filter(s -> !s.isBlank()).toList();
    }

    public Optional<Attribute> attribute(String attributeName) {
        return attributes.stream().filter(a -> a.name().equals(attributeName)).findFirst();
    }

    public Optional<DerivedValue> derivedValue(String valueName) {
        return derived.stream().filter(d -> d.name().equals(valueName)).findFirst();
    }

    public Optional<KeyDefinition> key(String keyAttribute) {
        return keys.stream().filter(k -> k.attribute().equals(keyAttribute)).findFirst();
    }

    /**
     * Whether the entity is named after another one, whose name its own holds as whole words: {@code VolunteerYearStat}
     * (a per-year item of a volunteer) of {@code Volunteer}; never of itself.
     */
    public boolean namedAfter(String other) {
        if (other == null || other.isBlank() || name.equals(other) || type.equals(other)) {
            return false;
        }
        java.util.regex.Pattern word = java.util.regex.Pattern.compile("(?:^|(?<=[\\p{Ll}\\p{N}_ -]))" + java.util.regex.Pattern.quote(other)
                + "(?=$|[\\p{Lu}\\p{N}_ -])");
        return word.matcher(name).find() || word.matcher(type).find();
    }

    /** Whether a name is an attribute or a derived value of this entity. */
    public boolean defines(String valueName) {
        return attribute(valueName).isPresent() || derivedValue(valueName).isPresent();
    }

    /**
     * Whether the entity can write a key attribute: through a template, or by having an attribute of that name
     * (multi-attribute index keys use plain attributes), or a value derived from others under that name.
     */
    public boolean writesKey(String keyAttribute) {
        return key(keyAttribute).isPresent() || defines(keyAttribute) && !keyOnly.contains(keyAttribute);
    }

    /**
     * Resolves names against an item of this entity: attribute values, then derived values (evaluated on demand).
     * Numbers are {@link java.math.BigDecimal}.
     */
    public Function<String, Optional<Object>> resolver(Map<String, ?> item) {
        return new Resolver(item, new HashSet<>())::resolve;
    }

    /** The value of a key attribute for an item: its template rendered, or the attribute itself. Empty when not written. */
    public Optional<Object> keyValue(String keyAttribute, Map<String, ?> item) {
        Optional<KeyDefinition> definition = key(keyAttribute);
        if (definition.isPresent()) {
            return definition.get().template().evaluate(resolver(item));
        }
        return item.get(keyAttribute) != null ? Optional.of(item.get(keyAttribute))
                : derivedValue(keyAttribute).isPresent() ? resolver(item).apply(keyAttribute) : Optional.empty();
    }

    private final class Resolver {
        private final Map<String, ?> item;
        private final Set<String> evaluating;

        Resolver(Map<String, ?> item, Set<String> evaluating) {
            this.item = item;
            this.evaluating = evaluating;
        }

        Optional<Object> resolve(String valueName) {
            Object value = item.get(valueName);
            if (value != null) {
                return Optional.of(value);
            }
            Optional<DerivedValue> d = derivedValue(valueName);
            if (d.isEmpty()) {
                return Optional.empty();
            }
            if (!evaluating.add(valueName)) {
                throw new ExpressionException("derived value '" + valueName + "' refers to itself");
            }
            try {
                return ExpressionEvaluator.evaluate(d.get().expression(), this::resolve);
            } finally {
                evaluating.remove(valueName);
            }
        }
    }
}

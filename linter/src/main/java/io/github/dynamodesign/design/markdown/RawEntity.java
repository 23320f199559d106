package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.DerivedValue;
import io.github.dynamodesign.design.ExampleItem;
import io.github.dynamodesign.design.KeyDefinition;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** An entity as written, before references between entities and its type value are resolved. */
final class RawEntity {

    /** {@code Same as X}, or attributes given by name only. */
    record AttributeReference(String sameAs, List<String> names, int line) {
    }

    final String heading;
    String headingName;
    final int line;
    String description = "";
    final List<KeyDefinition> keys = new ArrayList<>();
    final List<Attribute> attributes = new ArrayList<>();
    /** Attribute lists under this heading that name another entity ({@code - **Truck** — `truckId` (S), …}): name, list, line. */
    final List<NamedAttributes> othersAttributes = new ArrayList<>();

    /** An attribute list given under one heading for the entity it names. */
    record NamedAttributes(String entity, String list, int line) {
    }
    /** Attributes declared by the key bullets of an index keyed by them; the attribute list, where it has them, wins. */
    final List<Attribute> keyAttributes = new ArrayList<>();
    AttributeReference reference;
    /** Attributes named without a type: their type comes from another entity or the example items. */
    final Set<String> untyped = new LinkedHashSet<>();
    final List<DerivedValue> derived = new ArrayList<>();
    /** Ranges the prose after a key gives its values ("placement is 1..8"). */
    final java.util.Map<String, java.math.BigDecimal[]> proseRanges = new java.util.LinkedHashMap<>();
    final List<ExampleItem> examples = new ArrayList<>();
    String ttl;
    /** The entity's section as written, without its code blocks: where prose may define its keys' values. */
    String prose = "";

    /**
     * Templates written as alternatives ({@code `TEACHER#<teacherId>` or `ROOM#<roomId>`}), by key attribute, the first
     * included: the entity has one variant per alternative.
     */
    final Map<String, List<KeyDefinition>> alternatives = new LinkedHashMap<>();
    /** The names of the alternatives, by position, where the document gives them (the condition of each case). */
    final List<String> alternativeNames = new ArrayList<>();
    /** Key-matrix rows of this entity in a named state ({@code Issue (SENT)}): each a variant with its own keys. */
    final List<RawEntity> variants = new ArrayList<>();

    /** The example items of the entity and of its shapes (key-matrix rows may have taken some): one type's items. */
    List<ExampleItem> examplesWithShapes() {
        List<ExampleItem> all = new ArrayList<>(examples);
        variants.forEach(v -> all.addAll(v.examples));
        return all;
    }
    /**
     * The states of each case of a key cell written per state, by the case template's first word in lower case
     * ({@code bench} for {@code `BENCH#<techId>` while DIAGNOSING / IN_REPAIR}): a sibling cell's case labelled
     * {@code (bench)} is written in those states.
     */
    final Map<String, String> caseWords = new LinkedHashMap<>();
    /** Whether a key-matrix row names this entity without a state, beside rows that do. */
    boolean plainRow;
    /** For a variant: the state or alternative it stands for, and the entity it is a variant of. */
    String qualifier;
    RawEntity base;
    /**
     * Keys written only in one state ({@code `APPROVER#<managerId>` (only while status = SUBMITTED)}), by key attribute:
     * the state's value. The entity then has a shape in that state with them and one in the others without.
     */
    final Map<String, String> stateKeys = new LinkedHashMap<>();
    /** For the shape without the state keys: the states it is not in. */
    final Set<String> notInStates = new LinkedHashSet<>();
    /** For a key-matrix variant: the key attributes its matrix has columns for (a `-` there means no such key). */
    final Set<String> matrixKeys = new LinkedHashSet<>();

    RawEntity(String heading, String headingName, int line) {
        this.heading = heading;
        this.headingName = headingName;
        this.line = line;
    }

    /** What another definition of this entity says besides keys: its attributes, values, examples and words. */
    void absorb(RawEntity other) {
        other.attributes.stream().filter(a -> attributes.stream().noneMatch(b -> b.name().equals(a.name()))).forEach(attributes::add);
        other.keyAttributes.stream().filter(a -> keyAttributes.stream().noneMatch(b -> b.name().equals(a.name()))).forEach(keyAttributes::add);
        untyped.addAll(other.untyped);
        derived.addAll(other.derived);
        other.proseRanges.forEach(proseRanges::putIfAbsent);
        // an example the other section holds is this entity's only if it has what this entity's keys are made of
        other.examples.stream().filter(x -> keys.stream().allMatch(k -> k.template().references().stream()
                .allMatch(r -> x.values().containsKey(r) || derived.stream().anyMatch(d -> d.name().equals(r))))).forEach(examples::add);
        description = description == null || description.isBlank() ? other.description : description;
        ttl = ttl != null ? ttl : other.ttl;
        reference = reference != null ? reference : other.reference;
        prose = prose + "\n" + other.prose;
    }

    /** The states a qualifier names: {@code FIRING or COOLING} is two. */
    static List<String> states(String qualifier) {
        return io.github.dynamodesign.design.Entity.statesOf(qualifier);
    }

    /** A variant of this entity in a named state or with one of its alternative templates. */
    RawEntity variant(String qualifierText, int variantLine) {
        RawEntity v = new RawEntity(heading + " (" + qualifierText + ")", headingName, variantLine);
        v.qualifier = qualifierText;
        v.base = this;
        return v;
    }
}

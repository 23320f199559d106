package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.ExampleItem;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An entity written in several shapes becomes one entity per shape, each a variant of one type: key-matrix rows of
 * one entity in named states ({@code Issue (DRAFT)}, {@code Issue (SENT)}), and key templates given as alternatives
 * ({@code `TEACHER#<teacherId>` or `ROOM#<roomId>`}). A variant shares the entity's attributes and takes the example
 * items that fit its shape.
 */
final class EntityVariants {

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+");

    private EntityVariants() {
    }

    static List<RawEntity> expand(List<RawEntity> raw) {
        List<RawEntity> result = new ArrayList<>();
        for (RawEntity e : raw) {
            List<RawEntity> variants = !e.variants.isEmpty() ? stateVariants(e)
                    : !e.alternatives.isEmpty() ? alternativeVariants(e) : !e.stateKeys.isEmpty() ? stateKeyVariants(e) : List.of();
            if (variants.isEmpty()) {
                result.add(e);
                continue;
            }
            List<RawEntity> shapes = new ArrayList<>(variants);
            if (e.plainRow) {
                shapes.add(0, e);
            }
            List<ExampleItem> examples = List.copyOf(e.examples);
            shapes.forEach(v -> v.examples.clear());
            for (ExampleItem x : examples) {
                fitting(shapes, x).ifPresent(v -> v.examples.add(x));
            }
            result.addAll(shapes);
        }
        return result;
    }

    /** The variants of the key-matrix rows: each row's keys, and the entity's keys the matrix has no column for. */
    private static List<RawEntity> stateVariants(RawEntity e) {
        for (RawEntity v : e.variants) {
            share(e, v);
            e.keys.stream().filter(k -> !v.matrixKeys.contains(k.attribute())).forEach(v.keys::add);
        }
        return e.variants;
    }

    /**
     * Keys written in one state only: a shape in that state with every key, and the entity in its other states
     * without them (its plain row).
     */
    private static List<RawEntity> stateKeyVariants(RawEntity e) {
        List<RawEntity> variants = new ArrayList<>();
        for (String state : new LinkedHashSet<>(e.stateKeys.values())) {
            RawEntity v = e.variant(state, e.line);
            share(e, v);
            e.keys.stream().filter(k -> !e.stateKeys.containsKey(k.attribute()) || e.stateKeys.get(k.attribute()).equals(state))
                    .forEach(v.keys::add);
            variants.add(v);
            e.notInStates.addAll(RawEntity.states(state));
        }
        // the index a state key belongs to is the state's: its other key (gsi3sk beside gsi3pk) goes with it
        Set<String> indexes = new HashSet<>();
        e.stateKeys.keySet().forEach(a -> indexes.add(indexStem(a)));
        e.keys.removeIf(k -> e.stateKeys.containsKey(k.attribute()) || indexes.contains(indexStem(k.attribute())));
        // an attribute that is itself the state's key (`pendingZoneId`, removed when the renewal is decided) is not
        // the other states'
        e.attributes.removeIf(a -> e.stateKeys.containsKey(a.name()));
        e.plainRow = true;
        return variants;
    }

    /** {@code gsi3} of {@code gsi3pk} and {@code GSI3SK}; a table key ({@code pk}, {@code sk}) has none. */
    private static String indexStem(String attribute) {
        String stem = attribute.toLowerCase(Locale.ROOT).replaceAll("_?(?:pk|sk|partitionkey|sortkey)$", "");
        return stem.isEmpty() || stem.equals(attribute.toLowerCase(Locale.ROOT)) ? "\u0000" + attribute : stem;
    }

    /** One variant per alternative, the alternatives of several keys taken together by position. */
    private static List<RawEntity> alternativeVariants(RawEntity e) {
        int count = e.alternatives.values().stream().mapToInt(List::size).max().orElse(1);
        List<KeyDefinition> leading = e.alternatives.values().iterator().next();
        List<RawEntity> variants = new ArrayList<>();
        Set<String> qualifiers = new HashSet<>();
        for (int i = 0; i < count; i++) {
            KeyTemplate shown = leading.get(Math.min(i, leading.size() - 1)).template();
            String qualifier = i < e.alternativeNames.size() && qualifiers.add(e.alternativeNames.get(i)) ? e.alternativeNames.get(i)
                    : leadingWord(shown).filter(qualifiers::add).orElse(String.valueOf(i + 1));
            RawEntity v = e.variant(qualifier, e.line);
            share(e, v);
            for (KeyDefinition k : e.keys) {
                List<KeyDefinition> choices = e.alternatives.get(k.attribute());
                v.keys.add(choices == null ? k : choices.get(Math.min(i, choices.size() - 1)));
            }
            variants.add(v);
        }
        return variants;
    }

    private static void share(RawEntity from, RawEntity to) {
        to.description = from.description;
        to.attributes.addAll(from.attributes);
        to.reference = from.reference;
        to.untyped.addAll(from.untyped);
        to.derived.addAll(from.derived);
        to.proseRanges.putAll(from.proseRanges);
        to.ttl = from.ttl;
        to.prose = from.prose;
    }

    /** The literal word a template starts with ({@code ROOM} of {@code ROOM#<roomId>}). */
    private static Optional<String> leadingWord(KeyTemplate t) {
        if (t.segments().isEmpty() || !(t.segments().get(0) instanceof KeyTemplate.Literal l)) {
            return Optional.empty();
        }
        Matcher m = WORD.matcher(l.text());
        return m.find() ? Optional.of(m.group()) : Optional.empty();
    }

    /**
     * The shape an example item is of: the one whose state it names as a value ({@code "status": "SENT"}), else the
     * one whose keys it has and no others (each key value starting as its template does).
     */
    private static Optional<RawEntity> fitting(List<RawEntity> shapes, ExampleItem x) {
        for (RawEntity v : shapes) {
            if (v.qualifier != null && x.values().values().stream()
                    .anyMatch(value -> value instanceof String s && RawEntity.states(v.qualifier).stream().anyMatch(s::equalsIgnoreCase))) {
                return Optional.of(v);
            }
        }
        Set<String> differing = new LinkedHashSet<>();
        for (RawEntity v : shapes) {
            for (KeyDefinition k : v.keys) {
                boolean same = shapes.stream().allMatch(o -> o.keys.stream().anyMatch(ok -> ok.attribute().equals(k.attribute())
                        && ok.template().source().equals(k.template().source())));
                if (!same) {
                    differing.add(k.attribute());
                }
            }
        }
        return shapes.stream().filter(v -> differing.stream().allMatch(a -> fits(v, a, x, true))).findFirst()
                .or(() -> shapes.stream().filter(v -> differing.stream().allMatch(a -> fits(v, a, x, false))).findFirst());
    }

    /** @param whole whether the value must have the template's whole literal skeleton, else only its first literal */
    private static boolean fits(RawEntity v, String keyAttribute, ExampleItem x, boolean whole) {
        Object value = x.values().get(keyAttribute);
        Optional<KeyDefinition> k = v.keys.stream().filter(d -> d.attribute().equals(keyAttribute)).findFirst();
        if (k.isEmpty()) {
            return value == null;
        }
        if (value == null) {
            return false;
        }
        List<KeyTemplate.Segment> segments = k.get().template().segments();
        if (whole) {
            // the whole literal skeleton, which tells the shapes apart (`FAIR#…#NEEDS#…` and `FAIR#…#RANK#…`)
            StringBuilder skeleton = new StringBuilder("(?i)");
            for (KeyTemplate.Segment s : segments) {
                skeleton.append(s instanceof KeyTemplate.Literal l ? Pattern.quote(l.text()) : ".*?");
            }
            return value.toString().matches(skeleton.toString());
        }
        String prefix = !segments.isEmpty() && segments.get(0) instanceof KeyTemplate.Literal l ? l.text() : "";
        return value.toString().toLowerCase(Locale.ROOT).startsWith(prefix.toLowerCase(Locale.ROOT));
    }
}

package io.github.dynamodesign.verify.sample;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.ValueFormat;
import io.github.dynamodesign.design.ValueKind;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;

/**
 * Entities for write patterns: new identifiers that no seeded item has, every attribute present, and values shared by
 * name across the steps of one pattern (the order and its items carry the same orderId). A second step on the same
 * entity is another item of it: the values that entity made itself are new, the ones it shares are kept (the second
 * item of an order has its own line number and the order's id).
 */
public final class FreshItems {

    private static final String CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

    /** One random stream for fresh identifiers, another for other values: each a multiplier of the seed, an offset, and a prime per space. */
    private record RandomStream(long seedFactor, long offset, long spacePrime) {
    }

    private static final RandomStream IDENTIFIERS = new RandomStream(7919, 17, 104_729L);
    private static final RandomStream VALUES = new RandomStream(31, 5, 15_485_863L);

    private final Design design;
    private final Random random;
    private final ValueFactory values;
    private final Map<String, Entity> owners = new HashMap<>();
    private final int space;
    private int counter;

    /** Values of one write case, by attribute name, and which entity's step made each. */
    public static final class World {
        public final Map<String, Object> values = new LinkedHashMap<>();
        final Map<String, Entity> madeBy = new HashMap<>();
        final Set<Entity> made = new HashSet<>();
    }

    /**
     * @param space a number of its own for each case of a session, so that cases running at the same time never make the
     *              same item
     */
    public FreshItems(Design design, long seed, int space) {
        this.design = design;
        this.space = space;
        this.random = new Random(subSeed(seed, space, IDENTIFIERS));
        this.values = new ValueFactory(new Random(subSeed(seed, space, VALUES)), Map.of());
        for (Entity e : design.entities()) {
            for (Attribute a : e.attributes()) {
                if (SampleGenerator.isIdentifier(a) && (e.type() + "id").equalsIgnoreCase(a.name())) {
                    owners.putIfAbsent(a.name(), e);
                }
            }
        }
    }

    /** The seed of one stream of one case: distinct per case (space) and per session seed. */
    private static long subSeed(long seed, int space, RandomStream stream) {
        return seed * stream.seedFactor() + stream.offset() + space * stream.spacePrime();
    }

    /** A world that keeps only the identifiers of the given one: the new version of its items. */
    public World identifiersOf(World world) {
        World renewed = new World();
        for (Map.Entry<String, Object> v : world.values.entrySet()) {
            boolean identifier = design.entities().stream().anyMatch(x -> x.attribute(v.getKey())
                    .map(SampleGenerator::isIdentifier).orElse(false));
            if (identifier) {
                renewed.values.put(v.getKey(), v.getValue());
            }
        }
        return renewed;
    }

    public Map<String, Object> item(Entity e, World world) {
        return item(e, world, Map.of());
    }

    /**
     * An item whose renamed attributes take the world's value of another name ({@code roomId} that of
     * {@code newRoomId}): the item a step addresses under that name.
     */
    public Map<String, Object> item(Entity e, World world, Map<String, String> renamed) {
        return item(e, world, renamed, false);
    }

    /**
     * @param another whether the item is another one of an entity the world has one of already, whatever values it
     *                shares by name ("4. Update home Standing … 5. Update away Standing" in one transaction): the
     *                identifiers its table key is made of are its own
     */
    public Map<String, Object> item(Entity e, World world, Map<String, String> renamed, boolean another) {
        Map<String, Object> item = new LinkedHashMap<>();
        Set<String> keyNames = keyReferences(e);
        Set<String> ownKey = another && world.made.contains(e) ? tableKeyReferences(e) : Set.of();
        int n = counter++;
        boolean repeat = !world.made.add(e);
        for (Attribute a : e.attributes()) {
            String name = a.name();
            if (name.equals(design.table().entityTypeAttribute())) {
                item.put(name, e.type());
                continue;
            }
            boolean own = owns(name, e);
            String slot = renamed.getOrDefault(name, name);
            Entity maker = world.madeBy.get(slot);
            boolean itsOwn = ownKey.contains(name) && SampleGenerator.isIdentifier(a) && renamed.isEmpty();
            if (world.values.containsKey(slot) && !((own || repeat) && maker == e) && !itsOwn) {
                item.put(name, world.values.get(slot));
                continue;
            }
            Object value;
            if (SampleGenerator.isIdentifier(a)) {
                value = identifier(a);
            } else if (a.kind() == ValueKind.FREE_TEXT && keyNames.contains(name) && a.constraints().shapeIfAny().isEmpty()) {
                // (a text written in a shape, `memberNo` of six digits, is made in its shape)
                value = ValueFactory.inCase("Wr" + space + "n" + n + a.name().length(), a);
            } else {
                value = values.value(a, n + 3);
            }
            item.put(name, value);
        }
        SampleGenerator.copies(e, item);
        item.forEach((k, v) -> {
            String slot = renamed.getOrDefault(k, k);
            if (!world.values.containsKey(slot) || owns(k, e) && !repeat) {
                world.values.put(slot, v);
                world.madeBy.put(slot, e);
            }
        });
        return item;
    }

    /** Whether the entity makes the identifier: its type's own id, in every shape of the entity. */
    private boolean owns(String attribute, Entity e) {
        Entity owner = owners.get(attribute);
        return owner != null && owner.type().equals(e.type());
    }

    /** A value of the attribute's type different from the one given (for updates). */
    public Object another(Attribute a, Object current) {
        for (int i = 0; i < 50; i++) {
            Object candidate = SampleGenerator.isIdentifier(a) ? identifier(a) : values.value(a, counter++ + 5);
            if (!NaturalOrder.text(candidate).equals(NaturalOrder.text(current))) {
                return candidate;
            }
        }
        return current;
    }

    private Object identifier(Attribute a) {
        ValueFormat f = a.constraints().format();
        if (f == ValueFormat.ULID) {
            StringBuilder s = new StringBuilder("01J1WR");
            for (int i = 0; i < 20; i++) {
                s.append(CROCKFORD.charAt(random.nextInt(32)));
            }
            return s.toString();
        }
        if (f == ValueFormat.UUID) {
            return new UUID(random.nextLong(), random.nextLong()).toString();
        }
        String prefix = a.name().isEmpty() ? "x" : a.name().substring(0, 1).toLowerCase(Locale.ROOT);
        String value = prefix + "w" + space + "n" + (++counter);
        Integer max = a.constraints().maxChars();
        return max != null && value.length() > max ? value.substring(value.length() - max) : value;
    }

    private Set<String> tableKeyReferences(Entity e) {
        Set<String> names = new HashSet<>();
        design.tableKeySchema().all().forEach(k -> e.key(k.name()).ifPresent(d -> names.addAll(d.template().references())));
        return names;
    }

    private Set<String> keyReferences(Entity e) {
        Set<String> names = new HashSet<>();
        for (KeyDefinition k : e.keys()) {
            names.addAll(k.template().references());
        }
        Set<String> expanded = new HashSet<>(names);
        for (String name : names) {
            e.derivedValue(name).ifPresent(d -> expanded.addAll(d.expression().references()));
        }
        return expanded;
    }
}

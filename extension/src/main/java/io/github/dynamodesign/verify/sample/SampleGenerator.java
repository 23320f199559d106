package io.github.dynamodesign.verify.sample;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExampleItem;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.ValueFormat;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.verify.ItemOrigin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Sample items for every entity, deterministic from a seed. Identifiers link entities through shared names
 * ({@code Order.customerId} takes the values of {@code Customer.customerId}); an entity whose partition key holds
 * another entity's identifier gets a few children under each of the first parents; the document's example items
 * are included.
 */
public final class SampleGenerator {

    public static final int ROOTS = 5;
    public static final int PARENTS = 4;
    public static final int CHILDREN = 3;
    /**
     * The first items of an entity without a parent share their low-cardinality values (enums, booleans) and the
     * identifiers no entity owns: a crowd in one index partition, so that ranges, orders and Limits there have items to
     * choose among.
     */
    public static final int CROWD = 4;
    /** How far apart the numbering of the shapes of one entity starts, so that no two share a primary key. */
    private static final int SHAPE_OFFSET = 40;
    /** The first parent's children outnumber the largest Limit (up to this many), so that every Limit is exceeded. */
    public static final int MAX_FIRST_PARENT_CHILDREN = 128;

    /** An entity's typed values and how they came about. */
    /** @param example where the document gives the item, for an example item; null for a generated one */
    public record Sample(Entity entity, Map<String, Object> values, ItemOrigin origin, io.github.dynamodesign.design.SourceLocation example) {
    }

    private final Design design;
    private final ValueFactory values;
    private final int firstParentChildren;
    private final Map<String, List<Object>> pools = new HashMap<>();
    private final Map<String, Entity> owners = new HashMap<>();
    private final Map<String, String> poolOf = new HashMap<>();
    private final Map<Entity, Set<String>> crowdShared = new HashMap<>();
    /** The texts that alone make an item's key, per type and attribute: each item's own. */
    private final Map<String, Set<Object>> identities = new HashMap<>();
    /** The largest Limit a read of the entity has, by entity name or type. */
    private final Map<String, Integer> limits = new HashMap<>();

    public SampleGenerator(Design design, long seed) {
        this(design, seed, Map.of());
    }

    /**
     * @param statedLimits by entity name, the largest count a read of it must cut to that the design's requests do not
     *                     give (the access-patterns document's "exactly the latest 96"): its crowd outnumbers it
     */
    public SampleGenerator(Design design, long seed, Map<String, Integer> statedLimits) {
        this.design = design;
        for (ReadPattern p : design.reads()) {
            if (p.params().limit() != null && p.params().limit() > 0) {
                p.returns().forEach(name -> limits.merge(name, p.params().limit(), Math::max));
            }
        }
        statedLimits.forEach((name, limit) -> limits.merge(name, limit, Math::max));
        Map<String, ValueFactory.TimestampFormat> formats = new HashMap<>();
        for (Entity e : design.entities()) {
            for (ExampleItem x : e.examples()) {
                for (Attribute a : e.attributes()) {
                    if (a.kind() == ValueKind.TIMESTAMP && x.values().get(a.name()) instanceof String s) {
                        formats.putIfAbsent(a.name(), ValueFactory.TimestampFormat.of(s));
                    }
                }
            }
        }
        Map<String, java.util.SortedSet<Integer>> padWidths = new HashMap<>();
        for (Entity e : design.entities()) {
            for (KeyDefinition k : e.keys()) {
                for (KeyTemplate.Placeholder p : k.template().placeholders()) {
                    io.github.dynamodesign.design.ValueKinds.paddedName(p.expression()).ifPresent(padded ->
                            padWidths.computeIfAbsent(padded.getKey(), x -> new java.util.TreeSet<>()).add(padded.getValue()));
                }
            }
        }
        this.values = new ValueFactory(new Random(seed), formats, padWidths);
        int largestLimit = Math.max(design.reads().stream().map(p -> p.params().limit()).filter(l -> l != null && l > 0)
                .mapToInt(Integer::intValue).max().orElse(0), statedLimits.values().stream().mapToInt(Integer::intValue).max().orElse(0));
        this.firstParentChildren = Math.max(CHILDREN + 1, Math.min(MAX_FIRST_PARENT_CHILDREN, largestLimit + 2));
        for (Entity e : design.entities()) {
            for (Attribute a : e.attributes()) {
                if (isIdentifier(a) && (e.type() + "id").equalsIgnoreCase(a.name())) {
                    owners.putIfAbsent(a.name(), e);
                }
            }
        }
        // "applicationId" of an AdoptionApplication: the id named after the last words of the type
        for (Entity e : design.entities()) {
            for (Attribute a : e.attributes()) {
                String name = a.name().toLowerCase(Locale.ROOT);
                if (isIdentifier(a) && name.endsWith("id") && name.length() > 3 && !owners.containsKey(a.name())
                        && e.type().toLowerCase(Locale.ROOT).endsWith(name.substring(0, name.length() - 2))
                        && Character.isUpperCase(e.type().charAt(e.type().length() - (name.length() - 2)))) {
                    owners.putIfAbsent(a.name(), e);
                }
            }
        }
        // an id not named after its type ("runId" of a PayRun) belongs to the entity whose table key it alone identifies
        for (Entity e : design.entities()) {
            List<String> ids = tableKeyReferences(e).stream().filter(n -> e.attribute(n).map(SampleGenerator::isIdentifier).orElse(false))
                    .toList();
            // (alone: `VAN#<vanId>#DAY#<date>` / `SLOT#<startTime>` is a van's slot, not the van)
            if (ids.size() == 1 && tableKeyReferences(e).size() == 1) {
                owners.putIfAbsent(ids.get(0), e);
            }
        }
        sameSlotIdentifiers();
    }

    /**
     * An identifier no entity owns that stands where an owned one stands in another entity's partition key, behind the
     * same words: {@code LEARNER#<toLearnerId>} beside the Learner's {@code LEARNER#<learnerId>}. It names a learner, so
     * its values are learners' ids, and the items meet in their partitions.
     */
    private void sameSlotIdentifiers() {
        Map<String, String> owned = new HashMap<>();
        Map<String, List<String>> unowned = new LinkedHashMap<>();
        for (KeySchema schema : schemas()) {
            for (KeyAttribute k : schema.partitionKey()) {
                for (Entity e : design.entities()) {
                    if (!e.writesKey(k.name())) {
                        continue;
                    }
                    List<KeyTemplate.Segment> parts = KeyConditionMatcher.entityTemplate(e, k).segments();
                    if (parts.size() != 2 || !(parts.get(0) instanceof KeyTemplate.Literal words)
                            || !(parts.get(1) instanceof KeyTemplate.Placeholder p) || p.name().isEmpty()
                            || !e.attribute(p.name().get()).map(SampleGenerator::isIdentifier).orElse(false)) {
                        continue;
                    }
                    String slot = k.name() + " " + words.text();
                    String name = p.name().get();
                    if (owners.containsKey(name)) {
                        owned.putIfAbsent(slot, name);
                    } else {
                        unowned.computeIfAbsent(slot, x -> new ArrayList<>()).add(name);
                    }
                }
            }
        }
        unowned.forEach((slot, names) -> {
            String target = owned.get(slot);
            if (target != null) {
                for (String name : names) {
                    if (!owners.containsKey(name)) {
                        owners.put(name, owners.get(target));
                        poolOf.put(name, target);
                    }
                }
            }
        });
    }

    /** The pool an identifier's values come from: its own, or that of the owned identifier it stands for. */
    private String pool(String name) {
        return poolOf.getOrDefault(name, name);
    }

    public List<Sample> generate() {
        List<Sample> samples = new ArrayList<>();
        // an example's own time-ordered id is made to agree with its time, everywhere the examples name it
        Map<String, Map<Object, Object>> renamed = new HashMap<>();
        for (Entity e : design.entities()) {
            for (ExampleItem x : e.examples()) {
                Map<String, Object> v = values(e, x);
                Map<String, Object> before = new HashMap<>(v);
                timeOrderedIds(e, v);
                v.forEach((name, value) -> {
                    if (!value.equals(before.get(name))) {
                        renamed.computeIfAbsent(name, k -> new HashMap<>()).put(before.get(name), value);
                    }
                });
            }
        }
        for (Entity e : design.entities()) {
            for (ExampleItem x : e.examples()) {
                Map<String, Object> v = values(e, x);
                v.replaceAll((name, value) -> renamed.getOrDefault(name, Map.of()).getOrDefault(value, value));
                for (Attribute a : e.attributes()) {
                    if (v.containsKey(a.name()) && isIdentifier(a)) {
                        addToPool(a.name(), v.get(a.name()));
                    }
                }
                v.put(design.table().entityTypeAttribute(), e.type());
                samples.add(new Sample(e, v, ItemOrigin.EXAMPLE, x.location()));
            }
        }
        for (Entity e : generationOrder()) {
            samples.addAll(generate(e));
        }
        return samples;
    }

    private static Map<String, Object> values(Entity e, ExampleItem x) {
        Map<String, Object> v = new LinkedHashMap<>();
        for (Attribute a : e.attributes()) {
            if (x.values().containsKey(a.name()) && x.values().get(a.name()) != null) {
                v.put(a.name(), x.values().get(a.name()));
            }
        }
        return v;
    }

    private List<Sample> generate(Entity e) {
        List<Sample> result = new ArrayList<>();
        // the shapes of one entity (its states) are items of one type: each shape's items have their own identities
        List<Entity> shapes = design.entities().stream().filter(o -> o.type().equals(e.type())).toList();
        int offset = SHAPE_OFFSET * Math.max(0, shapes.indexOf(e));
        Optional<String> parent = parentAttribute(e);
        if (parent.isPresent() && pools.containsKey(pool(parent.get()))) {
            List<Object> parents = List.copyOf(pools.get(pool(parent.get())));
            for (int p = 0; p < Math.min(PARENTS, parents.size()); p++) {
                int children = p == 0 ? firstParentChildren : CHILDREN;
                for (int c = 0; c < children; c++) {
                    result.add(item(e, parent.get(), parents.get(p), offset + c + firstParentChildren * p, c, p == 0));
                }
            }
        } else {
            // a crowd that outnumbers a Limit its reads have, so that the Limit cuts
            int limit = Math.max(limits.getOrDefault(e.name(), 0), limits.getOrDefault(e.type(), 0));
            int crowd = limit + 2 > CROWD ? Math.min(MAX_FIRST_PARENT_CHILDREN, limit + 2) : CROWD;
            for (int n = 0; n < ROOTS + crowd; n++) {
                result.add(item(e, null, null, offset == 0 ? n : offset + n, n, false));
            }
        }
        return result;
    }

    /**
     * One item. The children of the first parent are the adversarial group: they also share every other parent they
     * refer to (the restaurant of a customer's orders), so that their adversarial values meet in every partition a
     * query reads, the index partitions included.
     */
    private Sample item(Entity e, String parentAttribute, Object parentValue, int n, int position, boolean firstParent) {
        Map<String, Object> v = new LinkedHashMap<>();
        boolean crowd = parentAttribute == null && position >= ROOTS;
        Set<String> keyReferences = tableKeyReferences(e);
        // the crowd, and the first parent's children, share the values an index partition is made of
        Set<String> partition = crowd || firstParent ? crowdPartition(e) : Set.of();
        for (Attribute a : e.attributes()) {
            String name = a.name();
            if (name.equals(design.table().entityTypeAttribute())) {
                v.put(name, e.type());
            } else if (name.equals(parentAttribute)) {
                v.put(name, parentValue);
            } else if (a.optional() && position % 3 == 2 && !keyReferences.contains(name)) {
                continue;
            } else if (isIdentifier(a)) {
                boolean foreign = owners.get(name) != null && !owns(name, e);
                boolean firstGroup = firstParent;
                boolean crowdShares = crowd && crowdShared(e).contains(name) && pools.containsKey(pool(name)) && !pools.get(pool(name)).isEmpty();
                // the first parent's children share the other parents their partitions name; an id only their sort
                // keys hold (VISIT#<animalId>#... under SHELTER#<shelterId>) varies, so that prefixes meet there
                // an id the item is keyed by alone (`BOOKING#<bookingId>` / `RESULT`) varies: shared, the items would be one
                boolean shares = foreign && firstGroup && !onlyInSortKeys(e, name) && !keyedByAlone(e, name);
                // "SEAT#<section>#<row>#<seatNo>": the first items of a group share the codes before the number, so
                // that their numbers meet under them
                boolean beforeANumber = precedesANumber(e, name) && (crowd && position < ROOTS + 3 || firstParent && position < 3)
                        && pools.containsKey(pool(name)) && !pools.get(pool(name)).isEmpty();
                Object value = crowdShares || beforeANumber ? pools.get(pool(name)).get(0) : identifier(e, a, shares ? 0 : n);
                if (crowdShares && position == ROOTS + 1 && value instanceof String text && sortedUnderAnotherPartition(e, name)
                        && a.constraints().format() != ValueFormat.ULID && a.constraints().format() != ValueFormat.UUID) {
                    // a value the crowd shares that another key sorts by (`AGE#<ageGroup>#…` under `MATCHDAY#<date>`):
                    // one of the crowd takes it with a character more, so that a prefix of one meets the other there
                    value = text + "0";
                }
                v.put(name, value);
            } else if (partition.contains(name)) {
                // values that some key's sort key is made of as well vary on a grid, so that the items stay apart there
                List<String> grid = crowdGrid(e);
                int at = grid.indexOf(name);
                v.put(name, values.value(a, at < 0 ? ROOTS : ROOTS + (position / (int) Math.pow(GRID, at)) % GRID));
            } else if (leadsANumber(e, name) && (crowd && position < ROOTS + 3 || firstParent && position < 3)) {
                // "SLOT#<dayOfWeek>#<period>": the first items of a group share the day, so that their periods meet in it
                v.put(name, values.value(a, 0));
            } else {
                boolean shared = crowd && (a.kind() == ValueKind.ENUM || a.kind() == ValueKind.BOOLEAN);
                // the crowd's numbers start again at the adversarial ones (9, 10, 100, 1): prefixes of one another in its
                // partition; so do a later shape's (its ids are offset to keep its items apart, not its numbers)
                int index = a.kind() != ValueKind.NUMBER ? n : Math.floorMod(n % SHAPE_OFFSET - (crowd ? ROOTS : 0), SHAPE_OFFSET);
                Object value = values.value(a, shared ? 0 : index);
                if (a.kind() == ValueKind.FREE_TEXT && keyReferences.equals(Set.of(name)) && value instanceof String text
                        && a.constraints().shapeIfAny().isEmpty() && a.constraints().maxChars() == null && a.letterCase().isEmpty()
                        && a.copyOf().isEmpty() && e.derivedValue(name).isEmpty()
                        && !identities.computeIfAbsent(e.type() + "." + name, k -> new HashSet<>()).add(text)) {
                    // a text that alone makes the item's key (`PERMIT#<permitNo>` / `DETAILS`) is each item's own
                    value = text + " " + n;
                    identities.get(e.type() + "." + name).add(value);
                }
                v.put(name, value);
            }
        }
        copies(e, v);
        timeOrderedIds(e, v);
        return new Sample(e, v, position < 2 ? ItemOrigin.ADVERSARIAL : ItemOrigin.GENERATED, null);
    }

    /** "`openSeverity` - copy of `severity`": the copy holds the value it copies, wherever the item has both. */
    static void copies(Entity e, Map<String, Object> v) {
        for (Attribute a : e.attributes()) {
            a.copyOf().filter(source -> v.containsKey(a.name()) && v.get(source) != null && e.attribute(source)
                    .map(o -> o.type() == a.type()).orElse(false)).ifPresent(source -> v.put(a.name(), v.get(source)));
        }
    }

    /**
     * The entity's own time-ordered identifiers (ULIDs) made to agree with the item's timestamp: the one its name
     * says is the creation time, else the only one it has, else the only one every item has. Sample data never holds what the design rules out.
     */
    private void timeOrderedIds(Entity e, Map<String, Object> v) {
        List<Attribute> times = e.attributes().stream().filter(a -> a.kind() == ValueKind.TIMESTAMP && v.get(a.name()) instanceof String)
                .toList();
        List<Attribute> required = times.stream().filter(a -> !a.optional()).toList();
        Optional<Attribute> time = times.stream().filter(a -> a.name().toLowerCase(Locale.ROOT).contains("creat")).findFirst()
                .or(() -> times.size() == 1 ? Optional.of(times.get(0)) : Optional.empty())
                // submittedAt beside an optional decidedAt: the one every item has is when it was made
                .or(() -> required.size() == 1 ? Optional.of(required.get(0)) : Optional.empty());
        if (time.isEmpty()) {
            return;
        }
        java.time.Instant at;
        try {
            at = java.time.OffsetDateTime.parse((String) v.get(time.get().name())).toInstant();
        } catch (java.time.format.DateTimeParseException ex) {
            return;
        }
        for (Attribute a : e.attributes()) {
            if (a.constraints().format() == io.github.dynamodesign.design.ValueFormat.ULID && owns(a.name(), e)
                    && v.get(a.name()) instanceof String old) {
                String ulid = values.ulidAt(at, old);
                v.put(a.name(), ulid);
                List<Object> pool = pools.get(pool(a.name()));
                if (pool != null && pool.indexOf(old) >= 0) {
                    pool.set(pool.indexOf(old), ulid);
                }
            }
        }
    }

    private Object identifier(Entity e, Attribute a, int n) {
        Entity owner = owners.get(a.name());
        List<Object> pool = pools.computeIfAbsent(pool(a.name()), k -> new ArrayList<>());
        if (owner == null && !pool.isEmpty() && pool.size() < 3 && extensible(a) && pool.stream().allMatch(v -> v instanceof String)
                && pool.stream().noneMatch(v -> pool.stream().anyMatch(o -> o != v && ((String) o).startsWith((String) v)))) {
            // the values the examples show (`B12`, `B3`) with one that extends one of them (`B120`): a prefix of a
            // key that stops at the value (`reading#<binCode>`) then meets the longer one as well
            Object longer = pool.get(0) + "0";
            pool.add(longer);
            return longer;
        }
        if (owns(a.name(), e) || owner == null && pool.size() < 3) {
            Object fresh = values.identifier(a);
            pool.add(fresh);
            return fresh;
        }
        if (pool.isEmpty()) {
            Object fresh = values.identifier(a);
            pool.add(fresh);
            return fresh;
        }
        return pool.get(Math.floorMod(n, pool.size()));
    }

    /** Whether a value of the attribute can take one more character: a code or free identifier, not a ULID, UUID or time. */
    private static boolean extensible(Attribute a) {
        ValueFormat f = a.constraints().format();
        return (f == null || f == ValueFormat.CODE) && a.constraints().shapeIfAny().isEmpty() && !a.constraints().isEnum()
                && (a.constraints().maxChars() == null || a.constraints().maxChars() > 12);
    }

    /** Whether the entity makes the identifier: its type's own id (every shape of an entity makes its own). */
    private boolean owns(String attribute, Entity e) {
        Entity owner = owners.get(attribute);
        return owner != null && owner.type().equals(e.type());
    }

    private void addToPool(String name, Object value) {
        List<Object> pool = pools.computeIfAbsent(pool(name), k -> new ArrayList<>());
        if (!pool.contains(value)) {
            pool.add(value);
        }
    }

    /**
     * The identifier of another entity that the entity's partition key holds: its parent. The table's partition key
     * comes first, then the partition keys of the indexes (a pet listed under its owner in a GSI).
     */
    private Optional<String> parentAttribute(Entity e) {
        List<io.github.dynamodesign.design.KeyAttribute> partitions = new ArrayList<>();
        partitions.add(design.table().partitionKey());
        design.indexes().forEach(i -> partitions.addAll(i.partitionKey()));
        for (io.github.dynamodesign.design.KeyAttribute key : partitions) {
            if (!e.writesKey(key.name())) {
                continue;
            }
            for (String name : KeyConditionMatcher.entityTemplate(e, key).references()) {
                Optional<Attribute> a = e.attribute(name);
                Entity owner = owners.get(name);
                // a parent of one item of the entity (a booking's one result) puts no two of them in a partition: the
                // parent of an index's partition does (the room whose leaderboard holds the results)
                if (a.isPresent() && isIdentifier(a.get()) && owner != null && !owns(name, e) && !keyedByAlone(e, name)) {
                    return Optional.of(name);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The identifiers a crowd shares: those no entity owns that partition keys of the entity are made of, less those of
     * the table's partition key when sharing them all would give the crowd one primary key.
     */
    private Set<String> crowdShared(Entity e) {
        return crowdShared.computeIfAbsent(e, x -> {
            Set<String> inPartitions = new LinkedHashSet<>();
            List<io.github.dynamodesign.design.KeyAttribute> partitions = new ArrayList<>();
            partitions.add(design.table().partitionKey());
            design.indexes().forEach(i -> partitions.addAll(i.partitionKey()));
            for (io.github.dynamodesign.design.KeyAttribute key : partitions) {
                if (x.writesKey(key.name())) {
                    inPartitions.addAll(identifiersOf(x, KeyConditionMatcher.entityTemplate(x, key).references()));
                }
            }
            inPartitions.removeIf(n -> owners.get(n) != null);
            // the values of its table key: a number or a date beside the ids (`STOP#<seq>`) keeps the items apart
            Set<String> tableKey = new LinkedHashSet<>();
            design.tableKeySchema().all().forEach(k -> {
                if (x.writesKey(k.name())) {
                    tableKey.addAll(io.github.dynamodesign.intent.Intents.attributesOf(x,
                            KeyConditionMatcher.entityTemplate(x, k).references(), 0));
                }
            });
            tableKey.removeIf(n -> x.attribute(n).map(a -> a.kind() == ValueKind.ENUM || a.kind() == ValueKind.BOOLEAN).orElse(false));
            if (inPartitions.containsAll(tableKey)) {
                inPartitions.removeAll(identifiersOf(x, KeyConditionMatcher.entityTemplate(x, design.table().partitionKey()).references()));
            }
            return inPartitions;
        });
    }

    /**
     * The values other than identifiers and enums (names, numbers, free text) that only a partition key of the crowd's
     * is made of, the table's or an index's ({@code PAYRUNS#<year>}): the crowd shares them, so that its sort keys meet
     * in one partition, where a prefix or range query can confuse them. A key whose sort key would then be the same for
     * the whole crowd gives none.
     */
    private Set<String> crowdPartition(Entity e) {
        return crowdPartitions.computeIfAbsent(e, this::sharedByCrowd);
    }

    private final Map<Entity, Set<String>> crowdPartitions = new HashMap<>();
    private final Map<Entity, List<String>> crowdGrids = new HashMap<>();
    /** How many values a shared value takes on the grid: a partition of one key then holds about that many items. */
    static final int GRID = 8;

    /**
     * The shared values whose sharing would leave some key's sort key the same for the whole crowd (the pen of
     * {@code FARM#<farmId>#PEN#<penNo>} / {@code MORT#<date>} with the date of {@code FARM#<farmId>#MORT#<date>} /
     * {@code DEAD#<deadCount>#PEN#<penNo>}: sharing both gives every item one primary key, and they overwrite one
     * another): those values vary on a grid instead, so that each partition still holds several items.
     */
    private List<String> crowdGrid(Entity e) {
        return crowdGrids.computeIfAbsent(e, x -> {
            Set<String> shared = crowdPartition(x);
            List<String> grid = new ArrayList<>();
            for (KeySchema schema : schemas()) {
                if (schema.partitionKey().size() != 1 || schema.sortKey().size() != 1 || !x.writesKey(schema.sortKey().get(0).name())) {
                    continue;
                }
                Set<String> sort = new LinkedHashSet<>(keyValues(x, schema.sortKey().get(0)));
                sort.removeIf(n -> x.attribute(n).map(a -> a.kind() == ValueKind.ENUM || a.kind() == ValueKind.BOOLEAN).orElse(true));
                if (!sort.isEmpty() && shared.containsAll(sort)) {
                    sort.stream().filter(n -> !grid.contains(n)).forEach(grid::add);
                }
            }
            // every shared value a collapsed sort key holds, and the others it would collapse with, on the grid
            if (!grid.isEmpty()) {
                shared.stream().filter(n -> !grid.contains(n)).forEach(grid::add);
            }
            return grid;
        });
    }
    private final Map<Entity, Set<String>> sortKeyOnly = new HashMap<>();

    /** The key schemas of the table and of every index. */
    private List<KeySchema> schemas() {
        List<KeySchema> schemas = new ArrayList<>();
        schemas.add(design.tableKeySchema());
        design.indexes().forEach(i -> schemas.add(i.keySchema()));
        return schemas;
    }

    private Set<String> sharedByCrowd(Entity e) {
        Set<String> shared = new LinkedHashSet<>();
        for (KeySchema schema : schemas()) {
            if (schema.partitionKey().size() != 1 || schema.sortKey().size() != 1) {
                continue;
            }
            KeyAttribute pk = schema.partitionKey().get(0);
            KeyAttribute sk = schema.sortKey().get(0);
            if (!e.writesKey(pk.name()) || !e.writesKey(sk.name())) {
                continue;
            }
            Set<String> partition = new LinkedHashSet<>(keyValues(e, pk));
            Set<String> sort = keyValues(e, sk);
            partition.removeIf(n -> sort.contains(n) || e.attribute(n).map(a -> isIdentifier(a) || a.kind() == ValueKind.ENUM
                    || a.kind() == ValueKind.BOOLEAN).orElse(true));
            Set<String> varying = new LinkedHashSet<>(sort);
            varying.removeAll(partition);
            varying.removeIf(n -> e.attribute(n).map(a -> a.kind() == ValueKind.ENUM || a.kind() == ValueKind.BOOLEAN).orElse(true));
            if (!varying.isEmpty()) {
                shared.addAll(partition);
            }
        }
        return shared;
    }

    /** Whether the value is in some sort key of the entity and in none of its partition keys. */
    private boolean onlyInSortKeys(Entity e, String name) {
        return sortKeyOnly.computeIfAbsent(e, entity -> {
            Set<String> inSort = new LinkedHashSet<>();
            Set<String> inPartition = new HashSet<>();
            for (KeySchema schema : schemas()) {
                schema.partitionKey().forEach(k -> inPartition.addAll(keyValues(entity, k)));
                schema.sortKey().forEach(k -> inSort.addAll(keyValues(entity, k)));
            }
            inSort.removeAll(inPartition);
            return inSort;
        }).contains(name);
    }

    /**
     * Whether some key of the entity sorts by the value under a partition that is not made of it: the sort key of the
     * table or of an index holds it, that key's partition key does not.
     */
    private boolean sortedUnderAnotherPartition(Entity e, String name) {
        for (KeySchema schema : schemas()) {
            if (schema.sortKey().isEmpty() || schema.partitionKey().stream().noneMatch(k -> e.writesKey(k.name()))) {
                continue;
            }
            boolean inSort = schema.sortKey().stream().anyMatch(k -> keyValues(e, k).contains(name));
            boolean inPartition = schema.partitionKey().stream().anyMatch(k -> keyValues(e, k).contains(name));
            if (inSort && !inPartition) {
                return true;
            }
        }
        return false;
    }

    /** The attributes the entity's value of a key attribute is made of; none when it does not write it. */
    private static Set<String> keyValues(Entity e, KeyAttribute k) {
        return e.writesKey(k.name()) ? io.github.dynamodesign.intent.Intents.attributesOf(e,
                KeyConditionMatcher.entityTemplate(e, k).references(), 0) : Set.of();
    }

    /**
     * Whether the value stands in one of the entity's keys before a number ({@code <dayOfWeek>} in {@code
     * SLOT#<dayOfWeek>#<period>}): the number's order is only seen among items that share it.
     */
    private boolean leadsANumber(Entity e, String name) {
        if (e.attribute(name).map(a -> a.kind() != ValueKind.NUMBER && a.kind() != ValueKind.ENUM && a.kind() != ValueKind.DATE
                && a.kind() != ValueKind.TIMESTAMP).orElse(true)) {
            return false;
        }
        return precedesANumber(e, name) || partitionsANumber(e, name);
    }

    /**
     * Whether a partition key holds the value and its sort key a number ({@code <roundType>} of {@code
     * ARCHER#<archerId>#ROUND#<roundType>} over {@code SCORE#<totalScore>}): the numbers meet only where it is shared.
     */
    private boolean partitionsANumber(Entity e, String name) {
        for (KeySchema schema : schemas()) {
            if (schema.partitionKey().size() == 1 && schema.sortKey().size() == 1
                    && keyValues(e, schema.partitionKey().get(0)).contains(name) && keyValues(e, schema.sortKey().get(0)).stream()
                    .anyMatch(n -> e.attribute(n).map(a -> a.kind() == ValueKind.NUMBER).orElse(false))) {
                return true;
            }
        }
        return false;
    }

    /** Whether a key holds the attribute before a number. */
    private static boolean precedesANumber(Entity e, String name) {
        for (io.github.dynamodesign.design.KeyDefinition k : e.keys()) {
            List<String> names = k.template().placeholders().stream().map(p -> p.expression().references())
                    .map(r -> r.size() == 1 ? r.iterator().next() : "").toList();
            int at = names.indexOf(name);
            if (at >= 0 && names.subList(at + 1, names.size()).stream()
                    .anyMatch(n -> e.attribute(n).map(a -> a.kind() == ValueKind.NUMBER).orElse(false))) {
                return true;
            }
        }
        return false;
    }

    /** The identifier attributes values are made of, following derived values. */
    private static Set<String> identifiersOf(Entity e, java.util.Collection<String> names) {
        Set<String> result = new LinkedHashSet<>();
        for (String n : io.github.dynamodesign.intent.Intents.attributesOf(e, names, 0)) {
            if (e.attribute(n).map(SampleGenerator::isIdentifier).orElse(false)) {
                result.add(n);
            }
        }
        return result;
    }

    /**
     * Whether the entity's primary key holds no value but this one ({@code BOOKING#<bookingId>} / {@code RESULT}): an
     * item per value, so items sharing it would be one item.
     */
    private boolean keyedByAlone(Entity e, String name) {
        return tableKeyReferences(e).equals(Set.of(name)) && design.indexes().stream()
                .anyMatch(i -> i.partitionKey().stream().anyMatch(k -> e.writesKey(k.name())
                        && !KeyConditionMatcher.entityTemplate(e, k).references().contains(name)));
    }

    private Set<String> tableKeyReferences(Entity e) {
        Set<String> names = new LinkedHashSet<>();
        design.tableKeySchema().all().forEach(k -> {
            if (e.writesKey(k.name())) {
                names.addAll(KeyConditionMatcher.entityTemplate(e, k).references());
            }
        });
        Set<String> expanded = new LinkedHashSet<>(names);
        for (String name : names) {
            e.derivedValue(name).ifPresent(d -> expanded.addAll(d.expression().references()));
        }
        return expanded;
    }

    /** Owners of identifiers before the entities that refer to them; document order otherwise. */
    private List<Entity> generationOrder() {
        List<Entity> ordered = new ArrayList<>();
        Set<Entity> visiting = new LinkedHashSet<>();
        for (Entity e : design.entities()) {
            visit(e, ordered, visiting);
        }
        return ordered;
    }

    private void visit(Entity e, List<Entity> ordered, Set<Entity> visiting) {
        if (ordered.contains(e) || !visiting.add(e)) {
            return;
        }
        for (Attribute a : e.attributes()) {
            Entity owner = owners.get(a.name());
            if (owner != null && !owns(a.name(), e) && isIdentifier(a)) {
                visit(owner, ordered, visiting);
            }
        }
        ordered.add(e);
    }

    public static boolean isIdentifier(Attribute a) {
        return a.kind() == ValueKind.IDENTIFIER && !a.name().toLowerCase(Locale.ROOT).equals("entitytype");
    }
}

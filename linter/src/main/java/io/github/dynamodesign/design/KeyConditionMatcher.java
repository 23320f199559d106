package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Template-level reasoning about which entity types a read pattern's key condition matches.
 * <ul>
 *   <li>{@link Match#INTENDED}: the entity's templates satisfy the condition (equality and {@code begins_with} by
 *   unification; range conditions by comparing literal text up to the first placeholder);</li>
 *   <li>{@link Match#REACHED}: DynamoDB can return the entity's items although the condition does not intend them
 *   (a range whose bounds sort around another type's keys);</li>
 *   <li>{@link Match#NONE}, {@link Match#NOT_IN_INDEX}.</li>
 * </ul>
 * Placeholder values are assumed not to contain the design's separators.
 */
public final class KeyConditionMatcher {

    public enum Match {
        INTENDED, REACHED, NONE, NOT_IN_INDEX;

        /** DynamoDB can return items of this type for the condition. */
        public boolean reachable() {
            return this == INTENDED || this == REACHED;
        }
    }

    private final Design design;
    private final Set<Character> separators;
    private final Map<String, Optional<KeySchema>> schemas = new HashMap<>();
    private final Map<Entity, Map<String, KeyTemplate>> templates = new IdentityHashMap<>();
    private final Map<Entity, Shapes> shapes = new IdentityHashMap<>();

    public KeyConditionMatcher(Design design) {
        this.design = design;
        this.separators = design.separators();
    }

    private Optional<KeySchema> schema(String index) {
        return schemas.computeIfAbsent(index == null ? "" : index, k -> design.keySchema(index));
    }

    /** The entity's template for a key attribute, or empty when the entity does not write it (memoised). */
    private Optional<KeyTemplate> template(Entity entity, KeyAttribute key) {
        Map<String, KeyTemplate> byKey = templates.computeIfAbsent(entity, e -> new HashMap<>());
        if (!byKey.containsKey(key.name())) {
            byKey.put(key.name(), entity.writesKey(key.name()) ? entityTemplate(entity, key) : null);
        }
        return Optional.ofNullable(byKey.get(key.name()));
    }

    private Shapes shapes(Entity entity) {
        return shapes.computeIfAbsent(entity, e -> Shapes.of(e, separators));
    }

    /** How the pattern's key condition relates to the entity; {@link Match#NONE} for an unknown index. */
    public Match match(ReadPattern pattern, Entity entity) {
        Optional<KeySchema> schema = schema(pattern.index());
        if (schema.isEmpty()) {
            return Match.NONE;
        }
        KeySchema keys = schema.get();
        if (keys.indexName() != null) {
            for (KeyAttribute k : keys.partitionKey()) {
                if (template(entity, k).isEmpty()) {
                    return Match.NOT_IN_INDEX;
                }
            }
            for (KeyAttribute k : keys.sortKey()) {
                if (template(entity, k).isEmpty()) {
                    return Match.NOT_IN_INDEX;
                }
            }
        }
        if (pattern.operation() == Operation.SCAN) {
            return Match.INTENDED;
        }
        Shapes entityShapes = shapes(entity);
        for (int i = 0; i < keys.partitionKey().size() && i < pattern.partitionKey().size(); i++) {
            Optional<KeyTemplate> pk = template(entity, keys.partitionKey().get(i));
            if (pk.isEmpty() || !unify(pk.get(), pattern.partitionKey().get(i), entityShapes, entity)) {
                return Match.NONE;
            }
        }
        SortKeyCondition sk = pattern.sortKey();
        if (sk == null || keys.sortKey().isEmpty()) {
            return Match.INTENDED;
        }
        int leading = sk.leadingEqualities().size();
        for (int i = 0; i < leading && i < keys.sortKey().size(); i++) {
            Optional<KeyTemplate> leadingKey = template(entity, keys.sortKey().get(i));
            if (leadingKey.isEmpty() || !unify(leadingKey.get(), sk.leadingEqualities().get(i), entityShapes, entity)) {
                return Match.NONE;
            }
        }
        if (leading >= keys.sortKey().size()) {
            return Match.NONE;
        }
        Optional<KeyTemplate> sortKey = template(entity, keys.sortKey().get(leading));
        if (sortKey.isEmpty()) {
            return Match.NONE;
        }
        KeyTemplate entitySk = sortKey.get();
        return switch (sk.operator()) {
            case EQ -> unify(entitySk, sk.operands().get(0), entityShapes, entity) ? Match.INTENDED : Match.NONE;
            case BEGINS_WITH -> entityShapes.language(entitySk)
                    .intersects(patternShapes(entity).language(sk.operands().get(0)).withAnySuffix())
                    ? Match.INTENDED : Match.NONE;
            default -> range(entitySk, sk);
        };
    }

    /** The entity types the pattern intends to return: its declared returns, else those it intends by its keys. */
    public List<Entity> resultTypes(ReadPattern pattern) {
        List<Entity> result = new ArrayList<>();
        if (!pattern.returns().isEmpty()) {
            for (String name : pattern.returns()) {
                // of an entity written in several shapes, the shapes that fit the key condition
                List<Entity> shapes = design.entitiesNamed(name);
                List<Entity> fitting = shapes.stream().filter(e -> match(pattern, e) == Match.INTENDED).toList();
                result.addAll(shapes.size() > 1 && !fitting.isEmpty() ? fitting : shapes);
            }
            return result;
        }
        return inferredTypes(pattern);
    }

    /** The entity types whose templates satisfy the pattern's key condition. */
    public List<Entity> inferredTypes(ReadPattern pattern) {
        List<Entity> result = new ArrayList<>();
        for (Entity e : design.entities()) {
            if (match(pattern, e) == Match.INTENDED) {
                result.add(e);
            }
        }
        return result;
    }

    /** Whether two templates (of two entities) can render the same string. */
    public boolean canCollide(Entity a, KeyTemplate ta, Entity b, KeyTemplate tb) {
        return sharedKey(a, ta, b, tb).isPresent();
    }

    /** A string both templates can render, as an example for messages. */
    public Optional<String> sharedKey(Entity a, KeyTemplate ta, Entity b, KeyTemplate tb) {
        if (!literalsCompatible(ta, tb)) {
            return Optional.empty();
        }
        return Shapes.of(a, separators).language(ta).sharedExample(Shapes.of(b, separators).language(tb));
    }

    /**
     * A quick necessary condition for two templates to render the same string: their literal beginnings (and
     * endings) agree as far as both go.
     */
    static boolean literalsCompatible(KeyTemplate a, KeyTemplate b) {
        String pa = a.literalPrefix();
        String pb = b.literalPrefix();
        if (!(pa.startsWith(pb) || pb.startsWith(pa))) {
            return false;
        }
        if (a.isConstant() && b.isConstant()) {
            return pa.equals(pb);
        }
        String sa = literalSuffix(a);
        String sb = literalSuffix(b);
        return sa.endsWith(sb) || sb.endsWith(sa);
    }

    private static String literalSuffix(KeyTemplate t) {
        List<KeyTemplate.Segment> segments = t.segments();
        return segments.isEmpty() || !(segments.get(segments.size() - 1) instanceof KeyTemplate.Literal l) ? "" : l.text();
    }

    /** The entity's template for a key attribute: its bullet, or the attribute itself as {@code <name>}. */
    public static KeyTemplate entityTemplate(Entity entity, KeyAttribute key) {
        return entity.key(key.name()).map(KeyDefinition::template)
                .orElseGet(() -> new KeyTemplate("<" + key.name() + ">",
                        List.of(new KeyTemplate.Placeholder(key.name(), new Expression.Reference(key.name())))));
    }

    private boolean unify(KeyTemplate entityTemplate, KeyTemplate patternTemplate, Shapes entityShapes, Entity entity) {
        if (!literalsCompatible(entityTemplate, patternTemplate)) {
            return false;
        }
        return entityShapes.language(entityTemplate).intersects(patternShapes(entity).language(patternTemplate));
    }

    /** A pattern's inputs named like the entity's attributes take their shapes; other inputs are any text. */
    private Shapes patternShapes(Entity entity) {
        return shapes(entity);
    }

    /**
     * Whether an entity's sort keys fall within a range condition. A bound whose literal text the entity's key starts
     * with bounds the entity's own values (intended); a bound that is another type's literal prefix ({@code sk < HOLD#},
     * {@code BETWEEN ALERT# AND DEVICE#<deviceId>}) takes an entity whose every key sorts on its inside, and leaves one
     * whose every key sorts on its outside.
     */
    private Match range(KeyTemplate entitySk, SortKeyCondition sk) {
        String entityPrefix = entitySk.literalPrefix();
        boolean intended = true;
        boolean reachable = true;
        String from = sk.operands().get(0).literalPrefix();
        String to = sk.operands().size() == 2 ? sk.operands().get(1).literalPrefix() : from;
        boolean spansTypes = !from.startsWith(to) && !to.startsWith(from);
        for (int i = 0; i < sk.operands().size(); i++) {
            KeyTemplate boundTemplate = sk.operands().get(i);
            String bound = boundTemplate.literalPrefix();
            boolean lower = sk.operator() == ConditionOperator.GT || sk.operator() == ConditionOperator.GE
                    || sk.operator() == ConditionOperator.BETWEEN && i == 0;
            boolean strict = sk.operator() == ConditionOperator.GT || sk.operator() == ConditionOperator.LT;
            int k = Math.min(entityPrefix.length(), bound.length());
            int order = compareUtf8(entityPrefix.substring(0, k), bound.substring(0, k));
            if (order != 0) {
                boolean inside = lower ? order > 0 : order < 0;
                if (!(boundTemplate.isConstant() || spansTypes) || !inside) {
                    intended = false;
                }
                if (!inside) {
                    reachable = false;
                }
            } else if (boundTemplate.isConstant() && entityPrefix.length() >= bound.length()) {
                // the entity's keys start with the whole bound: equal to it, or longer and so after it
                boolean equal = entitySk.isConstant() && entityPrefix.length() == bound.length();
                boolean inside = equal ? !strict : lower;
                if (!inside) {
                    intended = false;
                    reachable = false;
                }
            } else if (k == entityPrefix.length() && entitySk.isConstant() && k < bound.length()) {
                // a constant key shorter than the bound's literal text sorts before the bound
                intended = false;
                if (lower) {
                    reachable = false;
                }
            }
        }
        return intended ? Match.INTENDED : reachable ? Match.REACHED : Match.NONE;
    }

    /** Compares strings by their UTF-8 bytes, as DynamoDB orders string keys. */
    public static int compareUtf8(String a, String b) {
        byte[] x = a.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] y = b.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return java.util.Arrays.compareUnsigned(x, y);
    }
}

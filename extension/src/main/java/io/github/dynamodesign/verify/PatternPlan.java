package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.FilterCondition;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.Projection;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.SortKeyCondition;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a read pattern means for each of its result types: how its templates line up with the entity's, what each
 * input stands for, and the design errors that make it unverifiable as written.
 */
final class PatternPlan {

    /** What an input of the pattern stands for. */
    enum Role {
        EQUALITY, PREFIX, LOWER_BOUND, UPPER_BOUND, FILTER
    }

    /** The alignments of the pattern's templates with one entity's templates. */
    record TypePlan(Entity entity, List<Alignment> partition, List<Alignment> leading, Alignment sortKey,
                    List<Alignment> bounds, List<KeyTemplate> sortTemplates) {
    }

    final ReadPattern pattern;
    final KeySchema schema;
    final List<Entity> resultTypes;
    final Map<Entity, TypePlan> types = new LinkedHashMap<>();
    final Map<String, Role> roles = new LinkedHashMap<>();
    final List<String> designErrors = new ArrayList<>();

    private PatternPlan(ReadPattern pattern, KeySchema schema, List<Entity> resultTypes) {
        this.pattern = pattern;
        this.schema = schema;
        this.resultTypes = resultTypes;
    }

    static PatternPlan of(Design design, ReadPattern pattern, KeyConditionMatcher matcher) {
        Optional<KeySchema> schema = design.keySchema(pattern.index());
        PatternPlan plan = new PatternPlan(pattern, schema.orElse(design.tableKeySchema()), matcher.resultTypes(pattern));
        if (schema.isEmpty()) {
            plan.designErrors.add(pattern.id() + " reads index " + pattern.index() + ", which is not defined"
                    + ModelChecks.suggestion(pattern.index(), design.indexes().stream().map(i -> i.name()).toList())
                    .map(s -> " (did you mean " + s + "?)").orElse(""));
            return plan;
        }
        plan.checkShape(design, matcher);
        plan.assignRoles();
        for (Entity e : plan.resultTypes) {
            plan.types.put(e, plan.typePlan(e));
        }
        return plan;
    }

    /** A GSI returns only what it projects, and DynamoDB rejects a filter on anything else. */
    private void checkFilterProjection(Design design, SecondaryIndex index) {
        if (index.projection().type() == Projection.Type.ALL) {
            return;
        }
        Set<String> projected = new HashSet<>(index.projection().attributes());
        index.keyAttributes().forEach(k -> projected.add(k.name()));
        design.tableKeySchema().all().forEach(k -> projected.add(k.name()));
        List<String> missing = pattern.params().filters().stream().map(FilterCondition::attribute)
                .filter(a -> !projected.contains(a)).distinct().toList();
        if (!missing.isEmpty()) {
            designErrors.add(pattern.id() + " filters on " + String.join(", ", missing) + ", which " + index.name()
                    + " does not project (" + index.projection() + "): DynamoDB rejects the query — project "
                    + (missing.size() == 1 ? "it" : "them") + " (INCLUDE (" + String.join(", ", missing) + ")) or filter another way");
        }
    }

    private void checkShape(Design design, KeyConditionMatcher matcher) {
        if (pattern.operation() != Operation.SCAN && pattern.partitionKey().isEmpty()) {
            designErrors.add(pattern.id() + " has no partition key value");
        } else if (pattern.operation() != Operation.SCAN && pattern.partitionKey().size() != schema.partitionKey().size()) {
            designErrors.add(pattern.id() + " gives " + pattern.partitionKey().size() + " partition key value(s) for "
                    + schema.partitionKey().size() + " key attribute(s) of " + schema.displayName());
        }
        boolean single = pattern.operation() == Operation.GET_ITEM || pattern.operation() == Operation.BATCH_GET_ITEM
                || pattern.operation() == Operation.TRANSACT_GET_ITEMS;
        if (single && pattern.index() != null) {
            designErrors.add(pattern.id() + " is a " + pattern.operation() + " on " + pattern.index()
                    + ", but " + pattern.operation() + " reads the table only");
        } else if (single && !schema.sortKey().isEmpty()
                && (pattern.sortKey() == null || pattern.sortKey().operator() != ConditionOperator.EQ)) {
            designErrors.add(pattern.id() + " is a " + pattern.operation() + " without the full primary key");
        }
        design.index(pattern.index()).filter(i -> i.kind() == IndexKind.GSI).ifPresent(i -> checkFilterProjection(design, i));
        for (String name : pattern.returns()) {
            Optional<Entity> e = design.entity(name);
            if (e.isEmpty()) {
                designErrors.add(pattern.id() + " returns " + name + ", which is no entity of this design");
                continue;
            }
            KeyConditionMatcher.Match m = matcher.match(pattern, e.get());
            if (m == KeyConditionMatcher.Match.NOT_IN_INDEX) {
                List<String> missing = schema.all().stream().map(KeyAttribute::name).filter(k -> !e.get().writesKey(k)).toList();
                designErrors.add(pattern.id() + " returns " + name + " from " + schema.displayName() + ", but " + name
                        + " writes no " + String.join(", ", missing) + ": its items are never in the index");
            } else if (m != KeyConditionMatcher.Match.INTENDED && pattern.operation() != Operation.SCAN) {
                designErrors.add(pattern.id() + " returns " + name + ", but " + name + "'s keys cannot satisfy its key condition");
            }
        }
        if (!pattern.returns().isEmpty() && pattern.operation() != Operation.SCAN) {
            for (Entity e : matcher.inferredTypes(pattern)) {
                if (!pattern.returns().contains(e.name())) {
                    designErrors.add(pattern.id() + "'s key condition also matches " + e.name()
                            + " at the template level, which it does not return");
                }
            }
        }
        if (resultTypes.isEmpty() && designErrors.isEmpty()) {
            designErrors.add(pattern.id() + " matches no entity: no entity's keys on " + schema.displayName()
                    + " fit its key condition");
        }
    }

    private void assignRoles() {
        pattern.partitionKey().forEach(t -> mark(t, Role.EQUALITY));
        SortKeyCondition sk = pattern.sortKey();
        if (sk != null) {
            sk.leadingEqualities().forEach(t -> mark(t, Role.EQUALITY));
            switch (sk.operator()) {
                case EQ -> mark(sk.operands().get(0), Role.EQUALITY);
                case BEGINS_WITH -> {
                    KeyTemplate t = sk.operands().get(0);
                    List<KeyTemplate.Segment> segments = t.segments();
                    for (int i = 0; i < segments.size(); i++) {
                        if (segments.get(i) instanceof KeyTemplate.Placeholder p) {
                            boolean trailing = i == segments.size() - 1;
                            Role role = trailing && !namesAnAttribute(p) ? Role.PREFIX : Role.EQUALITY;
                            p.expression().references().forEach(n -> roles.putIfAbsent(n, role));
                        }
                    }
                }
                case GT, GE -> mark(sk.operands().get(0), Role.LOWER_BOUND);
                case LT, LE -> mark(sk.operands().get(0), Role.UPPER_BOUND);
                case BETWEEN -> {
                    mark(sk.operands().get(0), Role.LOWER_BOUND);
                    mark(sk.operands().get(1), Role.UPPER_BOUND);
                }
            }
        }
        for (FilterCondition f : pattern.params().filters()) {
            f.operands().forEach(t -> mark(t, Role.FILTER));
        }
    }

    /** A trailing begins_with placeholder named like an attribute of a result type is that attribute's whole value. */
    private boolean namesAnAttribute(KeyTemplate.Placeholder p) {
        Optional<String> name = p.name();
        return name.isPresent() && resultTypes.stream().anyMatch(e -> e.defines(name.get()));
    }

    private void mark(KeyTemplate t, Role role) {
        t.references().forEach(n -> roles.putIfAbsent(n, role));
    }

    private TypePlan typePlan(Entity e) {
        List<Alignment> partition = new ArrayList<>();
        for (int i = 0; i < schema.partitionKey().size() && i < pattern.partitionKey().size(); i++) {
            partition.add(Alignment.of(pattern.partitionKey().get(i), KeyConditionMatcher.entityTemplate(e, schema.partitionKey().get(i)))
                    .byNames(e));
        }
        List<KeyTemplate> sortTemplates = schema.sortKey().stream().map(k -> KeyConditionMatcher.entityTemplate(e, k)).toList();
        List<Alignment> leading = new ArrayList<>();
        Alignment sortKey = null;
        List<Alignment> bounds = new ArrayList<>();
        SortKeyCondition sk = pattern.sortKey();
        if (sk != null && !sortTemplates.isEmpty()) {
            int n = sk.leadingEqualities().size();
            for (int i = 0; i < n && i < sortTemplates.size(); i++) {
                leading.add(Alignment.of(sk.leadingEqualities().get(i), sortTemplates.get(i)).byNames(e));
            }
            KeyTemplate target = sortTemplates.get(Math.min(n, sortTemplates.size() - 1));
            if (sk.operator().isRange()) {
                sk.operands().forEach(o -> bounds.add(Alignment.of(o, target)));
            } else {
                sortKey = Alignment.of(sk.operands().get(0), target).byNames(e);
            }
        }
        return new TypePlan(e, partition, leading, sortKey, bounds, sortTemplates);
    }
}

package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What rules look at: the design, the configuration, and template-level matching computed once. */
public final class LintContext {

    /** Where an entity's key definition serves: the table's or an index's partition or sort key. */
    public record KeyRole(String index, boolean partition) {
        /** null index: the table. */
        public String indexDisplayName() {
            return index == null ? "table" : index;
        }
    }

    private final Design design;
    private final Optional<AccessPatternsSpec> spec;
    private final LintConfig config;
    private final KeyConditionMatcher matcher;
    private final Map<ReadPattern, List<Entity>> resultTypes = new java.util.IdentityHashMap<>();
    private final Map<ReadPattern, Map<Entity, KeyConditionMatcher.Match>> matches = new java.util.IdentityHashMap<>();

    public LintContext(Design design, LintConfig config) {
        this(design, config, Optional.empty());
    }

    /** @param spec the access-patterns document the design was made from, when there is one */
    public LintContext(Design design, LintConfig config, Optional<AccessPatternsSpec> spec) {
        this.spec = spec;
        this.design = design;
        this.config = config;
        this.matcher = new KeyConditionMatcher(design);
    }

    /** The access-patterns document the design was made from, when there is one. */
    public Optional<AccessPatternsSpec> spec() {
        return spec;
    }

    public Design design() {
        return design;
    }

    public KeyConditionMatcher matcher() {
        return matcher;
    }

    /** A rule option, from the configuration or the rule's default. */
    public String option(Rule rule, String name) {
        return config.option(rule.metadata(), name);
    }

    public int intOption(Rule rule, String name) {
        return Integer.parseInt(option(rule, name).strip());
    }

    /** The declared or inferred result types of a pattern (memoised). */
    public List<Entity> resultTypes(ReadPattern pattern) {
        return resultTypes.computeIfAbsent(pattern, k -> matcher.resultTypes(pattern));
    }

    public KeyConditionMatcher.Match match(ReadPattern pattern, Entity entity) {
        return matches.computeIfAbsent(pattern, k -> new java.util.IdentityHashMap<>())
                .computeIfAbsent(entity, k -> matcher.match(pattern, entity));
    }

    /** The roles a key attribute plays: table PK/SK, index PK/SK (an inverted index gives the table SK two roles). */
    public List<KeyRole> roles(String keyAttribute) {
        List<KeyRole> roles = new ArrayList<>();
        addRoles(roles, design.tableKeySchema(), keyAttribute);
        for (SecondaryIndex index : design.indexes()) {
            addRoles(roles, index.keySchema(), keyAttribute);
        }
        return roles;
    }

    private static void addRoles(List<KeyRole> roles, KeySchema schema, String keyAttribute) {
        for (KeyAttribute k : schema.partitionKey()) {
            if (k.name().equals(keyAttribute)) {
                roles.add(new KeyRole(schema.indexName(), true));
            }
        }
        for (KeyAttribute k : schema.sortKey()) {
            if (k.name().equals(keyAttribute)) {
                roles.add(new KeyRole(schema.indexName(), false));
            }
        }
    }

    /** The type of a key attribute as the table or index defines it. */
    public Optional<KeyAttribute> keyAttribute(String name) {
        return design.allKeyAttributes().stream().filter(k -> k.name().equals(name)).findFirst();
    }

    /** The kind of value an expression renders for an entity, following derived values. */
    public ValueKind kind(Entity entity, Expression expression) {
        return io.github.dynamodesign.design.ValueKinds.of(entity, expression);
    }

    /** The element (entity, index or pattern) a line belongs to, for findings reported by line. */
    public record Element(String name, int line) {
    }

    public Element elementAt(int line) {
        for (ReadPattern p : design.reads()) {
            if (p.location().line() == line) {
                return new Element(p.id(), line);
            }
        }
        for (io.github.dynamodesign.design.WritePattern w : design.writes()) {
            if (w.location().line() == line) {
                return new Element(w.id(), line);
            }
        }
        for (SecondaryIndex i : design.indexes()) {
            if (i.location().line() == line) {
                return new Element(i.name(), line);
            }
        }
        Entity owner = null;
        for (Entity e : design.entities()) {
            if (e.location().line() <= line && (owner == null || e.location().line() > owner.location().line())) {
                owner = e;
            }
        }
        if (owner != null && !startsLaterElement(owner.location().line(), line)) {
            return new Element(owner.name(), owner.location().line());
        }
        return new Element(design.table().name(), 0);
    }

    private boolean startsLaterElement(int from, int line) {
        return design.reads().stream().anyMatch(p -> p.location().line() > from && p.location().line() <= line)
                || design.writes().stream().anyMatch(p -> p.location().line() > from && p.location().line() <= line)
                || design.indexes().stream().anyMatch(i -> i.location().line() > from && i.location().line() <= line)
                || design.collections().stream().anyMatch(c -> c.location().line() > from && c.location().line() <= line);
    }

    /** Every key definition of every entity, with the entity. */
    public List<Map.Entry<Entity, KeyDefinition>> keyDefinitions() {
        List<Map.Entry<Entity, KeyDefinition>> all = new ArrayList<>();
        for (Entity e : design.entities()) {
            for (KeyDefinition k : e.keys()) {
                all.add(Map.entry(e, k));
            }
        }
        return all;
    }
}

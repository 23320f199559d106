package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.QueryParams;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** Changes of the access patterns, matched by id: what callers will now get differently. */
final class PatternChanges {

    private final Design before;
    private final Design after;
    private final Map<String, String> entities;
    private final List<DesignChange> changes = new ArrayList<>();

    private PatternChanges(Design before, Design after, Map<String, String> entities) {
        this.before = before;
        this.after = after;
        this.entities = entities;
    }

    static List<DesignChange> of(Design before, Design after, Map<String, String> entities) {
        PatternChanges c = new PatternChanges(before, after, entities);
        c.reads();
        c.writes();
        return c.changes;
    }

    private void reads() {
        KeyConditionMatcher oldMatcher = new KeyConditionMatcher(before);
        KeyConditionMatcher newMatcher = new KeyConditionMatcher(after);
        for (ReadPattern old : before.reads()) {
            Optional<ReadPattern> now = after.reads().stream().filter(p -> p.id().equalsIgnoreCase(old.id())).findFirst();
            if (now.isEmpty()) {
                changes.add(DesignChange.of(ChangeKind.PATTERN_REMOVED, ChangeClass.SAFE, old.id(), old.location(), null,
                        old.displayName() + " removed").withConsequence("no data changes; callers of it must be gone"));
                continue;
            }
            ReadPattern p = now.get();
            if (old.operation() != p.operation()) {
                behaviour(ChangeKind.PATTERN_OPERATION, old, p, "operation " + old.operation().apiName() + " → " + p.operation().apiName());
            }
            if (!Objects.equals(old.index(), p.index())) {
                behaviour(ChangeKind.PATTERN_INDEX, old, p, "index " + where(old.index()) + " → " + where(p.index()));
            }
            if (!condition(old).equals(condition(p))) {
                behaviour(ChangeKind.PATTERN_KEY_CONDITION, old, p, "key condition " + condition(old) + " → " + condition(p));
            }
            params(old, p);
            results(old, p, oldMatcher, newMatcher);
        }
        for (ReadPattern p : after.reads()) {
            if (before.reads().stream().noneMatch(o -> o.id().equalsIgnoreCase(p.id()))) {
                changes.add(DesignChange.of(ChangeKind.PATTERN_ADDED, ChangeClass.SAFE, p.id(), null, p.location(), p.displayName() + " added")
                        .withConsequence("no data changes"));
            }
        }
    }

    private void params(ReadPattern old, ReadPattern p) {
        QueryParams a = old.params();
        QueryParams b = p.params();
        if (a.scanIndexForward() != b.scanIndexForward()) {
            behaviour(ChangeKind.PATTERN_ORDER, old, p, "order " + direction(a) + " → " + direction(b));
        }
        if (!Objects.equals(a.limit(), b.limit())) {
            behaviour(ChangeKind.PATTERN_LIMIT, old, p, "Limit " + (a.limit() == null ? "(none)" : a.limit()) + " → "
                    + (b.limit() == null ? "(none)" : b.limit()));
        }
        List<String> differences = new ArrayList<>();
        if (a.consistentRead() != b.consistentRead()) {
            differences.add("ConsistentRead " + a.consistentRead() + " → " + b.consistentRead());
        }
        if (a.paginated() != b.paginated()) {
            differences.add(b.paginated() ? "now paginated" : "no longer paginated");
        }
        List<String> fa = a.filters().stream().map(f -> f.source().strip()).toList();
        List<String> fb = b.filters().stream().map(f -> f.source().strip()).toList();
        if (!fa.equals(fb)) {
            differences.add("filter " + (fa.isEmpty() ? "(none)" : String.join(", ", fa)) + " → " + (fb.isEmpty() ? "(none)" : String.join(", ", fb)));
        }
        if (!differences.isEmpty()) {
            behaviour(ChangeKind.PATTERN_PARAMS, old, p, String.join("; ", differences));
        }
    }

    private void results(ReadPattern old, ReadPattern p, KeyConditionMatcher oldMatcher, KeyConditionMatcher newMatcher) {
        Set<String> was = new LinkedHashSet<>();
        oldMatcher.resultTypes(old).stream().map(Entity::name).map(n -> entities.getOrDefault(n, n)).forEach(was::add);
        Set<String> is = new LinkedHashSet<>(newMatcher.resultTypes(p).stream().map(Entity::name).toList());
        if (was.equals(is)) {
            return;
        }
        List<String> words = new ArrayList<>();
        is.stream().filter(n -> !was.contains(n)).forEach(n -> words.add("+" + n));
        was.stream().filter(n -> !is.contains(n)).forEach(n -> words.add("-" + n));
        behaviour(ChangeKind.PATTERN_RESULTS, old, p, "returns " + String.join(", ", was) + " → " + String.join(", ", is)
                + " (" + String.join(" ", words) + ")");
    }

    private void writes() {
        for (WritePattern old : before.writes()) {
            Optional<WritePattern> now = after.writes().stream().filter(p -> p.id().equalsIgnoreCase(old.id())).findFirst();
            if (now.isEmpty()) {
                changes.add(DesignChange.of(ChangeKind.PATTERN_REMOVED, ChangeClass.SAFE, old.id(), old.location(), null,
                        old.displayName() + " removed").withConsequence("no data changes; callers of it must be gone"));
                continue;
            }
            WritePattern p = now.get();
            if (!steps(old, true).equals(steps(p, false))) {
                behaviour(ChangeKind.WRITE_STEPS, old, p, "steps " + text(old) + " → " + text(p));
            }
            if (!guards(before, old.conditions().notExists()).equals(guards(after, p.conditions().notExists()))
                    || !guards(before, old.conditions().exists()).equals(guards(after, p.conditions().exists()))
                    || old.conditions().upsert() != p.conditions().upsert()) {
                behaviour(ChangeKind.WRITE_CONDITIONS, old, p, "conditions `" + old.conditions().text().strip() + "` → `"
                        + p.conditions().text().strip() + "`");
            }
        }
        for (WritePattern p : after.writes()) {
            if (before.writes().stream().noneMatch(o -> o.id().equalsIgnoreCase(p.id()))) {
                changes.add(DesignChange.of(ChangeKind.PATTERN_ADDED, ChangeClass.SAFE, p.id(), null, p.location(), p.displayName() + " added")
                        .withConsequence("no data changes"));
            }
        }
    }

    /** What each step does: verb, entity (its new name when renamed) and update clauses; prose as written. */
    private List<Object> steps(WritePattern w, boolean renamed) {
        List<Object> steps = new ArrayList<>();
        for (WriteStep s : w.steps()) {
            String entity = s.entity() == null ? "" : renamed ? entities.getOrDefault(s.entity(), s.entity()) : s.entity();
            steps.add(s.understood() ? List.of(s.verb(), entity, s.actions()) : s.source().strip());
        }
        return steps;
    }

    private static String text(WritePattern w) {
        return String.join("; ", w.steps().stream().map(s -> s.source().strip()).toList());
    }

    private void behaviour(ChangeKind kind, io.github.dynamodesign.design.AccessPattern old, io.github.dynamodesign.design.AccessPattern now,
                           String summary) {
        changes.add(DesignChange.of(kind, ChangeClass.BEHAVIOUR, now.id(), old.location(), now.location(), now.id() + " " + summary)
                .withConsequence("callers of " + now.id() + " get different results; no data changes"));
    }

    /** Guarded attributes, the table's key attributes by role: a guard on the renamed partition key is the same guard. */
    private static List<String> guards(Design design, List<String> attributes) {
        String pk = design.table().partitionKey().name();
        String sk = design.table().sortKey() == null ? null : design.table().sortKey().name();
        return attributes.stream().map(a -> a.equals(pk) ? "<partition key>" : a.equals(sk) ? "<sort key>" : a).toList();
    }

    private static String condition(ReadPattern p) {
        String pk = String.join(", ", p.partitionKey().stream().map(KeyTemplate::source).map(String::strip).toList());
        return "PK = `" + pk + "`" + p.sortKeyCondition().map(c -> ", SK " + c).orElse("");
    }

    private static String where(String index) {
        return index == null ? "Table" : index;
    }

    private static String direction(QueryParams p) {
        return p.scanIndexForward() ? "ascending" : "descending (ScanIndexForward=false)";
    }
}

package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.Design;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What changes between two versions of a design, each change classified by what it means for a table that already
 * holds items. Prose is not compared: a change of descriptions alone is no change.
 *
 * @param renamed old entity name to new name, for every entity in both designs (the same name when not renamed)
 */
public record DesignDiff(Design before, Design after, List<DesignChange> changes, Map<String, String> renamed) {

    public DesignDiff {
        changes = List.copyOf(changes);
        renamed = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(renamed));
    }

    /**
     * Compares two usable designs (see {@link Design#usable()}).
     *
     * @throws IllegalArgumentException when either cannot be used
     */
    public static DesignDiff between(Design before, Design after) {
        for (Design d : List.of(before, after)) {
            if (!d.usable()) {
                throw new IllegalArgumentException(d.file() + " cannot be compared: " + d.diagnostics());
            }
        }
        Map<String, String> matched = EntityMatching.match(before, after);
        List<DesignChange> changes = new ArrayList<>();
        changes.addAll(SchemaChanges.of(before, after, matched));
        changes.addAll(EntityChanges.of(before, after, matched));
        changes.addAll(PatternChanges.of(before, after, matched));
        changes.sort(Comparator.comparing((DesignChange c) -> c.changeClass().ordinal())
                .thenComparing(c -> c.after() != null ? c.after().line() : Integer.MAX_VALUE)
                .thenComparing(c -> c.before() != null ? c.before().line() : Integer.MAX_VALUE));
        return new DesignDiff(before, after, changes, matched);
    }

    public boolean identical() {
        return changes.isEmpty();
    }

    /** The most demanding class among the changes; empty when there is none. */
    public Optional<ChangeClass> worst() {
        return changes.stream().map(DesignChange::changeClass).min(Comparator.naturalOrder());
    }

    /** Whether a run with {@code --fail-on} at the given level fails. */
    public boolean failsAt(ChangeClass.FailLevel level) {
        return changes.stream().anyMatch(c -> level.failsOn(c.changeClass()));
    }

    public long count(ChangeClass c) {
        return changes.stream().filter(x -> x.changeClass() == c).count();
    }

    /** Whether the table itself must be made anew (its key schema or an LSI changes). */
    public boolean newTable() {
        return changes.stream().anyMatch(c -> c.changeClass() == ChangeClass.NEW_TABLE);
    }

    /** The old name of an entity of the new design; empty for a new entity. */
    public Optional<String> previousName(String entity) {
        return renamed.entrySet().stream().filter(e -> e.getValue().equals(entity)).map(Map.Entry::getKey).findFirst();
    }

    /** The changes concerning an entity of the new design. */
    public List<DesignChange> changesOf(String entity) {
        return changes.stream().filter(c -> entity.equals(c.entity())).toList();
    }

    /**
     * The change that leaves existing items of the entity unreadable through the given key attributes until they are
     * migrated: a new table, a rewrite of its table key, a backfill of its index keys. Empty when the diff predicts
     * that existing items read through those keys as they are.
     */
    public Optional<DesignChange> predictsStale(String entity, Collection<String> keyAttributes) {
        for (DesignChange c : changes) {
            if (c.changeClass() == ChangeClass.NEW_TABLE) {
                return Optional.of(c);
            }
        }
        return changes.stream().filter(c -> entity.equals(c.entity()) && c.changeClass().needsData())
                .filter(c -> c.attributes().stream().anyMatch(keyAttributes::contains)).findFirst();
    }
}

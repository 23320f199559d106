package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.UpdateActions;
import io.github.dynamodesign.design.WriteStep;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A step of a write case with its entity's item: the values before the write (what an update, delete or check acts
 * on) and after it. An Update step's change is worked out once, by {@link WriteRunner#planUpdates}.
 */
final class StepItem {

    final WriteStep step;
    final Entity entity;
    final Map<String, Object> before;
    private Map<String, Object> after;
    private UpdateActions actions = UpdateActions.NONE;

    StepItem(WriteStep step, Entity entity, Map<String, Object> before) {
        this.step = step;
        this.entity = entity;
        this.before = before;
        this.after = before;
    }

    /** The item's values after the step (the values before, unless it is an update). */
    Map<String, Object> after() {
        return after;
    }

    /** What the update changes: the note's clauses, or one attribute chosen when the note names none. */
    UpdateActions actions() {
        return actions;
    }

    void planned(UpdateActions actions, Map<String, Object> after) {
        this.actions = actions;
        this.after = after;
    }

    /** The key attributes the update removes on purpose ({@code REMOVE GSI1PK, GSI1SK}: the item leaves a sparse index). */
    java.util.Set<String> removedKeys() {
        java.util.Set<String> removed = new java.util.LinkedHashSet<>(actions.remove());
        removed.retainAll(entity.keys().stream().map(k -> k.attribute()).toList());
        return removed;
    }

    /** {@code Update Order}. */
    String verb() {
        return step.verb().label() + " " + entity.name();
    }

    /** The attributes the step changes or removes. */
    List<String> changedNames() {
        List<String> names = new ArrayList<>();
        after.forEach((k, v) -> {
            if (!v.equals(before.get(k))) {
                names.add(k);
            }
        });
        before.keySet().stream().filter(k -> !after.containsKey(k)).forEach(names::add);
        return names;
    }
}

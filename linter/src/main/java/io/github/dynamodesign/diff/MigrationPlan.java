package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.SecondaryIndex;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The migration a diff implies for the items already in the table, per entity: re-render the new keys from each
 * item's own attributes, and write them back idempotently. Derived from the diff alone; what it does to sample data
 * is measured by the migration check.
 *
 * @param tableOperations what must happen to the table and its indexes first (UpdateTable, a new table)
 * @param steps what happens to the items, one step per entity
 */
public record MigrationPlan(String table, List<String> tableOperations, List<Step> steps) {

    public MigrationPlan {
        tableOperations = List.copyOf(tableOperations);
        steps = List.copyOf(steps);
    }

    /** What a step does to each item of its entity. */
    public enum Action {
        /** Copy every item into a new table, keys rendered by the new templates. */
        COPY_TO_NEW_TABLE("copy to the new table"),
        /** Put the item under its new table key, then delete the old one: one TransactWriteItems per item. */
        PUT_NEW_DELETE_OLD("put under the new key, delete the old"),
        /** UpdateItem on the item's key: SET and REMOVE index attributes (and the entity type). */
        UPDATE_ITEM("UpdateItem");

        private final String words;

        Action(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * One entity's migration.
     *
     * @param entity the entity in the new design
     * @param previousEntity its name in the old design (the type value its items carry)
     * @param selects which items of the table the step reads
     * @param set attributes (re)written, each with the template that renders it
     * @param remove attributes removed
     * @param condition the condition that makes a re-run do nothing twice
     * @param because the summaries of the changes that call for it
     */
    public record Step(String entity, String previousEntity, Action action, String selects, List<String> set,
                       List<String> remove, String condition, List<String> because) {

        public Step {
            set = List.copyOf(set);
            remove = List.copyOf(remove);
            because = List.copyOf(because);
        }
    }

    /** The plan of a diff. */
    public static MigrationPlan of(DesignDiff diff) {
        Design after = diff.after();
        List<String> tableOperations = new ArrayList<>();
        for (DesignChange c : diff.changes()) {
            switch (c.kind()) {
                case TABLE_KEY_SCHEMA, LSI_ADDED, LSI_REMOVED, LSI_CHANGED -> tableOperations.add("create a new table `" + after.table().name()
                        + "` (" + c.summary() + ") and copy every item into it");
                case GSI_ADDED -> tableOperations.add("UpdateTable: create " + c.index() + " (" + SchemaChanges.keys(after.index(c.index()).orElseThrow())
                        + ")" + (c.changeClass() == ChangeClass.BACKFILL ? ", after the backfill below" : ""));
                case GSI_REMOVED -> tableOperations.add("UpdateTable: delete " + c.index());
                case GSI_KEY_SCHEMA, GSI_PROJECTION -> tableOperations.add("UpdateTable: delete " + c.index() + ", then create it again ("
                        + c.summary() + ")");
                case TTL_ATTRIBUTE -> tableOperations.add("UpdateTimeToLive: " + c.summary());
                default -> {
                }
            }
        }
        List<String> distinct = new ArrayList<>(new LinkedHashSet<>(tableOperations));
        List<Step> steps = new ArrayList<>();
        for (Entity e : after.entities()) {
            Optional<String> previous = diff.previousName(e.name());
            if (previous.isEmpty()) {
                continue;
            }
            Entity old = diff.before().entity(previous.get()).orElseThrow();
            List<DesignChange> own = diff.changesOf(e.name()).stream().filter(c -> c.changeClass().needsData()).toList();
            if (!diff.newTable() && own.isEmpty()) {
                continue;
            }
            steps.add(step(diff, old, e, own));
        }
        return new MigrationPlan(after.table().name(), distinct, steps);
    }

    private static Step step(DesignDiff diff, Entity old, Entity now, List<DesignChange> own) {
        Design after = diff.after();
        String typeAttribute = after.table().entityTypeAttribute();
        String pk = after.table().partitionKey().name();
        Action action = diff.newTable() ? Action.COPY_TO_NEW_TABLE
                : own.stream().anyMatch(c -> c.changeClass() == ChangeClass.REWRITE) ? Action.PUT_NEW_DELETE_OLD : Action.UPDATE_ITEM;
        Set<String> set = new LinkedHashSet<>();
        Set<String> remove = new LinkedHashSet<>();
        if (action == Action.UPDATE_ITEM) {
            for (DesignChange c : own) {
                for (String a : c.attributes()) {
                    if (a.equals(typeAttribute)) {
                        set.add(typeAttribute + " = `" + now.name() + "`");
                    } else if (now.writesKey(a)) {
                        set.add(a + " = `" + template(now, a) + "`");
                    } else if (isKey(after, a)) {
                        remove.add(a);
                    }
                }
            }
        } else {
            for (KeyAttribute k : after.allKeyAttributes()) {
                if (now.key(k.name()).isPresent()) {
                    set.add(k.name() + " = `" + template(now, k.name()) + "`");
                }
            }
            if (!old.name().equals(now.name())) {
                set.add(typeAttribute + " = `" + now.name() + "`");
            }
            for (KeyAttribute k : diff.before().allKeyAttributes()) {
                if (old.writesKey(k.name()) && !now.writesKey(k.name())) {
                    remove.add(k.name());
                }
            }
        }
        String selects = "items whose " + diff.before().table().entityTypeAttribute() + " is `" + old.name() + "`"
                + old.key(diff.before().table().partitionKey().name()).map(k -> " (table keys `" + k.template().source().strip() + "`"
                        + old.key(diff.before().table().sortKey() == null ? "" : diff.before().table().sortKey().name())
                        .map(s -> " / `" + s.template().source().strip() + "`").orElse("") + ")").orElse("");
        String condition = switch (action) {
            case COPY_TO_NEW_TABLE -> "attribute_not_exists(" + pk + ") on the put into the new table";
            case PUT_NEW_DELETE_OLD -> "attribute_not_exists(" + pk + ") on the put; the delete of the old key in the same "
                    + "transaction; an item whose keys are already the new ones is left alone";
            case UPDATE_ITEM -> "attribute_exists(" + pk + "); values re-rendered from the item, so a second run writes the same";
        };
        return new Step(now.name(), old.name(), action, selects, List.copyOf(set), List.copyOf(remove), condition,
                own.stream().map(DesignChange::summary).toList());
    }

    private static String template(Entity e, String keyAttribute) {
        return e.key(keyAttribute).map(KeyDefinition::template).map(t -> t.source().strip()).orElse("<" + keyAttribute + ">");
    }

    private static boolean isKey(Design d, String name) {
        return d.allKeyAttributes().stream().anyMatch(k -> k.name().equals(name))
                || d.indexes().stream().map(SecondaryIndex::keyAttributes).flatMap(List::stream).anyMatch(k -> k.name().equals(name));
    }

    /** The step of an entity of the new design, if it needs one. */
    public Optional<Step> step(String entity) {
        return steps.stream().filter(s -> s.entity().equals(entity)).findFirst();
    }
}

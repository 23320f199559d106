package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.SourceLocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Changes of the entities: added, removed, renamed, and for each entity in both, its key templates and attributes. */
final class EntityChanges {

    private final Design before;
    private final Design after;
    private final List<DesignChange> changes = new ArrayList<>();

    private EntityChanges(Design before, Design after) {
        this.before = before;
        this.after = after;
    }

    static List<DesignChange> of(Design before, Design after, Map<String, String> matched) {
        EntityChanges c = new EntityChanges(before, after);
        for (Entity old : before.entities()) {
            String now = matched.get(old.name());
            if (now == null) {
                c.changes.add(DesignChange.of(ChangeKind.ENTITY_REMOVED, ChangeClass.SAFE, old.name(), old.location(), null,
                                "entity " + old.name() + " removed").withEntity(old.name())
                        .withConsequence("its items stay in the table until deleted; no pattern of the new design reads them"));
            } else {
                c.compare(old, after.entity(now).orElseThrow());
            }
        }
        for (Entity now : after.entities()) {
            if (!matched.containsValue(now.name())) {
                c.changes.add(DesignChange.of(ChangeKind.ENTITY_ADDED, ChangeClass.SAFE, now.name(), null, now.location(),
                        "entity " + now.name() + " added").withEntity(now.name()).withConsequence("no existing items: nothing to do"));
            }
        }
        return c.changes;
    }

    private void compare(Entity old, Entity now) {
        if (!old.name().equals(now.name())) {
            String type = after.table().entityTypeAttribute();
            changes.add(DesignChange.of(ChangeKind.ENTITY_RENAMED, ChangeClass.BACKFILL, now.name(), old.location(), now.location(),
                            "entity " + old.name() + " renamed " + now.name() + " (same keys and attributes)").withEntity(now.name())
                    .withConsequence("existing items carry " + type + " = `" + old.name() + "`: SET it to `" + now.name() + "`")
                    .touching(List.of(type)));
        }
        tableKey(old, now, before.table().partitionKey().name(), after.table().partitionKey().name());
        if (after.table().sortKey() != null) {
            tableKey(old, now, before.table().sortKey() == null ? null : before.table().sortKey().name(), after.table().sortKey().name());
        }
        for (String k : EntityMatching.keyNames(before, after)) {
            if (after.tableKeySchema().all().stream().noneMatch(a -> a.name().equals(k))) {
                indexKey(old, now, k);
            }
        }
        attributes(old, now);
    }

    /**
     * A table key compared by its role (partition or sort key): a key attribute renamed with the table is the same key
     * (the table's own change says the rest).
     *
     * @param was the old table's attribute of that role, or null when it had none
     */
    private void tableKey(Entity old, Entity now, String was, String is) {
        Optional<String> oldForm = was == null ? Optional.empty() : KeyForms.of(old, was);
        if (oldForm.equals(KeyForms.of(now, is))) {
            return;
        }
        String oldText = was == null ? "(none)" : KeyForms.text(old, was).orElse("(none)");
        SourceLocation from = was == null ? old.location() : old.key(was).map(KeyDefinition::location).orElse(old.location());
        SourceLocation to = now.key(is).map(KeyDefinition::location).orElse(now.location());
        changes.add(DesignChange.of(ChangeKind.TABLE_KEY_TEMPLATE, ChangeClass.REWRITE, now.name(), from, to,
                        now.name() + " " + is + " `" + oldText + "` → `" + KeyForms.text(now, is).orElse("(none)") + "`")
                .withEntity(now.name()).touching(List.of(is))
                .withConsequence("existing " + now.name() + " items sit under the old " + is + ": put each under the key the new "
                        + "template renders and delete the old item (" + is + " is part of the primary key and cannot be updated)"));
    }

    private void indexKey(Entity old, Entity now, String k) {
        List<String> indexes = after.indexes().stream().filter(i -> i.keyAttributes().stream().anyMatch(a -> a.name().equals(k)))
                .map(SecondaryIndex::name).toList();
        if (indexes.isEmpty()) {
            return;
        }
        Optional<String> was = KeyForms.of(old, k);
        Optional<String> is = KeyForms.of(now, k);
        if (was.equals(is)) {
            return;
        }
        String oldText = KeyForms.text(old, k).orElse("(none)");
        String newText = KeyForms.text(now, k).orElse("(none)");
        SourceLocation from = old.key(k).map(KeyDefinition::location).orElse(old.location());
        SourceLocation to = now.key(k).map(KeyDefinition::location).orElse(now.location());
        String summary = now.name() + " " + k + " `" + oldText + "` → `" + newText + "`";
        String index = String.join(", ", indexes);
        if (was.isEmpty()) {
            boolean carried = KeyForms.plainAttribute(now, k) && old.attribute(k).isPresent();
            changes.add(DesignChange.of(ChangeKind.INDEX_KEY_ADDED, carried ? ChangeClass.SAFE : ChangeClass.BACKFILL, now.name(), from, to, summary)
                    .withEntity(now.name()).withIndex(indexes.get(0)).touching(List.of(k))
                    .withConsequence(carried ? "existing items already carry " + k + ": DynamoDB puts them in " + index
                            : "existing " + now.name() + " items have no " + k + ": they are not in " + index + " until an UpdateItem sets it"));
        } else if (is.isEmpty()) {
            changes.add(DesignChange.of(ChangeKind.INDEX_KEY_REMOVED, ChangeClass.BACKFILL, now.name(), from, to, summary)
                    .withEntity(now.name()).withIndex(indexes.get(0)).touching(List.of(k))
                    .withConsequence("existing " + now.name() + " items still carry " + k + " and stay in " + index + " until an "
                            + "UpdateItem removes it"));
        } else {
            changes.add(DesignChange.of(ChangeKind.INDEX_KEY_TEMPLATE, ChangeClass.BACKFILL, now.name(), from, to, summary)
                    .withEntity(now.name()).withIndex(indexes.get(0)).touching(List.of(k))
                    .withConsequence("existing " + now.name() + " items carry " + k + " as the old template rendered it: "
                            + "one UpdateItem per item sets it anew"));
        }
    }

    private void attributes(Entity old, Entity now) {
        for (Attribute a : now.attributes()) {
            Optional<Attribute> was = old.attribute(a.name());
            if (was.isEmpty()) {
                if (isKeyAttribute(a.name())) {
                    continue;
                }
                changes.add(DesignChange.of(ChangeKind.ATTRIBUTE_ADDED, ChangeClass.SAFE, now.name(), old.location(), a.location(),
                        now.name() + "." + a.name() + " added").withEntity(now.name())
                        .withConsequence("existing items do not have it until they are written again" + (a.optional() ? "" : "; read it as optional meanwhile")));
            } else if (was.get().type() != a.type()) {
                changes.add(DesignChange.of(ChangeKind.ATTRIBUTE_TYPE, ChangeClass.BACKFILL, now.name(), was.get().location(), a.location(),
                                now.name() + "." + a.name() + " " + was.get().type() + " → " + a.type()).withEntity(now.name())
                        .touching(List.of(a.name()))
                        .withConsequence("existing items hold " + a.name() + " as " + was.get().type() + ": convert it per item"));
            }
        }
        for (Attribute a : old.attributes()) {
            if (now.attribute(a.name()).isEmpty() && !isKeyAttribute(a.name())) {
                changes.add(DesignChange.of(ChangeKind.ATTRIBUTE_REMOVED, ChangeClass.SAFE, now.name(), a.location(), now.location(),
                        now.name() + "." + a.name() + " removed").withEntity(now.name())
                        .withConsequence("existing items keep it until they are written again; nothing reads it"));
            }
        }
    }

    private boolean isKeyAttribute(String name) {
        return after.allKeyAttributes().stream().map(KeyAttribute::name).anyMatch(name::equals)
                || before.allKeyAttributes().stream().map(KeyAttribute::name).anyMatch(name::equals);
    }
}

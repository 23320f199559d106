package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Changes of the table configuration and of the secondary indexes. */
final class SchemaChanges {

    private final Design before;
    private final Design after;
    private final Map<String, String> entities;
    private final List<DesignChange> changes = new ArrayList<>();

    private SchemaChanges(Design before, Design after, Map<String, String> entities) {
        this.before = before;
        this.after = after;
        this.entities = entities;
    }

    static List<DesignChange> of(Design before, Design after, Map<String, String> entities) {
        SchemaChanges s = new SchemaChanges(before, after, entities);
        s.table(before.table(), after.table());
        s.indexes();
        return s.changes;
    }

    private void table(Table old, Table now) {
        if (!old.name().equals(now.name())) {
            changes.add(DesignChange.of(ChangeKind.TABLE_RENAMED, ChangeClass.BEHAVIOUR, "table", old.location(), now.location(),
                    "table name `" + old.name() + "` → `" + now.name() + "`").withConsequence("the documents name different tables; "
                    + "they are compared as one table. If the live table really is renamed, that is a new table and a copy of every item"));
        }
        String oldKeys = keySchema(old);
        String newKeys = keySchema(now);
        if (!oldKeys.equals(newKeys)) {
            List<String> names = new ArrayList<>(after.tableKeySchema().all().stream().map(KeyAttribute::name).toList());
            changes.add(DesignChange.of(ChangeKind.TABLE_KEY_SCHEMA, ChangeClass.NEW_TABLE, "table", old.location(), now.location(),
                            "table key " + oldKeys + " → " + newKeys)
                    .withConsequence("DynamoDB cannot change a table's key schema: create a new table and copy every item into it, "
                            + "its keys rendered by the new templates").touching(names));
        }
        if (!Objects.equals(old.ttlAttribute(), now.ttlAttribute())) {
            ChangeClass c = now.ttlAttribute() == null ? ChangeClass.SAFE : ChangeClass.BACKFILL;
            String consequence = now.ttlAttribute() == null ? "expiry is switched off (UpdateTimeToLive); items are no longer deleted"
                    : old.ttlAttribute() == null ? "UpdateTimeToLive on `" + now.ttlAttribute() + "`: existing items expire only once they carry it"
                    : "UpdateTimeToLive on `" + now.ttlAttribute() + "`: existing items keep their expiry in `" + old.ttlAttribute()
                    + "` and never expire until it is copied to `" + now.ttlAttribute() + "`";
            changes.add(DesignChange.of(ChangeKind.TTL_ATTRIBUTE, c, "table", old.location(), now.location(),
                            "TTL attribute " + name(old.ttlAttribute()) + " → " + name(now.ttlAttribute())).withConsequence(consequence)
                    .touching(now.ttlAttribute() == null ? List.of() : List.of(now.ttlAttribute())));
        }
        if (!Objects.equals(norm(old.billingMode()), norm(now.billingMode()))) {
            changes.add(DesignChange.of(ChangeKind.BILLING_MODE, ChangeClass.SAFE, "table", old.location(), now.location(),
                    "billing mode " + name(old.billingMode()) + " → " + name(now.billingMode())).withConsequence("UpdateTable; no item changes"));
        }
    }

    private void indexes() {
        for (SecondaryIndex old : before.indexes()) {
            Optional<SecondaryIndex> now = after.index(old.name()).filter(i -> i.kind() == old.kind());
            if (now.isEmpty()) {
                removed(old);
            } else {
                changed(old, now.get());
            }
        }
        for (SecondaryIndex now : after.indexes()) {
            if (before.index(now.name()).filter(i -> i.kind() == now.kind()).isEmpty()) {
                added(now);
            }
        }
    }

    private void removed(SecondaryIndex old) {
        if (old.kind() == IndexKind.LSI) {
            changes.add(DesignChange.of(ChangeKind.LSI_REMOVED, ChangeClass.NEW_TABLE, old.name(), old.location(), null,
                            "LSI " + old.name() + " removed").withIndex(old.name())
                    .withConsequence("an LSI cannot be deleted from a table: a new table without it, and a copy of every item"));
            return;
        }
        changes.add(DesignChange.of(ChangeKind.GSI_REMOVED, ChangeClass.SAFE, old.name(), old.location(), null, "GSI " + old.name() + " removed")
                .withIndex(old.name()).withConsequence("UpdateTable deletes it; items keep its key attributes, which no longer index anything"));
    }

    private void added(SecondaryIndex now) {
        if (now.kind() == IndexKind.LSI) {
            changes.add(DesignChange.of(ChangeKind.LSI_ADDED, ChangeClass.NEW_TABLE, now.name(), null, now.location(),
                            "LSI " + now.name() + " added (" + keys(now) + ")").withIndex(now.name())
                    .withConsequence("an LSI can only be created with its table: a new table, and a copy of every item"));
            return;
        }
        List<String> derived = new ArrayList<>();
        List<String> carried = new ArrayList<>();
        for (Entity e : after.entities()) {
            if (!now.keyAttributes().stream().allMatch(k -> e.writesKey(k.name()))) {
                continue;
            }
            Optional<Entity> previous = previous(e);
            for (KeyAttribute k : now.keyAttributes()) {
                boolean itemsCarryIt = previous.isPresent() && KeyForms.plainAttribute(e, k.name())
                        && previous.get().attribute(k.name()).isPresent();
                (itemsCarryIt ? carried : derived).add(e.name() + "." + k.name());
            }
        }
        DesignChange change = DesignChange.of(ChangeKind.GSI_ADDED, derived.isEmpty() ? ChangeClass.SAFE : ChangeClass.BACKFILL,
                now.name(), null, now.location(), "GSI " + now.name() + " added (" + keys(now) + ", " + now.projection() + ")").withIndex(now.name());
        if (derived.isEmpty()) {
            changes.add(change.withConsequence("UpdateTable creates it and DynamoDB fills it from attributes existing items already carry"
                    + (carried.isEmpty() ? "" : " (" + String.join(", ", carried) + ")")));
        } else {
            changes.add(change.withConsequence("UpdateTable creates it, but existing items do not carry " + String.join(", ", derived)
                    + ": they are not in the index until those are backfilled").touching(now.keyAttributes().stream().map(KeyAttribute::name).toList()));
        }
    }

    private void changed(SecondaryIndex old, SecondaryIndex now) {
        boolean lsi = old.kind() == IndexKind.LSI;
        if (!keys(old).equals(keys(now))) {
            changes.add(DesignChange.of(lsi ? ChangeKind.LSI_CHANGED : ChangeKind.GSI_KEY_SCHEMA, lsi ? ChangeClass.NEW_TABLE : ChangeClass.INDEX_REBUILD,
                    now.name(), old.location(), now.location(), now.name() + " keys " + keys(old) + " → " + keys(now)).withIndex(now.name())
                    .withConsequence(lsi ? "an LSI cannot be changed: a new table, and a copy of every item"
                            : "DynamoDB cannot change an index's keys: delete " + now.name() + " and create it again; its patterns are "
                            + "unavailable until it is ACTIVE").touching(now.keyAttributes().stream().map(KeyAttribute::name).toList()));
        }
        if (!old.projection().equals(now.projection())) {
            changes.add(DesignChange.of(lsi ? ChangeKind.LSI_CHANGED : ChangeKind.GSI_PROJECTION, lsi ? ChangeClass.NEW_TABLE : ChangeClass.INDEX_REBUILD,
                    now.name(), old.location(), now.location(), now.name() + " projection " + old.projection() + " → " + now.projection())
                    .withIndex(now.name()).withConsequence(lsi ? "an LSI cannot be changed: a new table, and a copy of every item"
                            : "DynamoDB cannot change an index's projection: delete " + now.name() + " and create it again; its "
                            + "patterns are unavailable until it is ACTIVE"));
        }
    }

    private Optional<Entity> previous(Entity now) {
        return entities.entrySet().stream().filter(e -> e.getValue().equals(now.name())).findFirst()
                .flatMap(e -> before.entity(e.getKey()));
    }

    private static String keySchema(Table t) {
        return t.partitionKey() + (t.sortKey() == null ? "" : " / " + t.sortKey());
    }

    static String keys(SecondaryIndex index) {
        return String.join(", ", index.partitionKey().stream().map(KeyAttribute::toString).toList())
                + (index.sortKey().isEmpty() ? "" : " / " + String.join(", ", index.sortKey().stream().map(KeyAttribute::toString).toList()));
    }

    private static String name(String value) {
        return value == null ? "(none)" : "`" + value + "`";
    }

    private static String norm(String value) {
        return value == null ? "" : value.strip().toUpperCase(java.util.Locale.ROOT);
    }
}

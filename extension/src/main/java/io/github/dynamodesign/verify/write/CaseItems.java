package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.SeededItem;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The items one write case puts into the table, removed when it ends. A fresh item whose primary key a seeded item
 * already holds (an entity keyed by enum values only has no new key to give) moves the seeded item out of the way for
 * the case, and it is put back when the case ends; while the case runs, the seeded items it reads against leave it out.
 */
final class CaseItems implements AutoCloseable {

    private final Design design;
    private final WriteRunner writer;
    private final List<SeededItem> seeded;
    private final Map<PrimaryKey, SeededItem> seededByKey;
    private final List<Map<String, AttributeValue>> written = new ArrayList<>();
    private final Map<PrimaryKey, SeededItem> displaced = new LinkedHashMap<>();

    /** @param seededByKey the seeded items by their keys */
    CaseItems(Design design, WriteRunner writer, List<SeededItem> seeded, Map<PrimaryKey, SeededItem> seededByKey) {
        this.design = design;
        this.writer = writer;
        this.seeded = seeded;
        this.seededByKey = seededByKey;
    }

    /** Writes an item the case needs in the table before its operation runs. */
    void put(Map<String, AttributeValue> stored) {
        claim(stored);
        writer.put(stored);
    }

    /** A key the case's operation will write or expects to be free: a seeded item holding it is moved away. */
    void free(Map<String, AttributeValue> stored) {
        if (claim(stored)) {
            writer.delete(writer.primaryKey(stored));
        }
    }

    /** A key the case's operation wrote: removed at the end. */
    void wrote(Map<String, AttributeValue> stored) {
        claim(stored);
    }

    /** The seeded items that are in the table while the case runs. */
    List<SeededItem> seeded() {
        return displaced.isEmpty() ? seeded
                : seeded.stream().filter(i -> !displaced.containsKey(i.key(design))).toList();
    }

    /** @return whether a seeded item held the key and has now been moved away */
    private boolean claim(Map<String, AttributeValue> stored) {
        written.add(writer.primaryKey(stored));
        PrimaryKey key = PrimaryKey.of(design, stored);
        SeededItem holder = seededByKey.get(key);
        return holder != null && displaced.putIfAbsent(key, holder) == null;
    }

    @Override
    public void close() {
        written.forEach(writer::delete);
        displaced.values().forEach(i -> writer.put(i.stored()));
    }
}

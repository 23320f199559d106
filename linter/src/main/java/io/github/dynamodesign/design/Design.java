package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A single-table design as read from a document.
 *
 * @param file the document's path as given
 * @param metadata lines of the leading block quote ({@code Status: DRAFT})
 * @param table null only when the document could not be used at all (see {@link #usable()})
 * @param diagnostics what the reader could not understand, in document order
 */
public record Design(String file, List<String> metadata, Table table, List<SecondaryIndex> indexes,
                     List<Entity> entities, List<ItemCollection> collections, List<ReadPattern> reads,
                     List<WritePattern> writes, List<Suppression> suppressions, List<Diagnostic> diagnostics) {

    /** Diagnostic codes that mean the document cannot be used at all. */
    public static final Set<String> FATAL_CODES = Set.of("file-unreadable", "not-a-design", "access-patterns-document", "missing-table-configuration",
            "missing-partition-key", "internal-error");

    public Design {
        metadata = List.copyOf(metadata);
        indexes = List.copyOf(indexes);
        entities = List.copyOf(entities);
        collections = List.copyOf(collections);
        reads = List.copyOf(reads);
        writes = List.copyOf(writes);
        suppressions = List.copyOf(suppressions);
        diagnostics = List.copyOf(diagnostics);
    }

    /** Whether the document describes a table that can be linted and verified. */
    public boolean usable() {
        return table != null && diagnostics.stream().noneMatch(d -> FATAL_CODES.contains(d.code()));
    }

    /** The entity of that name; for a type value written in several shapes, its first variant. */
    public Optional<Entity> entity(String name) {
        return entities.stream().filter(e -> e.name().equals(name)).findFirst()
                .or(() -> entities.stream().filter(e -> e.type().equals(name)).findFirst())
                .or(() -> entities.stream().filter(e -> loosely(e.type()).equals(loosely(name))).findFirst());
    }

    /**
     * Every shape of the type the name names (the plain shape is named as its type), or the one shape of that name
     * ({@code Issue (SENT)}); "fuel_sale" names FuelSale too.
     */
    public List<Entity> entitiesNamed(String name) {
        List<Entity> exact = entities.stream().filter(e -> e.name().equals(name)).toList();
        if (!exact.isEmpty() && !exact.get(0).type().equals(name)) {
            return exact;
        }
        List<Entity> typed = entities.stream().filter(e -> e.type().equals(name)).toList();
        return typed.isEmpty() ? entities.stream().filter(e -> loosely(e.type()).equals(loosely(name))).toList() : typed;
    }

    private static String loosely(String name) {
        return name == null ? "" : name.replaceAll("[\\s_-]", "").toLowerCase(java.util.Locale.ROOT);
    }

    public Optional<SecondaryIndex> index(String name) {
        return indexes.stream().filter(i -> i.name().equals(name)).findFirst();
    }

    public Optional<ReadPattern> read(String id) {
        return reads.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** The table's key schema. */
    public KeySchema tableKeySchema() {
        return new KeySchema(null, List.of(table.partitionKey()),
                table.sortKey() == null ? List.of() : List.of(table.sortKey()));
    }

    /** The key schema a read on the given index (null: the table) uses; empty for an unknown index. */
    public Optional<KeySchema> keySchema(String indexName) {
        return indexName == null ? Optional.of(tableKeySchema()) : index(indexName).map(SecondaryIndex::keySchema);
    }

    /** Every key attribute of the table and its indexes, without repeats, table keys first. */
    /** The table's key attributes the entity gives no value for (no key bullet, no attribute of that name). */
    public List<String> tableKeysNotWritten(Entity e) {
        return tableKeySchema().all().stream().map(KeyAttribute::name).filter(k -> !e.writesKey(k)).toList();
    }

    public List<KeyAttribute> allKeyAttributes() {
        List<KeyAttribute> all = new ArrayList<>(tableKeySchema().all());
        for (SecondaryIndex index : indexes) {
            for (KeyAttribute k : index.keyAttributes()) {
                if (all.stream().noneMatch(a -> a.name().equals(k.name()))) {
                    all.add(k);
                }
            }
        }
        return all;
    }

    /**
     * The separator characters of this design: the non-alphanumeric characters its key templates write next to a
     * value ({@code #}, {@code :}, ...). Template-level reasoning assumes that values never contain them.
     */
    public Set<Character> separators() {
        Set<Character> separators = new LinkedHashSet<>();
        // a character that stands between a value and the text around it (`ORDER#<orderId>`, `<a>_<b>`); one inside a
        // word of a literal (`VARNISH_BATCHES`, `IN_STOCK`) is part of that word
        Stream.concat(entities.stream().flatMap(e -> e.keys().stream().map(KeyDefinition::template)),
                        reads.stream().flatMap(p -> p.keyTemplates().stream()))
                .forEach(t -> {
                    List<KeyTemplate.Segment> segments = t.segments();
                    for (int i = 0; i < segments.size(); i++) {
                        if (!(segments.get(i) instanceof KeyTemplate.Literal literal) || literal.text().isEmpty()) {
                            continue;
                        }
                        String text = literal.text();
                        if (i > 0 && !Character.isLetterOrDigit(text.charAt(0))) {
                            separators.add(text.charAt(0));
                        }
                        if (i < segments.size() - 1 && !Character.isLetterOrDigit(text.charAt(text.length() - 1))) {
                            separators.add(text.charAt(text.length() - 1));
                        }
                    }
                });
        return separators;
    }
}

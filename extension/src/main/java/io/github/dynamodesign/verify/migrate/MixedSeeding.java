package io.github.dynamodesign.verify.migrate;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.verify.KeysFrom;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.SetupProblem;
import io.github.dynamodesign.verify.sample.SampleGenerator;
import io.github.dynamodesign.verify.sample.Seeder;
import io.github.dynamodesign.verify.sample.Seeding;
import io.github.dynamodesign.verify.table.IndexSettling;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sample items of one version of a design (the reader: the oracle's values come from its samples), some of them
 * stored under the keys another version (the writer) renders: what a live table holds around a key change.
 */
public final class MixedSeeding {

    private final Design reader;
    private final Design writer;
    private final Map<String, String> writerNames;
    private final KeysFrom keysFrom;
    private final Which which;

    /** Which items are written. */
    private enum Which {
        ALL, WRITER_ONLY, READER_ONLY
    }

    private MixedSeeding(Design reader, Design writer, Map<String, String> writerNames, KeysFrom keysFrom, Which which) {
        this.reader = reader;
        this.writer = writer;
        this.writerNames = Map.copyOf(writerNames);
        this.keysFrom = keysFrom;
        this.which = which;
    }

    /**
     * Items of the entities named in {@code writerNames} go through the writer's templates (with only the attributes
     * the writer's entity has), the others through the reader's; the table has the reader's key schema.
     *
     * @param writerNames reader entity name to the writer's name of that entity
     * @param keysFrom what the writer is, for explanations
     */
    public static MixedSeeding of(Design reader, Design writer, Map<String, String> writerNames, KeysFrom keysFrom) {
        return new MixedSeeding(reader, writer, writerNames, keysFrom, Which.ALL);
    }

    /** Only the writer's items, in a table of the writer's key schema (the reader's table is to be made anew). */
    public MixedSeeding writerItemsOnly() {
        return new MixedSeeding(reader, writer, writerNames, keysFrom, Which.WRITER_ONLY);
    }

    /** Only the items of the reader's entities the writer does not have, under the reader's keys. */
    public MixedSeeding readerItemsOnly() {
        return new MixedSeeding(reader, writer, writerNames, keysFrom, Which.READER_ONLY);
    }

    /** Generates the samples for the seed and writes them to the table. */
    public Seeding.Result seed(DynamoDbClient client, String table, long seed) {
        Seeder own = new Seeder(reader);
        Seeder other = new Seeder(writer);
        List<SeededItem> items = new ArrayList<>();
        for (SampleGenerator.Sample s : new SampleGenerator(reader, seed).generate()) {
            Optional<Entity> w = Optional.ofNullable(writerNames.get(s.entity().name())).flatMap(writer::entity);
            if (w.isPresent() && which != Which.READER_ONLY) {
                other.store(w.get(), carried(w.get(), s.values()), s.example())
                        .ifPresent(stored -> items.add(new SeededItem(s.entity(), s.values(), stored, s.origin(), keysFrom)));
            } else if (w.isEmpty() && which != Which.WRITER_ONLY) {
                own.store(s.entity(), s.values(), s.example())
                        .ifPresent(stored -> items.add(new SeededItem(s.entity(), s.values(), stored, s.origin())));
            }
        }
        Seeder keyed = which == Which.WRITER_ONLY ? other : own;
        List<SeededItem> written = keyed.write(client, table, keyed.deduplicate(items));
        IndexSettling.await(client, which == Which.WRITER_ONLY ? writer : reader, table, written.stream().map(SeededItem::stored).toList());
        List<SetupProblem> problems = new ArrayList<>(own.problems());
        other.problems().stream().filter(p -> !problems.contains(p)).forEach(problems::add);
        return new Seeding.Result(written, problems);
    }

    /** The values an item written by the writer carries: the writer entity's attributes, and its type value. */
    private Map<String, Object> carried(Entity entity, Map<String, Object> values) {
        Map<String, Object> carried = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            if (entity.defines(name) || entity.keys().stream().anyMatch(k -> k.template().references().contains(name))) {
                carried.put(name, value);
            }
        });
        carried.put(writer.table().entityTypeAttribute(), entity.type());
        return carried;
    }
}

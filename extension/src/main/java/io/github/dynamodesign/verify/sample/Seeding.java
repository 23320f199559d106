package io.github.dynamodesign.verify.sample;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.SetupProblem;
import io.github.dynamodesign.verify.table.IndexSettling;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The sample items of a design, generated from a seed and written to its table. */
public final class Seeding {

    /**
     * @param items the items written, in the order they were generated
     * @param problems items that could not be rendered or written, and key collisions
     */
    public record Result(List<SeededItem> items, List<SetupProblem> problems) {

        public Result {
            items = List.copyOf(items);
            problems = List.copyOf(problems);
        }
    }

    private Seeding() {
    }

    /**
     * Generates the samples for the seed, renders their keys and writes them (the first of two items with one key wins),
     * and waits until the GSIs hold them.
     */
    public static Result seed(Design design, DynamoDbClient client, String table, long seed) {
        return seed(design, client, table, seed, Map.of());
    }

    /**
     * As {@link #seed(Design, DynamoDbClient, String, long)}, with a partition of each entity holding more items than
     * the largest count the access-patterns document states for its reads ({@code statedLimits}, by entity name).
     */
    public static Result seed(Design design, DynamoDbClient client, String table, long seed, Map<String, Integer> statedLimits) {
        Seeder seeder = new Seeder(design);
        List<SeededItem> items = new ArrayList<>();
        for (SampleGenerator.Sample s : new SampleGenerator(design, seed, statedLimits).generate()) {
            seeder.store(s.entity(), s.values(), s.example()).ifPresent(stored -> items.add(new SeededItem(s.entity(), s.values(), stored, s.origin())));
        }
        List<SeededItem> written = seeder.write(client, table, seeder.deduplicate(items));
        IndexSettling.await(client, design, table, written.stream().map(SeededItem::stored).toList());
        return new Result(written, seeder.problems());
    }
}

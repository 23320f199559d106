package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.verify.PrimaryKey;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.read.ReadChecks;
import io.github.dynamodesign.verify.sample.Companions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.List;
import java.util.Map;

/**
 * What every write case of a session shares: the table, its seeded items, the runner of write requests, the read
 * stage to read back through, and the seed of fresh values.
 */
record WriteContext(Design design, DynamoDbClient client, String table, List<SeededItem> seeded,
                    Map<PrimaryKey, SeededItem> seededByKey, WriteRunner writer, ReadThrough through, Companions companions,
                    long seed, WriteAction action) {

    WriteContext(Design design, DynamoDbClient client, String table, List<SeededItem> seeded, ReadChecks reads, long seed) {
        this(design, client, table, List.copyOf(seeded), reads.seededByKey(), new WriteRunner(design, client, table), new ReadThrough(design, reads),
                new Companions(design), seed, null);
    }

    /** The design's own requests perform the writes, unless another action is given. */
    WriteContext {
        if (action == null) {
            WriteRunner runner = writer;
            action = (w, items, caseItems) -> runner.run(w, items);
        }
    }

    /** The same context, its writes done by the given action (the user's code). */
    WriteContext doneBy(WriteAction other) {
        return new WriteContext(design, client, table, seeded, seededByKey, writer, through, companions, seed, other);
    }
}

package io.github.dynamodesign.junit;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.verify.SeededItem;
import org.junit.jupiter.api.DynamicNode;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.List;
import java.util.stream.Stream;

/**
 * The verification of a {@link DynamoDesignTest} class: its table in DynamoDB Local, seeded, and the dynamic tests
 * of its access patterns. Resolved as a parameter of test methods and factories.
 */
public interface DesignVerification {

    /** One container per access pattern ({@code AP-003 · description}), one test per case, named by its inputs. */
    Stream<DynamicNode> dynamicTests();

    /** The table created for this test class; it exists with its indexes and seeded items. */
    String tableName();

    Design design();

    /** The items written to the table before the tests. */
    List<SeededItem> seededItems();

    long seed();

    /** A client of the shared DynamoDB Local. */
    DynamoDbClient client();

    /**
     * The lock that read cases and the class's own test methods hold while they run: a write case has the table to
     * itself while it adds and removes its fresh items. Hold it in code of your own that reads the table from another
     * thread, and you only ever see the seeded items.
     */
    java.util.concurrent.locks.Lock sharedReadLock();
}

package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.junit.DesignVerification;
import io.github.dynamodesign.junit.DynamoDesignTest;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The second form of the contract: an explicit factory, and plain tests that use the seeded table. */
@DynamoDesignTest(value = "../fixtures/src/main/resources/designs/good/project-tracker.md", seed = 42)
public class RepositoryDesign {

    @TestFactory
    Stream<DynamicNode> patterns(DesignVerification verification) {
        return verification.dynamicTests();
    }

    @Test
    void theTableExistsWithItsSeededItems(DynamoDbClient client, DesignVerification verification, Design design) {
        assertThat(design.table().name()).isEqualTo("ProjectTracker");
        assertThat(verification.seed()).isEqualTo(42);
        int count = client.scan(ScanRequest.builder().tableName(verification.tableName()).build()).count();
        assertThat(count).isEqualTo(verification.seededItems().size()).isGreaterThan(20);
        assertThat(client.describeTable(b -> b.tableName(verification.tableName())).table().globalSecondaryIndexes()).hasSize(2);
        assertThat(client.describeTable(b -> b.tableName(verification.tableName())).table().localSecondaryIndexes()).hasSize(1);
    }

    @Test
    void codeOfOneselfCanHoldTheReadLock(DesignVerification verification) {
        java.util.concurrent.locks.Lock lock = verification.sharedReadLock();
        assertThat(lock.tryLock()).as("a test method already holds it, and may hold it again").isTrue();
        try {
            int count = verification.client().scan(ScanRequest.builder().tableName(verification.tableName()).build()).count();
            assertThat(count).isEqualTo(verification.seededItems().size());
        } finally {
            lock.unlock();
        }
    }
}

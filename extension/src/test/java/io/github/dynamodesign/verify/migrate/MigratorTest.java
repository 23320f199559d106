package io.github.dynamodesign.verify.migrate;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.diff.DesignDiff;
import io.github.dynamodesign.diff.KeyChangePairs;
import io.github.dynamodesign.diff.MigrationPlan;
import io.github.dynamodesign.verify.KeysFrom;
import io.github.dynamodesign.verify.MigratedStep;
import io.github.dynamodesign.verify.TestDynamo;
import io.github.dynamodesign.verify.table.TableFactory;
import io.github.dynamodesign.verify.table.TableItems;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The derived migration is conditional: a second run finds every item migrated and writes nothing. */
class MigratorTest {

    @ParameterizedTest
    @ValueSource(strings = {"02", "03", "10", "11", "12", "13"})
    void aSecondRunDoesNothingTwice(String name) {
        KeyChangePairs.Pair pair = KeyChangePairs.named(name);
        Design before = pair.readBefore();
        Design after = pair.readAfter();
        DesignDiff diff = DesignDiff.between(before, after);
        MigrationPlan plan = MigrationPlan.of(diff);
        DynamoDbClient client = TestDynamo.client();
        String table = TableFactory.uniqueName(after);
        TableFactory.create(client, after, table);
        try {
            Map<String, String> previousNames = new LinkedHashMap<>();
            diff.renamed().forEach((old, now) -> previousNames.put(now, old));
            MixedSeeding.of(after, before, previousNames, KeysFrom.PREVIOUS_DESIGN).seed(client, table, 42);
            int itemsBefore = TableItems.scan(client, table).size();

            List<MigratedStep> first = new Migrator(diff, plan, client).run(table, table);
            List<Map<String, AttributeValue>> migrated = TableItems.scan(client, table);
            List<MigratedStep> second = new Migrator(diff, plan, client).run(table, table);

            assertThat(first).isNotEmpty().allSatisfy(s -> {
                assertThat(s.problems()).isEmpty();
                assertThat(s.written()).isPositive();
                assertThat(s.written() + s.alreadyDone()).isEqualTo(s.selected());
            });
            assertThat(second).allSatisfy(s -> {
                assertThat(s.written()).as(s.step().entity()).isZero();
                assertThat(s.alreadyDone()).isEqualTo(s.selected());
            });
            assertThat(migrated).as("put under the new key and the old one deleted: as many items as before").hasSize(itemsBefore);
            assertThat(TableItems.scan(client, table)).containsExactlyInAnyOrderElementsOf(migrated);
        } finally {
            TableFactory.delete(client, table);
        }
    }
}

package example.shop.bugs;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Each planted bug fails its own pattern, in the method's container, for its reason; every other pattern still passes.
 * The variant classes below run through the JUnit Platform's test kit, as a user's build would run them.
 */
class PlantedBugsTest {

    @ParameterizedTest(name = "{0} fails {1}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            ForgottenPaginationCheck     | AP-004 | pagination: page 1 ended with LastEvaluatedKey
            WrongIndexCheck              | AP-005 | index: the code queried GSI1, where the design queries GSI2
            FlippedOrderCheck            | AP-003 | ScanIndexForward: the code sent true (the default), where the design says false
            PrefixWithoutSeparatorCheck  | AP-006 | where the design says sk begins_with
            GsiAttributeNotWrittenCheck  | AP-102 | its GSI2PK is missing, where Order's template gives
            ScanForEmailCheck            | AP-002 | operation: the code sent a Scan
            """)
    void failsForItsReason(String variant, String pattern, String reason) throws ClassNotFoundException {
        Class<?> test = Class.forName(PlantedBugsTest.class.getName() + "$" + variant);
        Events failed = EngineTestKit.engine("junit-jupiter").selectors(selectClass(test)).execute().testEvents().failed();
        List<Event> events = failed.list();
        assertThat(events).as(variant + " must fail").isNotEmpty();
        for (Event e : events) {
            String path = path(e.getTestDescriptor());
            String message = e.getPayload(org.junit.platform.engine.TestExecutionResult.class).flatMap(r -> r.getThrowable())
                    .map(Throwable::getMessage).orElse("");
            assertThat(path).as("only the bug's method fails: " + message).contains("(implementation)").contains(pattern);
        }
        assertThat(events.stream().map(e -> e.getPayload(org.junit.platform.engine.TestExecutionResult.class).flatMap(r -> r.getThrowable())
                .map(Throwable::getMessage).orElse(""))).anySatisfy(m -> assertThat(m).contains(reason));
    }

    /** The display names from the class down to the test: {@code ... > WrongIndex (implementation) > ordersWaitingIn(String) · AP-005 ...}. */
    private static String path(org.junit.platform.engine.TestDescriptor d) {
        String names = d.getDisplayName();
        for (var p = d.getParent(); p.isPresent(); p = p.get().getParent()) {
            names = p.get().getDisplayName() + " > " + names;
        }
        return names;
    }

    @DynamoDesignTest(value = "docs/dynamodb/table-design.md", implementations = PlantedBugs.ForgottenPagination.class)
    static class ForgottenPaginationCheck implements AccessPatternTests {
    }

    @DynamoDesignTest(value = "docs/dynamodb/table-design.md", implementations = PlantedBugs.WrongIndex.class)
    static class WrongIndexCheck implements AccessPatternTests {
    }

    @DynamoDesignTest(value = "docs/dynamodb/table-design.md", implementations = PlantedBugs.FlippedOrder.class)
    static class FlippedOrderCheck implements AccessPatternTests {
    }

    @DynamoDesignTest(value = "docs/dynamodb/table-design.md", implementations = PlantedBugs.PrefixWithoutSeparator.class)
    static class PrefixWithoutSeparatorCheck implements AccessPatternTests {
    }

    @DynamoDesignTest(value = "docs/dynamodb/table-design.md", implementations = PlantedBugs.GsiAttributeNotWritten.class)
    static class GsiAttributeNotWrittenCheck implements AccessPatternTests {
    }

    @DynamoDesignTest(value = "docs/dynamodb/table-design.md", implementations = PlantedBugs.ScanForEmail.class)
    static class ScanForEmailCheck implements AccessPatternTests {
    }
}

package io.github.dynamodesign.junit;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.junit.samples.BrokenBoundDesign;
import io.github.dynamodesign.junit.samples.ChatDesign;
import io.github.dynamodesign.junit.samples.KeyChangeDesign;
import io.github.dynamodesign.junit.samples.KeyChangeFromRevisionOfResource;
import io.github.dynamodesign.junit.samples.KeyChangeOntoABugDesign;
import io.github.dynamodesign.junit.samples.MissingDesign;
import io.github.dynamodesign.junit.samples.OnlineShopDesign;
import io.github.dynamodesign.junit.samples.PetClinicDesign;
import io.github.dynamodesign.junit.samples.RepositoryDesign;
import io.github.dynamodesign.junit.samples.UnreadableDesign;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The extension as a user sees it: containers and tests, names, failure messages, read errors, parallel runs. */
class DynamoDesignExtensionTest {

    private static EngineExecutionResults run(Class<?>... classes) {
        return EngineTestKit.engine("junit-jupiter")
                .selectors(java.util.Arrays.stream(classes).map(DiscoverySelectors::selectClass)
                        .toArray(org.junit.platform.engine.DiscoverySelector[]::new))
                .execute();
    }

    private static String message(Event failed) {
        return failed.getPayload(org.junit.platform.engine.TestExecutionResult.class).flatMap(r -> r.getThrowable())
                .map(Throwable::getMessage).orElse("");
    }

    @Test
    void onePatternOneContainerOneCaseOneTest() {
        EngineExecutionResults results = run(OnlineShopDesign.class);
        Design design = MarkdownDesignReader.read(FixturePaths.designs().resolve("good/online-shop.md"));
        Events tests = results.testEvents();
        assertThat(tests.failed().count()).as(tests.failed().list().toString()).isZero();
        assertThat(tests.aborted().count()).isZero();
        assertThat(tests.succeeded().count()).isGreaterThanOrEqualTo(design.reads().size() * 3L + design.writes().size());
        List<String> containers = results.containerEvents().started().list().stream()
                .map(e -> e.getTestDescriptor().getDisplayName()).toList();
        assertThat(containers).contains("AP-003 · Latest orders of a customer", "AP-101 · Register customer");
        assertThat(containers.stream().filter(n -> n.startsWith("AP-"))).hasSize(design.reads().size() + design.writes().size());
        assertThat(tests.succeeded().list().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                .anyMatch(n -> n.startsWith("customerId=") && n.contains(", from=") && n.contains(", to="))
                .contains("write, then read it back", "the same create again is rejected", "on a missing item it is rejected",
                        "delete, then no pattern returns it");
        assertThat(tests.succeeded().list()).filteredOn(e -> e.getTestDescriptor().getDisplayName().equals("write, then read it back"))
                .anySatisfy(e -> assertThat(e.getTestDescriptor().getParent().map(p -> p.getDisplayName())).contains("AP-101 · Register customer"));
    }

    @Test
    void aPlantedBugFailsItsPatternWithTheCauseAndTheSeed() {
        Events failed = run(BrokenBoundDesign.class).testEvents().failed();
        assertThat(failed.count()).isPositive();
        assertThat(failed.list()).allSatisfy(e -> assertThat(message(e)).contains("between-upper-bound-exclusive.md:")
                .contains("missing    Order").contains("make the upper bound inclusive")
                .contains("seed 42").contains("reproduces it"));
        assertThat(failed.list().stream().map(e -> e.getTestDescriptor().getParent().orElseThrow().getDisplayName()).distinct())
                .as("the writes that read back through AP-004 are not blamed for its bug: AP-004 reports it")
                .containsExactly("AP-004 · Orders of a customer in a time window");
        Optional<Throwable> thrown = failed.list().get(0).getPayload(org.junit.platform.engine.TestExecutionResult.class)
                .flatMap(r -> r.getThrowable());
        assertThat(thrown).get().isInstanceOf(org.opentest4j.AssertionFailedError.class);
        assertThat(((org.opentest4j.AssertionFailedError) thrown.get()).isExpectedDefined()).isTrue();
    }

    @Test
    void aKeyChangeAddsAContainerPerPhaseAndPatternsThatNeedTheMigrationAreAbortedWithTheReason() {
        EngineExecutionResults results = run(KeyChangeDesign.class);
        Events tests = results.testEvents();
        assertThat(tests.failed().count()).as(tests.failed().list().toString()).isZero();
        String from = "key change from classpath:designs/key-changes/02-order-sk-gains-timestamp.v1.md: ";
        assertThat(results.containerEvents().started().list().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                .contains(from + "old data, new patterns", from + "after the migration", from + "new data, old patterns");
        List<Event> aborted = tests.aborted().list();
        assertThat(aborted.stream().filter(e -> parent(e).endsWith("old data, new patterns")).map(e -> e.getTestDescriptor().getDisplayName()))
                .containsExactly("AP-004 · Orders of a customer in a time window");
        assertThat(aborted).filteredOn(e -> e.getTestDescriptor().getDisplayName().startsWith("AP-004"))
                .allSatisfy(e -> assertThat(message(e)).contains("AP-004 needs the migration", "rewrite Order sk",
                        "as the previous design wrote it", "previous = \"classpath:designs/key-changes/02-order-sk-gains-timestamp.v1.md\""));
        assertThat(tests.succeeded().list().stream().filter(e -> parent(e).endsWith("after the migration"))).hasSize(11);
    }

    @Test
    void aKeyChangeOntoADesignWithAKeyBugFailsAfterTheMigration() {
        Events failed = run(KeyChangeOntoABugDesign.class).testEvents().failed();
        assertThat(failed.list().stream().filter(e -> parent(e).endsWith("after the migration")).map(e -> e.getTestDescriptor().getDisplayName()))
                .containsExactlyInAnyOrder("AP-008 · Products of a category in a price range", "AP-009 · Cheapest products of a category");
        assertThat(failed.list()).filteredOn(e -> parent(e).endsWith("after the migration"))
                .allSatisfy(e -> assertThat(message(e)).contains("15-migrated-onto-a-key-bug.v2.md:", "(after the migration)"));
    }

    @Test
    void aRevisionOfADesignThatIsNoFileIsAReadProblem() {
        Events tests = run(KeyChangeFromRevisionOfResource.class).testEvents();
        assertThat(tests.failed().list()).singleElement().satisfies(e -> assertThat(message(e))
                .contains("previous = \"git:HEAD~1\" needs the design as a file of a git repository"));
    }

    private static String parent(Event e) {
        return e.getTestDescriptor().getParent().map(p -> p.getDisplayName()).orElse("");
    }

    @Test
    void anUnreadableDesignIsOneFailedTestWithTheDiagnostics() {
        Events tests = run(UnreadableDesign.class).testEvents();
        assertThat(tests.started().count()).isEqualTo(1);
        assertThat(tests.failed().count()).isEqualTo(1);
        assertThat(message(tests.failed().list().get(0))).contains("cannot be verified").contains("not-a-design")
                .contains("classpath:designs/broken/not-a-design.md:1");
        Events missing = run(MissingDesign.class).testEvents();
        assertThat(missing.failed().count()).isEqualTo(1);
        assertThat(message(missing.failed().list().get(0))).contains("design document not found: docs/dynamodb/no-such-design.md");
    }

    @Test
    void parametersAndTheSeededTable() {
        Events tests = run(RepositoryDesign.class).testEvents();
        assertThat(tests.failed().count()).as(tests.failed().list().toString()).isZero();
        assertThat(tests.succeeded().list().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                .contains("theTableExistsWithItsSeededItems(DynamoDbClient, DesignVerification, Design)",
                        "codeOfOneselfCanHoldTheReadLock(DesignVerification)");
    }

    @Test
    void lintAddsATest() {
        Events tests = run(ChatDesign.class).testEvents();
        assertThat(tests.succeeded().list().stream().map(e -> e.getTestDescriptor().getDisplayName())).contains("lint");
        assertThat(tests.failed().count()).isZero();
    }

    @Test
    void safeUnderParallelExecution() {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("junit.jupiter.execution.parallel.enabled", "true")
                .configurationParameter("junit.jupiter.execution.parallel.mode.default", "concurrent")
                .configurationParameter("junit.jupiter.execution.parallel.mode.classes.default", "concurrent")
                .configurationParameter("junit.jupiter.execution.parallel.config.strategy", "fixed")
                .configurationParameter("junit.jupiter.execution.parallel.config.fixed.parallelism", "4")
                .selectors(DiscoverySelectors.selectClass(OnlineShopDesign.class), DiscoverySelectors.selectClass(PetClinicDesign.class),
                        DiscoverySelectors.selectClass(ChatDesign.class), DiscoverySelectors.selectClass(RepositoryDesign.class))
                .execute();
        Events tests = results.testEvents();
        assertThat(tests.failed().count()).as(tests.failed().list().toString()).isZero();
        assertThat(tests.succeeded().count()).isGreaterThan(100);
    }
}

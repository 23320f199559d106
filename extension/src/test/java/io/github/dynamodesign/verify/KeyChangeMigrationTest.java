package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.diff.KeyChangePairs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The migration check on every key-change pair: each phase's verdicts as key-changes/expected.tsv records them. */
class KeyChangeMigrationTest {

    static List<KeyChangePairs.Pair> pairs() {
        return KeyChangePairs.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void phasesAsRecorded(KeyChangePairs.Pair pair) {
        MigrationReport report = check(pair, 42);
        MigrationPhase oldData = report.phase(MigrationPhase.Kind.OLD_DATA).orElseThrow();
        MigrationPhase migrated = report.phase(MigrationPhase.Kind.MIGRATED).orElseThrow();
        MigrationPhase window = report.phase(MigrationPhase.Kind.DEPLOY_WINDOW).orElseThrow();
        String all = describe(report);

        assertThat(ids(oldData, MigrationPhase.Verdict.NEEDS_MIGRATION)).as(all).isEqualTo(pair.phase1Migration());
        assertThat(ids(oldData, MigrationPhase.Verdict.FAILED)).as(all).isEqualTo(pair.phase1Fails());
        assertThat(ids(migrated, MigrationPhase.Verdict.FAILED)).as(all).isEqualTo(pair.phase2Fails());
        assertThat(ids(window, MigrationPhase.Verdict.NEEDS_MIGRATION)).as(all).isEqualTo(pair.phase3Migration());
        assertThat(ids(window, MigrationPhase.Verdict.FAILED)).as(all).isEmpty();
        assertThat(migrated.ran()).as("the migrated phase always runs").isTrue();
        assertThat(report.migration()).allSatisfy(m -> assertThat(m.problems()).isEmpty());
        if (!pair.explanation().isEmpty()) {
            assertThat(oldData.patterns()).filteredOn(p -> p.verdict() == MigrationPhase.Verdict.NEEDS_MIGRATION)
                    .allSatisfy(p -> assertThat(p.explanation()).contains("as the diff predicts"))
                    .allSatisfy(p -> assertThat(whys(p)).as(p.result().id()).anySatisfy(why -> assertThat(why).contains(pair.explanation())));
        }
        assertThat(report.passed()).isEqualTo(pair.phase1Fails().isEmpty() && pair.phase2Fails().isEmpty());
    }

    @Test
    void aTimestampGainedBySortKeyMissesOrderItemsUntilTheyAreMovedUnderTheNewKey() {
        MigrationReport report = check(KeyChangePairs.named("02"), 7);
        MigrationPhase oldData = report.phase(MigrationPhase.Kind.OLD_DATA).orElseThrow();
        MigrationPhase.PhasePattern window = oldData.pattern("AP-004").orElseThrow();
        List<ItemRef> missing = window.result().cases().stream().flatMap(c -> c.missing().stream()).toList();
        assertThat(missing).isNotEmpty().allSatisfy(m -> {
            assertThat(m.entity()).isEqualTo("Order");
            assertThat(m.why()).contains("as the previous design wrote it", "`ORDER#<placedAt>#<orderId>` renders `ORDER#20");
        });
        assertThat(report.plan().steps()).singleElement().satisfies(s -> assertThat(s.entity()).isEqualTo("Order"));
        MigratedStep step = report.migration().get(0);
        assertThat(step.written()).isEqualTo(step.selected()).isPositive();
        assertThat(report.phase(MigrationPhase.Kind.MIGRATED).orElseThrow().patterns())
                .allSatisfy(p -> assertThat(p.verdict()).isEqualTo(MigrationPhase.Verdict.PASSED));
    }

    @Test
    void lowerOnTheEmailIndexMissesTheMixedCaseCustomersOnly() {
        KeyChangePairs.Pair pair = KeyChangePairs.named("03");
        MigrationReport report = check(pair, 42);
        MigrationPhase.PhasePattern lookup = report.phase(MigrationPhase.Kind.OLD_DATA).orElseThrow().pattern("AP-002").orElseThrow();
        assertThat(lookup.verdict()).isEqualTo(MigrationPhase.Verdict.NEEDS_MIGRATION);
        List<CaseResult> cases = lookup.result().cases();
        List<ItemRef> missing = cases.stream().flatMap(c -> c.missing().stream()).toList();
        assertThat(missing).isNotEmpty().allSatisfy(m -> {
            String stored = m.why().replaceAll(".*its GSI1PK is `EMAIL#([^`]*)`.*", "$1");
            assertThat(stored).as(m.why()).isNotEqualTo(stored.toLowerCase(Locale.ROOT));
        });
        assertThat(cases.stream().mapToInt(CaseResult::actual).sum()).as("lower-case customers are still found").isPositive();
        MigratedStep step = report.migration().get(0);
        assertThat(step.written()).as("only mixed-case e-mails render a different key").isLessThan(step.selected());
        assertThat(step.written() + step.alreadyDone()).isEqualTo(step.selected());
    }

    @Test
    void aDesignThatIsWrongAfterARightMigrationStillFailsOnItsBug() {
        KeyChangePairs.Pair pair = KeyChangePairs.named("15");
        Design next = pair.readAfter();
        VerificationReport fresh;
        try (VerificationSession s = VerificationSession.open(next, TestDynamo.client(), 42)) {
            fresh = s.run(id -> true);
        }
        MigrationReport report = MigrationCheck.run(KeyChange.of(pair.readBefore(), next), TestDynamo.client(), 42, Optional.of(fresh));
        MigrationPhase migrated = report.phase(MigrationPhase.Kind.MIGRATED).orElseThrow();
        assertThat(ids(migrated, MigrationPhase.Verdict.FAILED)).containsExactly("AP-008", "AP-009");
        assertThat(migrated.pattern("AP-009").orElseThrow().explanation()).contains("fails on a fresh table too", "not of the migration");
        assertThat(migrated.pattern("AP-003").orElseThrow().verdict()).as("the Order rewrite itself is right")
                .isEqualTo(MigrationPhase.Verdict.PASSED);
        assertThat(report.passed()).isFalse();
    }

    @Test
    void otherSeedsGiveTheSameVerdicts() {
        for (long seed : new long[] {1, 3}) {
            for (String name : List.of("02", "03", "10", "13")) {
                KeyChangePairs.Pair pair = KeyChangePairs.named(name);
                MigrationReport report = check(pair, seed);
                assertThat(ids(report.phase(MigrationPhase.Kind.OLD_DATA).orElseThrow(), MigrationPhase.Verdict.NEEDS_MIGRATION))
                        .as(name + " seed " + seed + "\n" + describe(report)).isEqualTo(pair.phase1Migration());
                assertThat(ids(report.phase(MigrationPhase.Kind.MIGRATED).orElseThrow(), MigrationPhase.Verdict.FAILED))
                        .as(name + " seed " + seed).isEmpty();
            }
        }
    }

    static MigrationReport check(KeyChangePairs.Pair pair, long seed) {
        return MigrationCheck.run(KeyChange.of(pair.readBefore(), pair.readAfter()), TestDynamo.client(), seed, Optional.empty());
    }

    /** Why each missing, unexpected or misordered item is so. */
    private static List<String> whys(MigrationPhase.PhasePattern p) {
        return p.result().cases().stream().flatMap(c -> java.util.stream.Stream.concat(java.util.stream.Stream.concat(
                c.missing().stream().map(ItemRef::why), c.unexpected().stream().map(ItemRef::why)), c.orderProblems().stream())).toList();
    }

    private static Set<String> ids(MigrationPhase phase, MigrationPhase.Verdict verdict) {
        return phase.patterns().stream().filter(p -> p.verdict() == verdict).map(p -> p.result().id())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String describe(MigrationReport report) {
        StringBuilder out = new StringBuilder();
        for (MigrationPhase phase : report.phases()) {
            out.append(phase.kind()).append(' ').append(phase.note()).append('\n');
            for (MigrationPhase.PhasePattern p : phase.patterns()) {
                out.append("  ").append(p.result().id()).append(' ').append(p.verdict()).append(' ').append(p.explanation()).append('\n');
            }
        }
        return out.toString();
    }
}

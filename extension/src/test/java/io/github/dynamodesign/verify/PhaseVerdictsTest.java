package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.diff.DesignDiff;
import io.github.dynamodesign.diff.KeyChangePairs;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** A miss the diff predicts needs the migration; a miss it does not predict is a failure: the diff and the data disagree. */
class PhaseVerdictsTest {

    private final KeyChangePairs.Pair pair = KeyChangePairs.named("02");
    private final Design next = pair.readAfter();
    private final DesignDiff diff = DesignDiff.between(pair.readBefore(), next);

    @Test
    void aMissingItemOfTheRewrittenEntityNeedsTheMigration() {
        MigrationPhase.PhasePattern p = PhaseVerdicts.judge(MigrationPhase.Kind.OLD_DATA, missing("Order"), next, diff, Optional.empty());
        assertThat(p.verdict()).isEqualTo(MigrationPhase.Verdict.NEEDS_MIGRATION);
        assertThat(p.explanation()).contains("rewrite Order sk");
    }

    @Test
    void aMissingItemOfAnUnchangedEntityIsAFailure() {
        MigrationPhase.PhasePattern p = PhaseVerdicts.judge(MigrationPhase.Kind.OLD_DATA, missing("Customer"), next, diff, Optional.empty());
        assertThat(p.verdict()).isEqualTo(MigrationPhase.Verdict.FAILED);
        assertThat(p.explanation()).contains("the diff does not predict this", "Customer items read through pk, sk",
                "the diff and the data disagree");
    }

    @Test
    void anyFailureAfterTheMigrationFailsAndSaysWhetherAFreshTableFailsToo() {
        PatternResult failed = missing("Order");
        assertThat(PhaseVerdicts.judge(MigrationPhase.Kind.MIGRATED, failed, next, diff, Optional.empty()).verdict())
                .isEqualTo(MigrationPhase.Verdict.FAILED);
        VerificationReport fresh = new VerificationReport(next.file(), "t", 42, List.of(), List.of(passed()), 0, true);
        assertThat(PhaseVerdicts.judge(MigrationPhase.Kind.MIGRATED, failed, next, diff, Optional.of(fresh)).explanation())
                .contains("passes on a fresh table", "the migration leaves items otherwise");
    }

    private PatternResult missing(String entity) {
        PrimaryKey key = new PrimaryKey(List.of("pk", "sk"), Map.of("pk", AttributeValue.fromS("CUSTOMER#c1"), "sk", AttributeValue.fromS("X")));
        CaseResult c = new CaseResult("customerId=c1", Map.of("customerId", "c1"), Status.FAILED, 1, 0,
                List.of(new ItemRef(entity, key, "missing")), List.of(), List.of(), "AP-005 with customerId=c1: expected 1 item", "", 0,
                List.of(), List.of(), List.of());
        return new PatternResult("AP-005", "Customer profile with all orders", "Query", null, next.read("AP-005").orElseThrow().location(),
                Status.FAILED, List.of("Customer", "Order"), List.of(c), "", List.of());
    }

    private PatternResult passed() {
        return new PatternResult("AP-005", "", "Query", null, next.read("AP-005").orElseThrow().location(), Status.PASSED, List.of(), List.of(), "", List.of());
    }
}

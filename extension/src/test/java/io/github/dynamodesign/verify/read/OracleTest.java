package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Which items a pattern should return, decided from typed values alone: no DynamoDB, no key strings compared. */
class OracleTest {

    private final Design design = SmallDesigns.games();

    private Oracle.Verdict check(String patternId, String entity, Map<String, Object> item, Map<String, Object> inputs) {
        PatternPlan plan = SmallDesigns.plan(design, patternId);
        Entity e = design.entity(entity).orElseThrow();
        return Oracle.check(plan, plan.types().get(e), item, inputs);
    }

    private static Map<String, Object> score(String game, int points) {
        return Map.of("gameId", game, "userId", "u1", "points", BigDecimal.valueOf(points));
    }

    private static Map<String, Object> player(int level) {
        return Map.of("gameId", "g1", "playerId", "p1", "level", BigDecimal.valueOf(level));
    }

    @Test
    void numbersCompareNumericallyNotAsText() {
        Map<String, Object> range = Map.of("gameId", "g1", "from", BigDecimal.valueOf(5), "to", BigDecimal.valueOf(10));
        assertThat(check("AP-009", "Player", player(9), range).holds()).as("5 <= 9 <= 10, though '9' > '10' as text").isTrue();
        assertThat(check("AP-009", "Player", player(100), range).holds()).as("100 > 10, though '100' < '5' as text").isFalse();
        assertThat(check("AP-009", "Player", player(10), range).holds()).isTrue();
    }

    @Test
    void paddedNumbersCompareByTheirValue() {
        Map<String, Object> range = Map.of("gameId", "g1", "from", BigDecimal.valueOf(5), "to", BigDecimal.valueOf(10));
        assertThat(check("AP-001", "Score", score("g1", 9), range).holds()).isTrue();
        assertThat(check("AP-001", "Score", score("g1", 10), range).holds()).as("the upper bound is inclusive").isTrue();
        assertThat(check("AP-001", "Score", score("g1", 100), range).holds()).as("100 > 10, though '100' < '9' as text").isFalse();
        assertThat(check("AP-001", "Score", score("g1", 4), range).failed()).isEqualTo("it is below the lower bound");
    }

    @Test
    void aStrictBoundWithASentinelExcludesItsOwnValue() {
        Map<String, Object> min = Map.of("gameId", "g1", "min", BigDecimal.valueOf(50));
        assertThat(check("AP-002", "Score", score("g1", 51), min).holds()).isTrue();
        Oracle.Verdict equal = check("AP-002", "Score", score("g1", 50), min);
        assertThat(equal.holds()).as("> SCORE#<pad(min, 6)>#~ : a tie on points sorts below the sentinel").isFalse();
        assertThat(equal.failed()).isEqualTo("it is below the lower bound");
    }

    @Test
    void aBoundWithoutLiteralTextAfterItTiesWithEqualValues() {
        PatternPlan plan = SmallDesigns.plan(design, "AP-008");
        Entity score = design.entity("Score").orElseThrow();
        Oracle.Verdict equal = Oracle.check(plan, plan.types().get(score), score("g1", 50),
                Map.of("gameId", "g1", "min", BigDecimal.valueOf(50)));
        assertThat(equal.failed()).isEqualTo("its values equal the bound, which > excludes");
    }

    @Test
    void thePartitionKeyIsEqualityOfValues() {
        Oracle.Verdict v = check("AP-002", "Score", score("g10", 60), Map.of("gameId", "g1", "min", BigDecimal.ONE));
        assertThat(v.holds()).isFalse();
        assertThat(v.failed()).isEqualTo("its <gameId> is `g10`, not `g1`");
    }

    @Test
    void timestampsCompareChronologically() {
        Map<String, Object> window = Map.of("issueId", "i1", "from", "2026-01-15T00:00:00Z", "to", "2026-01-15T23:59:59Z");
        Map<String, Object> late = Map.of("issueId", "i1", "commentId", "c1", "postedAt", "2026-01-15T23:59:59Z", "text", "x");
        Map<String, Object> next = Map.of("issueId", "i1", "commentId", "c2", "postedAt", "2026-01-16T00:00:00Z", "text", "x");
        assertThat(check("AP-003", "Comment", late, window).holds()).as("an item at the upper bound is in").isTrue();
        assertThat(check("AP-003", "Comment", next, window).failed()).isEqualTo("it is above the upper bound");
    }

    @Test
    void aTrailingPlaceholderIsAStringPrefixAndAPlaceholderBeforeLiteralTextIsWhole() {
        Map<String, Object> max = Map.of("ownerId", "o1", "petId", "p1", "petName", "Max");
        Map<String, Object> maxJr = Map.of("ownerId", "o1", "petId", "p2", "petName", "Max#Jr");
        assertThat(check("AP-004", "Pet", maxJr, Map.of("ownerId", "o1", "prefix", "Ma")).holds()).isTrue();
        assertThat(check("AP-004", "Pet", max, Map.of("ownerId", "o1", "prefix", "Max#")).holds()).isFalse();
        assertThat(check("AP-005", "Pet", max, Map.of("ownerId", "o1", "petName", "Max")).holds()).isTrue();
        Oracle.Verdict whole = check("AP-005", "Pet", maxJr, Map.of("ownerId", "o1", "petName", "Max"));
        assertThat(whole.holds()).as("PET#<petName># means petName = input, even when the key begins the same").isFalse();
        assertThat(whole.failed()).isEqualTo("its <petName> is `Max#Jr`, not `Max`");
    }

    @Test
    void anInputNamedLikeAnotherValueStandsForThatValue() {
        Map<String, Object> high = Map.of("day", "2026-01-15", "gameId", "g1");
        assertThat(check("AP-006", "DailyHigh", high, Map.of("gameId", "g1", "day", "2026-01-15")).holds())
                .as("DAILY#<gameId>#<day> against DAILY#<day>#<gameId> asks for that game and day").isTrue();
        assertThat(check("AP-006", "DailyHigh", high, Map.of("gameId", "2026-01-15", "day", "g1")).holds()).isFalse();
    }

    @Test
    void sortValuesFollowTheTemplateInNaturalOrder() {
        Entity player = design.entity("Player").orElseThrow();
        PatternPlan plan = SmallDesigns.plan(design, "AP-009");
        var nine = Oracle.sortValues(player, plan.types().get(player).sortTemplates(), player(9));
        var ten = Oracle.sortValues(player, plan.types().get(player).sortTemplates(), player(10));
        assertThat(Oracle.compareSortValues(nine, ten)).as("9 before 10, though `LEVEL#9` sorts after `LEVEL#10`").isNegative();
    }
}

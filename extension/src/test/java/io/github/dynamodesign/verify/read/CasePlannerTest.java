package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.verify.SeededItem;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The cases of a pattern: inputs bound from seeded items, bounds at and just beyond the seeded values. */
class CasePlannerTest {

    private final Design design = SmallDesigns.games();

    private List<SeededItem> scores() {
        List<SeededItem> items = new ArrayList<>();
        int[] points = {9, 10, 100, 55};
        for (int i = 0; i < points.length; i++) {
            items.add(SmallDesigns.item(design, "Score", Map.of("gameId", "g1", "userId", "u" + i, "points", BigDecimal.valueOf(points[i]))));
        }
        items.add(SmallDesigns.item(design, "Score", Map.of("gameId", "g2", "userId", "u9", "points", BigDecimal.valueOf(7))));
        return items;
    }

    @Test
    void rangeCasesSitAtAndJustBeyondTheSeededValues() {
        List<VerificationCase> cases = CasePlanner.plan(SmallDesigns.plan(design, "AP-001"), scores());
        List<String> g1 = cases.stream().filter(c -> "g1".equals(c.inputs().get("gameId"))).map(VerificationCase::name).toList();
        assertThat(g1).contains(
                "gameId=g1, from=9, to=100",
                "gameId=g1, from=10, to=55",
                "gameId=g1, from=11, to=54",
                "gameId=g1, from=55, to=55");
        assertThat(cases).anyMatch(c -> "g2".equals(c.inputs().get("gameId")));
    }

    @Test
    void everyCaseBindsEveryInput() {
        PatternPlan plan = SmallDesigns.plan(design, "AP-001");
        for (VerificationCase c : CasePlanner.plan(plan, scores())) {
            assertThat(c.inputs()).as(c.name()).containsKeys("gameId", "from", "to");
        }
    }

    @Test
    void aPrefixIsAlsoTriedShorter() {
        List<SeededItem> pets = List.of(
                SmallDesigns.item(design, "Pet", Map.of("ownerId", "o1", "petId", "p1", "petName", "Max")),
                SmallDesigns.item(design, "Pet", Map.of("ownerId", "o1", "petId", "p2", "petName", "Max#Jr")));
        List<String> names = CasePlanner.plan(SmallDesigns.plan(design, "AP-004"), pets).stream().map(VerificationCase::name).toList();
        assertThat(names).contains("ownerId=o1, prefix=Max", "ownerId=o1, prefix=M");
    }

    @Test
    void valuesJustBeyondABound() {
        assertThat(CasePlanner.shift(BigDecimal.TEN, ValueKind.NUMBER, 1)).contains(BigDecimal.valueOf(11));
        assertThat(CasePlanner.shift("2026-01-15T10:30:00Z", ValueKind.TIMESTAMP, -1)).contains("2026-01-15T10:29:59Z");
        assertThat(CasePlanner.shift("2025-12-31", ValueKind.DATE, 1)).contains("2026-01-01");
        assertThat(CasePlanner.shift("abc", ValueKind.FREE_TEXT, 1)).isEmpty();
    }

    @Test
    void itemsOutsideTheIndexGiveNoCase() {
        assertThat(CasePlanner.plan(SmallDesigns.plan(design, "AP-001"), List.of())).allMatch(c -> c.inputs().isEmpty());
    }

    @Test
    void anchorsGiveEveryEqualityInputWhereAnotherShapeHoldsAWordInItsPlace() {
        Design boards = small("""
                ### Board

                | Entity | PK | SK |
                |---|---|---|
                | Board (all-time) | `BOARD#<roomId>#ALLTIME` | `TIME#<pad(seconds, 5)>#<gameId>` |
                | Board (monthly) | `BOARD#<roomId>#<yearMonth>` | `TIME#<pad(seconds, 5)>#<gameId>` |

                - **Attributes**: `roomId` (S), `yearMonth` (S), `seconds` (N, 0..99999), `gameId` (S)
                """, "| AP-001 | A month's board | Query | Table | `BOARD#<roomId>#<yearMonth>` | begins_with | `TIME#` | | Board |");
        List<SeededItem> items = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            items.add(SmallDesigns.item(boards, "Board (all-time)", Map.of("roomId", "r" + i, "seconds", BigDecimal.valueOf(60 + i), "gameId", "g" + i)));
        }
        items.add(SmallDesigns.item(boards, "Board (monthly)", Map.of("roomId", "r1", "yearMonth", "2026-03",
                "seconds", BigDecimal.valueOf(70), "gameId", "g7")));
        List<VerificationCase> cases = CasePlanner.plan(SmallDesigns.plan(boards, "AP-001"), items);
        assertThat(cases).isNotEmpty().allSatisfy(c -> assertThat(c.inputs()).as(c.name()).containsKeys("roomId", "yearMonth"));
    }

    @Test
    void anUpperBoundMovedByADayTakesTheInputThatMeetsTheSeededNight() {
        Design huts = small("""
                ### HutNight
                - **PK**: `HUT#<hutId>`
                - **SK**: `NIGHT#<night>`
                - **Attributes**: `hutId` (S), `night` (S, date)
                """, "| AP-001 | Nights of a stay | Query | Table | `HUT#<hutId>` | BETWEEN | `NIGHT#<arrivalDate>` AND "
                + "`NIGHT#<departureDate - 1 day>` | | HutNight |");
        List<SeededItem> items = new ArrayList<>();
        for (String night : List.of("2026-01-30", "2026-01-31", "2026-02-01", "2026-02-05")) {
            items.add(SmallDesigns.item(huts, "HutNight", Map.of("hutId", "h1", "night", night)));
        }
        List<VerificationCase> cases = CasePlanner.plan(SmallDesigns.plan(huts, "AP-001"), items);
        assertThat(cases).isNotEmpty().allSatisfy(c -> assertThat(java.time.LocalDate.parse((String) c.inputs().get("departureDate")))
                .as(c.name()).isAfter(java.time.LocalDate.parse((String) c.inputs().get("arrivalDate"))));
    }

    @Test
    void anInputThePatternMovesIsSolvedFromTheKeysValue() {
        java.util.function.BiFunction<String, Object, Object> solve = (written, value) -> CasePlanner.solve(
                CasePlanner.moved(io.github.dynamodesign.design.ExpressionParser.parse(written)).orElseThrow(), "t", value).orElse(null);
        assertThat(solve.apply("pad(9999999999 - t, 10)", BigDecimal.valueOf(9999999000L))).isEqualTo(BigDecimal.valueOf(999));
        assertThat(solve.apply("t + 5", BigDecimal.valueOf(12))).isEqualTo(BigDecimal.valueOf(7));
        assertThat(solve.apply("t - 5", BigDecimal.valueOf(12))).isEqualTo(BigDecimal.valueOf(17));
        assertThat(solve.apply("t - 1 day", "2026-03-01")).isEqualTo("2026-03-02");
        assertThat(solve.apply("t * 2", BigDecimal.valueOf(12))).as("only sums, differences and days are solved").isNull();
        assertThat(CasePlanner.moved(io.github.dynamodesign.design.ExpressionParser.parse("pad(t, 10)"))).isEmpty();
    }

    @Test
    void aValueThatBeginsAnotherInOnePartitionIsAskedForAndPartitionsThatBeginOthersAreNoSuchPair() {
        Design jobs = small("""
                ### Job
                - **PK**: `REGION#<region>`
                - **SK**: `STATUS#<status>#<jobId>`
                - **Attributes**: `region` (S), `jobId` (S),
                  `status` (S, one of: SIGNED|INSPECTION|INSPECTION_FAILED|PTO_GRANTED|SCHEDULED|CANCELLED|INSTALLED|PERMITTED)
                """, "| AP-001 | One status | Query | Table | `REGION#<region>` | begins_with | `STATUS#<status>` | | Job |");
        List<SeededItem> items = new ArrayList<>();
        int n = 0;
        for (String region : List.of("METRO", "METRO0")) {
            for (String status : List.of("SIGNED", "INSPECTION", "INSPECTION_FAILED", "PTO_GRANTED", "SCHEDULED", "CANCELLED", "INSTALLED", "PERMITTED")) {
                items.add(SmallDesigns.item(jobs, "Job", Map.of("region", region, "status", status, "jobId", "j" + n++)));
            }
        }
        for (long seed = 1; seed <= 5; seed++) {
            List<String> names = CasePlanner.plan(SmallDesigns.plan(jobs, "AP-001"), items, seed).stream().map(VerificationCase::name).toList();
            assertThat(names).as("seed " + seed).anyMatch(name -> name.matches(".*status=INSPECTION(,.*)?$"));
        }
    }

    /** A design of the given entities and read rows, read without DynamoDB. */
    private static Design small(String entities, String readRows) {
        Design d = io.github.dynamodesign.design.markdown.MarkdownDesignReader.read("small.md",
                io.github.dynamodesign.design.markdown.TestDesigns.table("Small") + """

                ## Entity Key Design

                """ + entities + """

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params | Returns |
                |---|---|---|---|---|---|---|---|---|
                """ + readRows + "\n");
        assertThat(d.usable()).as(d.diagnostics().toString()).isTrue();
        return d;
    }
}

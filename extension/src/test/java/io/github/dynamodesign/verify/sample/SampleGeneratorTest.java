package io.github.dynamodesign.verify.sample;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Timestamps;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.verify.ItemOrigin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class SampleGeneratorTest {

    static List<Path> goodFixtures() {
        return FixturePaths.good();
    }

    private static Design design(String name) {
        return MarkdownDesignReader.read(FixturePaths.designs().resolve("good").resolve(name));
    }

    @Test
    void theSameSeedGivesTheSameItemsAndAnotherSeedOthers() {
        Design d = design("online-shop.md");
        List<SampleGenerator.Sample> a = new SampleGenerator(d, 5).generate();
        List<SampleGenerator.Sample> b = new SampleGenerator(d, 5).generate();
        List<SampleGenerator.Sample> c = new SampleGenerator(d, 6).generate();
        assertThat(a).extracting(SampleGenerator.Sample::values).isEqualTo(b.stream().map(SampleGenerator.Sample::values).toList());
        assertThat(a.stream().map(SampleGenerator.Sample::values).toList())
                .isNotEqualTo(c.stream().map(SampleGenerator.Sample::values).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goodFixtures")
    void valuesRespectTheDeclaredConstraints(Path file) {
        Design d = MarkdownDesignReader.read(file);
        for (SampleGenerator.Sample s : new SampleGenerator(d, 42).generate()) {
            if (s.origin() == ItemOrigin.EXAMPLE) {
                continue;
            }
            for (Attribute a : s.entity().attributes()) {
                Object v = s.values().get(a.name());
                if (v == null) {
                    assertThat(a.optional()).as(s.entity().name() + "." + a.name() + " is absent but not optional").isTrue();
                    continue;
                }
                String where = s.entity().name() + "." + a.name() + " = " + v;
                switch (a.kind()) {
                    case ENUM -> assertThat(a.constraints().allowedValues()).as(where).contains((String) v);
                    case NUMBER, EPOCH_SECONDS -> {
                        BigDecimal n = (BigDecimal) v;
                        if (a.constraints().min() != null) {
                            assertThat(n).as(where).isGreaterThanOrEqualTo(a.constraints().min());
                        }
                        if (a.constraints().max() != null) {
                            assertThat(n).as(where).isLessThanOrEqualTo(a.constraints().max());
                        }
                    }
                    case TIMESTAMP -> assertThat(Timestamps.isIso8601((String) v)).as(where).isTrue();
                    case DATE -> assertThat((String) v).as(where).matches("\\d{4}-\\d{2}-\\d{2}");
                    default -> {
                    }
                }
                if (v instanceof String text && a.constraints().maxChars() != null) {
                    assertThat(text.length()).as(where).isLessThanOrEqualTo(a.constraints().maxChars());
                }
            }
        }
    }

    @Test
    void adversarialValuesAreThere() {
        Design d = design("pet-clinic.md");
        List<SampleGenerator.Sample> samples = new SampleGenerator(d, 42).generate();
        Entity pet = d.entity("Pet").orElseThrow();
        Map<Object, Set<Object>> namesByOwner = samples.stream().filter(s -> s.entity() == pet)
                .collect(Collectors.groupingBy(s -> s.values().get("ownerId"),
                        Collectors.mapping(s -> s.values().get("name"), Collectors.toSet())));
        assertThat(namesByOwner.values()).as("under one owner: Max and Max#Jr").anyMatch(n -> n.containsAll(Set.of("Max", "Max#Jr")));
        Design tracker = design("project-tracker.md");
        List<Object> userIds = new SampleGenerator(tracker, 42).generate().stream()
                .filter(s -> s.entity().name().equals("User")).map(s -> s.values().get("userId")).toList();
        assertThat(userIds).as("identifiers that are prefixes of one another").contains("u1", "u10");
        List<SampleGenerator.Sample> shop = new SampleGenerator(design("online-shop.md"), 42).generate();
        List<Object> placedAt = shop.stream().filter(s -> s.entity().name().equals("Order")).map(s -> s.values().get("placedAt")).toList();
        assertThat(placedAt).contains("2025-12-31T23:59:59Z", "2026-01-01T00:00:00Z", "2026-01-31T23:59:59Z", "2026-02-01T00:00:00Z");
        List<Object> lines = shop.stream().filter(s -> s.entity().name().equals("OrderItem")).map(s -> s.values().get("lineNo")).toList();
        assertThat(lines).contains(new BigDecimal("9"), new BigDecimal("10"), new BigDecimal("999"));
        assertThat(shop.stream().filter(s -> s.entity().name().equals("Order")))
                .as("optional attributes absent on some items").anyMatch(s -> !s.values().containsKey("warehouseId"))
                .anyMatch(s -> s.values().containsKey("warehouseId"));
        List<Object> emails = shop.stream().filter(s -> s.entity().name().equals("Customer")).map(s -> s.values().get("email")).toList();
        assertThat(emails).as("mixed case and non-ASCII free text").contains("Ada@Example.com", "ada@example.com", "zoë@exämple.org");
    }

    @Test
    void childrenUseTheirParentsIdentifiers() {
        Design d = design("online-shop.md");
        List<SampleGenerator.Sample> samples = new SampleGenerator(d, 42).generate();
        Set<Object> customers = samples.stream().filter(s -> s.entity().name().equals("Customer"))
                .map(s -> s.values().get("customerId")).collect(Collectors.toSet());
        assertThat(samples.stream().filter(s -> s.entity().name().equals("Order")).map(s -> s.values().get("customerId")))
                .allMatch(customers::contains);
        assertThat(d.entity("Order").orElseThrow().attribute("orderId").orElseThrow().kind()).isEqualTo(ValueKind.IDENTIFIER);
    }

    private static final String FARM = io.github.dynamodesign.design.markdown.TestDesigns.withIndexes("Farm",
            "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | mortality by day |", """
            ### Pen
            - **PK**: `FARM#<farmId>`
            - **SK**: `PEN#<pad(penNo, 2)>`
            - **Attributes**: `farmId` (S), `penNo` (N, 1..99)

            ### Mortality
            - **PK**: `FARM#<farmId>#PEN#<pad(penNo, 2)>`
            - **SK**: `MORT#<date>`
            - **GSI1PK**: `FARM#<farmId>#MORT#<date>`
            - **GSI1SK**: `DEAD#<pad(deadCount, 5)>#<pad(penNo, 2)>`
            - **Attributes**: `farmId` (S), `penNo` (N, 1..99), `date` (S, date), `deadCount` (N, 0..99999)

            ### Alert
            - **PK**: `FARM#<farmId>`
            - **SK**: `ALERT#<alertSeq>`
            - **Attributes**: `farmId` (S), `alertSeq` (N), `severity` (S, one of: LOW|HIGH), `openSeverity` (S, optional) - copy of `severity`; removed when resolved
            """, "");

    @Test
    void aCopyOfAnotherAttributeHoldsItsValue() {
        Design d = MarkdownDesignReader.read("farm.md", FARM);
        List<SampleGenerator.Sample> alerts = new SampleGenerator(d, 42).generate().stream()
                .filter(s -> s.entity().name().equals("Alert") && s.values().containsKey("openSeverity")).toList();
        assertThat(alerts).isNotEmpty().allSatisfy(s -> assertThat(s.values().get("openSeverity")).isEqualTo(s.values().get("severity")));
    }

    @Test
    void aTextThatAloneKeysAnItemIsEachItemsOwnAndCodesTheExamplesShowMeetALongerOne() {
        Design d = MarkdownDesignReader.read("permits.md", io.github.dynamodesign.design.markdown.TestDesigns.withIndexes("Permits", "", """
                ### Permit
                - **PK**: `PERMIT#<permitNo>`
                - **SK**: `DETAILS`
                - **Attributes**: `permitNo` (S), `zone` (S)

                ### Reading
                - **PK**: `SITE#<siteId>`
                - **SK**: `READING#<binCode>#<recordedAt>`
                - **Attributes**: `siteId` (S), `binCode` (S), `recordedAt` (S, iso-8601)

                ```json
                {"PK": "SITE#s1", "SK": "READING#B12#2026-04-09T06:30:00Z", "siteId": "s1", "binCode": "B12", "recordedAt": "2026-04-09T06:30:00Z"}
                ```
                """, ""));
        List<SampleGenerator.Sample> samples = new SampleGenerator(d, 42).generate();
        List<Object> permits = samples.stream().filter(s -> s.entity().name().equals("Permit")).map(s -> s.values().get("permitNo")).toList();
        assertThat(permits).hasSizeGreaterThan(6).doesNotHaveDuplicates();
        Set<Object> codes = samples.stream().filter(s -> s.entity().name().equals("Reading")).map(s -> s.values().get("binCode"))
                .collect(Collectors.toSet());
        assertThat(codes).contains("B12", "B120");
    }

    @Test
    void aNumberTheDocumentLetsOutgrowItsPadMeetsTheWidestPaddedOneInAPartitionAnEnumMakes() {
        String entities = """
                ### Archer
                - **PK**: `ARCHER#<archerId>`
                - **SK**: `PROFILE`
                - **Attributes**: `archerId` (S), `name` (S)

                ### Result
                - **PK**: `ARCHER#<archerId>`
                - **SK**: `RESULT#<shotDate>`
                - **GSI1PK**: `ARCHER#<archerId>#ROUND#<roundType>`
                - **GSI1SK**: `SCORE#<pad(totalScore, 3)>#<shotDate>`
                - **Attributes**: `archerId` (S), `shotDate` (S, date), `roundType` (S, one of: WA1440|YORK|PORTSMOUTH), `totalScore` (N)

                ```json
                {"PK": "ARCHER#a1", "SK": "RESULT#2026-05-17", "GSI1PK": "ARCHER#a1#ROUND#WA1440", "GSI1SK": "SCORE#TOTAL#2026-05-17",
                 "archerId": "a1", "shotDate": "2026-05-17", "roundType": "WA1440", "totalScore": %s}
                ```
                """;
        String index = "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | best scores |";
        for (String shown : List.of("1331", "986")) {
            Design d = MarkdownDesignReader.read("archery.md", io.github.dynamodesign.design.markdown.TestDesigns.withIndexes(
                    "Archery", index, entities.formatted(shown).replace("TOTAL", shown), ""));
            Map<Object, Set<Object>> scoresByPartition = new SampleGenerator(d, 42).generate().stream()
                    .filter(s -> s.entity().name().equals("Result"))
                    .collect(Collectors.groupingBy(s -> s.values().get("archerId") + "#" + s.values().get("roundType"),
                            Collectors.mapping(s -> s.values().get("totalScore"), Collectors.toSet())));
            boolean met = scoresByPartition.values().stream().anyMatch(scores -> scores.contains(new java.math.BigDecimal("999"))
                    && scores.contains(new java.math.BigDecimal("1000")));
            // 1331 under a pad of 3: 999 and 1000 meet in one partition; 986: the pad bounds the numbers to 0..999
            assertThat(met).as("999 and 1000 in one partition with an example of %s", shown).isEqualTo(shown.length() > 3);
            assertThat(scoresByPartition.values().stream().flatMap(Set::stream))
                    .allSatisfy(v -> assertThat(((java.math.BigDecimal) v).intValue()).isLessThanOrEqualTo(shown.length() > 3 ? 100_000 : 999));
        }
    }

    @Test
    void idsBesideANumberInTheTableKeyAreSharedByTheCrowdSoThatItsNumbersMeet() {
        Design d = MarkdownDesignReader.read("vans.md", io.github.dynamodesign.design.markdown.TestDesigns.withIndexes("Vans", "", """
                ### Appointment
                - **PK**: `VAN#<vanId>#DAY#<date>`
                - **SK**: `SLOT#<startTime:hhmm>`
                - **Attributes**: `vanId` (S), `date` (S, date), `startTime` (S), `clientId` (S)

                ### RouteStop
                - **PK**: `VAN#<vanId>#DAY#<date>`
                - **SK**: `STOP#<seq>`
                - **Attributes**: `vanId` (S), `date` (S, date), `seq` (N)

                ```json
                {"PK": "VAN#V02#DAY#2026-03-17", "SK": "STOP#1", "vanId": "V02", "date": "2026-03-17", "seq": 1}
                ```
                """, ""));
        // a van's slot is no van: the stops are no children of an appointment, and their van and day meet in the crowd
        Map<Object, Long> stopsPerDay = new SampleGenerator(d, 42).generate().stream().filter(s -> s.entity().name().equals("RouteStop"))
                .collect(Collectors.groupingBy(s -> s.values().get("vanId") + "#" + s.values().get("date"), Collectors.counting()));
        assertThat(stopsPerDay.values().stream().mapToLong(Long::longValue).max().orElse(0)).isGreaterThanOrEqualTo(4);
    }
}

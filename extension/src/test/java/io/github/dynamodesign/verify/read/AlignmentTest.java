package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.KeyTemplate;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** How a pattern's key template lines up with an entity's. */
class AlignmentTest {

    private static Alignment align(String pattern, String entity) {
        return Alignment.of(KeyTemplate.parse(pattern), KeyTemplate.parse(entity));
    }

    private static String pairs(Alignment a) {
        return String.join(", ", a.pairs().stream().map(p -> p.pattern().source() + "=" + p.entity().source()).toList());
    }

    @Test
    void aBoundLinesUpWithTheValueAtItsPosition() {
        Alignment a = align("ORDER#<from>", "ORDER#<placedAt>#<orderId>");
        assertThat(pairs(a)).isEqualTo("from=placedAt");
        assertThat(a.patternDone()).isTrue();
        assertThat(a.entityDone()).isFalse();
        assertThat(a.complete()).isFalse();
    }

    @Test
    void equalTemplatesAreComplete() {
        Alignment a = align("CUSTOMER#<customerId>", "CUSTOMER#<customerId>");
        assertThat(a.complete()).isTrue();
        assertThat(pairs(a)).isEqualTo("customerId=customerId");
    }

    @Test
    void differentLiteralTextIsAMismatchWithItsOrder() {
        Alignment a = align("ITEM#", "ORDER#<placedAt>");
        assertThat(a.literalMismatch()).isTrue();
        assertThat(a.mismatchOrder()).as("O sorts after I").isPositive();
        assertThat(a.complete()).isFalse();
    }

    @Test
    void literalTextOfThePatternMayStandForAValue() {
        Alignment a = align("HIGH#<siteId>", "<alert>#<siteId>");
        assertThat(a.complete()).isTrue();
        assertThat(a.pairs()).hasSize(2);
        assertThat(a.pairs().get(1).pattern().source()).isEqualTo("siteId");
    }

    @Test
    void aPrefixLeavesTheRestOfThePatternLiteral() {
        Alignment a = align("PRICE#", "PRICE#<pad(price, 8)>#<productId>");
        assertThat(a.pairs()).isEmpty();
        assertThat(a.patternDone()).isTrue();
        assertThat(a.literalMismatch()).isFalse();
    }

    @Test
    void inputsNamedLikeAnotherValueStandForItByName() {
        Design design = SmallDesigns.games();
        Alignment a = align("DAILY#<gameId>#<day>", "DAILY#<day>#<gameId>").byNames(design.entity("DailyHigh").orElseThrow());
        assertThat(a.pairs()).allMatch(Alignment.Pair::byName);
        Alignment same = align("DAILY#<day>#<gameId>", "DAILY#<day>#<gameId>").byNames(design.entity("DailyHigh").orElseThrow());
        assertThat(same.pairs()).noneMatch(Alignment.Pair::byName);
    }
}

package io.github.dynamodesign.design;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KeyTemplateTest {

    @Test
    void parsesLiteralsAndPlaceholders() {
        KeyTemplate t = KeyTemplate.parse("ORDER#<placedAt>#<pad(total, 6)>");
        assertThat(t.segments()).hasSize(4);
        assertThat(t.literalPrefix()).isEqualTo("ORDER#");
        assertThat(t.references()).containsExactly("placedAt", "total");
        assertThat(t.placeholders()).extracting(KeyTemplate.Placeholder::source).containsExactly("placedAt", "pad(total, 6)");
        assertThat(t.isConstant()).isFalse();
        assertThat(KeyTemplate.parse("PROFILE").isConstant()).isTrue();
        assertThat(KeyTemplate.parse("PROFILE").literalPrefix()).isEqualTo("PROFILE");
    }

    @Test
    void rendersTypedValues() {
        KeyTemplate t = KeyTemplate.parse("SCORE#<pad(100 - score, 3)>#<userId>");
        assertThat(t.render(Map.of("score", new BigDecimal("9"), "userId", "u1"))).contains("SCORE#091#u1");
    }

    @Test
    void rendersNothingWhenAValueIsMissing() {
        KeyTemplate t = KeyTemplate.parse("WAREHOUSE#<warehouseId>");
        assertThat(t.render(Map.of())).isEmpty();
        assertThat(t.evaluate(name -> java.util.Optional.empty())).isEmpty();
    }

    @Test
    void aSinglePlaceholderKeepsItsType() {
        assertThat(KeyTemplate.parse("<score>").evaluate(n -> java.util.Optional.of(new BigDecimal("42"))))
                .contains(new BigDecimal("42"));
        assertThat(KeyTemplate.parse("S#<score>").evaluate(n -> java.util.Optional.of(new BigDecimal("42"))))
                .contains("S#42");
    }

    @Test
    void extractsValuesWhenUnambiguous() {
        KeyTemplate t = KeyTemplate.parse("ORDER#<placedAt>#<orderId>");
        assertThat(t.extract("ORDER#2026-01-15#o1")).contains(Map.of("placedAt", "2026-01-15", "orderId", "o1"));
        assertThat(t.extract("ORDER#a#b#c")).as("a value containing the separator is ambiguous").isEmpty();
        assertThat(t.extract("CUSTOMER#x")).isEmpty();
    }

    @Test
    void rejectsBrokenTemplates() {
        assertThatThrownBy(() -> KeyTemplate.parse("USER#<userId")).hasMessageContaining("not closed");
        assertThatThrownBy(() -> KeyTemplate.parse("USER#<>")).hasMessageContaining("empty placeholder");
        assertThatThrownBy(() -> KeyTemplate.parse("USER#<pad(x,)>")).isInstanceOf(ExpressionException.class);
    }
}

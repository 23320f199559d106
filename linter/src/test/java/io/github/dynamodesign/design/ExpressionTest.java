package io.github.dynamodesign.design;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ExpressionTest {

    private static final Map<String, Object> VALUES = Map.of(
            "score", new BigDecimal("9"),
            "total", new BigDecimal("4599"),
            "title", "Tetra Master",
            "placedAt", "2026-01-15T23:30:00-05:00",
            "ratio", new BigDecimal("2.75"));

    private static String eval(String text) {
        return ExpressionEvaluator.evaluate(ExpressionParser.parse(text), name -> Optional.ofNullable(VALUES.get(name)))
                .map(ExpressionEvaluator::render).orElse("<missing>");
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
            "score | 9",
            "pad(score, 3) | 009",
            "pad(100 - score, 3) | 091",
            "pad(100000 - total, 6) | 095401",
            "1 + 2 * 3 | 7",
            "(1 + 2) * 3 | 9",
            "-score + 10 | 1",
            "10 / 4 | 2.5",
            "floor(ratio) | 2",
            "floor(10 / 4) | 2",
            "lower(title) | tetra master",
            "upper(title) | TETRA MASTER",
            "date(placedAt) | 2026-01-16",
            "month(placedAt) | 2026-01",
            "epoch('2026-01-01T00:00:00Z') | 1767225600",
            "date(1767225600) | 2026-01-01",
            "pad(-5, 4) | -005",
            "missing | <missing>",
            "pad(missing, 3) | <missing>",
            "'2026-03-01' - 1 day | 2026-02-28",
            "'2026-01-31' + 2 days | 2026-02-02",
            "placedAt + 1 day | 2026-01-16T23:30:00-05:00",
            "1767225600 - 1 day | 1767139200",
            "dayAfter('2026-02-28') | 2026-03-01",
            "previousDay('2026-03-01') | 2026-02-28",
            "score - 1 | 8",
            "pad((9999 − score), 4) | 9990",
            "score × 2 | 18",
            "trim(' Tetra ') | Tetra",
            "lower(trim(title)) | tetra master",
            "lowercase(title) | tetra master",
            "toUpperCase(title) | TETRA MASTER",
    })
    void evaluates(String expression, String expected) {
        assertThat(eval(expression)).isEqualTo(expected);
    }

    @Test
    void referencesAreCollectedInOrder() {
        assertThat(ExpressionParser.parse("pad(total - score * 2, width)").references())
                .containsExactly("total", "score", "width");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "pad(score, ) | unexpected ')'",
            "pad(score) | pad takes 2 arguments, got 1",
            "strip(title) | unknown function 'strip'",
            "(score + 1 | missing ')'",
            "score +* 2 | unexpected '*'",
            "'open | string is not closed",
            "score score | unexpected 's'",
    })
    void rejectsBadExpressionsWithAReadableMessage(String expression, String message) {
        assertThatThrownBy(() -> ExpressionParser.parse(expression))
                .isInstanceOf(ExpressionException.class)
                .hasMessageContaining(message);
    }

    @Test
    void rejectsTypeErrorsWhenEvaluating() {
        assertThatThrownBy(() -> eval("pad(title, 3)")).hasMessageContaining("'pad' needs a number");
        assertThatThrownBy(() -> eval("pad(ratio, 3)")).hasMessageContaining("pad needs a whole number, got 2.75");
        assertThatThrownBy(() -> eval("date(title)")).hasMessageContaining("date() needs an ISO-8601 timestamp");
        assertThatThrownBy(() -> eval("score / 0")).hasMessageContaining("division by zero");
    }
}

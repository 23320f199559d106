package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.List;

/**
 * The sort key part of a Query's key condition.
 *
 * @param leadingEqualities for a multi-attribute sort key: values of the leading attributes (equality), in order
 * @param operands one template, or two for {@code BETWEEN}, applied to the next sort key attribute
 */
public record SortKeyCondition(List<KeyTemplate> leadingEqualities, ConditionOperator operator, List<KeyTemplate> operands) {

    public SortKeyCondition {
        leadingEqualities = List.copyOf(leadingEqualities);
        operands = List.copyOf(operands);
    }

    public List<KeyTemplate> templates() {
        List<KeyTemplate> all = new ArrayList<>(leadingEqualities);
        all.addAll(operands);
        return all;
    }

    @Override
    public String toString() {
        String ops = operator == ConditionOperator.BETWEEN && operands.size() == 2
                ? operands.get(0) + " AND " + operands.get(1)
                : String.join(", ", operands.stream().map(KeyTemplate::source).toList());
        return (leadingEqualities.isEmpty() ? "" : leadingEqualities + " ") + operator.symbol() + " " + ops;
    }
}

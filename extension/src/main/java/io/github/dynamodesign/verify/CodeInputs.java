package io.github.dynamodesign.verify;

import java.util.List;
import java.util.Map;

/**
 * The values a case hands to the code under test.
 *
 * @param bindings a read case's inputs by name, one map per key (several for BatchGetItem); for a write case one map
 *                 with the values of all its items, the first item's first where two have one name
 * @param items a write case's items by entity name (empty for a read case)
 * @param limit the pattern's Limit, for a parameter named {@code limit} or {@code pageSize} that is no input
 */
public record CodeInputs(List<Map<String, Object>> bindings, Map<String, Map<String, Object>> items, Integer limit) {

    public static CodeInputs read(List<Map<String, Object>> bindings, Integer limit) {
        return new CodeInputs(bindings, Map.of(), limit);
    }

    public static CodeInputs write(Map<String, Object> merged, Map<String, Map<String, Object>> items) {
        return new CodeInputs(List.of(merged), items, null);
    }
}

package io.github.dynamodesign.design;

import java.util.List;
import java.util.Optional;

/**
 * The Params column of a read pattern.
 *
 * @param limit null when the pattern sets no {@code Limit}
 * @param text the cell as written (prose around the parameters is kept)
 */
public record QueryParams(boolean scanIndexForward, Integer limit, boolean consistentRead, boolean paginated,
                          List<FilterCondition> filters, String text) {

    public static final QueryParams DEFAULT = new QueryParams(true, null, false, false, List.of(), "");

    public QueryParams {
        filters = List.copyOf(filters);
        text = text == null ? "" : text;
    }

    public Optional<Integer> limitIfAny() {
        return Optional.ofNullable(limit);
    }
}

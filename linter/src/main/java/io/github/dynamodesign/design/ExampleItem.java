package io.github.dynamodesign.design;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An example item given by the document (plain JSON). Values are {@link String}, {@link java.math.BigDecimal},
 * {@link Boolean}, lists and maps, or null.
 */
public record ExampleItem(Map<String, Object> values, SourceLocation location) {

    public ExampleItem {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }
}

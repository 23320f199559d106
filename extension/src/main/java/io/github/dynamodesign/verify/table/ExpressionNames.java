package io.github.dynamodesign.verify.table;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.LinkedHashMap;
import java.util.Map;

/** The expression attribute names and values of one request, each attribute name given one placeholder. */
public class ExpressionNames {

    public final Map<String, String> names = new LinkedHashMap<>();
    public final Map<String, AttributeValue> values = new LinkedHashMap<>();

    public String name(String attribute) {
        for (Map.Entry<String, String> e : names.entrySet()) {
            if (e.getValue().equals(attribute)) {
                return e.getKey();
            }
        }
        String placeholder = "#n" + names.size();
        names.put(placeholder, attribute);
        return placeholder;
    }

    public String value(AttributeValue value) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, value);
        return placeholder;
    }
}

package io.github.dynamodesign.design.markdown;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import io.github.dynamodesign.design.ExampleItem;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads example items: plain JSON objects (or an array of them); DynamoDB JSON is unwrapped. Jackson's streaming parser
 * reads the JSON into plain values (maps, lists, text, BigDecimal, booleans): no object mapper is needed to read a
 * design, which keeps a cold {@code lint} from loading one.
 */
final class ExampleItemParser {

    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
            .build();
    private static final Set<String> DYNAMODB_TYPES = Set.of("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS");
    /** The value of a JSON document that holds none. */
    private static final Object NOTHING = new Object();

    private ExampleItemParser() {
    }

    /** @param firstLine the document line of the JSON's first line */
    static List<ExampleItem> parse(String json, int firstLine, String entity, Problems problems) {
        Object root;
        try (JsonParser parser = JSON.createParser(json)) {
            root = parser.nextToken() == null ? NOTHING : value(parser);
        } catch (JsonProcessingException e) {
            JsonLocation where = e.getLocation();
            int line = firstLine + (where == null ? 0 : Math.max(where.getLineNr(), 1) - 1);
            problems.error(line, "invalid-json", "the example item of " + entity + " is not valid JSON: "
                    + e.getOriginalMessage().split("\n")[0], "fix the JSON (plain JSON, no placeholders or '...')");
            return List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<ExampleItem> items = new ArrayList<>();
        if (root == NOTHING) {
            return items;
        }
        List<Object> objects = root instanceof List<?> list ? new ArrayList<>(list) : List.of(root == null ? NOTHING : root);
        for (Object node : objects) {
            if (!(node instanceof Map<?, ?> object)) {
                problems.error(firstLine, "invalid-json", "the example item of " + entity + " is not a JSON object",
                        "write the item as { \"pk\": \"...\", ... }");
                continue;
            }
            Map<String, Object> values = new LinkedHashMap<>();
            boolean dynamoJson = isDynamoJson(object);
            object.forEach((k, v) -> values.put((String) k, dynamoJson ? fromDynamoJson((Map<?, ?>) v) : v));
            items.add(new ExampleItem(values, problems.at(firstLine)));
        }
        return items;
    }

    /** The value at the parser's current token: a map, a list, text, a BigDecimal, a boolean or null. */
    private static Object value(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT -> {
                Map<String, Object> map = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    map.put(name, value(parser));
                }
                return map;
            }
            case START_ARRAY -> {
                List<Object> list = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    list.add(value(parser));
                }
                return list;
            }
            case VALUE_STRING -> {
                return parser.getText();
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                return new BigDecimal(parser.getText());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return parser.getBooleanValue();
            }
            default -> {
                return null;
            }
        }
    }

    private static boolean isDynamoJson(Map<?, ?> node) {
        if (node.isEmpty()) {
            return false;
        }
        for (Object value : node.values()) {
            if (!(value instanceof Map<?, ?> typed) || typed.size() != 1 || !DYNAMODB_TYPES.contains(typed.keySet().iterator().next())) {
                return false;
            }
        }
        return true;
    }

    private static Object fromDynamoJson(Map<?, ?> typed) {
        Map.Entry<?, ?> only = typed.entrySet().iterator().next();
        String type = (String) only.getKey();
        Object v = only.getValue();
        return switch (type) {
            case "S" -> text(v);
            case "N" -> new BigDecimal(text(v));
            case "BOOL" -> v instanceof Boolean b ? b : Boolean.parseBoolean(text(v));
            case "B" -> Base64.getDecoder().decode(text(v));
            case "NULL" -> null;
            case "L" -> {
                List<Object> list = new ArrayList<>();
                elements(v).forEach(n -> list.add(n instanceof Map<?, ?> m && m.size() == 1 ? fromDynamoJson(m) : n));
                yield list;
            }
            case "M" -> {
                Map<String, Object> map = new LinkedHashMap<>();
                if (v instanceof Map<?, ?> fields) {
                    fields.forEach((k, e) -> map.put((String) k, e instanceof Map<?, ?> m && m.size() == 1 ? fromDynamoJson(m) : e));
                }
                yield map;
            }
            case "SS" -> {
                Set<Object> set = new LinkedHashSet<>();
                elements(v).forEach(n -> set.add(text(n)));
                yield set;
            }
            case "NS" -> {
                Set<Object> set = new LinkedHashSet<>();
                elements(v).forEach(n -> set.add(new BigDecimal(text(n))));
                yield set;
            }
            default -> v;
        };
    }

    /** A scalar as text, as DynamoDB JSON writes numbers and binaries ({@code "N": "42"}, also {@code "N": 42}). */
    private static String text(Object value) {
        return value instanceof BigDecimal n ? n.toPlainString() : String.valueOf(value);
    }

    private static List<?> elements(Object value) {
        return value instanceof List<?> list ? list : List.of();
    }
}

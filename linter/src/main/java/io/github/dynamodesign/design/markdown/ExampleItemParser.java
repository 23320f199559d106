package io.github.dynamodesign.design.markdown;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.dynamodesign.design.ExampleItem;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads example items: plain JSON objects (or an array of them); DynamoDB JSON is unwrapped. */
final class ExampleItemParser {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(com.fasterxml.jackson.core.JsonParser.Feature.ALLOW_COMMENTS)
            .enable(com.fasterxml.jackson.core.JsonParser.Feature.ALLOW_TRAILING_COMMA);
    private static final Set<String> DYNAMODB_TYPES = Set.of("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS");

    private ExampleItemParser() {
    }

    /** @param firstLine the document line of the JSON's first line */
    static List<ExampleItem> parse(String json, int firstLine, String entity, Problems problems) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            JsonLocation where = e.getLocation();
            int line = firstLine + (where == null ? 0 : Math.max(where.getLineNr(), 1) - 1);
            problems.error(line, "invalid-json", "the example item of " + entity + " is not valid JSON: "
                    + e.getOriginalMessage().split("\n")[0], "fix the JSON (plain JSON, no placeholders or '...')");
            return List.of();
        }
        List<ExampleItem> items = new ArrayList<>();
        if (root == null || root.isMissingNode()) {
            return items;
        }
        List<JsonNode> objects = new ArrayList<>();
        if (root.isArray()) {
            root.forEach(objects::add);
        } else {
            objects.add(root);
        }
        for (JsonNode node : objects) {
            if (!node.isObject()) {
                problems.error(firstLine, "invalid-json", "the example item of " + entity + " is not a JSON object",
                        "write the item as { \"pk\": \"...\", ... }");
                continue;
            }
            Map<String, Object> values = new LinkedHashMap<>();
            boolean dynamoJson = isDynamoJson(node);
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                values.put(field.getKey(), dynamoJson ? fromDynamoJson(field.getValue()) : plain(field.getValue()));
            }
            items.add(new ExampleItem(values, problems.at(firstLine)));
        }
        return items;
    }

    private static boolean isDynamoJson(JsonNode node) {
        if (node.isEmpty()) {
            return false;
        }
        for (JsonNode value : node) {
            if (!value.isObject() || value.size() != 1 || !DYNAMODB_TYPES.contains(value.fieldNames().next())) {
                return false;
            }
        }
        return true;
    }

    static Object plain(JsonNode node) {
        if (node.isTextual()) {
            return node.textValue();
        }
        if (node.isNumber()) {
            return new BigDecimal(node.asText());
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>();
            node.forEach(n -> list.add(plain(n)));
            return list;
        }
        if (node.isObject()) {
            Map<String, Object> map = new LinkedHashMap<>();
            node.fields().forEachRemaining(e -> map.put(e.getKey(), plain(e.getValue())));
            return map;
        }
        return null;
    }

    private static Object fromDynamoJson(JsonNode typed) {
        String type = typed.fieldNames().next();
        JsonNode v = typed.get(type);
        return switch (type) {
            case "S" -> v.asText();
            case "N" -> new BigDecimal(v.asText());
            case "BOOL" -> v.asBoolean();
            case "B" -> Base64.getDecoder().decode(v.asText());
            case "NULL" -> null;
            case "L" -> {
                List<Object> list = new ArrayList<>();
                v.forEach(n -> list.add(n.isObject() && n.size() == 1 ? fromDynamoJson(n) : plain(n)));
                yield list;
            }
            case "M" -> {
                Map<String, Object> map = new LinkedHashMap<>();
                v.fields().forEachRemaining(e -> map.put(e.getKey(),
                        e.getValue().isObject() && e.getValue().size() == 1 ? fromDynamoJson(e.getValue()) : plain(e.getValue())));
                yield map;
            }
            case "SS" -> {
                Set<Object> set = new LinkedHashSet<>();
                v.forEach(n -> set.add(n.asText()));
                yield set;
            }
            case "NS" -> {
                Set<Object> set = new LinkedHashSet<>();
                v.forEach(n -> set.add(new BigDecimal(n.asText())));
                yield set;
            }
            default -> plain(v);
        };
    }
}

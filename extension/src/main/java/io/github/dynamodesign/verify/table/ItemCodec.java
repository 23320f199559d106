package io.github.dynamodesign.verify.table;

import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.ScalarType;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Typed values (String, BigDecimal, Boolean, byte[], lists, maps, sets) to and from DynamoDB attribute values. */
public final class ItemCodec {

    private ItemCodec() {
    }

    public static AttributeValue toAttribute(Object value) {
        if (value == null) {
            return AttributeValue.fromNul(true);
        }
        if (value instanceof String s) {
            return AttributeValue.fromS(s);
        }
        if (value instanceof BigDecimal n) {
            return AttributeValue.fromN(ExpressionEvaluator.render(n));
        }
        if (value instanceof Number n) {
            return AttributeValue.fromN(ExpressionEvaluator.render(new BigDecimal(n.toString())));
        }
        if (value instanceof Boolean b) {
            return AttributeValue.fromBool(b);
        }
        if (value instanceof byte[] bytes) {
            return AttributeValue.fromB(SdkBytes.fromByteArray(bytes));
        }
        if (value instanceof java.util.Set<?> set) {
            if (!set.isEmpty() && set.iterator().next() instanceof BigDecimal) {
                return AttributeValue.fromNs(set.stream().map(ExpressionEvaluator::render).toList());
            }
            return AttributeValue.fromSs(set.stream().map(String::valueOf).toList());
        }
        if (value instanceof Collection<?> list) {
            List<AttributeValue> values = new ArrayList<>();
            list.forEach(v -> values.add(toAttribute(v)));
            return AttributeValue.fromL(values);
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            map.forEach((k, v) -> values.put(String.valueOf(k), toAttribute(v)));
            return AttributeValue.fromM(values);
        }
        return AttributeValue.fromS(String.valueOf(value));
    }

    /** The typed value of an attribute value, as {@link #toAttribute} takes it: the way back. */
    public static Object fromAttribute(AttributeValue value) {
        return switch (value.type()) {
            case S -> value.s();
            case N -> new BigDecimal(value.n());
            case BOOL -> value.bool();
            case B -> value.b().asByteArray();
            case SS -> new java.util.LinkedHashSet<>(value.ss());
            case NS -> new java.util.LinkedHashSet<>(value.ns().stream().map(BigDecimal::new).toList());
            case L -> value.l().stream().map(ItemCodec::fromAttribute).toList();
            case M -> {
                Map<String, Object> map = new LinkedHashMap<>();
                value.m().forEach((k, v) -> map.put(k, fromAttribute(v)));
                yield map;
            }
            default -> null;
        };
    }

    /** A key value for a key attribute of the given type; null when the value cannot have that type. */
    public static AttributeValue toKey(Object value, ScalarType type) {
        return switch (type) {
            case S -> AttributeValue.fromS(ExpressionEvaluator.render(value));
            case N -> number(value).map(n -> AttributeValue.fromN(ExpressionEvaluator.render(n))).orElse(null);
            case B -> value instanceof byte[] bytes ? AttributeValue.fromB(SdkBytes.fromByteArray(bytes))
                    : AttributeValue.fromB(SdkBytes.fromUtf8String(ExpressionEvaluator.render(value)));
        };
    }

    /** A value as a DynamoDB number: a number, or text that reads as one. */
    public static Optional<BigDecimal> number(Object value) {
        if (value instanceof BigDecimal n) {
            return Optional.of(n);
        }
        if (value instanceof Number n) {
            return Optional.of(new BigDecimal(n.toString()));
        }
        if (value instanceof String s) {
            try {
                return Optional.of(new BigDecimal(s.strip()));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    public static String numberText(BigDecimal n) {
        return ExpressionEvaluator.render(n);
    }

    /** The text of a key attribute value, for messages. */
    public static String keyText(AttributeValue value) {
        if (value == null) {
            return "(none)";
        }
        if (value.s() != null) {
            return value.s();
        }
        if (value.n() != null) {
            return value.n();
        }
        if (value.b() != null) {
            return value.b().asUtf8String();
        }
        return value.toString();
    }
}

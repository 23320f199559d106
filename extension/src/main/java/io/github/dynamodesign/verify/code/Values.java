package io.github.dynamodesign.verify.code;

import io.github.dynamodesign.design.Timestamps;
import io.github.dynamodesign.verify.sample.NaturalOrder;
import software.amazon.awssdk.core.SdkBytes;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Typed sample values converted to the Java types of a method's parameters. */
final class Values {

    private Values() {
    }

    /** Whether a parameter of this type takes one value (not an object made of several). */
    static boolean simple(Class<?> type) {
        return type.isPrimitive() || type == String.class || type == CharSequence.class || Number.class.isAssignableFrom(type)
                || type == Boolean.class || type == Instant.class || type == LocalDate.class || type == LocalDateTime.class
                || type == OffsetDateTime.class || type == ZonedDateTime.class || type.isEnum() || type == UUID.class
                || type == Object.class || type == SdkBytes.class || type == byte[].class || Map.class.isAssignableFrom(type)
                || type == Optional.class;
    }

    /**
     * The value as the given type.
     *
     * @throws IllegalArgumentException when it does not convert, with the value and the type named
     */
    static Object convert(Object value, Type target) {
        Class<?> raw = raw(target);
        if (value == null) {
            if (raw == Optional.class) {
                return Optional.empty();
            }
            if (raw.isPrimitive()) {
                throw new IllegalArgumentException("no value for a " + raw.getSimpleName());
            }
            return null;
        }
        if (raw == Optional.class) {
            return Optional.ofNullable(convert(value, element(target)));
        }
        if (Collection.class.isAssignableFrom(raw) && value instanceof Collection<?> many) {
            Collection<Object> out = Set.class.isAssignableFrom(raw) ? new LinkedHashSet<>() : new ArrayList<>();
            for (Object v : many) {
                out.add(convert(v, element(target)));
            }
            return out;
        }
        if (raw == Object.class || raw.isInstance(value) && !(value instanceof Collection)) {
            return value;
        }
        String text = NaturalOrder.text(value);
        try {
            if (raw == String.class || raw == CharSequence.class) {
                return text;
            }
            if (raw == int.class || raw == Integer.class) {
                return number(value, text).intValueExact();
            }
            if (raw == long.class || raw == Long.class) {
                return number(value, text).longValueExact();
            }
            if (raw == short.class || raw == Short.class) {
                return number(value, text).shortValueExact();
            }
            if (raw == double.class || raw == Double.class) {
                return number(value, text).doubleValue();
            }
            if (raw == float.class || raw == Float.class) {
                return number(value, text).floatValue();
            }
            if (raw == BigDecimal.class || raw == Number.class) {
                return number(value, text);
            }
            if (raw == BigInteger.class) {
                return number(value, text).toBigIntegerExact();
            }
            if (raw == boolean.class || raw == Boolean.class) {
                if (value instanceof Boolean b) {
                    return b;
                }
                if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
                    return Boolean.parseBoolean(text);
                }
            }
            if (raw == Instant.class) {
                return instant(value);
            }
            if (raw == OffsetDateTime.class) {
                return instant(value).atOffset(ZoneOffset.UTC);
            }
            if (raw == ZonedDateTime.class) {
                return instant(value).atZone(ZoneOffset.UTC);
            }
            if (raw == LocalDateTime.class) {
                return LocalDateTime.ofInstant(instant(value), ZoneOffset.UTC);
            }
            if (raw == LocalDate.class) {
                return text.length() == 10 ? LocalDate.parse(text) : LocalDate.ofInstant(instant(value), ZoneOffset.UTC);
            }
            if (raw == UUID.class) {
                return UUID.fromString(text);
            }
            if (raw.isEnum()) {
                for (Object constant : raw.getEnumConstants()) {
                    String constantName = ((Enum<?>) constant).name();
                    if (constantName.equals(text) || constantName.equalsIgnoreCase(text.replace('-', '_'))) {
                        return constant;
                    }
                }
                throw new IllegalArgumentException("`" + text + "` is no constant of " + raw.getSimpleName());
            }
            if (raw == SdkBytes.class && value instanceof byte[] bytes) {
                return SdkBytes.fromByteArray(bytes);
            }
        } catch (ArithmeticException | java.time.DateTimeException e) {
            throw new IllegalArgumentException("`" + text + "` does not convert to " + raw.getSimpleName() + ": " + e.getMessage());
        }
        throw new IllegalArgumentException("`" + text + "` does not convert to " + raw.getSimpleName());
    }

    private static BigDecimal number(Object value, String text) {
        if (value instanceof BigDecimal d) {
            return d;
        }
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("`" + text + "` is not a number");
        }
    }

    private static Instant instant(Object value) {
        return Timestamps.toInstant(value).orElseThrow(() -> new IllegalArgumentException("`" + NaturalOrder.text(value)
                + "` is not a timestamp"));
    }

    static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        return Object.class;
    }

    /** The element type of a collection or Optional type ({@code List<String>}: String); Object when not given. */
    static Type element(Type type) {
        if (type instanceof ParameterizedType p && p.getActualTypeArguments().length == 1) {
            return p.getActualTypeArguments()[0];
        }
        return Object.class;
    }

    /** {@code ORDER_ID}, {@code order-id}, {@code orderId}: one name, compared without case and separators. */
    static String normal(String name) {
        return name.replace("_", "").replace("-", "").toLowerCase(Locale.ROOT);
    }
}

package io.github.dynamodesign.verify.code;

import io.github.dynamodesign.annotations.AccessPattern;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The methods of a class that implement access patterns: annotated {@link AccessPattern} themselves, or overriding a
 * method so annotated in a superclass or an interface (a repository interface annotated once, its classes tested).
 */
final class AnnotatedMethods {

    /** A method and the pattern it implements. */
    record Found(String patternId, Method method) {
    }

    private AnnotatedMethods() {
    }

    static List<Found> of(Class<?> type) {
        Map<String, Method> bySignature = new LinkedHashMap<>();
        collect(type, bySignature);
        List<Found> found = new ArrayList<>();
        for (Method m : bySignature.values()) {
            annotation(type, m).ifPresent(a -> found.add(new Found(a.value().strip(), m)));
        }
        return found;
    }

    /** The most specific declaration of every method of the class, its superclasses first met last. */
    private static void collect(Class<?> type, Map<String, Method> bySignature) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (!m.isSynthetic() && !m.isBridge()) {
                    bySignature.putIfAbsent(signature(m), m);
                }
            }
        }
        for (Method m : type.getMethods()) {
            if (m.getDeclaringClass() != Object.class && !m.isSynthetic() && !m.isBridge()) {
                bySignature.putIfAbsent(signature(m), m);
            }
        }
    }

    private static Optional<AccessPattern> annotation(Class<?> type, Method m) {
        AccessPattern own = m.getAnnotation(AccessPattern.class);
        if (own != null) {
            return Optional.of(own);
        }
        List<Class<?>> supertypes = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            supertypes.add(c);
            interfaces(c, supertypes);
        }
        for (Class<?> s : supertypes) {
            try {
                AccessPattern a = s.getDeclaredMethod(m.getName(), m.getParameterTypes()).getAnnotation(AccessPattern.class);
                if (a != null) {
                    return Optional.of(a);
                }
            } catch (NoSuchMethodException e) {
                // not declared here
            }
        }
        return Optional.empty();
    }

    private static void interfaces(Class<?> c, List<Class<?>> into) {
        for (Class<?> i : c.getInterfaces()) {
            if (!into.contains(i)) {
                into.add(i);
                interfaces(i, into);
            }
        }
    }

    private static String signature(Method m) {
        return m.getName() + Arrays.toString(m.getParameterTypes());
    }

    /** {@code latestOrders(String, int)}. */
    static String describe(Method m) {
        return m.getName() + "(" + String.join(", ", Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName).toList()) + ")";
    }
}

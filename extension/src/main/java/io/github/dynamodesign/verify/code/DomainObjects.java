package io.github.dynamodesign.verify.code;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;

/**
 * An object of the user's own type (a record, a bean, a class with a constructor of named parameters) made from an
 * item's attribute values, matched by name.
 */
final class DomainObjects {

    private DomainObjects() {
    }

    static Object build(Class<?> type, Map<String, Object> values) {
        try {
            if (type.isRecord()) {
                RecordComponent[] components = type.getRecordComponents();
                Class<?>[] types = Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
                Object[] args = new Object[components.length];
                for (int i = 0; i < components.length; i++) {
                    args[i] = value(values, components[i].getName(), components[i].getGenericType());
                }
                Constructor<?> canonical = type.getDeclaredConstructor(types);
                canonical.setAccessible(true);
                return canonical.newInstance(args);
            }
            Optional<Constructor<?>> noArgs = Arrays.stream(type.getDeclaredConstructors()).filter(c -> c.getParameterCount() == 0).findFirst();
            if (noArgs.isPresent()) {
                noArgs.get().setAccessible(true);
                Object bean = noArgs.get().newInstance();
                values.forEach((name, value) -> set(bean, name, value));
                return bean;
            }
            Constructor<?> named = Arrays.stream(type.getDeclaredConstructors())
                    .filter(c -> Arrays.stream(c.getParameters()).allMatch(Parameter::isNamePresent))
                    .max(Comparator.comparingInt(Constructor::getParameterCount))
                    .orElseThrow(() -> new IllegalArgumentException(type.getSimpleName() + " cannot be made from an item's values: give it"
                            + " a no-argument constructor and setters, make it a record, or compile with -parameters"));
            Object[] args = new Object[named.getParameterCount()];
            for (int i = 0; i < args.length; i++) {
                Parameter p = named.getParameters()[i];
                args[i] = value(values, Names.of(p).orElseThrow(), p.getParameterizedType());
            }
            named.setAccessible(true);
            return named.newInstance(args);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalArgumentException(type.getSimpleName() + " cannot be made from an item's values: " + cause);
        }
    }

    private static Object value(Map<String, Object> values, String name, java.lang.reflect.Type type) {
        return Values.convert(Names.find(values.keySet(), name).map(values::get).orElse(null), type);
    }

    /** Sets a bean's property by its setter, else by its field; values the type has no place for are left out. */
    private static void set(Object bean, String name, Object value) {
        String setter = "set" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
        for (Class<?> c = bean.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getParameterCount() == 1 && Values.normal(m.getName()).equals(Values.normal(setter))) {
                    invoke(m, bean, Values.convert(value, m.getGenericParameterTypes()[0]));
                    return;
                }
            }
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && !Modifier.isFinal(f.getModifiers())
                        && Values.normal(f.getName()).equals(Values.normal(name))) {
                    try {
                        f.setAccessible(true);
                        f.set(bean, Values.convert(value, f.getGenericType()));
                    } catch (IllegalAccessException e) {
                        throw new IllegalArgumentException("cannot set " + f.getName() + " of " + bean.getClass().getSimpleName());
                    }
                    return;
                }
            }
        }
    }

    private static void invoke(Method m, Object bean, Object value) {
        try {
            m.setAccessible(true);
            m.invoke(bean, value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("cannot call " + m.getName() + " of " + bean.getClass().getSimpleName() + ": " + e.getCause());
        }
    }
}

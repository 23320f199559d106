package io.github.dynamodesign.junit;

import io.github.dynamodesign.verify.ImplementationFactory;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@link RepositoryFactory} method of a test class (or its enclosing classes) that makes a given implementation class. */
final class RepositoryFactories {

    private RepositoryFactories() {
    }

    static Optional<ImplementationFactory> of(Class<?> testClass, Class<?> type) {
        List<Method> found = new ArrayList<>();
        for (Class<?> c = testClass; c != null; c = c.getEnclosingClass()) {
            for (Class<?> s = c; s != null && s != Object.class; s = s.getSuperclass()) {
                for (Method m : s.getDeclaredMethods()) {
                    if (m.isAnnotationPresent(RepositoryFactory.class) && type.isAssignableFrom(m.getReturnType())) {
                        if (!Modifier.isStatic(m.getModifiers())) {
                            throw new ExtensionConfigurationException(s.getName() + "." + m.getName() + " is a @RepositoryFactory, so it must be static");
                        }
                        found.add(m);
                    }
                }
            }
        }
        if (found.size() > 1) {
            throw new ExtensionConfigurationException(testClass.getName() + " has " + found.size() + " @RepositoryFactory methods that make a "
                    + type.getSimpleName() + ": keep one");
        }
        try {
            return found.stream().findFirst().map(ImplementationFactory::calling);
        } catch (IllegalArgumentException e) {
            throw new ExtensionConfigurationException(e.getMessage());
        }
    }
}

package io.github.dynamodesign.verify.code;

import io.github.dynamodesign.verify.ImplementationFactory;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * How an implementation class is made when the test names no factory: a constructor, or else a static method of the
 * class returning it, whose parameters are a {@link DynamoDbClient} or a {@link DynamoDbEnhancedClient}, and the table's
 * name as a {@code String}; the one with the most of these wins.
 */
final class Construction {

    private Construction() {
    }

    static Optional<ImplementationFactory> of(Class<?> type) {
        List<Executable> candidates = new ArrayList<>();
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            if (fits(c)) {
                candidates.add(c);
            }
        }
        if (candidates.isEmpty()) {
            for (Method m : type.getDeclaredMethods()) {
                if (Modifier.isStatic(m.getModifiers()) && type.isAssignableFrom(m.getReturnType()) && fits(m)) {
                    candidates.add(m);
                }
            }
        }
        return candidates.stream().max(Comparator.comparingInt(Executable::getParameterCount)).map(ImplementationFactory::calling);
    }

    /** What the docs say a class needs, for the message when it has none of it. */
    static String expected(Class<?> type) {
        String name = type.getSimpleName();
        return "give " + name + " a constructor " + name + "(DynamoDbClient client, String tableName) or " + name
                + "(DynamoDbEnhancedClient client, String tableName), a static method returning it with such parameters,"
                + " or a static method of the test class annotated @RepositoryFactory that returns it";
    }

    private static boolean fits(Executable e) {
        int strings = 0;
        int clients = 0;
        for (Class<?> p : e.getParameterTypes()) {
            if (p == String.class) {
                strings++;
            } else if (p == DynamoDbClient.class || p == DynamoDbEnhancedClient.class) {
                clients++;
            } else {
                return false;
            }
        }
        return strings <= 1 && clients == 1;
    }
}

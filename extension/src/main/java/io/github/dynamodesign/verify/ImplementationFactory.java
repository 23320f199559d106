package io.github.dynamodesign.verify;

import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * Makes an instance of an implementation class (a repository) for the verification's table, on the client given: the
 * client records every request the instance sends, so the instance must use it and no other.
 */
@FunctionalInterface
public interface ImplementationFactory {

    Object create(DynamoDbClient client, String tableName) throws Exception;

    /**
     * A factory that calls a constructor, or a static method, whose parameters are taken by type: a
     * {@link DynamoDbClient}, a {@link DynamoDbEnhancedClient} made on it, and the table's name as a {@code String}.
     *
     * @throws IllegalArgumentException when it has a parameter of another type
     */
    static ImplementationFactory calling(Executable e) {
        for (Class<?> p : e.getParameterTypes()) {
            if (p != String.class && p != DynamoDbClient.class && p != DynamoDbEnhancedClient.class) {
                throw new IllegalArgumentException(e.getDeclaringClass().getSimpleName() + "." + e.getName() + " takes a "
                        + p.getSimpleName() + "; a factory takes a DynamoDbClient or DynamoDbEnhancedClient and the table's name (String)");
            }
        }
        e.setAccessible(true);
        return (client, table) -> {
            Class<?>[] types = e.getParameterTypes();
            Object[] args = new Object[types.length];
            for (int i = 0; i < types.length; i++) {
                args[i] = types[i] == String.class ? table
                        : types[i] == DynamoDbClient.class ? client
                        : DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
            }
            try {
                return e instanceof Constructor<?> c ? c.newInstance(args) : ((Method) e).invoke(null, args);
            } catch (InvocationTargetException ex) {
                throw ex.getCause() instanceof Exception cause ? cause : ex;
            }
        };
    }
}

package io.github.dynamodesign.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A static method of a {@link DynamoDesignTest} class that makes one of its {@link DynamoDesignTest#implementations()}:
 * it returns that class (or a subclass) and takes, by type, a {@code DynamoDbClient}, a {@code DynamoDbEnhancedClient}
 * and the table's name as a {@code String}. The client records what the instance sends, so the instance must use it.
 *
 * <pre>
 * &#64;RepositoryFactory
 * static OrderRepository orders(DynamoDbClient client, String table) {
 *     return new OrderRepository(client, table, Clock.systemUTC());
 * }
 * </pre>
 *
 * Without one, the class's own constructor (or static factory) taking a client and the table's name is used.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface RepositoryFactory {
}

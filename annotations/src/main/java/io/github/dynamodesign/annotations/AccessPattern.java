package io.github.dynamodesign.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The access pattern of the table design that a method implements, by its id in the design document.
 *
 * <pre>
 * &#64;AccessPattern("AP-003")
 * public List&lt;Order&gt; latestOrders(String customerId) { ... }
 * </pre>
 *
 * The method's parameters are the pattern's inputs, by name: the parameter's name when the code is compiled with
 * {@code -parameters}, else {@link Input}. A write pattern's method takes the values of the items it writes: an
 * attribute each, or an object per entity. {@code @DynamoDesignTest(implementations = ...)} calls the method for every
 * case of the pattern and checks what it sent and what DynamoDB returned to it; the design's ArchUnit rules check that
 * every pattern has exactly one such method.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface AccessPattern {

    /** The pattern's id in the design document ({@code AP-003}). */
    String value();
}

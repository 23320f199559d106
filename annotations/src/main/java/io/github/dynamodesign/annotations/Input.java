package io.github.dynamodesign.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The name of the pattern input (or attribute, for a write pattern) a parameter stands for, where the parameter's own
 * name is not kept in the class file (code compiled without {@code -parameters}) or differs from it.
 *
 * <pre>
 * &#64;AccessPattern("AP-004")
 * public List&lt;Order&gt; ordersBetween(&#64;Input("customerId") String customer, &#64;Input("from") Instant from, &#64;Input("to") Instant to)
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface Input {

    /** The input's name as the design writes it between angle brackets ({@code customerId} for {@code <customerId>}). */
    String value();
}

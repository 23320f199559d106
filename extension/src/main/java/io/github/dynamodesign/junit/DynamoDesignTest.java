package io.github.dynamodesign.junit;

import io.github.dynamodesign.verify.VerificationSession;
import org.junit.jupiter.api.extension.ExtendWith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Verifies a DynamoDB table design document: DynamoDB Local starts in-process (one per JVM), the design's table is
 * created for the test class and seeded with sample items, and {@link AccessPatternTests} (or
 * {@link DesignVerification#dynamicTests()}) gives one dynamic test per access pattern and case.
 *
 * <pre>
 * &#64;DynamoDesignTest("docs/dynamodb/table-design.md")
 * class TableDesignTest implements AccessPatternTests { }
 * </pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(DynamoDesignExtension.class)
public @interface DynamoDesignTest {

    /** The design document: a path relative to the project directory, or {@code classpath:designs/x.md}. */
    String value();

    /** The seed of the sample data; failures print it, and the same seed reproduces them. */
    long seed() default DEFAULT_SEED;

    /**
     * The access-patterns document the design was made from (a path, or {@code classpath:...}), the source of each
     * pattern's intent. Default: the document the design names in its {@code > Input:} line, when it is found; without
     * one, intent comes from the design's own words.
     */
    String spec() default "";

    /**
     * The version of the design the live table was made for, to regression-test a key change: a path, a
     * {@code classpath:...} resource, or {@code git:REV} for the design's own file at a git revision
     * ({@code git:origin/main}). Adds a container per phase of the migration check (see docs/key-changes.md): the old
     * items under the new patterns, the same after the derived migration, and the new items under the old patterns. A
     * pattern that needs the migration is reported aborted with the reason; one the diff does not explain fails.
     */
    String previous() default "";

    /**
     * Where to verify: {@code embedded} (DynamoDB Local in this JVM), {@code container} (DynamoDB Local in Docker, through
     * Testcontainers) or {@code endpoint} (any DynamoDB-compatible URL). Empty: the configuration parameter or system
     * property {@code dynamo-design.backend}, else embedded. Without Docker, a container class is skipped with the reason.
     */
    String backend() default "";

    /** The endpoint URL of the endpoint backend; empty: {@code dynamo-design.endpoint}. */
    String endpoint() default "";

    /** The container backend's image; empty: {@code dynamo-design.image}, else {@code amazon/dynamodb-local}. */
    String image() default "";

    /** The region of the endpoint backend; empty: {@code dynamo-design.region}, else the AWS SDK's default chain. */
    String region() default "";

    /**
     * Allow an endpoint that is not on this machine (with the environment variable {@code DYNAMO_DESIGN_ALLOW_REMOTE=true}
     * as well; also {@code dynamo-design.allow-remote=true}).
     */
    boolean allowRemote() default false;

    /**
     * The user's own implementation classes (repositories) to test against the design: every method annotated
     * {@code @AccessPattern("AP-…")} runs that pattern's cases, called with each case's inputs on a client that records
     * what it sends. The items DynamoDB returned to it must be the intended ones, in order, and its requests must be the
     * design's (operation, index, key condition, ScanIndexForward, Limit, ConsistentRead, pagination); a write method's
     * items must have the design's keys and index attributes and be found by every read pattern. One container per class,
     * one per method. An instance is made by a {@link RepositoryFactory} method of the test class, else by the class's
     * constructor {@code (DynamoDbClient, String tableName)} or {@code (DynamoDbEnhancedClient, String tableName)}
     * (see docs/implementations.md).
     */
    Class<?>[] implementations() default {};

    /** Also lint the design: a lint error fails a test named {@code lint}. */
    boolean lint() default false;

    /** The seed used when none is given. */
    long DEFAULT_SEED = VerificationSession.DEFAULT_SEED;
}

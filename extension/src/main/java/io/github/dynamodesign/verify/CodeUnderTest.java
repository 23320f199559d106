package io.github.dynamodesign.verify;

/**
 * A method of the user's own code that implements one access pattern: called with a case's values on a client that
 * records every request it sends (see docs/implementations.md).
 */
public interface CodeUnderTest {

    /**
     * Items per page of a Query or Scan the code sends without a Limit: DynamoDB may end any page early (at 1 MB), and
     * small pages make that happen on small sample data, so code that ignores LastEvaluatedKey is caught.
     */
    int PAGE = 2;

    /** {@code OrderRepository.latestOrders}: the method, for messages. */
    String name();

    /** Calls the method once with the case's values and reports what it sent and what it threw. */
    CodeRun call(CodeInputs inputs);

    /**
     * Why the method cannot be called with the pattern's values (a parameter that is no input, a type that no value
     * converts to); empty when it can.
     *
     * @param inputs the names the pattern's cases give values for
     */
    java.util.Optional<String> unboundParameters(java.util.Set<String> inputs);
}

package io.github.dynamodesign.verify;

import java.util.List;
import java.util.Map;

/**
 * The outcome of one case of a pattern.
 *
 * @param inputs the inputs as text
 * @param expected how many items the pattern should return
 * @param actual how many DynamoDB returned
 * @param orderProblems items that came in an order their values contradict
 * @param message the failure explained (empty when passed)
 * @param request the request as sent, in words
 * @param expectedItems the intended items, described, in the intended order
 * @param actualItems the returned items, described, in the order DynamoDB returned them
 */
public record CaseResult(String name, Map<String, String> inputs, Status status, int expected, int actual,
                         List<ItemRef> missing, List<ItemRef> unexpected, List<String> orderProblems, String message,
                         String request, long micros, List<String> expectedItems, List<String> actualItems) {

    public CaseResult {
        inputs = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(inputs));
        missing = List.copyOf(missing);
        unexpected = List.copyOf(unexpected);
        orderProblems = List.copyOf(orderProblems);
        message = message == null ? "" : message;
        request = request == null ? "" : request;
        expectedItems = List.copyOf(expectedItems);
        actualItems = List.copyOf(actualItems);
    }
}

package io.github.dynamodesign.verify;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of one case of a pattern. Made with {@link #read}, {@link #write} or {@link #couldNotRun}.
 *
 * @param inputs the inputs as text
 * @param expected how many items the pattern should return
 * @param actual how many DynamoDB returned
 * @param orderProblems items that came in an order their values contradict
 * @param message the failure explained (empty when passed)
 * @param request the request as sent, in words
 * @param expectedItems the intended items, described, in the intended order
 * @param actualItems the returned items, described, in the order DynamoDB returned them
 * @param warnings what the returned items contradict that the document only suggests (an order its words imply, a
 *     tie-breaker it does not state): they do not fail the case
 */
public record CaseResult(String name, Map<String, String> inputs, Status status, int expected, int actual,
                         List<ItemRef> missing, List<ItemRef> unexpected, List<String> orderProblems, String message,
                         String request, long micros, List<String> expectedItems, List<String> actualItems,
                         List<String> warnings) {

    public CaseResult {
        inputs = Collections.unmodifiableMap(new LinkedHashMap<>(inputs));
        missing = List.copyOf(missing);
        unexpected = List.copyOf(unexpected);
        orderProblems = List.copyOf(orderProblems);
        message = message == null ? "" : message;
        request = request == null ? "" : request;
        expectedItems = List.copyOf(expectedItems);
        actualItems = List.copyOf(actualItems);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    /** A case that could not run at all (sample values the templates cannot render, DynamoDB Local failing). */
    public static CaseResult couldNotRun(String name, String message, long micros) {
        return new CaseResult(name, Map.of(), Status.FAILED, 0, 0, List.of(), List.of(), List.of(), message, "", micros,
                List.of(), List.of(), List.of());
    }

    /**
     * A write case: passed when nothing went wrong.
     *
     * @param problems what went wrong, each in words
     */
    public static CaseResult write(String patternId, String name, List<String> problems, String request, long micros) {
        boolean passed = problems.isEmpty();
        return new CaseResult(name, Map.of(), passed ? Status.PASSED : Status.FAILED, 0, 0, List.of(), List.of(), List.of(),
                passed ? "" : patternId + " " + name + ":\n  " + String.join("\n  ", problems), request, micros,
                List.of(), List.of(), List.of());
    }

    /** A write case that passed, with what it contradicts that the document only suggests. */
    public static CaseResult writeWarned(String name, List<String> warnings, String request, long micros) {
        return new CaseResult(name, Map.of(), Status.PASSED, 0, 0, List.of(), List.of(), List.of(), "", request, micros,
                List.of(), List.of(), warnings);
    }

    /** A read case, built up from what was intended and what came back. */
    public static ReadResult read(String name, Map<String, String> inputs) {
        return new ReadResult(name, inputs);
    }

    /** The parts of a read case's result; {@link #passed()} or {@link #failed(String)} makes it. */
    public static final class ReadResult {
        private final String name;
        private final Map<String, String> inputs;
        private int expected;
        private List<String> expectedItems = List.of();
        private int actual;
        private List<String> actualItems = List.of();
        private List<ItemRef> missing = List.of();
        private List<ItemRef> unexpected = List.of();
        private List<String> orderProblems = List.of();
        private String request = "";
        private long micros;
        private List<String> warnings = List.of();

        private ReadResult(String name, Map<String, String> inputs) {
            this.name = name;
            this.inputs = inputs;
        }

        /** How many items were intended, and those items described in the intended order. */
        public ReadResult expected(int count, List<String> items) {
            this.expected = count;
            this.expectedItems = items;
            return this;
        }

        /** How many items DynamoDB returned, and those items described in its order. */
        public ReadResult returned(int count, List<String> items) {
            this.actual = count;
            this.actualItems = items;
            return this;
        }

        public ReadResult differences(List<ItemRef> missing, List<ItemRef> unexpected, List<String> orderProblems) {
            this.missing = missing;
            this.unexpected = unexpected;
            this.orderProblems = orderProblems;
            return this;
        }

        /** What the items contradict that the document only suggests: reported, not failed. */
        public ReadResult warnings(List<String> warnings) {
            this.warnings = warnings;
            return this;
        }

        public ReadResult request(String request, long micros) {
            this.request = request;
            this.micros = micros;
            return this;
        }

        public CaseResult passed() {
            return make(Status.PASSED, "");
        }

        public CaseResult failed(String message) {
            return make(Status.FAILED, message);
        }

        private CaseResult make(Status status, String message) {
            return new CaseResult(name, inputs, status, expected, actual, missing, unexpected, orderProblems, message, request,
                    micros, expectedItems, actualItems, warnings);
        }
    }
}

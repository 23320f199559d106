package io.github.dynamodesign.verify;

import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.List;

/** Runs one read case: the pattern's operation with the case's inputs, compared with the oracle's answer. */
final class ReadCase {

    private ReadCase() {
    }

    static CaseResult run(PatternPlan plan, VerificationCase c, RequestRunner runner, CaseChecker checker) {
        long start = System.nanoTime();
        try {
            RequestRunner.Execution execution = runner.run(plan, c);
            return checker.check(c, execution, (System.nanoTime() - start) / 1000);
        } catch (RequestRunner.RenderException e) {
            return failure(plan, c, checker, plan.pattern.id() + " with " + c.name() + ": the request cannot be built: " + e.getMessage(), start);
        } catch (DynamoDbException e) {
            return failure(plan, c, checker, plan.pattern.id() + " with " + c.name() + ": DynamoDB rejected the request: "
                    + reason(e), start);
        }
    }

    static String reason(DynamoDbException e) {
        return e.awsErrorDetails() == null || e.awsErrorDetails().errorMessage() == null ? e.getMessage()
                : e.awsErrorDetails().errorMessage();
    }

    private static CaseResult failure(PatternPlan plan, VerificationCase c, CaseChecker checker, String message, long start) {
        return new CaseResult(c.name(), CaseChecker.textInputs(c), Status.FAILED, checker.intended(c).size(), 0, List.of(),
                List.of(), List.of(), message, "", (System.nanoTime() - start) / 1000, checker.describe(checker.intended(c)), List.of());
    }
}

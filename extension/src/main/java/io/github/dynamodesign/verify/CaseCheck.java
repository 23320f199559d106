package io.github.dynamodesign.verify;

import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** One case of a pattern, ready to run against the table. */
public final class CaseCheck {

    private final VerificationCase verificationCase;
    private final PatternPlan plan;
    private final RequestRunner runner;
    private final CaseChecker checker;

    CaseCheck(VerificationCase verificationCase, PatternPlan plan, RequestRunner runner, CaseChecker checker) {
        this.verificationCase = verificationCase;
        this.plan = plan;
        this.runner = runner;
        this.checker = checker;
    }

    /** The inputs as text: {@code customerId=c1, from=2026-01-15T10:30:00Z}. */
    public String name() {
        return verificationCase.name();
    }

    /** Runs the pattern's operation with the case's inputs and compares the answer with the oracle's. */
    public CaseResult run() {
        long start = System.nanoTime();
        try {
            RequestRunner.Execution execution = runner.run(plan, verificationCase);
            long micros = (System.nanoTime() - start) / 1000;
            return checker.check(verificationCase, execution, micros);
        } catch (RequestRunner.RenderException e) {
            return failure(plan.pattern.id() + " with " + name() + ": the request cannot be built: " + e.getMessage(), start);
        } catch (DynamoDbException e) {
            String reason = e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
            return failure(plan.pattern.id() + " with " + name() + ": DynamoDB rejected the request: " + reason, start);
        }
    }

    private CaseResult failure(String message, long start) {
        return new CaseResult(name(), CaseChecker.textInputs(verificationCase), Status.FAILED,
                checker.intended(verificationCase).size(), 0, java.util.List.of(), java.util.List.of(), java.util.List.of(),
                message, "", (System.nanoTime() - start) / 1000, checker.describe(checker.intended(verificationCase)),
                java.util.List.of());
    }
}

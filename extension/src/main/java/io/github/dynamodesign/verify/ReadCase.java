package io.github.dynamodesign.verify;

import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
        if (e instanceof TransactionCanceledException t && t.hasCancellationReasons()) {
            return "the transaction was cancelled: " + cancellations(t.cancellationReasons());
        }
        return e.awsErrorDetails() == null || e.awsErrorDetails().errorMessage() == null ? e.getMessage()
                : e.awsErrorDetails().errorMessage();
    }

    /** The reasons by action, runs of actions with the same reason together, actions that had none left out. */
    private static String cancellations(List<CancellationReason> reasons) {
        List<String> parts = new ArrayList<>();
        int i = 0;
        while (i < reasons.size()) {
            CancellationReason r = reasons.get(i);
            int end = i;
            while (end + 1 < reasons.size() && Objects.equals(reasons.get(end + 1).code(), r.code())) {
                end++;
            }
            if (r.code() != null && !"None".equals(r.code())) {
                String actions = end == i ? "action " + (i + 1) : "actions " + (i + 1) + "–" + (end + 1);
                parts.add(actions + " " + r.code() + (r.message() == null || r.message().isBlank() ? "" : " (" + r.message() + ")"));
            }
            i = end + 1;
        }
        return parts.isEmpty() ? "no reason given" : String.join("; ", parts);
    }

    private static CaseResult failure(PatternPlan plan, VerificationCase c, CaseChecker checker, String message, long start) {
        return new CaseResult(c.name(), CaseChecker.textInputs(c), Status.FAILED, checker.intended(c).size(), 0, List.of(),
                List.of(), List.of(), message, "", (System.nanoTime() - start) / 1000, checker.describe(checker.intended(c)), List.of());
    }
}

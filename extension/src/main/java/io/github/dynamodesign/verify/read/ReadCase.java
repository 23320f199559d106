package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.table.DynamoErrors;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

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
            return checker.notRun(c, plan.pattern().id() + " with " + c.name() + ": the request cannot be built: " + e.getMessage(),
                    (System.nanoTime() - start) / 1000);
        } catch (DynamoDbException e) {
            return checker.notRun(c, plan.pattern().id() + " with " + c.name() + ": DynamoDB rejected the request: "
                    + DynamoErrors.reason(e), (System.nanoTime() - start) / 1000);
        }
    }
}

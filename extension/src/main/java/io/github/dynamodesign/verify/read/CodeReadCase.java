package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.CodeInputs;
import io.github.dynamodesign.verify.CodeRun;
import io.github.dynamodesign.verify.CodeUnderTest;
import io.github.dynamodesign.verify.table.DynamoErrors;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs one read case through the code under test: its method called with the case's inputs, the items DynamoDB
 * returned to it compared with the oracle's, and its requests with the design's.
 */
final class CodeReadCase {

    private CodeReadCase() {
    }

    static CaseResult run(PatternPlan plan, VerificationCase c, CodeUnderTest code, RequestRunner runner, CaseChecker checker, String table) {
        long start = System.nanoTime();
        String id = plan.pattern().id();
        RequestRunner.DesignRequest design;
        try {
            design = runner.designRequest(plan, c);
        } catch (RequestRunner.RenderException e) {
            return checker.notRun(c, id + " with " + c.name() + ": the design's request cannot be built: " + e.getMessage(), micros(start));
        }
        CodeRun run;
        try {
            run = code.call(CodeInputs.read(c.bindings(), plan.pattern().params().limit()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            return checker.notRun(c, id + " with " + c.name() + ": " + code.name() + " cannot be called with these inputs: " + e.getMessage(),
                    micros(start));
        }
        List<String> problems = new ArrayList<>(RequestComparison.differences(plan, design.request(), design.words(), run.calls(), table));
        run.thrown().ifPresent(t -> problems.add(0, "the method threw " + (t instanceof DynamoDbException d ? DynamoErrors.reason(d) : t.toString())));
        RequestRunner.Execution execution = new RequestRunner.Execution(RequestComparison.items(run.calls()),
                RequestComparison.describe(run.calls()), run.calls().size());
        return checker.check(c, execution, micros(start), new CaseChecker.Code(code.name(), design.words(), problems));
    }

    private static long micros(long start) {
        return (System.nanoTime() - start) / 1000;
    }
}

package io.github.dynamodesign.verify;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** One case of a pattern, ready to run against the table. */
public final class CaseCheck {

    private final String name;
    private final Supplier<CaseResult> runner;

    CaseCheck(String name, Supplier<CaseResult> runner) {
        this.name = name;
        this.runner = runner;
    }

    /** The read case by its inputs ({@code customerId=c1, from=...}), or what a write case checks. */
    public String name() {
        return name;
    }

    /**
     * Runs the case against the table and compares the outcome with the intended one. A case that cannot run at all
     * (sample values the design's templates cannot render, DynamoDB Local failing) fails with the reason.
     */
    public CaseResult run() {
        long start = System.nanoTime();
        try {
            return runner.get();
        } catch (RuntimeException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return new CaseResult(name, Map.of(), Status.FAILED, 0, 0, List.of(), List.of(), List.of(),
                    name + ": the case could not run: " + reason, "", (System.nanoTime() - start) / 1000, List.of(), List.of());
        }
    }
}

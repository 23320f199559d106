package io.github.dynamodesign.verify;

import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/** One case of a pattern, ready to run against the table. */
public final class CaseCheck {

    private final String name;
    private final Supplier<CaseResult> runner;

    private CaseCheck(String name, Supplier<CaseResult> runner) {
        this.name = name;
        this.runner = runner;
    }

    /** A case named by its inputs or by what it checks, run by the given work. */
    public static CaseCheck of(String name, Supplier<CaseResult> runner) {
        return new CaseCheck(name, runner);
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
            return CaseResult.couldNotRun(name, name + ": the case could not run: " + reason, (System.nanoTime() - start) / 1000);
        }
    }

    /** The same case, its work wrapped (to hold a lock while it runs, say). */
    public CaseCheck around(java.util.function.UnaryOperator<Supplier<CaseResult>> wrapper) {
        return new CaseCheck(name, wrapper.apply(runner));
    }
}

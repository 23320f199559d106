package io.github.dynamodesign.verify;

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

    /** Runs the case against the table and compares the outcome with the intended one. */
    public CaseResult run() {
        return runner.get();
    }
}

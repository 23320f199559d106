package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.SourceLocation;

import java.util.ArrayList;
import java.util.List;

/**
 * One access pattern of a verification session: its cases, ready to run, or the reason it cannot be verified.
 */
public final class PatternCheck {

    private final String id;
    private final String description;
    private final String operation;
    private final String index;
    private final SourceLocation location;
    private final List<String> returns;
    private final List<CaseCheck> cases;
    private final Status planned;
    private final String message;

    PatternCheck(String id, String description, String operation, String index, SourceLocation location,
                 List<Entity> returns, List<CaseCheck> cases, Status planned, String message) {
        this.id = id;
        this.description = description;
        this.operation = operation;
        this.index = index;
        this.location = location;
        this.returns = returns.stream().map(Entity::name).toList();
        this.cases = List.copyOf(cases);
        this.planned = planned;
        this.message = message;
    }

    public String id() {
        return id;
    }

    /** {@code AP-003 · Latest orders of a customer}. */
    public String displayName() {
        return description.isBlank() ? id : id + " · " + description;
    }

    public SourceLocation location() {
        return location;
    }

    public List<CaseCheck> cases() {
        return cases;
    }

    /** Skipped (with the reason in {@link #message()}), failed before running (a design error), or to be run. */
    public Status planned() {
        return planned;
    }

    /**
     * A design error that fails the pattern whatever its cases return, why it is skipped, or which steps of a write
     * pattern are not run; empty otherwise.
     */
    public String message() {
        return message;
    }

    public List<String> returns() {
        return returns;
    }

    /** Runs every case and sums up. */
    public PatternResult run() {
        List<CaseResult> results = new ArrayList<>();
        for (CaseCheck c : cases) {
            results.add(c.run());
        }
        Status status = planned == Status.SKIPPED ? Status.SKIPPED
                : planned == Status.FAILED || results.stream().anyMatch(r -> r.status() == Status.FAILED) ? Status.FAILED
                : Status.PASSED;
        return new PatternResult(id, description, operation, index, location, status, returns, results, message);
    }
}

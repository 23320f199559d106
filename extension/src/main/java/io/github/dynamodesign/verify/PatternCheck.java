package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.AccessPattern;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.SourceLocation;

import java.util.ArrayList;
import java.util.List;

/**
 * One access pattern of a verification session: its cases, ready to run, or the reason it cannot be verified. Made
 * with {@link #ready}, {@link #failed} or {@link #skipped}.
 */
public final class PatternCheck {

    /** Whether the pattern's cases decide its outcome, or it has failed or been skipped before running. */
    public enum Readiness {
        /** Its cases decide. */
        READY,
        /** Failed whatever its cases return: a design error, or no table to run on. */
        FAILED,
        /** Not verified: there is nothing to run (expiry by TTL). */
        SKIPPED,
        /** Not verified: the document does not say enough to check it; the message says what to add. */
        INCOMPLETE
    }

    private final AccessPattern pattern;
    private final List<String> returns;
    private final List<CaseCheck> cases;
    private final Readiness readiness;
    private final String message;
    private final List<String> warnings = new ArrayList<>();

    private PatternCheck(AccessPattern pattern, List<Entity> returns, List<CaseCheck> cases, Readiness readiness, String message) {
        this.pattern = pattern;
        this.returns = returns.stream().map(Entity::name).toList();
        this.cases = List.copyOf(cases);
        this.readiness = readiness;
        this.message = message == null ? "" : message;
    }

    /**
     * Cases that decide the outcome.
     *
     * @param note what of the pattern is not run (prose steps), or empty
     */
    public static PatternCheck ready(AccessPattern pattern, List<Entity> returns, List<CaseCheck> cases, String note) {
        return new PatternCheck(pattern, returns, cases, Readiness.READY, note);
    }

    /** Failed before running; the cases, if any, still run and report what they find. */
    public static PatternCheck failed(AccessPattern pattern, List<Entity> returns, List<CaseCheck> cases, String reason) {
        return new PatternCheck(pattern, returns, cases, Readiness.FAILED, reason);
    }

    /**
     * The document does not say enough to check the pattern.
     *
     * @param gap what is missing and the sentence to add
     */
    public static PatternCheck incomplete(AccessPattern pattern, List<Entity> returns, String gap) {
        return new PatternCheck(pattern, returns, List.of(), Readiness.INCOMPLETE, gap);
    }

    public static PatternCheck skipped(AccessPattern pattern, List<Entity> returns, String reason) {
        return new PatternCheck(pattern, returns, List.of(), Readiness.SKIPPED, reason);
    }

    public String id() {
        return pattern.id();
    }

    /** {@code AP-003 · Latest orders of a customer}. */
    public String displayName() {
        return pattern.displayName();
    }

    public SourceLocation location() {
        return pattern.location();
    }

    public List<CaseCheck> cases() {
        return cases;
    }

    public Readiness readiness() {
        return readiness;
    }

    /**
     * Why the pattern failed before running or is skipped; for a ready pattern, which steps of a write pattern are not
     * run; empty otherwise.
     */
    public String message() {
        return message;
    }

    public List<String> returns() {
        return returns;
    }

    /**
     * Adds what the pattern contradicts that the document only suggests (its words, an input's name): reported with
     * the result, never a failure.
     */
    public PatternCheck warn(List<String> found) {
        warnings.addAll(found);
        return this;
    }

    /** What the pattern contradicts that the document only suggests; the cases' own warnings come with the result. */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** Runs every case and sums up. */
    public PatternResult run() {
        List<CaseResult> results = new ArrayList<>();
        for (CaseCheck c : cases) {
            results.add(c.run());
        }
        Status status = switch (readiness) {
            case SKIPPED -> Status.SKIPPED;
            case INCOMPLETE -> Status.INCOMPLETE;
            case FAILED -> Status.FAILED;
            case READY -> results.stream().anyMatch(r -> r.status() == Status.FAILED) ? Status.FAILED : Status.PASSED;
        };
        List<String> all = new ArrayList<>(warnings);
        if (status == Status.PASSED) {
            results.forEach(r -> all.addAll(r.warnings()));
        }
        return new PatternResult(pattern.id(), pattern.description(), pattern.operation().apiName(), pattern.indexName().orElse(null),
                pattern.location(), status, returns, results, message, all);
    }
}

package io.github.dynamodesign.verify;

import java.util.List;

/**
 * The result of verifying a design.
 *
 * @param setupProblems what went wrong creating the table or writing the sample items
 * @param tableCreated whether DynamoDB accepted the table (when not, no pattern ran)
 */
public record VerificationReport(String design, String table, long seed, List<SetupProblem> setupProblems,
                                 List<PatternResult> patterns, long setupMillis, boolean tableCreated) {

    public VerificationReport {
        setupProblems = List.copyOf(setupProblems);
        patterns = List.copyOf(patterns);
    }

    public long count(Status status) {
        return patterns.stream().filter(p -> p.status() == status).count();
    }

    /** Whether everything that ran passed and the setup had no problem. */
    public boolean passed() {
        return setupProblems.isEmpty() && count(Status.FAILED) == 0;
    }
}

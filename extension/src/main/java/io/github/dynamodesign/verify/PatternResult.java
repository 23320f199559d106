package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.SourceLocation;

import java.util.List;

/**
 * The outcome of one access pattern.
 *
 * @param returns the entity types it was checked against
 * @param message why it failed as a whole (a design error) or was skipped; empty otherwise
 * @param warnings what the pattern or its results contradict that the document only suggests (its words, an input's
 *     name, a tie-breaker): reported, never a failure; each once
 */
public record PatternResult(String id, String description, String operation, String index, SourceLocation location,
                            Status status, List<String> returns, List<CaseResult> cases, String message, List<String> warnings) {

    public PatternResult {
        returns = List.copyOf(returns);
        cases = List.copyOf(cases);
        message = message == null ? "" : message;
        warnings = warnings == null ? List.of() : List.copyOf(new java.util.LinkedHashSet<>(warnings));
    }

    public String displayName() {
        return description.isBlank() ? id : id + " · " + description;
    }
}

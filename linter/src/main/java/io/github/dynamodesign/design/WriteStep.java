package io.github.dynamodesign.design;

import java.util.Optional;

/**
 * One step of a write pattern: {@code Put Order}, {@code Update Customer (SET orderCount = orderCount + 1)}.
 *
 * @param verb null for a step that is prose ({@code For each song...}), kept but not executed
 * @param entity the entity name, or null for prose
 */
public record WriteStep(int number, StepVerb verb, String entity, String note, String source) {

    public boolean understood() {
        return verb != null && entity != null;
    }

    public Optional<StepVerb> verbIfAny() {
        return Optional.ofNullable(verb);
    }

    @Override
    public String toString() {
        return source;
    }
}

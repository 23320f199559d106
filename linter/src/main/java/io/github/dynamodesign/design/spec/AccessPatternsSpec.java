package io.github.dynamodesign.design.spec;

import io.github.dynamodesign.design.Diagnostic;

import java.util.List;
import java.util.Optional;

/**
 * An access-patterns document (step 1 of the pipeline: what the application reads and writes), read for the intent
 * of each pattern.
 *
 * @param file the document's path as given
 * @param diagnostics what the reader could not understand, in document order
 */
public record AccessPatternsSpec(String file, List<SpecEntity> entities, List<SpecPattern> patterns, List<Diagnostic> diagnostics) {

    public AccessPatternsSpec {
        entities = List.copyOf(entities);
        patterns = List.copyOf(patterns);
        diagnostics = List.copyOf(diagnostics);
    }

    public Optional<SpecPattern> pattern(String id) {
        return patterns.stream().filter(p -> p.id().equalsIgnoreCase(id)).findFirst();
    }

    public Optional<SpecEntity> entity(String name) {
        return entities.stream().filter(e -> e.name().equalsIgnoreCase(name)).findFirst();
    }
}

package io.github.dynamodesign.design;

import java.util.List;
import java.util.Optional;

/**
 * A row of the Writes or Deletes table.
 *
 * @param delete whether it came from the Deletes table
 * @param conditions the Conditions cell, read
 */
public record WritePattern(String id, String description, Operation operation, String operationText,
                           List<WriteStep> steps, WriteConditions conditions, boolean delete, SourceLocation location)
        implements AccessPattern {

    public WritePattern {
        steps = List.copyOf(steps);
        conditions = conditions == null ? WriteConditions.NONE : conditions;
        description = description == null ? "" : description;
    }

    /** Writes go to the table. */
    @Override
    public Optional<String> indexName() {
        return Optional.empty();
    }

    /** The conditions cell guards with {@code attribute_not_exists(...)}: a create that must not overwrite. */
    public boolean guardsAgainstOverwrite() {
        return conditions.guardsAgainstOverwrite();
    }

    /** The conditions cell guards with {@code attribute_exists(...)}: the item must already be there. */
    public boolean requiresExisting() {
        return conditions.requiresExisting();
    }

    /** The pattern replaces an existing item on purpose ({@code upsert} in its Conditions cell). */
    public boolean upsert() {
        return conditions.upsert();
    }

    /** The steps that are prose and are not run. */
    public List<WriteStep> proseSteps() {
        return steps.stream().filter(s -> !s.understood()).toList();
    }
}

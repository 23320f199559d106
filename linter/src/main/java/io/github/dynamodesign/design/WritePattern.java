package io.github.dynamodesign.design;

import java.util.List;
import java.util.Locale;

/**
 * A row of the Writes or Deletes table.
 *
 * @param delete whether it came from the Deletes table
 * @param conditions the Conditions cell as written
 */
public record WritePattern(String id, String description, Operation operation, String operationText,
                           List<WriteStep> steps, String conditions, boolean delete, SourceLocation location) {

    public WritePattern {
        steps = List.copyOf(steps);
        conditions = conditions == null ? "" : conditions;
        description = description == null ? "" : description;
    }

    /** The conditions cell contains {@code attribute_not_exists(...)}: a create that must not overwrite. */
    public boolean guardsAgainstOverwrite() {
        return conditions.toLowerCase(Locale.ROOT).contains("attribute_not_exists");
    }

    /** The conditions cell contains {@code attribute_exists(...)}: the item must already be there. */
    public boolean requiresExisting() {
        return conditions.toLowerCase(Locale.ROOT).replace("attribute_not_exists", "").contains("attribute_exists");
    }

    public String displayName() {
        return description.isBlank() ? id : id + " · " + description;
    }
}

package io.github.dynamodesign.design;

import java.util.Optional;

/** What read and write patterns share: an id, a description, an operation and where the row is. */
public sealed interface AccessPattern permits ReadPattern, WritePattern {

    String id();

    String description();

    Operation operation();

    SourceLocation location();

    /** The index a read pattern queries; empty for the table and for writes. */
    Optional<String> indexName();

    /** {@code AP-003 · Latest orders of a customer}, or the id alone when there is no description. */
    default String displayName() {
        return description().isBlank() ? id() : id() + " · " + description();
    }
}

package io.github.dynamodesign.design.spec;

import io.github.dynamodesign.design.SourceLocation;

import java.util.List;
import java.util.Optional;

/**
 * One access pattern of an access-patterns document: what the application needs, before any key is designed.
 *
 * @param entities the entity names of the Entity column, parenthetical notes removed ({@code Match (player view)} is Match)
 * @param inputs the Input Parameters, as attribute names
 * @param sort the intended order; empty when the document gives none ({@code -}); a value may be named in words
 *             ({@code average score highest first}), which the intent checks resolve
 * @param paginated empty when the document does not say
 * @param strongConsistency empty when the document does not say
 * @param conditions the Conditions cell of a write, as written
 * @param multiEntity the Multi-Entity column: whether a read returns items of more than one entity type; empty when
 *                    the document does not say
 * @param resultWords the Result cell as written ({@code Collection (fees due strictly before runDate)})
 * @param limit the Limit column of a read: at most this many results; empty when the document does not say
 */
public record SpecPattern(String id, Kind kind, List<String> entities, String description, List<String> inputs, Result result,
                          SortOrder sort, Optional<Boolean> paginated, Optional<Boolean> strongConsistency, String conditions,
                          Optional<Boolean> multiEntity, String resultWords, Optional<Integer> limit, SourceLocation location) {

    /** Which table of the document the pattern is in. */
    public enum Kind {
        READ, WRITE, DELETE
    }

    /** The Result column of a read. */
    public enum Result {
        SINGLE, COLLECTION, UNKNOWN
    }

    public SpecPattern {
        entities = List.copyOf(entities);
        inputs = List.copyOf(inputs);
        sort = sort == null ? SortOrder.NONE : sort;
        description = description == null ? "" : description;
        conditions = conditions == null ? "" : conditions;
        multiEntity = multiEntity == null ? Optional.empty() : multiEntity;
        resultWords = resultWords == null ? "" : resultWords;
        limit = limit == null ? Optional.empty() : limit;
    }

    public boolean isRead() {
        return kind == Kind.READ;
    }
}

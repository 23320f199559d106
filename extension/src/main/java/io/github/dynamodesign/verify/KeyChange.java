package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;

import java.util.Optional;

/**
 * Two versions of a design, the one a live table was made for and the one that replaces it, each with its
 * access-patterns document when there is one. Made with {@link #of} and {@link #withSpecs}.
 */
public record KeyChange(Design previous, Optional<AccessPatternsSpec> previousSpec, Design next, Optional<AccessPatternsSpec> nextSpec) {

    public static KeyChange of(Design previous, Design next) {
        return new KeyChange(previous, Optional.empty(), next, Optional.empty());
    }

    public KeyChange withSpecs(Optional<AccessPatternsSpec> previousDocument, Optional<AccessPatternsSpec> nextDocument) {
        return new KeyChange(previous, previousDocument, next, nextDocument);
    }
}

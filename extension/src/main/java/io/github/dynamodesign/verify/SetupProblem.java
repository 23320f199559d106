package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.SourceLocation;

/** Something that went wrong while creating the table or writing the sample items, with where it comes from. */
public record SetupProblem(SourceLocation location, String element, String message) {

    @Override
    public String toString() {
        return location + ": " + (element.isEmpty() ? "" : element + ": ") + message;
    }
}

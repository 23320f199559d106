package io.github.dynamodesign.design.spec;

import io.github.dynamodesign.design.SourceLocation;

import java.util.List;
import java.util.Optional;

/** An entity of an access-patterns document and its attributes ({@code createdAt (datetime)}). */
public record SpecEntity(String name, List<Attribute> attributes, SourceLocation location) {

    /** An attribute as the document lists it: name, type words and notes as written. */
    public record Attribute(String name, String type, String notes) {
    }

    public SpecEntity {
        attributes = List.copyOf(attributes);
    }

    public Optional<Attribute> attribute(String name) {
        return attributes.stream().filter(a -> a.name().equals(name)).findFirst();
    }
}

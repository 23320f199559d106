package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.DerivedValue;
import io.github.dynamodesign.design.ExampleItem;
import io.github.dynamodesign.design.KeyDefinition;

import java.util.ArrayList;
import java.util.List;

/** An entity as written, before references between entities and its type value are resolved. */
final class RawEntity {

    /** {@code Same as X}, or attributes given by name only. */
    record AttributeReference(String sameAs, List<String> names, int line) {
    }

    final String heading;
    final String headingName;
    final int line;
    String description = "";
    final List<KeyDefinition> keys = new ArrayList<>();
    final List<Attribute> attributes = new ArrayList<>();
    AttributeReference reference;
    /** Attributes named without a type: their type comes from another entity or the example items. */
    final java.util.Set<String> untyped = new java.util.LinkedHashSet<>();
    final List<DerivedValue> derived = new ArrayList<>();
    /** Ranges the prose after a key gives its values ("placement is 1..8"). */
    final java.util.Map<String, java.math.BigDecimal[]> proseRanges = new java.util.LinkedHashMap<>();
    final List<ExampleItem> examples = new ArrayList<>();
    String ttl;
    /** The entity's section as written, without its code blocks: where prose may define its keys' values. */
    String prose = "";

    RawEntity(String heading, String headingName, int line) {
        this.heading = heading;
        this.headingName = headingName;
        this.line = line;
    }
}

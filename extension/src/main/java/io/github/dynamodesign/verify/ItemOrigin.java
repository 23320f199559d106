package io.github.dynamodesign.verify;

/** Where an item of a verification comes from. */
public enum ItemOrigin {
    /** An example item of the document. */
    EXAMPLE,
    /** Generated from the entity's attributes and the seed. */
    GENERATED,
    /** Generated to confuse a key: ids that are prefixes of one another, free text with separators, range bounds. */
    ADVERSARIAL,
    /** Written by a write case on fresh values. */
    WRITTEN,
    /** The values an item had before a write case updated it. */
    BEFORE_UPDATE
}

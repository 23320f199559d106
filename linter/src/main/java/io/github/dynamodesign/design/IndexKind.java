package io.github.dynamodesign.design;

/** Global or local secondary index. */
public enum IndexKind {
    GSI, LSI
}

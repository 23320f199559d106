package io.github.dynamodesign.diff;

import java.util.Locale;

/** What changed, as a code: reports and tests switch on it, never on a message. */
public enum ChangeKind {
    TABLE_RENAMED,
    TABLE_KEY_SCHEMA,
    TTL_ATTRIBUTE,
    BILLING_MODE,
    LSI_ADDED,
    LSI_REMOVED,
    LSI_CHANGED,
    GSI_ADDED,
    GSI_REMOVED,
    GSI_KEY_SCHEMA,
    GSI_PROJECTION,
    ENTITY_ADDED,
    ENTITY_REMOVED,
    ENTITY_RENAMED,
    TABLE_KEY_TEMPLATE,
    INDEX_KEY_TEMPLATE,
    INDEX_KEY_ADDED,
    INDEX_KEY_REMOVED,
    ATTRIBUTE_ADDED,
    ATTRIBUTE_REMOVED,
    ATTRIBUTE_TYPE,
    PATTERN_ADDED,
    PATTERN_REMOVED,
    PATTERN_OPERATION,
    PATTERN_INDEX,
    PATTERN_KEY_CONDITION,
    PATTERN_ORDER,
    PATTERN_LIMIT,
    PATTERN_PARAMS,
    PATTERN_RESULTS,
    WRITE_STEPS,
    WRITE_CONDITIONS;

    /** {@code table-key-template}: the code as written in reports. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

package io.github.dynamodesign.design;

/**
 * A {@code <!-- dynamo-design:ignore <rule-id> <reason> -->} comment.
 *
 * @param targetLine the line of the element it applies to (the next entity heading, index row or pattern row),
 *                   0 when no element follows
 */
public record Suppression(String rule, String reason, int targetLine, SourceLocation location) {

    public boolean hasReason() {
        return reason != null && !reason.isBlank();
    }
}

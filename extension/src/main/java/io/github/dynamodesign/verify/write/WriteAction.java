package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.WritePattern;

import java.util.List;

/** What performs a write case's operation: the design's own request, or the user's code. */
@FunctionalInterface
interface WriteAction {

    /**
     * Writes the case's items and tells the case's table of every key written, so it is cleaned up when the case ends.
     *
     * @return the request in words
     * @throws software.amazon.awssdk.services.dynamodb.model.DynamoDbException when DynamoDB rejected it
     */
    String run(WritePattern w, List<StepItem> items, CaseItems table);
}

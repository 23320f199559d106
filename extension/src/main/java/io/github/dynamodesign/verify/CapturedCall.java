package io.github.dynamodesign.verify;

import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.Optional;

/**
 * One request the code under test sent through the client it was given, and DynamoDB's answer: a response, or the
 * error DynamoDB answered with.
 */
public record CapturedCall(SdkRequest request, Optional<SdkResponse> response, Optional<DynamoDbException> failure) {

    public static CapturedCall answered(SdkRequest request, SdkResponse response) {
        return new CapturedCall(request, Optional.of(response), Optional.empty());
    }

    public static CapturedCall failed(SdkRequest request, DynamoDbException failure) {
        return new CapturedCall(request, Optional.empty(), Optional.of(failure));
    }

    /** {@code Query}, {@code PutItem}: the operation's name. */
    public String operation() {
        return operation(request);
    }

    /** {@code Query}, {@code PutItem}: the operation a request is for. */
    public static String operation(SdkRequest request) {
        String name = request.getClass().getSimpleName();
        return name.endsWith("Request") ? name.substring(0, name.length() - "Request".length()) : name;
    }
}

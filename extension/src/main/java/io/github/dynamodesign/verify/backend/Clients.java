package io.github.dynamodesign.verify.backend;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;

/** DynamoDB clients for an endpoint: credentials and region from the AWS SDK's default chain, never from the project. */
final class Clients {

    private Clients() {
    }

    /**
     * @param region the region given, or empty for the default chain (a loopback endpoint falls back to {@code us-east-1})
     * @param local a server on this machine (DynamoDB Local takes any credentials: without any in the chain, fixed
     *              dummy ones are used: letters and digits only, as DynamoDB Local requires)
     */
    static DynamoDbClient of(URI endpoint, String region, boolean local) {
        return DynamoDbClient.builder().endpointOverride(endpoint)
                .httpClientBuilder(UrlConnectionHttpClient.builder().connectionTimeout(Duration.ofSeconds(5)).socketTimeout(Duration.ofSeconds(60)))
                .region(region(region, local)).credentialsProvider(credentials(local)).build();
    }

    private static Region region(String given, boolean local) {
        if (!given.isBlank()) {
            return Region.of(given.strip());
        }
        try {
            return new DefaultAwsRegionProviderChain().getRegion();
        } catch (SdkException none) {
            if (local) {
                return Region.US_EAST_1;
            }
            throw none;
        }
    }

    private static AwsCredentialsProvider credentials(boolean local) {
        DefaultCredentialsProvider chain = DefaultCredentialsProvider.builder().build();
        if (!local) {
            return chain;
        }
        Optional<AwsCredentialsProvider> found;
        try {
            chain.resolveCredentials();
            found = Optional.of(chain);
        } catch (SdkException none) {
            found = Optional.empty();
        }
        return found.orElseGet(() -> StaticCredentialsProvider.create(AwsBasicCredentials.create("dynamodesign", "local")));
    }
}

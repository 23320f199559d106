package io.github.dynamodesign.verify;

import java.net.URI;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which backend, and its settings. The same names everywhere: JUnit configuration parameters and system properties
 * ({@code dynamo-design.backend}, {@code dynamo-design.endpoint}, {@code dynamo-design.region},
 * {@code dynamo-design.image}, {@code dynamo-design.allow-remote}), annotation attributes and command-line options.
 *
 * @param image the container image (empty: {@link #DEFAULT_IMAGE})
 * @param endpoint the endpoint URL, for {@link Kind#ENDPOINT}
 * @param region the region (empty: the AWS SDK's default chain; {@code us-east-1} for a loopback endpoint without one)
 * @param allowRemote the explicit opt-in to a non-loopback endpoint (the environment variable {@link #ALLOW_REMOTE_ENV} must
 *                    say so too)
 */
public record BackendSettings(Kind kind, String image, URI endpoint, String region, boolean allowRemote) {

    /** The image of the container backend when none is given. */
    public static final String DEFAULT_IMAGE = "amazon/dynamodb-local";
    /** The environment variable that must be {@code true} (as well as the flag) before a non-loopback endpoint is used. */
    public static final String ALLOW_REMOTE_ENV = "DYNAMO_DESIGN_ALLOW_REMOTE";
    /** The prefix of the configuration parameters and system properties. */
    public static final String PREFIX = "dynamo-design.";

    public static final BackendSettings EMBEDDED = new BackendSettings(Kind.EMBEDDED, "", null, "", false);

    public BackendSettings {
        image = image == null ? "" : image.strip();
        region = region == null ? "" : region.strip();
    }

    /** The backends. */
    public enum Kind {
        /** DynamoDB Local in this JVM (the default). */
        EMBEDDED,
        /** DynamoDB Local (or a compatible image) in a container, through Testcontainers. */
        CONTAINER,
        /** Any DynamoDB-compatible endpoint: DynamoDB Local in server mode, LocalStack, real DynamoDB. */
        ENDPOINT;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** @throws IllegalArgumentException naming the backends, for a name that is none */
        public static Kind parse(String text) {
            for (Kind k : values()) {
                if (k.id().equals(text.strip().toLowerCase(Locale.ROOT))) {
                    return k;
                }
            }
            throw new IllegalArgumentException("'" + text + "' is no backend: embedded, container or endpoint");
        }
    }

    public static BackendSettings container(String image) {
        return new BackendSettings(Kind.CONTAINER, image, null, "", false);
    }

    public static BackendSettings endpoint(URI endpoint, String region, boolean allowRemote) {
        return new BackendSettings(Kind.ENDPOINT, "", endpoint, region, allowRemote);
    }

    /**
     * The settings named by configuration parameters (or system properties), each looked up by its name without the
     * prefix ({@code backend}, {@code endpoint}, ...); embedded when none names a backend.
     *
     * @throws IllegalArgumentException for an unknown backend, an endpoint backend without an endpoint, or a bad URL
     */
    public static BackendSettings from(Function<String, Optional<String>> parameters) {
        Optional<String> kind = parameters.apply("backend").filter(s -> !s.isBlank());
        if (kind.isEmpty()) {
            return EMBEDDED;
        }
        Kind k = Kind.parse(kind.get());
        String image = parameters.apply("image").orElse("");
        String region = parameters.apply("region").orElse("");
        boolean allowRemote = parameters.apply("allow-remote").map(s -> s.strip().equalsIgnoreCase("true")).orElse(false);
        return switch (k) {
            case EMBEDDED -> EMBEDDED;
            case CONTAINER -> container(image);
            case ENDPOINT -> endpoint(uri(parameters.apply("endpoint").filter(s -> !s.isBlank()).orElseThrow(() ->
                    new IllegalArgumentException("the endpoint backend needs an endpoint: " + PREFIX + "endpoint=http://localhost:8000"))),
                    region, allowRemote);
        };
    }

    /** @throws IllegalArgumentException for a URL that is not http(s) with a host */
    public static URI uri(String text) {
        try {
            URI uri = URI.create(text.strip());
            if (uri.getHost() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https"))) {
                throw new IllegalArgumentException("'" + text + "' is no endpoint URL: http(s)://host[:port]");
            }
            return uri;
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException("'" + text + "' is no endpoint URL: http(s)://host[:port]", e);
        }
    }

    /** The image to run: the given one, or the default. */
    public String imageOrDefault() {
        return image.isEmpty() ? DEFAULT_IMAGE : image;
    }

    /** {@code embedded}, {@code container amazon/dynamodb-local}, {@code endpoint http://localhost:8000}. */
    public String describe() {
        return switch (kind) {
            case EMBEDDED -> "embedded";
            case CONTAINER -> "container " + imageOrDefault();
            case ENDPOINT -> "endpoint " + endpoint;
        };
    }
}

package io.github.dynamodesign.verify.backend;

import io.github.dynamodesign.verify.BackendSettings;
import io.github.dynamodesign.verify.BackendUnavailableException;

import java.net.URI;
import java.util.Locale;
import java.util.Map;

/**
 * Before any connection: an endpoint that is not on this machine (loopback) may hold real data, so dynamo-design goes
 * there only with two opt-ins, the flag and the environment variable. Loopback is decided by the URL's text (no name
 * is looked up): {@code localhost}, {@code 127.0.0.0/8}, {@code [::1]}.
 */
public final class EndpointSafety {

    private EndpointSafety() {
    }

    public static boolean loopback(URI endpoint) {
        String host = endpoint.getHost() == null ? "" : endpoint.getHost().toLowerCase(Locale.ROOT);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return host.equals("localhost") || host.endsWith(".localhost") || host.matches("127(\\.\\d{1,3}){3}")
                || host.equals("::1") || host.equals("0:0:0:0:0:0:0:1");
    }

    /**
     * @param environment the process environment ({@link System#getenv()})
     * @throws BackendUnavailableException for a remote endpoint without both opt-ins, saying which is missing
     */
    public static void check(URI endpoint, boolean allowRemote, Map<String, String> environment) {
        if (loopback(endpoint)) {
            return;
        }
        boolean environmentSays = "true".equalsIgnoreCase(environment.getOrDefault(BackendSettings.ALLOW_REMOTE_ENV, "").strip());
        if (allowRemote && environmentSays) {
            return;
        }
        throw new BackendUnavailableException(endpoint + " is not on this machine, and dynamo-design creates and deletes tables "
                + "there only with two opt-ins: " + (allowRemote ? "" : "--allow-remote (allowRemote = true, "
                + BackendSettings.PREFIX + "allow-remote=true)" + (environmentSays ? "" : " and ")) + (environmentSays ? ""
                : "the environment variable " + BackendSettings.ALLOW_REMOTE_ENV + "=true") + ". Point it at a test account: its tables "
                + "are named dynamo-design-..., billed PAY_PER_REQUEST, and deleted at the end; no other table is touched");
    }
}

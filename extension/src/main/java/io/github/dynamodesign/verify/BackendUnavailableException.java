package io.github.dynamodesign.verify;

/**
 * The chosen backend cannot be used here: no Docker for the container backend, a remote endpoint without the opt-in, an
 * endpoint that does not answer. The message says why and what to do; tests are skipped with it, the command exits 2.
 */
public final class BackendUnavailableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public BackendUnavailableException(String message) {
        super(message);
    }

    public BackendUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}

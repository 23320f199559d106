package io.github.dynamodesign.lint;

/** A configuration file or option that cannot be used; the message names the file and line. */
public final class ConfigException extends Exception {

    private static final long serialVersionUID = 1L;

    public ConfigException(String message) {
        super(message);
    }
}

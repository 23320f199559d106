package io.github.dynamodesign.design;

/** An expression that cannot be parsed or evaluated; the message is meant for the document's author. */
public final class ExpressionException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ExpressionException(String message) {
        super(message, null, false, false);
    }
}

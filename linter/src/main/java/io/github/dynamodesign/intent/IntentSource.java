package io.github.dynamodesign.intent;

/** Where a part of a pattern's intent was read, in order of precedence. */
public enum IntentSource {
    /** The access-patterns document the design was made from. */
    SPEC("the access-patterns document"),
    /** An explicit form in the design: a Sort column, {@code <from:postedAt>}, {@code Sparse: only items with x}. */
    EXPLICIT("the design's explicit form"),
    /** The name of an input ({@code from} is a time, {@code minScore} a number). */
    NAME("the input's name"),
    /** The words of the pattern's description ({@code newest first}, {@code top 10}). */
    WORDS("the description's words");

    private final String label;

    IntentSource(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}

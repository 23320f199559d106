package io.github.dynamodesign.verify;

/**
 * Which design's key templates rendered the keys a seeded item is stored under. A migration check stores items the
 * way the table really holds them: under the previous design's keys (data already in the table), or under the next
 * design's (items new code writes while old code still reads).
 */
public enum KeysFrom {
    /** Rendered by the design being verified: the usual case. */
    THIS_DESIGN("this design"),
    /** Rendered by the previous version of the design: the items already in a live table. */
    PREVIOUS_DESIGN("the previous design"),
    /** Rendered by the next version of the design: items new code writes during a deploy. */
    NEXT_DESIGN("the new design");

    private final String words;

    KeysFrom(String words) {
        this.words = words;
    }

    /** {@code the previous design}, for messages. */
    public String words() {
        return words;
    }
}

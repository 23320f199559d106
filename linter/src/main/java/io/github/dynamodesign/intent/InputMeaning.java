package io.github.dynamodesign.intent;

import java.util.Optional;

/**
 * What an input of a pattern stands for, known without its key templates: a time, a number, or one attribute.
 *
 * @param attribute the attribute it stands for, when known
 */
public record InputMeaning(String input, Kind kind, Optional<String> attribute, IntentSource source) {

    /** The kind of value the input is. */
    public enum Kind {
        TIME("a time"), NUMBER("a number"), ATTRIBUTE("an attribute");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    public static InputMeaning time(String input, IntentSource source) {
        return new InputMeaning(input, Kind.TIME, Optional.empty(), source);
    }

    public static InputMeaning number(String input, IntentSource source) {
        return new InputMeaning(input, Kind.NUMBER, Optional.empty(), source);
    }

    public static InputMeaning attribute(String input, String attribute, IntentSource source) {
        return new InputMeaning(input, Kind.ATTRIBUTE, Optional.of(attribute), source);
    }

    /** {@code <from> names a time} or {@code <from> stands for postedAt}, for messages. */
    public String describe() {
        return attribute.map(a -> "<" + input + "> stands for " + a).orElse("<" + input + "> names " + kind.words());
    }
}

package io.github.dynamodesign.design.markdown;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** Small whole numbers written as words ("five most recent", "two digits", "points times two"), up to twenty. */
final class NumberWords {

    private static final List<String> WORDS = List.of("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
            "twenty");
    /** The words, as alternatives of a regular expression. */
    static final String ALTERNATIVES = String.join("|", WORDS);
    private static final Pattern WORD = Pattern.compile("(?i)\\b(" + ALTERNATIVES + ")\\b");

    private NumberWords() {
    }

    /** The digits a word stands for: {@code five} is {@code 5}. */
    static Optional<String> digits(String word) {
        int at = WORDS.indexOf(word.toLowerCase(Locale.ROOT));
        return at < 0 ? Optional.empty() : Optional.of(String.valueOf(at));
    }

    /** The text with every number word written in digits. */
    static String inDigits(String text) {
        return WORD.matcher(text).replaceAll(m -> digits(m.group(1)).orElseThrow());
    }
}

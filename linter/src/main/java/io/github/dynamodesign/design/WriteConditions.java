package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Conditions cell of a write pattern, read once: the attributes it guards with {@code attribute_not_exists(...)}
 * and {@code attribute_exists(...)}, and whether the write is an upsert: it replaces an existing item on purpose (the
 * word {@code upsert} in the cell, or a pattern described so: "Upsert ...", "Add/update ...", "Save ...").
 *
 * @param text the cell as written (empty when there is none)
 * @param notExists attributes named in {@code attribute_not_exists(...)}, in order
 * @param exists attributes named in {@code attribute_exists(...)}, in order
 * @param upsert the write replaces an existing item on purpose
 */
public record WriteConditions(String text, List<String> notExists, List<String> exists, boolean upsert) {

    public static final WriteConditions NONE = new WriteConditions("", List.of(), List.of(), false);

    private static final Pattern GUARD = Pattern.compile("(?i)attribute_(not_)?exists\\s*\\(([^)]*)\\)");
    private static final Pattern UPSERT = Pattern.compile("(?i)\\b(?:upserts?|overwrites?|replaces?|last[- ]write[- ]wins)\\b");
    /** A guard in words: "Membership must not exist", "only if absent", "if not exists". */
    private static final Pattern NOT_EXISTS_WORDS = Pattern.compile("(?i)\\b(?:must|should|may|can)\\s*(?:not|n[o']t)\\s+(?:already\\s+)?exists?\\b"
            + "|\\bdoes\\s*(?:not|n[o']t)\\s+(?:already\\s+|yet\\s+)?exist|\\bif\\s+not\\s+(?:already\\s+)?exists?\\b"
            + "|\\bonly\\s+if\\s+(?:new|absent|missing)\\b|\\bmust\\s+be\\s+new\\b|\\bnot\\s+already\\s+(?:exist|present|taken)");
    /** "Club must exist", "only if it exists". */
    private static final Pattern EXISTS_WORDS = Pattern.compile("(?i)\\bmust\\s+(?:already\\s+)?exist\\b|\\bonly\\s+if\\s+(?:it\\s+)?exists\\b"
            + "|\\bmust\\s+be\\s+(?:present|there)\\b");

    public WriteConditions {
        text = text == null ? "" : text;
        notExists = List.copyOf(notExists);
        exists = List.copyOf(exists);
    }

    /** Reads a Conditions cell (plain text). */
    public static WriteConditions parse(String text) {
        return parse(text, null);
    }

    /**
     * Reads a Conditions cell (plain text); a guard in words ("Membership must not exist", "Club must exist") guards
     * the given key attribute, as {@code attribute_not_exists(pk)} or {@code attribute_exists(pk)} would.
     *
     * @param keyAttribute the table's partition key, or null to read expressions only
     */
    public static WriteConditions parse(String text, String keyAttribute) {
        if (text == null || text.isBlank()) {
            return NONE;
        }
        List<String> notExists = new ArrayList<>();
        List<String> exists = new ArrayList<>();
        Matcher m = GUARD.matcher(text);
        while (m.find()) {
            for (String name : m.group(2).split(",")) {
                String n = name.strip();
                if (!n.isEmpty()) {
                    (m.group(1) != null ? notExists : exists).add(n);
                }
            }
        }
        if (keyAttribute != null) {
            String words = GUARD.matcher(text).replaceAll(" ");
            if (notExists.isEmpty() && NOT_EXISTS_WORDS.matcher(words).find()) {
                notExists.add(keyAttribute);
            }
            if (exists.isEmpty() && EXISTS_WORDS.matcher(NOT_EXISTS_WORDS.matcher(words).replaceAll(" ")).find()) {
                exists.add(keyAttribute);
            }
        }
        return new WriteConditions(text, notExists, exists, UPSERT.matcher(text).find());
    }

    /** The same conditions of a write that replaces an existing item on purpose. */
    public WriteConditions asUpsert() {
        return new WriteConditions(text, notExists, exists, true);
    }

    /** An {@code attribute_not_exists(...)} guard: a create that must not overwrite. */
    public boolean guardsAgainstOverwrite() {
        return !notExists.isEmpty();
    }

    /** An {@code attribute_exists(...)} guard: the item must already be there. */
    public boolean requiresExisting() {
        return !exists.isEmpty();
    }

    /** Whether the cell holds anything (a guard, an upsert marker, or prose). */
    public boolean isEmpty() {
        return text.isBlank();
    }

    @Override
    public String toString() {
        return text;
    }
}

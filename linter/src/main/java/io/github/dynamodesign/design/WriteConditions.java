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
    private static final Pattern UPSERT = Pattern.compile("(?i)\\bupsert\\b");

    public WriteConditions {
        text = text == null ? "" : text;
        notExists = List.copyOf(notExists);
        exists = List.copyOf(exists);
    }

    /** Reads a Conditions cell (plain text). */
    public static WriteConditions parse(String text) {
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

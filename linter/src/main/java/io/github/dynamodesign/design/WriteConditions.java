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
 * @param keyAttribute the attribute a guard in words guards ("must not exist"), or null
 */
public record WriteConditions(String text, List<String> notExists, List<String> exists, boolean upsert, String keyAttribute) {

    public static final WriteConditions NONE = new WriteConditions("", List.of(), List.of(), false, null);

    private static final Pattern GUARD = Pattern.compile("(?i)attribute_(not_)?exists\\s*\\(([^)]*)\\)");
    private static final Pattern UPSERT = Pattern.compile("(?i)\\b(?:upserts?|overwrites?|replaces?|last[- ]write[- ]wins)\\b");
    /** "never replace", "must not overwrite", "without overwriting", "instead of replacing": the words say the opposite. */
    private static final Pattern NEGATED = Pattern.compile("(?i)(?:\\b(?:never|not|no|without|cannot|instead\\s+of)|n't)\\s+(?:\\w+\\s+){0,2}$");
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
            if (inDisjunction(text, m.start())) {
                continue; // "attribute_not_exists(lastReadingAt) OR lastReadingAt < :ts" lets the item exist
            }
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
        return new WriteConditions(text, notExists, exists, says(UPSERT, text), keyAttribute);
    }

    /** Whether the words say so, other than in a negation ("a second one must fail, never replace the first"). */
    public static boolean says(Pattern words, String text) {
        Matcher m = words.matcher(text);
        while (m.find()) {
            if (!NEGATED.matcher(text.substring(Math.max(0, m.start() - 40), m.start())).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A step's label at the start of its part of the cell: by number ("1: attribute_not_exists(PK); 3: status = OPEN",
     * "Item 2: toolStatus = ON_LOAN", "2, 3: attribute_not_exists(PK)")
     * or by verb ("Put: attribute_not_exists(sk); Update: lastReadingAt < :ts").
     */
    private static final Pattern STEP_LABEL = Pattern.compile("(?i)(?:^|(?<=[;,.]\\s{0,3})|(?<=\\s))(?:(?:step|item|action)\\s+)?"
            + "(\\d{1,2}(?:\\s*(?:,|&|\\band\\b)\\s*\\d{1,2})+|\\d{1,2}(?:\\s*(?:\\.\\.|-|–|…)\\s*(?:\\d{1,2}|n(?:\\s*\\+\\s*\\d{1,2})?))?|put(?:item)?|update(?:item)?|delete(?:item)?|condition\\s*check)\\s*:\\s");

    /**
     * The conditions of one step: the part of a cell labelled by step ("1: attribute_exists(PK); 3: status = ON_LOAN",
     * "Put: ...; Update: ...") that carries the step's number or verb, none when no part does; the whole cell when it
     * is not labelled.
     */
    public WriteConditions forStep(WriteStep step) {
        String cell = text.strip();
        Matcher m = STEP_LABEL.matcher(cell);
        Matcher w = ENTITY_LABEL.matcher(cell);
        boolean byEntity = w.lookingAt() && namesEntity(w.group(1), step.entity());
        if (!m.lookingAt() && !byEntity) {
            return this;
        }
        m.reset();
        w.reset();
        java.util.TreeMap<Integer, Label> found = new java.util.TreeMap<>();
        while (m.find()) {
            found.put(m.start(), new Label(m.start(), m.end(), m.group(1).replaceAll("(?i)item|\\s", "").toLowerCase(java.util.Locale.ROOT), false));
        }
        // "Item 1: attribute_not_exists(pk). Slots: attribute_not_exists(pk) OR …": a step named by its entity
        while (w.find()) {
            int from = w.start();
            int to = w.end();
            boolean overlaps = found.values().stream().anyMatch(l -> l.start() < to && l.end() > from);
            if (!overlaps && w.group(1).matches("(?i)(?!step\\b|item\\b|action\\b|note\\b|condition\\b|put\\b|update\\b|delete\\b|\\d).*")) {
                found.put(from, new Label(from, to, w.group(1), true));
            }
        }
        List<Label> labels = List.copyOf(found.values());
        String number = String.valueOf(step.number());
        String verb = step.verb().label().toLowerCase(java.util.Locale.ROOT);
        for (int i = 0; i < labels.size(); i++) {
            Label l = labels.get(i);
            if (l.byEntity() ? namesEntity(l.name(), step.entity())
                    : l.name().equals(number) || l.name().equals(verb) || inRange(l.name(), step.number())
                    || java.util.Arrays.asList(l.name().split(",|&|and")).contains(number)) {
                int end = i + 1 < labels.size() ? labels.get(i + 1).start() : cell.length();
                WriteConditions part = parse(cell.substring(l.end(), end).replaceAll("[;,\\s]+$", ""), keyAttribute);
                return upsert ? part.asUpsert() : part;
            }
        }
        return new WriteConditions("", List.of(), List.of(), upsert, keyAttribute);
    }

    /** A step's label in a conditions cell: a number, range or verb ({@code 2:}, {@code Put:}), or words naming its entity. */
    private record Label(int start, int end, String name, boolean byEntity) {
    }

    /** A label of words at the start of the cell or after a sentence: {@code Slots:}, {@code Case header and units:}. */
    private static final Pattern ENTITY_LABEL = Pattern.compile("(?:^|(?<=[;.]\\s{0,3}))(\\p{L}[\\p{L}\\p{N} ]{0,40}?)\\s*:\\s");

    /** Whether a label's words name the entity, or its plural: "Slots" of Slot, "Case header and units" of Unit. */
    private static boolean namesEntity(String label, String entity) {
        if (entity == null || entity.isBlank()) {
            return false;
        }
        String name = entity.replaceAll("\\s*\\(.*$", "").toLowerCase(java.util.Locale.ROOT);
        for (String word : label.toLowerCase(java.util.Locale.ROOT).split("[\\s,]+|\\band\\b")) {
            String w = word.strip();
            if (!w.isEmpty() && (w.equals(name) || w.equals(name + "s") || w.equals(name + "es")
                    || name.endsWith("y") && w.equals(name.substring(0, name.length() - 1) + "ies"))) {
                return true;
            }
        }
        return false;
    }

    /** {@code 3..n}, {@code 2-4}, {@code 2–n+3} (steps numbered after n of a kind): from a step to the last. */
    private static final Pattern STEP_RANGE = Pattern.compile("(\\d{1,2})(?:\\.\\.|-|–|…)(\\d{1,2}|n(?:\\+\\d{1,2})?)");
    private static final Pattern OR = Pattern.compile("(?i)\\bOR\\b");

    /** Whether a label such as {@code 3..n} or {@code 2-4} takes in the step's number. */
    private static boolean inRange(String label, int number) {
        Matcher range = STEP_RANGE.matcher(label);
        if (!range.matches()) {
            return false;
        }
        int to = range.group(2).startsWith("n") ? Integer.MAX_VALUE : Integer.parseInt(range.group(2));
        return number >= Integer.parseInt(range.group(1)) && number <= to;
    }

    /** Whether the guard at the position is one side of an OR with another comparison, at its level of parentheses. */
    private static boolean inDisjunction(String text, int at) {
        int from = 0;
        for (int i = at - 1, depth = 0; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == ')') {
                depth++;
            } else if (c == '(') {
                if (depth-- == 0) {
                    from = i + 1;
                    break;
                }
            } else if (c == ';' && depth == 0) {
                from = i + 1;
                break;
            }
        }
        StringBuilder level = new StringBuilder();
        for (int i = from, depth = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (depth-- == 0) {
                    break;
                }
            } else if (c == ';' && depth == 0) {
                break;
            } else if (depth == 0) {
                level.append(c);
            }
        }
        // "attribute_not_exists(PK) OR attribute_not_exists(SK)" is still a guard: another comparison makes it a choice
        String others = level.toString().replaceAll("(?i)\\battribute_(?:not_)?exists\\b|\\bAND\\b|\\bOR\\b|\\s", "");
        return !others.isEmpty() && OR.matcher(level).find();
    }

    /** The same conditions of a write that replaces an existing item on purpose. */
    public WriteConditions asUpsert() {
        return new WriteConditions(text, notExists, exists, true, keyAttribute);
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

package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The update expression in the note of an {@code Update} step:
 * {@code (SET status = SHIPPED, total = total + 1 REMOVE warehouseId ADD visits 1)}.
 *
 * @param set attribute to the value expression as written
 * @param remove removed attributes
 * @param add attribute to the value added (numbers, sets)
 * @param delete attribute to the elements removed from a set
 */
public record UpdateActions(Map<String, String> set, List<String> remove, Map<String, String> add,
                            Map<String, String> delete) {

    /** No update clauses. */
    public static final UpdateActions NONE = new UpdateActions(Map.of(), List.of(), Map.of(), Map.of());

    private static final Pattern CLAUSE = Pattern.compile("(?i)\\b(SET|REMOVE|ADD|DELETE)\\b");

    public UpdateActions {
        set = Map.copyOf(set);
        remove = List.copyOf(remove);
        add = Map.copyOf(add);
        delete = Map.copyOf(delete);
    }

    /** Reads the update clauses of a note; a note without them gives no actions. */
    public static UpdateActions parse(String note) {
        String text = note == null ? "" : note.strip();
        while (text.startsWith("(") && text.endsWith(")")) {
            text = text.substring(1, text.length() - 1).strip();
        }
        Map<String, String> set = new LinkedHashMap<>();
        List<String> remove = new ArrayList<>();
        Map<String, String> add = new LinkedHashMap<>();
        Map<String, String> delete = new LinkedHashMap<>();
        Matcher m = CLAUSE.matcher(text);
        List<int[]> clauses = new ArrayList<>();
        while (m.find()) {
            clauses.add(new int[] {m.start(), m.end()});
        }
        for (int i = 0; i < clauses.size(); i++) {
            String keyword = text.substring(clauses.get(i)[0], clauses.get(i)[1]).toUpperCase(java.util.Locale.ROOT);
            int end = i + 1 < clauses.size() ? clauses.get(i + 1)[0] : text.length();
            String body = text.substring(clauses.get(i)[1], end).strip();
            for (String part : splitTopLevel(body)) {
                String p = part.strip();
                if (p.isEmpty()) {
                    continue;
                }
                // an attribute an earlier clause changes is changed again only in another branch of the description
                // ("if EXCEPTION SET gsi2pk ...; otherwise REMOVE gsi2pk"): one update cannot do both, the first is kept
                String target = name(p.split("[\\s=]+", 2)[0]);
                if (set.containsKey(target) || remove.contains(target) || add.containsKey(target) || delete.containsKey(target)) {
                    continue;
                }
                switch (keyword) {
                    case "SET" -> {
                        int eq = p.indexOf('=');
                        if (eq > 0) {
                            set.put(name(p.substring(0, eq)), p.substring(eq + 1).strip());
                        }
                    }
                    case "REMOVE" -> remove.add(name(p));
                    case "ADD" -> add.put(name(p.split("\\s+", 2)[0]), p.contains(" ") ? p.split("\\s+", 2)[1] : "");
                    default -> delete.put(name(p.split("\\s+", 2)[0]), p.contains(" ") ? p.split("\\s+", 2)[1] : "");
                }
            }
        }
        return new UpdateActions(set, remove, add, delete);
    }

    /** Every attribute the update changes. */
    public Set<String> changed() {
        Set<String> all = new LinkedHashSet<>(set.keySet());
        all.addAll(remove);
        all.addAll(add.keySet());
        all.addAll(delete.keySet());
        return all;
    }

    public boolean isEmpty() {
        return changed().isEmpty();
    }

    /**
     * The actions of two updates of one item as one update expression; empty when both change an attribute, where one
     * expression cannot say which comes first.
     */
    public java.util.Optional<UpdateActions> and(UpdateActions other) {
        if (changed().stream().anyMatch(other.changed()::contains)) {
            return java.util.Optional.empty();
        }
        Map<String, String> allSet = new java.util.LinkedHashMap<>(set);
        allSet.putAll(other.set);
        List<String> allRemove = new ArrayList<>(remove);
        allRemove.addAll(other.remove);
        Map<String, String> allAdd = new java.util.LinkedHashMap<>(add);
        allAdd.putAll(other.add);
        Map<String, String> allDelete = new java.util.LinkedHashMap<>(delete);
        allDelete.putAll(other.delete);
        return java.util.Optional.of(new UpdateActions(allSet, allRemove, allAdd, allDelete));
    }

    private static String name(String text) {
        return text.strip().replaceFirst("^#", "").replace("`", "");
    }

    private static List<String> splitTopLevel(String body) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        StringBuilder current = new StringBuilder();
        for (char c : body.toCharArray()) {
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            }
            if (c == ',' && depth == 0) {
                parts.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        parts.add(current.toString());
        return parts;
    }
}

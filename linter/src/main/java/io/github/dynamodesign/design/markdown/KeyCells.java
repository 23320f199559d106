package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.ScalarType;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads key attribute cells: {@code `pk` (String)}, {@code `tenantId` (S), `region` (S)}. */
final class KeyCells {

    private static final Pattern NAME_AND_TYPE = Pattern.compile("^\\s*([^\\s(]+)\\s*(?:\\(([^)]*)\\)|:?\\s*([A-Za-z]+))?.*$");

    private KeyCells() {
    }

    /** One or more key attributes (comma-separated); empty for an empty cell. Problems are reported on the line. */
    static List<KeyAttribute> read(String cell, int line, Problems problems, String what) {
        List<KeyAttribute> keys = new ArrayList<>();
        if (InlineText.isEmptyValue(cell)) {
            return keys;
        }
        List<String> parts = splitTopLevel(cell);
        boolean named = parts.stream().anyMatch(p -> InlineText.firstCodeSpan(p).isPresent());
        for (String part : parts) {
            if (InlineText.isEmptyValue(part)) {
                continue;
            }
            if (named && InlineText.firstCodeSpan(part).isEmpty()) {
                continue; // a note beside attributes given in code: "`orgId` (S) + `service` (S), multi-attribute"
            }
            one(part, line, problems, what).ifPresent(keys::add);
        }
        return keys;
    }

    static Optional<KeyAttribute> one(String part, int line, Problems problems, String what) {
        Optional<String> code = InlineText.firstCodeSpan(part);
        String name;
        String typeText;
        if (code.isPresent()) {
            name = code.get();
            String rest = InlineText.afterFirstCodeSpan(part);
            Matcher paren = Pattern.compile("\\(([^)]*)\\)").matcher(rest);
            typeText = paren.find() ? paren.group(1) : rest.replaceAll("^[\\s:,-]+", "").split("\\s+")[0];
        } else {
            Matcher m = NAME_AND_TYPE.matcher(InlineText.plain(part));
            if (!m.matches()) {
                problems.error(line, "invalid-key", "cannot read " + what + " '" + InlineText.plain(part) + "'",
                        "write it as `name` (S), `name` (N) or `name` (B)");
                return Optional.empty();
            }
            name = m.group(1);
            typeText = m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3) : "";
        }
        if (name.isBlank()) {
            problems.error(line, "invalid-key", what + " has no attribute name", "write it as `name` (S)");
            return Optional.empty();
        }
        String firstTypeWord = typeText.strip().split("[\\s,]+")[0];
        Optional<ScalarType> type = ScalarType.parse(firstTypeWord);
        if (type.isEmpty()) {
            if (!firstTypeWord.isBlank()) {
                problems.error(line, "invalid-key-type", what + " `" + name + "` has type '" + firstTypeWord
                        + "', which is not a key type", "key attributes are S (String), N (Number) or B (Binary)");
            } else {
                problems.info(line, "missing-key-type", what + " `" + name + "` gives no type; String is assumed",
                        "write `" + name + "` (S)");
            }
        }
        return Optional.of(new KeyAttribute(name, type.orElse(ScalarType.S), problems.at(line)));
    }

    /**
     * Splits on commas, and on {@code +} or "and" between attributes of a multi-attribute key
     * ({@code `conferenceId` (S) + `trackId` (S)}), that are outside parentheses and code spans.
     */
    static List<String> splitTopLevel(String text) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        boolean code = false;
        StringBuilder current = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '`') {
                code = !code;
            } else if (!code && c == '(') {
                depth++;
            } else if (!code && c == ')') {
                depth = Math.max(0, depth - 1);
            }
            boolean joiner = (c == '+' || c == '&') && depth == 0 && !code;
            if ((c == ',' || joiner) && depth == 0 && !code) {
                parts.add(current.toString().strip());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        if (!current.toString().isBlank()) {
            parts.add(current.toString().strip());
        }
        List<String> split = new ArrayList<>();
        for (String part : parts) {
            // "`a` (S) and `b` (S)": two attributes when both sides name one in code
            split.addAll(part.matches("(?s)`[^`]+`.*\\band\\b.*`[^`]+`.*") ? List.of(part.split("\\s+and\\s+(?=`)")) : List.of(part));
        }
        return split;
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Constraints;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The attributes of an entity on one line, as design templates write them:
 * {@code customerId (S), priceCents (N), zoneId (S, optional), pickupBy (when READY), createdAt}. A name with a type
 * letter or word is declared with it; a name alone is untyped (its type comes from elsewhere in the document); a
 * parenthesised note that is no type or constraint is its description.
 */
final class OneLineAttributes {

    private static final Pattern PART = Pattern.compile(
            "^(?:(?:plus|and|also|with)\\s+)?([\\p{L}_$][\\p{L}\\p{N}_$]*)\\s*(?:\\((.*)\\))?(?:\\s+[-—–]\\s+(.*))?$",
            Pattern.CASE_INSENSITIVE);

    /**
     * @param typed the attributes declared with a type
     * @param untyped the names given without one
     */
    record Parsed(List<Attribute> typed, List<String> untyped) {
    }

    private OneLineAttributes() {
    }

    static Parsed parse(String text, int line, Problems problems) {
        return parse(text, line, problems, false);
    }

    /** {@code rankType = TEAM}, {@code kind = "SKATER" (GOALIE for goaltenders)}: a name and the one value it holds. */
    private static final Pattern CONSTANT_PART = Pattern.compile(
            "^([\\p{L}_$][\\p{L}\\p{N}_$]*)\\s*==?\\s*[\"']?([A-Z][A-Z0-9_]*)[\"']?\\s*(?:\\((.*)\\))?\\s*\\.?$");
    /** The names an entity's type is written under: its value is the entity's own. */
    private static final Pattern TYPE_NAME = Pattern.compile("(?i)(?:entity|item|record|_)?type|__typename");
    private static final Pattern OTHER_VALUE = Pattern.compile("\\b[A-Z][A-Z0-9_]+\\b");

    /**
     * @param oneDeclaration whether the text is one declaration of several names (a bullet among the entity's
     *                       attribute bullets, {@code `electionId`, `stationId`, `workerId` (S)}): the last name's
     *                       declaration is then every bare name's; in a whole list ({@code loanId, memberId, renewals (N)})
     *                       it is the last name's only
     */
    static Parsed parse(String text, int line, Problems problems, boolean oneDeclaration) {
        List<Attribute> typed = new ArrayList<>();
        List<String> untyped = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        boolean described = false;
        for (String part : topLevelParts(text)) {
            Matcher m = PART.matcher(part.strip());
            if (!m.matches() && described && !parts.isEmpty()) {
                // "`nameKey` (S) - lowercased, every other run replaced by `-`, `cityCode` (S)": the description goes on
                parts.set(parts.size() - 1, parts.get(parts.size() - 1) + "," + part);
                continue;
            }
            described = m.matches() && m.group(3) != null;
            parts.add(part);
        }
        // "`electionId`, `stationId`, `workerId` (S)": names alone, then one declaration, declare them all
        String shared = oneDeclaration ? sharedDeclaration(parts) : null;
        for (String part : parts) {
            Matcher m = PART.matcher(part.strip());
            Matcher constant = CONSTANT_PART.matcher(part.strip());
            if (!m.matches() && constant.matches() && !TYPE_NAME.matcher(constant.group(1)).matches()) {
                // "`rankType` = `TEAM`": an attribute every item holds one value of (more where the note names them:
                // "= `SKATER` (`GOALIE` for goaltenders)")
                Set<String> values = new LinkedHashSet<>(List.of(constant.group(2)));
                Matcher other = OTHER_VALUE.matcher(constant.group(3) == null ? "" : constant.group(3));
                while (other.find()) {
                    values.add(other.group());
                }
                typed.add(new Attribute(constant.group(1), io.github.dynamodesign.design.AttributeType.STRING,
                        Constraints.NONE.withAllowedValues(List.copyOf(values)), "", problems.at(line)));
                continue;
            }
            if (!m.matches()) {
                continue;
            }
            String name = m.group(1);
            String declaration = m.group(2) == null ? (shared == null ? "" : shared) : m.group(2);
            AttributeParser.Declaration d = AttributeParser.declaration(declaration, name, line, problems,
                    AttributeParser.Reading.LENIENT);
            String notes = m.group(3) == null ? d.notes() : (d.notes().isEmpty() ? "" : d.notes() + "; ") + m.group(3).strip();
            if (d.typed() || !d.constraints().equals(Constraints.NONE) || !notes.isEmpty()) {
                typed.add(new Attribute(name, d.type(), d.constraints(), notes, problems.at(line)));
                if (!d.typed()) {
                    untyped.add(name);
                }
            } else {
                untyped.add(name);
            }
        }
        return new Parsed(typed, untyped);
    }

    /** The declaration of the last part when every part before it is a name alone and it has no note; null otherwise. */
    private static String sharedDeclaration(List<String> parts) {
        if (parts.size() < 2) {
            return null;
        }
        for (int i = 0; i < parts.size(); i++) {
            Matcher m = PART.matcher(parts.get(i).strip());
            boolean last = i == parts.size() - 1;
            if (!m.matches() || m.group(3) != null || (m.group(2) == null) != !last) {
                return null;
            }
            if (last) {
                return m.group(2);
            }
        }
        return null;
    }

    /** Splits at commas, semicolons and {@code and}, not inside parentheses. */
    static List<String> topLevelParts(String text) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            }
            if (depth == 0 && (c == ',' || c == ';')) {
                parts.add(current.toString());
                current.setLength(0);
                continue;
            }
            current.append(c);
        }
        parts.add(current.toString());
        List<String> split = new ArrayList<>();
        for (String p : parts) {
            split.addAll(List.of(p.split("\\s+and\\s+(?![^(]*\\))")));
        }
        return split;
    }
}

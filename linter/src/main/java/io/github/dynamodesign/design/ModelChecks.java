package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Checks that names in a design resolve: placeholders, index names, entity names, pattern ids. Each problem is a
 * {@link Diagnostic} whose code is the lint rule id that reports it.
 */
public final class ModelChecks {

    private ModelChecks() {
    }

    /** All resolution problems of a usable design, in document order. */
    public static List<Diagnostic> all(Design design) {
        if (!design.usable()) {
            return List.of();
        }
        List<Diagnostic> all = new ArrayList<>();
        all.addAll(undefinedPlaceholders(design));
        all.addAll(unknownIndexes(design));
        all.addAll(duplicatePatternIds(design));
        all.addAll(unknownEntities(design));
        all.addAll(missingTableKeys(design));
        all.sort((a, b) -> a.location().compareTo(b.location()));
        return all;
    }

    /** Placeholders in entity templates and derived values that name no attribute or derived value of the entity. */
    public static List<Diagnostic> undefinedPlaceholders(Design design) {
        List<Diagnostic> problems = new ArrayList<>();
        for (Entity e : design.entities()) {
            List<String> known = Stream.concat(e.attributes().stream().map(Attribute::name),
                    e.derived().stream().map(DerivedValue::name)).toList();
            for (KeyDefinition key : e.keys()) {
                for (String name : key.template().references()) {
                    if (!e.defines(name)) {
                        problems.add(Diagnostic.error(key.location(), "placeholder-undefined",
                                e.name() + " " + key.label() + " `" + key.template().source() + "`: <" + name
                                        + "> is no attribute or derived value of " + e.name(),
                                suggestion(name, known).map(s -> "did you mean <" + s + ">?")
                                        .orElse("declare `" + name + "` under Attributes or Derived")));
                    }
                }
            }
            for (DerivedValue d : e.derived()) {
                for (String name : d.expression().references()) {
                    if (!e.defines(name)) {
                        problems.add(Diagnostic.error(d.location(), "placeholder-undefined",
                                e.name() + " derived value `" + d.name() + "` = `" + d.source() + "`: " + name
                                        + " is no attribute or derived value of " + e.name(),
                                suggestion(name, known).map(s -> "did you mean " + s + "?")
                                        .orElse("declare `" + name + "` under Attributes")));
                    }
                }
            }
        }
        return problems;
    }

    /** Entities that give no value for one of the table's key attributes: none of their items can be written. */
    public static List<Diagnostic> missingTableKeys(Design design) {
        List<Diagnostic> problems = new ArrayList<>();
        for (Entity e : design.entities()) {
            List<String> missing = design.tableKeysNotWritten(e);
            // a key bullet that could not be read was reported where it is written, under the entity's heading
            int from = e.location().line();
            int to = Stream.of(design.entities().stream().map(Entity::location), design.reads().stream().map(ReadPattern::location),
                            design.writes().stream().map(WritePattern::location), design.indexes().stream().map(SecondaryIndex::location))
                    .flatMap(l -> l).mapToInt(SourceLocation::line).filter(l -> l > from).min().orElse(Integer.MAX_VALUE);
            boolean unreadable = design.diagnostics().stream().anyMatch(d -> d.code().equals("invalid-key-template")
                    && d.location().line() >= from && d.location().line() < to);
            if (!missing.isEmpty() && !unreadable) {
                problems.add(Diagnostic.error(e.location(), "entity-without-table-key", e.name() + " gives no "
                                + String.join(", ", missing) + ": every item needs the table's key, so no " + e.name()
                                + " item can be written",
                        "give " + e.name() + " a " + missing.get(0) + " bullet with its template, as the other entities have"));
            }
        }
        return problems;
    }

    public static List<Diagnostic> unknownIndexes(Design design) {
        List<Diagnostic> problems = new ArrayList<>();
        for (ReadPattern p : design.reads()) {
            unknownIndex(design, p).ifPresent(problems::add);
        }
        return problems;
    }

    /** The index a read pattern names, when the design does not define it. */
    public static Optional<Diagnostic> unknownIndex(Design design, ReadPattern p) {
        if (p.index() == null || design.index(p.index()).isPresent()) {
            return Optional.empty();
        }
        List<String> names = design.indexes().stream().map(SecondaryIndex::name).toList();
        return Optional.of(Diagnostic.error(p.location(), "unknown-index", p.id() + " reads index " + p.index()
                        + ", which is not defined" + (names.isEmpty() ? " (the design defines no index)" : ""),
                suggestion(p.index(), names).map(s -> "did you mean " + s + "?")
                        .orElse("define it under Global Secondary Indexes or Local Secondary Indexes")));
    }

    public static List<Diagnostic> duplicatePatternIds(Design design) {
        List<Diagnostic> problems = new ArrayList<>();
        Map<String, SourceLocation> seen = new HashMap<>();
        List<Map.Entry<String, SourceLocation>> ids = new ArrayList<>();
        design.reads().forEach(p -> ids.add(Map.entry(p.id(), p.location())));
        design.writes().forEach(p -> ids.add(Map.entry(p.id(), p.location())));
        ids.sort(Map.Entry.comparingByValue());
        for (Map.Entry<String, SourceLocation> id : ids) {
            SourceLocation first = seen.putIfAbsent(id.getKey(), id.getValue());
            if (first != null) {
                problems.add(Diagnostic.error(id.getValue(), "duplicate-pattern-id", "pattern id " + id.getKey()
                        + " is used twice (first at line " + first.line() + ")", "give every access pattern its own id"));
            }
        }
        return problems;
    }

    /** Entity names in Returns columns and write steps that are not defined. */
    public static List<Diagnostic> unknownEntities(Design design) {
        List<Diagnostic> problems = new ArrayList<>();
        design.reads().forEach(p -> problems.addAll(unknownEntities(design, p)));
        design.writes().forEach(w -> problems.addAll(unknownEntities(design, w)));
        return problems;
    }

    /** The entity names a pattern returns or writes that the design does not define. */
    public static List<Diagnostic> unknownEntities(Design design, AccessPattern pattern) {
        List<Diagnostic> problems = new ArrayList<>();
        List<String> names = design.entities().stream().map(Entity::name).toList();
        if (pattern instanceof ReadPattern p) {
            for (String name : p.returns()) {
                if (design.entity(name).isEmpty()) {
                    problems.add(Diagnostic.error(p.location(), "unknown-entity", p.id() + " returns " + name
                            + ", which is no entity of this design", hint(name, names)));
                }
            }
        } else if (pattern instanceof WritePattern w) {
            for (WriteStep step : w.steps()) {
                if (step.understood() && design.entity(step.entity()).isEmpty()) {
                    problems.add(Diagnostic.error(w.location(), "unknown-entity", w.id() + " step " + step.number()
                            + " " + step.verb().label().toLowerCase(Locale.ROOT) + "s " + step.entity()
                            + ", which is no entity of this design", hint(step.entity(), names)));
                }
            }
        }
        return problems;
    }

    private static String hint(String name, List<String> names) {
        return suggestion(name, names).map(s -> "did you mean " + s + "?")
                .orElse("entities: " + String.join(", ", names));
    }

    /** The closest name within a small edit distance, ignoring case. */
    public static Optional<String> suggestion(String name, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = editDistance(name.toLowerCase(java.util.Locale.ROOT), c.toLowerCase(java.util.Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        int allowed = Math.max(1, Math.min(3, name.length() / 3));
        return best != null && bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /** The edit distance of two names (insertions, deletions, substitutions): how far a typo is from a name. */
    public static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}

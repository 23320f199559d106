package io.github.dynamodesign.design;

import java.util.Map;
import java.util.Optional;

/**
 * One step of a write pattern: {@code Put Order}, {@code Update Customer (SET orderCount = orderCount + 1)}.
 *
 * @param verb null for a step that is prose ({@code For each song...}), kept but not executed
 * @param entity the entity name, or null for prose
 * @param note the text after the entity name
 * @param actions the update clauses of the note of an Update step ({@link UpdateActions#NONE} otherwise)
 * @param renamed the values the step's written key names otherwise than the entity's template, by attribute: a step
 *                on {@code `ACCOUNT#<toAccountId>`} beside one on {@code `ACCOUNT#<fromAccountId>`} acts on another item
 *                ({@code accountId -> toAccountId})
 */
public record WriteStep(int number, StepVerb verb, String entity, String note, UpdateActions actions, String source,
                        Map<String, String> renamed) {

    public WriteStep {
        note = note == null ? "" : note;
        actions = actions == null ? UpdateActions.NONE : actions;
        renamed = renamed == null ? Map.of() : Map.copyOf(renamed);
    }

    public WriteStep(int number, StepVerb verb, String entity, String note, UpdateActions actions, String source) {
        this(number, verb, entity, note, actions, source, Map.of());
    }

    /**
     * This update and a later one of the same item as one update ("4. Update Member `activeLoanCount - 1` … 6. Update
     * Member `balanceCents`": a transaction acts once on an item); empty when they change one attribute both.
     */
    public java.util.Optional<WriteStep> and(WriteStep later) {
        if (verb != StepVerb.UPDATE || later.verb != StepVerb.UPDATE || !entity.equals(later.entity)) {
            return java.util.Optional.empty();
        }
        return actions.and(later.actions).map(both -> new WriteStep(number, verb, entity, note + " ; " + later.note, both,
                source + " + " + later.source, renamed));
    }

    /** The step on another entity (a shape of the one named), with the values its key names otherwise. */
    public WriteStep on(String entityName, Map<String, String> renamedValues) {
        return new WriteStep(number, verb, entityName, note, actions, source, renamedValues);
    }

    /**
     * Whether an update sets the attribute to the value its key is addressed by: {@code SET email = :email} in a step
     * written on {@code `USER#<email>`}, {@code SET ingredientKey = :key} on {@code `SHOP#<aisle>#<ingredientKey>`},
     * {@code SET #month = :m} on {@code `MONTH#<reviewMonth>`} (a key naming the value otherwise, see {@code renamed});
     * the attribute then keeps its value.
     */
    public boolean keepsAddressedValue(String attribute) {
        return keepsAddressedValue(attribute, java.util.Set.of());
    }

    /**
     * As {@link #keepsAddressedValue(String)}, the step's key also addressing the attribute through other names
     * ({@code TOURNAMENT#<tournamentId>} where the entity's tournamentId is a copy of lbTournamentId).
     */
    public boolean keepsAddressedValue(String attribute, java.util.Set<String> aliases) {
        String value = actions.set().getOrDefault(attribute, "").strip();
        if (!value.matches(":[\\p{L}_][\\p{L}\\p{N}_]*")) {
            return false;
        }
        String name = value.substring(1);
        if (source == null) {
            return false;
        }
        if (addresses(name)) {
            return true;
        }
        // "`SHOP#${aisle}#${ingredientKey}`: SET ingredientKey = :key": the step is addressed by the attribute's value,
        // which a parameter not named as another value ("newKey", "targetAisle") sets again; so is "`MONTH#<reviewMonth>`:
        // SET #month = :m", whose key names the month otherwise
        boolean addressed = addresses(attribute) || renamed.containsKey(attribute) || aliases.stream().anyMatch(this::addresses);
        return addressed && !namesAnotherValue(name);
    }

    /** Whether the step's text has the value as a placeholder: {@code <memberNo>}, {@code <memberNo:06>}, {@code {memberNo}}. */
    private boolean addresses(String name) {
        return java.util.regex.Pattern.compile("[<{]\\s*(?:pad\\(\\s*)?" + java.util.regex.Pattern.quote(name) + "(?![\\p{L}\\p{N}_])[^<>{}]*[>}]")
                .matcher(source).find();
    }

    /** Whether a parameter's name says it is another value than the one the item holds ({@code newKey}, {@code targetAisle}). */
    private static boolean namesAnotherValue(String parameter) {
        return parameter.matches("(?i)(?:new|next|updated|changed|target|other|to)(?:[A-Z_].*)?");
    }

    /** A step the design can run: its note read as update clauses when it is an Update. */
    public static WriteStep of(int number, StepVerb verb, String entity, String note, String source) {
        return new WriteStep(number, verb, entity, note, verb == StepVerb.UPDATE ? UpdateActions.parse(note) : UpdateActions.NONE,
                source);
    }

    /** A step that is prose: kept, not run. */
    public static WriteStep prose(int number, String source) {
        return new WriteStep(number, null, null, "", UpdateActions.NONE, source);
    }

    public boolean understood() {
        return verb != null && entity != null;
    }

    public Optional<StepVerb> verbIfAny() {
        return Optional.ofNullable(verb);
    }

    @Override
    public String toString() {
        return source;
    }
}

package io.github.dynamodesign.design;

import java.util.Locale;
import java.util.Optional;

/** What a step of a write pattern does. */
public enum StepVerb {
    PUT("Put"), UPDATE("Update"), DELETE("Delete"), CONDITION_CHECK("ConditionCheck");

    private final String label;

    StepVerb(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static Optional<StepVerb> parse(String word) {
        String w = word.trim().toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
        return switch (w) {
            case "put", "putitem", "create", "insert" -> Optional.of(PUT);
            case "update", "updateitem" -> Optional.of(UPDATE);
            case "delete", "deleteitem", "remove" -> Optional.of(DELETE);
            case "conditioncheck", "check" -> Optional.of(CONDITION_CHECK);
            default -> Optional.empty();
        };
    }
}

package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.ValueKinds;
import io.github.dynamodesign.intent.InputMeaning;
import io.github.dynamodesign.intent.IntentSource;
import io.github.dynamodesign.intent.Intents;
import io.github.dynamodesign.intent.PatternIntent;
import io.github.dynamodesign.intent.SparseIndexes;
import io.github.dynamodesign.verify.DesignError;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a pattern's templates say against what it is for, before anything runs: a range input that lines up with
 * another value than its name says, a number of results the request does not limit itself to, a sparse index that
 * holds every item. Only what was read with certainty (the access-patterns document, the design's explicit forms and
 * words about the index) is a design error; what an input's name or the description's words suggest is a warning of
 * the plan.
 */
final class IntentChecks {

    private IntentChecks() {
    }

    static List<DesignError> check(Design design, PatternPlan plan) {
        List<DesignError> errors = new ArrayList<>();
        PatternIntent intent = plan.intent();
        Set<String> reported = new LinkedHashSet<>();
        for (PatternPlan.TypePlan type : plan.types().values()) {
            List<Alignment> alignments = new ArrayList<>(type.bounds());
            alignments.addAll(type.partition());
            alignments.addAll(type.leading());
            if (type.sortKey() != null) {
                alignments.add(type.sortKey());
            }
            for (Alignment alignment : alignments) {
                for (Alignment.Pair pair : alignment.pairs()) {
                    InputMeaning meaning = intent.inputs().get(String.join("", pair.pattern().expression().references()));
                    // certain: the document's or the design's explicit word, or an input named exactly like an attribute
                    // (the format's rule); a kind guessed from a name ("from…" a time) is not
                    boolean certain = meaning != null && (meaning.source() == IntentSource.SPEC
                            || meaning.source() == IntentSource.EXPLICIT
                            || meaning.kind() == InputMeaning.Kind.ATTRIBUTE && meaning.source() == IntentSource.NAME);
                    inputAgainstIntent(plan, intent, type.entity(), alignment, pair)
                            .filter(m -> reported.add(type.entity().name() + "|" + pair.entity().source()))
                            .ifPresent(m -> {
                                if (certain) {
                                    errors.add(new DesignError(DesignError.Code.INPUT_AGAINST_INTENT, m));
                                } else {
                                    plan.warnings().add(m);
                                }
                            });
                }
            }
        }
        // a count read from the description's words is never certain ("top 100" where the design caps the collection)
        limitAgainstIntent(plan, intent).ifPresent(plan.warnings()::add);
        plan.pattern().indexName().ifPresent(index -> SparseIndexes.check(design).stream()
                .filter(n -> n.index().name().equals(index))
                .forEach(n -> errors.add(new DesignError(DesignError.Code.INDEX_NOT_SPARSE, plan.pattern().id() + " reads "
                        + n.message() + ": the pattern returns items the index was meant to leave out"))));
        return errors;
    }

    /** A bound input whose meaning (a time, a number, an attribute) is not what its place in the entity's key holds. */
    private static Optional<String> inputAgainstIntent(PatternPlan plan, PatternIntent intent, Entity e, Alignment alignment,
                                                       Alignment.Pair pair) {
        Set<String> names = pair.pattern().expression().references();
        if (names.size() != 1) {
            return Optional.empty();
        }
        String input = names.iterator().next();
        PatternPlan.Role role = plan.roles().get(input);
        InputMeaning meaning = intent.inputs().get(input);
        boolean bound = role == PatternPlan.Role.LOWER_BOUND || role == PatternPlan.Role.UPPER_BOUND;
        if (meaning == null || !bound && meaning.source() != io.github.dynamodesign.intent.IntentSource.EXPLICIT) {
            return Optional.empty();
        }
        Set<String> madeOf = Intents.attributesOf(e, pair.entity().expression().references(), 0);
        ValueKind kind = ValueKinds.of(e, pair.entity().expression());
        boolean holds = switch (meaning.kind()) {
            case TIME -> kind.isTime();
            case NUMBER -> kind.isNumeric();
            case ATTRIBUTE -> meaning.attribute().map(madeOf::contains).orElse(true);
        };
        if (holds) {
            return Optional.empty();
        }
        String place = "<" + pair.entity().source() + ">";
        return Optional.of(intent.named() + ": " + meaning.describe() + " (" + meaning.source().label() + "), but in " + e.name()
                + "'s key `" + alignment.entity().source() + "` it stands where " + place + " is (" + kindWords(kind)
                + "), so " + (bound ? "the range is over " : "it is compared with ")
                + String.join(", ", madeOf.isEmpty() ? Set.of(pair.entity().source()) : madeOf)
                + wanted(meaning, e, alignment.entity()));
    }

    /** What to change: put the value the input means first in the key, when the key holds one. */
    private static String wanted(InputMeaning meaning, Entity e, KeyTemplate key) {
        for (KeyTemplate.Placeholder p : key.placeholders()) {
            ValueKind kind = ValueKinds.of(e, p.expression());
            Set<String> madeOf = Intents.attributesOf(e, p.expression().references(), 0);
            boolean fits = switch (meaning.kind()) {
                case TIME -> kind.isTime();
                case NUMBER -> kind.isNumeric();
                case ATTRIBUTE -> meaning.attribute().map(madeOf::contains).orElse(false);
            };
            if (fits) {
                return ": put <" + p.source() + "> in that place of the key";
            }
        }
        return ": the key has no " + (meaning.kind() == InputMeaning.Kind.ATTRIBUTE ? meaning.attribute().orElse("such value")
                : meaning.kind().words().substring(2)) + " to range over";
    }

    private static String kindWords(ValueKind kind) {
        return switch (kind) {
            case IDENTIFIER -> "an identifier";
            case FREE_TEXT -> "free text";
            case ENUM -> "one of a set of values";
            case TIMESTAMP -> "a timestamp";
            case DATE -> "a date";
            case EPOCH_SECONDS -> "epoch seconds";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case BINARY -> "binary";
            case COLLECTION -> "a collection";
        };
    }

    /** "Latest 5" without {@code Limit=5}: the request returns more than the pattern is for. */
    private static Optional<String> limitAgainstIntent(PatternPlan plan, PatternIntent intent) {
        if (intent.limit().isEmpty() || plan.pattern().params().paginated()
                || intent.spec().filter(s -> !s.paginated().orElse(false)).flatMap(io.github.dynamodesign.design.spec.SpecPattern::limit).isPresent()) {
            return Optional.empty(); // a Limit column the cases hold the answer to
        }
        int wanted = intent.limit().get();
        Integer limit = plan.pattern().params().limit();
        boolean severalTypes = plan.types().size() > 1;
        if (limit != null && (limit == wanted || limit > wanted && severalTypes)) {
            return Optional.empty();
        }
        return Optional.of(intent.named() + ": at most " + wanted + " results (" + "the description's words" + "), but the request "
                + (limit == null ? "sets no Limit" : "sets Limit=" + limit) + ": add Limit=" + wanted + " to its Params");
    }
}

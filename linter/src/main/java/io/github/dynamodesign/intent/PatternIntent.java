package io.github.dynamodesign.intent;

import io.github.dynamodesign.design.spec.SortOrder;
import io.github.dynamodesign.design.spec.SpecPattern;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a read pattern is for, read from the access-patterns document and the pattern's own words, never from the key
 * templates under test: the order its results are meant to come in, how many, and what its inputs stand for.
 *
 * @param title how messages name the pattern: {@code AP-009 is 'Latest 5 comments'}
 * @param order empty when no order is intended (or none could be determined)
 * @param orderWords the words or cell the order was read from
 * @param limit the number of results the words ask for ({@code latest 5}); empty when they ask none
 * @param inputs what inputs stand for, by input name
 * @param entities the design entities the pattern is meant to return (from the document); empty when not said
 * @param spec the pattern's row in the access-patterns document, when there is one
 * @param undetermined what could not be determined and the sentence to add, one per finding
 */
public record PatternIntent(String patternId, String title, SortOrder order, IntentSource orderSource, String orderWords,
                            Optional<Integer> limit, String limitWords, Map<String, InputMeaning> inputs, List<String> entities,
                            Optional<SpecPattern> spec, List<String> undetermined) {

    public PatternIntent {
        order = order == null ? SortOrder.NONE : order;
        orderWords = orderWords == null ? "" : orderWords;
        limitWords = limitWords == null ? "" : limitWords;
        inputs = Map.copyOf(inputs);
        entities = List.copyOf(entities);
        undetermined = List.copyOf(undetermined);
    }

    /** A pattern of which nothing is known beyond its templates. */
    public static PatternIntent unknown(String patternId, String title) {
        return new PatternIntent(patternId, title, SortOrder.NONE, null, "", Optional.empty(), "", Map.of(), List.of(),
                Optional.empty(), List.of());
    }

    /** {@code AP-009 is 'Latest 5 comments'}. */
    public String named() {
        return title.isBlank() ? patternId : patternId + " is '" + title + "'";
    }

    /** {@code newest first by postedAt (from the description's words: "latest")}. */
    public String describeOrder() {
        if (order.isEmpty()) {
            return "";
        }
        return order + " (" + orderSource.label() + (orderWords.isBlank() ? "" : ": \"" + orderWords + "\"") + ")";
    }
}

package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.verify.CaseResult;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.List;

/**
 * The same create twice: a create guarded by attribute_not_exists must reject the second. A create without a guard
 * fails only where the pattern or the access-patterns document says the item must be new; elsewhere it warns.
 */
final class CreateTwice extends WriteCase {

    private static final java.util.regex.Pattern NEW_WORDS = java.util.regex.Pattern.compile("(?i)\\bnot\\s+already\\b"
            + "|\\bmust\\s+not\\s+(?:already\\s+)?exist|\\bdoes\\s+not\\s+(?:already\\s+)?exist|\\bunique\\b|\\bonly\\s+once\\b"
            + "|\\bno\\s+duplicates?\\b|\\bnever\\s+overwrit|\\bnot\\s+overwrit|\\bif\\s+absent\\b");
    private static final java.util.regex.Pattern GUARD_WORD = java.util.regex.Pattern.compile("(?i)\\battribute_not_exists\\b");

    /**
     * Whether the pattern's own words or the access-patterns document say the item it puts must be new. The pattern's
     * own guards were read by step already: a guard written for another step, or as one side of an OR, says nothing.
     */
    private boolean saysNew(WritePattern w) {
        String own = w.description() + " ; " + String.join(" ; ", w.steps().stream().filter(s -> s.verb() == StepVerb.PUT)
                .map(s -> w.conditions().forStep(s).text()).toList()) + " ; "
                + String.join(" ; ", w.steps().stream().map(s -> s.source() == null ? "" : s.source()).toList());
        String spec = context.through().specWords(w.id());
        return NEW_WORDS.matcher(own).find() || NEW_WORDS.matcher(spec).find() || GUARD_WORD.matcher(spec).find();
    }

    CreateTwice(WriteContext context) {
        super(context, WriteCaseKind.CREATE_TWICE);
    }

    @Override
    CaseResult run(WritePattern w) {
        long start = System.nanoTime();
        List<StepItem> items = freshSteps(w);
        try (CaseItems table = caseItems()) {
            prepare(items, table, Targets.PRESENT);
            try {
                context.action().run(w, items, table);
            } catch (DynamoDbException e) {
                return rejected(w, start, " the first time", e, items);
            }
            items.forEach(s -> table.wrote(writer.stored(s.entity, s.after())));
            try {
                context.action().run(w, items, table);
            } catch (DynamoDbException e) {
                return rejectedByCondition(w, start, " the second time", e);
            }
            List<String> guards = items.stream().filter(s -> s.step.verb() == StepVerb.PUT)
                    .flatMap(s -> w.conditions().forStep(s.step).notExists().stream()).distinct().toList();
            String puts = String.join(", ", items.stream().filter(s -> s.step.verb() == StepVerb.PUT).map(s -> s.entity.name()).distinct().toList());
            String why = guards.isEmpty()
                    ? "the create has no attribute_not_exists condition"
                    : "its condition attribute_not_exists(" + String.join(", ", guards) + ") names no attribute of the item ("
                            + "the key attributes are " + String.join(", ", design.tableKeySchema().all().stream().map(KeyAttribute::name).toList()) + ")";
            String problem = w.id() + " wrote " + puts + " twice without complaint, so a repeated request silently overwrites it: " + why;
            if (guards.isEmpty() && !saysNew(w)) {
                // nothing says the item must be new: a Put without a guard may be meant to overwrite
                return CaseResult.writeWarned(kind.label(), List.of(problem + " (nothing in " + w.id()
                        + " says the item must be new: add attribute_not_exists to reject a repeat, or say it is an upsert)"),
                        "", (System.nanoTime() - start) / 1000);
            }
            return result(w, start, List.of(problem), "");
        }
    }
}

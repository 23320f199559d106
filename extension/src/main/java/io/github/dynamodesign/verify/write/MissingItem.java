package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.verify.CaseResult;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.List;

/** An update or delete guarded by attribute_exists, on an item that is not there: it must be rejected. */
final class MissingItem extends WriteCase {

    MissingItem(WriteContext context) {
        super(context, WriteCaseKind.MISSING_ITEM);
    }

    @Override
    CaseResult run(WritePattern w) {
        long start = System.nanoTime();
        List<StepItem> items = freshSteps(w);
        try (CaseItems table = caseItems()) {
            prepare(items, table, Targets.MISSING);
            items.forEach(s -> table.wrote(writer.stored(s.entity, s.after())));
            try {
                context.action().run(w, items, table);
            } catch (DynamoDbException e) {
                return rejectedByCondition(w, start, " on a missing item", e);
            }
            String targets = String.join(", ", items.stream().filter(s -> s.step.verb() == StepVerb.UPDATE || s.step.verb() == StepVerb.DELETE)
                    .map(s -> s.entity.name()).toList());
            return result(w, start, List.of(w.id() + " ran on a missing " + targets
                    + " although it is guarded by attribute_exists(" + String.join(", ", items.stream().filter(s -> s.step.verb() == StepVerb.UPDATE || s.step.verb() == StepVerb.DELETE)
                    .flatMap(s -> w.conditions().forStep(s.step).exists().stream()).distinct().toList())
                    + "): the condition names no attribute the item has"), "");
        }
    }
}

package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.verify.CaseResult;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.List;

/** The same create twice: a create guarded by attribute_not_exists must reject the second. */
final class CreateTwice extends WriteCase {

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
            List<String> guards = w.conditions().notExists();
            String puts = String.join(", ", items.stream().filter(s -> s.step.verb() == StepVerb.PUT).map(s -> s.entity.name()).distinct().toList());
            String why = guards.isEmpty()
                    ? "the create has no attribute_not_exists condition"
                    : "its condition attribute_not_exists(" + String.join(", ", guards) + ") names no attribute of the item ("
                            + "the key attributes are " + String.join(", ", design.tableKeySchema().all().stream().map(KeyAttribute::name).toList()) + ")";
            return result(w, start, List.of(w.id() + " wrote " + puts
                    + " twice without complaint, so a repeated request silently overwrites it: " + why), "");
        }
    }
}

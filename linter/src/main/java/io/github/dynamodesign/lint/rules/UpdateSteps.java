package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.UpdateActions;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.lint.LintContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The Update steps of the write patterns, with the entity and the attributes they change. */
final class UpdateSteps {

    record Update(WritePattern pattern, WriteStep step, Entity entity, UpdateActions actions) {
    }

    private UpdateSteps() {
    }

    static List<Update> of(LintContext context) {
        List<Update> updates = new ArrayList<>();
        for (WritePattern w : context.design().writes()) {
            for (WriteStep s : w.steps()) {
                if (s.verb() != StepVerb.UPDATE) {
                    continue;
                }
                Optional<Entity> e = context.design().entity(s.entity());
                UpdateActions actions = s.actions();
                if (e.isPresent() && !actions.isEmpty()) {
                    updates.add(new Update(w, s, e.get(), actions));
                }
            }
        }
        return updates;
    }
}

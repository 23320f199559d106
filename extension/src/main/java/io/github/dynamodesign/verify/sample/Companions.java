package io.github.dynamodesign.verify.sample;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The entities a design writes together with another one as its copies (a {@code DailyScore} next to each
 * {@code Score}): a delete of the one must delete the others.
 */
public final class Companions {

    private final Design design;

    public Companions(Design design) {
        this.design = design;
    }

    /** The entities a create pattern writes together with the given one (the entity itself first). */
    public List<Entity> creators(Entity deleted) {
        List<Entity> entities = new ArrayList<>(List.of(deleted));
        for (WritePattern c : design.writes()) {
            if (c.delete() || c.steps().stream().noneMatch(s -> s.verb() == StepVerb.PUT && deleted.name().equals(s.entity()))) {
                continue;
            }
            for (WriteStep s : c.steps()) {
                if (s.verb() == StepVerb.PUT) {
                    design.entity(s.entity()).filter(e -> !entities.contains(e) && isCompanion(e, deleted)).ifPresent(entities::add);
                }
            }
            break;
        }
        return entities;
    }

    /**
     * A duplicate of another entity: its keys are made of the other entity's values only, and of all the values the
     * other entity's own keys are made of (the daily copy of a score), so it has no identity of its own.
     */
    public boolean isCompanion(Entity candidate, Entity of) {
        if (candidate == of) {
            return false;
        }
        Set<String> mine = primaryKeyAttributes(candidate);
        Set<String> theirs = primaryKeyAttributes(of);
        return !mine.isEmpty() && mine.stream().allMatch(a -> of.attribute(a).isPresent()) && mine.containsAll(theirs);
    }

    public Set<String> primaryKeyAttributes(Entity e) {
        Set<String> names = new LinkedHashSet<>();
        design.tableKeySchema().all().forEach(k -> e.key(k.name()).ifPresent(d -> names.addAll(d.template().references())));
        Set<String> attributes = new LinkedHashSet<>();
        for (String name : names) {
            e.derivedValue(name).ifPresentOrElse(d -> attributes.addAll(d.expression().references()), () -> attributes.add(name));
        }
        return attributes;
    }
}

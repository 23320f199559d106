package io.github.dynamodesign.diff;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which entity of the old design is which of the new one: the same name, or else a rename, recognised by the same key
 * templates and the same attribute names under another name (when exactly one entity fits).
 */
final class EntityMatching {

    private EntityMatching() {
    }

    /** Old entity name to new entity name, for every entity that is in both designs. */
    static Map<String, String> match(Design before, Design after) {
        Map<String, String> matched = new LinkedHashMap<>();
        for (Entity old : before.entities()) {
            if (after.entity(old.name()).isPresent()) {
                matched.put(old.name(), old.name());
            }
        }
        List<Entity> oldLeft = before.entities().stream().filter(e -> !matched.containsKey(e.name())).toList();
        List<Entity> newLeft = new ArrayList<>(after.entities().stream().filter(e -> !matched.containsValue(e.name())).toList());
        Set<String> keys = keyNames(before, after);
        for (Entity old : oldLeft) {
            List<Entity> fits = newLeft.stream().filter(n -> sameShape(old, n, keys)).toList();
            if (fits.size() == 1 && oldLeft.stream().filter(o -> sameShape(o, fits.get(0), keys)).count() == 1) {
                matched.put(old.name(), fits.get(0).name());
                newLeft.remove(fits.get(0));
            }
        }
        return matched;
    }

    private static boolean sameShape(Entity a, Entity b, Set<String> keys) {
        for (String k : keys) {
            if (!KeyForms.of(a, k).equals(KeyForms.of(b, k))) {
                return false;
            }
        }
        return names(a).equals(names(b));
    }

    private static Set<String> names(Entity e) {
        return e.attributes().stream().map(Attribute::name).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    /** Every key attribute name of either design. */
    static Set<String> keyNames(Design before, Design after) {
        Set<String> names = new LinkedHashSet<>();
        before.allKeyAttributes().stream().map(KeyAttribute::name).forEach(names::add);
        after.allKeyAttributes().stream().map(KeyAttribute::name).forEach(names::add);
        return names;
    }
}

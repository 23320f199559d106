package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Items stored under keys another version of the design rendered (see {@link io.github.dynamodesign.verify.KeysFrom}):
 * whether the design being verified puts them in an index, and, when a key differs from what its templates render,
 * the difference in words.
 */
final class OtherDesignKeys {

    private OtherDesignKeys() {
    }

    /** Whether the verified design renders every key of the schema for the item: by its intent, it is in the index. */
    static boolean rendersAll(SeededItem item, KeySchema schema) {
        return schema.all().stream().allMatch(k -> rendered(item, k).isPresent());
    }

    /**
     * Why the item is not where the verified design's keys put it: each key of the schema that it is stored with
     * otherwise than the design renders. Empty when its keys on the schema are the design's own.
     */
    static Optional<String> difference(SeededItem item, KeySchema schema) {
        if (!item.keysFromAnotherDesign()) {
            return Optional.empty();
        }
        Entity e = item.entity();
        String by = item.keysFrom().words();
        List<String> parts = new ArrayList<>();
        for (KeyAttribute k : schema.all()) {
            AttributeValue stored = item.stored().get(k.name());
            Optional<String> rendered = rendered(item, k).map(v -> ItemCodec.toKey(v, k.type())).map(ItemCodec::keyText);
            String template = "`" + KeyConditionMatcher.entityTemplate(e, k).source().strip() + "`";
            if (stored == null && rendered.isPresent()) {
                parts.add("it has no " + k.name() + " (" + by + " did not write it), where " + template + " renders `" + rendered.get() + "`");
            } else if (stored != null && rendered.isEmpty()) {
                parts.add("it still carries " + k.name() + " `" + ItemCodec.keyText(stored) + "` from " + by
                        + ", which this design does not write for it");
            } else if (stored != null && !ItemCodec.keyText(stored).equals(rendered.get())) {
                parts.add("its " + k.name() + " is `" + ItemCodec.keyText(stored) + "` as " + by + " wrote it, where "
                        + template + " renders `" + rendered.get() + "`");
            }
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", parts));
    }

    private static Optional<Object> rendered(SeededItem item, KeyAttribute k) {
        try {
            return item.entity().keyValue(k.name(), item.values());
        } catch (ExpressionException e) {
            return Optional.empty();
        }
    }
}

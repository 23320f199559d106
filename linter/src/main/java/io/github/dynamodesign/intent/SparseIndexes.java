package io.github.dynamodesign.intent;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Indexes the document says are sparse ({@code Sparse: only items with closedAt}, "sparse", "only while ...") checked
 * against how their keys are made: some items must be able to lack them, because a key is built from a value an item
 * may not have, or because writes set and remove the index's key attributes over an item's life.
 */
public final class SparseIndexes {

    private static final Pattern EXPLICIT = Pattern.compile("(?i)\\bsparse\\s*:\\s*only\\s+items\\s+with\\s+`?([A-Za-z_]\\w*)`?");
    private static final Pattern WORDS = Pattern.compile(
            "(?i)\\bsparse\\b|\\bonly\\s+(while|when|once|if|until|for\\s+items|items\\s+with|set\\s+on)\\b|\\(set on [^)]*only\\)");

    private static final Pattern CONDITIONAL = Pattern.compile(
            "(?i)\\bsparse\\s*[:—–-]\\s*\\S|\\bonly\\s+(?:while|when|once|if|until|for\\s+items|items\\s+with|set\\s+on)\\s+\\S");

    /** A sparse index whose keys every item of an entity carries. */
    public record NotSparse(SecondaryIndex index, String said, SourceLocation saidAt, List<String> entities, String message) {
    }

    private SparseIndexes() {
    }

    /** The indexes said to be sparse whose keys nothing keeps from some items. */
    public static List<NotSparse> check(Design design) {
        List<NotSparse> found = new ArrayList<>();
        for (SecondaryIndex index : design.indexes()) {
            Optional<String> said = said(design, index);
            if (said.isEmpty()) {
                continue;
            }
            // said in an entity's key notes ("(sparse: has review text)"): of those entities, not of the index
            Set<String> claimers = claimers(design, index);
            Matcher explicit = EXPLICIT.matcher(said.get());
            Optional<String> member = explicit.find() ? Optional.of(explicit.group(1)) : Optional.empty();
            List<String> always = new ArrayList<>();
            List<String> writers = new ArrayList<>();
            Set<String> madeOf = new LinkedHashSet<>();
            for (Entity e : design.entities()) {
                if (index.keyAttributes().stream().noneMatch(k -> e.writesKey(k.name()))
                        || !claimers.isEmpty() && !claimers.contains(e.name())) {
                    continue;
                }
                writers.add(e.name());
                Set<String> attributes = keyAttributes(e, index);
                // "(sparse: has review text)", "(only while OPEN)": the entity's own claim, with the condition it is written on
                boolean conditional = e.keys().stream().anyMatch(k -> index.keyAttributes().stream().anyMatch(a -> a.name().equals(k.attribute()))
                        && k.note() != null && CONDITIONAL.matcher(k.note()).find());
                boolean sparse = conditional || (member.isPresent()
                        ? attributes.contains(member.get()) && e.attribute(member.get()).map(Attribute::optional).orElse(true)
                        : attributes.stream().anyMatch(a -> e.attribute(a).map(Attribute::optional).orElse(false))
                        || writesManage(design, e, index) || otherShapeOutside(design, e, index));
                if (!sparse) {
                    always.add(e.name());
                    madeOf.addAll(attributes);
                }
            }
            if (!writers.isEmpty() && always.size() == writers.size()) {
                String keys = String.join(", ", index.keyAttributes().stream().map(KeyAttribute::name).toList());
                found.add(new NotSparse(index, said.get(), index.location(), always, index.name() + " is said to be sparse (\""
                        + said.get().strip() + "\"), but every " + String.join(", every ", always) + " item carries " + keys
                        + (madeOf.isEmpty() ? "" : ": they are built from " + String.join(", ", madeOf) + ", which every item has")
                        + (member.isPresent() ? ", not from " + member.get() : "")
                        + ", and no write sets or removes them"));
            }
        }
        return found;
    }

    /** The entities whose own key notes say the index is sparse; empty when the index's purpose says so. */
    private static Set<String> claimers(Design design, SecondaryIndex index) {
        Set<String> names = new LinkedHashSet<>();
        String[] uses = index.purpose().split(";");
        if (java.util.Arrays.stream(uses).allMatch(u -> WORDS.matcher(u).find() || EXPLICIT.matcher(u).find())) {
            return names;
        }
        for (Entity e : design.entities()) {
            for (KeyDefinition k : e.keys()) {
                boolean ofIndex = index.keyAttributes().stream().anyMatch(a -> a.name().equals(k.attribute()));
                if (ofIndex && k.note() != null && (WORDS.matcher(k.note()).find() || EXPLICIT.matcher(k.note()).find())) {
                    names.add(e.name());
                }
            }
        }
        return names;
    }

    /** The words saying the index is sparse: its purpose, or the notes of the key bullets that write it. */
    private static Optional<String> said(Design design, SecondaryIndex index) {
        // "Trucks by city (AP-004); loyalty leaderboard, sparse (AP-013)": one use of the index is sparse, not the index
        String[] uses = index.purpose().split(";");
        long sparseUses = java.util.Arrays.stream(uses).filter(u -> WORDS.matcher(u).find() || EXPLICIT.matcher(u).find()).count();
        if (sparseUses > 0 && sparseUses == uses.length) {
            return Optional.of(index.purpose());
        }
        for (Entity e : design.entities()) {
            for (KeyDefinition k : e.keys()) {
                boolean ofIndex = index.keyAttributes().stream().anyMatch(a -> a.name().equals(k.attribute()));
                if (ofIndex && k.note() != null && (WORDS.matcher(k.note()).find() || EXPLICIT.matcher(k.note()).find())) {
                    return Optional.of(k.note());
                }
            }
        }
        return Optional.empty();
    }

    /** Whether the entity is one shape of a type that, in another shape (state), writes none of the index's keys. */
    private static boolean otherShapeOutside(Design design, Entity e, SecondaryIndex index) {
        return design.entities().stream().filter(o -> o != e && o.type().equals(e.type()))
                .anyMatch(o -> index.keyAttributes().stream().noneMatch(k -> o.writesKey(k.name())));
    }

    /** The attributes an entity's keys on the index are made of. */
    private static Set<String> keyAttributes(Entity e, SecondaryIndex index) {
        Set<String> names = new LinkedHashSet<>();
        for (KeyAttribute k : index.keyAttributes()) {
            if (e.writesKey(k.name())) {
                names.addAll(Intents.attributesOf(e, KeyConditionMatcher.entityTemplate(e, k).references(), 0));
            }
        }
        return names;
    }

    /** A step's note saying the item is written without the index's keys ({@code no GSI1 attrs}). */
    private static boolean saysWithout(String note, String index, Set<String> keys) {
        String text = note.toLowerCase(Locale.ROOT);
        Set<String> names = new LinkedHashSet<>();
        names.add(index.toLowerCase(Locale.ROOT));
        keys.forEach(k -> names.add(k.toLowerCase(Locale.ROOT)));
        return names.stream().anyMatch(n -> Pattern.compile("\\b(no|without)\\s+" + Pattern.quote(n) + "\\b").matcher(text).find());
    }

    /** Whether a write sets or removes one of the index's key attributes on the entity's items. */
    private static boolean writesManage(Design design, Entity e, SecondaryIndex index) {
        Set<String> keys = new LinkedHashSet<>(index.keyAttributes().stream().map(KeyAttribute::name).toList());
        for (WritePattern w : design.writes()) {
            for (WriteStep s : w.steps()) {
                boolean onEntity = s.entity() == null || e.name().equals(s.entity())
                        || design.entity(s.entity()).map(x -> x.type().equals(e.type())).orElse(false);
                if (onEntity && s.actions().changed().stream().anyMatch(keys::contains)) {
                    return true;
                }
                if (onEntity && s.note() != null && saysWithout(s.note(), index.name(), keys)) {
                    return true;
                }
                // a REMOVE of the index's keys anywhere in the step as written, also in a variant the actions did not
                // take in ("SEATED or LEFT: SET status and REMOVE gsi3pk, gsi3sk"): the index is left on purpose
                String written = (s.source() == null ? "" : s.source()) + " " + (s.note() == null ? "" : s.note());
                java.util.regex.Matcher remove = java.util.regex.Pattern.compile("\\bREMOVE\\b([^.;]*)").matcher(written);
                while (onEntity && remove.find()) {
                    String removed = remove.group(1);
                    if (keys.stream().anyMatch(k -> java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(k) + "\\b")
                            .matcher(removed).find())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}

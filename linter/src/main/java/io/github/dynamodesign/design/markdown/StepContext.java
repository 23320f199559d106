package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.Table;
import io.github.dynamodesign.design.UpdateActions;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the steps of one write pattern are read against: the design's entities (to find an entity named in prose or
 * addressed by its key), the pattern's operation (the verb of a step that names none) and its description (the
 * entity of a bare {@code SET ...}).
 */
record StepContext(List<Entity> entities, Table table, Operation operation, String description) {

    static StepContext none() {
        return new StepContext(List.of(), null, null, "");
    }

    /**
     * The entity names, longest first (so that {@code OrderItem} is found before {@code Order}), and the type of an
     * entity written in several shapes.
     */
    List<String> entityNames() {
        return entities.stream().flatMap(e -> Stream.concat(Stream.of(e.name(), e.type()), headingName(e).stream())).distinct()
                .sorted((a, b) -> b.length() - a.length()).toList();
    }

    /** The name an entity's heading gives it where its type value names it otherwise ({@code ### AdopterEmailGuard}). */
    private static Optional<String> headingName(Entity e) {
        Matcher m = FIRST_WORD.matcher(e.heading() == null ? "" : InlineText.plain(e.heading()).strip());
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** Whether a name a step gives is one entity's (or one entity type's), as {@link #canonical} reads it. */
    boolean resolves(String named) {
        String name = canonical(named);
        return entities.stream().anyMatch(e -> e.name().equals(name) || e.type().equals(name));
    }

    /** The type of the entity of this name. */
    Optional<String> typeOf(String name) {
        return entities.stream().filter(e -> e.name().equals(name)).map(Entity::type).findFirst();
    }

    /** The entity a step names: by its name or type, else by the name its heading gives it. */
    String canonical(String named) {
        if (entities.stream().anyMatch(e -> e.name().equals(named) || e.type().equals(named))) {
            return named;
        }
        List<Entity> byHeading = entities.stream().filter(e -> headingName(e).map(named::equals).orElse(false)).toList();
        if (byHeading.size() == 1) {
            return byHeading.get(0).name();
        }
        // "Update booking: SET …": the entity named in lower case, when one entity has that name
        List<String> inOtherCase = entities.stream().map(Entity::type).distinct().filter(t -> t.equalsIgnoreCase(named)).toList();
        if (inOtherCase.size() == 1) {
            return inOtherCase.get(0);
        }
        // "Put header" of `### Delivery (header)`: the entity its heading names so in parentheses
        List<Entity> byQualifier = entities.stream().filter(e -> e.heading() != null && e.heading().toLowerCase(java.util.Locale.ROOT)
                .contains("(" + named.toLowerCase(java.util.Locale.ROOT) + ")")).toList();
        if (byQualifier.size() == 1 && !named.isBlank()) {
            return byQualifier.get(0).name();
        }
        // "UpdateItem META: SET …": the item named by its constant sort key, when one entity's sort key is that word
        if (named.matches("[A-Z][A-Z0-9_]*") && table != null && table.sortKey() != null) {
            List<String> byConstant = entities.stream().filter(e -> e.key(table.sortKey().name())
                    .map(k -> k.template().source().equals(named)).orElse(false)).map(Entity::type).distinct().toList();
            if (byConstant.size() == 1 && entities.stream().noneMatch(e -> e.type().equalsIgnoreCase(named))) {
                return byConstant.get(0);
            }
        }
        // "Update Task" of a RebalancingTask: the entity named by the last word of its name, when one entity ends so
        if (!named.isEmpty() && Character.isUpperCase(named.charAt(0)) && named.chars().allMatch(Character::isLetterOrDigit)) {
            List<String> byLastWord = entities.stream().map(Entity::type).distinct()
                    .filter(t -> t.endsWith(named) && t.length() > named.length() && Character.isLowerCase(t.charAt(t.length() - named.length() - 1)))
                    .toList();
            if (byLastWord.size() == 1 && entities.stream().noneMatch(e -> e.type().equals(named))) {
                return byLastWord.get(0);
            }
        }
        return named;
    }

    private static final Pattern FIRST_WORD = Pattern.compile("^([\\p{L}_][\\p{L}\\p{N}_]*)");
    private static final Pattern CLAUSE = Pattern.compile("(?i)\\b(?:SET|REMOVE|ADD)\\s");
    private static final Pattern KEY_TOKEN = Pattern.compile("[^\\s()/,`|]*[#<][^\\s()/,`|]*");

    /**
     * Of an entity written in several shapes, the one a step addresses by a key only that shape has
     * ({@code Put SlotClaim (`ROOM#<roomId>` / ...)}); the name as written otherwise.
     */
    String shapeAddressed(String named, String step) {
        List<Entity> shapes = entities.stream().filter(e -> e.type().equals(named) && e.isVariant()).toList();
        if (shapes.size() < 2) {
            return named;
        }
        List<String> given = writtenKeys(step).stream().map(StepContext::shape).toList();
        for (Entity shape : shapes) {
            boolean own = shape.keys().stream().map(k -> shape(k.template()))
                    .filter(t -> !shapes.stream().allMatch(o -> o.keys().stream().anyMatch(k -> shape(k.template()).equals(t))))
                    .anyMatch(given::contains);
            if (own) {
                return shape.name();
            }
        }
        return named;
    }

    /** The verb a single-item operation implies. */
    Optional<StepVerb> verb() {
        if (operation == null) {
            return Optional.empty();
        }
        return switch (operation) {
            case PUT_ITEM -> Optional.of(StepVerb.PUT);
            case UPDATE_ITEM -> Optional.of(StepVerb.UPDATE);
            case DELETE_ITEM -> Optional.of(StepVerb.DELETE);
            default -> Optional.empty();
        };
    }

    /**
     * The one entity whose table key templates have the shape of the given key ({@code ORDER#<orderId>} and
     * {@code ORDER#<id>} alike: placeholders may be named otherwise).
     */
    Optional<String> entityByKey(String partitionKey, String sortKey) {
        if (table == null) {
            return Optional.empty();
        }
        // "`SK = <callKey>`": a sort key given whole by a value that holds it says nothing of its shape
        boolean opaque = sortKey != null && sortKey.strip().matches("<\\s*[\\p{L}_][\\p{L}\\p{N}_]*\\s*>");
        List<Entity> matching = entities.stream().filter(e -> sameShape(e, table.partitionKey().name(), partitionKey)
                && (sortKey == null || opaque || table.sortKey() == null || sameShape(e, table.sortKey().name(), sortKey))).toList();
        if (opaque && matching.stream().map(Entity::type).distinct().count() > 1 && description != null) {
            // "Close a hotline call": the one of them the pattern's description names in words
            String words = description.toLowerCase(java.util.Locale.ROOT);
            List<Entity> named = matching.stream().filter(e -> words.contains(e.type().replaceAll("(?<=\\p{Ll})(?=\\p{Lu})", " ")
                    .toLowerCase(java.util.Locale.ROOT))).toList();
            if (named.stream().map(Entity::type).distinct().count() == 1) {
                matching = named;
            }
        }
        if (matching.isEmpty()) {
            // a value written in for a placeholder: `SUBST#PENDING#<seq>` is an item of `SUBST#<status>#<seq>`
            matching = entities.stream().filter(e -> instanceOf(e, table.partitionKey().name(), partitionKey)
                    && (sortKey == null || table.sortKey() == null || instanceOf(e, table.sortKey().name(), sortKey))).toList();
        }
        if (matching.size() != 1 && sortKey == null && table.sortKey() != null) {
            matching = entities.stream().filter(e -> sameShape(e, table.sortKey().name(), partitionKey)).toList();
        }
        if (matching.size() > 1 && matching.stream().map(Entity::type).distinct().count() == 1) {
            return Optional.of(matching.get(0).type()); // the shapes of one entity: the step names its type
        }
        return matching.size() == 1 ? Optional.of(matching.get(0).name()) : Optional.empty();
    }

    /** The keys written where a step addresses its item: before its update clauses. */
    private static List<KeyTemplate> writtenKeys(String step) {
        Matcher clause = CLAUSE.matcher(step);
        String address = clause.find() ? step.substring(0, clause.start()) : step;
        List<KeyTemplate> given = new ArrayList<>();
        Matcher token = KEY_TOKEN.matcher(address);
        while (token.find()) {
            try {
                // `PK=LEADERBOARD#<roomId>#<yearMonth>`: the value given the key attribute
                // `MONTH#<reviewMonth>`: SET …: the colon before the update is no part of the key
                given.add(KeyTemplate.parse(KeyNotation.expressions(token.group().replaceFirst("^[\\p{L}_][\\p{L}\\p{N}_]*=", "")
                        .replaceFirst("[:;.]+$", ""))));
            } catch (ExpressionException x) {
                // not a key
            }
        }
        return given;
    }

    /**
     * The values a step's written key names otherwise than the entity's template, where the written name qualifies the
     * template's ({@code ROOM#<newRoomId>} for {@code ROOM#<roomId>}: roomId -> newRoomId): another item than the
     * one the plain name would give.
     */
    Map<String, String> renamedValues(String entityName, String step) {
        Optional<Entity> entity = entities.stream().filter(e -> e.name().equals(entityName)).findFirst()
                .or(() -> entities.stream().filter(e -> e.type().equals(entityName)).findFirst());
        Map<String, String> renamed = new LinkedHashMap<>();
        if (entity.isEmpty()) {
            return renamed;
        }
        for (KeyTemplate written : writtenKeys(step)) {
            for (KeyDefinition k : entity.get().keys()) {
                if (!shape(k.template()).equals(shape(written))) {
                    continue;
                }
                List<KeyTemplate.Placeholder> ours = k.template().placeholders();
                List<KeyTemplate.Placeholder> theirs = written.placeholders();
                for (int i = 0; i < ours.size(); i++) {
                    Optional<String> a = single(ours.get(i));
                    Optional<String> b = single(theirs.get(i));
                    if (a.isPresent() && b.isPresent() && b.get().length() > a.get().length()
                            && b.get().toLowerCase(Locale.ROOT).endsWith(a.get().toLowerCase(Locale.ROOT))) {
                        renamed.put(a.get(), b.get());
                    } else if (a.isPresent() && b.isPresent() && !a.get().equals(b.get()) && entity.get().attribute(b.get()).isEmpty()
                            && OLD_OR_NEW.matcher(b.get()).matches() && lastWord(a.get()).equalsIgnoreCase(lastWord(b.get()))) {
                        // `FIXTURE#<oldDate>#…` then `FIXTURE#<newDate>#…` for `FIXTURE#<matchDate>#…`: two items, the old and the new
                        renamed.put(a.get(), b.get());
                    }
                }
            }
        }
        // "Put Inspection … with `inspectedAt = submittedAt`": the item's attribute takes the value of the input named,
        // the same in every step that names it
        Matcher with = WITH_ASSIGNMENTS.matcher(step);
        if (with.find()) {
            Matcher assignment = ASSIGNMENT.matcher(with.group(1));
            while (assignment.find()) {
                String attribute = assignment.group(1);
                String input = assignment.group(2);
                if (entity.get().attribute(attribute).isPresent() && entity.get().attribute(input).isEmpty()
                        && !input.equals(attribute)) {
                    renamed.putIfAbsent(attribute, input);
                }
            }
        }
        return renamed;
    }

    /** {@code oldDate}, {@code newStartTime}, {@code previousSlot}: a value named as the old or the new one. */
    private static final Pattern OLD_OR_NEW = Pattern.compile("(?:old|new|previous|prev|current|next|original)\\p{Lu}[\\p{L}\\p{N}]*");

    /** The last word of a camel-case name: {@code Date} of {@code matchDate}. */
    private static String lastWord(String name) {
        String[] words = name.split("(?<=[\\p{Ll}\\p{N}])(?=\\p{Lu})");
        return words[words.length - 1];
    }

    private static final Pattern WITH_ASSIGNMENTS = Pattern.compile("(?i)\\bwith\\b([^|]*)");
    /** {@code inspectedAt = submittedAt}, {@code `reportedAt = :submittedAt`}: an attribute given an input's value. */
    private static final Pattern ASSIGNMENT = Pattern.compile(
            "`?\\b([\\p{Ll}][\\p{L}\\p{N}_]*)\\s*=\\s*:?([\\p{Ll}][\\p{L}\\p{N}_]*)\\b(?![#(])`?");

    /** The one name a placeholder refers to ({@code <roomId>}, {@code <period:02>}). */
    private static Optional<String> single(KeyTemplate.Placeholder p) {
        List<String> names = new ArrayList<>(p.expression().references());
        return names.size() == 1 ? Optional.of(names.get(0)) : Optional.empty();
    }

    /** The one entity the description names ("Acknowledge alert" is about Alert). */
    Optional<String> describedEntity() {
        String words = " " + description.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ") + " ";
        List<String> named = entityNames().stream()
                .filter(n -> words.contains(" " + n.toLowerCase(Locale.ROOT) + " ") || words.contains(" " + n.toLowerCase(Locale.ROOT) + "s "))
                .toList();
        return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
    }

    /**
     * The one entity type that declares every attribute an update sets or removes ({@code SET auditionsOpen = :true,
     * auditionsCloseAt = :closeAt}), key attributes aside: the item an update naming no entity is of.
     */
    Optional<String> entityDeclaring(String update) {
        Set<String> keyNames = new java.util.HashSet<>();
        entities.forEach(e -> e.keys().forEach(k -> keyNames.add(k.attribute())));
        // the attributes by name: not the values a note defines after them (":open = AUDITIONS#OPEN")
        List<String> named = UpdateActions.parse(update).changed().stream()
                .filter(n -> n.matches("[\\p{L}_][\\p{L}\\p{N}_]*") && !keyNames.contains(n)).toList();
        if (named.isEmpty()) {
            return Optional.empty();
        }
        List<String> types = entities.stream().filter(e -> named.stream().allMatch(n -> e.attribute(n).isPresent()))
                .map(Entity::type).distinct().toList();
        return types.size() == 1 ? Optional.of(types.get(0)) : Optional.empty();
    }

    /** How to name the entity, for a step that names none. */
    String hint() {
        return entities.isEmpty() ? "" : " with an entity of the design ("
                + String.join(", ", entities.stream().map(Entity::name).toList()) + ")";
    }

    private static boolean sameShape(Entity e, String keyAttribute, String given) {
        Optional<KeyDefinition> key = e.key(keyAttribute);
        if (key.isEmpty()) {
            return false;
        }
        try {
            return shape(key.get().template()).equals(shape(KeyTemplate.parse(KeyNotation.expressions(given.strip()))));
        } catch (ExpressionException x) {
            return false;
        }
    }

    /** Whether the given key is the entity's template with some placeholders written as values. */
    private static boolean instanceOf(Entity e, String keyAttribute, String given) {
        Optional<KeyDefinition> key = e.key(keyAttribute);
        if (key.isEmpty()) {
            return false;
        }
        try {
            StringBuilder regex = new StringBuilder();
            for (KeyTemplate.Segment segment : key.get().template().segments()) {
                regex.append(segment instanceof KeyTemplate.Literal l ? Pattern.quote(l.text()) : "(?:<>|[^<>]+?)");
            }
            return shape(KeyTemplate.parse(KeyNotation.expressions(given.strip()))).matches(regex.toString());
        } catch (ExpressionException x) {
            return false;
        }
    }

    /** The template with every placeholder as {@code <>}. */
    static String shape(KeyTemplate t) {
        StringBuilder s = new StringBuilder();
        for (KeyTemplate.Segment segment : t.segments()) {
            s.append(segment instanceof KeyTemplate.Literal l ? l.text() : "<>");
        }
        return s.toString();
    }
}

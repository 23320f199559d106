package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.SortKeyCondition;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.verify.DesignError;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A read of an index that misses items as they are created: the entity's keys put every item of it (or every item in
 * the state its create writes) in the index, but the create lists what it writes without the index's keys, and only a
 * later update sets them ({@code Put Harvest … with `harvestId`, `weightG`} and {@code SET gsi2pk = :k, gsi2sk = :s} in
 * another pattern). The design says two things of one item; the read returns what the create makes only after the update.
 */
final class CreatedOutsideIndex {

    private static final Pattern WORD = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_]*");
    /** A key note that makes the key depend on something else than a state the model knows: it is no evidence. */
    private static final Pattern CONDITIONAL_NOTE = Pattern.compile("(?i)\\b(?:only|when|while|once|after|if|unless|sparse|present|optional"
            // "set on assignment", "written at check-in", "added upon approval": set later than the item is made
            + "|(?:set|written|added|filled)\\s+(?:by|on|at|upon|during)\\b(?!\\s+(?:the\\s+)?(?:create|creation|insert|put)\\b))\\b");

    private CreatedOutsideIndex() {
    }

    /**
     * @param words what the access-patterns document says of a pattern, by id: "New entry starts PENDING and must show
     *              up in AP-006" holds a create to the read it names, whatever its keys' notes say
     */
    static List<DesignError> check(Design design, PatternPlan plan, java.util.function.Function<String, String> words) {
        List<String> keys = plan.schema().all().stream().map(KeyAttribute::name).toList();
        if (keys.isEmpty() || design.tableKeySchema().all().stream().map(KeyAttribute::name).toList().containsAll(keys)) {
            return List.of();
        }
        List<DesignError> errors = new ArrayList<>();
        Set<String> reported = new LinkedHashSet<>();
        for (Entity e : plan.resultTypes()) {
            if (!keys.stream().allMatch(e::writesKey)) {
                continue;
            }
            // a key the item's own attribute is (a multi-attribute key) says when it is there in its description
            List<String> conditional = keys.stream().map(k -> e.key(k).map(d -> d.note() == null ? "" : d.note())
                            .orElseGet(() -> e.attribute(k).map(a -> (a.description() == null ? "" : a.description())
                                    + (a.optional() ? " optional" : "")).orElse("")))
                    .filter(n -> CONDITIONAL_NOTE.matcher(n).find() && !namesItsState(e, n)).toList();
            boolean readSays = INCLUDES_NEW.matcher(words.apply(plan.pattern().id())).find();
            for (WritePattern w : design.writes()) {
                boolean said = readSays || saysItShowsUp(words.apply(w.id()), plan.pattern().id());
                for (WriteStep s : w.steps()) {
                    if (s.verb() != StepVerb.PUT || !e.type().equals(design.entity(s.entity()).map(Entity::type).orElse(null))
                            || !inState(e, s)) {
                        continue;
                    }
                    if (outsideTheRead(plan, e, s)) {
                        continue; // created REQUESTED, read ON_LOAN#: the read is not meant to return it as created
                    }
                    boolean byKeys = conditional.stream().allMatch(n -> writesStateOf(n, s));
                    // "Must include upcoming `SCHEDULED` ones" where the put writes status = SCHEDULED
                    said = said || includesWritten(words.apply(plan.pattern().id()), s);
                    List<String> missing = byKeys || said ? listsWithout(design, s, keys, plan.schema().displayName()) : List.of();
                    Optional<WritePattern> setter = missing.isEmpty() ? Optional.empty() : setter(design, e, missing);
                    if (setter.isEmpty() || !reported.add(w.id() + e.type())) {
                        continue;
                    }
                    String why = byKeys ? e.name() + "'s keys put it in " + plan.schema().displayName()
                            : "the access-patterns document says " + plan.pattern().id() + " returns it as " + w.id() + " creates it";
                    String fix = byKeys ? "or say in " + e.name() + "'s keys that they are written only after " + setter.get().id()
                            : "or say that " + plan.pattern().id() + " finds it only after " + setter.get().id();
                    errors.add(new DesignError(DesignError.Code.CREATED_OUTSIDE_INDEX, w.id() + " creates " + e.type()
                            + " without " + String.join(", ", missing) + " (only " + setter.get().id() + " sets "
                            + (missing.size() == 1 ? "it" : "them") + "), although "
                            + why + ": " + plan.pattern().id() + " does not return " + (e.type().matches("(?i)^[aeiou].*") ? "an " : "a ")
                            + e.type() + " as " + w.id()
                            + " creates it (write the index's keys in " + w.id() + ", " + fix + ")"));
                }
            }
        }
        return errors;
    }

    /**
     * "Every PENDING entry, including ones just submitted", "A new admission must appear here immediately": the read
     * returns items as their create makes them.
     */
    private static final Pattern INCLUDES_NEW = Pattern.compile("(?i)\\bincluding\\s+(?:the\\s+)?(?:ones|those|items|[\\p{L}]+s)\\s+"
            + "(?:just\\s+|newly\\s+)?(?:submitted|created|added|registered|booked|placed|opened|made)\\b"
            // "A new admission must appear here immediately"
            + "|\\bnew(?:ly\\s+\\p{L}+)?\\b[^.;]{0,30}\\b(?:must|should|will)\\s+(?:appear|show\\s+up|be\\s+(?:listed|visible|returned|shown))\\b"
            // "Must include jobs as soon as they are raised"
            + "|\\b(?:as\\s+soon\\s+as|the\\s+moment|once)\\s+(?:they\\s+are|it\\s+is)\\s+(?:first\\s+)?(?:raised|submitted|created|added|"
            + "registered|booked|placed|opened|made|logged|filed|posted)\\b");

    /** "must show up in AP-006", "appears in AP-006": the create's item is one the read returns. */
    private static boolean saysItShowsUp(String words, String readId) {
        return Pattern.compile("(?i)\\b(?:show(?:s|n)?\\s+up|appears?|(?:is\\s+|be\\s+)?(?:listed|visible|returned|found))\\s+(?:in|by|on)\\s+"
                + Pattern.quote(readId) + "(?![\\p{N}])").matcher(words).find();
    }

    /**
     * Whether the put writes a value that the read's sort key condition rules out: {@code status=REQUESTED} where the
     * index's sort key is {@code <status>#<startDate>} and the read asks {@code begins_with ON_LOAN#}.
     */
    private static boolean outsideTheRead(PatternPlan plan, Entity e, WriteStep s) {
        SortKeyCondition c = plan.pattern().sortKey();
        if (c == null || c.operands().isEmpty() || !c.operands().get(0).isConstant() || plan.schema().sortKey().size() != 1
                || c.operator() != ConditionOperator.BEGINS_WITH && c.operator() != ConditionOperator.EQ) {
            return false;
        }
        Map<String, String> written = new HashMap<>();
        Matcher m = WRITTEN_VALUE.matcher(s.source() == null ? "" : s.source());
        while (m.find()) {
            written.putIfAbsent(m.group(1), m.group(2));
        }
        StringBuilder prefix = new StringBuilder();
        for (KeyTemplate.Segment segment : KeyConditionMatcher.entityTemplate(e, plan.schema().sortKey().get(0)).segments()) {
            if (segment instanceof KeyTemplate.Literal l) {
                prefix.append(l.text());
            } else if (segment instanceof KeyTemplate.Placeholder p
                    && p.name().map(written::containsKey).orElse(false)) {
                prefix.append(written.get(p.name().get()));
            } else {
                break;
            }
        }
        String asked = c.operands().get(0).source();
        String made = prefix.toString();
        return !made.isEmpty() && !made.startsWith(asked) && !asked.startsWith(made);
    }

    /** {@code status = SCHEDULED}, {@code status=OPEN}: a name and the value the step writes to it. */
    private static final Pattern WRITTEN_VALUE = Pattern.compile("([\\p{L}_][\\p{L}\\p{N}_]*)\\s*=\\s*['\"]?([A-Z][A-Z0-9_]+)\\b(?![#<])");

    /** Whether the read's words say it returns items in a state the put writes: "must include upcoming `SCHEDULED` ones". */
    private static boolean includesWritten(String readWords, WriteStep s) {
        return writtenValues(s).stream().anyMatch(value -> Pattern.compile(
                "(?i:\\b(?:must|should|will|to)\\s+(?:also\\s+)?(?:include|show|list|return|contain)s?\\b)[^.;]{0,60}"
                + "(?<![\\p{L}\\p{N}_])" + Pattern.quote(value) + "(?![\\p{L}\\p{N}_])").matcher(readWords).find());
    }

    /** The states a put writes by name: {@code status=SCHEDULED}, {@code status = OPEN}. */
    private static List<String> writtenValues(WriteStep s) {
        List<String> values = new ArrayList<>();
        Matcher written = WRITTEN_VALUE.matcher(s.source() == null ? "" : s.source());
        while (written.find()) {
            values.add(written.group(2));
        }
        return values;
    }

    /**
     * Whether a key's words of when it is there ("only while status is SCHEDULED / IN_PROGRESS", "present only while
     * enrollment is open") name a value the put writes ({@code status=SCHEDULED}, {@code status = OPEN}): the item is
     * created in a state its key is written in.
     */
    private static boolean writesStateOf(String note, WriteStep s) {
        return writtenValues(s).stream().anyMatch(value -> Pattern.compile("(?i)(?<![\\p{L}\\p{N}_])" + Pattern.quote(value)
                + "(?![\\p{L}\\p{N}_])").matcher(note).find());
    }

    /** A write that sets every key of the index on an existing item of the entity's type. */
    private static Optional<WritePattern> setter(Design design, Entity e, List<String> keys) {
        for (WritePattern w : design.writes()) {
            for (WriteStep s : w.steps()) {
                if (s.verb() == StepVerb.UPDATE && e.type().equals(design.entity(s.entity()).map(Entity::type).orElse(null))
                        && (s.actions().set().keySet().containsAll(keys) || setsInWords(s, keys))) {
                    return Optional.of(w);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Whether an update whose actions were not read whole sets the keys in its words: "To OFFLINE: SET `status=:s`,
     * `GSI1PK=NET#<networkId>#ATTN`, `GSI1SK=<now>#<stationId>`".
     */
    private static boolean setsInWords(WriteStep s, List<String> keys) {
        String text = s.source() == null ? "" : s.source();
        int set = text.indexOf("SET ");
        return set >= 0 && keys.stream().allMatch(k -> Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(k) + "`?\\s*=")
                .matcher(text.substring(set)).find());
    }

    /**
     * Whether a key's note names the state of the shape that holds the key ("only while status = REQUESTED" of {@code
     * Visit (REQUESTED)}): the shape says that already. A note on another key of the shape ("set when the visit is
     * assigned") still says when that key is there.
     */
    private static boolean namesItsState(Entity e, String note) {
        return e.states().stream().anyMatch(state -> namesWord(note, state));
    }

    private static boolean namesWord(String text, String word) {
        return Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(word) + "(?![\\p{L}\\p{N}_])").matcher(text).find();
    }

    /**
     * Whether the put writes the shape's state: a shape named for a state ({@code Loan (OPEN)}, {@code Station
     * (COMMISSIONING or OFFLINE)}) needs the step to name one of them.
     */
    private static boolean inState(Entity e, WriteStep s) {
        String text = s.source() == null ? "" : s.source();
        return e.states().isEmpty() || e.states().stream().anyMatch(state -> namesWord(text, state));
    }

    /**
     * The index's keys a put leaves out where it lists what it writes: it names another index's key attribute, or at
     * least three attributes, and not these keys (nor the index by name: "with GSI1 and GSI2 keys"); none otherwise.
     */
    private static List<String> listsWithout(Design design, WriteStep s, List<String> keys, String index) {
        String text = s.source() == null ? "" : s.source();
        Entity e = design.entity(s.entity()).orElseThrow();
        Set<String> names = new LinkedHashSet<>();
        e.attributes().forEach(a -> names.add(a.name()));
        design.tableKeySchema().all().forEach(k -> names.add(k.name()));
        design.indexes().forEach(i -> i.keyAttributes().forEach(k -> names.add(k.name())));
        Set<String> listed = new LinkedHashSet<>();
        // the names outside the key's placeholders: what the step writes, not what its key is made of
        Matcher m = WORD.matcher(text.replaceAll("<[^<>]*>", " "));
        while (m.find()) {
            if (names.contains(m.group())) {
                listed.add(m.group());
            }
        }
        String lower = text.toLowerCase(Locale.ROOT);
        // the index's keys the step does not write: all of them, or those of a multi-attribute key it leaves out
        List<String> missing = keys.stream().filter(k -> !listed.contains(k) && !lower.contains(k.toLowerCase(Locale.ROOT))).toList();
        if (missing.isEmpty() || lower.matches("(?s).*\\b(?:all|every|full|whole)\\b.*\\b(?:keys?|attributes|item)\\b.*")) {
            return List.of();
        }
        boolean namesAnIndexKey = design.indexes().stream().flatMap(i -> i.keyAttributes().stream()).map(KeyAttribute::name)
                .anyMatch(listed::contains);
        boolean namesIndexes = Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(index.toLowerCase(Locale.ROOT))
                + "(?![\\p{L}\\p{N}_])").matcher(lower).find();
        return !namesIndexes && (namesAnIndexKey || listed.size() >= 3) ? missing : List.of();
    }
}

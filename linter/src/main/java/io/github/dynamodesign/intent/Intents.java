package io.github.dynamodesign.intent;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.design.ValueKinds;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SortOrder;
import io.github.dynamodesign.design.spec.SpecPattern;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The intent of every read pattern of a design, from the access-patterns document when there is one, then the
 * design's explicit forms, the inputs' names and the descriptions' words. The key templates under test are used only
 * to choose among values the words already name (which of an entity's times "newest" means), never to decide what
 * the pattern is for.
 */
public final class Intents {

    private static final Pattern SORT_PARAM = Pattern.compile(
            "(?i)\\bsort\\s*[=:]\\s*`?([A-Za-z_]\\w*(?:\\s+(?:ASC|DESC))?(?:\\s*,\\s*[A-Za-z_]\\w*(?:\\s+(?:ASC|DESC))?)*)`?");

    private final Design design;
    private final Optional<AccessPatternsSpec> spec;
    private final SpecMapping mapping;
    private final KeyConditionMatcher matcher;
    private final Map<String, PatternIntent> byId = new LinkedHashMap<>();

    private Intents(Design design, Optional<AccessPatternsSpec> spec) {
        this.design = design;
        this.spec = spec;
        this.mapping = new SpecMapping(design, spec);
        this.matcher = new KeyConditionMatcher(design);
        for (ReadPattern p : design.reads()) {
            byId.put(p.id(), derive(p));
        }
    }

    /** The intents of a design's read patterns; {@code spec} is its access-patterns document, when there is one. */
    public static Intents of(Design design, Optional<AccessPatternsSpec> spec) {
        return new Intents(design, spec);
    }

    public Optional<AccessPatternsSpec> spec() {
        return spec;
    }

    /** How the document's entities map to the design's. */
    public SpecMapping mapping() {
        return mapping;
    }

    /** The intent of a read pattern of the design. */
    public PatternIntent of(ReadPattern pattern) {
        PatternIntent intent = byId.get(pattern.id());
        return intent != null ? intent : PatternIntent.unknown(pattern.id(), pattern.description());
    }

    private PatternIntent derive(ReadPattern p) {
        Optional<SpecPattern> row = spec.flatMap(s -> s.pattern(p.id())).filter(SpecPattern::isRead);
        String title = row.map(SpecPattern::description).filter(d -> !d.isBlank()).orElse(p.description());
        List<String> entities = row.map(r -> mapping.designEntities(r.entities())).orElse(List.of());
        List<Entity> types = new ArrayList<>();
        entities.forEach(n -> design.entity(n).ifPresent(types::add));
        if (types.isEmpty()) {
            types.addAll(matcher.resultTypes(p));
        }
        List<String> undetermined = new ArrayList<>();
        SortOrder order = SortOrder.NONE;
        IntentSource orderSource = null;
        String orderWords = "";
        Optional<SortOrder> explicit = explicitSort(p.params().text());
        Optional<SortOrder> stated = row.map(SpecPattern::sort).filter(s -> !s.isEmpty())
                .flatMap(s -> resolved(p, s, types, undetermined));
        if (stated.isPresent()) {
            order = stated.get();
            orderSource = IntentSource.SPEC;
            orderWords = row.get().sort().toString();
            Optional<String> grouped = IntentWords.groupedBy(p.params().text() + " " + p.description());
            if (grouped.isPresent()) {
                order = order.upTo(grouped.get());
            }
        } else if (explicit.isPresent()) {
            order = explicit.get();
            orderSource = IntentSource.EXPLICIT;
            orderWords = order.toString();
        } else {
            String words = row.map(r -> r.description() + " ").orElse("") + p.description();
            Optional<IntentWords.OrderWords> w = IntentWords.order(words);
            if (w.isPresent()) {
                Optional<String> attribute = orderAttribute(p, types, w.get(), undetermined);
                if (attribute.isPresent()) {
                    order = SortOrder.of(attribute.get(), w.get().descending());
                    orderSource = IntentSource.WORDS;
                    orderWords = w.get().words();
                }
            }
        }
        String countWords = title + " " + p.description();
        Optional<Integer> limit = IntentWords.count(countWords);
        Map<String, InputMeaning> inputs = new LinkedHashMap<>();
        for (String input : p.inputs()) {
            inputMeaning(input, types, row, title + " " + p.description(), p).ifPresent(m -> inputs.put(input, m));
        }
        return new PatternIntent(p.id(), title, order, orderSource, orderWords, limit,
                limit.isPresent() ? countWords.strip() : "", inputs, entities, row, undetermined);
    }

    private static Optional<SortOrder> explicitSort(String params) {
        Matcher m = SORT_PARAM.matcher(params);
        if (!m.find()) {
            return Optional.empty();
        }
        List<SortOrder.Part> parts = new ArrayList<>();
        for (String part : m.group(1).split(",")) {
            String[] words = part.strip().split("\\s+");
            parts.add(new SortOrder.Part(words[0], words.length > 1 && words[1].equalsIgnoreCase("DESC")));
        }
        return Optional.of(new SortOrder(parts));
    }

    /** What an input stands for: an attribute of that name, else what its name says (a time, a number). */
    private Optional<InputMeaning> inputMeaning(String input, List<Entity> types, Optional<SpecPattern> row, String words,
                                                ReadPattern p) {
        String bound = p.boundInputs().get(input);
        if (bound != null) {
            return Optional.of(InputMeaning.attribute(input, bound, IntentSource.EXPLICIT));
        }
        boolean named = types.stream().anyMatch(e -> e.attribute(input).isPresent());
        if (named) {
            boolean inSpec = row.map(r -> r.inputs().contains(input)).orElse(false);
            return Optional.of(InputMeaning.attribute(input, input, inSpec ? IntentSource.SPEC : IntentSource.NAME));
        }
        if (IntentWords.ambiguousTimeName(input)) {
            Optional<String> subject = IntentWords.rangeSubject(words);
            if (subject.isPresent()) {
                return findAttribute(types, subject.get()).map(a -> InputMeaning.attribute(input, a, IntentSource.WORDS));
            }
        }
        return IntentWords.inputKind(input).map(k -> k == InputMeaning.Kind.TIME ? InputMeaning.time(input, IntentSource.NAME)
                : InputMeaning.number(input, IntentSource.NAME));
    }

    /**
     * The attribute an order in words is on: the one the words name; else among the result types' values of the kind
     * the words ask for, the one their sort keys on the queried index are made of, or the only one there is.
     */
    private Optional<String> orderAttribute(ReadPattern p, List<Entity> types, IntentWords.OrderWords w, List<String> undetermined) {
        if (w.attribute().isPresent()) {
            Optional<String> found = findAttribute(types, w.attribute().get());
            if (found.isEmpty() && w.kind() == IntentWords.OrderKind.NUMBER) {
                found = kindChoice(p, types, w);
            }
            if (found.isEmpty()) {
                undetermined.add(p.id() + " asks for \"" + w.words() + "\", but no value of " + names(types) + " is called "
                        + w.attribute().get() + ": give the order as the pattern's Sort (`Sort=attribute DESC` in Params)");
            }
            return found;
        }
        Optional<String> choice = kindChoice(p, types, w);
        if (choice.isPresent()) {
            return choice;
        }
        Set<String> candidates = candidates(types, w);
        String kind = w.kind() == IntentWords.OrderKind.TIME ? "time" : "number";
        undetermined.add(p.id() + " asks for \"" + w.words() + "\", but " + (candidates.isEmpty()
                ? names(types) + " " + (types.size() == 1 ? "has" : "have") + " no " + kind + " to order by"
                : "it is not said which " + kind + " of " + names(types) + " (" + String.join(", ", candidates) + ")")
                + ": add `Sort=" + (candidates.isEmpty() ? "attribute" : candidates.iterator().next()) + (w.descending() ? " DESC" : " ASC")
                + "` to its Params");
        return Optional.empty();
    }

    private static Set<String> candidates(List<Entity> types, IntentWords.OrderWords w) {
        Set<String> candidates = new LinkedHashSet<>();
        for (Entity e : types) {
            for (Attribute a : e.attributes()) {
                if (fits(w.kind(), a.kind())) {
                    candidates.add(a.name());
                }
            }
        }
        return candidates;
    }

    /**
     * Among the result types' values of the kind the words ask for: a price for "cheapest", the one their sort keys on
     * the queried index are made of, or the only one there is.
     */
    private Optional<String> kindChoice(ReadPattern p, List<Entity> types, IntentWords.OrderWords w) {
        Set<String> candidates = candidates(types, w);
        if (w.words().matches("(?s).*\\b(cheapest|most expensive)\\b.*")) {
            List<String> prices = candidates.stream().filter(c -> c.toLowerCase(Locale.ROOT).matches(".*(price|cost|amount).*")).toList();
            if (prices.size() == 1) {
                return Optional.of(prices.get(0));
            }
        }
        Set<String> inKeys = new LinkedHashSet<>();
        Optional<KeySchema> schema = design.keySchema(p.index());
        for (Entity e : types) {
            if (schema.isPresent()) {
                for (KeyAttribute k : schema.get().sortKey()) {
                    if (e.writesKey(k.name())) {
                        for (String name : attributesOf(e, KeyConditionMatcher.entityTemplate(e, k).references(), 0)) {
                            if (fits(w.kind(), ValueKinds.of(e, new Expression.Reference(name)))) {
                                inKeys.add(name);
                            }
                        }
                    }
                }
            }
        }
        Set<String> choice = inKeys.size() == 1 ? inKeys : candidates.size() == 1 ? candidates : Set.of();
        return choice.size() == 1 ? Optional.of(choice.iterator().next()) : Optional.empty();
    }

    /** The attributes values are made of, following derived values. */
    public static Set<String> attributesOf(Entity e, java.util.Collection<String> names, int depth) {
        Set<String> result = new LinkedHashSet<>();
        for (String name : names) {
            if (e.attribute(name).isPresent()) {
                result.add(name);
            } else if (depth < 8) {
                e.derivedValue(name).ifPresent(d -> result.addAll(attributesOf(e, d.expression().references(), depth + 1)));
            }
        }
        return result;
    }

    private static boolean fits(IntentWords.OrderKind kind, ValueKind value) {
        return kind == IntentWords.OrderKind.TIME ? value.isTime() : value.isNumeric();
    }

    private static final Set<String> FILLER = Set.of("the", "a", "an", "of", "by", "per", "its", "their", "in", "on");

    /**
     * The Order column's order with each value named in words ({@code average score highest first}) as the one value
     * of the result types all its words name: {@code avgBp}, whose name abbreviates "average" and whose notes name the
     * score. Empty, with the sentence to write, when some words name no one value.
     */
    private static Optional<SortOrder> resolved(ReadPattern p, SortOrder sort, List<Entity> types, List<String> undetermined) {
        List<SortOrder.Part> parts = new ArrayList<>();
        for (SortOrder.Part part : sort.parts()) {
            boolean aValue = types.stream().anyMatch(e -> e.defines(part.attribute()));
            if (!part.attribute().contains(" ") && (aValue || types.isEmpty())) {
                // "surname ASC" where the keys hold `surnameNorm` and never `surname`: the order the keys give it
                parts.add(new SortOrder.Part(normalizedCopy(part.attribute(), types).orElse(part.attribute()), part.descending()));
                continue;
            }
            // "site, then plotNo": a word that is no value's name is read as words
            Optional<String> named = namedByWords(part.attribute(), types);
            if (named.isEmpty()) {
                undetermined.add(p.id() + " is ordered by \"" + part + "\", but no one value of " + names(types)
                        + " is named by all of those words: write the attribute's name in the Order column");
                return Optional.empty();
            }
            parts.add(new SortOrder.Part(normalizedCopy(named.get(), types).orElse(named.get()), part.descending()));
        }
        return Optional.of(new SortOrder(parts));
    }

    /** A value's normalized copy the keys are made of, where no key holds the value itself: {@code surnameNorm} of surname. */
    private static Optional<String> normalizedCopy(String name, List<Entity> types) {
        Set<String> referenced = new LinkedHashSet<>();
        types.forEach(e -> e.keys().forEach(k -> referenced.addAll(k.template().references())));
        if (types.isEmpty() || referenced.contains(name)) {
            return Optional.empty();
        }
        List<String> copies = referenced.stream().filter(r -> r.startsWith(name)
                && r.substring(name.length()).matches("Norm(?:ali[sz]ed)?|Lower(?:case)?|Upper(?:case)?|Folded|Slug|Sort(?:Key)?|Search")).toList();
        return copies.size() == 1 ? Optional.of(copies.get(0)) : Optional.empty();
    }

    /** The one attribute of the result types named by all the words: by its name first, then by its name and notes. */
    static Optional<String> namedByWords(String text, List<Entity> types) {
        List<String> words = java.util.Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                .filter(w -> !w.isEmpty() && !FILLER.contains(w)).toList();
        if (words.isEmpty()) {
            return Optional.empty();
        }
        // "lesson end" of a LessonReport: the words that name the entity say nothing of which of its values
        Set<String> entityWords = new LinkedHashSet<>();
        types.forEach(e -> java.util.Arrays.stream(e.type().split("(?<=[a-z0-9])(?=[A-Z])|_"))
                .forEach(part -> entityWords.add(part.toLowerCase(Locale.ROOT))));
        List<String> aboutValues = words.stream().filter(w -> !entityWords.contains(w)).toList();
        for (List<String> these : aboutValues.isEmpty() || aboutValues.size() == words.size() ? List.of(words) : List.of(words, aboutValues)) {
            // "review count" is reviewCount by its name; "average score" is avgBp, "the average in basis points" of sumScorePct
            for (boolean notes : new boolean[] {false, true}) {
                Set<String> named = new LinkedHashSet<>();
                for (Entity e : types) {
                    for (Attribute a : e.attributes()) {
                        if (these.stream().allMatch(w -> names(a, w, notes))) {
                            named.add(a.name());
                        }
                    }
                }
                if (named.size() > 1) {
                    // "first name" of firstName beside firstNameLower: the one whose name is those words and no more
                    List<String> exact = named.stream().filter(n -> java.util.Arrays.stream(n.split("(?<=[a-z0-9])(?=[A-Z])|_"))
                            .allMatch(part -> these.contains(part.toLowerCase(Locale.ROOT)))).toList();
                    return exact.size() == 1 ? Optional.of(exact.get(0)) : Optional.empty();
                }
                if (!named.isEmpty()) {
                    return Optional.of(named.iterator().next());
                }
            }
        }
        return Optional.empty();
    }

    /** Whether a word names the attribute: a part of its name, a part abbreviating it ({@code avg}), or a word of its notes. */
    private static boolean names(Attribute a, String word, boolean notes) {
        for (String part : a.name().split("(?<=[a-z0-9])(?=[A-Z])|_")) {
            String p = part.toLowerCase(Locale.ROOT);
            if (p.equals(word) || p.length() >= 3 && word.length() > p.length() && abbreviates(p, word)) {
                return true;
            }
            // "seat number" for seatNo: the short forms of "number"
            if (word.equals("number") && (p.equals("no") || p.equals("nr"))) {
                return true;
            }
            // "end" for endedAt, "start" for startedAt: the word the part inflects
            if (word.length() >= 3 && p.startsWith(word) && p.length() - word.length() <= 2 && p.matches(".*(?:ed|d|s|es)$")) {
                return true;
            }
        }
        return notes && java.util.regex.Pattern.compile("(?i)" + java.util.regex.Pattern.quote(word)).matcher(a.description()).find();
    }

    /** {@code avg} for average, {@code qty} for quantity: the first letter, then the others in order. */
    private static boolean abbreviates(String part, String word) {
        if (part.charAt(0) != word.charAt(0)) {
            return false;
        }
        int i = 1;
        for (int k = 1; k < word.length() && i < part.length(); k++) {
            if (word.charAt(k) == part.charAt(i)) {
                i++;
            }
        }
        return i == part.length();
    }

    /** An attribute of the result types named by words: exactly, ignoring case and spaces, or the only one containing them. */
    private static Optional<String> findAttribute(List<Entity> types, String words) {
        String wanted = words.replace(" ", "").toLowerCase(Locale.ROOT);
        Set<String> containing = new LinkedHashSet<>();
        for (Entity e : types) {
            for (Attribute a : e.attributes()) {
                String name = a.name().toLowerCase(Locale.ROOT);
                if (name.equals(wanted)) {
                    return Optional.of(a.name());
                }
                if (name.contains(wanted)) {
                    containing.add(a.name());
                }
            }
        }
        return containing.size() == 1 ? Optional.of(containing.iterator().next()) : Optional.empty();
    }

    private static String names(List<Entity> types) {
        return types.isEmpty() ? "its results" : String.join(", ", types.stream().map(Entity::name).toList());
    }
}

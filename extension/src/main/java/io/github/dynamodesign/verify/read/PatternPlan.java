package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.FilterCondition;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.Projection;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.SortKeyCondition;
import io.github.dynamodesign.design.ValueFormat;
import io.github.dynamodesign.design.spec.SpecPattern;
import io.github.dynamodesign.intent.Intents;
import io.github.dynamodesign.intent.PatternIntent;
import io.github.dynamodesign.verify.DesignError;
import io.github.dynamodesign.verify.SeededItem;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a read pattern means for each of its result types: how its templates line up with the entity's, what each
 * input stands for, and the design errors that make it unverifiable as written.
 */
public final class PatternPlan {

    /** What an input of the pattern stands for. */
    enum Role {
        EQUALITY, PREFIX, LOWER_BOUND, UPPER_BOUND, FILTER
    }

    /** The alignments of the pattern's templates with one entity's templates. */
    record TypePlan(Entity entity, List<Alignment> partition, List<Alignment> leading, Alignment sortKey,
                    List<Alignment> bounds, List<KeyTemplate> sortTemplates) {
    }

    private final ReadPattern pattern;
    private final PatternIntent intent;
    private final KeySchema schema;
    private final List<Entity> resultTypes;
    private final Map<Entity, TypePlan> types = new LinkedHashMap<>();
    private final Map<String, Role> roles = new LinkedHashMap<>();
    private final List<DesignError> designErrors = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private Optional<String> notUnderstood = Optional.empty();

    private PatternPlan(ReadPattern pattern, PatternIntent intent, KeySchema schema, List<Entity> resultTypes) {
        this.pattern = pattern;
        this.intent = intent;
        this.schema = schema;
        this.resultTypes = resultTypes;
    }

    public ReadPattern pattern() {
        return pattern;
    }

    /** What the pattern is for, read apart from its templates. */
    public PatternIntent intent() {
        return intent;
    }

    private static final java.util.regex.Pattern EXCLUSIVE = java.util.regex.Pattern.compile(
            "(?i)\\bexclusive\\b|\\bexclud(?:e|es|ed|ing)\\b|\\bnot\\s+including\\b|\\bbut\\s+not\\b|\\bstrictly\\b");
    /** "excluded", "included": a verb, said of items as often as of a bound. */
    private static final java.util.regex.Pattern ITEMS_VERB = java.util.regex.Pattern.compile("(?i)\\bexclud(?:e|es|ed|ing)\\b|\\bincluded\\b");
    /** A comparison written out: {@code dueDate < today}, {@code minUsd <= amountUsd <= maxUsd}. */
    private static final java.util.regex.Pattern COMPARISON = java.util.regex.Pattern.compile(
            "(?<![\\p{L}\\p{N}_])([\\p{L}_][\\p{L}\\p{N}_]*)`?\\s+(<=|>=|≤|≥|<|>)\\s+(?=`?([\\p{L}_][\\p{L}\\p{N}_]*))");
    private static final java.util.regex.Pattern INCLUSIVE = java.util.regex.Pattern.compile(
            "(?i)\\binclusive\\b|\\bincluded\\b|\\bup\\s+to\\s+and\\s+including\\b|\\bboth\\s+ends\\b"
            + "|\\b(?:on|at)\\s+or\\s+(?:after|before|above|below|later\\s+than|earlier\\s+than)\\b|\\bor\\s+(?:later|earlier|more|less|higher|lower)\\b");
    /** Words naming the lower or the upper end of a range: "start inclusive", "end exclusive", "upper bound included". */
    private static final java.util.regex.Pattern START_END = java.util.regex.Pattern.compile(
            "(?i)\\b(?:start(?:ing)?|begin(?:ning)?|lower|min(?:imum)?|first)\\b");
    private static final java.util.regex.Pattern FINISH_END = java.util.regex.Pattern.compile(
            "(?i)\\b(?:end(?:ing)?|finish|upper|max(?:imum)?|last)\\b");
    /** {@code checkIn..checkOut-1}: the upper input's value itself is not in the range. */
    /** "[from, to)", "[from..to]": an interval written out, each end inclusive or not by its bracket. */
    private static final java.util.regex.Pattern INTERVAL = java.util.regex.Pattern.compile(
            "([\\[(])\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*(?:,|\\.\\.)\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*([\\])])");
    private static final java.util.regex.Pattern MINUS_ONE = java.util.regex.Pattern.compile(
            "\\.\\.\\s*<?`?([\\p{L}_][\\p{L}\\p{N}_]*)`?>?\\s*[-−]\\s*1\\b");

    /**
     * Whether the pattern's own row says a range bound includes items whose values equal it: {@code false} for "`to`
     * exclusive end of window", "nights checkIn..checkOut-1"; {@code true} for "from and to inclusive"; empty when
     * the row does not say (then the operator decides: BETWEEN, {@code <=} and {@code >=} include it).
     *
     * @param lower whether the bound is the lower one; a word that names no input is taken for the upper bound
     */
    Optional<Boolean> boundInclusive(Alignment bound, boolean lower) {
        // "due on or before untilDate" with `< <untilDate + 1 day>`: the words are said of the input, not of the value
        // the bound moves it to (see endsAtItsInput); of that value nothing is said: leave it to the operator
        if (!bound.pairs().isEmpty() && shift(bound.pairs().get(bound.pairs().size() - 1).pattern().expression()).isPresent()) {
            return Optional.empty();
        }
        return statedInclusive(bound, lower);
    }

    /**
     * Whether the row's words include a bound's input and the bound moves it outward to the next day or unit
     * ({@code BETWEEN <fromDate> AND <dayAfter(toDate)>} for "both dates inclusive"): the range then ends at the input
     * itself, inclusive.
     */
    boolean endsAtItsInput(Alignment bound, boolean lower) {
        java.util.Optional<java.math.BigDecimal> shift = bound.pairs().isEmpty() ? Optional.empty()
                : shift(bound.pairs().get(bound.pairs().size() - 1).pattern().expression());
        // a move by one: the next value past the input ("<today + 13 days>" is a window's length, not a move past its end)
        return shift.isPresent() && shift.get().abs().compareTo(java.math.BigDecimal.ONE) == 0
                && (lower ? shift.get().signum() < 0 : shift.get().signum() > 0) && statedInclusive(bound, lower).orElse(false);
    }

    /** The amount a bound's expression moves one input by ({@code <d + 1 day>}, {@code <n - 1>}); empty when it is no such move. */
    static Optional<java.math.BigDecimal> shift(io.github.dynamodesign.design.Expression x) {
        if (x instanceof io.github.dynamodesign.design.Expression.Call c
                && c.function() == io.github.dynamodesign.design.Expression.Function.PLUS_DAYS
                && c.arguments().get(0) instanceof io.github.dynamodesign.design.Expression.Reference
                && c.arguments().get(1) instanceof io.github.dynamodesign.design.Expression.NumberLiteral n && n.value().signum() != 0) {
            return Optional.of(n.value());
        }
        if (x instanceof io.github.dynamodesign.design.Expression.Arithmetic a && (a.operator() == '+' || a.operator() == '-')
                && a.left() instanceof io.github.dynamodesign.design.Expression.Reference
                && a.right() instanceof io.github.dynamodesign.design.Expression.NumberLiteral n && n.value().signum() != 0) {
            return Optional.of(a.operator() == '-' ? n.value().negate() : n.value());
        }
        return Optional.empty();
    }

    private static final java.util.regex.Pattern ANY_CASE = java.util.regex.Pattern.compile(
            "(?i)\\bany\\s+case\\b|\\bcase[- ]insensitive(?:ly)?\\b|\\bwhatever\\s+(?:its\\s+)?case\\b|\\bas\\s+typed\\b|\\bignor(?:es|ing)\\s+case\\b");

    /**
     * Whether the pattern's words, or the note of a key it reads, say its inputs come in any letter case ("Find
     * customer by e-mail (any case)", "e-mail addresses are case-insensitive"): then an input is the value as typed,
     * and a key that folds the case must be met by a request that folds it too.
     */
    public boolean saysAnyCase(Entity e) {
        return anyCase.computeIfAbsent(e, entity -> ANY_CASE.matcher(pattern.description() + " ; "
                + intent.spec().map(s -> s.description() + " ; " + s.conditions()).orElse("") + " ; "
                + String.join(" ; ", entity.keys().stream().filter(k -> schema.all().stream().anyMatch(a -> a.name().equals(k.attribute())))
                .map(k -> k.note() == null ? "" : k.note()).toList())).find());
    }

    /** {@link #saysAnyCase} by entity, read once: it is asked for every item an input is bound from. */
    private final Map<Entity, Boolean> anyCase = new java.util.concurrent.ConcurrentHashMap<>();

    private Optional<Boolean> statedInclusive(Alignment bound, boolean lower) {
        java.util.Set<String> inputs = new java.util.LinkedHashSet<>();
        bound.pairs().forEach(p -> inputs.addAll(p.pattern().expression().references()));
        String text = pattern.description() + " ; " + pattern.params().text() + " ; "
                + intent.spec().map(s -> s.description() + " ; " + s.conditions() + " ; " + s.resultWords()).orElse("");
        java.util.regex.Matcher minus = MINUS_ONE.matcher(text);
        while (minus.find()) {
            if (inputs.contains(minus.group(1))) {
                return Optional.of(false);
            }
        }
        java.util.regex.Matcher interval = INTERVAL.matcher(text);
        while (interval.find()) {
            if (inputs.contains(interval.group(2))) {
                return Optional.of(interval.group(1).equals("["));
            }
            if (inputs.contains(interval.group(3))) {
                return Optional.of(interval.group(4).equals("]"));
            }
        }
        // "dueDate < today": an input compared strictly is not in the range, "minUsd <= amountUsd" is
        java.util.regex.Matcher compared = COMPARISON.matcher(text);
        while (compared.find()) {
            boolean strict = compared.group(2).length() == 1 && "<>".contains(compared.group(2));
            if (inputs.contains(compared.group(1)) || inputs.contains(compared.group(3))) {
                return Optional.of(!strict);
            }
        }
        for (String clause : text.split("[;,.()]")) {
            boolean exclusive = EXCLUSIVE.matcher(clause).find();
            boolean inclusive = INCLUSIVE.matcher(clause).find();
            if (exclusive == inclusive) {
                continue;
            }
            boolean namesThis = inputs.stream().anyMatch(i -> java.util.regex.Pattern.compile(
                    "(?<![\\p{L}\\p{N}_])" + java.util.regex.Pattern.quote(i) + "(?![\\p{L}\\p{N}_])").matcher(clause).find());
            boolean namesAnother = roles.keySet().stream().filter(i -> !inputs.contains(i)).anyMatch(i -> java.util.regex.Pattern
                    .compile("(?<![\\p{L}\\p{N}_])" + java.util.regex.Pattern.quote(i) + "(?![\\p{L}\\p{N}_])").matcher(clause).find());
            // "start inclusive, end exclusive": a clause that names one end in words is said of that end only
            boolean saysThisEnd = (lower ? START_END : FINISH_END).matcher(clause).find();
            boolean saysOtherEnd = (lower ? FINISH_END : START_END).matcher(clause).find();
            if (!namesThis && saysThisEnd != saysOtherEnd) {
                if (saysThisEnd) {
                    return Optional.of(inclusive);
                }
                continue;
            }
            // "Retired menus excluded", "cancelled ones included": a verb said of items, of no bound it names
            boolean ofABound = namesThis || saysThisEnd || saysOtherEnd || !ITEMS_VERB.matcher(clause).find()
                    || EXCLUSIVE.matcher(ITEMS_VERB.matcher(clause).replaceAll("")).find()
                    || INCLUSIVE.matcher(ITEMS_VERB.matcher(clause).replaceAll("")).find();
            if (namesThis || !namesAnother && (inclusive || !lower) && ofABound) {
                return Optional.of(inclusive);
            }
        }
        return Optional.empty();
    }

    /** The key schema the pattern reads: the table's or its index's. */
    public KeySchema schema() {
        return schema;
    }

    /** The entity types the pattern returns, declared or inferred. */
    public List<Entity> resultTypes() {
        return resultTypes;
    }

    /**
     * Whether the access-patterns document's Multi-Entity column says No while the key condition reads items of more
     * than one entity type, the design declares no Returns and the Entity column names one: an answer that holds two
     * types then contradicts it, whichever of them the Entity column means.
     */
    boolean oneTypeStated() {
        // an Entity column naming two ("Case, Remake") says otherwise; a Scan reads every type there is
        return pattern.returns().isEmpty() && pattern.operation() != Operation.SCAN && intent.entities().size() == 1
                && intent.spec().flatMap(s -> s.multiEntity()).equals(Optional.of(false))
                && resultTypes.stream().map(Entity::type).distinct().count() > 1;
    }

    /** How the pattern lines up with each result type whose keys it can satisfy. */
    Map<Entity, TypePlan> types() {
        return types;
    }

    /** Whether the pattern returns items of the entity (and lines up with its keys). */
    public boolean returns(Entity e) {
        return types.containsKey(e);
    }

    /** What each input stands for. */
    Map<String, Role> roles() {
        return roles;
    }

    /**
     * Whether a bound's input stands for a day where the key it is compared with holds a moment: the document declares
     * it a date ("`{fromDate}`, `{toDate}` are `YYYY-MM-DD`"), a bound writes a time after it ({@code <toDate>T23:59:59Z}),
     * its name is a day's ({@code toDate}), or it is the other end of a range whose input is such a date.
     */
    boolean dated(String input) {
        Role role = roles.get(input);
        if (role != Role.LOWER_BOUND && role != Role.UPPER_BOUND) {
            return false;
        }
        if (datedItself(input)) {
            return true;
        }
        return roles.entrySet().stream().anyMatch(r -> r.getValue() != role
                && (r.getValue() == Role.LOWER_BOUND || r.getValue() == Role.UPPER_BOUND) && datedItself(r.getKey()));
    }

    /** The pattern's own words saying its bounds are days: "(whole days, inclusive)", "both dates included". */
    private static final java.util.regex.Pattern WHOLE_DAYS = java.util.regex.Pattern.compile(
            "(?i)\\b(?:whole|full|entire|calendar)\\s+days?\\b|\\bboth\\s+dates\\b");

    /** An input named for a day: {@code fromDate}, {@code untilDate}, {@code day}; not a date-time. */
    private static final java.util.regex.Pattern DATE_NAME = java.util.regex.Pattern.compile("(?i)(?:.*[a-z_])?(?:date|day)");

    private boolean datedItself(String input) {
        if (pattern.inputFormats().get(input) == ValueFormat.DATE) {
            return true;
        }
        if (WHOLE_DAYS.matcher(pattern.description()).find() || WHOLE_DAYS.matcher(intent.title() == null ? "" : intent.title()).find()) {
            return true;
        }
        if (DATE_NAME.matcher(input).matches()) {
            return true; // "fromDate", "toDate", "day": a day, whatever the key it is compared with holds
        }
        return types.values().stream().flatMap(t -> t.bounds().stream()).anyMatch(a -> a.timeAfterLastInput().isPresent()
                && a.pairs().get(a.pairs().size() - 1).pattern().expression().references().contains(input));
    }

    /**
     * Whether an item is in the index the pattern reads: it has every key attribute of it. An item stored under another
     * version of the design's keys is where this design's templates put it: its intended place, which it may not be in.
     */
    public boolean inIndex(SeededItem item) {
        if (item.keysFromAnotherDesign()) {
            return OtherDesignKeys.rendersAll(item, schema);
        }
        return schema.all().stream().allMatch(k -> item.stored().containsKey(k.name()));
    }

    /** What the pattern contradicts that only an input's name or the description's words suggest: reported, not failed. */
    public List<String> warnings() {
        return warnings;
    }

    public List<DesignError> designErrors() {
        return designErrors;
    }

    /** Whether the pattern has cases to run: it has result types and no error keeps its request from being built. */
    boolean casesPossible() {
        return !types.isEmpty() && designErrors.stream().noneMatch(e -> e.code().blocksCases());
    }

    private void error(DesignError.Code code, String message) {
        designErrors.add(new DesignError(code, message));
    }

    /**
     * Plans a read pattern: its result types, how its templates line up with theirs, and its design errors (those
     * against its intent are added by {@link ReadChecks#plan}).
     */
    public static PatternPlan of(Design design, ReadPattern pattern, KeyConditionMatcher matcher, Intents intents) {
        PatternIntent intent = intents.of(pattern);
        Optional<KeySchema> schema = design.keySchema(pattern.index());
        PatternPlan plan = new PatternPlan(pattern, intent, schema.orElse(design.tableKeySchema()),
                onePer(design, pattern, intent, singleEntity(design, pattern, intent, matcher.resultTypes(pattern))));
        Optional<Diagnostic> unknownIndex = ModelChecks.unknownIndex(design, pattern);
        if (unknownIndex.isPresent() || schema.isEmpty()) {
            unknownIndex.ifPresent(d -> plan.designErrors.add(DesignError.of(DesignError.Code.UNKNOWN_INDEX, d)));
            return plan;
        }
        plan.checkShape(design, matcher);
        plan.assignRoles();
        for (Entity e : plan.resultTypes()) {
            plan.types().put(e, plan.typePlan(e));
        }
        return plan;
    }


    /**
     * The result types, narrowed to the access-patterns document's entity where its row says the pattern returns one
     * entity type (Multi-Entity: No) and the design declares no Returns: items of another type the key condition also
     * reads are then not intended.
     */
    private static final java.util.regex.Pattern PLAIN_RESULT = java.util.regex.Pattern.compile(
            "(?i)\\s*(?:single|collection|list)\\s*(?:\\((?![^)]*(?:\\+|\\bwith\\b|\\band\\b|\\bplus\\b|\\bincl))[^)]*\\))?\\s*");

    /** "one row per season", "one item for each day": the row says the pattern returns one item per value. */
    private static final java.util.regex.Pattern ONE_PER = java.util.regex.Pattern.compile(
            "(?i)\\bone\\s+(?:row|item|entry|record|line|result)\\s+(?:per|for\\s+each|for\\s+every)\\s+(\\p{L}+)");

    /** The words of the pattern's row that say it returns one item per value: {@code one row per season}, or empty. */
    static Optional<java.util.regex.MatchResult> onePerWords(PatternIntent intent) {
        return intent.spec().flatMap(s -> {
            java.util.regex.Matcher m = ONE_PER.matcher(s.description() + " ; " + s.resultWords() + " ; " + s.conditions());
            return m.find() ? Optional.of(m.toMatchResult()) : Optional.empty();
        });
    }

    /**
     * "Player's career totals — one row per season", read where season totals and game lines share the prefix: of the
     * types the key condition reads, those keyed under it by that value alone (`SEASON#<seasonId>`) hold one item per
     * value; the others (`SEASON#<seasonId>#GAME#…`) hold many, and the row does not want them.
     */
    private static List<Entity> onePer(Design design, ReadPattern pattern, PatternIntent intent, List<Entity> inferred) {
        Optional<java.util.regex.MatchResult> words = onePerWords(intent);
        Optional<KeySchema> schema = design.keySchema(pattern.index());
        if (words.isEmpty() || inferred.size() < 2 || !pattern.returns().isEmpty() || schema.isEmpty() || schema.get().sortKey().size() != 1) {
            return inferred;
        }
        String word = words.get().group(1).toLowerCase(Locale.ROOT);
        KeyAttribute sortKey = schema.get().sortKey().get(0);
        List<Entity> onePer = inferred.stream().filter(e -> {
            Set<String> values = new HashSet<>(KeyConditionMatcher.entityTemplate(e, sortKey).references());
            return values.size() == 1 && values.iterator().next().toLowerCase(Locale.ROOT).matches(
                    java.util.regex.Pattern.quote(word) + "(?:id|no|number|code|key)?");
        }).toList();
        return onePer.isEmpty() ? inferred : onePer;
    }

    private static List<Entity> singleEntity(Design design, ReadPattern pattern, PatternIntent intent, List<Entity> inferred) {
        // "Multi-Entity: No", or an Entity column naming one entity with a Result that adds nothing ("Collection", not
        // "Single + lines")
        boolean single = pattern.returns().isEmpty() && intent.spec().map(s -> s.multiEntity().map(m -> !m)
                .orElseGet(() -> s.entities().size() == 1 && PLAIN_RESULT.matcher(s.resultWords()).matches())).orElse(false);
        if (!single || inferred.size() < 2) {
            return inferred;
        }
        Set<String> named = new HashSet<>(intent.entities());
        List<Entity> stated = inferred.stream().filter(e -> named.contains(e.name()) || named.contains(e.type())).toList();
        boolean oneType = stated.stream().map(Entity::type).distinct().count() == 1;
        return oneType ? stated : inferred;
    }

    /** A GSI returns only what it projects, and DynamoDB rejects a filter on anything else. */
    private void checkFilterProjection(Design design, SecondaryIndex index) {
        if (index.projection().type() == Projection.Type.ALL) {
            return;
        }
        Set<String> projected = new HashSet<>(index.projection().attributes());
        index.keyAttributes().forEach(k -> projected.add(k.name()));
        design.tableKeySchema().all().forEach(k -> projected.add(k.name()));
        List<String> missing = pattern.params().filters().stream().map(FilterCondition::attribute)
                .filter(a -> !projected.contains(a)).distinct().toList();
        if (!missing.isEmpty()) {
            error(DesignError.Code.FILTER_NOT_PROJECTED, pattern.id() + " filters on " + String.join(", ", missing) + ", which " + index.name()
                    + " does not project (" + index.projection() + "): DynamoDB rejects the query — project "
                    + (missing.size() == 1 ? "it" : "them") + " (INCLUDE (" + String.join(", ", missing) + ")) or filter another way");
        }
    }

    private void checkShape(Design design, KeyConditionMatcher matcher) {
        if (pattern.operation() != Operation.SCAN && pattern.partitionKey().isEmpty()) {
            error(DesignError.Code.NO_PARTITION_KEY, pattern.id() + " has no partition key value");
        } else if (pattern.operation() != Operation.SCAN && pattern.partitionKey().size() != schema.partitionKey().size()) {
            error(DesignError.Code.PARTITION_KEY_ARITY, pattern.id() + " gives " + pattern.partitionKey().size() + " partition key value(s) for "
                    + schema.partitionKey().size() + " key attribute(s) of " + schema.displayName());
        }
        boolean single = pattern.operation() == Operation.GET_ITEM || pattern.operation() == Operation.BATCH_GET_ITEM
                || pattern.operation() == Operation.TRANSACT_GET_ITEMS;
        if (single && pattern.index() != null) {
            error(DesignError.Code.SINGLE_ITEM_READ_ON_INDEX, pattern.id() + " is a " + pattern.operation() + " on " + pattern.index()
                    + ", but " + pattern.operation() + " reads the table only");
        } else if (single && !schema.sortKey().isEmpty()
                && (pattern.sortKey() == null || pattern.sortKey().operator() != ConditionOperator.EQ)) {
            error(DesignError.Code.INCOMPLETE_PRIMARY_KEY, pattern.id() + " is a " + pattern.operation() + " without the full primary key");
        }
        design.index(pattern.index()).filter(i -> i.kind() == IndexKind.GSI).ifPresent(i -> checkFilterProjection(design, i));
        ModelChecks.unknownEntities(design, pattern).forEach(d -> designErrors.add(DesignError.of(DesignError.Code.UNKNOWN_ENTITY, d)));
        for (String name : pattern.returns()) {
            Optional<Entity> e = design.entity(name);
            List<Entity> shapes = design.entitiesNamed(name);
            if (e.isEmpty() || shapes.size() > 1 && shapes.stream().anyMatch(s -> matcher.match(pattern, s) == KeyConditionMatcher.Match.INTENDED)) {
                continue;
            }
            KeyConditionMatcher.Match m = matcher.match(pattern, e.get());
            if (m == KeyConditionMatcher.Match.NOT_IN_INDEX) {
                notInIndex(e.get(), "");
            } else if (m != KeyConditionMatcher.Match.INTENDED && pattern.operation() != Operation.SCAN) {
                error(DesignError.Code.RETURNS_ENTITY_NOT_MATCHING, pattern.id() + " returns " + name + ", but " + name + "'s keys cannot satisfy its key condition");
            }
        }
        // the access-patterns document's Entity column names what the pattern returns: an entity it names that never
        // writes the keys of the index read is never returned ("work orders (cases and remakes)" from an index only
        // cases are in)
        if (pattern.returns().isEmpty() && pattern.index() != null && pattern.operation() != Operation.SCAN) {
            List<Entity> inferred = matcher.inferredTypes(pattern);
            for (String name : intent.entities()) {
                Optional<Entity> e = design.entity(name);
                // "Top volunteers of a year" (Entity: Volunteer) read from VolunteerYearStat items: the key condition reads
                // an entity named after the one the column names, the design's item for it in this pattern; the column
                // names the domain's entity, not which of the design's items answers
                boolean standIn = inferred.stream().anyMatch(x -> x.namedAfter(name));
                if (e.isPresent() && design.entitiesNamed(name).size() <= 1 && !standIn
                        && matcher.match(pattern, e.get()) == KeyConditionMatcher.Match.NOT_IN_INDEX) {
                    notInIndex(e.get(), " (the access-patterns document's Entity column)");
                }
            }
        }
        if (!pattern.returns().isEmpty() && pattern.operation() != Operation.SCAN) {
            for (Entity e : matcher.inferredTypes(pattern)) {
                if (!pattern.returns().contains(e.name()) && !pattern.returns().contains(e.type())) {
                    error(DesignError.Code.ALSO_MATCHES_UNDECLARED_ENTITY, pattern.id() + "'s key condition also matches " + e.name()
                            + " at the template level, which it does not return");
                }
            }
        }
        if (resultTypes.isEmpty() && designErrors.isEmpty()) {
            notUnderstood = builtFromParts(design);
        }
        if (resultTypes.isEmpty() && designErrors.isEmpty() && notUnderstood.isEmpty()) {
            notUnderstood = unreadEntityKey(design);
        }
        if (resultTypes.isEmpty() && designErrors.isEmpty() && notUnderstood.isEmpty()) {
            error(DesignError.Code.MATCHES_NO_ENTITY, pattern.id() + " matches no entity: no entity's keys on " + schema.displayName()
                    + " fit its key condition");
        }
    }

    /**
     * Why no entity may fit the pattern although the design meant one to: an entity's key template was not read (the
     * reader reported it), so the entity it belongs to is missing that key.
     */
    private Optional<String> unreadEntityKey(Design design) {
        java.util.Set<Integer> patternLines = new java.util.HashSet<>();
        design.reads().forEach(r -> patternLines.add(r.location().line()));
        design.writes().forEach(w -> patternLines.add(w.location().line()));
        return design.diagnostics().stream()
                .filter(d -> d.code().equals("invalid-key-template") && !patternLines.contains(d.location().line()))
                .findFirst()
                .map(d -> pattern.id() + " matches no entity whose keys were read, and a key was not (line "
                        + d.location().line() + ": " + d.message() + "); write it with placeholders <name> or <expression>");
    }

    /**
     * Why the pattern cannot be judged although no entity's keys fit it, when that is so: it builds a value the keys
     * hold whole from the parts the design writes it in ({@code MISSION#<hubCode>-<YYYYMMDD>-} against
     * {@code MISSION#<missionId>}, missionId being {@code <hubCode>-<YYYYMMDD>-<seq:04>}), which the key language
     * cannot take apart.
     */
    public Optional<String> notUnderstood() {
        return notUnderstood;
    }

    private static final java.util.regex.Pattern PART = java.util.regex.Pattern.compile("[<{]\\s*([\\p{L}_][\\p{L}\\p{N}_]*)");

    private Optional<String> builtFromParts(Design design) {
        Set<String> asked = new HashSet<>();
        pattern.keyTemplates().forEach(t -> asked.add(t.source()));
        String written = String.join(" ", asked);
        for (Entity e : design.entities()) {
            for (KeyAttribute k : schema.all()) {
                Optional<KeyDefinition> key = e.key(k.name());
                if (key.isEmpty()) {
                    continue;
                }
                for (String name : key.get().template().references()) {
                    Optional<Attribute> a = e.attribute(name);
                    String shape = a.map(x -> x.description() == null ? "" : x.description()).orElse("");
                    java.util.regex.Matcher parts = PART.matcher(shape);
                    int count = 0;
                    boolean named = false;
                    while (parts.find()) {
                        count++;
                        named |= java.util.regex.Pattern.compile("[<{]\\s*" + java.util.regex.Pattern.quote(parts.group(1)) + "\\b")
                                .matcher(written).find();
                    }
                    if (count >= 2 && named) {
                        return Optional.of(pattern.id() + " builds <" + name + "> from the parts " + e.name() + " writes it in (`"
                                + shape.strip() + "`), where " + e.name() + "'s " + key.get().label() + " `" + key.get().template().source()
                                + "` holds it whole: the key language cannot take a value apart, so the pattern is not run. Give the parts"
                                + " their own placeholders in the key (`" + key.get().template().source().replace("<" + name + ">", shape.strip())
                                + "`), or query by <" + name + ">");
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The pattern returns an entity that writes none of the index's keys (the source of that claim given). */
    private void notInIndex(Entity e, String claimedBy) {
        List<String> missing = schema.all().stream().map(KeyAttribute::name).filter(k -> !e.writesKey(k)).toList();
        error(DesignError.Code.RETURNS_ENTITY_NOT_IN_INDEX, pattern.id() + " returns " + e.name() + claimedBy + " from "
                + schema.displayName() + ", but " + e.name() + " writes no " + String.join(", ", missing) + ": its items are never in the index");
    }

    private void assignRoles() {
        pattern.partitionKey().forEach(t -> mark(t, Role.EQUALITY));
        SortKeyCondition sk = pattern.sortKey();
        if (sk != null) {
            sk.leadingEqualities().forEach(t -> mark(t, Role.EQUALITY));
            switch (sk.operator()) {
                case EQ -> mark(sk.operands().get(0), Role.EQUALITY);
                case BEGINS_WITH -> {
                    KeyTemplate t = sk.operands().get(0);
                    List<KeyTemplate.Segment> segments = t.segments();
                    for (int i = 0; i < segments.size(); i++) {
                        if (segments.get(i) instanceof KeyTemplate.Placeholder p) {
                            boolean trailing = i == segments.size() - 1;
                            Role role = trailing && !namesAnAttribute(p) ? Role.PREFIX : Role.EQUALITY;
                            p.expression().references().forEach(n -> roles.putIfAbsent(n, role));
                        }
                    }
                }
                case GT, GE -> mark(sk.operands().get(0), Role.LOWER_BOUND);
                case LT, LE -> mark(sk.operands().get(0), Role.UPPER_BOUND);
                case BETWEEN -> {
                    sharedLeading(sk.operands().get(0), sk.operands().get(1)).forEach(n -> roles.putIfAbsent(n, Role.EQUALITY));
                    mark(sk.operands().get(0), Role.LOWER_BOUND);
                    mark(sk.operands().get(1), Role.UPPER_BOUND);
                }
            }
        }
        for (FilterCondition f : pattern.params().filters()) {
            f.operands().forEach(t -> mark(t, Role.FILTER));
        }
    }

    /**
     * The inputs both bounds of a BETWEEN start with, at the same places ({@code <status>} of
     * {@code <status>#<from>} and {@code <status>#<to>~}): they fix a value, and only what follows is a range.
     */
    static List<String> sharedLeading(KeyTemplate low, KeyTemplate high) {
        List<String> shared = new ArrayList<>();
        List<KeyTemplate.Segment> a = low.segments();
        List<KeyTemplate.Segment> b = high.segments();
        for (int i = 0; i < Math.min(a.size(), b.size()) - 1; i++) {
            if (!a.get(i).equals(b.get(i))) {
                break;
            }
            if (a.get(i) instanceof KeyTemplate.Placeholder p) {
                shared.addAll(p.expression().references());
            }
        }
        return shared;
    }

    /** A trailing begins_with placeholder named like an attribute of a result type is that attribute's whole value. */
    private boolean namesAnAttribute(KeyTemplate.Placeholder p) {
        Optional<String> name = p.name();
        return name.isPresent() && resultTypes.stream().anyMatch(e -> e.defines(name.get()));
    }

    private void mark(KeyTemplate t, Role role) {
        t.references().forEach(n -> roles.putIfAbsent(n, role));
    }

    private TypePlan typePlan(Entity e) {
        List<Alignment> partition = new ArrayList<>();
        for (int i = 0; i < schema.partitionKey().size() && i < pattern.partitionKey().size(); i++) {
            partition.add(Alignment.of(pattern.partitionKey().get(i), KeyConditionMatcher.entityTemplate(e, schema.partitionKey().get(i)))
                    .byNames(e));
        }
        List<KeyTemplate> sortTemplates = schema.sortKey().stream().map(k -> KeyConditionMatcher.entityTemplate(e, k)).toList();
        List<Alignment> leading = new ArrayList<>();
        Alignment sortKey = null;
        List<Alignment> bounds = new ArrayList<>();
        SortKeyCondition sk = pattern.sortKey();
        if (sk != null && !sortTemplates.isEmpty()) {
            int n = sk.leadingEqualities().size();
            for (int i = 0; i < n && i < sortTemplates.size(); i++) {
                leading.add(Alignment.of(sk.leadingEqualities().get(i), sortTemplates.get(i)).byNames(e));
            }
            KeyTemplate target = sortTemplates.get(Math.min(n, sortTemplates.size() - 1));
            if (sk.operator().isRange()) {
                sk.operands().forEach(o -> bounds.add(Alignment.of(o, target)));
            } else {
                sortKey = Alignment.of(sk.operands().get(0), target).byNames(e);
            }
        }
        return new TypePlan(e, partition, leading, sortKey, bounds, sortTemplates);
    }
}

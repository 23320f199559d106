package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WriteStep;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the Items column of a write pattern. The format's {@code 1. Put Order 2. Update Customer (SET ...)}, and the
 * shapes design documents use besides: an action on a named entity anywhere in the text ("First PutItem the Reading
 * ... Then UpdateItem the Device SET ...", "Delete old Gamertag"), a step addressed by its key
 * ({@code `ORDER#<orderId>` / `#ORDER`: SET status = ...}, the operation giving the verb), and a bare update
 * ({@code SET status = ACKED}) of the entity the pattern is about. What is none of these is kept as prose.
 */
final class StepsParser {

    private static final Pattern NUMBERED = Pattern.compile(
            "(?:^|\\s|<br\\s*/?>)(\\d{1,3}(?:\\s*(?:\\.\\.|-|–)\\s*[\\w+]{1,6})?)[.)]\\s+");
    /** A verb, role words ("the", "each night's"), a name, the rest: the name is capitalised, or the first word. */
    private static final Pattern STEP = Pattern.compile(
            "^([\\p{L}]+)\\s+(?:(?:[\\p{Ll}][\\p{L}'’-]*\\s+){0,4}(?=`?[\\p{Lu}][\\p{Ll}\\p{N}_]))?`?([\\p{L}_][\\p{L}\\p{N}_]*)`?\\s*[:,-]?\\s*(.*)$");
    /** {@code One Put per seat:}, {@code Each Update for every line:}: one call per item, the entity after the colon. */
    private static final Pattern PER_ITEM = Pattern.compile(
            "(?i)^(?:one|an?|each)\\s+(Put|Update|Delete)\\s+(?:per|for\\s+each|for\\s+every)\\s+[\\p{L} ]{1,20}:\\s*");
    /** {@code Step 2:}, {@code Step 2 —}: a step's number written out. */
    private static final Pattern STEP_WORD = Pattern.compile("(?i)(?:^|(?<=[.;]\\s{0,3})|(?<=\\s))\\s*step\\s+(\\d{1,2})\\s*[:.)—–-]\\s+");
    private static final String VERBS = "PutItem|UpdateItem|DeleteItem|ConditionCheck|Put|Update|Delete|Check|Create|Insert|Remove";
    /** Words between a verb and the entity it acts on: a role, a quantifier, a possessive ("each night's", "follower"). */
    private static final String ROLES = "(?:[\\p{Ll}][\\p{L}'’-]*\\s+){0,4}?";
    /** {@code Update head `sub#${a}#${s}` / `latest`: SET ...}, {@code Update FV `TANK#<id>`}: a verb, role words, the item's keys. */
    private static final Pattern KEY_ADDRESS = Pattern.compile("^\\s*(?:([\\p{L}]+)\\s+)?"
            + "(?:[\\p{L}][\\p{L}'’-]*\\s+){0,3}?`([^`]+)`\\s*(?:/\\s*`([^`]+)`)?\\s*:?\\s*(.*)$");
    /** A step addressed by its key attributes' values: {@code Delete `PK=BOX#<id>`, `SK=SUBST#PENDING#<seq>`}. */
    private static final Pattern KEY_VALUES_ADDRESS = Pattern.compile("^\\s*(?:([\\p{L}]+)\\s+)?([\\p{L}_][\\p{L}\\p{N}_]*)\\s*[=:]\\s*((?:<[^<>]*>|[^\\s<])+?)"
            + "(?:\\s*[,;/&]\\s*|\\s+(?:and\\s+)?)(?:([\\p{L}_][\\p{L}\\p{N}_]*)\\s*[=:]\\s*((?:<[^<>]*>|[^\\s<])+?)[,;:]?)?(?:\\s+(.*))?$");
    /** {@code Application: SET stage = :to}, {@code Interview (`JOB#<jobId>`): SET feedback}. */
    /** (a role word after the name, "Order header: SET …", is no part of it) */
    private static final Pattern NAME_ADDRESS = Pattern.compile("^\\s*`?([\\p{L}][\\p{L}\\p{N}_]*)`?(?:\\s+\\p{Ll}+)?\\s*(?:\\([^)]*\\))?\\s*:\\s*(.*)$");
    /**
     * {@code Firing. SCHEDULED->LOADING: SET ... LOADING->FIRING: SET ...}: the entity named as a sentence of its own, what
     * is done to it after; the operation gives the verb.
     */
    private static final Pattern NAME_SENTENCE = Pattern.compile("^\\s*`?([\\p{Lu}][\\p{L}\\p{N}_]*)`?\\s*\\.\\s+(.+)$");
    /** {@code GpsPing (TRUCK#<truckId> / …)}, {@code Practice (`openCaseCount = 0`)}: the entity with its keys or values. */
    private static final Pattern NAME_WITH_KEYS = Pattern.compile("^\\s*([\\p{Lu}][\\p{L}\\p{N}_]*)\\s*\\(([^()]*(?:[#<]|[\\p{L}_]\\s*=)[^()]*)\\)(?:\\s*[,;.]?\\s*|\\s+(with\\b.*))$");
    /** {@code Fair item incl. gsi1pk=FAIRS}: an entity's item, what it is written with after. */
    private static final Pattern NAME_ITEM = Pattern.compile("^\\s*([\\p{Lu}][\\p{L}\\p{N}_]*)\\s+item\\b\\s*(.*)$");
    private static final Pattern UPDATE_CLAUSE_ANYWHERE = Pattern.compile("\\b(?:SET|REMOVE|ADD)\\s+`?[\\p{L}_#]");
    private static final Pattern UPDATE_CLAUSE = Pattern.compile("^\\s*(?:SET|REMOVE|ADD|DELETE)\\b.*");
    /** {@code SET a = :a}, {@code Open: SET a = :a. Close: REMOVE a}: an update of the pattern's entity, in one or more cases. */
    private static final Pattern BARE_UPDATE = Pattern.compile("(?s)^\\s*(?:\\p{Lu}\\p{Ll}+(?:\\s+\\p{Ll}+)?\\s*:\\s*)?(SET|REMOVE|ADD)\\b.*");
    private static final Pattern SENTENCE_END = Pattern.compile("\\.\\s+(?=[A-Z])");
    private static final Pattern MERGED = Pattern.compile("(?i)\\(?\\s*merged\\s+(?:in)?to\\s+(?:step\\s+)?(\\d+)\\s*\\)?");

    private StepsParser() {
    }

    /**
     * @param context the entities of the design and what the pattern says of itself
     */
    static List<WriteStep> parse(String cell, String patternId, int line, Problems problems, StepContext context) {
        String whole = cell.replaceAll("(?i)<br\\s*/?>", " ").replace("\\|", "|").strip();
        // "One Put per seat: Seat `SCREENING#<id>` / `SEAT#<n>` with …": a put repeated per item, the verb before the entity
        whole = PER_ITEM.matcher(whole).replaceFirst("$1 ");
        // "Step 1: `COUPLE#<id>`/`PROFILE`: ADD … Step 2: Put Quote …": the steps numbered as "1." and "2." are
        if (STEP_WORD.matcher(whole).lookingAt() && !NUMBERED.matcher(STEP_WORD.matcher(whole).replaceAll("")).find()) {
            whole = STEP_WORD.matcher(whole).replaceAll(r -> (r.start() == 0 ? "" : " ") + r.group(1) + ". ");
        }
        // "New candidate: 1. ... Existing candidate: 1. ...": numbering that starts again gives alternatives; the first
        // is run, the others are kept and said not to be run
        List<String> alternatives = restarts(whole);
        String text = alternatives.get(0);
        List<String> parts = numberedParts(text);
        List<WriteStep> steps = new ArrayList<>();
        Optional<Pattern> action = actionPattern(context);
        for (String part : alternatives(parts)) {
            int next = steps.size() + 1;
            List<WriteStep> found = action.map(a -> actions(part, next, a, context)).orElse(List.of());
            if (!found.isEmpty()) {
                steps.addAll(found);
                continue;
            }
            Optional<WriteStep> addressed = addressed(part, steps.size() + 1, context);
            if (addressed.isPresent()) {
                steps.add(addressed.get());
                continue;
            }
            if (!isPreamble(part) && !isRead(part)) {
                steps.add(leadingStep(part, steps.size() + 1, patternId, line, problems, context));
            }
        }
        steps = new ArrayList<>(merged(steps).stream().map(s -> {
            if (!s.understood()) {
                return s;
            }
            String entity = context.shapeAddressed(context.canonical(s.entity()), s.source());
            return s.on(entity, context.renamedValues(entity, s.source()));
        }).toList());
        if (steps.stream().noneMatch(WriteStep::understood) && parts.size() == 1) {
            steps.clear();
            for (String piece : text.split(";|\\s+then\\s+|\\s*→\\s*|\\s*->\\s*")) {
                if (!piece.isBlank()) {
                    // "Solve (`USER#<userId>` / `SOLVE#<puzzleId>`); `GSI1PK` set only when …": each piece as a step
                    int number = steps.size() + 1;
                    steps.add(addressed(piece.strip(), number, context)
                            .orElseGet(() -> leadingStep(piece.strip(), number, patternId, line, problems, context)));
                }
            }
        }
        for (int i = 1; i < alternatives.size(); i++) {
            steps.add(WriteStep.prose(steps.size() + 1, "alternative: " + InlineText.plain(alternatives.get(i))));
            problems.warning(line, "alternative-steps", patternId + " describes alternatives; the first ('"
                    + InlineText.plain(alternatives.get(0)) + "') is run, not '" + InlineText.plain(alternatives.get(i)) + "'",
                    "give each alternative a pattern of its own to have it verified");
        }
        for (WriteStep s : steps) {
            if (s.source().startsWith("alternative: ")) {
                continue;
            }
            if (!s.understood()) {
                problems.warning(line, "unknown-step", patternId + " step " + s.number() + " '" + s.source()
                        + "' is not a Put, Update, Delete or ConditionCheck of an entity; it is kept as prose and not executed",
                        "write steps as '1. Put Order 2. Update Customer (SET ...)'" + context.hint());
            }
        }
        return steps;
    }

    /**
     * A part that describes variants of one step ({@code ...: when going AVAILABLE SET ...; when going OFFLINE SET ...})
     * as one part per variant, each with the part's address.
     */
    private static List<String> alternatives(List<String> parts) {
        List<String> result = new ArrayList<>();
        for (String part : parts) {
            String[] variants = part.split("\\s*;\\s*(?=(?i:when|if|otherwise|else|on|for|in\\s+case)\\b)");
            Matcher address = KEY_ADDRESS.matcher(variants[0]);
            Matcher named = NAME_ADDRESS.matcher(variants[0]);
            if (variants.length == 1 || !address.matches() && !named.matches()) {
                result.add(part);
                continue;
            }
            String prefix = address.matches() ? variants[0].substring(0, address.start(4)) : variants[0].substring(0, named.start(2));
            result.add(variants[0]);
            for (int i = 1; i < variants.length; i++) {
                result.add(prefix + variants[i]);
            }
        }
        return result;
    }

    /**
     * The cell split where its numbering starts again at 1 after a higher number, behind a label that ends in a colon:
     * each piece is an alternative, from its label ("Existing candidate (found via AP-004): 1. ...").
     */
    private static List<String> restarts(String text) {
        Matcher m = NUMBERED.matcher(text);
        List<Integer> cuts = new ArrayList<>();
        int previous = 0;
        int lastEnd = 0;
        while (m.find()) {
            int number = Integer.parseInt(m.group(1).replaceAll("\\D.*$", ""));
            Matcher label = LABEL.matcher(text.substring(lastEnd, m.start()));
            if (number == 1 && previous >= 1 && label.find()) {
                cuts.add(lastEnd + label.start(1));
                previous = 1;
            } else if (number > previous && number <= previous + 20) {
                previous = number;
            }
            lastEnd = m.end();
        }
        List<String> pieces = new ArrayList<>();
        int from = 0;
        for (int cut : cuts) {
            pieces.add(text.substring(from, cut).strip());
            from = cut;
        }
        pieces.add(text.substring(from).strip());
        return pieces;
    }

    /** The label of an alternative, at the end of the text before its "1.": a sentence of its own ending in a colon. */
    private static final Pattern LABEL = Pattern.compile("(?:^|[.;)]\\s+|\\s{2,})([\\p{Lu}][^.;:]*:)\\s*$");

    /** The numbered parts of a cell ({@code 1. ... 2..N+1. ...}); text before the first number is a part of its own. */
    private static List<String> numberedParts(String text) {
        Matcher m = NUMBERED.matcher(text);
        List<Integer> starts = new ArrayList<>();
        List<Integer> contentStarts = new ArrayList<>();
        int previous = 0;
        while (m.find()) {
            int number = Integer.parseInt(m.group(1).replaceAll("\\D.*$", ""));
            if (number <= previous || number > previous + 20) {
                continue;
            }
            previous = number;
            starts.add(m.start());
            contentStarts.add(m.end());
        }
        List<String> parts = new ArrayList<>();
        if (starts.isEmpty()) {
            parts.add(text);
            return parts;
        }
        String preamble = text.substring(0, starts.get(0)).strip();
        if (!preamble.isEmpty()) {
            parts.add(preamble);
        }
        for (int i = 0; i < starts.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1) : text.length();
            parts.add(text.substring(contentStarts.get(i), end).strip());
        }
        return parts;
    }

    /** Steps that say they are merged into another ({@code (merged into 3)}): their clauses join that step's. */
    private static List<WriteStep> merged(List<WriteStep> steps) {
        List<WriteStep> result = new ArrayList<>(steps);
        for (WriteStep s : steps) {
            Matcher m = MERGED.matcher(s.note());
            if (!s.understood() || !m.find()) {
                continue;
            }
            int target = Integer.parseInt(m.group(1));
            for (int i = 0; i < result.size(); i++) {
                WriteStep t = result.get(i);
                if (t.number() == target && t != s && t.understood() && t.entity().equals(s.entity()) && t.verb() == s.verb()) {
                    String note = (t.note() + " " + m.replaceAll("").strip()).strip();
                    result.set(i, WriteStep.of(t.number(), t.verb(), t.entity(), note, t.source() + " + " + s.source()));
                    result.remove(s);
                    break;
                }
            }
        }
        return result;
    }

    private static final Pattern READ = Pattern.compile(
            "(?i)^\\s*(?:first\\s+)?(?:read|query|get|getitem|find|look\\s+up|fetch|batchgetitem|scan|load)\\b.*");

    /** A read before the writes ("Read the hold queue (AP-005) for the loan's isbn"): its own pattern, not a write step. */
    private static boolean isRead(String part) {
        return READ.matcher(InlineText.plain(part)).matches();
    }

    /** Text before numbered steps that names no action: context ("Find the copy with AP-003, then:"), not a step. */
    private static boolean isPreamble(String part) {
        return part.endsWith(":");
    }

    /** A verb, role words, and one of the design's entity names: {@code Delete old Gamertag}. */
    private static Optional<Pattern> actionPattern(StepContext context) {
        if (context.entityNames().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Pattern.compile("\\b(" + VERBS + ")\\s+" + ROLES + "`?(" + String.join("|",
                context.entityNames().stream().map(Pattern::quote).toList()) + ")`?(?![\\p{L}\\p{N}_])"));
    }

    /** Every action on a named entity in the text, each up to the next. */
    private static List<WriteStep> actions(String part, int firstNumber, Pattern action, StepContext context) {
        List<WriteStep> steps = new ArrayList<>();
        Matcher m = action.matcher(part);
        List<int[]> found = new ArrayList<>();
        while (m.find()) {
            if (StepVerb.parse(m.group(1)).isPresent()) {
                found.add(new int[] {m.start(), m.end(), m.start(1), m.end(1), m.start(2), m.end(2)});
            }
        }
        for (int i = 0; i < found.size(); i++) {
            int[] f = found.get(i);
            int end = i + 1 < found.size() ? found.get(i + 1)[0] : part.length();
            String note = firstSentence(part.substring(f[1], end));
            StepVerb verb = StepVerb.parse(part.substring(f[2], f[3])).orElseThrow();
            // the step as written keeps what follows its first sentence when that says more of it ("Update Entry.
            // SEATED or LEFT: SET status and REMOVE gsi3pk, gsi3sk"): read where the document says an item leaves an index
            String rest = part.substring(f[1], end).strip();
            String said = UPDATE_CLAUSE_ANYWHERE.matcher(rest).find() && !UPDATE_CLAUSE_ANYWHERE.matcher(note).find() ? rest : note;
            String source = InlineText.plain(part.substring(f[0], f[1]) + (said.isEmpty() ? "" : " " + said));
            String named = part.substring(f[4], f[5]);
            // "Delete Dish Score `SCORE#…`" beside a Dish: the entity all the words name
            Optional<String> longer = inWords(named, part.substring(f[5], end), context);
            if (longer.isPresent() && !longer.get().equalsIgnoreCase(named)) {
                named = longer.get();
            } else if (!context.resolves(named)) {
                // a word several entities' headings begin with ("Hour" of two shapes of `### Hour Reservation (…)`)
                named = better(named, part.substring(f[5], end), context).orElse(named);
            }
            steps.add(WriteStep.of(firstNumber + i, verb, named, InlineText.plain(note), source));
        }
        return steps;
    }

    /** A step addressed by its key, {@code `ORDER#<orderId>` / `#ORDER`: SET ...}, or a bare update of the pattern's entity. */
    private static Optional<WriteStep> addressed(String part, int number, StepContext context) {
        Matcher m = KEY_ADDRESS.matcher(part);
        if (m.matches()) {
            // "DefectReport `VEHICLE#${vehicleId}` / `HIST#${reportedAt}`": the entity named before its key
            boolean named = m.group(1) != null && context.entityNames().contains(context.canonical(m.group(1)));
            Optional<String> entity = named ? Optional.of(context.canonical(m.group(1))) : context.entityByKey(m.group(2), m.group(3));
            Optional<StepVerb> verb = m.group(1) == null || named ? context.verb() : StepVerb.parse(m.group(1)).or(context::verb);
            if (entity.isPresent() && verb.isPresent()) {
                String note = firstSentence(m.group(4));
                return Optional.of(WriteStep.of(number, verb.get(), entity.get(), InlineText.plain(note), InlineText.plain(part)));
            }
        }
        Optional<WriteStep> byValues = addressedByKeyValues(part, number, context);
        if (byValues.isPresent()) {
            return byValues;
        }
        // "GpsPing (TRUCK#<truckId> / PING#<recordedAt:%010d>, expiresAt = …)": the entity with its keys, the
        // operation's verb
        Matcher keyed = NAME_WITH_KEYS.matcher(InlineText.plain(part));
        if (keyed.matches() && context.entityNames().contains(context.canonical(keyed.group(1))) && context.verb().isPresent()) {
            // "Pickup (`site#<siteId>` / `pickup#…`) with `status = REQUESTED`": the keys, then what the item is written with
            return Optional.of(WriteStep.of(number, context.verb().get(), context.canonical(keyed.group(1)),
                    InlineText.plain(keyed.group(2) + (keyed.group(3) == null ? "" : " " + keyed.group(3))), InlineText.plain(part)));
        }
        // "Fair item incl. `gsi1pk=FAIRS`, …" of a PutItem: the entity's item, the operation's verb
        Matcher item = NAME_ITEM.matcher(InlineText.plain(part));
        if (item.matches() && context.entityNames().contains(context.canonical(item.group(1))) && context.verb().isPresent()) {
            return Optional.of(WriteStep.of(number, context.verb().get(), context.canonical(item.group(1)), item.group(2).strip(),
                    InlineText.plain(part)));
        }
        Matcher n = NAME_ADDRESS.matcher(part);
        if (n.matches() && context.entityNames().contains(context.canonical(n.group(1)))) {
            String rest = n.group(2);
            String clause = InlineText.plain(rest).replaceFirst("(?i)^(?:when|if|otherwise|else|on|for|in\\s+case)\\b[^A-Z]*", "");
            Optional<StepVerb> verb = UPDATE_CLAUSE.matcher(clause).matches() ? Optional.of(StepVerb.UPDATE) : context.verb();
            if (verb.isPresent()) {
                return Optional.of(WriteStep.of(number, verb.get(), context.canonical(n.group(1)), InlineText.plain(firstSentence(clause)),
                        InlineText.plain(part)));
            }
        }
        // the clauses may come per state ("SCHEDULED->LOADING: SET ..."): the step is the entity's, its text keeps them all
        Matcher sentence = NAME_SENTENCE.matcher(part);
        if (sentence.matches() && context.entityNames().contains(sentence.group(1))
                && UPDATE_CLAUSE_ANYWHERE.matcher(InlineText.plain(sentence.group(2))).find()) {
            return Optional.of(WriteStep.of(number, context.verb().orElse(StepVerb.UPDATE), sentence.group(1), InlineText.plain(sentence.group(2)),
                    InlineText.plain(part)));
        }
        if (BARE_UPDATE.matcher(InlineText.plain(part)).matches()) {
            Optional<String> entity = context.describedEntity().or(() -> context.entityDeclaring(InlineText.plain(part)));
            if (entity.isPresent()) {
                return Optional.of(WriteStep.of(number, StepVerb.UPDATE, entity.get(), InlineText.plain(part), InlineText.plain(part)));
            }
        }
        return Optional.empty();
    }

    /** A step that gives the table's key attributes their values, partition key first or not, and names no entity. */
    private static Optional<WriteStep> addressedByKeyValues(String part, int number, StepContext context) {
        if (context.table() == null) {
            return Optional.empty();
        }
        Matcher m = KEY_VALUES_ADDRESS.matcher(InlineText.plain(part) + " ");
        if (!m.matches()) {
            return Optional.empty();
        }
        String pkName = context.table().partitionKey().name();
        String skName = context.table().sortKey() == null ? null : context.table().sortKey().name();
        String pk = null;
        String sk = null;
        for (int[] g : new int[][] {{2, 3}, {4, 5}}) {
            String name = m.group(g[0]);
            if (name == null) {
                continue;
            }
            if (name.equalsIgnoreCase(pkName)) {
                pk = m.group(g[1]);
            } else if (name.equalsIgnoreCase(skName == null ? "" : skName)) {
                sk = m.group(g[1]);
            } else {
                return Optional.empty();
            }
        }
        if (pk == null) {
            return Optional.empty();
        }
        Optional<String> entity = context.entityByKey(pk, sk);
        Optional<StepVerb> verb = m.group(1) == null ? context.verb() : StepVerb.parse(m.group(1)).or(context::verb);
        if (entity.isEmpty() || verb.isEmpty()) {
            return Optional.empty();
        }
        String note = m.group(6) == null ? "" : firstSentence(m.group(6));
        return Optional.of(WriteStep.of(number, verb.get(), entity.get(), note, InlineText.plain(part)));
    }

    /** The text up to the end of its first sentence, without a trailing step number. */
    private static String firstSentence(String text) {
        String t = text.strip();
        Matcher end = SENTENCE_END.matcher(t);
        if (end.find()) {
            t = t.substring(0, end.start());
        }
        return t.replaceAll("(?i)[\\s.,;]*(?:and|then|also)?[\\s.,;]*$", "").strip();
    }

    /**
     * Whether the word after a verb names an entity: one of the design's, or a capitalised name (reported when the
     * design has no such entity). A lower-case word ("author", "each") is a role or prose, not an entity.
     */
    private static boolean namesAnEntity(String word, StepContext context) {
        return context.entityNames().contains(word) || !word.isEmpty() && Character.isUpperCase(word.charAt(0))
                || context.entityNames().contains(context.canonical(word));
    }

    /** "Update both Registrations": the entity a plural names, when the design has it and not the plural. */
    private static String singular(String word, StepContext context) {
        if (context.entityNames().contains(word)) {
            return word;
        }
        if (context.entityNames().contains(context.canonical(word))) {
            return context.canonical(word); // "Update booking: …": the entity in lower case
        }
        for (String one : List.of(word.replaceFirst("ies$", "y"), word.replaceFirst("es$", ""), word.replaceFirst("s$", ""))) {
            if (!one.equals(word) && context.entityNames().contains(one)) {
                return one;
            }
        }
        return word;
    }

    /**
     * The entity a step names where the word after its verb is not one entity's name: "Put PO summary `PK=…`" names it
     * in words, "Put PO header `PK=PO#<poId>`, `SK=HEADER`" by its key, "Put Hour Reservation `PK=ROOM#<roomId>`" in
     * words and, of the entity's shapes, the one its keys are of.
     */
    private static Optional<String> better(String word, String rest, StepContext context) {
        Optional<String> byKeys = byKeyInText(rest, context);
        return inWords(word, rest, context).map(n -> byKeys.filter(k -> context.typeOf(k).equals(Optional.of(n))).orElse(n))
                .or(() -> byKeys);
    }

    /** The entity a capitalised word and the words after it name together: "PO summary" for POSummary. */
    private static Optional<String> inWords(String first, String rest, StepContext context) {
        String words = first;
        for (String word : rest.strip().split("\\s+", 3)) {
            if (!word.matches("\\p{L}+")) {
                break;
            }
            words = words + " " + word;
            String name = InlineText.joinedName(words);
            Optional<String> found = context.entityNames().stream().filter(n -> n.equalsIgnoreCase(name)).findFirst();
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** The entity whose keys a step writes out ({@code `PK=PO#<poId>`, `SK=HEADER`}), when one entity has that shape. */
    private static Optional<String> byKeyInText(String rest, StepContext context) {
        if (context.table() == null) {
            return Optional.empty();
        }
        String text = InlineText.plain(rest);
        Optional<String> pk = keyValueIn(text, context.table().partitionKey().name());
        Optional<String> sk = context.table().sortKey() == null ? Optional.empty() : keyValueIn(text, context.table().sortKey().name());
        return pk.flatMap(p -> context.entityByKey(p, sk.orElse(null)));
    }

    /** The value a step's text gives a key attribute: {@code pk=PO#<poId>}. */
    private static Optional<String> keyValueIn(String text, String keyAttribute) {
        Matcher m = Pattern.compile("(?i)(?<![\\p{L}\\p{N}_])" + Pattern.quote(keyAttribute) + "\\s*=\\s*((?:<[^<>]*>|[^\\s,<])+)").matcher(text);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    private static WriteStep leadingStep(String text, int number, String patternId, int line, Problems problems,
                                         StepContext context) {
        String plain = InlineText.plain(text);
        Matcher m = STEP.matcher(plain);
        if (m.matches()) {
            Optional<StepVerb> verb = StepVerb.parse(m.group(1));
            if (verb.isPresent() && namesAnEntity(m.group(2), context)) {
                // "Delete Dish Score `SCORE#…`" beside a Dish: the entity all the words name
                Optional<String> longer = inWords(m.group(2), m.group(3), context);
                if (longer.isPresent() && !longer.get().equalsIgnoreCase(m.group(2))) {
                    String[] words = m.group(3).strip().split("\\s+", 4);
                    String joined = m.group(2);
                    int used = 0;
                    while (used < words.length - 1 && !InlineText.joinedName(joined).equalsIgnoreCase(longer.get())) {
                        joined = joined + " " + words[used++];
                    }
                    if (!InlineText.joinedName(joined).equalsIgnoreCase(longer.get()) && used < words.length) {
                        joined = joined + " " + words[used++];
                    }
                    String rest = String.join(" ", java.util.Arrays.asList(words).subList(used, words.length));
                    return WriteStep.of(number, verb.get(), longer.get(), rest, plain);
                }
                String named = singular(m.group(2), context);
                if (!context.entityNames().contains(named) || !context.resolves(named)) {
                    Optional<String> better = better(m.group(2), m.group(3), context);
                    if (better.isPresent()) {
                        return WriteStep.of(number, verb.get(), better.get(), m.group(3).strip(), plain);
                    }
                }
                return WriteStep.of(number, verb.get(), named, m.group(3).strip(), plain);
            }
        }
        return WriteStep.prose(number, plain);
    }
}

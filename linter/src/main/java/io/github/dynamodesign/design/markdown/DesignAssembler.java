package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Constraints;
import io.github.dynamodesign.design.DerivedValue;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExampleItem;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.ExpressionEvaluator;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.ExpressionParser;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.ScalarType;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Table;
import io.github.dynamodesign.design.Timestamps;
import io.github.dynamodesign.design.ValueFormat;
import io.github.dynamodesign.design.ValueKind;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Turns what was read into the model: key labels, the entity type attribute, entity names, attribute references. */
final class DesignAssembler {

    static final String DEFAULT_TYPE_ATTRIBUTE = "entityType";
    private static final Pattern QUOTED = Pattern.compile("[\"“']([^\"”']+)[\"”']");

    private final TableConfiguration config;
    private final List<SecondaryIndex> indexes;
    private final Problems problems;
    private String document = "";

    /** The table and entities once assembled; looks up key schemas for the pattern reader. */
    record Assembled(Table table, List<Entity> entities, List<SecondaryIndex> indexes) {
        Optional<KeySchema> keySchema(String index) {
            if (index == null) {
                return Optional.of(new KeySchema(null, List.of(table.partitionKey()),
                        table.sortKey() == null ? List.of() : List.of(table.sortKey())));
            }
            return indexes.stream().filter(i -> i.name().equals(index)).findFirst().map(SecondaryIndex::keySchema);
        }
    }

    DesignAssembler(TableConfiguration config, List<SecondaryIndex> indexes, Problems problems) {
        this.config = config;
        this.indexes = indexes;
        this.problems = problems;
    }

    private Map<String, List<String>> paddingIndex;
    private Map<String, List<String>> definingIndex;
    private Map<String, List<String>> lineIndex;
    private Map<String, String> constants;

    /**
     * Whether a value read from prose as a formula gives what the example items hold ("`dueDate` = date of
     * `settledAt` + 14 days" is no formula the format can compute: the example's dueDate says so).
     */
    private static boolean agreesWithExamples(RawEntity e, String name, Expression expression) {
        for (ExampleItem x : e.examples) {
            Object stored = x.values().get(name);
            if (stored == null || !expression.references().stream().allMatch(x.values()::containsKey)) {
                continue;
            }
            try {
                Optional<Object> computed = ExpressionEvaluator.evaluate(expression, n -> Optional.ofNullable(x.values().get(n)));
                if (computed.isPresent() && !sameValue(computed.get(), stored)) {
                    return false;
                }
            } catch (RuntimeException ex) {
                return false; // ExpressionException among them: the formula cannot compute the example's value
            }
        }
        return true;
    }

    private static boolean sameValue(Object a, Object b) {
        try {
            return new BigDecimal(a.toString()).compareTo(new BigDecimal(b.toString())) == 0;
        } catch (NumberFormatException ex) {
            return a.toString().equals(b.toString());
        }
    }

    /**
     * The rows of a table of derived values ({@code | Placeholder | Derived from | Rule |}) as the sentences they
     * stand for: {@code | `<fee3>` | `adoptionFee` | zero-padded to 3 digits |} is "`fee3` = `adoptionFee` zero-padded to
     * 3 digits".
     */
    private static final Pattern ONE_NAME_CELL = Pattern.compile("^\\s*`\\$?[<{]?\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*[>}]?`\\s*$");
    private static final Pattern ONE_SOURCE_CELL = Pattern.compile("^\\s*`([\\p{L}_][\\p{L}\\p{N}_]*)`\\s*$");
    private static final Pattern NAME_IN_CELL = Pattern.compile("`\\$?[<{]?\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*[>}]?`");

    private List<String> derivedTableLines() {
        List<String> lines = new ArrayList<>();
        for (MarkdownTable table : tables) {
            if (table.rawHeader().size() < 3) {
                continue;
            }
            String header = InlineText.plain(table.rawHeader().get(1)).toLowerCase(Locale.ROOT);
            // | Placeholder | Derived from | Rule |, or | Placeholder | Definition | Example |: the definition in words
            boolean from = header.matches(".*\\b(?:derived\\s+from|source|from|based\\s+on)\\b.*");
            boolean definitions = header.matches("\\s*(?:definition|meaning|rule|derivation|how|description|value)\\s*");
            for (MarkdownTable.Row row : table.rows()) {
                Matcher name = ONE_NAME_CELL.matcher(row.cell(0));
                Matcher source = ONE_SOURCE_CELL.matcher(row.cell(1));
                if (from && name.matches() && source.matches()) {
                    lines.add("- `" + name.group(1) + "` = `" + source.group(1) + "` " + row.cell(2).strip());
                } else if (definitions) {
                    Matcher each = NAME_IN_CELL.matcher(row.cell(0));
                    while (each.find()) {
                        lines.add("- `" + each.group(1) + "` = " + row.cell(1).strip());
                    }
                }
            }
        }
        return lines;
    }

    /** Named numbers the document defines ({@code MAX = 99999999}), read once. */
    private Map<String, String> constants() {
        if (constants == null) {
            constants = KeyNotation.constants(document);
        }
        return constants;
    }

    /**
     * The document's lines that could define a value: by a formula (an operator or a function and a digit), or as
     * another value written differently (upper-cased, padded), by word.
     */
    private Map<String, List<String>> definingIndex() {
        if (definingIndex == null) {
            List<String> found = new ArrayList<>(derivedTableLines());
            for (String line : document.split("\n")) {
                boolean formula = line.matches(".*[-+*/(−].*") && line.matches(".*\\d.*");
                boolean written = line.matches("(?i).*\\b(?:(?:lower|upper)[- ]?cased?|(?:zero[- ])?padded)\\b.*");
                // "- `{statusDate}` - the date part of `statusChangedAt`": a bullet that defines the name it starts with
                // "- `<surnameLower>` — surname lowercased and trimmed": one that names it as another value in a letter case
                boolean bullet = line.matches("^\\s*[-*]\\s+`[^`]+`\\s*(?::|\\s[-–—])\\s.*") && (written
                        || line.matches("(?i).*\\b(?:of|from|minus|plus|digits?)\\b.*"));
                if ((line.indexOf('=') >= 0 || line.contains(" is ")) && (formula || written) || bullet) {
                    found.add(line);
                }
            }
            definingIndex = byWord(found);
        }
        return definingIndex;
    }

    /** The document's lines, by word: where a note about how a key writes a value may stand, a line of sentences. */
    private Map<String, List<String>> lineIndex() {
        if (lineIndex == null) {
            lineIndex = byWord(List.of(document.split("\n")));
        }
        return lineIndex;
    }

    /**
     * A placeholder the document introduces as a number written padded in keys ("Request numbers are zero-padded to 8
     * digits ... `requestNo` ... Written as `<requestNo8>` below"): the padded number. Said of every key that writes
     * the placeholder, so an entity that does not list the number (a note under its request) takes it, typed as the
     * entity that declares it has it.
     */
    private Optional<String> paddedAlias(String name, Set<String> names, List<Attribute> declared, Map<String, RawEntity> entities) {
        Predicate<String> number = n -> declared.stream().anyMatch(a -> a.name().equals(n) && a.type() == AttributeType.NUMBER)
                || !names.contains(n) && declaredElsewhere(n, entities).filter(a -> a.type() == AttributeType.NUMBER).isPresent();
        Optional<String> formula = ProseDefinitions.paddedAlias(name, sentencesNaming(lineIndex(), List.of(name)), number);
        formula.ifPresent(f -> {
            try {
                for (String source : ExpressionParser.parse(f).references()) {
                    if (!names.contains(source)) {
                        declaredElsewhere(source, entities).ifPresent(declared::add);
                        names.add(source);
                    }
                }
            } catch (ExpressionException ignored) {
                // not a formula: the placeholder stays undefined and is reported
            }
        });
        return formula;
    }

    /** The document's sentences that speak of padding, by word: read once, looked up by the names a key holds. */
    private Map<String, List<String>> paddingIndex() {
        if (paddingIndex == null) {
            paddingIndex = byWord(List.of(ProseDefinitions.paddingSentences(document).split("\n")));
        }
        return paddingIndex;
    }

    private static final Pattern WORD = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_]*");

    private static Map<String, List<String>> byWord(List<String> sentences) {
        Map<String, List<String>> index = new HashMap<>();
        for (String sentence : sentences) {
            Matcher m = WORD.matcher(sentence);
            Set<String> words = new HashSet<>();
            while (m.find()) {
                words.add(m.group());
            }
            words.forEach(w -> index.computeIfAbsent(w, k -> new ArrayList<>()).add(sentence));
        }
        return index;
    }

    /** The indexed sentences that name one of the names, each once. */
    private static String sentencesNaming(Map<String, List<String>> index, List<String> names) {
        Set<String> found = new java.util.LinkedHashSet<>();
        names.forEach(n -> found.addAll(index.getOrDefault(n, List.of())));
        return String.join("\n", found);
    }

    /** The widths the document's prose gives these names wherever they stand in a key. */
    Map<String, Integer> documentWidths(List<String> names) {
        Map<String, Integer> widths = names.isEmpty() ? new LinkedHashMap<>()
                : new LinkedHashMap<>(ProseDefinitions.widths(sentencesNaming(paddingIndex(), names), names, List.of()));
        // only the numbers an entity pads in its own keys: a 10-digit member id written as a string stays as it is
        widths.keySet().removeIf(n -> assembled.stream().noneMatch(e -> e.keys().stream().anyMatch(k -> paddedNames(k.template()).contains(n))));
        return widths;
    }

    private List<Entity> assembled = List.of();

    /** The whole document's text, where a value a key names may be defined. */
    DesignAssembler withDocument(String content, SourceLines lines) {
        // line by line, whatever ends its lines (CRLF as written on Windows)
        this.document = content == null ? "" : content.replace("\r\n", "\n").replace('\r', '\n');
        this.tables = lines.tables(1, lines.count() + 1);
        return this;
    }

    /** The document's pipe tables, where a table of derived values may stand. */
    private List<MarkdownTable> tables = List.of();

    /** The type the table or an index declares for the key attribute of this name. */
    Optional<ScalarType> keyAttributeType(String name) {
        return keyAttributes().stream().filter(k -> k.name().equals(name)).map(KeyAttribute::type).findFirst();
    }

    /** The key attributes of the table, then of every index. */
    private List<KeyAttribute> keyAttributes() {
        List<KeyAttribute> all = new ArrayList<>();
        all.add(config.partitionKey());
        if (config.sortKey() != null) {
            all.add(config.sortKey());
        }
        indexes.forEach(i -> all.addAll(i.keyAttributes()));
        return all;
    }

    /** The key attribute an entity bullet label writes: PK and SK are the table's; others match by name. */
    Optional<String> keyAttributeForLabel(String label) {
        String n = InlineText.normalize(label);
        if (n.equals("pk") || n.equals("partitionkey")) {
            return Optional.of(config.partitionKey().name());
        }
        if (n.equals("sk") || n.equals("sortkey")) {
            return config.sortKey() == null ? Optional.empty() : Optional.of(config.sortKey().name());
        }
        Optional<String> byName = keyAttributes().stream().map(KeyAttribute::name).filter(name -> InlineText.normalize(name).equals(n)).findFirst();
        if (byName.isPresent()) {
            return byName;
        }
        // labelled with the index: "GSI1 PK", "LSI1 sort key", "zone-available partition key"
        for (SecondaryIndex index : indexes) {
            String i = InlineText.normalize(index.name());
            if (!n.startsWith(i)) {
                continue;
            }
            String role = n.substring(i.length());
            if (role.matches("keys?|keyattributes|keyschema|attributes|attrs")) {
                return Optional.of(""); // "by-day keys: `instrumentId` (S) / `bookingDate` (S)": the whole index's key
            }
            List<KeyAttribute> part = role.matches("pk|partitionkey|partition|hashkey|hash|pkattribute") ? index.partitionKey()
                    : role.matches("sk|sortkey|sort|rangekey|range|skattribute") ? index.sortKey() : null;
            if (part != null) {
                // a multi-attribute key is made of the item's own attributes: there is no template to write
                return Optional.of(part.size() == 1 ? part.get(0).name() : "");
            }
        }
        return Optional.empty();
    }

    Assembled withEntities(List<RawEntity> raw) {
        String typeAttribute = typeAttribute(raw);
        Table table = new Table(config.name(), config.partitionKey(), config.sortKey(), config.billingMode(),
                config.ttlAttribute(), typeAttribute, config.entityTypeAttribute() != null, problems.at(config.line()));
        Map<String, RawEntity> byName = new LinkedHashMap<>();
        Map<RawEntity, String> names = new HashMap<>();
        Map<RawEntity, String> types = new HashMap<>();
        // "### Resident permit" and "### Visitor pass", each with keys, their items both of type `Permit`: two kinds of
        // one type, each named by its heading
        Map<String, Long> keyedOfType = raw.stream().filter(e -> e.base == null && (!e.keys.isEmpty() || !e.variants.isEmpty()))
                .filter(e -> !entityName(e, typeAttribute).equals(e.headingName))
                .collect(Collectors.groupingBy(e -> entityName(e, typeAttribute), Collectors.counting()));
        Map<String, List<RawEntity>> sameHeading = raw.stream().filter(e -> e.base == null && (!e.keys.isEmpty() || !e.variants.isEmpty()))
                .collect(Collectors.groupingBy(e -> entityName(e, typeAttribute) + "|" + e.headingName));
        for (RawEntity e : raw) {
            RawEntity base = e.base == null ? e : e.base;
            String type = entityName(base, typeAttribute);
            String kind = keyedOfType.getOrDefault(type, 0L) > 1 && !type.equals(base.headingName)
                    ? InlineText.joinedName(InlineText.headingWords(base.heading)) : type;
            List<RawEntity> alike = sameHeading.getOrDefault(type + "|" + base.headingName, List.of());
            // "Booking (shelter copy)" and "Booking (campaign copy)", both of type Booking: named by all their words (each
            // heading with words of its own in parentheses: "Author" beside "Author (again)" is one entity written twice)
            if (kind.equals(type) && alike.size() > 1 && alike.stream().allMatch(o -> o.heading.contains("("))
                    && alike.stream().map(o -> o.heading.strip()).distinct().count() == alike.size()) {
                kind = InlineText.joinedName(InlineText.allHeadingWords(base.heading));
            }
            String name = e.qualifier == null ? kind : kind + " (" + e.qualifier + ")";
            types.put(e, type);
            RawEntity first = byName.get(name);
            if (first != null && e.qualifier == null && first.qualifier == null && first.keys.isEmpty() != e.keys.isEmpty()) {
                // the keys in a key matrix, the attributes in a list of their own ("- **Truck** — `truckId` (S), …"):
                // one entity written in two places
                RawEntity keyed = first.keys.isEmpty() ? e : first;
                keyed.absorb(keyed == e ? first : e);
                byName.put(name, keyed);
                names.remove(first);
                names.put(keyed, name);
                types.put(keyed, type);
                continue;
            }
            if (byName.containsKey(name)) {
                problems.error(e.line, "duplicate-entity", "entity " + name + " is defined twice (first at line "
                        + byName.get(name).line + "); the second definition is ignored",
                        "give each entity a unique type value");
                continue;
            }
            byName.put(name, e);
            names.put(e, name);
        }
        Map<String, RawEntity> byHeading = new HashMap<>();
        byName.values().forEach(e -> byHeading.putIfAbsent(e.headingName, e));
        List<Entity> entities = new ArrayList<>();
        for (Map.Entry<String, RawEntity> entry : byName.entrySet()) {
            RawEntity e = entry.getValue();
            List<Attribute> declared = attributes(e, byName, byHeading, new HashSet<>());
            proseValues(e, declared, byName);
            keyOnlyValues(e, declared, byName);
            composedInKeys(e, declared);
            Set<String> keyOnly = keyOnly(e); // (of the examples as written, before their keys' values are read into them)
            e.examples.replaceAll(x -> withKeyValues(e, x));
            List<Attribute> attributes = withPaddedText(e, withShapes(e, withImpliedRanges(e, withProseFormats(e, withExampleTypes(e, declared,
                    byName.values())))));
            if (e.qualifier != null) {
                attributes = inState(e, attributes);
            } else if (!e.notInStates.isEmpty()) {
                attributes = outOfStates(e, attributes);
            }
            entities.add(new Entity(entry.getKey(), types.get(e), e.heading, e.description, e.keys, attributes, e.derived, e.examples,
                    e.ttl, problems.at(e.line), keyOnly));
        }
        assembled = List.copyOf(entities);
        return new Assembled(table, entities, indexes);
    }

    /**
     * The attributes of a variant: an attribute whose values name its state ({@code status} of {@code Issue (SENT)})
     * holds that value only, and what its keys are made of is present (the row says the key is written in that state).
     */
    private static List<Attribute> inState(RawEntity variant, List<Attribute> attributes) {
        Set<String> inKeys = new HashSet<>();
        variant.keys.forEach(k -> inKeys.addAll(k.template().references()));
        List<String> states = RawEntity.states(variant.qualifier);
        boolean pinned = false;
        List<Attribute> result = new ArrayList<>();
        for (Attribute a : attributes) {
            Attribute adjusted = a;
            // "(only while status is FIRING or COOLING)": the values of the states named
            List<String> values = a.constraints().allowedValues().stream().filter(v -> states.stream().anyMatch(v::equalsIgnoreCase)).toList();
            if (!pinned && !values.isEmpty()) {
                adjusted = a.withType(a.type(), a.constraints().withAllowedValues(values));
                pinned = true;
            }
            if (inKeys.contains(a.name()) && adjusted.optional()) {
                adjusted = adjusted.withType(adjusted.type(), adjusted.constraints().withOptional(false));
            }
            result.add(adjusted);
        }
        return result;
    }

    /**
     * The attributes of the shape an entity has outside the states some of its keys are written in: the attribute
     * whose values name those states holds the others.
     */
    private static List<Attribute> outOfStates(RawEntity e, List<Attribute> attributes) {
        List<Attribute> result = new ArrayList<>();
        boolean done = false;
        for (Attribute a : attributes) {
            List<String> values = a.constraints().allowedValues();
            List<String> others = values.stream().filter(v -> e.notInStates.stream().noneMatch(v::equalsIgnoreCase)).toList();
            if (!done && !values.isEmpty() && others.size() < values.size() && !others.isEmpty()) {
                result.add(a.withType(a.type(), a.constraints().withAllowedValues(others)));
                done = true;
            } else {
                result.add(a);
            }
        }
        return result;
    }

    /**
     * "`GSI1SK`: `TASTING#<scheduledAt>#<tastingId>` where `scheduledAt` = `<tastingDate>T<startTime>`", the parts the
     * item's own attributes: the keys hold those parts in that shape, so that they sort by them.
     */
    private void composedInKeys(RawEntity e, List<Attribute> declared) {
        Set<String> names = new HashSet<>();
        declared.forEach(a -> names.add(a.name()));
        Set<String> inKeys = new java.util.LinkedHashSet<>();
        e.keys.forEach(k -> inKeys.addAll(k.template().references()));
        String text = e.keys.stream().map(k -> k.note() == null ? "" : k.note()).reduce(e.prose, (x, y) -> x + "\n" + y);
        for (String name : inKeys) {
            Matcher m = shapeOf(name).matcher(text);
            if (!m.find()) {
                continue;
            }
            try {
                KeyTemplate parts = KeyTemplate.parse(KeyNotation.expressions(KeyNotation.braces(m.group(1))));
                List<String> references = parts.references();
                if (references.size() < 2 || references.contains(name) || !names.containsAll(references) || askedForWhole(name)) {
                    continue;
                }
                for (int i = 0; i < e.keys.size(); i++) {
                    KeyDefinition k = e.keys.get(i);
                    if (k.template().source().contains("<" + name + ">")) {
                        KeyTemplate composed = KeyTemplate.parse(k.template().source().replace("<" + name + ">", parts.source()));
                        e.keys.set(i, new KeyDefinition(k.attribute(), k.label(), composed, k.note(), k.location()));
                    }
                }
            } catch (ExpressionException ex) {
                // not a template of the item's attributes: the name keeps its own values
            }
        }
    }

    /**
     * The values only the entity's keys are made of, that its attribute list does not declare and its example items do
     * not hold, where an index is keyed on a plain attribute of that name (`SLOT#<visitDate>#<startTime>` of a guard
     * item beside an index on `walkerId` / `visitDate`): the items do not hold them, so they are not in that index.
     */
    private Set<String> keyOnly(RawEntity e) {
        Set<String> indexKeys = new HashSet<>();
        indexes.forEach(i -> i.keyAttributes().forEach(k -> indexKeys.add(k.name())));
        List<ExampleItem> shown = e.examples;
        if (shown.isEmpty()) {
            return Set.of();
        }
        Set<String> keyOnly = new java.util.LinkedHashSet<>();
        for (KeyDefinition k : e.keys) {
            for (String name : k.template().references()) {
                boolean declared = e.attributes.stream().anyMatch(a -> a.name().equals(name))
                        || e.keyAttributes.stream().anyMatch(a -> a.name().equals(name))
                        || e.base != null && e.base.attributes.stream().anyMatch(a -> a.name().equals(name));
                boolean held = shown.stream().anyMatch(x -> x.values().containsKey(name));
                if (!declared && !held && indexKeys.contains(name) && e.keys.stream().noneMatch(o -> o.attribute().equals(name))) {
                    keyOnly.add(name);
                }
            }
        }
        return keyOnly;
    }

    /** Whether a pattern's line asks for the value whole (`GetItem … WHEEL#<wheelId>`): then the keys keep it whole. */
    private boolean askedForWhole(String name) {
        Pattern placeholder = Pattern.compile("[<{]\\s*" + Pattern.quote(name) + "\\s*[>}:]");
        return Arrays.stream(document.split("\n")).anyMatch(l -> PATTERN_ID.matcher(l).find() && placeholder.matcher(l).find());
    }

    private static final Pattern PATTERN_ID = Pattern.compile("\\bAP[-_ ]?\\d{1,4}\\b");

    /** "`invoiceNo` = `{yyyy}-{sequence}`": a name set equal to a template (the name's own braces optional). */
    private static Pattern shapeOf(String name) {
        return Pattern.compile("`?[{<]?" + Pattern.quote(name) + "[}>]?`?\\s*(?:=|is)\\s*`([^`]*[{<][^`]*)`");
    }

    /** Digits, four or more: a number written at a fixed width. */
    private static final Pattern ZERO_PADDED = Pattern.compile("\\d{4,}");

    /**
     * A text a key pads ({@code BIN#<pad(binTag, 6)>}, "bin tags are the printed 6-digit form"): digits of that width,
     * as the key writes them.
     */
    private static List<Attribute> withPaddedText(RawEntity e, List<Attribute> attributes) {
        Map<String, Integer> padded = new HashMap<>();
        for (KeyDefinition k : e.keys) {
            for (KeyTemplate.Segment s : k.template().segments()) {
                if (s instanceof KeyTemplate.Placeholder p && p.expression() instanceof Expression.Call c
                        && c.function() == Expression.Function.PAD && c.arguments().get(0) instanceof Expression.Reference r
                        && c.arguments().get(1) instanceof Expression.NumberLiteral w) {
                    padded.putIfAbsent(r.name(), w.value().intValue());
                }
            }
        }
        // "`PERMIT#<permitNo>`" with example items of `00417733`, `00418902`: digits of one width, a zero first
        RawEntity base = e.base == null ? e : e.base;
        List<ExampleItem> shown = base.examplesWithShapes();
        for (KeyDefinition k : e.keys) {
            for (String name : k.template().references()) {
                List<Object> values = shown.stream().map(x -> x.values().get(name)).filter(v -> v != null).toList();
                if (!values.isEmpty() && values.stream().allMatch(v -> v instanceof String t && ZERO_PADDED.matcher(t).matches()
                        && t.length() == ((String) values.get(0)).length()) && values.stream().anyMatch(v -> ((String) v).startsWith("0"))) {
                    padded.putIfAbsent(name, ((String) values.get(0)).length());
                }
            }
        }
        return attributes.stream().map(a -> a.type() == AttributeType.STRING && padded.containsKey(a.name())
                && a.constraints().format() == null && !a.constraints().isEnum() && a.constraints().shapeIfAny().isEmpty()
                ? a.withType(a.type(), a.constraints().withShape("<pad(" + a.name() + ", " + padded.get(a.name()) + ")>")) : a).toList();
    }

    /**
     * The shape a key attribute's values are written in, when the document gives it as a template of parts no entity
     * declares: "(invoiceNo = `{yyyy}-{sequence}`, sequence zero-padded to 5)" is {@code <yyyy>-<pad(sequence, 5)>}, so
     * that sample values have its fixed text and widths, as the keys made of them rely on.
     */
    private List<Attribute> withShapes(RawEntity e, List<Attribute> attributes) {
        Set<String> inKeys = new HashSet<>();
        e.keys.forEach(k -> inKeys.addAll(k.template().references()));
        Set<String> declared = new HashSet<>();
        attributes.forEach(a -> declared.add(a.name()));
        List<Attribute> result = new ArrayList<>();
        for (Attribute a : attributes) {
            boolean open = a.type() == AttributeType.STRING && a.constraints().format() == null && !a.constraints().isEnum()
                    && inKeys.contains(a.name()) && a.constraints().shapeIfAny().isEmpty();
            Optional<String> shape = Optional.empty();
            if (open) {
                Pattern definition = shapeOf(a.name());
                String text = e.keys.stream().map(k -> k.note() == null ? "" : k.note()).reduce(e.prose, (x, y) -> x + "\n" + y)
                        + "\n" + sentencesNaming(definingIndex(), List.of(a.name()));
                for (String sentence : text.split("\\n|(?<=[.;])\\s")) {
                    Matcher m = definition.matcher(sentence);
                    if (m.find()) {
                        shape = shapeTemplate(m.group(1), sentence, declared);
                        if (shape.isPresent()) {
                            break;
                        }
                    }
                }
            }
            result.add(shape.isPresent() ? a.withType(a.type(), a.constraints().withShape(shape.get())) : a);
        }
        return result;
    }

    /** The template with the widths the sentence pads its parts to; empty when a part is a declared attribute. */
    private static Optional<String> shapeTemplate(String written, String sentence, Set<String> declared) {
        try {
            KeyTemplate template = KeyTemplate.parse(KeyNotation.expressions(KeyNotation.braces(written)));
            List<String> parts = new ArrayList<>(template.references());
            if (parts.isEmpty() || parts.stream().anyMatch(declared::contains)) {
                return Optional.empty();
            }
            // a width the sentence gives a part by name ("sequence zero-padded to 5"); a year is four digits anyway
            Map<String, Integer> widths = new HashMap<>(ProseDefinitions.widths(InlineText.plain(sentence), parts, List.of()));
            widths.keySet().removeIf(n -> n.matches("(?i)y{2,4}|year"));
            return Optional.of(KeyNotation.padded(template.source(), widths));
        } catch (ExpressionException ex) {
            return Optional.empty();
        }
    }

    /** Names that say an attribute holds the item's type, whatever its values. */
    private static final Pattern TYPE_ATTRIBUTE_NAME = Pattern.compile(
            "(?i)_{0,2}(?:entity|item|record|row|object)?_?type(?:name)?|_et|kind|entity");

    /** The declared attribute, else the one every example item carries as its type, else {@code entityType}. */
    private String typeAttribute(List<RawEntity> raw) {
        if (config.entityTypeAttribute() != null) {
            return config.entityTypeAttribute();
        }
        List<ExampleItem> examples = raw.stream().flatMap(e -> e.examples.stream()).toList();
        if (examples.isEmpty()) {
            return DEFAULT_TYPE_ATTRIBUTE;
        }
        Set<String> common = new java.util.LinkedHashSet<>(examples.get(0).values().keySet());
        examples.forEach(x -> common.retainAll(x.values().keySet()));
        // `roundType` = "WA1440" is a value of the domain: a type attribute other than these names names an entity
        Set<String> headings = raw.stream().map(e -> InlineText.normalize(e.headingName)).collect(Collectors.toSet());
        return common.stream()
                .filter(name -> examples.stream().allMatch(x -> x.values().get(name) instanceof String))
                .filter(name -> name.toLowerCase(Locale.ROOT).contains("type") || name.equals("__typename")
                        || name.equals("_et") || name.equalsIgnoreCase("kind") || name.equalsIgnoreCase("entity"))
                .filter(name -> TYPE_ATTRIBUTE_NAME.matcher(name).matches() || examples.stream()
                        .anyMatch(x -> headings.contains(InlineText.normalize((String) x.values().get(name)))))
                .findFirst().orElse(DEFAULT_TYPE_ATTRIBUTE);
    }

    /**
     * A heading that holds only example items of several types ("### Example items" with a Truck, a GpsPing, a Shift)
     * is no entity: each example goes to the entity its type attribute names; what names none stays where it was.
     */
    List<RawEntity> examplesToTheirEntities(List<RawEntity> raw) {
        String typeAttribute = typeAttribute(raw);
        Map<String, RawEntity> keyed = new HashMap<>();
        for (RawEntity e : raw) {
            if (e.qualifier == null && !e.keys.isEmpty()) {
                keyed.putIfAbsent(entityName(e, typeAttribute), e);
            }
        }
        List<RawEntity> result = new ArrayList<>();
        for (RawEntity e : raw) {
            Set<Object> types = new HashSet<>();
            e.examples.forEach(x -> types.add(x.values().get(typeAttribute)));
            boolean onlyExamples = e.keys.isEmpty() && e.attributes.isEmpty() && e.qualifier == null && e.variants.isEmpty();
            if (onlyExamples && types.size() > 1) {
                List<ExampleItem> unplaced = new ArrayList<>();
                for (ExampleItem x : e.examples) {
                    RawEntity owner = x.values().get(typeAttribute) instanceof String s ? keyed.get(s) : null;
                    if (owner != null && owner != e) {
                        owner.examples.add(x);
                    } else {
                        unplaced.add(x);
                    }
                }
                e.examples.clear();
                e.examples.addAll(unplaced);
                if (unplaced.isEmpty() && e.derived.isEmpty() && e.ttl == null && e.reference == null) {
                    continue;
                }
            }
            result.add(e);
        }
        return result;
    }

    private String entityName(RawEntity e, String typeAttribute) {
        // (the examples of its shapes too, where its key-matrix rows took them: one type for all its shapes)
        for (ExampleItem x : e.examplesWithShapes()) {
            if (x.values().get(typeAttribute) instanceof String s && !s.isBlank()) {
                return s;
            }
        }
        for (Attribute a : e.attributes) {
            if (a.name().equals(typeAttribute)) {
                Matcher m = QUOTED.matcher(a.description());
                if (m.find()) {
                    return m.group(1).strip();
                }
            }
        }
        return e.headingName;
    }

    private List<Attribute> attributes(RawEntity e, Map<String, RawEntity> byName, Map<String, RawEntity> byHeading,
                                       Set<RawEntity> visiting) {
        Map<String, Attribute> result = new LinkedHashMap<>();
        for (Attribute a : e.attributes) {
            Attribute previous = result.putIfAbsent(a.name(), a);
            if (previous != null && !previous.location().equals(a.location()) && !a.name().equals(e.ttl)) {
                problems.warning(a.location().line(), "duplicate-attribute", "attribute `" + a.name()
                        + "` is declared twice in " + e.headingName + "; the first declaration is used", "remove one");
            }
        }
        e.keyAttributes.forEach(a -> result.putIfAbsent(a.name(), a));
        RawEntity.AttributeReference ref = e.reference;
        if (ref != null && visiting.add(e)) {
            if (ref.sameAs() != null) {
                RawEntity other = byName.getOrDefault(ref.sameAs(), byHeading.get(ref.sameAs()));
                if (other == null) {
                    problems.error(ref.line(), "unknown-entity", e.headingName + " takes its attributes from "
                            + ref.sameAs() + ", which is no entity of this design", "name an entity defined in this document");
                } else {
                    for (Attribute a : attributes(other, byName, byHeading, visiting)) {
                        result.putIfAbsent(a.name(), a.at(problems.at(ref.line())));
                    }
                }
            }
            for (String name : ref.names()) {
                // (`status` of Seat `HELD | SOLD` and of Booking `CONFIRMED`: declarations that differ lend nothing)
                result.putIfAbsent(name, declaredElsewhere(name, byName).filter(a -> agreedElsewhere(name, a, byName))
                        .map(a -> a.at(problems.at(ref.line())))
                        .orElse(new Attribute(name, AttributeType.STRING, null, "", problems.at(ref.line()))));
            }
        }
        if (e.attributes.isEmpty() && e.reference == null && e.base == null) {
            // an entity given by its keys and an example item only: the item's other values are its attributes, typed
            // by what the example shows
            Set<String> keyNames = new HashSet<>();
            keyNames.add(config.partitionKey().name());
            if (config.sortKey() != null) {
                keyNames.add(config.sortKey().name());
            }
            indexes.forEach(i -> i.keyAttributes().forEach(k -> keyNames.add(k.name())));
            for (ExampleItem x : e.examples) {
                x.values().forEach((name, value) -> {
                    if (!keyNames.contains(name) && !result.containsKey(name) && value != null
                            && !(value instanceof String t && t.equals(e.headingName))) {
                        result.put(name, new Attribute(name, AttributeType.STRING, null, "", x.location()));
                        e.untyped.add(name);
                    }
                });
            }
        }
        return new ArrayList<>(result.values());
    }

    /**
     * Values the prose around an entity's keys defines: a placeholder that is no attribute takes the formula a clause
     * about it gives ("where invertedScore = zero-padded 3 digits of (100 - score)"), looked for in the key notes, then
     * the entity's section, then the whole document; a number the prose pads ("seasonNumber is zero-padded to 3
     * digits", "(zero-padded 2/3/2)": in the key's note, the entity's section, or anywhere in the document) is padded in
     * every key of the entity.
     */
    private void proseValues(RawEntity e, List<Attribute> declared, Map<String, RawEntity> entities) {
        Set<String> names = new HashSet<>();
        declared.forEach(a -> names.add(a.name()));
        e.derived.forEach(d -> names.add(d.name()));
        Map<String, String> constants = constants();
        String notes = e.keys.stream().map(k -> InlineText.plain(k.note() == null ? "" : k.note()))
                .reduce("", (a, b) -> a + "\n" + b);
        for (KeyDefinition k : List.copyOf(e.keys)) {
            for (String name : k.template().references()) {
                if (names.contains(name)) {
                    continue;
                }
                Optional<String> time = timeOf(e, name, declared, notes);
                Predicate<String> known = n -> names.contains(n) || n.equals(ProseDefinitions.THE_TIME) && time.isPresent();
                // defined in the key's note, the entity's section or the document; else named as the item's epoch
                Optional<String> formula = Stream.of(notes, e.prose, sentencesNaming(definingIndex(), List.of(name)))
                        .map(text -> ProseDefinitions.formula(name, text, known, constants)).flatMap(Optional::stream).findFirst()
                        .map(f -> time.map(t -> f.replace(ProseDefinitions.THE_TIME, t)).orElse(f))
                        // "Request numbers are zero-padded to 8 digits ... `requestNo` ... Written as `<requestNo8>` below."
                        .or(() -> paddedAlias(name, names, declared, entities))
                        .or(() -> epochByName(name, time, InlineText.plain(k.note() == null ? "" : k.note())))
                        // "receivedEpoch" beside `receivedAt`: the epoch of the time named so
                        .or(() -> epochOfNamedTime(name, declared, InlineText.plain(k.note() == null ? "" : k.note())))
                        .or(() -> timeByName(name, time))
                        // "PIECE#{tag:05}" beside `pieceTag`: the attribute named short, without its qualifier
                        .or(() -> shortenedName(e, name, declared));
                if (formula.isPresent()) {
                    try {
                        e.derived.add(new DerivedValue(name, ExpressionParser.parse(formula.get()), formula.get(), k.location()));
                        names.add(name);
                    } catch (ExpressionException ignored) {
                        // not a formula after all: the placeholder stays undefined and is reported
                    }
                }
            }
        }
        // an attribute a key is made of whose notes give it as a formula of others: `handleLower` - `lowercase(handle)`
        Set<String> inKeys = new HashSet<>();
        e.keys.forEach(k -> inKeys.addAll(k.template().references()));
        // an index keyed on the item's own attributes ("GSI3: `rinkId`, `sessionType` / `startEpoch`") holds them whole
        indexes.forEach(i -> i.keyAttributes().forEach(k -> inKeys.add(k.name())));
        for (Attribute a : List.copyOf(declared)) {
            String about = a.description() == null ? "" : a.description();
            Optional<String> span = InlineText.firstCodeSpan(about).or(() -> Optional.of(about.split(";|,|\\s[-—–]\\s")[0].strip()))
                    .filter(x -> !x.isBlank());
            Optional<String> formula = span.flatMap(x -> ProseDefinitions.wholeExpression(x,
                    n -> !n.equals(a.name()) && names.contains(n)))
                    .or(() -> ProseDefinitions.caseOf(about, n -> !n.equals(a.name()) && names.contains(n)))
                    // "`nameKey` (S) - lowercased, non-alphanumeric runs replaced by `-`": of the attribute it is named after
                    .or(() -> ProseDefinitions.copiedFrom(a.name(), n -> !n.equals(a.name()) && names.contains(n))
                            .flatMap(source -> ProseDefinitions.caseOf(about + " (" + source + ")", source::equals)))
                    .or(() -> ProseDefinitions.timePartOf(InlineText.plain(about), n -> !n.equals(a.name()) && names.contains(n)))
                    // "`playedEpoch` (N) - epoch seconds; derived from `playedAt`": the part its kind names, of that time
                    .or(() -> partDerivedFrom(a, about, declared))
                    // "`readEpoch` (N) - epoch seconds" beside "`readAt` (S) - ISO 8601": one instant in two forms, named
                    // alike; taken only when an example item holds both and shows it
                    .or(() -> sameInstantByName(a, declared).filter(f -> confirmedByExamples(e, a.name(), f)))
                    // known only from an example item, defined in the document: "`lastNameKey` = `lastName` upper-cased"
                    // "`pullRank` (string) - derived, see gsi2_sk", the key's note "`pullRank` = 999999 − `pullCount`,
                    // left-padded to 6 digits": the formula with its width, else the value written differently
                    .or(() -> (about.isBlank() || about.matches("(?i).*\\b(?:derived|see|conventions?)\\b.*")) && inKeys.contains(a.name())
                            ? Stream.of(notes, e.prose).map(text -> ProseDefinitions.formula(a.name(), text,
                                    n -> !n.equals(a.name()) && names.contains(n), constants)).flatMap(Optional::stream).findFirst()
                                    .or(() -> ProseDefinitions.writtenAs(a.name(), sentencesNaming(definingIndex(), List.of(a.name())),
                                    n -> !n.equals(a.name()) && names.contains(n)))
                            : Optional.empty());
            // a number is never a letter-case copy of another value: a sentence naming both says something else
            formula = formula.filter(f -> a.type() != AttributeType.NUMBER || !f.matches("(?:lower|upper|slug)\\(.*"));
            if (inKeys.contains(a.name()) && formula.isPresent() && e.derived.stream().noneMatch(d -> d.name().equals(a.name()))) {
                try {
                    Expression expression = ExpressionParser.parse(formula.get());
                    if (agreesWithExamples(e, a.name(), expression)) {
                        e.derived.add(new DerivedValue(a.name(), expression, formula.get(), a.location()));
                        declared.remove(a);
                    }
                } catch (ExpressionException ignored) {
                    // kept as the attribute it is declared as
                }
            }
        }
        Map<String, Attribute> byName = new HashMap<>();
        declared.forEach(a -> byName.putIfAbsent(a.name(), a));
        Map<String, Integer> widths = new LinkedHashMap<>();
        List<String> all = new ArrayList<>();
        for (KeyDefinition k : e.keys) {
            List<String> plain = plainReferences(k.template()).stream()
                    .filter(n -> e.derived.stream().noneMatch(d -> d.name().equals(n))).toList();
            all.addAll(plain);
            List<String> numbers = plain.stream().filter(n -> byName.containsKey(n)
                    && byName.get(n).type() == AttributeType.NUMBER).toList();
            // "`MATCH#R<round:02>#M<matchNo>` - round zero-padded to 2 digits": the note's width is the value it names,
            // padded already, not the plain one beside it
            List<String> named = k.template().references().stream().filter(n -> e.derived.stream().noneMatch(d -> d.name().equals(n))).toList();
            ProseDefinitions.widths(InlineText.plain(k.note() == null ? "" : k.note()), named, numbers).forEach((n, w) -> {
                if (plain.contains(n)) {
                    widths.putIfAbsent(n, w);
                }
            });
        }
        ProseDefinitions.widths(e.prose, all, List.of()).forEach(widths::putIfAbsent);
        // last, the whole document: "monthlyRent is zero-padded to 5 digits in GSI1SK" in a pattern's Params
        // (a note on another entity's key speaks of that key only: "quizNo padded: `04`" pads Quiz's, not another's)
        List<String> otherNotes = entities.values().stream().filter(o -> o != e && o.base != e && e.base != o)
                .flatMap(o -> o.keys.stream()).map(k -> InlineText.plain(k.note() == null ? "" : k.note()).strip())
                .filter(n -> n.length() > 5).toList();
        String elsewhere = String.join("\n", Arrays.stream(sentencesNaming(paddingIndex(), all).split("\n"))
                .filter(sentence -> otherNotes.stream().noneMatch(n -> InlineText.plain(sentence).contains(n))).toList());
        ProseDefinitions.widths(elsewhere, all, List.of()).forEach(widths::putIfAbsent);
        // only numbers are padded: a string "always 4 digits with a leading zero" (hhmm) is already written so
        widths.keySet().removeIf(n -> Optional.ofNullable(byName.get(n)).or(() -> declaredElsewhere(n, entities))
                .map(a -> a.type() != AttributeType.NUMBER && !e.untyped.contains(n)).orElse(false)
                // "`caseNo` (S, 6 digits)" under Case, "`caseNo`" under CaseEvent: the value is text wherever it is named
                || e.untyped.contains(n) && typedElsewhere(n, entities).map(a -> a.type() != AttributeType.NUMBER).orElse(false)
                // a name given without a type whose examples are text (`2026-01-17T09:30`): no number to pad
                || e.untyped.contains(n) && examples(n, List.of(e)).stream().anyMatch(v -> v instanceof String t && !t.matches("-?\\d+")));
        if (widths.isEmpty()) {
            return;
        }
        // a value the templates pad in one key (`<period:02>`) and write plain in another is padded key by key, as
        // written: the prose about its width is about the keys that pad it
        Set<String> writtenPadded = new HashSet<>();
        e.keys.forEach(k -> writtenPadded.addAll(paddedNames(k.template())));
        e.keys.replaceAll(k -> {
            Map<String, Integer> own = new LinkedHashMap<>(widths);
            String note = InlineText.plain(k.note() == null ? "" : k.note());
            own.keySet().removeIf(n -> writtenPadded.contains(n) && !note.contains(n));
            String padded = KeyNotation.padded(k.template().source(), own);
            return padded.equals(k.template().source()) ? k
                    : new KeyDefinition(k.attribute(), k.label(), KeyTemplate.parse(padded), k.note(), k.location());
        });
    }

    private static final Pattern EPOCH_NAME = Pattern.compile("(?i)(?:unix|epoch)(?:_?(?:sec(?:ond)?s?|ts|time))?|(?:ts|time)_?epoch");

    private static final Pattern TIME_WORDS = Pattern.compile(
            "(?i)\\biso[- ]?8601\\b|\\btimestamp\\b|\\bdate[- ]?time\\b|\\brfc[- ]?3339\\b|\\byyyy-mm-dd[t ]hh:mm");

    /**
     * A key-only value named as the epoch seconds of the entity's time ({@code T#<epochSeconds>}): {@code epoch(ts)},
     * padded to the width its key's note gives it.
     */
    private static Optional<String> epochByName(String name, Optional<String> time, String note) {
        if (!EPOCH_NAME.matcher(name).matches()) {
            return Optional.empty();
        }
        Optional<Integer> width = Optional.ofNullable(ProseDefinitions.widths(note, List.of(name), List.of(name)).get(name));
        return time.map(t -> width.map(w -> "pad(epoch(" + t + "), " + w + ")").orElse("epoch(" + t + ")"));
    }

    private static final Pattern STEM_EPOCH = Pattern.compile("(\\p{Ll}[\\p{L}\\p{N}]*?)(Epoch(?:Sec(?:ond)?s?|S)?|Epoch(?:Ms|Millis))");

    /** {@code receivedEpoch} where the entity has {@code receivedAt}: the epoch seconds (or milliseconds) of that time. */
    private static Optional<String> epochOfNamedTime(String name, List<Attribute> declared, String note) {
        Matcher m = STEM_EPOCH.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        String function = m.group(2).matches("Epoch(?:Ms|Millis)") ? "epochMillis" : "epoch";
        for (String suffix : List.of("At", "Time", "Timestamp", "")) {
            String time = m.group(1) + suffix;
            if (declared.stream().anyMatch(a -> a.name().equals(time) && a.type() == AttributeType.STRING)) {
                Optional<Integer> width = Optional.ofNullable(ProseDefinitions.widths(note, List.of(name), List.of(name)).get(name));
                return Optional.of(width.map(w -> "pad(" + function + "(" + time + "), " + w + ")").orElse(function + "(" + time + ")"));
            }
        }
        return Optional.empty();
    }

    private static final Pattern TIME_NAME = Pattern.compile("(?i)date[-_]?time|timestamp");

    private static final Pattern EPOCH_MILLIS_WORDS = Pattern.compile(
            "(?i)\\bmillis(?:econds)?\\s+since\\s+(?:the\\s+)?(?:unix\\s+)?epoch\\b|\\b(?:unix\\s+)?epoch[- ]?(?:ms|millis(?:econds)?)\\b");
    private static final Pattern EPOCH_SECONDS_WORDS = Pattern.compile(
            "(?i)\\bseconds\\s+since\\s+(?:the\\s+)?(?:unix\\s+)?epoch\\b|\\b(?:unix\\s+)?epoch[- ]?sec(?:ond)?s?\\b");
    private static final Pattern DERIVED_FROM = Pattern.compile(
            "(?i)\\b(?:derived|computed|calculated|taken|converted|generated|made)\\s+from\\s+(?:the\\s+)?`?([\\p{L}_][\\p{L}\\p{N}_]*)`?");

    /**
     * An epoch-seconds or date attribute whose description says which of the item's timestamps it is derived from
     * ("epoch seconds (10 digits); derived from `playedAt`"): {@code epoch(playedAt)}, {@code date(playedAt)}.
     */
    private static Optional<String> partDerivedFrom(Attribute a, String about, List<Attribute> declared) {
        String words = InlineText.plain(about);
        // "`startEpoch` (N) - derived from `startAt`, seconds": the name says epoch, the words the unit
        boolean epochNamed = a.type() == AttributeType.NUMBER && a.name().matches("(?i).*(?:epoch|unix).*");
        String function = inMillis(a) ? "epochMillis"
                : a.kind() == ValueKind.EPOCH_SECONDS || EPOCH_SECONDS_WORDS.matcher(words).find() || epochNamed ? "epoch"
                : a.kind() == ValueKind.DATE ? "date" : null;
        Matcher from = DERIVED_FROM.matcher(words);
        if (function == null || !from.find()) {
            return Optional.empty();
        }
        String source = from.group(1);
        boolean fromATime = declared.stream().anyMatch(d -> d.name().equals(source) && !d.name().equals(a.name()) && aTime(d));
        return fromATime ? Optional.of(function + "(" + source + ")") : Optional.empty();
    }

    /**
     * The attribute a key placeholder names short ({@code <tag>} for {@code pieceTag}, {@code <seq>} for
     * {@code step_seq}): the only attribute of the entity whose name ends in the placeholder's, at a word boundary, of the
     * type the key writes; taken when the qualifier is the entity's name, or an example item shows the same value in the
     * key and in the attribute, and no example item shows another.
     */
    private static Optional<String> shortenedName(RawEntity e, String name, List<Attribute> declared) {
        if (name.length() < 2) {
            return Optional.empty();
        }
        String camel = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        List<Attribute> longer = declared.stream().filter(a -> a.name().length() > name.length()
                && (a.name().endsWith(camel) || a.name().endsWith("_" + name))).toList();
        if (longer.size() != 1 || padded(e, name) && longer.get(0).type() != AttributeType.NUMBER) {
            return Optional.empty();
        }
        String full = longer.get(0).name();
        boolean shown = false;
        for (ExampleItem x : e.examples) {
            Map<String, Object> values = withKeyValues(e, x).values();
            if (values.get(name) != null && values.get(full) == null && x.values().containsKey(keyHolding(e, name))) {
                // an example whose key holds the value without the longer attribute: the key's value is its own
                return Optional.empty();
            }
            if (values.get(name) == null || values.get(full) == null) {
                continue;
            }
            if (!sameValue(values.get(name), values.get(full))) {
                return Optional.empty();
            }
            shown = true;
        }
        String qualifier = full.substring(0, full.length() - name.length()).replaceAll("_$", "");
        boolean entityQualified = InlineText.normalize(qualifier).equals(InlineText.normalize(e.headingName));
        return shown || entityQualified ? Optional.of(full) : Optional.empty();
    }

    /** The attribute of the entity's key whose template holds the value of this name. */
    private static String keyHolding(RawEntity e, String name) {
        return e.keys.stream().filter(k -> k.template().references().contains(name)).map(KeyDefinition::attribute).findFirst().orElse("");
    }

    /** The stem of an epoch's name: {@code readEpoch}, {@code read_epoch_s}, {@code readTs} are of {@code read}. */
    private static final Pattern EPOCH_STEM = Pattern.compile("(?i)^(.+?)_?(?:epoch|unix|ts)(?:_?(?:sec(?:ond)?s?|s|ms|millis))?$");
    /** The stem of a timestamp's name: {@code readAt}, {@code read_time}, {@code readTimestamp} are of {@code read}. */
    private static final Pattern TIME_STEM = Pattern.compile("(?i)^(.+?)_?(?:at|time|timestamp|datetime|iso|utc|on)$");

    /**
     * An epoch attribute and a timestamp of the same item named alike ({@code readEpoch}, {@code readAt}): the epoch of
     * that timestamp; the only such timestamp, and only a number, in seconds or milliseconds as its words or name say.
     */
    private static Optional<String> sameInstantByName(Attribute a, List<Attribute> declared) {
        if (a.type() != AttributeType.NUMBER) {
            return Optional.empty();
        }
        Matcher own = EPOCH_STEM.matcher(a.name());
        if (!own.matches()) {
            return Optional.empty();
        }
        String stem = own.group(1).toLowerCase(Locale.ROOT);
        List<String> times = declared.stream().filter(d -> !d.name().equals(a.name()) && aTime(d))
                .map(Attribute::name).filter(n -> {
                    Matcher t = TIME_STEM.matcher(n);
                    return t.matches() && t.group(1).toLowerCase(Locale.ROOT).equals(stem);
                }).toList();
        if (times.size() != 1) {
            return Optional.empty();
        }
        return Optional.of((inMillis(a) ? "epochMillis(" : "epoch(") + times.get(0) + ")");
    }

    /**
     * Whether an epoch attribute counts milliseconds, as its words ("milliseconds since epoch", "epoch ms") or its name
     * ({@code readEpochMs}; {@code startEpoch} described "ms") say.
     */
    private static boolean inMillis(Attribute a) {
        String words = InlineText.plain(a.description());
        return EPOCH_MILLIS_WORDS.matcher(words).find() || a.name().matches("(?i).*(?:ms|millis)$")
                || a.name().matches("(?i).*(?:epoch|unix).*") && words.matches("(?i).*\\b(?:ms|millis(?:econds)?)\\b.*");
    }

    /** Whether the attribute holds a timestamp: typed so, or text whose description says so ("ISO-8601 UTC"). */
    private static boolean aTime(Attribute a) {
        return a.kind() == ValueKind.TIMESTAMP || a.kind() == ValueKind.FREE_TEXT && TIME_WORDS.matcher(a.description()).find();
    }

    /** Whether at least one example item holds the value and what it is computed from, and every such item agrees. */
    private static boolean confirmedByExamples(RawEntity e, String name, String formula) {
        try {
            Expression expression = ExpressionParser.parse(formula);
            boolean shown = e.examples.stream().anyMatch(x -> x.values().containsKey(name)
                    && expression.references().stream().allMatch(x.values()::containsKey));
            return shown && agreesWithExamples(e, name, expression);
        } catch (ExpressionException ex) {
            return false;
        }
    }

    /**
     * A key-only value named as the entity's time ({@code DEF#<date>T<HH:MM>}, read as {@code DEF#<dateTime>}): that
     * timestamp, as the item holds it.
     */
    private static Optional<String> timeByName(String name, Optional<String> time) {
        return TIME_NAME.matcher(name).matches() ? time : Optional.empty();
    }

    /**
     * The timestamp a key-only value is made from: the one its notes name ("invTs from `raisedAt`"), else the entity's
     * only timestamp attribute.
     */
    private static Optional<String> timeOf(RawEntity e, String name, List<Attribute> declared, String notes) {
        // the expiry (TTL) is no time of the item's; formats given in prose are not read yet, so their words count
        List<String> times = declared.stream().filter(a -> !a.name().equals(e.ttl))
                .filter(a -> aTime(a) || a.kind() == ValueKind.EPOCH_SECONDS).map(Attribute::name).toList();
        Matcher from = Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(name)
                + "[`>}]?\\s+(?:is\\s+)?(?:from|of|on|based\\s+on|computed\\s+from|derived\\s+from|taken\\s+from)\\s+`?([\\p{L}_][\\p{L}\\p{N}_]*)")
                .matcher(notes + "\n" + e.prose);
        while (from.find()) {
            if (times.contains(from.group(1))) {
                return Optional.of(from.group(1));
            }
        }
        return times.size() == 1 ? Optional.of(times.get(0)) : Optional.empty();
    }

    private static List<String> plainReferences(KeyTemplate template) {
        List<String> names = new ArrayList<>();
        for (KeyTemplate.Placeholder p : template.placeholders()) {
            if (p.expression() instanceof Expression.Reference r) {
                names.add(r.name());
            }
        }
        return names;
    }

    /**
     * Values that live only in an entity's keys ({@code EMAIL#<email>} on a guard item that lists its other
     * attributes, a parent id only in the partition key) are attributes of its items, typed as the entity that
     * declares them has them. A placeholder no entity declares that looks like a misspelling of one of this entity's
     * attributes ({@code <ordrId>} beside {@code orderId}) is left undefined, so that it is reported.
     */
    private void keyOnlyValues(RawEntity e, List<Attribute> declared, Map<String, RawEntity> byName) {
        Set<String> names = new HashSet<>();
        declared.forEach(a -> names.add(a.name()));
        for (KeyDefinition k : e.keys) {
            for (String name : k.template().references()) {
                boolean derived = e.derived.stream().anyMatch(d -> d.name().equals(name));
                // "`courseNo` is the fixed course order": a name the notes write out is meant, no misspelling of `course`
                Pattern word = Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}_])");
                boolean writtenOut = e.keys.stream().anyMatch(o -> o.note() != null && word.matcher(o.note()).find());
                if (!derived && !names.contains(name) && (declaredElsewhere(name, byName).isPresent()
                        || namesAnEntity(name, byName) || writtenOut || !misspelling(name, names))) {
                    // a value the keys pad is a number (`SLOT#<apptDate>#<pad(startTime, 4)>`)
                    AttributeType type = padded(e, name) ? AttributeType.NUMBER : AttributeType.STRING;
                    // "SEASON#<yyyy>#…": a year written as its format, four digits
                    boolean year = YEAR_NAME.matcher(name).matches();
                    Attribute implied = year ? new Attribute(name, AttributeType.NUMBER,
                            Constraints.NONE.withRange(BigDecimal.valueOf(1000), BigDecimal.valueOf(9999)), "", k.location())
                            : new Attribute(name, type, null, "", k.location());
                    declared.add(declaredElsewhere(name, byName).map(a -> a.at(k.location())).orElse(implied));
                    names.add(name);
                    if (!year || declaredElsewhere(name, byName).isPresent()) {
                        e.untyped.add(name);
                    }
                }
            }
        }
    }

    /** {@code year}, {@code yyyy}, {@code startYear}: a calendar year, four digits (not `treesThisYear`, `hoursPerYear`: amounts). */
    private static final Pattern YEAR_NAME = Pattern.compile("year|(?i:yyyy)|[\\p{Ll}][\\p{L}\\p{N}]*(?<!This|Per|Last|Next|Each|Every|Previous|Prev)Year");

    private static boolean padded(RawEntity e, String name) {
        return e.keys.stream().anyMatch(k -> paddedNames(k.template()).contains(name));
    }

    /** The values a template pads ({@code seasonNumber} of {@code SEASON#<pad(seasonNumber, 3)>}). */
    private static Set<String> paddedNames(KeyTemplate template) {
        Set<String> names = new HashSet<>();
        for (KeyTemplate.Placeholder p : template.placeholders()) {
            if (p.expression() instanceof Expression.Call c && c.function() == Expression.Function.PAD
                    && c.arguments().get(0) instanceof Expression.Reference r) {
                names.add(r.name());
            }
        }
        return names;
    }

    /** Whether the name is a declared one written differently: another case, or one or two letters off. */
    private static boolean misspelling(String name, Set<String> declared) {
        for (String d : declared) {
            if (d.equalsIgnoreCase(name) || Math.min(d.length(), name.length()) >= 5 && ModelChecks.editDistance(d, name) <= 2) {
                return true;
            }
        }
        return false;
    }

    /** Whether the name is another entity's identifier: {@code riderId} where there is a Rider (not a typo of rideId). */
    private static boolean namesAnEntity(String name, Map<String, RawEntity> entities) {
        String stem = name.replaceFirst("(?:Id|ID|_id|Key|Number|No)$", "");
        return !stem.equals(name) && entities.values().stream()
                .anyMatch(e -> e.headingName.equalsIgnoreCase(stem) || e.heading.equalsIgnoreCase(stem));
    }


    /** The first declaration of the name with a type, in any entity. */
    private static Optional<Attribute> typedElsewhere(String name, Map<String, RawEntity> entities) {
        return entities.values().stream().flatMap(e -> e.attributes.stream()
                .filter(a -> a.name().equals(name) && !e.untyped.contains(name))).findFirst();
    }

    /** Whether every entity that declares the name with a type declares it as the one found does. */
    private static boolean agreedElsewhere(String name, Attribute found, Map<String, RawEntity> entities) {
        return entities.values().stream().flatMap(e -> e.attributes.stream()
                        .filter(a -> a.name().equals(name) && !e.untyped.contains(name)))
                .allMatch(a -> a.type() == found.type() && a.constraints().equals(found.constraints()));
    }

    /** The first declaration of the name with a type, in any entity; else the first by name only. */
    private static Optional<Attribute> declaredElsewhere(String name, Map<String, RawEntity> entities) {
        Optional<Attribute> typed = entities.values().stream().flatMap(e -> e.attributes.stream()
                .filter(a -> a.name().equals(name) && !e.untyped.contains(name))).findFirst();
        return typed.isPresent() ? typed
                : entities.values().stream().flatMap(e -> e.attributes.stream()).filter(a -> a.name().equals(name)).findFirst();
    }

    /**
     * Types and formats the document leaves to its example items: an attribute named without a type takes the type
     * its example values show (a number, a boolean, a map, a list, a string), and a string without a format takes the
     * format they show (an ISO-8601 timestamp, a date, a ULID, a UUID).
     */
    private List<Attribute> withExampleTypes(RawEntity e, List<Attribute> attributes, Collection<RawEntity> all) {
        List<Attribute> refined = new ArrayList<>();
        for (Attribute a : attributes) {
            boolean untyped = e.untyped.contains(a.name());
            boolean formatless = a.type() == AttributeType.STRING && a.constraints().format() == null
                    && !a.constraints().isEnum();
            if (!untyped && !formatless) {
                refined.add(a);
                continue;
            }
            // "`slotStart` (S, "HH:MM")" under one entity, "`slotStart` (S)" under another: one value, one format
            Set<ValueFormat> declared = all.stream().filter(o -> o != e).flatMap(o -> o.attributes.stream())
                    .filter(o -> o.name().equals(a.name()) && o.type() == AttributeType.STRING && o.constraints().format() != null)
                    .map(o -> o.constraints().format()).collect(java.util.stream.Collectors.toSet());
            if (formatless && !untyped && declared.size() == 1) {
                refined.add(a.withType(a.type(), a.constraints().withFormat(declared.iterator().next())));
                continue;
            }
            List<Object> values = examples(a.name(), List.of(e));
            if (values.isEmpty()) {
                values = examples(a.name(), all);
            }
            Optional<ExampleTypes.Shown> shown = ExampleTypes.of(values);
            if (shown.isEmpty()) {
                refined.add(a);
                continue;
            }
            AttributeType type = untyped ? shown.get().type() : a.type();
            Constraints c = a.constraints();
            if (type == AttributeType.STRING && c.format() == null && shown.get().format().isPresent()) {
                c = c.withFormat(shown.get().format().get());
            }
            refined.add(type == a.type() && c.equals(a.constraints()) ? a : a.withType(type, c));
        }
        return refined;
    }

    /** Names of amounts, whose values are no years whatever the examples show. */
    private static final Pattern AMOUNT_NAME = Pattern.compile(
            "(?i).*(?:price|cost|amount|total|count|qty|quantity|cents|pence|score|points|number|no|size|weight|length|minutes|seconds|ms)$");

    /** Whether the entity's example items show the number only as years (`"season": 2026`), and its name is no amount. */
    private static boolean yearsShown(RawEntity e, String name) {
        List<Object> shown = e.examplesWithShapes().stream().map(x -> x.values().get(name)).filter(java.util.Objects::nonNull).toList();
        return !shown.isEmpty() && !AMOUNT_NAME.matcher(name).matches() && shown.stream().allMatch(v -> v instanceof BigDecimal n
                && n.scale() <= 0 && n.compareTo(BigDecimal.valueOf(1900)) >= 0 && n.compareTo(BigDecimal.valueOf(2100)) <= 0);
    }

    /**
     * Ranges the document implies for numbers without one: the range the prose after a key states ("placement is
     * 1..8"), and the width a key pads a number to ({@code pad(seasonNumber, 3)}: 0..999).
     */
    private List<Attribute> withImpliedRanges(RawEntity e, List<Attribute> attributes) {
        Map<String, BigDecimal[]> implied = new LinkedHashMap<>(e.proseRanges);
        // a number the entity's keys write plain takes the range the prose gives it anywhere ("slotNo (1-4)",
        // "`slotNo` 1 = breakfast, 2 = lunch"): its order in the key holds within that range
        for (Attribute a : attributes) {
            if (a.type() == AttributeType.NUMBER && !a.constraints().hasRange() && !implied.containsKey(a.name())
                    && e.keys.stream().anyMatch(k -> k.template().placeholders().stream().anyMatch(p -> p.name().filter(a.name()::equals).isPresent()))) {
                String text = (e.description == null ? "" : e.description) + "\n" + e.prose + "\n"
                        + sentencesNaming(definingIndex(), List.of(a.name()));
                // "Priority is 1–3" at the start of a sentence: the value named with a capital
                BigDecimal[] range = KeyNotation.proseRanges(text).entrySet().stream().filter(r -> r.getKey().equals(a.name())
                        || r.getKey().equalsIgnoreCase(a.name()) && Character.isUpperCase(r.getKey().charAt(0)))
                        .map(Map.Entry::getValue).findFirst().orElse(null);
                if (range != null) {
                    implied.put(a.name(), range);
                }
            }
        }
        for (Attribute a : attributes) {
            // "1 (critical) .. 4 (low)": the words naming a number are no part of the range
            String about = a.description() == null ? "" : AttributeParser.ungrouped(a.description())
                    .replaceAll("(\\d)\\s*\\([^()\\d]{1,30}\\)", "$1");
            Matcher m = DESCRIBED_RANGE.matcher(about);
            Matcher listed = DESCRIBED_VALUES.matcher(about);
            if (a.type() != AttributeType.NUMBER) {
                continue;
            }
            if (m.find() && new BigDecimal(m.group(1)).compareTo(new BigDecimal(m.group(2))) < 0) {
                implied.putIfAbsent(a.name(), new BigDecimal[] {new BigDecimal(m.group(1)), new BigDecimal(m.group(2))});
            } else if (listed.find()) {
                // "1 | 2 | 3", "one of 1, 2, 3": the values it takes
                List<BigDecimal> values = java.util.Arrays.stream(listed.group().split("[|,/]|\\bor\\b"))
                        .map(String::strip).filter(v -> v.matches("-?\\d+")).map(BigDecimal::new).sorted().toList();
                if (values.size() >= 2) {
                    implied.putIfAbsent(a.name(), new BigDecimal[] {values.get(0), values.get(values.size() - 1)});
                }
            } else if (SINGLE_DIGIT.matcher(about).find()) {
                implied.putIfAbsent(a.name(), new BigDecimal[] {BigDecimal.ZERO, BigDecimal.valueOf(9)});
            } else if (YEAR_NAME.matcher(a.name()).matches() || yearsShown(e, a.name())) {
                // `year` (N), `startYear` (N): a calendar year, four digits; so is `season` (N) whose examples are 2026
                implied.putIfAbsent(a.name(), new BigDecimal[] {BigDecimal.valueOf(1000), BigDecimal.valueOf(9999)});
            }
        }
        for (KeyDefinition k : e.keys) {
            for (KeyTemplate.Placeholder p : k.template().placeholders()) {
                if (p.expression() instanceof Expression.Call c && c.function() == Expression.Function.PAD
                        && c.arguments().get(0) instanceof Expression.Reference r
                        && c.arguments().get(1) instanceof Expression.NumberLiteral w) {
                    BigDecimal top = BigDecimal.TEN.pow(w.value().intValue()).subtract(BigDecimal.ONE);
                    // the example items show what the values are: `1331` under `<pad(totalScore, 3)>` is wider than the pad
                    if (e.examplesWithShapes().stream().map(x -> x.values().get(r.name())).anyMatch(v -> v instanceof BigDecimal n && n.abs().compareTo(top) > 0)) {
                        continue;
                    }
                    implied.putIfAbsent(r.name(), new BigDecimal[] {BigDecimal.ZERO, top});
                    // `<priority:04>` where priority = 9999 - seniorityPoints: the width bounds what the value is made of
                    e.derived.stream().filter(d -> d.name().equals(r.name())).findFirst()
                            .flatMap(d -> paddedRange(new Expression.Call(Expression.Function.PAD, List.of(d.expression(), w))))
                            .ifPresent(range -> implied.putIfAbsent(range.getKey(), range.getValue()));
                }
            }
        }
        for (DerivedValue d : e.derived) {
            paddedRange(d.expression()).ifPresent(r -> implied.putIfAbsent(r.getKey(), r.getValue()));
        }
        List<Attribute> result = new ArrayList<>();
        for (Attribute a : attributes) {
            BigDecimal[] range = implied.get(a.name());
            boolean open = a.constraints().min() == null && a.constraints().max() == null;
            result.add(range != null && open && a.type() == AttributeType.NUMBER
                    ? a.withType(a.type(), a.constraints().withRange(range[0], range[1])) : a);
        }
        return result;
    }

    /** A description that lists the values a string takes: "`IN_PRODUCTION` | `ENDED`", "DRAFT | SENT - set by the app". */
    private static final Pattern DESCRIBED_STATES = Pattern.compile(
            "^\\s*(?:one of:?\\s*)?([A-Z][A-Z0-9_]*(?:\\s*\\|\\s*[A-Z][A-Z0-9_]*)+)\\s*(?:[;,.(—–-].*)?$");

    /** "Status values: `SIGNED`, `PERMITTED`, `COMPLETE`.": the values an attribute takes, listed in the entity's prose. */
    private static final Pattern LISTED_VALUES = Pattern.compile(
            "(?:^|\\n|[.:]\\s+)[*_]*`?([\\p{L}_][\\p{L}\\p{N}_]*)`?[*_]*\\s+values?\\s*(?:are\\s*)?[*_]*:\\s*"
            + "((?:`[A-Z][A-Z0-9_]*`\\s*(?:,|\\||/)?\\s*(?:or\\s+|and\\s+)?)+)");

    private static List<Attribute> withListedValues(RawEntity e, List<Attribute> attributes) {
        Map<String, List<String>> listed = new HashMap<>();
        Matcher m = LISTED_VALUES.matcher(e.prose == null ? "" : e.prose);
        while (m.find()) {
            List<String> values = CODE_NAME.matcher(m.group(2)).results().map(r -> r.group(1).strip()).toList();
            if (values.size() >= 2) {
                listed.putIfAbsent(m.group(1).toLowerCase(Locale.ROOT), values);
            }
        }
        if (listed.isEmpty()) {
            return attributes;
        }
        List<Attribute> result = new ArrayList<>();
        for (Attribute a : attributes) {
            List<String> values = listed.get(a.name().toLowerCase(Locale.ROOT));
            boolean open = a.type() == AttributeType.STRING && !a.constraints().isEnum()
                    && (a.constraints().format() == null || a.constraints().format() == ValueFormat.CODE);
            result.add(open && values != null ? a.withType(a.type(), a.constraints().withFormat(null).withAllowedValues(values)) : a);
        }
        return result;
    }

    private static List<Attribute> withDescribedValues(List<Attribute> attributes) {
        List<Attribute> result = new ArrayList<>();
        for (Attribute a : attributes) {
            Matcher m = DESCRIBED_STATES.matcher(a.description() == null ? "" : a.description().replace("`", ""));
            boolean open = a.type() == AttributeType.STRING && !a.constraints().isEnum()
                    && (a.constraints().format() == null || a.constraints().format() == ValueFormat.CODE);
            result.add(open && m.matches() ? a.withType(a.type(), a.constraints().withFormat(null)
                    .withAllowedValues(java.util.Arrays.stream(m.group(1).split("\\|")).map(String::strip).toList())) : a);
        }
        return result;
    }

    /** "`applicationId`, `adopterId` and `visitId` are ULIDs": names listed before the format, anywhere in the document. */
    private static final Pattern LISTED_FORMAT = Pattern.compile(
            "(?i)((?:`[<{]?[\\p{L}_][\\p{L}\\p{N}_]*[>}]?`\\s*(?:,\\s*(?:and\\s+)?|\\band\\b)\\s*)*`[<{]?[\\p{L}_][\\p{L}\\p{N}_]*[>}]?`)"
                    + "\\)?(?:\\s+(?:is|are)\\s+(?:always\\s+)?(?:an?\\s+)?|\\s*=\\s*)(?:\\*\\*|__)?(?:all\\s+|the\\s+)?`?(ULID|KSUID|UUID|epoch[- ]seconds|unix[- ]seconds|epoch[- ](?:ms|millis(?:econds)?)"
                    + "|ISO[- ]dates?\\b|ISO[- ]?8601|YYYY-MM-DD(?!T))s?\\b");
    /** "The same goes for `createdAt`, `loadedAt` and `startedAt`": the names a format just declared extends to. */
    private static final Pattern SAME_GOES = Pattern.compile(
            "(?i)\\bthe\\s+same\\s+(?:goes|holds|applies|is\\s+true)\\s+(?:for|to)\\s+"
                    + "((?:`[^`\\n]+`\\s*(?:,\\s*(?:and\\s+)?|\\band\\b)\\s*)*`[^`\\n]+`)");
    /**
     * "Every time value inside a key is **epoch seconds**", "All timestamps are ISO 8601", "Timestamps are epoch seconds
     * everywhere": the format of every time.
     */
    private static final Pattern EVERY_TIME = Pattern.compile(
            "(?i)(?:\\b(?:every|all|each)\\s+(?:the\\s+)?|(?:^|[.!:]\\s+|\\n\\s*(?:[-*]\\s+)?))"
                    + "(?:time\\s+values?|timestamps?|times|date-?times?|instants?)\\b[^.\\n]{0,40}?"
                    + "\\b(?:is|are)\\s+(?:always\\s+)?(?:stored\\s+as\\s+|written\\s+as\\s+|in\\s+)?(?:\\*\\*|__)?"
                    + "(epoch[- ]seconds|unix[- ]seconds|epoch[- ](?:ms|millis(?:econds)?)|ISO[- ]?8601)\\b");
    private Map<String, ValueFormat> documentFormats;
    private ValueFormat documentTimeFormat;

    /**
     * The formats the document declares for a pattern's inputs that no entity declares as an attribute ("Dates
     * (`{fromDate}`, `{toDate}`) are `YYYY-MM-DD`"): a bound's input is then a value of that format, whatever the key
     * it is compared with holds.
     */
    Map<String, ValueFormat> inputFormats(Collection<String> inputs) {
        Map<String, ValueFormat> result = new LinkedHashMap<>();
        for (String input : inputs) {
            ValueFormat f = documentFormats().get(input);
            boolean attribute = assembled.stream().anyMatch(e -> e.attribute(input).isPresent());
            if (f != null && !attribute) {
                result.put(input, f);
            }
        }
        return result;
    }

    private Map<String, ValueFormat> documentFormats() {
        if (documentFormats == null) {
            documentFormats = new HashMap<>();
            Matcher m = LISTED_FORMAT.matcher(document);
            while (m.find()) {
                ValueFormat f = formatWord(m.group(2));
                names(m.group(1)).forEach(n -> documentFormats.putIfAbsent(n, f));
                // the same paragraph may extend it: "The same goes for `createdAt`, `loadedAt` and `startedAt`."
                int end = document.indexOf("\n\n", m.end());
                Matcher same = SAME_GOES.matcher(document).region(m.end(), end < 0 ? document.length() : end);
                if (same.find()) {
                    names(same.group(1)).forEach(n -> documentFormats.putIfAbsent(n, f));
                }
            }
            Matcher every = EVERY_TIME.matcher(document);
            documentTimeFormat = every.find() ? formatWord(every.group(1)) : null;
        }
        return documentFormats;
    }

    private static ValueFormat formatWord(String text) {
        String word = text.toLowerCase(Locale.ROOT);
        return word.equals("uuid") ? ValueFormat.UUID : word.contains("seconds") ? ValueFormat.EPOCH_SECONDS
                : word.startsWith("epoch") ? ValueFormat.EPOCH_MILLIS
                : word.startsWith("yyyy") || word.matches("iso[- ]dates?") ? ValueFormat.DATE
                : word.startsWith("iso") ? ValueFormat.ISO_8601 : ValueFormat.ULID;
    }

    private static final Pattern CODE_NAME = Pattern.compile("`[<{]?([^`<>{}]+)[>}]?`");

    private static List<String> names(String listed) {
        return CODE_NAME.matcher(listed).results().map(r -> r.group(1)).toList();
    }

    /**
     * The format a document gives every time ("Every time value inside a key is epoch seconds") for an attribute named
     * as a time; a date (`dueDate`, `bakedOn`) is not an instant unless it is a number.
     */
    private ValueFormat timeFormatOf(Attribute a) {
        documentFormats();
        if (documentTimeFormat == null || !Timestamps.looksLikeTime(a.name())) {
            return null;
        }
        boolean dayNamed = a.name().matches("(?i).*(date|on)$");
        return documentTimeFormat.isEpoch() ? (a.type() == AttributeType.NUMBER ? documentTimeFormat : null)
                : dayNamed ? null : documentTimeFormat;
    }

    private static final Pattern PROSE_FORMAT = Pattern.compile(
            "(?i)(?<![\\p{L}\\p{N}_])[`<]?([\\p{L}_][\\p{L}\\p{N}_]*)[`>]?\\s+(?:is|are)\\s+(?:an?\\s+|always\\s+an?\\s+)?"
            // "`startTime` is 24h `HH:MM`": a time of day by its format
            + "(?:(?:24h|24-hour|24 hour)\\s+)?[`\"]?(ULID|KSUID|UUID|HH:?MM(?::SS)?)s?(?![\\p{L}\\p{N}_])");

    /** "division zero-padded to 2 digits, kickoffTime `HH:MM`": a name and the time-of-day format it is written in. */
    private static final Pattern NAME_THEN_FORMAT = Pattern.compile(
            "(?<![\\p{L}\\p{N}_])([\\p{Ll}_][\\p{L}\\p{N}_]*)`?\\s+`?(?:HH:?MM(?::SS)?)`?(?![\\p{L}\\p{N}_:])");

    /**
     * Formats the prose around the entity's keys gives its identifiers: "(postId is a ULID, so this sorts by creation
     * time)" makes postId a ULID, so that sample ids agree with the items' times as the design relies on.
     */
    private List<Attribute> withProseFormats(RawEntity e, List<Attribute> attributes) {
        String text = e.keys.stream().map(k -> InlineText.plain(k.note() == null ? "" : k.note())).reduce(e.prose, (a, b) -> a + "\n" + b);
        Map<String, ValueFormat> formats = new HashMap<>();
        Matcher m = PROSE_FORMAT.matcher(text);
        while (m.find()) {
            formats.putIfAbsent(m.group(1), ValueFormat.parse(m.group(2)).orElse(ValueFormat.ULID));
        }
        Matcher named = NAME_THEN_FORMAT.matcher(text);
        while (named.find()) {
            formats.putIfAbsent(named.group(1), ValueFormat.TIME_OF_DAY);
        }
        documentFormats().forEach(formats::putIfAbsent);
        attributes = withDescribedValues(withListedValues(e, attributes));
        List<Attribute> result = new ArrayList<>();
        for (Attribute a : attributes) {
            // a description that is only a format: `songId` (string) - ULID, `startTime` (string) - `hhmm`
            String about = InlineText.plain(a.description() == null ? "" : a.description()).replaceAll("[`.]", "").strip();
            // "epoch ms, denormalised from the sailing": the format its first clause names
            ValueFormat f = formats.getOrDefault(a.name(),
                    ValueFormat.parse(about).or(() -> ValueFormat.parse(about.split("[,;(]")[0])).orElseGet(() -> timeFormatOf(a)));
            boolean fits = a.type() == AttributeType.STRING || f != null && f.isEpoch() && a.type() == AttributeType.NUMBER;
            result.add(f != null && fits && a.constraints().format() == null && !a.constraints().isEnum()
                    ? a.withType(a.type(), a.constraints().withFormat(f)) : a);
        }
        return result;
    }

    /** "1 | 2 | 3", "1, 2 or 3"; not a sequence that goes on ("1, 2, 3 ... per recipe", "1, 2, 3, etc."). */
    private static final Pattern DESCRIBED_VALUES = Pattern.compile("(?<![\\d.:,-])-?\\d+(?:(?:\\s*\\|\\s*|,\\s+|\\s*/\\s*|\\s+or\\s+)-?\\d+)+(?![\\d.:,-])"
            + "(?!\\s*,?\\s*(?:\\.{2,}|…|etc\\b|and\\s+so\\s+on))");
    private static final Pattern SINGLE_DIGIT = Pattern.compile("(?i)\\bsingle[- ]digit\\b");
    private static final Pattern DESCRIBED_RANGE = Pattern.compile("(?<![\\d.:-])(-?\\d+)\\s*(?:-|–|\\.\\.|to)\\s*(-?\\d+)(?![\\d.:-])");

    /**
     * The values of the one number a padded formula is made of that keep it within its width: {@code pad(100 - score,
     * 3)} holds 000..999 when score is -899..100, of which 0..100 is taken, a value counted from zero up; {@code
     * pad(500 - round(avgRating * 100), 3)} gives 0..5. Only for a formula linear in that number.
     */
    private static Optional<Map.Entry<String, BigDecimal[]>> paddedRange(Expression expression) {
        if (!(expression instanceof Expression.Call c && c.function() == Expression.Function.PAD
                && c.arguments().get(1) instanceof Expression.NumberLiteral w)) {
            return Optional.empty();
        }
        Set<String> names = c.arguments().get(0).references();
        if (names.size() != 1) {
            return Optional.empty();
        }
        String name = names.iterator().next();
        try {
            BigDecimal at0 = number(c.arguments().get(0), name, BigDecimal.ZERO);
            BigDecimal at1 = number(c.arguments().get(0), name, BigDecimal.ONE);
            BigDecimal at2 = number(c.arguments().get(0), name, BigDecimal.valueOf(2));
            BigDecimal slope = at1.subtract(at0);
            if (slope.signum() == 0 || at2.subtract(at1).compareTo(slope) != 0) {
                return Optional.empty();
            }
            BigDecimal top = BigDecimal.TEN.pow(w.value().intValue()).subtract(BigDecimal.ONE);
            BigDecimal a = BigDecimal.ZERO.subtract(at0).divide(slope);
            BigDecimal b = top.subtract(at0).divide(slope);
            BigDecimal low = a.min(b);
            BigDecimal high = a.max(b);
            // an inverted value (500 - round(avgRating * 100)) counts down from what is measured from zero up
            return Optional.of(Map.entry(name, new BigDecimal[] {high.signum() > 0 ? low.max(BigDecimal.ZERO) : low, high}));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static BigDecimal number(Expression e, String name, BigDecimal value) {
        Object result = ExpressionEvaluator
                .evaluate(e, n -> n.equals(name) ? Optional.of(value) : Optional.empty()).orElseThrow();
        return result instanceof BigDecimal b ? b : new BigDecimal(result.toString());
    }

    /**
     * An example item with the values that live only in its keys read back from them: {@code "pk": "EMAIL#ana@x.io"}
     * with {@code EMAIL#<email>} gives {@code email = ana@x.io}, and {@code EMAIL#<lower(email)>} too. Only placeholders
     * between literal text are read.
     */
    private static ExampleItem withKeyValues(RawEntity e, ExampleItem example) {
        Map<String, Object> values = new LinkedHashMap<>(example.values());
        for (KeyDefinition k : e.keys) {
            if (!(values.get(k.attribute()) instanceof String rendered)) {
                continue;
            }
            List<KeyTemplate.Segment> segments = k.template().segments();
            int at = 0;
            for (int i = 0; i < segments.size() && at >= 0; i++) {
                if (segments.get(i) instanceof KeyTemplate.Literal l) {
                    at = rendered.startsWith(l.text(), at) ? at + l.text().length() : -1;
                } else if (segments.get(i) instanceof KeyTemplate.Placeholder p && valueName(p.expression()).isPresent()) {
                    String name = valueName(p.expression()).get();
                    boolean last = i == segments.size() - 1;
                    int end = last ? rendered.length()
                            : segments.get(i + 1) instanceof KeyTemplate.Literal next ? rendered.indexOf(next.text(), at) : -1;
                    if (end < at) {
                        break;
                    }
                    String shown = rendered.substring(at, end);
                    // "PEN#0007" of "PEN#<pad(penNo, 4)>": the number the padded digits show
                    boolean padded = p.expression() instanceof Expression.Call c && c.function() == Expression.Function.PAD
                            || YEAR_NAME.matcher(name).matches();
                    if (padded && !shown.matches("\\d+")) {
                        break;
                    }
                    values.putIfAbsent(name, padded ? new java.math.BigDecimal(shown).stripTrailingZeros().setScale(0) : shown);
                    at = end;
                } else {
                    break;
                }
            }
        }
        return values.size() == example.values().size() ? example : new ExampleItem(values, example.location());
    }

    /**
     * The value a placeholder shows as it is, or up to its case: {@code <email>}, {@code <lower(email)>} (the key's
     * lower-case form is a value of the attribute whose lower case it is).
     */
    private static Optional<String> valueName(Expression e) {
        if (e instanceof Expression.Reference r) {
            return Optional.of(r.name());
        }
        if (e instanceof Expression.Call c && (c.function() == Expression.Function.LOWER || c.function() == Expression.Function.UPPER
                || c.function() == Expression.Function.TRIM || c.function() == Expression.Function.PAD) && c.arguments().get(0) instanceof Expression.Reference r) {
            return Optional.of(r.name());
        }
        return Optional.empty();
    }

    private static List<Object> examples(String name, Collection<RawEntity> entities) {
        List<Object> values = new ArrayList<>();
        for (RawEntity e : entities) {
            for (ExampleItem x : e.examples) {
                if (x.values().containsKey(name)) {
                    values.add(x.values().get(name));
                }
            }
        }
        return values;
    }
}

package io.github.dynamodesign.design.markdown;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.ListBlock;
import com.vladsch.flexmark.ast.ListItem;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Constraints;
import io.github.dynamodesign.design.DerivedValue;
import io.github.dynamodesign.design.Expression;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.ExpressionParser;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ScalarType;
import io.github.dynamodesign.design.ValueFormat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the Entity Key Design section: one heading per entity, bullets for keys, attributes, derived values. */
final class EntityReader {

    private static final Pattern HEADING_NAME = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_]*");
    /** The state after an entity's name in a key-matrix row: {@code (SENT)}, {@code [while OPEN]}, {@code — archived}. */
    private static final Pattern STATE = Pattern.compile("\\s*(?:\\(([^)]+)\\)|\\[([^]]+)]|[-–—:]\\s*(.+))\\s*");
    private static final Pattern DERIVED = Pattern.compile("^`?([\\p{L}_$][\\p{L}\\p{N}_$]*)`?\\s*(?:=|:=|:)\\s*(.+)$");

    private final SourceLines lines;
    private final Problems problems;
    private final Function<String, Optional<String>> keyLabels;

    /** @param keyLabels resolves a bullet label ({@code PK}, {@code GSI1SK}) to the key attribute it writes */
    EntityReader(SourceLines lines, Problems problems, Function<String, Optional<String>> keyLabels) {
        this.lines = lines;
        this.problems = problems;
        this.keyLabels = keyLabels;
    }

    List<RawEntity> read(Section section, Document document) {
        List<Node> blocks = new ArrayList<>();
        for (Node node : document.getChildren()) {
            int line = lines.lineOf(node);
            if (line >= section.end()) {
                break;
            }
            if (line > section.line()) {
                blocks.add(node);
            }
        }
        int entityLevel = blocks.stream().filter(n -> n instanceof Heading h && h.getLevel() > section.level())
                .mapToInt(n -> ((Heading) n).getLevel()).min().orElse(0);
        List<RawEntity> entities = new ArrayList<>();
        List<RawEntity> current = List.of();
        List<List<RawEntity>> groups = new ArrayList<>();
        for (Node node : blocks) {
            if (node instanceof Heading h && h.getLevel() <= entityLevel) {
                current = h.getLevel() == entityLevel ? newEntities(h) : List.of();
                entities.addAll(current);
                if (current.size() > 1) {
                    groups.add(current);
                }
            } else {
                for (RawEntity e : current) {
                    readBlock(node, e);
                }
            }
        }
        // "### Order Number Counter" beside "### Order (header)": a heading whose first word another entity is named by
        // is the name of all its words (OrderNumberCounter)
        for (int i = 0; i < entities.size(); i++) {
            RawEntity e = entities.get(i);
            String cleaned = e.heading.strip();
            boolean clash = entities.stream().anyMatch(o -> o != e && o.headingName.equals(e.headingName));
            if (clash && TITLE_CASE_NAME.matcher(cleaned).matches()) {
                e.headingName = InlineText.joinedName(cleaned);
            }
        }
        for (int i = 0; i < entities.size(); i++) {
            int from = entities.get(i).line;
            int end = entities.stream().mapToInt(e -> e.line).filter(l -> l > from).min().orElse(section.end());
            readAttributeTables(entities.get(i), end);
            StringBuilder prose = new StringBuilder();
            for (int n = entities.get(i).line + 1; n < end; n++) {
                if (!lines.isCode(n)) {
                    prose.append(lines.line(n)).append('\n');
                }
            }
            entities.get(i).prose = prose.toString();
        }
        for (List<RawEntity> group : groups) {
            for (RawEntity e : group) {
                e.examples.removeIf(x -> group.stream().anyMatch(o -> o != e && x.values().containsValue(o.headingName)));
            }
        }
        readKeyMatrices(section, entities);
        for (RawEntity holder : List.copyOf(entities)) {
            for (RawEntity.NamedAttributes given : holder.othersAttributes) {
                RawEntity named = entities.stream().filter(e -> e.headingName.equalsIgnoreCase(given.entity()))
                        .findFirst().orElse(holder);
                readAttributes(given.list(), given.line(), null, named);
            }
        }
        // a heading under which nothing of an entity is written ("### Key matrix", "### Conventions") is no entity
        entities.removeIf(e -> {
            boolean empty = e.keys.isEmpty() && e.attributes.isEmpty() && e.examples.isEmpty() && e.reference == null
                    && e.derived.isEmpty() && e.ttl == null && e.variants.isEmpty();
            if (empty) {
                problems.info(e.line, "not-an-entity", "'" + e.heading + "' gives no keys, attributes or example item: it is read"
                        + " as prose, not as an entity", "give an entity its key bullets (- **PK**: `...`) or a Key/Template table");
            }
            return empty;
        });
        if (entities.isEmpty()) {
            problems.warning(section.line(), "no-entities", "the Entity Key Design section has no entity headings",
                    "give each entity a heading one level below the section: ### Order");
        }
        return entities;
    }

    /**
     * Key matrices ({@code | Entity | pk | sk | gsi1pk | gsi1sk |}), one row per entity: each cell is read as the key
     * bullet of that column's attribute. An entity the matrix names and no heading defines is added.
     */
    private void readKeyMatrices(Section section, List<RawEntity> entities) {
        for (MarkdownTable table : lines.tables(section.line() + 1, section.end())) {
            int name = table.column("entity", "entitytype", "itemtype", "item", "type", "entityname");
            List<Integer> keys = keyColumns(table, name);
            if (name < 0 || keys.size() < 2) {
                continue;
            }
            // "| Officer day |" beside "| Officer |": a row naming a heading in all its words is that heading's entity,
            // named by all its words, and a row naming only its first word is another entity
            Map<MarkdownTable.Row, RawEntity> whole = new HashMap<>();
            for (MarkdownTable.Row row : table.rows()) {
                String plain = InlineText.plain(row.cell(name));
                String cell = InlineText.headingWords(plain);
                entities.stream().filter(e -> cell.contains(" ") && !STATE_MARK.matcher(plain).find() && InlineText.headingWords(e.heading).equalsIgnoreCase(cell)).findFirst()
                        .ifPresent(e -> whole.put(row, e));
            }
            for (RawEntity e : whole.values()) {
                e.headingName = InlineText.joinedName(InlineText.headingWords(e.heading));
            }
            Map<String, Integer> rowsPerEntity = new HashMap<>();
            for (MarkdownTable.Row row : table.rows()) {
                Optional<String> inWords = nameInWords(InlineText.plain(row.cell(name)), entities);
                Matcher m = HEADING_NAME.matcher(InlineText.plain(row.cell(name)));
                if (inWords.isPresent() || m.find()) {
                    rowsPerEntity.merge(inWords.orElseGet(m::group).toLowerCase(Locale.ROOT), 1, Integer::sum);
                }
            }
            for (MarkdownTable.Row row : table.rows()) {
                String cell = InlineText.plain(row.cell(name));
                if (whole.containsKey(row)) {
                    readKeyCells(table, row, keys, whole.get(row));
                    continue;
                }
                // "Kiln-day booking" of `### KilnDayBooking`: the entity named in words, no state of Kiln
                Optional<String> inWords = nameInWords(cell, entities);
                if (inWords.isPresent()) {
                    RawEntity named = entities.stream().filter(e -> e.headingName.equalsIgnoreCase(inWords.get())).findFirst().orElseThrow();
                    readKeyCells(table, row, keys, named);
                    continue;
                }
                Matcher m = HEADING_NAME.matcher(cell);
                if (!m.find()) {
                    continue;
                }
                String entityName = m.group();
                RawEntity named = entities.stream().filter(e -> e.headingName.equalsIgnoreCase(entityName)).findFirst()
                        .orElseGet(() -> {
                            RawEntity added = new RawEntity(entityName, entityName, row.line());
                            entities.add(added);
                            return added;
                        });
                // rows of one entity in named states (`Issue (DRAFT)`, `Issue (SENT)`): a variant per state
                Matcher state = STATE.matcher(cell.substring(m.end()));
                boolean several = rowsPerEntity.getOrDefault(entityName.toLowerCase(Locale.ROOT), 0) > 1;
                RawEntity entity = named;
                if (several && state.matches()) {
                    String qualifier = state.group(1) != null ? state.group(1) : state.group(2) != null ? state.group(2) : state.group(3);
                    entity = named.variant(qualifier.strip(), row.line());
                    named.variants.add(entity);
                } else if (several) {
                    named.plainRow = true;
                }
                readKeyCells(table, row, keys, entity);
            }
        }
    }

    /** A state written after an entity's name in a key-matrix row: parentheses, brackets, a dash. */
    private static final Pattern STATE_MARK = Pattern.compile("[(\\[—–]|\\s-\\s");

    /** The entity a cell names in several words ({@code Kiln-day booking} for {@code KilnDayBooking}), when one has that name. */
    private static Optional<String> nameInWords(String cell, List<RawEntity> entities) {
        String[] words = cell.strip().split("[\\s-]+");
        if (words.length < 2 || !java.util.Arrays.stream(words).allMatch(w -> w.matches("[\\p{L}][\\p{L}\\p{N}]*"))) {
            return Optional.empty();
        }
        String joined = String.join("", words);
        return entities.stream().map(e -> e.headingName).filter(joined::equalsIgnoreCase).findFirst();
    }

    /** The columns of a table whose header is a key attribute's label, the given column apart (-1: none). */
    private List<Integer> keyColumns(MarkdownTable table, int apart) {
        List<Integer> keys = new ArrayList<>();
        for (int c = 0; c < table.rawHeader().size(); c++) {
            if (c != apart && !headerKeys(InlineText.plain(table.rawHeader().get(c))).isEmpty()) {
                keys.add(c);
            }
        }
        return keys;
    }

    /** The key attributes a column header names: one ({@code GSI1PK}), or two joined by a slash ({@code gsi1pk / gsi1sk}). */
    private List<String> headerKeys(String header) {
        Optional<String> one = keyLabels.apply(header).filter(a -> !a.isEmpty());
        if (one.isPresent()) {
            return List.of(one.get());
        }
        String[] two = header.strip().split("\\s*/\\s*");
        if (two.length != 2) {
            return List.of();
        }
        List<String> both = Arrays.stream(two).map(l -> keyLabels.apply(l).filter(a -> !a.isEmpty()).orElse("")).toList();
        return both.contains("") ? List.of() : both;
    }

    /** A row's key cells, each read as the key bullet of its column's attribute; a dash is no key. */
    private void readKeyCells(MarkdownTable table, MarkdownTable.Row row, List<Integer> keys, RawEntity entity) {
        for (int c : keys) {
            String label = InlineText.plain(table.rawHeader().get(c));
            List<String> attributes = headerKeys(label);
            entity.matrixKeys.addAll(attributes);
            if (attributes.size() == 2) {
                if (!InlineText.isEmptyValue(row.cell(c)) && attributes.stream().noneMatch(a -> entity.keys.stream().anyMatch(k -> k.attribute().equals(a)))) {
                    readKey(new InlineText.Labelled(label, row.cell(c)), row.line(), entity);
                }
                continue;
            }
            String attribute = attributes.get(0);
            boolean given = entity.keys.stream().anyMatch(k -> k.attribute().equals(attribute));
            if (!given && !InlineText.isEmptyValue(row.cell(c))) {
                readKey(new InlineText.Labelled(label, row.cell(c)), row.line(), entity);
            }
        }
    }

    /**
     * A row of key values under the entity's heading ({@code | PK | SK | GSI1PK | GSI1SK |} and one row of templates):
     * each cell read as the key bullet of its column's attribute, a dash as no value. Whether the table was one.
     */
    private boolean readKeyRow(MarkdownTable table, RawEntity entity) {
        List<Integer> keys = keyColumns(table, -1);
        if (keys.size() < 2 || keys.size() < table.rawHeader().size() - 1 || table.rows().size() != 1) {
            return false;
        }
        readKeyCells(table, table.rows().get(0), keys, entity);
        return true;
    }

    /**
     * Attributes given as a table under the entity ({@code | Attribute | Type | Constraints | Description |}), as
     * documents written by assistants often do: each row is read like an attribute bullet.
     */
    private void readAttributeTables(RawEntity entity, int end) {
        for (MarkdownTable table : lines.tables(entity.line + 1, end)) {
            int keyColumn = table.column("key", "keyattribute", "keyname", "label");
            int templateColumn = table.column("template", "value", "format", "pattern", "keytemplate", "keyvalue");
            if (templateColumn < 0 && keyColumn >= 0) {
                // | Key attribute | Value template | Example |: the column whose header names the template
                templateColumn = table.columnContaining("template").orElse(-1);
            }
            if (keyColumn < 0 && templateColumn >= 0) {
                // | Attribute | Value | with a row per key attribute (PK, SK, GSI1PK …) and other rows about the item
                int named = table.column("attribute", "attributename", "name", "field");
                // (a label qualified by the entity it is of, "PK (supplier)", is a key's too)
                boolean keyRows = named >= 0 && table.rows().stream().anyMatch(r ->
                        keyLabels.apply(InlineText.plain(r.cell(named)).replaceFirst("\\s*\\([\\p{L} ]{1,30}\\)\\s*$", ""))
                                .filter(a -> !a.isEmpty()).isPresent());
                keyColumn = keyRows ? named : -1;
            }
            if (keyColumn >= 0 && templateColumn >= 0 && table.column("type", "datatype", "attributetype") < 0) {
                // | Key | Template | rows, read as the key bullets they stand for
                int note = table.column("notes", "note", "description", "purpose", "comment");
                for (MarkdownTable.Row row : table.rows()) {
                    String value = row.cell(templateColumn) + (note < 0 ? "" : " " + row.cell(note));
                    if (InlineText.isEmptyValue(row.cell(templateColumn))) {
                        continue; // | GSI2PK | - |: no such key
                    }
                    String label = InlineText.normalize(InlineText.plain(row.cell(keyColumn)));
                    if (label.endsWith("attributes") || label.equals("fields")) {
                        // | Other attributes | `caseNumber` (S), `docketSeq` (N), … |: the item's attributes
                        readAttributes(row.cell(templateColumn), row.line(), null, entity);
                        continue;
                    }
                    if (!rowOfEntity(InlineText.plain(row.cell(keyColumn)), entity, table, keyColumn)) {
                        continue; // | SK (line) | … | under "PurchaseOrder and POLine": POLine's key, not PurchaseOrder's
                    }
                    String written = InlineText.plain(row.cell(keyColumn)).strip();
                    Matcher qualified = QUALIFIED_LABEL.matcher(written);
                    if (qualified.matches() && severalNames(entity.heading).size() > 1) {
                        written = qualified.group(1); // "SK (header)": the key, its entity chosen above
                    } else if (qualified.matches() && ROLE_QUALIFIER.matcher(qualified.group(2)).matches()
                            && keyLabels.apply(qualified.group(1)).filter(a -> !a.isEmpty()).isPresent()) {
                        // "`PK` (room)" then "`PK` (engineer)" under one entity: one key, its templates alternatives
                        String key = keyLabels.apply(qualified.group(1)).get();
                        Optional<KeyDefinition> first = entity.keys.stream().filter(k -> k.attribute().equals(key)).findFirst();
                        int before = entity.keys.size();
                        readKey(new InlineText.Labelled(qualified.group(1), value), row.line(), entity);
                        if (first.isPresent() && entity.keys.size() == before + 1) {
                            KeyDefinition other = entity.keys.remove(before);
                            entity.alternatives.computeIfAbsent(key, k -> new ArrayList<>(List.of(first.get()))).add(other);
                        }
                        continue;
                    }
                    if (ownKeyRow(written, row.cell(templateColumn), row.line(), entity)) {
                        continue;
                    }
                    // | `campusId` / `roomId` | plain attributes (gsi-room-day PK) |: one row for two keys
                    List<String> labels = List.of(written);
                    List<String> parts = java.util.Arrays.stream(labels.get(0).split("\\s*/\\s*")).map(String::strip).toList();
                    if (parts.size() > 1 && parts.stream().allMatch(part -> keyLabels.apply(part).filter(part::equals).isPresent())) {
                        labels = parts;
                    }
                    for (String keyLabel : labels) {
                        String cell = InlineText.plain(row.cell(templateColumn)).strip();
                        Matcher copy = COPY_OF.matcher(cell);
                        boolean own = keyLabels.apply(keyLabel).filter(keyLabel::equals).isPresent();
                        if (own && copy.matches()) {
                            // | `publishedCourseId` | copy of `courseId`, only while `PUBLISHED` |: the value it copies
                            readKey(new InlineText.Labelled(keyLabel, "`<" + copy.group(1) + ">`" + copy.group(2)
                                    + (note < 0 ? "" : " " + row.cell(note))), row.line(), entity);
                        } else if (own && PROSE_CELL.matcher(cell).matches()) {
                            // | `publishedAt` | ISO timestamp, only while `PUBLISHED` |: the attribute is its own key
                            Matcher typeWord = TYPE_WORD.matcher(cell);
                            ownKeyRow(keyLabel + " (" + (typeWord.find() ? typeWord.group(1) : "") + ")", row.cell(templateColumn), row.line(), entity);
                        } else {
                            readKey(new InlineText.Labelled(keyLabel, value), row.line(), entity);
                        }
                    }
                }
                continue;
            }
            if (readKeyRow(table, entity)) {
                continue;
            }
            int name = table.column("attribute", "attributename", "name", "field", "fieldname");
            int type = table.column("type", "datatype", "attributetype");
            if (name < 0 || type < 0) {
                continue;
            }
            int constraints = table.column("constraints", "constraint", "format", "allowedvalues", "values", "valuesrange",
                    "valuerange", "range", "rangevalues", "domain", "valuesformat", "formatvalues", "valuesnotes");
            if (constraints < 0) {
                // "Range / format", "Allowed values / notes": a column about the values, by the words in its header
                constraints = table.columnContaining("range", "values", "allowed", "domain").orElse(-1);
            }
            int required = table.column("required");
            int description = table.column("description", "notes", "note", "purpose", "meaning");
            for (MarkdownTable.Row row : table.rows()) {
                // "`dispatchAreaId`, `callDate` | S": one row for several names of one type
                for (String attribute : namesIn(row.cell(name))) {
                    if (attribute.isEmpty() || entity.attributes.stream().anyMatch(a -> a.name().equals(attribute))) {
                        continue;
                    }
                    List<String> declaration = new ArrayList<>(List.of(InlineText.plain(row.cell(type))));
                    String given = constraints < 0 ? "" : InlineText.plain(row.cell(constraints));
                    String aside = "";
                    if (!InlineText.isEmptyValue(given)) {
                        // "`SPRUCE` \\| `MAPLE`", "derived `round(massG / volumeCm3 * 1000)`, 330-1300": a cell that is
                        // not only constraints is read as a description is, for the values and ranges it states
                        Problems trial = new Problems("");
                        AttributeParser.parse("`" + attribute + "` (" + InlineText.plain(row.cell(type)) + ", " + given + ")", row.line(), trial);
                        if (trial.all().isEmpty()) {
                            declaration.add(given);
                        } else {
                            aside = given;
                        }
                    }
                    String req = required < 0 ? "" : InlineText.plain(row.cell(required)).toLowerCase(Locale.ROOT);
                    if (req.equals("no") || req.equals("false") || req.equals("optional")) {
                        declaration.add("optional");
                    }
                    String about = description < 0 ? "" : InlineText.plain(row.cell(description));
                    about = aside.isEmpty() ? about : InlineText.isEmptyValue(about) ? aside : aside + "; " + about;
                    String text = "`" + attribute + "` (" + String.join(", ", declaration);
                    if (InlineText.isEmptyValue(about)) {
                        AttributeParser.parse(text + ")", row.line(), problems).ifPresent(entity.attributes::add);
                        continue;
                    }
                    // a description that is only constraints (`ulid`, `ISO-8601`, `1..100`) counts as them
                    Problems trial = new Problems("");
                    Optional<Attribute> constrained = AttributeParser.parse(text + ", " + about + ")", row.line(), trial);
                    (constrained.isPresent() && trial.all().isEmpty() ? constrained
                            : AttributeParser.parse(text + ") - " + about, row.line(), problems)).ifPresent(entity.attributes::add);
                }
            }
        }
    }

    /** {@code fleetId (gsi3 PK part 1)}, {@code woPriority (gsi3 SK part 1, N)}: an attribute of the item and its role in an index. */
    /** "copy of `courseId`, only while `PUBLISHED`": a key that copies another value. */
    private static final Pattern COPY_OF = Pattern.compile("(?i)^(?:an?\\s+)?(?:copy|copied)\\s+(?:of|from)\\s+`?([\\p{L}_][\\p{L}\\p{N}_]*)`?(.*)$");
    /** A key cell in words, no template: "plain attributes (gsi-room-day PK)", "ISO timestamp, only while `PUBLISHED`". */
    private static final Pattern PROSE_CELL = Pattern.compile("^\\p{Ll}[^<>#]*$|^(?:ISO|UTC|ULID|UUID|Number|String|Boolean|N|S)\\b[^<>#]*$"
            // "`BRONZE`/`SILVER`/`GOLD`, loyalty members only": the values it takes
            + "|^[A-Z][A-Z0-9_]*(?:\\s*[/|]\\s*[A-Z][A-Z0-9_]*)+(?![\\p{L}\\p{N}_])[^<>#]*$");
    private static final Pattern OWN_KEY_LABEL = Pattern.compile("^`?([\\p{L}_][\\p{L}\\p{N}_]*)`?\\s*\\(([^)]*)\\)\\s*$");
    private static final Pattern TYPE_WORD = Pattern.compile("(?i)\\b(S|N|B|BOOL|string|number|boolean)\\b");

    /**
     * A key-table row naming an attribute of the item by its role in a multi-attribute index ({@code woStatus (gsi3 PK
     * part 2) | `OPEN` \\| `CLOSED`}): the attribute is declared, with the type the role gives and the values its cell
     * states (a list, a range, a format); it is no template.
     */
    private boolean ownKeyRow(String label, String cell, int line, RawEntity entity) {
        Matcher own = OWN_KEY_LABEL.matcher(label.strip());
        if (!own.matches() || keyLabels.apply(own.group(1)).filter(a -> a.equals(own.group(1))).isEmpty()) {
            return false;
        }
        String plain = InlineText.plain(cell).strip();
        if (plain.matches(".*[^<>\\s]+<.*|.*>[^<>\\s]+.*")) {
            return false; // a template with literal text: a key of its own
        }
        Matcher typed = TYPE_WORD.matcher(own.group(2));
        String type = typed.find() ? typed.group(1) : plain.matches("\\d+(?:\\.\\d+)?\\s*(?:-|–|\\.\\.|to)\\s*\\d+.*") ? "N"
                : declaredType(own.group(1));
        String stated = plain.matches("<[^<>]+>") ? "" : plain.replace("\\|", "|").replaceAll("(?i)\\biso[ _-]?8601(?:\\s+(?:utc|timestamp|date-?time|string))*\\b", "iso-8601");
        String name = own.group(1);
        Problems trial = new Problems("");
        Optional<Attribute> declared = stated.isEmpty() ? Optional.empty()
                : AttributeParser.parse("`" + name + "` (" + type + ", " + stated + ")", line, trial);
        if (declared.isEmpty() || !trial.all().isEmpty()) {
            declared = AttributeParser.parse("`" + name + "` (" + type + ")" + (stated.isEmpty() ? "" : " - " + stated), line, problems);
        }
        declared.ifPresent(entity.attributes::add);
        return declared.isPresent();
    }

    private static final Pattern LISTED_NAMES = Pattern.compile("^\\s*`[^`]+`(?:\\s*(?:,|\\band\\b)\\s*`[^`]+`)+\\s*$");

    /** The attribute a table cell names, or the names it lists in code ({@code `a`, `b`}). */
    private static List<String> namesIn(String cell) {
        if (LISTED_NAMES.matcher(cell).matches()) {
            return CODE_SPAN.matcher(cell).results().map(r -> r.group(1).strip()).toList();
        }
        return List.of(InlineText.firstCodeSpan(cell).orElse(InlineText.plain(cell)).strip());
    }

    /** {@code ### EmailGuard / HandleGuard}: one heading for several entities, each named. */
    private static final Pattern SEVERAL_NAMES = Pattern.compile(
            "^\\p{Lu}[\\p{L}\\p{N}_]*(?:(?:\\s*[/&+,]\\s*|,?\\s+and\\s+)\\p{Lu}[\\p{L}\\p{N}_]*(?:\\s+\\p{Ll}{2,})?)+$");

    /** The names a heading for several entities gives, a name in words joined ({@code PO summary} is POSummary). */
    private static List<String> severalNames(String heading) {
        if (!SEVERAL_NAMES.matcher(heading.strip()).matches()) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        for (String name : heading.strip().split("\\s*[/&+,]\\s*(?:and\\s+)?|\\s+and\\s+")) {
            names.add(InlineText.joinedName(name));
        }
        return names;
    }

    /**
     * Of a key-table row under a heading for several entities, whether it is this entity's: a label qualified by
     * another's name ({@code SK (line)} of POLine, {@code PK (PO summary)}) is not; a qualifier that names none of them
     * ({@code SK (header)}) is the one entity no qualifier of the table names.
     */
    private static boolean rowOfEntity(String label, RawEntity entity, MarkdownTable table, int keyColumn) {
        List<String> group = severalNames(entity.heading);
        Matcher q = QUALIFIED_LABEL.matcher(label.strip());
        if (group.size() < 2 || !q.matches()) {
            return true;
        }
        Optional<String> named = nameQualified(q.group(2), group);
        if (named.isPresent()) {
            return named.get().equals(entity.headingName);
        }
        java.util.Set<String> qualified = new java.util.HashSet<>();
        for (MarkdownTable.Row row : table.rows()) {
            Matcher other = QUALIFIED_LABEL.matcher(InlineText.plain(row.cell(keyColumn)).strip());
            if (other.matches()) {
                nameQualified(other.group(2), group).ifPresent(qualified::add);
            }
        }
        List<String> rest = group.stream().filter(n -> !qualified.contains(n)).toList();
        return rest.size() == 1 && rest.get(0).equals(entity.headingName);
    }

    /** "(room)", "(engineer)": a qualifier in lower-case words naming a kind of item, no state ("(status AGING)"). */
    private static final Pattern ROLE_QUALIFIER = Pattern.compile("(?!(?:while|when|if|only|in|status|state)\\b)\\p{Ll}+(?:\\s\\p{Ll}+)?");
    private static final Pattern QUALIFIED_LABEL = Pattern.compile("^(\\S+)\\s*\\(([\\p{L}][\\p{L} ]{0,30})\\)$");

    private static Optional<String> nameQualified(String qualifier, List<String> group) {
        String q = qualifier.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
        List<String> named = group.stream().filter(n -> n.toLowerCase(Locale.ROOT).equals(q)
                || q.length() >= 3 && n.toLowerCase(Locale.ROOT).endsWith(q)).toList();
        return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
    }

    /**
     * The entities a heading stands for: one, or each of the names it joins with {@code /} or {@code &}, which then
     * share what is written under it (an example item goes to the one whose name it holds).
     */
    private List<RawEntity> newEntities(Heading heading) {
        RawEntity first = newEntity(heading);
        String text = InlineText.plain(heading.getText().toString()).strip();
        if (!SEVERAL_NAMES.matcher(text).matches()) {
            return List.of(first);
        }
        List<RawEntity> all = new ArrayList<>();
        for (String name : severalNames(text)) {
            all.add(new RawEntity(text, name, first.line));
        }
        return all;
    }

    /** "Kiln-day booking": a name in several words. */
    private static final Pattern HYPHENATED_NAME = Pattern.compile("^\\p{L}+-\\p{L}+(?:[-\\s]\\p{L}+){0,2}$");
    /** "Order Number Counter": a name in words, each capitalised. */
    private static final Pattern TITLE_CASE_NAME = Pattern.compile("^\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+){1,3}$");

    private RawEntity newEntity(Heading heading) {
        String text = InlineText.plain(heading.getText().toString());
        String cleaned = text.replaceAll("^\\d+(\\.\\d+)*[.)]?\\s*", "")
                .replaceAll("(?i)^(entity|item type|item)\\s*[:\\-—]\\s*", "");
        Matcher m = HEADING_NAME.matcher(cleaned);
        String name = m.find() ? m.group() : cleaned;
        if (HYPHENATED_NAME.matcher(cleaned.strip()).matches()) {
            name = InlineText.joinedName(cleaned); // "Kiln-day booking": one name in words (KilnDayBooking), not the Kiln
        }
        return new RawEntity(text, name, lines.lineOf(heading));
    }

    private void readBlock(Node node, RawEntity entity) {
        if (node instanceof ListBlock list) {
            for (Node item : list.getChildren()) {
                if (item instanceof ListItem li) {
                    readBullet(li, entity);
                }
            }
        } else if (node instanceof Paragraph p) {
            readParagraph(p, entity);
        }
        collectExamples(node, entity);
    }

    private void collectExamples(Node node, RawEntity entity) {
        if (node instanceof FencedCodeBlock code) {
            String info = code.getInfo().toString().strip().toLowerCase(Locale.ROOT);
            String content = code.getContentChars().toString();
            String trimmed = content.strip();
            boolean json = info.startsWith("json") || info.isEmpty() && (trimmed.startsWith("{") || trimmed.startsWith("["));
            if (json && !trimmed.isEmpty()) {
                int firstLine = lines.lineOf(code) + 1;
                entity.examples.addAll(ExampleItemParser.parse(content, firstLine, entity.headingName, problems));
            } else if (!trimmed.isEmpty()) {
                keyLines(content, lines.lineOf(code) + 1, entity);
            }
            return;
        }
        for (Node child : node.getChildren()) {
            collectExamples(child, entity);
        }
    }

    /** The label of a code block's line that gives the item's expiry: {@code TTL     expiresAt = …}. */
    private static final Pattern TTL_LABEL = Pattern.compile("(?i)ttl|expiry|time-?to-?live");
    /** {@code pk = EVENT#<eventId>}, {@code gsi1sk: EVENT#<eventDate>#<eventId>}: a line of a code block giving a key. */
    private static final Pattern KEY_LINE = Pattern.compile(
            "^\\s*([\\p{L}_][\\p{L}\\p{N}_-]*)(?:\\s*(?:=|:)|\\s{2,}|\\t)\\s*(.+?)\\s*(?:(?:\\s{2,}|\\s+(?=\\()|\\s+(?=#\\s|//|--))(.*))?$");

    /**
     * A code block of keys under an entity, one per line ({@code pk = EVENT#<eventId>}): each line read as the key bullet
     * of its attribute, when every line that says anything is one and names a key attribute.
     */
    private void keyLines(String content, int firstLine, RawEntity entity) {
        String[] all = content.split("\\R");
        Map<Integer, Matcher> keyed = new java.util.LinkedHashMap<>();
        Map<Integer, String> ttlLines = new java.util.LinkedHashMap<>();
        for (int i = 0; i < all.length; i++) {
            if (all[i].isBlank() || all[i].strip().startsWith("#") || all[i].strip().startsWith("//")) {
                continue;
            }
            Matcher m = KEY_LINE.matcher(all[i]);
            if (m.matches() && keyLabels.apply(m.group(1) + " keys").filter(String::isEmpty).isPresent()) {
                continue; // "StartList : eventId, courseCode | startTime": an index on the item's own attributes
            }
            if (m.matches() && TTL_LABEL.matcher(m.group(1)).matches()) {
                ttlLines.put(i, all[i].strip().substring(m.group(1).length()).replaceFirst("^\\s*[:=]?\\s*", ""));
                continue; // "TTL     expiresAt = epochSeconds(endAt) + 172800": the item's expiry, among its keys
            }
            if (!m.matches() || keyLabels.apply(m.group(1)).filter(a -> !a.isEmpty()).isEmpty()) {
                return;
            }
            keyed.put(i, m);
        }
        keyed.forEach((i, m) -> {
            String note = m.group(3) == null ? "" : m.group(3).replaceFirst("^(?:#|//|--)\\s*", "").strip();
            readKey(new InlineText.Labelled(m.group(1), "`" + m.group(2) + "`" + (note.isEmpty() ? "" : " " + note)), firstLine + i, entity);
        });
        if (!keyed.isEmpty()) {
            ttlLines.forEach((i, value) -> readTtl(value, firstLine + i, entity));
        }
    }

    private void readParagraph(Paragraph p, RawEntity entity) {
        int first = lines.lineOf(p);
        String[] paragraphLines = p.getChars().toString().split("\n");
        for (int i = 0; i < paragraphLines.length; i++) {
            String l = paragraphLines[i].strip();
            if (isLabel(l)) {
                int line = first + i;
                // a plain label's value goes on over the lines after it, up to the next label
                StringBuilder value = new StringBuilder(l);
                while (PLAIN_LABEL.matcher(l).lookingAt() && i + 1 < paragraphLines.length && !isLabel(paragraphLines[i + 1].strip())) {
                    value.append(' ').append(paragraphLines[++i].strip());
                }
                InlineText.labelled(value.toString()).ifPresent(labelled -> readLabelled(labelled, line, null, entity));
            }
        }
    }

    private static boolean isLabel(String line) {
        return line.startsWith("**") || line.startsWith("__") || PLAIN_LABEL.matcher(line).lookingAt();
    }

    /** A line that gives attributes or a description without bold: {@code Attributes: `id` (S), `name` (S)}. */
    private static final Pattern PLAIN_LABEL = Pattern.compile(
            "(?i)(?:other\\s+|non-key\\s+)?(?:attributes|fields|description|purpose|ttl|derived(?:\\s+values)?)\\s*:");

    private void readBullet(ListItem item, RawEntity entity) {
        Node first = item.getFirstChild();
        if (!(first instanceof Paragraph p)) {
            return;
        }
        int line = lines.lineOf(item);
        String text = paragraphText(p);
        ListBlock nested = null;
        for (Node child : item.getChildren()) {
            if (child instanceof ListBlock list) {
                nested = list;
            }
        }
        ListBlock children = nested;
        Optional<InlineText.Labelled> labelled = InlineText.labelled(text);
        if (labelled.isPresent()) {
            readLabelled(labelled.get(), line, children, entity);
        } else if (UNLABELLED_ATTRIBUTES.matcher(text.strip()).find()) {
            readAttributes(text, line, children, entity);
        }
    }

    private static final Pattern NAMED_ATTRIBUTES = Pattern.compile("[\\p{Lu}][\\p{L}\\p{N}_]*");

    /** "- `clientId` (S), `fullName` (S), …": a bullet that is only a list of typed attribute names, with no label. */
    private static final Pattern UNLABELLED_ATTRIBUTES = Pattern.compile(
            "^`[\\p{L}_][\\p{L}\\p{N}_]*`\\s*\\([^)]*\\)\\s*[,;]\\s*`[\\p{L}_][\\p{L}\\p{N}_]*`\\s*\\(");

    private static String paragraphText(Paragraph p) {
        return Arrays.stream(p.getChars().toString().split("\n")).map(String::strip)
                .reduce((a, b) -> a + " " + b).orElse("");
    }

    private void readLabelled(InlineText.Labelled labelled, int line, ListBlock children, RawEntity entity) {
        String label = InlineText.normalize(labelled.label());
        String value = labelled.value();
        switch (label) {
            case "description", "purpose", "desc" -> entity.description = InlineText.plain(value);
            case "attributes", "attribute", "fields", "otherattributes", "nonkeyattributes" -> readAttributes(value, line, children, entity);
            case "derived", "derivedvalues", "derivedattributes", "computed", "computedvalues" -> readDerived(value, line, children, entity);
            case "ttl", "ttlattribute", "timetolive", "expiry" -> readTtl(value, line, entity);
            case "keys", "key", "keydesign", "primarykey", "keyattributes", "itemkeys", "indexkeys", "gsikeys",
                 "secondaryindexkeys", "indexattributes", "gsiattributes", "tablekeys", "basetablekeys" -> {
                // "- **GSI keys** (only while `optIn` = true — sparse)": a note on the keys listed below it
                if (children != null && (InlineText.isEmptyValue(value) || InlineText.plain(value).strip().startsWith("("))) {
                    readKeyBullets(children, entity);
                } else {
                    readKey(labelled, line, entity);
                }
            }
            default -> {
                // "- **ServiceRequest** — `requestId` (S), `severity` (N, 1–100), …" in a list of every entity's
                // attributes: that entity's, given to it once every entity is known
                if (NAMED_ATTRIBUTES.matcher(InlineText.plain(labelled.label()).strip()).matches()
                        && UNLABELLED_ATTRIBUTES.matcher(value.strip()).find()) {
                    entity.othersAttributes.add(new RawEntity.NamedAttributes(InlineText.plain(labelled.label()).strip(), value, line));
                    return;
                }
                // "- **TechQueue keys**" with the key bullets under it
                if (label.endsWith("keys") && children != null && InlineText.isEmptyValue(value)) {
                    readKeyBullets(children, entity);
                } else if (children != null && keyCases(labelled, children, line, entity)) {
                    return;
                } else {
                    readKey(labelled, line, entity);
                }
            }
        }
    }

    /** Key bullets nested under a label ({@code - **Keys**} then {@code - `pk`: `TEAM#{teamId}`}), each read as a key. */
    private void readKeyBullets(ListBlock children, RawEntity entity) {
        for (Node child : children.getChildren()) {
            if (child instanceof ListItem li && li.getFirstChild() instanceof Paragraph p) {
                int line = lines.lineOf(li);
                String text = paragraphText(p);
                // "gsi1: `gsi1pk` = `CUSTOMER#{customerId}`, `gsi1sk` = `PROFILE`": an index's keys as pairs
                Matcher pairs = KEY_PAIR.matcher(text);
                boolean paired = false;
                while (pairs.find()) {
                    if (keyLabels.apply(pairs.group(1)).filter(a -> !a.isEmpty()).isPresent()) {
                        readKey(new InlineText.Labelled(pairs.group(1), "`" + pairs.group(2) + "`"), line, entity);
                        paired = true;
                    }
                }
                if (!paired) {
                    InlineText.keyLabelled(text).ifPresent(labelled -> readKey(labelled, line, entity));
                }
                ownKeyAttribute(text, line, entity);
                // "- Base table" / "- GSI1" with the key bullets one level further in
                for (Node nested : li.getChildren()) {
                    if (nested instanceof ListBlock deeper) {
                        readKeyBullets(deeper, entity);
                    }
                }
            }
        }
    }

    private static final Pattern LEADING_NAME = Pattern.compile("^`([\\p{L}_][\\p{L}\\p{N}_]*)`");

    /**
     * "`priority` (N) - 1 urgent, 2 standard": a key bullet of an index keyed by the item's own attributes declares
     * that attribute, with its type, when the attribute list does not.
     */
    private void ownKeyAttribute(String text, int line, RawEntity entity) {
        Matcher m = LEADING_NAME.matcher(text.strip());
        if (!m.find()) {
            return;
        }
        String name = m.group(1);
        Optional<String> attribute = keyLabels.apply(name);
        boolean own = attribute.isPresent() && (attribute.get().isEmpty() || attribute.get().equals(name))
                && !KEY_NAME.matcher(InlineText.normalize(name)).find();
        if (own) {
            AttributeParser.parse(text, line, problems).filter(a -> a.name().equals(name)).ifPresent(entity.keyAttributes::add);
        }
    }

    private static final Pattern KEY_PAIR = Pattern.compile("`([\\p{L}_][\\p{L}\\p{N}_]*)`\\s*[=:]\\s*`([^`]+)`");

    /** The document's prose, where a key's named constants may be defined ("MAX = 99999999"). */
    private String constants = "";

    private Map<String, String> documentConstants;

    /** The named constants of the whole document, read once (not once per key). */
    private Map<String, String> documentConstants() {
        if (documentConstants == null) {
            documentConstants = KeyNotation.constants(constants);
        }
        return documentConstants;
    }

    private Map<String, String[]> documentFunctions;

    /** The functions the document defines in its notation, read once. */
    private Map<String, String[]> documentFunctions() {
        if (documentFunctions == null) {
            documentFunctions = KeyNotation.functions(constants);
        }
        return documentFunctions;
    }

    /** The document's text, for the constants its keys name. */
    EntityReader withConstants(String text) {
        this.constants = text == null ? "" : text;
        return this;
    }

    /** The type the table or an index declares for a key attribute, by its name: the type of a row that gives none. */
    EntityReader withKeyTypes(Function<String, Optional<ScalarType>> types) {
        this.keyTypes = types;
        return this;
    }

    private Function<String, Optional<ScalarType>> keyTypes = name -> Optional.empty();

    /** The declared type of a key attribute in a declaration's words ({@code S}, {@code N}, {@code B}), S when none. */
    private String declaredType(String name) {
        return keyTypes.apply(name).map(ScalarType::name).orElse("S");
    }

    /** The names of key attributes that hold a rendered template: {@code PK}, {@code gsi1sk}, {@code partitionKey}. */
    private static final Pattern KEY_NAME = Pattern.compile("(?:pk|sk|partitionkey|sortkey|key)$");

    private static final Pattern SAME_KEY = Pattern.compile("(?i)^\\s*(?:same as|as|like)\\s+`?([\\p{L}_][\\p{L}\\p{N}_]*)`?\\s*\\.?\\s*$");

    /** {@code `gsi3pk` (status AGING)}, {@code gsi3sk (READY)}, {@code GSI2PK (when state = OPEN)}: a key written in a state. */
    private static final Pattern KEY_IN_STATE = Pattern.compile(
            "^(.+?)\\s*\\(\\s*(?:(?:only\\s+)?(?:when|while|if|in)\\s+)?(?:`?[\\p{L}_][\\p{L}\\p{N}_]*`?\\s*(?:=|==|is)?\\s*)??"
            + "`?([A-Z][A-Z0-9_]+(?:\\s*(?:,|\\bor\\b|/)\\s*[A-Z][A-Z0-9_]+)*)`?(?:\\s+only)?\\s*\\)\\s*$");
    /** A key row saying the key is not there: "absent", "not set", "none". */
    private static final Pattern ABSENT = Pattern.compile("(?i)^\\s*(?:absent|not\\s+set|none|removed|unset|no\\s+value)\\b.*");

    /** A printf width with no argument in the template: {@code %04d}, {@code %06d}. */
    private static final Pattern BARE_PRINTF = Pattern.compile("%(0\\d+)d(?!\\s*\\()");
    /** The argument named after the template: "`VISIT#%04d` of `visitNo`", "`%06d` from seq", "`%04d` with `n`". */
    private static final Pattern PRINTF_ARGUMENT = Pattern.compile(
            "^\\s*(?:[-—–:,]\\s*)?(?:of|from|with|applied\\s+to|formatting|on)\\s+`?([\\p{L}_][\\p{L}\\p{N}_]*)`?");

    /** {@code (lotNo)}, {@code (hammerPrice, lotNo)}: printf's arguments in parentheses after the template. */
    private static final Pattern PRINTF_ARGUMENTS = Pattern.compile("^\\s*\\(\\s*(`?[\\p{L}_][\\p{L}\\p{N}_]*`?(?:\\s*,\\s*`?[\\p{L}_][\\p{L}\\p{N}_]*`?)*)\\s*\\)");

    /**
     * "`VISIT#%04d` of `visitNo`": printf's format in the template and its argument named in the words after it, as
     * printf writes them ({@code printf("VISIT#%04d", visitNo)}); the template then pads that value. Only one format.
     */
    static String printfArgument(String template, String after) {
        Matcher format = BARE_PRINTF.matcher(template);
        if (!format.find() || template.contains("<")) {
            return template;
        }
        // "`HAMMER#%010d#%05d` (hammerPrice, lotNo)": the arguments in parentheses, one per format, in order
        Matcher listed = PRINTF_ARGUMENTS.matcher(InlineText.plain(after == null ? "" : after));
        if (listed.lookingAt()) {
            List<String> names = Arrays.stream(listed.group(1).split("\\s*,\\s*")).map(n -> n.replace("`", "").strip()).toList();
            Matcher each = BARE_PRINTF.matcher(template);
            List<String> widths = new ArrayList<>();
            while (each.find()) {
                widths.add(each.group(1));
            }
            if (widths.size() == names.size() && names.stream().allMatch(n -> n.matches("[\\p{L}_][\\p{L}\\p{N}_]*"))) {
                StringBuilder out = new StringBuilder();
                Matcher m = BARE_PRINTF.matcher(template);
                int i = 0;
                while (m.find()) {
                    m.appendReplacement(out, Matcher.quoteReplacement("<pad(" + names.get(i) + ", " + Integer.parseInt(widths.get(i)) + ")>"));
                    i++;
                }
                m.appendTail(out);
                return out.toString();
            }
        }
        if (format.find(format.end())) {
            return template;
        }
        Matcher argument = PRINTF_ARGUMENT.matcher(InlineText.plain(after == null ? "" : after));
        if (!argument.find()) {
            return template;
        }
        String padded = BARE_PRINTF.matcher(template).replaceFirst(Matcher.quoteReplacement("<pad(" + argument.group(1) + ", ")
                + "$1" + Matcher.quoteReplacement(")>")).replaceAll("pad\\(([^,]+), 0*(\\d+)\\)", "pad($1, $2)");
        // "`%06d` of `systemSizeW`, then `#<jobId>`": what the key holds after the formatted value
        Matcher then = THEN_SPAN.matcher(after == null ? "" : after);
        return then.find() ? padded + then.group(1) : padded;
    }

    private static final Pattern THEN_SPAN = Pattern.compile("(?i)^\\s*\\S+\\s+`?[\\p{L}_][\\p{L}\\p{N}_]*`?\\s*,?\\s*(?:and\\s+)?(?:then|followed\\s+by)\\s+`?([^`\\s,;]+)`?");

    private void readKey(InlineText.Labelled labelled, int line, RawEntity entity) {
        if (twoKeys(labelled, line, entity)) {
            return;
        }
        Matcher stated = entity.base == null ? KEY_IN_STATE.matcher(InlineText.plain(labelled.label()).strip()) : null;
        if (stated != null && stated.matches() && keyLabels.apply(stated.group(1).replaceAll("[`*]", "").strip())
                .filter(a -> !a.isEmpty()).isPresent()) {
            // a key whose row names the state it is written in: the entity's shape in that state has it, the entity in
            // its other states has not
            if (ABSENT.matcher(InlineText.plain(labelled.value())).matches() || InlineText.isEmptyValue(labelled.value())) {
                return;
            }
            keyInState(entity, stated.group(2), new InlineText.Labelled(stated.group(1), labelled.value()), line);
            return;
        }
        String label = InlineText.plain(labelled.label());
        Optional<String> attribute = keyLabels.apply(label);
        String normalized = InlineText.normalize(label);
        Optional<String> templateText = InlineText.firstCodeSpan(labelled.value());
        if (attribute.isPresent() && attribute.get().isEmpty()) {
            // a multi-attribute index key: the item's own attributes, named with their types (`a` (S) / `b` (N)), or
            // keys the bullet gives templates (`GSI1PK` = `X#<a>`)
            if (KEY_COPY.matcher(labelled.value()).find()) {
                copiedKeys(labelled.value(), line, entity);
            } else {
                // "**RepairBoard keys** (plain attributes): `branchId` (S), …": a note before the colon says nothing of one
                OneLineAttributes.Parsed parsed = OneLineAttributes.parse(InlineText.plain(labelled.value())
                        .replaceFirst("^\\s*\\([^()]*\\)\\s*:\\s*", "").replaceAll("\\s+(?:/|\\+)\\s+", ", "), line, problems);
                entity.attributes.addAll(parsed.typed());
                entity.untyped.addAll(parsed.untyped());
                // "gsi2 partition | `depotId`, `shiftDate`": names without a type are attributes still, typed by the examples
                parsed.untyped().stream().filter(n -> parsed.typed().stream().noneMatch(a -> a.name().equals(n)))
                        .filter(n -> entity.attributes.stream().noneMatch(a -> a.name().equals(n)))
                        .forEach(n -> entity.attributes.add(new Attribute(n, keyTypes.apply(n).filter(t -> t == ScalarType.N)
                                .map(t -> AttributeType.NUMBER).orElse(AttributeType.STRING), null, "", problems.at(line))));
            }
            return;
        }
        if (attribute.isEmpty()) {
            boolean looksLikeKey = normalized.endsWith("pk") || normalized.endsWith("sk")
                    || normalized.endsWith("partitionkey") || normalized.endsWith("sortkey");
            if (!looksLikeKey || templateText.isEmpty()) {
                copiedKeys(labelled.value(), line, entity);
                return;
            }
            boolean sortKey = normalized.equals("sk") || normalized.equals("sortkey");
            problems.warning(line, "unknown-key-attribute", entity.headingName + " defines key `" + label + "`, "
                    + (sortKey ? "but the table has no sort key" : "which is no key attribute of the table or of an index"),
                    sortKey ? "add the Sort Key to the Table Configuration, or remove the bullet"
                            : "define the index that uses it, or correct the label");
            attribute = Optional.of(label);
        }
        if (templateText.isPresent() && perStateKey(labelled.value(), label, line, entity)) {
            return;
        }
        String source = templateText.orElse(InlineText.plain(labelled.value()));
        if (templateText.isPresent() && templateText.get().strip().equals(attribute.get())) {
            // "- **UnpaidInvoices PK**: `unpaidFlag` = `UNPAID`": the attribute itself, with the one value it holds
            // "`pendingZoneId` = `<zoneId>`": the attribute holds a copy of another value while it is written
            Matcher constant = OWN_CONSTANT.matcher(InlineText.afterFirstCodeSpan(labelled.value()));
            Matcher copy = OWN_TEMPLATE.matcher(InlineText.afterFirstCodeSpan(labelled.value()));
            source = copy.lookingAt() ? copy.group(1) : !constant.lookingAt() ? "<" + attribute.get() + ">"
                    : constant.group(1) != null ? constant.group(1) : constant.group(2);
        }
        // "`assignedTechId` - present only while a technician is assigned": an index keyed by the item's own
        // attribute, the bullet a note on it, no template
        // "- **holdExpiresAt** (GSI3 sort key): epoch seconds = `createdAt + 1800`": the same, the code span the formula
        // of the attribute's value (no placeholder, so no template of literal text)
        if (templateText.isPresent()) {
            source = printfArgument(source, InlineText.afterFirstCodeSpan(labelled.value()));
        }
        // "| kickoffAt | `YYYY-MM-DDTHH:MM` (multi-attribute SK) |": the attribute itself, the span the format it is in
        boolean formatted = templateText.isPresent() && TIME_FORMAT_SPAN.matcher(templateText.get().strip()).matches();
        boolean ownAttribute = attribute.get().equals(label) && !KEY_NAME.matcher(normalized).find()
                && (templateText.isEmpty() || formulaOfOthers(templateText.get(), label) || formatted);
        if (ownAttribute) {
            String name = label;
            if (formatted && entity.attributes.stream().noneMatch(a -> a.name().equals(name))) {
                String kind = ValueFormat.parse(templateText.get()).map(f -> ", " + f.label()).orElse("");
                AttributeParser.parse("`" + name + "` (string" + kind + ")", line, problems)
                        .ifPresent(entity.attributes::add);
            }
            entity.keys.add(new KeyDefinition(attribute.get(), label, KeyTemplate.parse("<" + label + ">"),
                    InlineText.plain(labelled.value()), problems.at(line)));
            return;
        }
        if (InlineText.isEmptyValue(source)) {
            return;
        }
        Matcher sameAs = SAME_KEY.matcher(InlineText.plain(labelled.value()));
        if (templateText.isEmpty() && sameAs.matches()) {
            String other = InlineText.normalize(sameAs.group(1));
            Optional<KeyDefinition> copied = entity.keys.stream().filter(k -> InlineText.normalize(k.label()).equals(other)
                    || InlineText.normalize(k.attribute()).equals(other)).findFirst();
            if (copied.isPresent()) {
                entity.keys.add(new KeyDefinition(attribute.get(), label, copied.get().template(), copied.get().note(),
                        problems.at(line)));
                return;
            }
        }
        String note = InlineText.plain(InlineText.afterFirstCodeSpan(labelled.value()));
        Map<String, String> named = new java.util.LinkedHashMap<>(KeyNotation.constants(note));
        documentConstants().forEach(named::putIfAbsent);
        KeyNotation.ranges(note).forEach(entity.proseRanges::putIfAbsent);
        try {
            KeyTemplate template = KeyTemplate.parse(keySource(KeyNotation.withFunctions(source, documentFunctions()), named));
            warnAboutBraces(template, line);
            List<String> alternatives = templateText.isPresent() ? alternatives(labelled.value()) : List.of();
            String last = alternatives.isEmpty() ? "" : "`" + alternatives.get(alternatives.size() - 1) + "`";
            // the note is what follows the template, or the last of its alternatives
            String keyNote = alternatives.isEmpty() ? InlineText.afterFirstCodeSpan(labelled.value())
                    : labelled.value().substring(labelled.value().indexOf(last) + last.length()).strip();
            KeyDefinition definition = new KeyDefinition(attribute.get(), label, template, keyNote, problems.at(line));
            entity.keys.add(definition);
            Matcher inState = ONLY_IN_STATE.matcher(InlineText.plain(keyNote == null ? "" : keyNote));
            if (inState.find()) {
                entity.stateKeys.put(attribute.get(), state(inState));
            }
            if (!alternatives.isEmpty()) {
                List<KeyDefinition> all = new ArrayList<>(List.of(definition));
                for (String other : alternatives.subList(1, alternatives.size())) {
                    all.add(new KeyDefinition(attribute.get(), label, KeyTemplate.parse(keySource(other, named)),
                            definition.note(), problems.at(line)));
                }
                entity.alternatives.put(attribute.get(), all);
            }
        } catch (ExpressionException e) {
            problems.error(line, "invalid-key-template", entity.headingName + " " + label + ": " + e.getMessage(),
                    "placeholders are <name> or <expression>, e.g. ORDER#<orderId> or <pad(score, 6)>");
        }
    }

    /**
     * {@code - **gsi1pk / gsi1sk**: only while up for swap — `SWAPS#<poolId>` / `<shiftDate>#<guardId>`}: two keys in one
     * bullet, a template each, the words about both.
     */
    private boolean twoKeys(InlineText.Labelled labelled, int line, RawEntity entity) {
        String[] labels = InlineText.plain(labelled.label()).strip().split("\\s*/\\s*");
        if (labels.length != 2 || Arrays.stream(labels).anyMatch(l -> keyLabels.apply(l).filter(a -> !a.isEmpty()).isEmpty())) {
            return false;
        }
        Matcher span = CODE_SPAN.matcher(labelled.value());
        List<String> templates = new ArrayList<>();
        while (span.find()) {
            templates.add(span.group(1));
        }
        if (templates.size() != 2) {
            return false;
        }
        String words = InlineText.plain(CODE_SPAN.matcher(labelled.value()).replaceAll(" ")).replaceAll("\\s+/\\s+", " ")
                .replaceAll("^[\\s—–:-]+|[\\s—–:-]+$", "").strip();
        for (int i = 0; i < 2; i++) {
            readKey(new InlineText.Labelled(labels[i], "`" + templates.get(i) + "`" + (words.isEmpty() ? "" : " — " + words)), line, entity);
        }
        return true;
    }

    /**
     * Keys whose templates depend on a condition, one case per bullet below them: {@code - **GSI3PK / GSI3SK** — depends
     * on how many sheets are in:} then {@code - `judgeCount` < 3: `NEEDS#…` / `COUNT#…`} and {@code - `judgeCount` = 3:
     * `RANK#…` / `TOTAL#…`}. Each case is a shape of the entity, named by its condition. False (nothing read) unless
     * the label names keys, its value no template, and every bullet below gives a template for each key.
     */
    private static final Pattern CASE_COLON = Pattern.compile("[:→]\\s*`");

    private boolean keyCases(InlineText.Labelled labelled, ListBlock children, int line, RawEntity entity) {
        String[] labels = InlineText.plain(labelled.label()).strip().split("\\s*/\\s*");
        // (a note in parentheses may name the value the cases depend on: "(depend on `labStatus`)")
        if (CODE_SPAN.matcher(labelled.value().replaceAll("\\([^()]*\\)", " ")).find() || entity.base != null || !entity.alternatives.isEmpty()
                || Arrays.stream(labels).anyMatch(l -> keyLabels.apply(l).filter(a -> !a.isEmpty()).isEmpty())) {
            return false;
        }
        List<String> conditions = new ArrayList<>();
        List<List<String>> templates = new ArrayList<>();
        for (Node child : children.getChildren()) {
            if (!(child instanceof ListItem li) || !(li.getFirstChild() instanceof Paragraph p)) {
                return false;
            }
            String text = paragraphText(p);
            // the condition is what precedes the templates (`judgeCount` < 3:), the spans in it are no templates
            Matcher colon = CASE_COLON.matcher(text);
            if (!colon.find()) {
                return false;
            }
            String condition = text.substring(0, colon.start()).strip();
            List<String> keys = new ArrayList<>();
            // a note in parentheses after the templates ("(`<year>` = year of `collectedAt`)") holds no template
            Matcher after = CODE_SPAN.matcher(text.substring(colon.end() - 1).replaceAll("\\([^()]*\\)\\s*\\.?\\s*$", ""));
            while (after.find()) {
                keys.add(after.group(1));
            }
            if (keys.size() != labels.length || condition.isEmpty()) {
                return false;
            }
            conditions.add(condition);
            templates.add(keys);
        }
        if (templates.size() < 2) {
            return false;
        }
        // "while `PENDING`:", "once `RESULTED`:": cases by state, each the entity's shape in that state
        boolean byState = java.util.stream.IntStream.range(0, conditions.size()).allMatch(i ->
                STATE_CASE.matcher(conditions.get(i) + ": `" + templates.get(i).get(0) + "`").matches());
        for (int i = 0; i < labels.length; i++) {
            int at = i;
            String cases = byState
                    ? String.join("; ", java.util.stream.IntStream.range(0, conditions.size())
                            .mapToObj(c -> conditions.get(c) + ": `" + templates.get(c).get(at) + "`").toList())
                    : String.join(" or ", templates.stream().map(t -> "`" + t.get(at) + "`").toList());
            readKey(new InlineText.Labelled(labels[i], cases), line, entity);
        }
        if (!byState) {
            conditions.forEach(c -> entity.alternativeNames.add(InlineText.plain(c).strip()));
        }
        return true;
    }

    /**
     * A key written in some states only: the entity's shape in those states has it, as a key-matrix row per state
     * gives it ({@code Wheel (AGING)}); the entity in its other states has not.
     */
    private void keyInState(RawEntity entity, String states, InlineText.Labelled key, int line) {
        String state = String.join(", ", RawEntity.states(states.replaceAll("[`\"]", "").replace('/', ',')));
        RawEntity shape = entity.variants.stream().filter(v -> state.equals(v.qualifier)).findFirst().orElseGet(() -> {
            RawEntity v = entity.variant(state, line);
            entity.variants.add(v);
            return v;
        });
        keyLabels.apply(InlineText.plain(key.label()).replaceAll("[`*]", "").strip()).ifPresent(shape.matrixKeys::add);
        entity.plainRow = true;
        entity.notInStates.addAll(RawEntity.states(state));
        readKey(key, line, shape);
    }

    /** One case of a key cell written per state: "while `REQUESTED`: `PICK#<roomId>`", "status = OPEN → `OPEN#<id>`". */
    private static final Pattern STATE_CASE = Pattern.compile(
            "^(?:(?i:while|when|if|in|for|once|after)\\s+)?(?:`?[\\p{L}_][\\p{L}\\p{N}_]*`?\\s*(?:=|==|is)\\s*)?`?\"?"
            + "([A-Z][A-Z0-9_]+(?:`?\"?\\s*(?:,|/|\\bor\\b|\\|)\\s*`?\"?[A-Z][A-Z0-9_]+)*)\"?`?\\s*(?::|->|→|=>)\\s*`([^`]+)`"
            // "once RESOLVED: `<durationMin>#<alarmId>` with durationMin zero-padded to 6 digits": a note on the case's key
            + "(?:\\s+((?i:with|where|padded|zero)\\b[^`]*))?\\s*\\.?$");
    /** A case with its states after it: "`BENCH#<techId>` while DIAGNOSING / IN_REPAIR", "`READY` (while READY)". */
    private static final Pattern STATE_CASE_AFTER = Pattern.compile(
            "^`([^`]+)`\\s*[(,]?\\s*(?i:while|when|if|in|for)\\s+(?:`?[\\p{L}_][\\p{L}\\p{N}_]*`?\\s*(?:=|==|is)\\s*)?`?\"?"
            + "([A-Z][A-Z0-9_]+(?:`?\"?\\s*(?:,|/|\\bor\\b|\\|)\\s*`?\"?[A-Z][A-Z0-9_]+)*)\"?`?\\s*\\)?\\s*\\.?$");
    /** The last case with the word after it: "absent otherwise", "not written otherwise". */
    private static final Pattern ABSENT_OTHERWISE = Pattern.compile(
            "^(?i:absent|not\\s+(?:written|set|present)|none|unset)\\s+(?i:otherwise|else|in\\s+other\\s+states)\\s*\\.?$");
    /** A case labelled with the first word of a sibling cell's case: "`<readyAt>#<ticketNo>` (ready)". */
    private static final Pattern LABELLED_CASE = Pattern.compile("^`([^`]+)`\\s*\\(([\\p{L}][\\p{L} _-]{0,30})\\)\\s*\\.?$");
    /** The last case: "otherwise absent", "otherwise `X`", "else not written". */
    private static final Pattern OTHERWISE_CASE = Pattern.compile("^(?i:otherwise|else|other\\s+states?|in\\s+other\\s+states?)\\b[:,]?\\s*(.*)$");

    /**
     * A key cell that gives a template per state, "while `REQUESTED`: `PICK#<roomId>#<visitDate>`; while
     * `AWAITING_APPROVAL`: `APPROVALS`; otherwise absent": the entity has a shape per state with that state's template,
     * and one in its other states with the "otherwise" template or without the key. False (nothing recorded) unless
     * every case of the cell reads as one.
     */
    private boolean perStateKey(String value, String label, int line, RawEntity entity) {
        List<String> cases = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean code = false;
        for (char c : value.toCharArray()) {
            if (c == '`') {
                code = !code;
            }
            if (!code && (c == ';' || c == '\n')) {
                cases.add(current.toString().strip());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        cases.add(current.toString().strip());
        cases.removeIf(String::isEmpty);
        if (cases.isEmpty() || cases.size() < 2 && !cases.get(0).matches("(?is)^(?:(?:while|when|if|in|for|once|after)\\b|`[^`]+`\\s*[(,]?\\s*while\\b).*")) {
            return false; // one case reads as a state only when a word says so ("while `OPEN`: ...")
        }
        Map<String, String> templates = new java.util.LinkedHashMap<>();
        Map<String, String> notes = new java.util.HashMap<>();
        String otherwise = null;
        for (int i = 0; i < cases.size(); i++) {
            Matcher m = STATE_CASE.matcher(cases.get(i));
            Matcher after = STATE_CASE_AFTER.matcher(cases.get(i));
            Matcher labelled = LABELLED_CASE.matcher(cases.get(i));
            Matcher o = OTHERWISE_CASE.matcher(cases.get(i));
            if (m.matches()) {
                templates.put(m.group(1), m.group(2));
                if (m.group(3) != null) {
                    notes.put(m.group(1), m.group(3).strip());
                }
            } else if (after.matches()) {
                templates.put(after.group(2), after.group(1));
            } else if (labelled.matches() && entity.caseWords.containsKey(labelled.group(2).strip().toLowerCase(Locale.ROOT))) {
                templates.put(entity.caseWords.get(labelled.group(2).strip().toLowerCase(Locale.ROOT)), labelled.group(1));
            } else if (i == cases.size() - 1 && i > 0 && (o.matches() || ABSENT_OTHERWISE.matcher(cases.get(i)).matches())) {
                otherwise = o.matches() ? InlineText.firstCodeSpan(o.group(1)).orElse(null) : null;
            } else {
                return false;
            }
        }
        if (templates.isEmpty()) {
            return false;
        }
        // "`BENCH#<techId>` while …": the case's first word names it for a sibling cell ("`<promisedDate>#…` (bench)")
        templates.forEach((state, template) -> {
            String word = template.split("[#<{]", 2)[0].strip().toLowerCase(Locale.ROOT);
            if (!word.isEmpty()) {
                entity.caseWords.putIfAbsent(word, state);
            }
        });
        templates.forEach((state, template) -> keyInState(entity, state,
                new InlineText.Labelled(label, "`" + template + "`" + (notes.containsKey(state) ? " (" + notes.get(state) + ")" : "")), line));
        if (otherwise != null) {
            // the entity in its other states: the "otherwise" template; absent, it has no such key
            readKey(new InlineText.Labelled(label, "`" + otherwise + "`"), line, entity);
        }
        return true;
    }

    /**
     * A bullet about an index keyed by the item's own attributes that gives one of them its value: "pending-renewals:
     * `pendingZoneId` = `<zoneId>` (only while `status = PENDING`), `requestedAt`". The attribute is then written with
     * that template, in the state the note names.
     */
    private void copiedKeys(String value, int line, RawEntity entity) {
        Matcher copy = KEY_COPY.matcher(value);
        while (copy.find()) {
            Optional<String> key = keyLabels.apply(copy.group(1)).filter(k -> !k.isEmpty());
            if (key.isEmpty()) {
                continue;
            }
            String rest = InlineText.plain(value.substring(copy.end()).split(",\\s*`")[0]).strip();
            try {
                entity.keys.add(new KeyDefinition(key.get(), copy.group(1), KeyTemplate.parse(keySource(copy.group(2), Map.of())),
                        rest, problems.at(line)));
            } catch (ExpressionException e) {
                problems.error(line, "invalid-key-template", entity.headingName + " " + copy.group(1) + ": " + e.getMessage(),
                        "placeholders are <name> or <expression>, e.g. ORDER#<orderId> or <pad(score, 6)>");
                continue;
            }
            Matcher inState = ONLY_IN_STATE.matcher(rest);
            if (inState.find()) {
                entity.stateKeys.put(key.get(), state(inState));
            }
        }
    }

    /**
     * Whether a key bullet's code span is a formula over other values ({@code createdAt + 1800}, {@code epoch(ts)})
     * rather than a template: no placeholder, and it reads as an arithmetic or a call that names another value.
     */
    private static boolean formulaOfOthers(String span, String attribute) {
        if (span.matches(".*[<>{}#].*")) {
            return false;
        }
        try {
            Expression e = ExpressionParser.parse(span.strip());
            return (e instanceof Expression.Arithmetic || e instanceof Expression.Call)
                    && !e.references().isEmpty() && !e.references().contains(attribute);
        } catch (ExpressionException notAFormula) {
            return false;
        }
    }

    /** A date or time written as its format: {@code YYYY-MM-DD}, {@code YYYY-MM-DDTHH:MM}, {@code HH:mm}. */
    private static final Pattern TIME_FORMAT_SPAN = Pattern.compile(
            "(?i)(?:yyyy-?mm(?:-?dd(?:[t ]hh:?mm(?::?ss(?:\\.s+)?)?(?:z|[+-]hh:?mm)?)?)?|yyyy|hh:?mm(?::?ss)?"
            // "`<ISO 8601>`": the attribute in that format
            + "|<\\s*iso[- ]?8601(?:\\s+(?:timestamp|date(?:[- ]?time)?|utc))?\\s*>)");

    private static final Pattern KEY_COPY = Pattern.compile("`([\\p{L}_][\\p{L}\\p{N}_]*)`\\s*(?:=|==)\\s*`([^`]*[<{][^`]+)`");
    private static final Pattern OWN_TEMPLATE = Pattern.compile("\\s*(?:=|==)\\s*`([^`]*[<{][^`]+)`");
    private static final Pattern OWN_CONSTANT = Pattern.compile("\\s*(?:=|==)\\s*(?:`\"?([^`\"<>{}\\s]+)\"?`|([A-Z][A-Z0-9_#]*)\\b)");

    /**
     * A key's note saying it is written in some states only: "(only while status = SUBMITTED)", "(OPEN only)",
     * "(ACCEPTED, IN_PROGRESS, SETUP only)".
     */
    private static final Pattern ONLY_IN_STATE = Pattern.compile(
            "\\bonly\\s+(?:while|when|if|in)\\s+`?[\\p{L}_][\\p{L}\\p{N}_]*`?\\s*(?:=|==|is)\\s*`?\"?([A-Z][A-Z0-9_]+"
            + "(?:`?\"?\\s*(?:,|\\bor\\b)\\s*`?\"?[A-Z][A-Z0-9_]+)*)\\b"
            + "|\\b([A-Z][A-Z0-9_]+(?:\\s*(?:,|\\bor\\b)\\s*[A-Z][A-Z0-9_]+)*)\\s+only\\b");

    /** The state a key's note names, "FIRING or COOLING" written without its code marks. */
    private static String state(Matcher inState) {
        return (inState.group(1) != null ? inState.group(1) : inState.group(2)).replaceAll("[`\"]", "");
    }

    private static String keySource(String written, Map<String, String> named) {
        // `"OPEN"`: a constant written as a quoted string is the constant
        String unquoted = written.strip().matches("\"[^\"<>]+\"|'[^'<>]+'") ? written.strip().substring(1, written.strip().length() - 1) : written;
        return KeyNotation.expressions(KeyNotation.paddedExpressions(
                unquoted.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"), named));
    }

    private static final Pattern CODE_SPAN = Pattern.compile("`([^`]+)`");
    /** A bullet declaring several attributes: {@code `a` (number), `b`} or {@code `a`, `b` (string)}. */
    private static final Pattern SEVERAL = Pattern.compile("\\s*`[\\p{L}_][\\p{L}\\p{N}_]*`\\s*(?:\\([^)]*\\))?\\s*,\\s*`[\\p{L}_][\\p{L}\\p{N}_]*`");

    /**
     * The templates of a key written as alternatives, {@code `TEACHER#<teacherId>` or `ROOM#<roomId>`}: code spans
     * joined by "or" from the start of the value. Empty when the value gives one template.
     */
    static List<String> alternatives(String value) {
        Matcher m = CODE_SPAN.matcher(value);
        List<String> spans = new ArrayList<>();
        int end = -1;
        while (m.find()) {
            String between = value.substring(end < 0 ? 0 : end, m.start()).strip();
            if (end < 0 ? !between.isEmpty() : !between.matches("(?i),?\\s*(?:or|\\|)")) {
                break;
            }
            spans.add(m.group(1));
            end = m.end();
        }
        return spans.size() > 1 ? spans : List.of();
    }

    void warnAboutBraces(KeyTemplate template, int line) {
        if (template.isConstant() && template.source().matches(".*\\$?\\{[\\p{L}_][\\p{L}\\p{N}_]*}.*")) {
            problems.warning(line, "placeholder-syntax", "template `" + template.source()
                    + "` has no <placeholder> but contains {name}", "write placeholders as <name>");
        }
    }

    private void readAttributes(String value, int line, ListBlock children, RawEntity entity) {
        if (children != null) {
            for (Node child : children.getChildren()) {
                if (child instanceof ListItem li && li.getFirstChild() instanceof Paragraph p) {
                    String bullet = paragraphText(p);
                    String declared = bullet.split("\\s[-—–]\\s", 2)[0];
                    if (SEVERAL.matcher(declared).lookingAt()) {
                        // several attributes in one bullet: "`moduleNo` (number), `lessonNo` (number)", "`a`, `b` (string)"
                        OneLineAttributes.Parsed parsed = OneLineAttributes.parse(InlineText.plain(declared), lines.lineOf(li), problems, true);
                        entity.attributes.addAll(parsed.typed());
                        entity.untyped.addAll(parsed.untyped());
                        // names given without a type are attributes still, typed where the document types them
                        List<String> names = new ArrayList<>(entity.reference == null ? List.of() : entity.reference.names());
                        parsed.untyped().stream().filter(n -> parsed.typed().stream().noneMatch(a -> a.name().equals(n)))
                                .filter(n -> !names.contains(n)).forEach(names::add);
                        entity.reference = new RawEntity.AttributeReference(entity.reference == null ? null : entity.reference.sameAs(),
                                names, entity.reference == null ? lines.lineOf(li) : entity.reference.line());
                        continue;
                    }
                    AttributeParser.parse(bullet, lines.lineOf(li), problems).ifPresent(entity.attributes::add);
                }
            }
        }
        String text = InlineText.plain(value).replaceFirst("\\.\\s*$", "");
        if (text.isEmpty()) {
            return;
        }
        // "Same as SongRating": a name; "Same as the access-patterns entity (`a`, `b`)": the names in code that follow
        Matcher named = Pattern.compile("^(?i:same as|as in|like|see)\\s+`?([\\p{Lu}][\\p{L}\\p{N}_]*)").matcher(text);
        String list;
        String other = null;
        if (!named.find() && text.matches("(?is)^(?:same as|as in|like|see)\\b.*") && value.contains("`")) {
            String names = value.substring(value.indexOf('`')).replaceAll("\\)\\s*,?\\s*plus\\b", ", ");
            list = InlineText.plain(names);
            OneLineAttributes.Parsed parsed = OneLineAttributes.parse(list, line, problems);
            entity.attributes.addAll(parsed.typed());
            entity.untyped.addAll(parsed.untyped());
            return;
        }
        Matcher sameAs = Pattern.compile("(?i)^(?:same as|as in|like|see)\\s+([\\p{L}_][\\p{L}\\p{N}_]*)").matcher(text);
        if (sameAs.find()) {
            other = sameAs.group(1);
            list = text.substring(sameAs.end()).replaceFirst("^\\s*[,;]?\\s*", "");
        } else {
            // "Minimal -- a, b", "Minimal: a, b": a short lead-in before the list; a colon inside a declaration
            // (`status` (S: AVAILABLE | IN_TRIP)) is not one
            int colon = text.indexOf(':');
            boolean leadIn = colon > 0 && !text.substring(0, colon).matches(".*[(,`].*");
            list = text.contains("--") ? text.substring(text.indexOf("--") + 2) : leadIn ? text.substring(colon + 1) : text;
        }
        OneLineAttributes.Parsed parsed = OneLineAttributes.parse(list, line, problems);
        entity.attributes.addAll(parsed.typed());
        entity.untyped.addAll(parsed.untyped());
        List<String> names = parsed.untyped().stream().filter(n -> parsed.typed().stream().noneMatch(a -> a.name().equals(n))).toList();
        if (other != null || !names.isEmpty()) {
            entity.reference = new RawEntity.AttributeReference(other, names, line);
        }
    }

    private void readDerived(String value, int line, ListBlock children, RawEntity entity) {
        if (!InlineText.isEmptyValue(value)) {
            derived(value, line).ifPresent(entity.derived::add);
        }
        if (children != null) {
            for (Node child : children.getChildren()) {
                if (child instanceof ListItem li && li.getFirstChild() instanceof Paragraph p) {
                    derived(paragraphText(p), lines.lineOf(li)).ifPresent(entity.derived::add);
                }
            }
        }
    }

    private Optional<DerivedValue> derived(String text, int line) {
        List<String> spans = InlineText.codeSpans(text);
        String name;
        String expression;
        if (spans.size() >= 2) {
            name = spans.get(0);
            expression = spans.get(1);
        } else {
            Matcher m = DERIVED.matcher(InlineText.plain(text).replaceAll("\\s+[-—–]\\s+.*$", ""));
            if (!m.matches()) {
                problems.error(line, "invalid-derived-value", "cannot read the derived value '" + InlineText.plain(text) + "'",
                        "write it as `name` = `expression`");
                return Optional.empty();
            }
            name = m.group(1);
            expression = m.group(2).strip();
        }
        try {
            Expression parsed = ExpressionParser.parse(expression);
            return Optional.of(new DerivedValue(name, parsed, expression, problems.at(line)));
        } catch (ExpressionException e) {
            problems.error(line, "invalid-expression", "derived value `" + name + "`: " + e.getMessage(),
                    "expressions use + - * / ( ) and pad, floor, lower, upper, date, month, epoch");
            return Optional.empty();
        }
    }

    private void readTtl(String value, int line, RawEntity entity) {
        if (InlineText.isEmptyValue(value)) {
            return;
        }
        String declaration = value.contains("(") ? value.substring(value.indexOf('(') + 1) : "";
        boolean typed = AttributeType.parse(declaration.split("[,)\\s]+")[0]).isPresent();
        // without a type, the parentheses are a note for people: `expiresAt` (30 days after the last login)
        // `expiresAt = epochSeconds(readAt) + 90 days`: the attribute and how its value is made
        String text = typed ? value : InlineText.firstCodeSpan(value).map(n -> n.replaceFirst("^([\\p{L}_][\\p{L}\\p{N}_]*)\\s*=.*$", "$1"))
                .map(n -> "`" + n + "`" + (declaration.toLowerCase(Locale.ROOT).contains("optional") ? " (optional)" : ""))
                .orElse(value);
        Optional<Attribute> parsed = AttributeParser.parse(text, line, problems);
        if (parsed.isEmpty()) {
            return;
        }
        Attribute a = parsed.get();
        entity.ttl = a.name();
        Attribute ttl = typed ? a : a.withType(AttributeType.NUMBER,
                Constraints.NONE.withOptional(a.constraints().optional()).withFormat(ValueFormat.EPOCH_SECONDS));
        entity.attributes.add(ttl);
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.QueryParams;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SortKeyCondition;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.Table;
import io.github.dynamodesign.design.WriteConditions;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the Access Pattern Mapping tables: Reads, Writes and Deletes, columns found by header name. */
final class PatternReader {

    private static final Pattern NAMED_VALUE = Pattern.compile("^([\\p{L}_$][\\p{L}\\p{N}_$]*)\\s*=\\s*(.+)$");
    /** Words that describe a write that replaces an existing item on purpose. */
    private static final Pattern UPSERT_WORDS = Pattern.compile(
            "(?i)\\b(upsert|replace[sd]?|overwrite[sd]?|overwriting|save)\\b|\\b(add|create|insert|put)\\s*(/|\\bor\\b)\\s*(update|replace)\\b");

    private final SourceLines lines;
    private final Problems problems;
    private final Function<String, Optional<KeySchema>> schemas;
    private final List<Entity> entities;
    private final Table designTable;
    /** Widths the document states for values wherever they stand in a key, by name. */
    private java.util.function.Function<List<String>, Map<String, Integer>> documentWidths = names -> Map.of();

    PatternReader withDocumentWidths(java.util.function.Function<List<String>, Map<String, Integer>> widths) {
        this.documentWidths = widths;
        return this;
    }

    /** Whether the row being read names no DynamoDB operation, so that its steps decide it. */
    private boolean unspecifiedOperation;
    final List<ReadPattern> reads = new ArrayList<>();
    final List<WritePattern> writes = new ArrayList<>();

    /** @param schemas the key schema of an index name (null: the table); empty for an unknown index */
    PatternReader(SourceLines lines, Problems problems, Function<String, Optional<KeySchema>> schemas, List<Entity> entities,
                  Table table) {
        this.lines = lines;
        this.problems = problems;
        this.schemas = schemas;
        this.entities = entities;
        this.designTable = table;
    }

    /** @param subheading the heading directly above a table's line ({@code ### Reads}), or the section title */
    void read(Section section, Function<Integer, String> subheading) {
        // a pattern written out as a block and also given a row (a summary table, "see below"): the block is read
        java.util.Set<String> writtenOut = new java.util.HashSet<>();
        for (PatternBlocks.Table blocks : PatternBlocks.tables(lines, section.line() + 1, section.end(), java.util.Set.of(), schemas, subheading)) {
            int keys = blocks.context().equals("reads") ? blocks.table().column("pk") : blocks.table().column("items");
            int operation = blocks.table().column("operation");
            blocks.table().rows().stream().filter(r -> !InlineText.isEmptyValue(r.cell(keys)) || r.cell(operation).equals("TTL"))
                    .forEach(r -> writtenOut.add(blockId(r.cell(0))));
        }
        for (MarkdownTable table : lines.tables(section.line() + 1, section.end())) {
            read(table, subheading.apply(table.line()).toLowerCase(Locale.ROOT), writtenOut);
        }
        // patterns written as blocks of labelled bullets, one per pattern, read as the rows they stand for
        java.util.Set<String> read = new java.util.HashSet<>();
        reads.forEach(r -> read.add(r.id()));
        writes.forEach(w -> read.add(w.id()));
        for (PatternBlocks.Table blocks : PatternBlocks.tables(lines, section.line() + 1, section.end(), read, schemas, subheading)) {
            read(blocks.table(), blocks.context(), java.util.Set.of());
        }
    }

    private static String blockId(String cell) {
        return InlineText.plain(cell).strip().toUpperCase(Locale.ROOT).replaceAll("^AP[-_ ]?", "AP-");
    }

    /** @param writtenOut ids of the section's patterns that a block writes out with their keys: their rows recap them */
    private void read(MarkdownTable given, String context, java.util.Set<String> writtenOut) {
        int givenId = idColumn(given);
        List<MarkdownTable.Row> recapped = givenId < 0 ? List.of() : given.rows().stream()
                .filter(r -> writtenOut.contains(blockId(r.cell(givenId)))).toList();
        if (!recapped.isEmpty()) {
            List<MarkdownTable.Row> rest = new ArrayList<>(given.rows());
            rest.removeAll(recapped);
            if (rest.isEmpty()) {
                return;
            }
            given = new MarkdownTable(given.line(), given.header(), given.rawHeader(), rest);
        }
        MarkdownTable table = PatternBlocks.withKeyColumns(given, schemas);
        int id = idColumn(table);
        int operation = table.column("operation", "op", "api", "dynamodboperation", "action", "operations");
        int items = table.column("items", "steps", "itemsaffected", "writes", "itemswritten", "item");
        int pk = table.column("pk", "partitionkey", "pkvalue", "partitionkeyvalue", "pktemplate", "pkcondition");
        if (id < 0 || operation < 0) {
            if (pk >= 0 || items >= 0) {
                problems.error(table.line(), "missing-column", "the access pattern table has no "
                        + (id < 0 ? "AP ID" : "Operation") + " column (columns: " + String.join(", ", table.rawHeader()) + ")",
                        "use the header | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params |");
            }
            return;
        }
        boolean writeTable = items >= 0 || pk < 0 && (context.contains("write") || context.contains("delet"));
        if (writeTable) {
            boolean deletes = context.contains("delet");
            for (MarkdownTable.Row row : table.rows()) {
                readWrite(table, row, id, operation, items, deletes);
            }
        } else {
            if (pk < 0) {
                problems.error(table.line(), "missing-column", "the reads table has no PK column (columns: "
                        + String.join(", ", table.rawHeader()) + ")",
                        "use the header | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params |");
            }
            for (MarkdownTable.Row row : table.rows()) {
                readRead(table, row, id, operation, pk);
            }
        }
    }

    private static int idColumn(MarkdownTable table) {
        int id = table.column("apid", "id", "ap", "patternid", "accesspatternid", "apno", "apnumber", "apref");
        if (id < 0) {
            for (int i = 0; i < table.header().size(); i++) {
                if (table.header().get(i).startsWith("ap") && table.header().get(i).length() <= 4) {
                    return i;
                }
            }
        }
        return id;
    }

    private Optional<String> patternId(MarkdownTable.Row row, int column) {
        String id = InlineText.plain(row.cell(column));
        if (InlineText.isEmptyValue(id) && saysNone(row, column)) {
            // | - | None | - | Bookings are soft-cancelled |: the table says it has no pattern
            return Optional.empty();
        }
        String rest = String.join(" | ", row.cells().stream().map(InlineText::plain).toList());
        // | (AP-017) | Review task removal happens inside the submit transaction | – |: an id in parentheses refers to it
        boolean referenced = id.strip().matches("\\(.*\\)") && REFERS_ELSEWHERE.matcher(id).find();
        if ((InlineText.isEmptyValue(id) || referenced) && REFERS_ELSEWHERE.matcher(rest).find()) {
            // | - | Slot removal | (inside AP-015, AP-019) | …: a note on writes a pattern already makes, or on TTL
            problems.info(row.line(), "note-row", "a row without an AP ID of its own that refers to other patterns or to TTL is read as a"
                    + " note, not as a pattern", "give it an AP ID if it is a pattern of its own");
            return Optional.empty();
        }
        if (InlineText.isEmptyValue(id)) {
            problems.error(row.line(), "missing-pattern-id", "access pattern row without an AP ID; the row is skipped",
                    "give every pattern a unique id such as AP-001");
            return Optional.empty();
        }
        return Optional.of(id);
    }

    private static final Pattern REFERS_ELSEWHERE = Pattern.compile("(?i)\\b(?:AP|QP|WP)-?\\d+\\b|\\bTTL\\b|\\btime to live\\b");

    /** A row whose cells after the id are a "none" and dashes, perhaps with a note: it stands for no pattern. */
    private static boolean saysNone(MarkdownTable.Row row, int idColumn) {
        boolean none = false;
        for (int i = 0; i < row.cells().size(); i++) {
            String cell = InlineText.plain(row.cell(i)).strip();
            if (i == idColumn || cell.isEmpty() || cell.matches("[-—–]+")) {
                continue;
            }
            // | - | None | - | - | - |: "None" is an empty value elsewhere, and here the word that says so
            if (cell.matches("(?i)none\\b.*|n/?a|not applicable|no (?:deletes?|writes?|reads?)\\b.*")) {
                none = true;
            } else if (InlineText.isEmptyValue(cell)) {
                continue;
            } else if (cell.matches(".*(?:[<{]|#|\\b(?:Put|Update|Delete|Query|GetItem|Scan)\\b).*")) {
                return false;
            }
        }
        return none;
    }

    /**
     * The operation of a row. A cell that names several ({@code Query, then UpdateItem}) gives the one of the table's
     * kind: the write of a Writes table (a transaction before other writes, a single-item call before a batch: the
     * steps then run as calls in turn), the read of a Reads table.
     */
    private Optional<Operation> operation(MarkdownTable.Row row, int column, String id, boolean writes) {
        unspecifiedOperation = false;
        String cell = row.cell(column);
        Optional<Operation> op = Operation.parse(InlineText.plain(cell));
        List<Operation> mentioned = Operation.mentioned(InlineText.plain(cell));
        if (mentioned.size() > 1) {
            List<Operation> ofKind = mentioned.stream().filter(o -> o.isRead() != writes).toList();
            if (!ofKind.isEmpty()) {
                // "BatchWriteItem, then UpdateItem": calls in turn, each step its own; a batch is one of them only
                op = Optional.of(ofKind.contains(Operation.TRANSACT_WRITE_ITEMS) ? Operation.TRANSACT_WRITE_ITEMS
                        : ofKind.stream().filter(o -> o != Operation.BATCH_WRITE_ITEM).findFirst().orElse(ofKind.get(0)));
            }
        }
        if (op.isEmpty() && writes && !InlineText.isEmptyValue(cell)) {
            // "Multi-step", "Application logic": the steps in the Items column say what is run
            problems.warning(row.line(), "unknown-operation", id + " has operation '" + InlineText.plain(cell)
                    + "', which is not a DynamoDB operation; its steps are run as the calls they name",
                    "name the call: PutItem, UpdateItem, DeleteItem, TransactWriteItems or BatchWriteItem");
            unspecifiedOperation = true;
            return Optional.of(Operation.TRANSACT_WRITE_ITEMS);
        }
        if (op.isEmpty()) {
            problems.error(row.line(), "unknown-operation", id + " has operation '" + InlineText.plain(cell)
                    + "', which is not a DynamoDB operation; the pattern is skipped",
                    "use GetItem, Query, Scan, BatchGetItem, TransactGetItems, PutItem, UpdateItem, DeleteItem, "
                            + "TransactWriteItems or BatchWriteItem");
        }
        return op;
    }

    /** The id and operation of a pattern row; empty (with a diagnostic) when either cannot be read. */
    private Optional<Map.Entry<String, Operation>> idAndOperation(MarkdownTable.Row row, int idColumn, int opColumn,
                                                                  boolean writes) {
        Optional<String> id = patternId(row, idColumn);
        Optional<Operation> op = id.isEmpty() ? Optional.empty() : operation(row, opColumn, id.get(), writes);
        return op.map(o -> Map.entry(id.get(), o));
    }

    private static final java.util.regex.Pattern NAMED_CONDITION = java.util.regex.Pattern.compile(
            "^\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*(?:<=|>=|<|>|=|(?i:begins_with))\\s*(.+)$");

    /** {@code <from:postedAt>}: the input from, explicitly standing for the attribute postedAt. */
    private static final java.util.regex.Pattern BOUND_INPUT = java.util.regex.Pattern.compile(
            "<\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*:\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s*>");
    private final Map<String, String> boundInputs = new java.util.LinkedHashMap<>();
    /** The first key value of the row being read that could not be read, with why; null when all were. */
    private String unreadKey;
    private static final Pattern SEVERAL_REQUESTS = Pattern.compile("^\\s*1[.)]\\s+\\S.*\\s2[.)]\\s+\\S");

    private void readRead(MarkdownTable table, MarkdownTable.Row row, int idColumn, int opColumn, int pkColumn) {
        Optional<Map.Entry<String, Operation>> head = idAndOperation(row, idColumn, opColumn, false);
        if (head.isEmpty()) {
            return;
        }
        Optional<String> id = Optional.of(head.get().getKey());
        Optional<Operation> op = Optional.of(head.get().getValue());
        int description = table.column("description", "accesspattern", "pattern", "name", "desc", "usecase");
        int indexColumn = table.column("tablegsi", "tableindex", "index", "gsi", "tablegsilsi", "indexname", "table",
                "usesindex", "target", "tableorindex", "tableorgsi");
        int skCondition = table.column("skcondition", "sortkeycondition", "skop", "skoperator", "condition", "skcond");
        int skValue = table.column("skvalue", "sortkeyvalue", "skvalues", "sk", "sortkey", "sktemplate");
        int params = table.column("params", "parameters", "options", "queryparams", "param");
        int returns = table.column("returns", "return", "returnsentities", "entities", "resulttypes", "returnedentities",
                "returnentities", "entitytypes");
        String pid = id.get();
        boundInputs.clear();
        unreadKey = null;
        if (!op.get().isRead()) {
            problems.error(row.line(), "misplaced-pattern", pid + " is a " + op.get() + " in the Reads table; it is skipped",
                    "move it to the Writes or Deletes table");
            return;
        }
        String index = indexColumn < 0 ? null : knownIndexName(row.cell(indexColumn));
        Optional<KeySchema> schema = schemas.apply(index);
        int pkCount = schema.map(s -> s.partitionKey().size()).orElse(1);
        List<KeyTemplate> partitionKey = new ArrayList<>();
        // "1. `VOUCHERCODE#<code>` 2. `VOUCHER#<voucherId from step 1>`": a read in several requests, one after another;
        // the first is run, and what the pattern returns in the end is not its answer
        boolean severalRequests = pkColumn >= 0 && SEVERAL_REQUESTS.matcher(InlineText.plain(row.cell(pkColumn))).find();
        if (severalRequests) {
            problems.warning(row.line(), "several-requests", pid + " reads in several requests (`" + InlineText.plain(row.cell(pkColumn)).strip()
                    + "`); only the first is verified, and the items it returns are not held to the pattern's Returns",
                    "give each request a pattern of its own to have it verified");
        }
        if (pkColumn >= 0 && !InlineText.isEmptyValue(row.cell(pkColumn))) {
            List<String> sources = values(row.cell(pkColumn), pkCount, schema.map(KeySchema::partitionKey).orElse(List.of()));
            for (String source : sources) {
                template(source, pid + " PK", row.line()).ifPresent(partitionKey::add);
            }
        }
        SortKeyCondition sortKey = null;
        String conditionCell = skCondition < 0 ? "" : row.cell(skCondition);
        String valueCell = skValue < 0 ? "" : row.cell(skValue);
        if (!InlineText.isEmptyValue(conditionCell)) {
            sortKey = sortKeyCondition(pid, conditionCell, valueCell, schema, row.line());
        } else if (!InlineText.isEmptyValue(valueCell) && InlineText.plain(valueCell).strip().matches("\\([^()<>#]*\\)")) {
            // | - | (sorted by `stopSeq`) |: a note on the order, no sort key condition
            problems.info(row.line(), "note-as-sk-value", pid + " gives no SK condition and a note in parentheses as its SK value; "
                    + "the note is read as a note", "write no SK value when the pattern reads the whole partition");
        } else if (!InlineText.isEmptyValue(valueCell)) {
            problems.warning(row.line(), "missing-condition", pid + " gives an SK value but no SK condition; '=' is assumed",
                    "write the condition: =, begins_with, <, <=, >, >= or BETWEEN");
            sortKey = sortKeyCondition(pid, "=", valueCell, schema, row.line());
        }
        QueryParams queryParams = ParamsParser.parse(params < 0 ? "" : row.cell(params), row.cell(opColumn), row.line(), problems);
        // "`LOT#%05d`" where the item's key is "`LOT#%05d` (lotNo)": the format stands for the value the key pads there
        partitionKey.replaceAll(t -> withPrintfArguments(t, entities));
        if (sortKey != null) {
            sortKey = new SortKeyCondition(sortKey.leadingEqualities().stream().map(t -> withPrintfArguments(t, entities)).toList(),
                    sortKey.operator(), sortKey.operands().stream().map(t -> withPrintfArguments(t, entities)).toList());
        }
        // "pad minRent/maxRent the same way": inputs the row says are padded, to the width it states; and inputs the
        // document pads wherever they are in a key ("`<issueNo>` in a key is zero-filled to 6 digits")
        // each cell a statement of its own: a width in Params is not said of a word in the description
        String rowText = InlineText.plain((params < 0 ? "" : row.cell(params)) + ". " + (description < 0 ? "" : row.cell(description)));
        List<String> inputs = new ArrayList<>();
        partitionKey.forEach(t -> inputs.addAll(t.references()));
        if (sortKey != null) {
            sortKey.templates().forEach(t -> inputs.addAll(t.references()));
        }
        Map<String, Integer> widths = new java.util.LinkedHashMap<>(ProseDefinitions.paddedInputs(rowText, inputs));
        documentWidths.apply(inputs).forEach(widths::putIfAbsent);
        // an input where the item's key pads its value ("BID#<minUsd>" against "BID#<pad(amountUsd, 6)>") is that value as the key renders it
        if (schema.isPresent()) {
            List<List<KeyTemplate>> sorts = new ArrayList<>();
            if (sortKey != null) {
                for (KeyTemplate operand : sortKey.operands()) {
                    List<KeyTemplate> written = new ArrayList<>(sortKey.leadingEqualities());
                    written.add(operand);
                    sorts.add(written);
                }
            }
            if (sorts.isEmpty()) {
                sorts.add(List.of());
            }
            for (List<KeyTemplate> sort : sorts) {
                InputPadding.widths(partitionKey, sort, schema.get(), entities).forEach((input, width) -> {
                    if (widths.putIfAbsent(input, width) == null) {
                        problems.info(row.line(), "input-padded", pid + " writes <" + input + "> where the keys it reads pad the value to "
                                + width + " digits: read as <pad(" + input + ", " + width + ")>", "write <pad(" + input + ", " + width
                                + ")> to say so");
                    }
                });
            }
        }
        if (!widths.isEmpty()) {
            partitionKey.replaceAll(t -> KeyTemplate.parse(KeyNotation.padded(t.source(), widths)));
            if (sortKey != null) {
                List<KeyTemplate> equalities = new ArrayList<>();
                sortKey.leadingEqualities().forEach(t -> equalities.add(KeyTemplate.parse(KeyNotation.padded(t.source(), widths))));
                List<KeyTemplate> padded = new ArrayList<>();
                sortKey.operands().forEach(t -> padded.add(KeyTemplate.parse(KeyNotation.padded(t.source(), widths))));
                sortKey = new SortKeyCondition(equalities, sortKey.operator(), padded);
            }
        }
        List<String> returned = returns < 0 || severalRequests || InlineText.isEmptyValue(row.cell(returns)) ? List.of()
                : returned(row.cell(returns));
        reads.add(new ReadPattern(pid, description < 0 ? "" : InlineText.plain(row.cell(description)), op.get(),
                InlineText.plain(row.cell(opColumn)), index, partitionKey, sortKey, queryParams, returned,
                problems.at(row.line()), boundInputs, null, unreadKey));
    }

    private SortKeyCondition sortKeyCondition(String pid, String conditionCell, String valueCell,
                                              Optional<KeySchema> schema, int line) {
        Optional<ConditionOperator> op = ConditionOperator.parse(InlineText.plain(conditionCell));
        if (op.isEmpty()) {
            op = multiAttributeOperator(conditionCell, schema);
        }
        if (op.isEmpty()) {
            problems.error(line, "unknown-condition", pid + " has SK condition '" + InlineText.plain(conditionCell)
                    + "'; the sort key condition is ignored", "use =, begins_with, <, <=, >, >= or BETWEEN");
            unreadKey = unreadKey != null ? unreadKey : pid + " SK: the condition '" + InlineText.plain(conditionCell) + "'";
            return null;
        }
        String cell = InlineText.isEmptyValue(valueCell) && !InlineText.codeSpans(conditionCell).isEmpty() ? conditionCell : valueCell;
        List<String> sources = InlineText.codeSpans(cell);
        if (sources.isEmpty() && !InlineText.isEmptyValue(cell)) {
            sources = List.of(InlineText.plain(cell).split("(?i)\\s+AND\\s+"));
        }
        // "`startTime`: `<fromTime>`": a span that only names a sort key attribute says which one, it is no value
        List<String> keyNames = schema.map(s -> s.sortKey().stream().map(KeyAttribute::name).toList()).orElse(List.of());
        if (sources.size() > 1 && sources.stream().anyMatch(keyNames::contains)) {
            sources = sources.stream().filter(x -> !keyNames.contains(x.strip())).toList();
        }
        // "`stockStatus = IN_STOCK AND densityKgM3 BETWEEN <min> AND <max>`": the whole condition in one value; on a
        // key of one attribute, or on the first attributes of a multi-attribute key only ("`eventYear BETWEEN :a AND :b`")
        if (!keyNames.isEmpty()) {
            Optional<List<String>> byAttribute = clauses(String.join(" AND ", sources), keyNames);
            if (byAttribute.isPresent()) {
                sources = byAttribute.get();
            }
        }
        // "`batteryPct < ${threshold}`": the attribute and the operator written before the value
        sources = sources.stream().map(x -> {
            Matcher named = NAMED_CONDITION.matcher(x);
            return named.matches() && keyNames.contains(named.group(1)) ? named.group(2) : x;
        }).toList();
        int skCount = schema.map(s -> s.sortKey().size()).orElse(1);
        int operands = op.get().operandCount();
        if (sources.size() < operands) {
            unreadKey = unreadKey != null ? unreadKey : pid + " SK: " + op.get().symbol() + " with "
                    + (sources.isEmpty() ? "no value" : "one value, `" + sources.get(0) + "`");
            problems.error(line, "missing-sk-value", pid + " has SK condition " + op.get().symbol() + " but "
                    + (sources.isEmpty() ? "no SK value" : "only one SK value"),
                    op.get() == ConditionOperator.BETWEEN ? "write `ORDER#<from>` AND `ORDER#<to>`" : "write the SK value template");
            return null;
        }
        int leading = skCount > 1 ? Math.min(sources.size() - operands, skCount - 1) : 0;
        List<KeyTemplate> equalities = new ArrayList<>();
        for (String source : sources.subList(0, leading)) {
            template(stripName(source), pid + " SK", line).ifPresent(equalities::add);
        }
        List<KeyTemplate> values = new ArrayList<>();
        for (String source : sources.subList(leading, leading + operands)) {
            template(stripName(source), pid + " SK", line).ifPresent(values::add);
        }
        if (values.size() != operands || equalities.size() != leading) {
            return null;
        }
        return new SortKeyCondition(equalities, op.get(), values);
    }

    /**
     * The values of a condition on a multi-attribute sort key written whole in one value,
     * {@code stockStatus = IN_STOCK AND densityKgM3 BETWEEN <min> AND <max>}: the equalities' values in key order, then
     * the last attribute's operands. Empty unless at least two of the key's attributes are named, equalities before the last,
     * or the text is one condition on the key's first attribute and nothing else.
     */
    private static Optional<List<String>> clauses(String text, List<String> keyNames) {
        List<String> values = new ArrayList<>();
        int named = 0;
        boolean last = false;
        boolean whole = false;
        for (String name : keyNames) {
            if (last) {
                break;
            }
            String n = "(?<![\\p{L}\\p{N}_])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}_])";
            Matcher between = Pattern.compile("(?i)" + n + "\\s+BETWEEN\\s+([^\\s,()]+)\\s+AND\\s+([^\\s,()]+)").matcher(text);
            Matcher begins = Pattern.compile("(?i)begins_with\\s*\\(\\s*" + n + "\\s*,\\s*([^)]+?)\\s*\\)").matcher(text);
            Matcher compare = Pattern.compile(n + "\\s*(<=|>=|<|>|=)\\s*([^\\s,()]+)").matcher(text);
            Matcher found;
            if (between.find()) {
                values.add(unquoted(between.group(1)));
                values.add(unquoted(between.group(2)));
                last = true;
                found = between;
            } else if (begins.find()) {
                values.add(unquoted(begins.group(1)));
                last = true;
                found = begins;
            } else if (compare.find()) {
                values.add(unquoted(compare.group(2)));
                last = !compare.group(1).equals("=");
                found = compare;
            } else {
                break;
            }
            whole = named == 0 && text.substring(0, found.start()).isBlank() && text.substring(found.end()).isBlank();
            named++;
        }
        return named >= 2 || named == 1 && whole ? Optional.of(values) : Optional.empty();
    }

    private static String unquoted(String value) {
        return value.strip().replaceAll("^[\"']|[\"']$", "");
    }

    /**
     * The operator of a condition on a multi-attribute sort key written attribute by attribute: "`state` =, then
     * `scheduledAt` >" is equality on state and {@code >} on scheduledAt; only equalities may come before the last.
     * On a key of one attribute too: "`returnDue` <=", "BETWEEN on `delivery_date`".
     */
    private static Optional<ConditionOperator> multiAttributeOperator(String conditionCell, Optional<KeySchema> schema) {
        List<String> names = schema.map(s -> s.sortKey().stream().map(KeyAttribute::name).toList()).orElse(List.of());
        if (names.isEmpty()) {
            return Optional.empty();
        }
        String text = InlineText.plain(conditionCell);
        String before = text;
        for (String name : names) {
            text = text.replaceAll("(?<![\\p{L}\\p{N}_])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}_])", " ");
        }
        if (names.size() == 1 && text.equals(before)) {
            return Optional.empty(); // a key of one attribute, not named: not a condition written attribute by attribute
        }
        // "BETWEEN on `delivery_date`": the word that says which attribute the operator is on
        text = text.replaceAll("(?i)\\b(?:on|over)\\b", " ");
        List<ConditionOperator> operators = new ArrayList<>();
        for (String part : text.split("(?i)[,;]|\\bthen\\b|\\band\\b")) {
            if (part.isBlank()) {
                continue;
            }
            Optional<ConditionOperator> one = ConditionOperator.parse(part.strip());
            if (one.isEmpty()) {
                return Optional.empty();
            }
            operators.add(one.get());
        }
        if (operators.isEmpty() || operators.size() > names.size()
                || operators.subList(0, operators.size() - 1).stream().anyMatch(o -> o != ConditionOperator.EQ)) {
            return Optional.empty();
        }
        return Optional.of(operators.get(operators.size() - 1));
    }

    /** Values of a multi-attribute key cell, in key order; {@code name = <value>} forms are matched by name. */
    private static List<String> values(String cell, int count, List<KeyAttribute> attributes) {
        List<String> spans = InlineText.codeSpans(cell);
        if (spans.isEmpty()) {
            spans = List.of(InlineText.plain(cell).replace("&lt;", "<").replace("&gt;", ">"));
        }
        if (count <= 1) {
            // "`tournamentId` = `{tournamentId}`": the span naming the key attribute says which one, the next is its value
            List<String> named = attributes.stream().map(KeyAttribute::name).toList();
            List<String> valuesOnly = spans.stream().filter(x -> !named.contains(x.strip())).toList();
            return List.of(stripName(valuesOnly.isEmpty() ? spans.get(0) : valuesOnly.get(0)));
        }
        List<String> parts = new ArrayList<>();
        for (String span : spans) {
            for (String part : span.split("(?i),|\\s+AND\\s+")) {
                if (!part.isBlank()) {
                    parts.add(part.strip());
                }
            }
        }
        String[] ordered = new String[attributes.size()];
        List<String> unnamed = new ArrayList<>();
        for (String part : parts) {
            Matcher m = NAMED_VALUE.matcher(part);
            int at = -1;
            if (m.matches()) {
                for (int i = 0; i < attributes.size(); i++) {
                    if (attributes.get(i).name().equals(m.group(1))) {
                        at = i;
                    }
                }
            }
            if (at >= 0) {
                ordered[at] = stripName(m.group(2).strip());
            } else {
                unnamed.add(part);
            }
        }
        List<String> result = new ArrayList<>();
        for (String value : ordered) {
            result.add(value != null ? value : unnamed.isEmpty() ? null : unnamed.remove(0));
        }
        result.removeIf(v -> v == null);
        return result;
    }

    private static final Pattern BARE_PRINTF = Pattern.compile("%0(\\d+)d");
    private static final Pattern PAD_OF_NAME = Pattern.compile("<pad\\(([\\p{L}_][\\p{L}\\p{N}_]*), (\\d+)\\)>");

    /**
     * A pattern's key with printf formats and no placeholder ({@code LOT#%05d}) as the one entity key it is written
     * like ({@code LOT#<pad(lotNo, 5)>}, whose source the document wrote {@code `LOT#%05d` (lotNo)}): the input is the
     * value the key pads there. Unchanged when no entity's key, or more than one, reads so.
     */
    private static KeyTemplate withPrintfArguments(KeyTemplate t, List<Entity> entities) {
        if (!BARE_PRINTF.matcher(t.source()).find() || t.source().contains("<")) {
            return t;
        }
        Set<String> meant = new java.util.LinkedHashSet<>();
        for (Entity e : entities) {
            for (io.github.dynamodesign.design.KeyDefinition k : e.keys()) {
                String source = k.template().source();
                String written = PAD_OF_NAME.matcher(source).replaceAll(m -> "%0" + m.group(2) + "d");
                if (!written.equals(source) && written.equals(t.source())) {
                    meant.add(source);
                }
            }
        }
        return meant.size() == 1 ? KeyTemplate.parse(meant.iterator().next()) : t;
    }

    private static String stripName(String source) {
        Matcher m = NAMED_VALUE.matcher(source.strip());
        String value = m.matches() && !source.strip().startsWith("<") ? m.group(2).strip() : source.strip();
        // `status = "PUBLISHED"`: a literal value in quotes is the text inside them
        return value.matches("\"[^\"<>{}]*\"|'[^'<>{}]*'") ? value.substring(1, value.length() - 1) : value;
    }

    private Optional<KeyTemplate> template(String source, String what, int line) {
        String s = source.strip().replace("&lt;", "<").replace("&gt;", ">");
        Matcher bound = BOUND_INPUT.matcher(s);
        StringBuilder unbound = new StringBuilder();
        while (bound.find()) {
            boundInputs.put(bound.group(1), bound.group(2));
            bound.appendReplacement(unbound, Matcher.quoteReplacement("<" + bound.group(1) + ">"));
        }
        bound.appendTail(unbound);
        s = renderedAs(IN_FORMAT.matcher(KeyNotation.braces(KeyNotation.colonValues(unbound.toString()))).replaceAll("<$1>"));
        try {
            return Optional.of(KeyTemplate.parse(KeyNotation.expressions(s)));
        } catch (ExpressionException e) {
            unreadKey = unreadKey != null ? unreadKey : what + ": " + e.getMessage();
            problems.error(line, "invalid-key-template", what + ": " + e.getMessage(),
                    "placeholders are <name> or <expression>, e.g. ORDER#<orderId>");
            return Optional.empty();
        }
    }

    /**
     * {@code <now as YYYY-MM-DDTHH:MM>}, {@code <from in ISO 8601>}: an input with the format it is written in, which is
     * the format of the key's value it is compared with.
     */
    private static final Pattern IN_FORMAT = Pattern.compile(
            "<\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s+(?:(?:as|in)\\s+(?:an?\\s+)?)?(?:YYYY|ISO|epoch|unix)[^<>]*>", Pattern.CASE_INSENSITIVE);
    private static final Pattern RENDERED_AS = Pattern.compile("<\\s*([\\p{L}_][\\p{L}\\p{N}_]*)\\s+as\\s+([\\p{L}_][\\p{L}\\p{N}_]*)\\s*>");

    /**
     * {@code <maxFee as fee3>}: the input rendered the way a derived value renders what it is made of ({@code fee3 =
     * pad(adoptionFee, 3)} gives {@code <pad(maxFee, 3)>}); left as written when no entity derives the value from one.
     */
    private String renderedAs(String source) {
        Matcher m = RENDERED_AS.matcher(source);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String input = m.group(1);
            Optional<String> rendered = entities.stream().map(e -> e.derivedValue(m.group(2))).flatMap(Optional::stream).findFirst()
                    .filter(d -> d.expression().references().size() == 1)
                    .map(d -> d.expression().toString().replaceAll("\\b" + Pattern.quote(d.expression().references().iterator().next()) + "\\b",
                            Matcher.quoteReplacement(input)));
            m.appendReplacement(out, Matcher.quoteReplacement(rendered.map(r -> "<" + r + ">").orElse(m.group())));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * The index a cell names, where it names it twice ("GSI3 (clinic-category)" of the index `clinic-category` listed
     * as "GSI3 `clinic-category`"): the name the design defines.
     */
    private String knownIndexName(String cell) {
        return knownIndexName(cell, schemas);
    }

    static String knownIndexName(String cell, Function<String, Optional<KeySchema>> schemas) {
        String first = indexName(cell);
        if (first == null || schemas.apply(first).isPresent()) {
            return first;
        }
        for (String other : InlineText.plain(cell).split("[\\s(),`]+")) {
            if (!other.isBlank() && schemas.apply(other).isPresent()) {
                return other;
            }
        }
        return first;
    }

    static String indexName(String cell) {
        String text = InlineText.firstCodeSpan(cell).orElse(InlineText.plain(cell)).strip();
        String lower = text.toLowerCase(Locale.ROOT);
        if (InlineText.isEmptyValue(text) || lower.equals("table") || lower.startsWith("table ") || lower.equals("main")
                || lower.startsWith("main table") || lower.startsWith("base table") || lower.equals("base") || lower.equals("primary")
                || lower.startsWith("primary ")) {
            return null;
        }
        return text.split("[\\s(]+")[0];
    }

    /**
     * The entities a Returns cell names: "Animal, single", "VetCheck collection, checkedAt ASC", "Kennel + its
     * KennelStay items, Kennel first" name Animal, VetCheck, Kennel and KennelStay; the other words describe the
     * result. A cell that names no entity of the design is read as a list of names (and reported).
     */
    private List<String> returned(String cell) {
        Set<String> known = new HashSet<>();
        entities.forEach(e -> {
            known.add(e.name());
            known.add(e.type());
        });
        List<String> found = new ArrayList<>();
        // notes in parentheses are dropped, a state after a name is kept: "Order (OPEN)"
        Matcher word = RETURNED_WORD.matcher(InlineText.plain(cell).replaceAll("\\((?![A-Z_]+\\))[^)]*\\)", " "));
        while (word.find()) {
            String shape = word.group(1) + (word.group(2) == null ? "" : " (" + word.group(2) + ")");
            String name = known.contains(shape) ? shape : known.contains(word.group(1)) ? word.group(1) : null;
            if (name != null && !found.contains(name)) {
                found.add(name);
            }
        }
        return found.isEmpty() ? names(cell) : found;
    }

    private static final Pattern RETURNED_WORD = Pattern.compile("([\\p{L}_][\\p{L}\\p{N}_]*)(?:\\s*\\(([A-Z_]+)\\))?");

    static List<String> names(String cell) {
        List<String> names = new ArrayList<>();
        for (String part : InlineText.plain(cell).split("\\s*(?:,|;|\\+|/|\\band\\b|&)\\s*")) {
            String name = part.strip().replaceAll("\\(.*$", "").strip();
            if (!name.isEmpty() && !InlineText.isEmptyValue(name)) {
                names.add(name.split("\\s+")[0]);
            }
        }
        return names;
    }

    /**
     * A transaction's updates of one item as one update: "4. Update Member `activeLoanCount - 1` … 6. Update Member
     * `balanceCents`" names one item twice, which a transaction cannot take, where the author means one update of both.
     * Updates named with different roles ("Update follower User", "Update followee User") or values are of two items;
     * updates of one attribute both stay apart.
     */
    private List<WriteStep> joinedUpdates(List<WriteStep> steps, String id, int line) {
        List<WriteStep> joined = new ArrayList<>();
        for (WriteStep s : steps) {
            int earlier = -1;
            for (int i = 0; i < joined.size() && s.understood() && s.verb() == StepVerb.UPDATE; i++) {
                WriteStep e = joined.get(i);
                if (e.understood() && e.verb() == StepVerb.UPDATE && e.entity().equals(s.entity()) && e.renamed().equals(s.renamed())
                        && role(e).equals(role(s))) {
                    earlier = i;
                    break;
                }
            }
            Optional<WriteStep> both = earlier < 0 ? Optional.empty() : joined.get(earlier).and(s);
            if (both.isPresent()) {
                problems.warning(line, "joined-updates", id + " steps " + joined.get(earlier).number() + " and " + s.number()
                        + " both update " + s.entity() + ": a transaction acts once on an item, so they are read as one update",
                        "write them as one step: Update " + s.entity() + " SET … ADD …");
                joined.set(earlier, both.get());
            } else {
                joined.add(s);
            }
        }
        return joined;
    }

    /** The words a step writes between its verb and its entity ("follower" in "Update follower User"). */
    private static String role(WriteStep s) {
        Matcher m = Pattern.compile("(?i)\\b(?:update|updateitem)\\s+(.*?)\\b" + Pattern.quote(s.entity()) + "\\b")
                .matcher(s.source() == null ? "" : s.source());
        return m.find() ? m.group(1).replaceAll("(?i)\\b(?:the|a|an|its|their)\\b", "").strip().toLowerCase(java.util.Locale.ROOT) : "";
    }

    private void readWrite(MarkdownTable table, MarkdownTable.Row row, int idColumn, int opColumn, int itemsColumn,
                           boolean deletesTable) {
        Optional<Map.Entry<String, Operation>> head = idAndOperation(row, idColumn, opColumn, true);
        if (head.isEmpty()) {
            return;
        }
        Optional<String> id = Optional.of(head.get().getKey());
        Optional<Operation> op = Optional.of(head.get().getValue());
        if (op.get().isRead()) {
            problems.error(row.line(), "misplaced-pattern", id.get() + " is a " + op.get()
                    + " in a " + (deletesTable ? "Deletes" : "Writes") + " table; it is skipped", "move it to the Reads table");
            return;
        }
        int description = table.column("description", "accesspattern", "pattern", "name", "desc", "usecase");
        int conditions = table.column("conditions", "condition", "conditionexpression", "conditionexpressions", "guards");
        boolean unspecified = unspecifiedOperation;
        List<WriteStep> steps = op.get() == Operation.TTL_EXPIRY
                ? List.of(WriteStep.prose(1, itemsColumn < 0 ? "" : InlineText.plain(row.cell(itemsColumn))))
                : itemsColumn < 0 || InlineText.isEmptyValue(row.cell(itemsColumn)) ? List.of()
                : StepsParser.parse(row.cell(itemsColumn), id.get(), row.line(), problems, new StepContext(entities, designTable,
                        op.get(), description < 0 ? "" : InlineText.plain(row.cell(description))));
        if (unspecified) {
            List<WriteStep> run = steps.stream().filter(WriteStep::understood).toList();
            op = Optional.of(run.size() != 1 ? Operation.TRANSACT_WRITE_ITEMS : switch (run.get(0).verb()) {
                case PUT -> Operation.PUT_ITEM;
                case UPDATE -> Operation.UPDATE_ITEM;
                case DELETE -> Operation.DELETE_ITEM;
                case CONDITION_CHECK -> Operation.TRANSACT_WRITE_ITEMS;
            });
        }
        if (op.get() == Operation.TRANSACT_WRITE_ITEMS) {
            steps = joinedUpdates(steps, id.get(), row.line());
        }
        if (steps.isEmpty()) {
            problems.error(row.line(), "missing-steps", id.get() + " names no items to write",
                    "list the steps in the Items column: 1. Put Order 2. Update Customer");
        }
        String conditionText = conditions < 0 || InlineText.isEmptyValue(row.cell(conditions)) ? "" : InlineText.plain(row.cell(conditions));
        String descriptionText = description < 0 ? "" : InlineText.plain(row.cell(description));
        WriteConditions parsed = WriteConditions.parse(conditionText, designTable.partitionKey().name());
        String conditionNote = conditions < 0 ? "" : InlineText.plain(row.cell(conditions));
        if (!parsed.upsert() && (WriteConditions.says(UPSERT_WORDS, descriptionText) || WriteConditions.says(UPSERT_WORDS, conditionNote)
                || steps.stream().anyMatch(s -> WriteConditions.says(UPSERT_WORDS, s.note())))) {
            parsed = parsed.asUpsert();
        }
        writes.add(new WritePattern(id.get(), descriptionText, op.get(),
                InlineText.plain(row.cell(opColumn)), steps, parsed, deletesTable || op.get() == Operation.DELETE_ITEM,
                problems.at(row.line())));
    }
}

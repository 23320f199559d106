package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeySchema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The mapping of patterns written as one block per pattern rather than as a table:
 *
 * <pre>
 * AP-006: Bike service history, 10 latest
 *   - Operation: Query
 *   - Index: GSI1
 *   - PK: `BIKE#{bikeId}`
 *   - SK: begins_with(`WO#`)
 *   - Params: ScanIndexForward=false, Limit=10
 * </pre>
 *
 * Each block becomes a row of the table the same author would otherwise have written, so that it is read by the one
 * reader of mapping rows: {@code Key: PK = `A`, SK = `B`} gives the PK and an equality on the SK, a {@code Key
 * condition} written as DynamoDB takes it is split over the key attributes of the index it reads, and a write's
 * {@code Item}, {@code Key}, {@code Update} and numbered {@code Items} give its steps, with each step's own
 * {@code (Condition: …)}.
 */
final class PatternBlocks {

    /** {@code AP-001: description}, {@code #### AP-001 — description}, {@code **AP-001** description}. */
    private static final Pattern START = Pattern.compile(
            "^(?:#{2,6}\\s*|[-*]\\s+)?(?:\\*\\*|__)?(AP[-_ ]?\\d{1,4}[a-z]?)(?:\\*\\*|__)?\\s*(?:[:.—–-]|\\s)\\s*(.*?)\\s*(?:\\*\\*|__)?\\s*$");
    /** A labelled bullet: {@code - Operation: Query}, {@code - 1. Key: …}, {@code - Step 2 - Operation: …}. */
    private static final Pattern LABELLED = Pattern.compile(
            "^\\s*(?:[-*+]\\s+)?(?:(\\d{1,2})[.)]\\s+)?(?:\\*\\*)?(?:step\\s+(\\d{1,2})\\s*[-—–:.]?\\s*)?([A-Za-z][A-Za-z0-9_ /]{0,30}?)(?:\\*\\*)?\\s*:(?:\\*\\*)?(?:\\s+(.*))?$",
            Pattern.CASE_INSENSITIVE);
    /** A nested numbered line ({@code 1. Put …}), kept with its number so that steps stay steps. */
    private static final Pattern NUMBERED = Pattern.compile("^\\s*(\\d{1,2})[.)]\\s+(.*)$");
    private static final Pattern BULLET = Pattern.compile("^(\\s*)(?:[-*+]|\\d{1,2}[.)])\\s+(.*)$");
    private static final Pattern READ_OPERATION = Pattern.compile("(?i)\\b(?:GetItem|Query|Scan|BatchGetItem|TransactGetItems)\\b");
    private static final Pattern WRITE_OPERATION = Pattern.compile(
            "(?i)\\b(?:PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem|TTL|none)\\b");
    /** {@code PK = SK = `WO#{n}`}, {@code SK = `PROFILE`}: the names a value is given to, and the value. */
    private static final Pattern KEY_ASSIGNMENT = Pattern.compile(
            "((?:[\\p{L}_][\\p{L}\\p{N}_]*\\s*=\\s*)+)(`[^`]+`|(?:<[^<>\\n]*>|[^\\s,()`])+)");
    /** A condition on a sort key written without code: {@code = META}, {@code begins_with SITE#}, {@code BETWEEN a AND b}. */
    private static final Pattern STEP_OPERATION = Pattern.compile("(?i)^\\s*(?:[-*]\\s+)?(?:\\*\\*)?step\\s+\\d{1,2}(?:\\*\\*)?\\s*[—–:.-]+\\s*"
            + "(GetItem|Query|PutItem|UpdateItem|DeleteItem|TransactWriteItems)\\b.*$");
    /** {@code - Step 2: PutItem `…` with …}: a step's number, its call and the rest. */
    private static final Pattern STEP_CALL = Pattern.compile("(?i)^\\s*(?:[-*]\\s+)?(?:\\*\\*)?step\\s+(\\d{1,2})(?:\\*\\*)?\\s*[—–:.-]+\\s*"
            + "(PutItem|UpdateItem|DeleteItem)\\b(.*)$");
    /** {@code - TransactWriteItems}: a bullet that is the operation alone, its steps below. */
    private static final Pattern BARE_TRANSACTION = Pattern.compile("^[-*]\\s+(?:\\*\\*)?`?(?:TransactWriteItems|BatchWriteItem)`?(?:\\*\\*)?\\s*:?\\s*$");
    /** {@code - UpdateItem `PERMIT#<permitNo>` / `DETAILS`: `SET …`}: a bullet that is a call with its item. */
    private static final Pattern BARE_CALL = Pattern.compile("^[-*]\\s+(PutItem|UpdateItem|DeleteItem)\\s+(`.*)$");
    private static final Pattern ON_THE_ENTITY = Pattern.compile("(?i)^(?:on|of)\\s+(?:the\\s+|an?\\s+|each\\s+)?(\\p{Lu}[\\p{L}\\p{N}_]*)\\s*\\.?$");
    private static final Pattern NAMED_BEGINS_WITH = Pattern.compile("(?i)^begins_with\\s*\\(\\s*#?([\\p{L}_][\\p{L}\\p{N}_]*)\\s*,\\s*(.+?)\\s*\\)$");
    private static final Pattern BARE_CONDITION = Pattern.compile(
            "(?i)^(=|<=|>=|<|>|begins_with|between)\\s*\\(?\\s*(.+?)\\s*\\)?\\s*$");
    private static final Pattern STEP_BY_KEY = Pattern.compile("^([A-Za-z]+)\\s*:?\\s*(?=[\\p{L}_][\\p{L}\\p{N}_]*\\s*=)");
    /** {@code (Condition:}, {@code (Condition, UG only:}: a step's own condition opens, a qualifier a note. */
    private static final String CONDITION_OPENS = "\\((?i:conditions?)(?:\\s*,[^:()]{1,30})?\\s*:\\s*";
    /** {@code (Condition: …)}, {@code (Condition, UG only: …)}: the step's own condition at its end. */
    private static final Pattern STEP_CONDITION = Pattern.compile(CONDITION_OPENS + "(.+?)\\)\\s*$");
    /** {@code (Condition: attribute_not_exists(PK)) The counter hands out …}: the step's condition before a sentence on it. */
    private static final Pattern STEP_CONDITION_BEFORE_NOTE = Pattern.compile(
            CONDITION_OPENS + "((?:[^()]|\\([^()]*\\))+?)\\)(?=\\s+\\p{Lu}\\p{Ll})");
    /** An operand of a key condition: a quoted or code value, or a word whose placeholders may hold spaces ({@code <today + 13 days>}). */
    private static final String OPERAND = "(\"[^\"]*\"|'[^']*'|`[^`]*`|(?:<[^<>]*>|[^\\s<])+)";
    private static final Pattern CLAUSE = Pattern.compile(
            "(?i)begins_with\\s*\\(\\s*#?([\\p{L}_][\\p{L}\\p{N}_]*)\\s*,\\s*([^)]+?)\\s*\\)"
                    + "|#?([\\p{L}_][\\p{L}\\p{N}_]*)\\s+BETWEEN\\s+" + OPERAND + "\\s+AND\\s+" + OPERAND
                    + "|#?([\\p{L}_][\\p{L}\\p{N}_]*)\\s*(<=|>=|=|<|>)\\s*" + OPERAND);

    private static final List<String> READ_HEADER = List.of("AP ID", "Description", "Operation", "Table/GSI", "PK",
            "SK Condition", "SK Value", "Params");
    private static final List<String> WRITE_HEADER = List.of("AP ID", "Description", "Operation", "Items", "Conditions");

    private PatternBlocks() {
    }

    /** A block's labelled values, in order, with the number a label carried ({@code 1. Key}); 0 for none. */
    private record Field(String label, int number, String value) {
    }

    /**
     * The blocks between two lines as tables: reads, writes, and deletes (a block under a heading that says so).
     *
     * @param read ids already read from the section's tables; blocks of those are left out
     */
    static List<Table> tables(SourceLines lines, int from, int to, Set<String> read,
                              Function<String, Optional<KeySchema>> schemas, Function<Integer, String> subheading) {
        List<MarkdownTable.Row> reads = new ArrayList<>();
        List<MarkdownTable.Row> writes = new ArrayList<>();
        List<MarkdownTable.Row> deletes = new ArrayList<>();
        int end = Math.min(to, lines.count() + 1);
        for (int i = from; i < end; i++) {
            if (!readable(lines, i) || SourceLines.isPipeLine(lines.line(i))) {
                continue;
            }
            Matcher start = START.matcher(lines.line(i).strip());
            if (!start.matches() || indent(lines.line(i)) > 0) {
                continue;
            }
            String id = start.group(1).toUpperCase(Locale.ROOT).replaceAll("^AP[-_ ]?", "AP-");
            List<Field> fields = new ArrayList<>();
            // "**AP-021 Register member** — TransactWriteItems" with the steps below: the operation in the heading line
            Matcher headed = HEADED_OPERATION.matcher(start.group(2).replace("**", "").replace("__", ""));
            String headedDescription = null;
            if (headed.matches()) {
                headedDescription = headed.group(1).strip();
                String address = headed.group(3) == null ? "" : headed.group(3).strip();
                fields.add(new Field("operation", 0, headed.group(2)));
                if (address.startsWith("`") && address.matches("(?s).*\\b(?:pk|PK)\\s*=.*")) {
                    fields.add(new Field("key", 0, address));
                }
            }
            int j = i + 1;
            StringBuilder current = null;
            String label = null;
            int number = 0;
            for (; j < end; j++) {
                String l = lines.line(j);
                if (!readable(lines, j)) {
                    break;
                }
                if (l.isBlank()) {
                    int next = lines.nextContentLine(j);
                    if (next == 0 || next >= end || !Character.isWhitespace(lines.line(next).charAt(0))
                            && !lines.line(next).strip().startsWith("-")
                            && !(label == null && (isProse(lines.line(next)) || LABELLED.matcher(lines.line(next)).matches()))) {
                        break;
                    }
                    continue;
                }
                // "- Step 2 — TransactWriteItems:" with the numbered items below; "- Step 1 — UpdateItem `COUNTER`…" before
                // it: the transaction is the pattern's request, a call before it a note (as in a table's cell)
                Matcher stepOperation = STEP_OPERATION.matcher(l);
                if (stepOperation.matches() && headedDescription == null) {
                    if (label != null) {
                        fields.add(new Field(label, number, current.toString().strip()));
                    }
                    if (stepOperation.group(1).equalsIgnoreCase("TransactWriteItems")) {
                        // the calls before the transaction are notes: the transaction is the request
                        fields.replaceAll(f -> f.number() > 0 && CALLS.containsKey(f.label()) ? new Field("note", 0, f.value()) : f);
                        fields.add(new Field("operation", 0, "TransactWriteItems"));
                        label = "items";
                        number = 0;
                        current = new StringBuilder();
                    } else if (CALLS.containsKey(stepOperation.group(1).toLowerCase(Locale.ROOT))
                            && fields.stream().noneMatch(f -> f.label().equals("operation"))) {
                        // "- Step 1: UpdateItem `SEQUENCE` / `PERMIT_NO`: `ADD …`", "- Step 2: PutItem `…`": the calls are the steps
                        Matcher call = STEP_CALL.matcher(l);
                        call.matches();
                        fields.add(new Field(call.group(2).toLowerCase(Locale.ROOT), Integer.parseInt(call.group(1)), call.group(3).strip()));
                        label = null;
                        current = null;
                    } else {
                        fields.add(new Field("note", 0, l.strip()));
                        label = null;
                        current = null;
                    }
                    continue;
                }
                if (BARE_TRANSACTION.matcher(l).matches() && headedDescription == null
                        && fields.stream().noneMatch(f -> f.label().equals("operation"))) {
                    // "- TransactWriteItems" with its numbered steps below
                    if (label != null) {
                        fields.add(new Field(label, number, current.toString().strip()));
                    }
                    fields.add(new Field("operation", 0, InlineText.plain(l).replaceAll("[-*:\\s]", "")));
                    label = "items";
                    number = 0;
                    current = new StringBuilder();
                    continue;
                }
                Matcher bareCall = BARE_CALL.matcher(l);
                if (bareCall.matches() && headedDescription == null && fields.stream().noneMatch(f -> f.label().equals("operation"))) {
                    // "- UpdateItem `PERMIT#<permitNo>` / `DETAILS`: `SET …`" with no Operation label: the call is the step
                    if (label != null) {
                        fields.add(new Field(label, number, current.toString().strip()));
                    }
                    int step = (int) fields.stream().filter(f -> f.number() > 0 && CALLS.containsKey(f.label())).count() + 1;
                    fields.add(new Field(bareCall.group(1).toLowerCase(Locale.ROOT), step, bareCall.group(2).strip()));
                    label = null;
                    current = null;
                    continue;
                }
                Matcher labelled = LABELLED.matcher(l);
                if (label == null && headedDescription == null && isProse(l)) {
                    // "The sort key contains `scheduled_at`, so the item is moved.": a word on the pattern before its fields
                    fields.add(new Field("note", 0, l.strip()));
                    continue;
                }
                if (headedDescription != null && !START.matcher(l.strip()).matches()
                        && (NUMBERED.matcher(l).matches() || l.strip().startsWith("- ") || l.strip().startsWith("* "))) {
                    // a step or a line about the write: "1. Put Member `pk=…` — condition `…`", "- condition `…`"
                    fields.add(headedLine(l));
                    continue;
                }
                if (START.matcher(l.strip()).matches() && !Character.isWhitespace(l.charAt(0))
                        || !Character.isWhitespace(l.charAt(0)) && !l.startsWith("-") && !l.startsWith("*") && !labelled.matches()) {
                    break;
                }
                if ("operation".equals(label) && !labelled.matches() && indent(l) == 0 && STEP_BULLET.matcher(l).matches()) {
                    // "Operation: TransactWriteItems" with the steps as bullets below: "- Put VenueDate `pk = …` - condition `…`"
                    int step = (int) fields.stream().filter(f -> f.label().equals("items")).count() + 1;
                    fields.add(new Field("items", step, step + ". " + l.strip().replaceFirst("^[-*]\\s+", "")));
                    continue;
                }
                boolean topLevel = current == null || indent(l) <= indentOf(lines, i, j);
                if (labelled.matches() && (topLevel || label == null)) {
                    if (label != null) {
                        fields.add(new Field(label, number, current.toString().strip()));
                    }
                    label = normalizedLabel(labelled.group(3));
                    number = labelled.group(1) != null ? Integer.parseInt(labelled.group(1))
                            : labelled.group(2) != null ? Integer.parseInt(labelled.group(2)) : 0;
                    current = new StringBuilder(labelled.group(4) == null ? "" : labelled.group(4));
                } else if (current != null) {
                    Matcher bullet = BULLET.matcher(l);
                    String text = bullet.matches() ? bullet.group(2) : l.strip();
                    // nested numbered items keep their numbers, so that steps stay steps
                    Matcher numbered = NUMBERED.matcher(l);
                    current.append(numbered.matches() ? "\n" + numbered.group(1) + ". " + numbered.group(2) : "\n" + text);
                } else {
                    fields.add(new Field("note", 0, l.strip()));
                }
            }
            if (label != null) {
                fields.add(new Field(label, number, current.toString().strip()));
            }
            // "- No operation: DynamoDB TTL deletes …": no request, what happens instead
            fields.replaceAll(f -> f.label().equals("no operation") ? new Field("operation", 0, "none - " + f.value()) : f);
            fields = operationLines(fields);
            if (fields.stream().noneMatch(f -> f.label().equals("operation"))) {
                fields = callsAsSteps(fields, true);
            } else if (fields.stream().noneMatch(f -> f.label().equals("items"))) {
                // "Operation: UpdateItem, then PutItem" with "1. UpdateItem: PK=…", "2. PutItem: PK=…" below: the steps
                fields = callsAsSteps(fields, false);
            }
            Optional<Field> operation = fields.stream().filter(f -> f.label().equals("operation")).findFirst();
            if (operation.isEmpty() || read.contains(id)) {
                continue;
            }
            String description = headedDescription != null ? headedDescription : start.group(2);
            // "none - DynamoDB TTL deletes the Quote item": expiry by TTL, no request
            String operations = String.join(" + ", fields.stream().filter(f -> f.label().equals("operation"))
                    .map(f -> f.value().matches("(?is)^(?:none|n/a|-)\\b.*\\bTTL\\b.*") ? "TTL" : f.value().split("[\\s:,]+")[0])
                    .toList());
            boolean isRead = READ_OPERATION.matcher(operations).find() && !WRITE_OPERATION.matcher(operations).find();
            if (isRead) {
                reads.add(readRow(i, id, description, operations, fields, schemas));
            } else if (subheading.apply(i).toLowerCase(Locale.ROOT).contains("delet")) {
                deletes.add(writeRow(i, id, description, operations, fields));
            } else {
                writes.add(writeRow(i, id, description, operations, fields));
            }
            i = j - 1;
        }
        List<Table> tables = new ArrayList<>();
        if (!reads.isEmpty()) {
            tables.add(new Table(table(reads.get(0).line(), READ_HEADER, reads), "reads"));
        }
        if (!writes.isEmpty()) {
            tables.add(new Table(table(writes.get(0).line(), WRITE_HEADER, writes), "writes"));
        }
        if (!deletes.isEmpty()) {
            tables.add(new Table(table(deletes.get(0).line(), WRITE_HEADER, deletes), "deletes"));
        }
        return tables;
    }

    private static final Map<String, String> CALLS = Map.of("putitem", "PutItem", "updateitem", "UpdateItem",
            "deleteitem", "DeleteItem", "conditioncheck", "ConditionCheck");

    /**
     * A block without an Operation whose numbered lines each name their call ({@code 1. PutItem: PK=…},
     * {@code 2. UpdateItem: PK=…}): the calls are its steps, one request each, and together its operation.
     */
    private static List<Field> callsAsSteps(List<Field> fields, boolean withOperation) {
        List<Field> calls = fields.stream().filter(f -> f.number() > 0 && CALLS.containsKey(f.label())).toList();
        if (calls.isEmpty()) {
            return fields;
        }
        List<Field> result = new ArrayList<>();
        if (withOperation) {
            result.add(new Field("operation", 0, String.join(" + ", calls.stream().map(f -> CALLS.get(f.label())).distinct().toList())));
        }
        for (Field f : fields) {
            // "UpdateItem `PERMIT#<n>` / `DETAILS`: SET …" as written, "PutItem: PK=…" with its colon
            result.add(calls.contains(f) ? new Field("items", f.number(), f.number() + ". " + CALLS.get(f.label())
                    + (f.value().startsWith("`") ? " " : ": ") + f.value()) : f);
        }
        return result;
    }

    /**
     * A write's Operation with its request on the lines below it ({@code - Operation: TransactWriteItems} then
     * {@code 1. Put Booking … — `attribute_not_exists(PK)`}, or {@code - Operation: UpdateItem `A` / `B`} then
     * {@code - `SET …`}): the numbered lines are its steps, an update clause its update, a condition line its condition.
     */
    private static List<Field> operationLines(List<Field> fields) {
        if (fields.stream().anyMatch(f -> f.label().equals("items"))) {
            return fields;
        }
        List<Field> result = new ArrayList<>();
        for (Field f : fields) {
            String[] lines = f.value().split("\n");
            if (!f.label().equals("operation") || lines.length < 2 || !WRITE_OPERATION.matcher(lines[0]).find()) {
                result.add(f);
                continue;
            }
            result.add(new Field("operation", f.number(), lines[0].strip()));
            String step = null;
            for (int k = 1; k < lines.length; k++) {
                String line = lines[k].strip();
                Matcher condition = CONDITION_LINE.matcher(InlineText.plain(line));
                if (NUMBERED.matcher(line).matches()) {
                    if (step != null) {
                        result.add(headedLine(keyedStep(step)));
                    }
                    step = line;
                } else if (step != null) {
                    // "Condition: status = :open" under a step is the step's own; other lines go on with it
                    step += condition.matches() ? " — condition " + condition.group(1) : " " + line;
                } else if (condition.matches() || InlineText.plain(line).matches("(?s)^(?:SET|REMOVE|ADD|DELETE)\\s.*")) {
                    result.add(headedLine(line));
                } else {
                    result.add(new Field("note", 0, line));
                }
            }
            if (step != null) {
                result.add(headedLine(keyedStep(step)));
            }
        }
        return result;
    }

    /** A line that is a condition: {@code Condition: status = :open}, {@code condition `attribute_exists(pk)`}. */
    private static final Pattern CONDITION_LINE = Pattern.compile("(?is)^conditions?\\b\\s*:?\\s*(.*)$");

    /** {@code PK CASE#<caseNumber>, SK CASE}: keys named without {@code =}. */
    private static final Pattern KEY_WITHOUT_EQUALS = Pattern.compile("\\b(PK|SK|pk|sk)\\s+(?![=:])([^\\s,`]+)");

    /** A step that addresses its item by keys written without {@code =} ({@code 2. Put PK CASE#<n>, SK PARTY#<id>}), with them. */
    private static String keyedStep(String step) {
        return KEY_WITHOUT_EQUALS.matcher(step).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + " = `" + m.group(2) + "`"));
    }

    /** A bullet that is a step: a write verb first. */
    private static final Pattern STEP_BULLET = Pattern.compile(
            "^[-*]\\s+(?:Put|Update|Delete|ConditionCheck|Check|PutItem|UpdateItem|DeleteItem)\\b.*");

    /** A line of prose: not a heading, a bullet, a numbered item, a table row, a label or another pattern's start. */
    private static boolean isProse(String line) {
        String l = line.strip();
        return !l.isEmpty() && !Character.isWhitespace(line.charAt(0)) && !l.startsWith("#") && !l.startsWith("-") && !l.startsWith("*")
                && !l.startsWith(">") && !l.startsWith("```") && !SourceLines.isPipeLine(line) && !NUMBERED.matcher(line).matches()
                && !LABELLED.matcher(line).matches() && !START.matcher(l).matches();
    }

    /** {@code Register member — TransactWriteItems}, {@code Mark invoice paid — UpdateItem `pk=…`, `sk=…`}. */
    private static final Pattern HEADED_OPERATION = Pattern.compile(
            "^(.*?)\\s+[—–-]+\\s+((?:TransactWriteItems|BatchWriteItem|PutItem|UpdateItem|DeleteItem|TTL)\\b[^`]*?)\\s*(`.*)?$");
    /** {@code Params: SET …; Condition: attribute_exists(pk) AND …; ReturnValues=ALL_NEW}: the condition in it. */
    private static final Pattern PARAMS_CONDITION = Pattern.compile("(?i)\\bconditions?\\s*:\\s*([^;]+)");
    /**
     * {@code Put … — condition `…`}, and {@code Put: PK=…, SK=…      Condition: attribute_not_exists(PK)} (the label
     * after spaces, or on the step's next line, with its colon).
     */
    private static final Pattern STEP_WITH_CONDITION = Pattern.compile(
            "^(.*?)\\s+(?:[—–-]+\\s+(?i:conditions?)\\s*:?\\s+|(?i:conditions?)\\s*:\\s*"
                    // "Put DriverDay `…` — `attribute_not_exists(PK)`": a condition expression after a dash
                    + "|[—–]+\\s+(?=`[^`]*(?:attribute_(?:not_)?exists|attribute_type|begins_with|contains\\s*\\(|size\\s*\\("
                    + "|\\s(?:=|<>|<=|>=|<|>|IN|BETWEEN)\\s)[^`]*`))(.*)$");

    /**
     * A line under a heading that names the operation: a numbered step (its "— condition …" the step's own), a bullet
     * that is the condition, the update, or the item written.
     */
    private static Field headedLine(String line) {
        Matcher numbered = NUMBERED.matcher(line);
        if (numbered.matches() && indent(line) == 0) {
            Matcher own = STEP_WITH_CONDITION.matcher(numbered.group(2).strip());
            String step = own.matches() ? own.group(1) + " (Condition: " + own.group(2).strip() + ")" : numbered.group(2).strip();
            return new Field("items", Integer.parseInt(numbered.group(1)), numbered.group(1) + ". " + step);
        }
        String text = line.strip().replaceFirst("^[-*]\\s+", "");
        String plain = InlineText.plain(text);
        Matcher condition = CONDITION_LINE.matcher(plain);
        if (condition.matches()) {
            return new Field("condition", 0, condition.group(1));
        }
        if (plain.matches("(?s)^(?:SET|REMOVE|ADD|DELETE)\\s.*")) {
            return new Field("update", 0, plain);
        }
        Matcher own = STEP_WITH_CONDITION.matcher(text);
        return own.matches() ? new Field("item", 0, own.group(1)) : new Field("item", 0, text);
    }

    /** A table made of blocks, and the context it stands in ({@code reads}, {@code writes}, {@code deletes}). */
    record Table(MarkdownTable table, String context) {
    }

    private static MarkdownTable table(int line, List<String> header, List<MarkdownTable.Row> rows) {
        return new MarkdownTable(line, header.stream().map(InlineText::normalize).toList(), header, rows);
    }

    private static int indent(String line) {
        int n = 0;
        while (n < line.length() && Character.isWhitespace(line.charAt(n))) {
            n++;
        }
        return n;
    }

    /** The indentation of the block's first labelled bullet. */
    private static int indentOf(SourceLines lines, int start, int at) {
        for (int k = start + 1; k < at; k++) {
            if (LABELLED.matcher(lines.line(k)).matches()) {
                return indent(lines.line(k));
            }
        }
        return indent(lines.line(at));
    }

    private static String normalizedLabel(String label) {
        String l = label.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        return switch (l) {
            case "op", "operation", "operations", "api", "call" -> "operation";
            case "table", "index", "table/index", "table / index", "gsi", "table/gsi", "uses" -> "index";
            case "pk", "partition key", "pk condition" -> "pk";
            case "sk", "sort key", "sk condition" -> "sk";
            case "key", "keys" -> "key";
            case "key condition", "keycondition", "key condition expression", "keyconditionexpression" -> "keycondition";
            case "params", "parameters", "options" -> "params";
            case "item", "put" -> "item";
            case "items", "steps", "writes", "actions" -> "items";
            case "update", "update expression", "updateexpression", "set" -> "update";
            case "condition", "conditions", "condition expression", "conditionexpression" -> "condition";
            default -> l;
        };
    }

    private static final Pattern NAMED_SK = Pattern.compile("(?i)^\\s*`?([\\p{L}_][\\p{L}\\p{N}_]*)`?\\s*((?:<=|>=|<|>|=(?!=)|begins_with\\b|between\\b).*)$");

    /** A note in parentheses after a key condition, set apart by spaces and holding no placeholder. */
    private static final Pattern TRAILING_NOTE = Pattern.compile("\\s+\\(([^()<>`]*(?:\\([^()<>`]*\\)[^()<>`]*)*)\\)\\s*$");
    private static final Pattern UNPADDED_PLACEHOLDER = Pattern.compile("<(?!\\s*pad\\()([^<>]+)>");
    private static final Pattern NOTE_WIDTH = Pattern.compile("(?i)\\b(?:zero[- ]?)?padded\\s+to\\s+(\\d{1,2})\\s+digits?\\b");

    private static MarkdownTable.Row readRow(int line, String id, String description, String operations, List<Field> fields,
                                             Function<String, Optional<KeySchema>> schemas) {
        String index = value(fields, "index");
        // "op: Query, gsi2", "op: GetItem, table": the index read after the operation
        String operation = value(fields, "operation");
        if (index.isEmpty() && operation.contains(",")) {
            index = operation.substring(operation.indexOf(',') + 1).strip();
        }
        Optional<KeySchema> schema = schemas.apply(PatternReader.knownIndexName(index, schemas));
        fields = keyNamedFields(fields, schema);
        fields = requestLines(keyLinesOnly(fields));
        String pk = value(fields, "pk");
        String skCondition = "";
        String skValue = "";
        String sk = value(fields, "sk");
        // "BETWEEN TS#<a> AND TS#<b>   (both zero-padded to 10 digits)": a note after the condition is no part of its
        // values; a width it states pads the values' placeholders
        Matcher note = TRAILING_NOTE.matcher(sk);
        String padWidth = null;
        if (!sk.isEmpty() && !isNothing(sk) && note.find()) {
            Matcher width = NOTE_WIDTH.matcher(note.group(1));
            padWidth = width.find() ? width.group(1) : null;
            sk = sk.substring(0, note.start()).strip();
        }
        // "SK: begins_with(gsi1sk, RACE#)": the sort key attribute named inside the function
        Matcher function = NAMED_BEGINS_WITH.matcher(sk);
        if (function.matches() && (function.group(1).equalsIgnoreCase("sk") || schema.map(x -> x.sortKey().stream()
                .anyMatch(k -> k.name().equals(function.group(1)))).orElse(false))) {
            sk = "begins_with(" + function.group(2).strip() + ")";
        }
        // "SK: calibrationDue <= <date>": the sort key attribute named before the operator
        Matcher named = NAMED_SK.matcher(sk);
        if (named.matches() && (named.group(1).equalsIgnoreCase("sk") || schema.map(x -> x.sortKey().stream()
                .anyMatch(k -> k.name().equals(named.group(1)))).orElse(false))) {
            sk = named.group(2).strip();
        }
        if (!sk.isEmpty() && !isNothing(sk)) {
            List<String> spans = InlineText.codeSpans(sk);
            int first = sk.indexOf('`');
            String before = first < 0 ? "" : sk.substring(0, first).strip();
            skCondition = before.isEmpty() ? "=" : before;
            skValue = String.join(" AND ", spans.stream().map(s -> "`" + s + "`").toList());
            Matcher bare = BARE_CONDITION.matcher(InlineText.plain(sk));
            if (spans.isEmpty() && bare.matches()) {
                skCondition = bare.group(1);
                // "BETWEEN \"PRICE#<min>\" AND \"PRICE#<max>#~\"": a value in quotes is the text between them
                skValue = String.join(" AND ", java.util.Arrays.stream(bare.group(2).split("(?i)\\s+AND\\s+"))
                        .map(v -> v.strip().replaceAll("^\"(.*)\"$", "$1").replaceAll("^'(.*)'$", "$1")).map(PatternBlocks::code).toList());
            } else if (spans.isEmpty()) {
                skCondition = "=";
                skValue = code(InlineText.plain(sk));
            }
        }
        if (padWidth != null) {
            String w = padWidth;
            skValue = UNPADDED_PLACEHOLDER.matcher(skValue)
                    .replaceAll(m -> Matcher.quoteReplacement("<pad(" + m.group(1).strip() + ", " + w + ")>"));
        }
        String key = value(fields, "key");
        // "key: gsi2_pk = `FAMILY#{family}`, begins_with(gsi2_sk, `SP#`)": a whole key condition under the label Key
        if (!key.isEmpty() && pk.isEmpty() && schema.isPresent() && InlineText.plain(key)
                .matches("(?is).*(?:begins_with|\\bbetween\\b|<|>|\\bAND\\b).*")) {
            String[] parts = keyCondition(key, schema.get());
            pk = parts[0];
            skCondition = parts[1];
            skValue = parts[2];
        }
        if (!key.isEmpty() && pk.isEmpty()) {
            Map<String, String> assigned = assignments(key);
            if (assigned.isEmpty()) {
                // "Keys: [{pk: JOB#<siteId>#<ticketNo %08d>, sk: JOB}, ...]": the keys as a map writes them
                assigned = keyPairs(key, schema);
            }
            for (Map.Entry<String, String> e : assigned.entrySet()) {
                if (isPartitionName(e.getKey(), schema) && pk.isEmpty()) {
                    pk = code(e.getValue());
                } else if (skValue.isEmpty()) {
                    skCondition = "=";
                    skValue = code(e.getValue());
                }
            }
        }
        String condition = value(fields, "keycondition");
        if (!condition.isEmpty() && pk.isEmpty() && schema.isPresent()) {
            String[] parts = keyCondition(condition, schema.get());
            pk = parts[0];
            skCondition = parts[1];
            skValue = parts[2];
        }
        return new MarkdownTable.Row(line, List.of(id, description, operations, index, pk, skCondition, skValue,
                value(fields, "params")));
    }

    /**
     * A Reads table that gives each pattern's key in one column as DynamoDB takes it ({@code | Key condition |} with
     * {@code `PK = VEHICLE#${id}`, `SK = PROFILE`} or {@code depotId = :depotId AND due <= :asOf}), as the table with a
     * PK, an SK condition and an SK value column; any other table as it is.
     */
    static MarkdownTable withKeyColumns(MarkdownTable table, Function<String, Optional<KeySchema>> schemas) {
        int condition = table.column("keycondition", "keyconditionexpression", "key", "keys");
        int pk = table.column("pk", "partitionkey", "pkvalue", "partitionkeyvalue", "pktemplate", "pkcondition");
        int id = table.column("apid", "id", "pattern", "ap");
        int skColumns = table.column("skcondition", "sortkeycondition", "skop", "skoperator", "condition", "skcond", "skvalue",
                "sortkeyvalue", "sk", "sortkey");
        if (condition < 0 || pk >= 0 || id < 0 || skColumns >= 0) {
            return table;
        }
        int description = table.column("description", "accesspattern", "name", "desc", "usecase");
        int operation = table.column("operation", "op", "api", "dynamodboperation", "action", "operations");
        int index = table.column("tablegsi", "tableindex", "index", "gsi", "tablegsilsi", "indexname", "table", "tableorindex");
        int params = table.column("params", "parameters", "options", "queryparams", "param");
        boolean writes = operation >= 0 && !table.rows().isEmpty() && table.rows().stream()
                .allMatch(r -> WRITE_OPERATION.matcher(r.cell(operation)).find() && !READ_OPERATION.matcher(r.cell(operation)).find());
        if (writes) {
            List<MarkdownTable.Row> rows = new ArrayList<>();
            for (MarkdownTable.Row row : table.rows()) {
                rows.add(keyedWriteRow(row.line(), row.cell(id), description < 0 ? "" : row.cell(description), row.cell(operation),
                        row.cell(condition), params < 0 ? "" : row.cell(params)));
            }
            return table(table.line(), WRITE_HEADER, rows);
        }
        List<MarkdownTable.Row> rows = new ArrayList<>();
        for (MarkdownTable.Row row : table.rows()) {
            List<Field> fields = new ArrayList<>();
            fields.add(new Field("index", 0, index < 0 ? "" : row.cell(index)));
            fields.add(new Field("keycondition", 0, row.cell(condition)));
            fields.add(new Field("params", 0, params < 0 ? "" : row.cell(params)));
            MarkdownTable.Row read = readRow(row.line(), row.cell(id), description < 0 ? "" : row.cell(description),
                    operation < 0 ? "" : row.cell(operation), fields, schemas);
            rows.add(read);
        }
        return table(table.line(), READ_HEADER, rows);
    }

    private static final Pattern STEP_NUMBER = Pattern.compile("(?:^|\\s)(\\d{1,2})\\.\\s+");
    private static final Pattern STEP_VERB = Pattern.compile("(?i)^(Put|Update|Delete|ConditionCheck|Check)\\b\\s*");
    private static final Pattern PART_CONDITION = Pattern.compile("(?i)\\bconditions?\\s*:?\\s+(.+?)(?:;|$)");

    /**
     * A write whose steps give their keys in a Key condition column and their updates and conditions in Params, step
     * by step ({@code 1. `PK = …, SK = …` 2. Put `PK = …`} with {@code 1. `ADD n :one` 2. condition `…`}), as the
     * row of a Writes table.
     */
    private static MarkdownTable.Row keyedWriteRow(int line, String id, String description, String operation, String keys,
                                                   String params) {
        Map<Integer, String> keyParts = numbered(keys);
        Map<Integer, String> paramParts = numbered(params);
        List<String> operations = java.util.Arrays.stream(InlineText.plain(operation).split("(?i)\\s*(?:,|\\bthen\\b|\\+)\\s*"))
                .map(String::strip).filter(o -> !o.isEmpty()).toList();
        boolean transaction = operation.toLowerCase(Locale.ROOT).contains("transact");
        StringBuilder cell = new StringBuilder();
        List<String> conditions = new ArrayList<>();
        for (Map.Entry<Integer, String> k : keyParts.entrySet()) {
            int n = k.getKey();
            String key = InlineText.plain(k.getValue()).strip();
            if (InlineText.isEmptyValue(key)) {
                continue; // "-": expiry by TTL, no request
            }
            Matcher verb = STEP_VERB.matcher(key);
            boolean named = verb.find();
            String v = named ? verb.group(1) : verb(!transaction && n - 1 < operations.size() ? operations.get(n - 1)
                    : operations.isEmpty() ? "" : operations.get(0));
            key = named ? key.substring(verb.end()) : key;
            String p = InlineText.plain(paramParts.getOrDefault(n, keyParts.size() == 1 ? params : "")).strip();
            Matcher c = PART_CONDITION.matcher(p);
            if (c.find()) {
                conditions.add((keyParts.size() == 1 ? "" : n + ": ") + c.group(1).strip());
                p = p.substring(0, c.start());
            }
            String update = p.matches("(?s)^(?:SET|REMOVE|ADD|DELETE)\\s.*") ? p.replaceAll("(?i),?\\s*ReturnValues\\s*=\\s*\\w+", "")
                    .replaceAll("[,;\\s]+$", "") : "";
            cell.append(cell.length() == 0 ? "" : " ").append(keyParts.size() == 1 ? "" : n + ". ").append(v.equals("Check") ? "ConditionCheck" : v)
                    .append(' ').append(address(key)).append(update.isEmpty() ? "" : " " + update);
        }
        return new MarkdownTable.Row(line, List.of(id, description, operation, cell.toString(), String.join("; ", conditions)));
    }

    /** The numbered parts of a cell ({@code 1. … 2. …}); the whole cell as part 1 when it has no numbers. */
    private static Map<Integer, String> numbered(String cell) {
        Map<Integer, String> parts = new java.util.TreeMap<>();
        Matcher m = STEP_NUMBER.matcher(cell);
        List<int[]> starts = new ArrayList<>();
        while (m.find()) {
            starts.add(new int[] {Integer.parseInt(m.group(1)), m.start(), m.end()});
        }
        if (starts.isEmpty()) {
            parts.put(1, cell);
            return parts;
        }
        for (int i = 0; i < starts.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[1] : cell.length();
            parts.putIfAbsent(starts.get(i)[0], cell.substring(starts.get(i)[2], end));
        }
        return parts;
    }

    /** An {@code ExpressionAttributeValues} name ({@code :from}) as a template input, a quoted literal as itself. */
    private static String operand(String written) {
        String w = written.strip().replaceAll("[`,;]+$", "");
        if (w.startsWith(":")) {
            return "<" + w.substring(1) + ">";
        }
        return w.replaceAll("^['\"]|['\"]$", "");
    }

    /** PK cell, SK condition and SK values of a key condition written as DynamoDB takes it. */
    private static String[] keyCondition(String text, KeySchema schema) {
        String plain = InlineText.plain(text).replace("`", "");
        List<String> partition = schema.partitionKey().stream().map(KeyAttribute::name).toList();
        List<String> sort = schema.sortKey().stream().map(KeyAttribute::name).toList();
        List<String> pk = new ArrayList<>();
        Map<String, String> equalities = new LinkedHashMap<>();
        String operator = "";
        List<String> operands = new ArrayList<>();
        Matcher m = CLAUSE.matcher(plain);
        while (m.find()) {
            String name;
            String op;
            List<String> values;
            if (m.group(1) != null) {
                name = m.group(1);
                op = "begins_with";
                values = List.of(m.group(2));
            } else if (m.group(3) != null) {
                name = m.group(3);
                op = "BETWEEN";
                values = List.of(m.group(4), m.group(5));
            } else {
                name = m.group(6);
                op = m.group(7);
                values = List.of(m.group(8));
            }
            if (partition.contains(name)) {
                pk.add("`" + name + " = " + operand(values.get(0)) + "`");
            } else if (sort.contains(name) && op.equals("=") && sort.indexOf(name) < sort.size() - 1) {
                equalities.put(name, "`" + operand(values.get(0)) + "`");
            } else if (sort.contains(name)) {
                operator = op;
                values.forEach(v -> operands.add("`" + operand(v) + "`"));
            }
        }
        if (operator.isEmpty() && !equalities.isEmpty()) {
            // the last equality stands as the condition
            String last = new ArrayList<>(equalities.keySet()).get(equalities.size() - 1);
            operator = "=";
            operands.add(equalities.remove(last));
        }
        List<String> values = new ArrayList<>(equalities.values());
        values.addAll(operands);
        return new String[] {String.join(", ", pk), operator, String.join(" AND ", values)};
    }

    /**
     * {@code GSI1PK: STATION#<id>}, {@code certCode: = <certCode>}, {@code expiresOn: BETWEEN …}: a key line labelled
     * with the name of the index's own key attribute instead of PK / SK, read as the PK and SK lines.
     */
    private static List<Field> keyNamedFields(List<Field> fields, Optional<KeySchema> schema) {
        if (schema.isEmpty()) {
            return fields;
        }
        boolean hasPk = fields.stream().anyMatch(f -> f.label().equals("pk"));
        boolean hasSk = fields.stream().anyMatch(f -> f.label().equals("sk"));
        List<String> partition = schema.get().partitionKey().stream().map(k -> k.name().toLowerCase(Locale.ROOT)).toList();
        List<String> sort = schema.get().sortKey().stream().map(k -> k.name().toLowerCase(Locale.ROOT)).toList();
        if (partition.size() != 1 || sort.size() > 1) {
            return fields;
        }
        List<Field> result = new ArrayList<>();
        for (Field f : fields) {
            String l = f.label().toLowerCase(Locale.ROOT);
            if (!hasPk && partition.contains(l)) {
                // "certCode: = <certCode>": the equality the partition key always is
                result.add(new Field("pk", f.number(), f.value().replaceFirst("^\\s*==?\\s*", "")));
                hasPk = true;
            } else if (!hasSk && sort.contains(l)) {
                result.add(new Field("sk", f.number(), f.value()));
                hasSk = true;
            } else {
                result.add(f);
            }
        }
        return result;
    }

    /**
     * {@code SK: begins_with(INC#<n>)} followed by lines of prose ({@code Returns the Callout item (SK = …) followed
     * by …}): a key line is one line; what follows it, unless it carries the condition on ({@code AND …}), is a note.
     */
    private static List<Field> keyLinesOnly(List<Field> fields) {
        List<Field> result = new ArrayList<>();
        for (Field f : fields) {
            if ((f.label().equals("pk") || f.label().equals("sk")) && f.value().contains("\n")) {
                String[] lines = f.value().split("\n");
                StringBuilder key = new StringBuilder(lines[0].strip());
                int k = 1;
                while (k < lines.length && lines[k].strip().matches("(?i)^(?:AND|OR|<=|>=|<|>|=)\\s.*")) {
                    key.append(' ').append(lines[k].strip());
                    k++;
                }
                result.add(new Field(f.label(), f.number(), key.toString()));
                if (k < lines.length) {
                    result.add(new Field("note", 0, String.join(" ", java.util.Arrays.copyOfRange(lines, k, lines.length)).strip()));
                }
            } else {
                result.add(f);
            }
        }
        return result;
    }

    /** {@code PK: EMAIL#<e>   SK: = EMAIL   -> memberId}: a sort key given on the partition key's line, and a note after an arrow. */
    private static final Pattern INLINE_SK = Pattern.compile("(?i)^(.*?)\\s+(?:SK|sort key)\\s*:\\s*(.*?)\\s*(?:(?:->|→)\\s*.*)?$");

    /**
     * A read made of numbered requests, each with its key on its own line ({@code 1. PK: EMAIL#<e>  SK: = EMAIL -> memberId},
     * {@code 2. PK: MEMBER#<memberId>  SK: = PROFILE}), and a PK line that also holds the SK: the PK as the numbered
     * requests' partition keys ({@code 1. `…` 2. `…`}, a read in several requests), the SK as the first request's.
     */
    private static List<Field> requestLines(List<Field> fields) {
        List<Field> pks = fields.stream().filter(f -> f.label().equals("pk")).toList();
        if (pks.isEmpty()) {
            return fields;
        }
        List<String> pkValues = new ArrayList<>();
        String firstSk = null;
        for (Field f : pks) {
            Matcher m = INLINE_SK.matcher(f.value().replace("\n", " ").strip());
            String pk = m.matches() ? m.group(1).strip() : f.value().replaceFirst("\\s*(?:->|→).*$", "").strip();
            if (m.matches() && firstSk == null) {
                firstSk = m.group(2).strip();
            }
            pkValues.add(pk);
        }
        boolean numbered = pks.size() > 1 && pks.stream().allMatch(f -> f.number() > 0);
        if (firstSk == null && !numbered) {
            return fields;
        }
        String pkCell;
        if (numbered) {
            StringBuilder b = new StringBuilder();
            for (int k = 0; k < pks.size(); k++) {
                b.append(k == 0 ? "" : " ").append(pks.get(k).number()).append(". ").append(code(InlineText.plain(pkValues.get(k))));
            }
            pkCell = b.toString();
        } else {
            pkCell = pkValues.get(0);
        }
        List<Field> result = new ArrayList<>();
        boolean hasSk = fields.stream().anyMatch(f -> f.label().equals("sk"));
        for (Field f : fields) {
            if (f == pks.get(0)) {
                result.add(new Field("pk", 0, pkCell));
                if (!hasSk && firstSk != null) {
                    result.add(new Field("sk", 0, firstSk));
                }
            } else if (!pks.contains(f)) {
                result.add(f);
            }
        }
        return result;
    }

    private static boolean isPartitionName(String name, Optional<KeySchema> schema) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.equals("pk") || n.equals("partitionkey") || n.endsWith("pk") && !n.endsWith("sk")
                || schema.map(s -> s.partitionKey().stream().anyMatch(a -> a.name().equalsIgnoreCase(name))).orElse(false);
    }

    private static final Pattern KEY_PAIR = Pattern.compile(
            "(?<![\\p{L}\\p{N}_])([\\p{L}_][\\p{L}\\p{N}_]*)\\s*:\\s*(`[^`]+`|(?:<[^<>\\n]*>|[^\\s,(){}\\[\\]`])+)");

    /** {@code {pk: JOB#<n>, sk: JOB}}: the key attributes of the schema (or PK and SK) each with its value, in order. */
    private static Map<String, String> keyPairs(String text, Optional<KeySchema> schema) {
        Map<String, String> result = new LinkedHashMap<>();
        Matcher m = KEY_PAIR.matcher(text);
        while (m.find()) {
            String name = m.group(1);
            boolean key = name.equalsIgnoreCase("pk") || name.equalsIgnoreCase("sk")
                    || schema.map(x -> x.all().stream().anyMatch(a -> a.name().equalsIgnoreCase(name))).orElse(false);
            if (key) {
                result.putIfAbsent(name, m.group(2));
            }
        }
        return result;
    }

    /** {@code PK = SK = `WO#{n}`, GSI1PK = `X`}: each name with the span it is given, in order. */
    private static Map<String, String> assignments(String text) {
        Map<String, String> result = new LinkedHashMap<>();
        Matcher m = KEY_ASSIGNMENT.matcher(text);
        while (m.find()) {
            for (String name : m.group(1).split("\\s*=\\s*")) {
                if (!name.isBlank()) {
                    result.putIfAbsent(name.strip(), m.group(2));
                }
            }
        }
        return result;
    }

    private static MarkdownTable.Row writeRow(int line, String id, String description, String operations, List<Field> fields) {
        List<String> steps = new ArrayList<>();
        List<String> conditions = new ArrayList<>();
        // "Step 1 - Operation: UpdateItem on PK = `COUNTER`, SK = `X`: `ADD n :one`": the operation's own step
        String items = String.join("\n", fields.stream().filter(f -> f.label().equals("items")).map(Field::value).toList());
        String item = value(fields, "item").isEmpty() ? value(fields, "key") : value(fields, "item");
        // "Operation: UpdateItem `BOOKING#<id>` / `#BOOKING`": the item the single call addresses
        for (Field f : fields) {
            if (f.label().equals("operation")) {
                String rest = f.value().replaceFirst("^\\s*[A-Za-z]+\\s*", "");
                boolean addressed = rest.matches("(?is)^(?:on|of)\\b.*") && rest.contains("`");
                // "Operation: UpdateItem on the Patient": the single call's entity, named
                Matcher named = ON_THE_ENTITY.matcher(rest);
                if (addressed) {
                    // with the block's own "Update:" line, when it has one
                    String update = items.isEmpty() ? value(fields, "update") : "";
                    steps.add(verb(f.value()) + " " + address(rest.replaceFirst("(?i)^(?:on|of)\\s+", ""))
                            + (update.isEmpty() ? "" : " " + update.replace("\n", " ")));
                } else if (named.matches() && items.isEmpty() && item.isEmpty() && value(fields, "pk").isEmpty()) {
                    String update = value(fields, "update");
                    steps.add(verb(f.value()) + " " + named.group(1) + (update.isEmpty() ? "" : " " + update.replace("\n", " ")));
                } else if (rest.startsWith("`") && items.isEmpty() && item.isEmpty() && value(fields, "pk").isEmpty()) {
                    item = rest;
                }
            }
        }
        if (!items.isEmpty()) {
            for (String step : items.split("\n(?=\\d{1,2}\\.\\s)")) {
                String s = step.strip().replaceFirst("^\\d{1,2}\\.\\s+", "").replace("\n", " ");
                // "Put pk=`LOT#{lot_id}`, sk=`LOT` — condition `attribute_not_exists(pk)`": the step's own condition
                Matcher withCondition = STEP_WITH_CONDITION.matcher(s);
                String own = "";
                if (withCondition.matches()) {
                    s = withCondition.group(1).strip();
                    own = " (Condition: " + withCondition.group(2).strip() + ")";
                }
                // "Put: PK=SITE#${siteId}, SK=META": a step addressed by its key alone
                Matcher byKey = STEP_BY_KEY.matcher(s);
                if (byKey.find()) {
                    s = byKey.group(1) + " " + address(s.substring(byKey.end()));
                }
                if (!s.isEmpty()) {
                    steps.add(s + own);
                }
            }
        }
        // "PK: CASE#{caseId}", "SK: = CASE#{caseId}", "Params: SET a = :a; Condition: attribute_exists(pk)": the item
        // the single write addresses, its update and its condition in the Params
        String params = value(fields, "params");
        Matcher paramsCondition = PARAMS_CONDITION.matcher(params);
        String ownCondition = paramsCondition.find() ? paramsCondition.group(1).strip() : "";
        if (item.isEmpty() && !value(fields, "pk").isEmpty() && items.isEmpty()) {
            String sk = value(fields, "sk").replaceFirst("^\\s*=\\s*", "");
            item = "PK = " + code(InlineText.plain(value(fields, "pk"))) + (sk.isEmpty() || isNothing(sk) ? "" : ", SK = " + code(InlineText.plain(sk)));
        }
        if (!item.isEmpty() && items.isEmpty()) {
            String update = value(fields, "update");
            if (update.isEmpty() && InlineText.plain(params).matches("(?s)^(?:SET|REMOVE|ADD|DELETE)\\s.*")) {
                update = InlineText.plain(params).split(";\\s*(?i:conditions?)\\b")[0].strip();
            }
            // an update written over several lines is one clause list
            steps.add(verb(operations) + " " + address(item.replace("\n", " ")) + (update.isEmpty() ? "" : " " + update.replace("\n", " ")));
        }
        StringBuilder cell = new StringBuilder();
        for (int k = 0; k < steps.size(); k++) {
            String s = steps.get(k);
            Matcher own = STEP_CONDITION.matcher(s);
            if (!own.find()) {
                own = STEP_CONDITION_BEFORE_NOTE.matcher(s);
            }
            if (own.reset().find()) {
                conditions.add((k + 1) + ": " + own.group(1).strip());
                s = (s.substring(0, own.start()) + s.substring(own.end())).strip();
            }
            cell.append(k == 0 ? "" : " ").append(k + 1).append(". ").append(s);
        }
        String condition = value(fields, "condition").isEmpty() ? ownCondition : value(fields, "condition");
        // "Condition: none (upsert; …)": no condition, with the note that says the overwrite is meant
        String conditionCell = !conditions.isEmpty() ? String.join("; ", conditions)
                : isNothing(condition) && !InlineText.isEmptyValue(condition) ? "" : condition.replace("\n", " ");
        return new MarkdownTable.Row(line, List.of(id, description, operations, cell.toString(), conditionCell));
    }

    /** The verb of a single write operation, so that a step addressed by its key says what it does. */
    private static String verb(String operation) {
        String o = operation.toLowerCase(Locale.ROOT);
        return o.startsWith("update") ? "Update" : o.startsWith("delete") ? "Delete" : o.startsWith("condition") ? "ConditionCheck"
                : "Put";
    }

    /** {@code PK = `A`, SK = `B`, rest} as {@code `A` / `B`: rest}, the form a step addressed by its key takes. */
    private static String address(String text) {
        List<String> keys = new ArrayList<>();
        int last = 0;
        Matcher m = KEY_ASSIGNMENT.matcher(text);
        while (m.find() && keys.size() < 2) {
            String names = m.group(1).toLowerCase(Locale.ROOT);
            if (!names.matches("(?s)\\s*(?:pk|sk)\\b.*")) {
                break;
            }
            keys.add(code(m.group(2)));
            if (names.replaceAll("\\s", "").startsWith("pk=sk=")) {
                keys.add(code(m.group(2)));
            }
            last = m.end();
        }
        if (keys.isEmpty()) {
            return text.replace("\n", " ");
        }
        String rest = text.substring(last).replaceFirst("^\\s*[,:]\\s*", "").replace("\n", " ");
        return String.join(" / ", keys.subList(0, Math.min(2, keys.size()))) + ": " + rest;
    }

    private static String code(String value) {
        String v = value.strip();
        return v.startsWith("`") ? v : "`" + v + "`";
    }

    /** A line outside code, or inside a fenced block of plain text ({@code ```text}), not its fence. */
    private static boolean readable(SourceLines lines, int n) {
        if (!lines.isCode(n)) {
            return true;
        }
        if (lines.line(n).strip().startsWith("```") || lines.line(n).strip().startsWith("~~~")) {
            return false;
        }
        int k = n;
        while (k > 1 && lines.isCode(k - 1)) {
            k--;
        }
        String fence = lines.line(k).strip();
        if (!fence.startsWith("```") && !fence.startsWith("~~~")) {
            return false;
        }
        String info = fence.replaceAll("^[`~]+", "").strip().toLowerCase(Locale.ROOT);
        return List.of("", "text", "txt", "plain", "plaintext", "md", "markdown").contains(info);
    }

    private static boolean isNothing(String text) {
        String t = InlineText.plain(text).toLowerCase(Locale.ROOT);
        return InlineText.isEmptyValue(text) || t.startsWith("(none)") || t.startsWith("none ") || t.startsWith("none -")
                || t.startsWith("none,") || t.matches("(?s)^\\(\\s*(?:none|n/a|-)\\b.*");
    }

    private static String value(List<Field> fields, String label) {
        return fields.stream().filter(f -> f.label().equals(label)).map(Field::value).findFirst().orElse("");
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SortOrder;
import io.github.dynamodesign.design.spec.SpecEntity;
import io.github.dynamodesign.design.spec.SpecPattern;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an access-patterns document leniently: its entities with their attributes, and one row per pattern of its
 * Reads, Writes and Deletes tables, columns found by their headers in any order. What cannot be understood is
 * reported with its line, and the rest is still read.
 */
public final class MarkdownSpecReader {

    /** One attribute of a one-line list: {@code startsAt (datetime)}, {@code filmId}. */
    private static final Pattern INLINE_ATTRIBUTE = Pattern.compile("^([\\p{L}_][\\p{L}\\p{N}_]*)\\s*(?:\\((.*)\\))?\\s*(.*)$");
    private static final Pattern ATTRIBUTE = Pattern.compile(
            "^\\s*[-*+]\\s+`?([A-Za-z_][A-Za-z0-9_.]*)`?\\s*(?:\\(([^)]*)\\))?\\s*(?:[-–—:]\\s*(.*))?$");
    private static final Pattern ID = Pattern.compile("(?i)^[A-Z]+[-_ ]?\\d+[A-Z]?$");
    /** A direction: {@code DESC}, {@code Z-A}, {@code highest first}. */
    private static final String DIRECTION = "ASC|DESC|ascending|descending|A-Z|A–Z|Z-A|Z–A|0-9|9-0|oldest first|newest first"
            + "|lowest first|highest first|earliest first|latest first|smallest first|largest first|biggest first|greatest first"
            + "|fewest first|most recent first";
    private static final Pattern ONLY_DIRECTION = Pattern.compile("(?i)^\\s*(?:" + DIRECTION + ")\\s*$");
    private static final Pattern SORT_PART = Pattern.compile("(?i)^`?([A-Za-z_][A-Za-z0-9_.]*)`?(?:\\s+(" + DIRECTION + "))?$");
    /** A value named in words, then its direction: "average score highest first" (the words resolved by the intent checks). */
    private static final Pattern WORDS_PART = Pattern.compile("(?i)^([A-Za-z][A-Za-z0-9_]*(?:\\s+[A-Za-z][A-Za-z0-9_]*){1,3})\\s+(" + DIRECTION + ")$");
    /** The directions written as words: "Z-A", "newest first" (higher values first). */
    private static final Pattern DESCENDING_WORDS = Pattern.compile(
            "(?i)desc.*|z\\s*[-–]\\s*a|9-0|(?:newest|highest|latest|largest|biggest|greatest|most\\s+recent)\\s+first");

    private static final Pattern LEADING_COUNT = Pattern.compile("^\\s*(\\d{1,4})\\b");
    /** "latest 10", "top 10", "first 5", "Limit 20": a count the words before it make a limit of. */
    private static final Pattern COUNT_AFTER_WORD = Pattern.compile(
            "(?i)^\\s*(?:the\\s+)?(?:top|latest|last|first|newest|oldest|most\\s+recent|recent|next|limit\\s*[=:]?)\\s*(\\d{1,4})\\b");
    private static final Pattern NO_PAGES = Pattern.compile("(?i)\\b(?:no|not|without|never)\\s+(?:pagination|paginated|paging|pages)\\b|\\bunpaginated\\b");
    private static final Pattern PAGE_WORDS = Pattern.compile("(?i)\\bper\\s+page\\b|\\bpaginat|\\bpaged\\b|\\bpages\\b");

    private MarkdownSpecReader() {
    }

    /** Reads a file; an unreadable file gives a document with one error and no patterns. */
    public static AccessPatternsSpec read(Path path) {
        String name = path.toString();
        try {
            byte[] bytes = Files.readAllBytes(path);
            if (MarkdownDesignReader.binary(bytes)) {
                return unreadable(name, "this is not a text document: it holds binary data");
            }
            return read(name, new String(bytes, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return unreadable(name, "file not found");
        } catch (IOException e) {
            return unreadable(name, "cannot read the file: " + e.getMessage());
        }
    }

    /** The access-patterns document a design names in its {@code > Input:} line, read, when it is found and readable. */
    public static Optional<AccessPatternsSpec> forDesign(Path designFile, io.github.dynamodesign.design.Design design) {
        return io.github.dynamodesign.design.spec.SpecLocator.locate(designFile, design).flatMap(io.github.dynamodesign.design.spec.SpecLocator.Located::path)
                .map(MarkdownSpecReader::read)
                .filter(s -> s.diagnostics().stream().noneMatch(d -> d.severity() == io.github.dynamodesign.design.Severity.ERROR));
    }

    /** Reads a document's content; {@code file} names it in diagnostics. */
    public static AccessPatternsSpec read(String file, String content) {
        try {
            return new Reading(file, content.startsWith("\uFEFF") ? content.substring(1) : content).read();
        } catch (RuntimeException | StackOverflowError e) {
            return new AccessPatternsSpec(file, List.of(), List.of(), List.of(Diagnostic.error(new SourceLocation(file, 1),
                    "internal-error", "the reader failed on this access-patterns document: " + e, "please report this with the document")));
        }
    }

    private static AccessPatternsSpec unreadable(String file, String message) {
        return new AccessPatternsSpec(file, List.of(), List.of(), List.of(Diagnostic.error(new SourceLocation(file, 0),
                "spec-unreadable", message, "check the path given with --spec or in the design's `> Input:` line")));
    }

    private static final class Reading {
        private final String file;
        private final SourceLines lines;
        private final Problems problems;

        Reading(String file, String content) {
            this.file = file;
            this.lines = new SourceLines(content);
            this.problems = new Problems(file);
        }

        AccessPatternsSpec read() {
            List<SpecEntity> entities = entities();
            List<SpecPattern> patterns = new ArrayList<>();
            for (MarkdownTable table : lines.tables(1, lines.count() + 1)) {
                Optional<SpecPattern.Kind> kind = kind(table);
                if (kind.isPresent()) {
                    for (MarkdownTable.Row row : table.rows()) {
                        pattern(table, row, kind.get()).ifPresent(patterns::add);
                    }
                }
            }
            java.util.Set<String> tabled = new java.util.HashSet<>();
            patterns.forEach(p -> tabled.add(p.id()));
            for (HeadedPattern h : headedPatterns()) {
                if (!tabled.contains(h.id())) {
                    pattern(h.table(), h.table().rows().get(0), h.kind()).ifPresent(patterns::add);
                }
            }
            if (patterns.isEmpty()) {
                problems.warning(1, "spec-no-patterns", "no access pattern found in this access-patterns document",
                        "list them in a | ID | Entity | Description | Input Parameters | Result | Sort | ... | table under ### Reads");
            }
            return new AccessPatternsSpec(file, entities, patterns, problems.all());
        }

        /** A pattern written under its own heading, its bullets read as the cells of a one-row table. */
        private record HeadedPattern(String id, SpecPattern.Kind kind, MarkdownTable table) {
        }

        private static final Pattern PATTERN_HEADING = Pattern.compile("^#{2,5}\\s+(?:\\*\\*)?`?(AP-?\\d+[a-z]?)`?(?:\\*\\*)?\\s*[-—–:.]?\\s*(.*)$");
        private static final Pattern LABELLED_BULLET = Pattern.compile("^\\s*[-*+]\\s+(?:\\*\\*)?([A-Za-z][A-Za-z /-]{0,30}?)(?:\\*\\*)?\\s*:(?:\\*\\*)?\\s*(.*)$");
        private static final Pattern READ_OPERATION = Pattern.compile("(?i)\\b(?:query|getitem|get|scan|batchgetitem|transactgetitems)\\b");
        private static final Pattern DELETE_OPERATION = Pattern.compile("(?i)^\\s*(?:deleteitem|delete)\\b");

        /**
         * "### AP-007 — List sailings for a route on a day" with bullets "- Entity: Sailing", "- Result: Collection",
         * "- Order: departure ascending": a pattern per heading, as a table row would give it.
         */
        private List<HeadedPattern> headedPatterns() {
            List<HeadedPattern> found = new ArrayList<>();
            for (int n = 1; n <= lines.count(); n++) {
                Matcher heading = lines.isCode(n) ? null : PATTERN_HEADING.matcher(lines.line(n));
                if (heading == null || !heading.matches()) {
                    continue;
                }
                List<String> header = new ArrayList<>(List.of("id", "description"));
                List<String> cells = new ArrayList<>(List.of(heading.group(1), InlineText.plain(heading.group(2)).strip()));
                int m = n + 1;
                for (; m <= lines.count() && !(!lines.isCode(m) && lines.line(m).startsWith("#")); m++) {
                    Matcher bullet = lines.isCode(m) ? null : LABELLED_BULLET.matcher(lines.line(m));
                    if (bullet != null && bullet.matches()) {
                        String label = InlineText.normalize(bullet.group(1));
                        if (!header.contains(label)) {
                            header.add(label);
                            cells.add(bullet.group(2).strip());
                        }
                    }
                }
                if (header.size() > 2) {
                    MarkdownTable table = new MarkdownTable(n, header, header, List.of(new MarkdownTable.Row(n, cells)));
                    String operation = cell(table, table.rows().get(0), "operation", "op", "type");
                    SpecPattern.Kind kind = DELETE_OPERATION.matcher(InlineText.plain(operation)).find() ? SpecPattern.Kind.DELETE
                            : table.column("result", "order", "sort") >= 0 || READ_OPERATION.matcher(operation).find()
                            ? SpecPattern.Kind.READ : SpecPattern.Kind.WRITE;
                    found.add(new HeadedPattern(heading.group(1), kind, table));
                }
                n = m - 1;
            }
            return found;
        }

        /** Reads, writes or deletes, by the table's columns and the heading above it. */
        private Optional<SpecPattern.Kind> kind(MarkdownTable table) {
            if (table.column("id", "apid", "patternid") < 0 || descriptionColumn(table) < 0) {
                return Optional.empty();
            }
            String heading = headingAbove(table.line()).toLowerCase(Locale.ROOT);
            if (table.columnContaining("itemsdeleted").isPresent() || heading.contains("delete")) {
                return Optional.of(SpecPattern.Kind.DELETE);
            }
            if (table.columnContaining("itemswritten").isPresent() || heading.contains("write")) {
                return Optional.of(SpecPattern.Kind.WRITE);
            }
            if (table.columnContaining("result", "sort", "consisten", "returns", "order").isPresent() || heading.contains("read")) {
                return Optional.of(SpecPattern.Kind.READ);
            }
            return Optional.empty();
        }

        private String headingAbove(int line) {
            for (int n = line - 1; n >= 1; n--) {
                if (!lines.isCode(n) && lines.line(n).startsWith("#")) {
                    return lines.line(n);
                }
            }
            return "";
        }

        /** {@code Collection (Episodes only)}: a result of one entity, named in its own row. */
        private static final Pattern ONLY_ENTITY = Pattern.compile("\\b(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}?\\p{Ll}+)?)\\s+only\\b");

        private Optional<SpecPattern> pattern(MarkdownTable table, MarkdownTable.Row row, SpecPattern.Kind kind) {
            String id = InlineText.plain(row.cell(table.column("id", "apid", "patternid"))).strip();
            if (id.isEmpty()) {
                return Optional.empty();
            }
            if (!ID.matcher(id).matches()) {
                problems.warning(row.line(), "spec-pattern-id", "`" + id + "` does not look like a pattern id",
                        "start each row with an id such as AP-001");
            }
            List<String> entities = names(cell(table, row, "entity", "entities"));
            Matcher only = ONLY_ENTITY.matcher(InlineText.plain(cell(table, row, "result", "returns", "resultshape", "shape")));
            if (entities.isEmpty() && only.find()) {
                // "Collection (Episodes only)": the one entity the pattern returns, said in its own row
                entities = List.of(InlineText.joinedName(only.group(1)).replaceFirst("(?<=[a-z])(?<!s)s$", "").replaceFirst("ies$", "y"));
            }
            String description = descriptionColumn(table) < 0 ? "" : InlineText.plain(row.cell(descriptionColumn(table)));
            List<String> inputs = names(cell(table, row, "inputparameters", "inputs", "input", "parameters"));
            String resultText = InlineText.plain(cell(table, row, "result", "returns", "resultshape", "shape")).toLowerCase(Locale.ROOT);
            SpecPattern.Result result = resultText.startsWith("single") ? SpecPattern.Result.SINGLE
                    : resultText.startsWith("collection") || resultText.startsWith("list") ? SpecPattern.Result.COLLECTION
                    : SpecPattern.Result.UNKNOWN;
            SortOrder sort = kind == SpecPattern.Kind.READ ? sort(InlineText.plain(cellOf(table, row, "sort", "sort", "order", "sortorder", "ordering")), row.line())
                    : SortOrder.NONE;
            Optional<Boolean> paginated = paginated(cellOf(table, row, "paginat", "paginated", "pagination", "paging"));
            String consistency = InlineText.plain(cell(table, row, "consistency")).toLowerCase(Locale.ROOT);
            Optional<Boolean> strong = consistency.startsWith("strong") ? Optional.of(true)
                    : consistency.startsWith("eventual") ? Optional.of(false) : Optional.empty();
            // the row's notes are its words too ("A duplicate ring number must be rejected")
            String notes = InlineText.plain(cell(table, row, "notes", "note"));
            // "Conditions / Rules": a column whose header holds the word
            String conditions = InlineText.plain(cellOf(table, row, "condition", "conditions", "condition", "rules", "businessrules"))
                    + (InlineText.isEmptyValue(notes) ? "" : " ; " + notes);
            return Optional.of(new SpecPattern(id, kind, entities, description, inputs, result, sort, paginated, strong,
                    InlineText.isEmptyValue(conditions) ? "" : conditions,
                    yesNo(cell(table, row, "multientity", "multientities", "multipleentities", "multiitemtypes")),
                    InlineText.plain(cell(table, row, "result", "returns", "resultshape", "shape")),
                    limit(cellOf(table, row, "limit", "limit", "maxresults", "maxitems", "max"))
                            .or(() -> result != SpecPattern.Result.SINGLE ? countIn(cell(table, row, "result", "returns", "resultshape", "shape"), description) : Optional.empty()),
                    new SourceLocation(file, row.line())));
        }

        /**
         * The cell of the column named by one of the names, else of the first column whose header holds the fragment
         * ("Limit / pagination" for the limit and for the pagination).
         */
        private static String cellOf(MarkdownTable table, MarkdownTable.Row row, String fragment, String... names) {
            int column = table.column(names);
            if (column < 0) {
                column = table.columnContaining(fragment).orElse(-1);
            }
            return column < 0 ? "" : row.cell(column);
        }

        /** A pagination cell: yes or no, or words that say it ("20 per page", "paginated"). */
        private static Optional<Boolean> paginated(String cell) {
            Optional<Boolean> said = yesNo(cell);
            if (said.isPresent()) {
                return said;
            }
            if (NO_PAGES.matcher(InlineText.plain(cell)).find()) {
                return Optional.of(false); // "12, no pagination"
            }
            return PAGE_WORDS.matcher(InlineText.plain(cell)).find() ? Optional.of(true) : said;
        }

        /** The column that says what a pattern is for: "Description", else one headed "Pattern", "Access pattern", "Name". */
        private static int descriptionColumn(MarkdownTable table) {
            int column = table.columnContaining("description").orElse(-1);
            return column >= 0 ? column : table.column("pattern", "accesspattern", "name", "summary", "what", "title");
        }

        private static String cell(MarkdownTable table, MarkdownTable.Row row, String... names) {
            int column = table.column(names);
            return column < 0 ? "" : row.cell(column);
        }

        /** A list of names: commas, {@code and}, {@code +}; parenthetical notes and non-names dropped. */
        private static List<String> names(String cell) {
            String text = InlineText.plain(cell).replaceAll("\\([^)]*\\)", " ");
            List<String> names = new ArrayList<>();
            for (String part : text.split(",|\\+|/|\\band\\b")) {
                String name = part.strip().replace("`", "");
                // "Fuel Sale", "Berth Hold", "Route stop": an entity named in words, as the design writes it in one
                // (FuelSale, RouteStop)
                if (name.matches("[A-Z][a-z0-9]*(?:\\s+[A-Za-z][a-z0-9]*){1,3}")) {
                    name = InlineText.joinedName(name);
                }
                if (name.matches("[A-Za-z_][A-Za-z0-9_.]*") && !InlineText.isEmptyValue(name)) {
                    names.add(name);
                }
            }
            return names;
        }

        private SortOrder sort(String text, int line) {
            if (InlineText.isEmptyValue(text) || text.isBlank()) {
                return SortOrder.NONE;
            }
            List<SortOrder.Part> parts = new ArrayList<>();
            List<Boolean> directed = new ArrayList<>();
            // "lesson end, newest first": a direction after a comma is the direction of what comes before it
            List<String> pieces = new ArrayList<>();
            // "requestedAt ASC (first come, first served)": a comma inside a note in parentheses divides nothing
            for (String piece : text.split("(?:,|\\bthen\\b)(?![^()]*\\))")) {
                if (!pieces.isEmpty() && ONLY_DIRECTION.matcher(piece).matches()) {
                    pieces.set(pieces.size() - 1, pieces.get(pieces.size() - 1) + " " + piece.strip());
                } else {
                    pieces.add(piece);
                }
            }
            for (String written : pieces) {
                if (written.isBlank()) {
                    continue; // "row ASC, then seatNo ASC": the comma and the word part the same two
                }
                // "points DESC (highest first)": a note in parentheses restates a direction written before it; one
                // that stands for the direction ("severity (CRITICAL→INFO)") is not read
                // "date/time DESC": the words of a value, read as the words they are
                String part = written.replaceAll("\\([^)]*\\)", " ").replaceAll("(?<=\\p{L})/(?=\\p{L})", " ").strip();
                Matcher m = SORT_PART.matcher(part);
                if (!m.matches()) {
                    m = WORDS_PART.matcher(part);
                }
                if (!m.matches() || m.group(2) == null && !part.equals(written.strip())) {
                    problems.info(line, "spec-sort", "the order `" + text + "` is not read: `" + part.strip()
                            + "` is not an attribute with ASC or DESC", "write the order as `attribute DESC`, most significant first");
                    return SortOrder.NONE;
                }
                parts.add(new SortOrder.Part(m.group(1), m.group(2) != null && DESCENDING_WORDS.matcher(m.group(2)).matches()));
                directed.add(m.group(2) != null);
            }
            // "visitDate, startTime DESC": one direction at the end of a list is the list's
            if (parts.size() > 1 && directed.get(directed.size() - 1) && !directed.subList(0, directed.size() - 1).contains(true)) {
                boolean descending = parts.get(parts.size() - 1).descending();
                parts.replaceAll(p -> new SortOrder.Part(p.attribute(), descending));
            }
            return new SortOrder(parts);
        }

        /**
         * A count the Result cell states as a selection: "Collection (exactly the latest 96)", "Collection, newest 20";
         * or a bare count of items, "Collection (5 sailings)", "Collection (5)", that the description selects too ("Next 5 departures").
         * "Up to 40" and "at most 100" say how many there are, not how many to return: not counts.
         */
        private static final Pattern SELECTED_COUNT = Pattern.compile("(?i)\\b(?:top|first|next|latest|newest|oldest|last|most\\s+recent)"
                + "\\s+(\\d{1,4})\\b(?!\\s*(?:%|days?|hours?|minutes?|weeks?|months?|years?))|\\b(\\d{1,4})\\s+(?:most\\s+recent|latest|newest)\\b");
        private static final Pattern BARE_COUNT = Pattern.compile("\\(\\s*(\\d{1,4})(?:\\s+[\\p{L}][\\p{L} -]*)?\\s*\\)");

        private static Optional<Integer> countIn(String resultCell, String description) {
            // "five most recent" as "5 most recent"
            String result = NumberWords.inDigits(InlineText.plain(resultCell));
            description = NumberWords.inDigits(description);
            Matcher m = SELECTED_COUNT.matcher(result);
            if (m.find()) {
                return positive(m.group(1) != null ? m.group(1) : m.group(2));
            }
            Matcher bare = BARE_COUNT.matcher(result);
            if (bare.find()) {
                Matcher d = SELECTED_COUNT.matcher(InlineText.plain(description));
                while (d.find()) {
                    if (bare.group(1).equals(d.group(1) != null ? d.group(1) : d.group(2))) {
                        return positive(bare.group(1));
                    }
                }
            }
            return Optional.empty();
        }

        private static Optional<Integer> positive(String digits) {
            int n = Integer.parseInt(digits);
            return n > 0 ? Optional.of(n) : Optional.empty();
        }

        /** A Limit cell: {@code 8}, {@code 20 per page}; a dash or words without a leading number say none. */
        private static Optional<Integer> limit(String cell) {
            Matcher m = LEADING_COUNT.matcher(InlineText.plain(cell));
            if (!m.find()) {
                m = COUNT_AFTER_WORD.matcher(InlineText.plain(cell));
                if (!m.find()) {
                    return Optional.empty();
                }
            }
            return Integer.parseInt(m.group(1)) > 0 ? Optional.of(Integer.parseInt(m.group(1))) : Optional.empty();
        }

        private static Optional<Boolean> yesNo(String cell) {
            String text = InlineText.plain(cell).strip().toLowerCase(Locale.ROOT);
            if (text.startsWith("yes") || text.equals("true")) {
                return Optional.of(true);
            }
            if (text.startsWith("no") || text.equals("false")) {
                return Optional.of(false);
            }
            return Optional.empty();
        }

        /** {@code ### Name} under {@code ## Entities}, with the bullets under {@code - **Attributes**:}. */
        private List<SpecEntity> entities() {
            List<SpecEntity> entities = new ArrayList<>();
            boolean inEntities = false;
            String entity = null;
            int entityLine = 0;
            boolean inAttributes = false;
            List<SpecEntity.Attribute> attributes = new ArrayList<>();
            for (int n = 1; n <= lines.count(); n++) {
                if (lines.isCode(n)) {
                    continue;
                }
                String line = lines.line(n);
                if (line.startsWith("## ") || line.startsWith("# ")) {
                    entity = flush(entities, entity, entityLine, attributes);
                    inEntities = line.toLowerCase(Locale.ROOT).contains("entit");
                    inAttributes = false;
                } else if (inEntities && line.startsWith("### ")) {
                    entity = flush(entities, entity, entityLine, attributes);
                    entity = InlineText.plain(line.substring(4)).strip();
                    entityLine = n;
                    inAttributes = false;
                } else if (entity != null && line.matches("^\\s*[-*+]\\s+\\*\\*[^*]+\\*\\*.*")) {
                    inAttributes = line.toLowerCase(Locale.ROOT).contains("**attributes");
                    if (inAttributes) {
                        // "- **Attributes**: `screeningId` (string, ULID), `filmId`, `startsAt` (datetime)": on one line
                        String listed = InlineText.plain(line.substring(line.indexOf("**", line.indexOf("**") + 2) + 2))
                                .replaceFirst("^\\s*:\\s*", "");
                        for (String part : OneLineAttributes.topLevelParts(listed)) {
                            Matcher m = INLINE_ATTRIBUTE.matcher(part.strip());
                            if (m.matches()) {
                                attributes.add(new SpecEntity.Attribute(m.group(1), m.group(2) == null ? "" : m.group(2).strip(),
                                        m.group(3) == null ? "" : m.group(3).strip()));
                            }
                        }
                    }
                } else if (entity != null && inAttributes && line.matches("^\\s+[-*+]\\s+.*")) {
                    Matcher m = ATTRIBUTE.matcher(line);
                    if (m.matches()) {
                        attributes.add(new SpecEntity.Attribute(m.group(1), m.group(2) == null ? "" : m.group(2).strip(),
                                m.group(3) == null ? "" : m.group(3).strip()));
                    }
                }
            }
            flush(entities, entity, entityLine, attributes);
            return entities;
        }

        private String flush(List<SpecEntity> entities, String entity, int line, List<SpecEntity.Attribute> attributes) {
            if (entity != null) {
                entities.add(new SpecEntity(entity, attributes, new SourceLocation(file, line)));
            }
            attributes.clear();
            return null;
        }
    }
}

package io.github.dynamodesign.design.markdown;

import com.vladsch.flexmark.ast.BlockQuote;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.IndentedCodeBlock;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.ItemCollection;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.design.Suppression;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a design document in the Markdown format. Never throws for bad content: what it cannot understand
 * becomes a {@link Diagnostic} with file and line, and reading goes on.
 */
public final class MarkdownDesignReader {

    private static final Pattern SUPPRESSION = Pattern.compile("(?i)^dynamo-design\\s*:\\s*ignore\\b\\s*(\\S*)\\s*(.*)$");

    private MarkdownDesignReader() {
    }

    /** A NUL byte, or more than one control character in a hundred (tabs and line ends aside): not text. */
    static boolean binary(byte[] bytes) {
        int control = 0;
        for (byte b : bytes) {
            if (b == 0) {
                return true;
            }
            if (b >= 0 && b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != '\f') {
                control++;
            }
        }
        return control > 0 && control * 100 > bytes.length;
    }

    /** Reads a file; an unreadable file gives a design with one fatal diagnostic. */
    public static Design read(Path path) {
        String name = path.toString();
        try {
            byte[] bytes = Files.readAllBytes(path);
            if (binary(bytes)) {
                return unreadable(name, "this is not a text document: it holds binary data",
                        "give the design document, a Markdown file (docs/dynamodb/table-design.md)");
            }
            String content;
            try {
                content = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                content = new String(bytes, StandardCharsets.ISO_8859_1);
            }
            return read(name, content);
        } catch (NoSuchFileException e) {
            return unreadable(name, "file not found", "check the path");
        } catch (IOException e) {
            return unreadable(name, "cannot read the file: " + e.getMessage(), "check the path and its permissions");
        }
    }

    /** Reads a document's content; {@code file} names it in diagnostics. */
    public static Design read(String file, String content) {
        try {
            return new Reading(file, content).read();
        } catch (RuntimeException | StackOverflowError e) {
            // the reader must never throw at the user: report what happened as a diagnostic
            return failed(file, e);
        }
    }

    private static Design failed(String file, Throwable e) {
        return new Design(file, List.of(), null, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                List.of(new Diagnostic(Severity.ERROR, new SourceLocation(file, 1), "internal-error",
                        "the reader failed on this document: " + e, "please report this with the document")));
    }

    private static Design unreadable(String file, String message, String hint) {
        return new Design(file, List.of(), null, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                List.of(new Diagnostic(Severity.ERROR, new SourceLocation(file, 0), "file-unreadable", message, hint)));
    }

    /** The table of an access-patterns document: inputs, result, frequency, and no key columns. */
    private static final java.util.regex.Pattern ACCESS_PATTERNS = java.util.regex.Pattern.compile(
            "(?im)^\\s*\\|[^\\n]*\\b(input parameters|inputs?)\\b[^\\n]*\\|[^\\n]*\\b(result|frequency|consistency)\\b[^\\n]*$");

    /** One document being read. */
    private static final class Reading {
        private final String file;
        private final SourceLines lines;
        private final Problems problems;
        private final Document document;
        private final List<Heading> headings = new ArrayList<>();
        private final List<Section> sections = new ArrayList<>();
        private final String content;

        Reading(String file, String content) {
            this.file = file;
            this.content = content;
            this.lines = new SourceLines(content.startsWith("\uFEFF") ? content.substring(1) : content);
            this.problems = new Problems(file);
            this.document = BlockStructureParser.parse(content.startsWith("\uFEFF") ? content.substring(1) : content);
        }

        Design read() {
            markCode(document);
            for (Node node : document.getChildren()) {
                if (node instanceof Heading h) {
                    headings.add(h);
                }
            }
            findSections();
            List<String> metadata = metadata();
            List<Suppression> suppressions = suppressions();
            Section tableSection = first(Section.Kind.TABLE);
            if (tableSection == null && ACCESS_PATTERNS.matcher(content).find()) {
                problems.error(1, "access-patterns-document", "this is an access-patterns document (step 1: what the "
                                + "application reads and writes), not a table design: it has no keys to test",
                        "generate the table design from it (step 2, e.g. with the dynamodb-table-design skill) and run "
                                + "dynamo-design on that document; a table design names its access patterns in its `> Input:` line");
                return empty(metadata, suppressions);
            }
            if (tableSection == null) {
                boolean designLike = first(Section.Kind.ENTITIES) != null || first(Section.Kind.PATTERNS) != null
                        || first(Section.Kind.GSI) != null;
                if (designLike) {
                    problems.error(1, "missing-table-configuration", "the document has no Table Configuration section",
                            "add '## Table Configuration' with a | Property | Value | table (Table Name, Partition Key, Sort Key)");
                } else {
                    problems.error(1, "not-a-design", "this is not a table design document: it has none of the sections "
                                    + "Table Configuration, Entity Key Design, Access Pattern Mapping",
                            "see the design format: ## Table Configuration, ## Global Secondary Indexes, "
                                    + "## Entity Key Design, ## Access Pattern Mapping");
                }
                return empty(metadata, suppressions);
            }
            warnAboutRepeats();
            var config = TableConfigurationReader.read(tableSection, lines, file, problems);
            if (config.isEmpty()) {
                return empty(metadata, suppressions);
            }
            List<SecondaryIndex> indexes = new ArrayList<>();
            for (Section s : sections) {
                if (s.kind() == Section.Kind.GSI || s.kind() == Section.Kind.LSI) {
                    indexes.addAll(IndexReader.read(s, s.kind() == Section.Kind.GSI ? IndexKind.GSI : IndexKind.LSI,
                            lines, config.get().partitionKey(), problems));
                }
            }
            indexes = withoutDuplicateIndexes(indexes);
            DesignAssembler assembler = new DesignAssembler(config.get(), indexes, problems).withDocument(content, lines);
            EntityReader entityReader = new EntityReader(lines, problems, assembler::keyAttributeForLabel).withConstants(content)
                    .withKeyTypes(assembler::keyAttributeType);
            List<RawEntity> raw = new ArrayList<>();
            for (Section s : sections) {
                if (s.kind() == Section.Kind.ENTITIES) {
                    raw.addAll(entityReader.read(s, document));
                }
            }
            var design = assembler.withEntities(EntityVariants.expand(assembler.examplesToTheirEntities(raw)));
            PatternReader patterns = new PatternReader(lines, problems, design::keySchema, design.entities(), design.table())
                    .withDocumentWidths(assembler::documentWidths);
            List<ItemCollection> collections = new ArrayList<>();
            for (Section s : sections) {
                if (s.kind() == Section.Kind.PATTERNS) {
                    patterns.read(s, line -> subheading(s, line));
                } else if (s.kind() == Section.Kind.COLLECTIONS) {
                    collections.addAll(CollectionReader.read(s, lines, problems));
                }
            }
            if (first(Section.Kind.PATTERNS) == null) {
                problems.warning(1, "no-access-patterns", "the document has no Access Pattern Mapping section",
                        "add '## Access Pattern Mapping' with ### Reads, ### Writes and ### Deletes tables");
            }
            List<ReadPattern> reads = patterns.reads.stream().map(r -> r.withInputFormats(assembler.inputFormats(r.inputs()))).toList();
            return new Design(file, metadata, design.table(), indexes, design.entities(), collections, reads,
                    patterns.writes, suppressions, sorted(problems.all()));
        }

        private Design empty(List<String> metadata, List<Suppression> suppressions) {
            return new Design(file, metadata, null, List.of(), List.of(), List.of(), List.of(), List.of(), suppressions,
                    sorted(problems.all()));
        }

        private static List<Diagnostic> sorted(List<Diagnostic> diagnostics) {
            List<Diagnostic> copy = new ArrayList<>(diagnostics);
            copy.sort((a, b) -> a.location().compareTo(b.location()));
            return copy;
        }

        private void markCode(Node node) {
            for (Node child : node.getChildren()) {
                if (child instanceof FencedCodeBlock || child instanceof IndentedCodeBlock) {
                    lines.markCode(lines.lineOf(child), lines.lastLineOf(child));
                } else {
                    markCode(child);
                }
            }
        }

        private void findSections() {
            // "## Key Matrix", "## Keys per item type": where no section is headed as the entities', the one that
            // holds an entity per row with its keys is read as theirs
            List<Section> matrices = new ArrayList<>();
            findHeadedSections(matrices);
            if (first(Section.Kind.ENTITIES) == null && !matrices.isEmpty()) {
                sections.addAll(matrices);
            } else {
                // "## Key Matrix" right before "## Entities and Attributes": one section, the matrix giving the keys of
                // the entities the headings below describe
                for (Section matrix : matrices) {
                    for (int k = 0; k < sections.size(); k++) {
                        Section s = sections.get(k);
                        if (s.kind() == Section.Kind.ENTITIES && s.level() == matrix.level()
                                && (s.line() == matrix.end() || s.end() == matrix.line())) {
                            sections.set(k, new Section(Section.Kind.ENTITIES, s.title(), s.level(),
                                    Math.min(s.line(), matrix.line()), Math.max(s.end(), matrix.end())));
                            break;
                        }
                    }
                }
            }
            sections.sort(Comparator.comparingInt(Section::line));
        }

        private void findHeadedSections(List<Section> matrices) {
            long titles = headings.stream().filter(h -> h.getLevel() == 1).count();
            Section open = null;
            for (int i = 0; i < headings.size(); i++) {
                Heading h = headings.get(i);
                int line = lines.lineOf(h);
                if (h.getLevel() == 1 && titles == 1) {
                    continue;
                }
                if (open != null && line < open.end() && h.getLevel() > open.level()) {
                    continue;
                }
                Section.Kind kind = Section.Kind.of(InlineText.plain(h.getText().toString()));
                int end = lines.count() + 1;
                for (int j = i + 1; j < headings.size(); j++) {
                    if (headings.get(j).getLevel() <= h.getLevel()) {
                        end = lines.lineOf(headings.get(j));
                        break;
                    }
                }
                Section section = new Section(kind, InlineText.plain(h.getText().toString()), h.getLevel(), line, end);
                if (kind == Section.Kind.OTHER && (open == null || line >= open.end()) && holdsKeyMatrix(line, end)) {
                    matrices.add(new Section(Section.Kind.ENTITIES, section.title(), section.level(), line, end));
                }
                if (kind != Section.Kind.OTHER) {
                    sections.add(section);
                    open = section;
                } else {
                    open = null;
                }
            }
        }

        /** Whether the lines hold a table with an entity per row and key columns ({@code | Entity | PK | SK | ...}). */
        private boolean holdsKeyMatrix(int from, int end) {
            for (MarkdownTable table : lines.tables(from + 1, end)) {
                boolean entity = table.column("entity", "entitytype", "itemtype", "entityname") >= 0;
                // pk, gsi1pk, gsi1_pk (normalised gsi1pk): a key attribute's column
                boolean keys = table.header().stream().anyMatch(h -> h.equals("partitionkey") || h.endsWith("pk") && h.length() <= 8);
                if (entity && keys) {
                    return true;
                }
            }
            return false;
        }

        private void warnAboutRepeats() {
            Set<Section.Kind> seen = new HashSet<>();
            for (Section s : sections) {
                if (s.kind() == Section.Kind.TABLE && !seen.add(s.kind())) {
                    problems.warning(s.line(), "duplicate-section", "a second Table Configuration section; only the first is read",
                            "merge the two sections");
                }
            }
        }

        private Section first(Section.Kind kind) {
            return sections.stream().filter(s -> s.kind() == kind).findFirst().orElse(null);
        }

        private String subheading(Section section, int line) {
            String title = section.title();
            for (Heading h : headings) {
                int at = lines.lineOf(h);
                if (at > section.line() && at < line) {
                    title = InlineText.plain(h.getText().toString());
                }
            }
            return title;
        }

        private List<SecondaryIndex> withoutDuplicateIndexes(List<SecondaryIndex> indexes) {
            List<SecondaryIndex> unique = new ArrayList<>();
            Set<String> names = new HashSet<>();
            for (SecondaryIndex index : indexes) {
                if (names.add(index.name())) {
                    unique.add(index);
                } else {
                    problems.error(index.location().line(), "duplicate-index", "index " + index.name()
                            + " is defined twice; the second definition is ignored", "give each index a unique name");
                }
            }
            return unique;
        }

        private List<String> metadata() {
            List<String> metadata = new ArrayList<>();
            for (Node node : document.getChildren()) {
                if (node instanceof Heading h && h.getLevel() > 1) {
                    break;
                }
                if (node instanceof BlockQuote quote) {
                    for (String l : quote.getChars().toString().split("\n")) {
                        String text = l.strip().replaceFirst("^>\\s?", "").strip();
                        if (!text.isEmpty()) {
                            metadata.add(text);
                        }
                    }
                }
            }
            return metadata;
        }

        private List<Suppression> suppressions() {
            List<Suppression> suppressions = new ArrayList<>();
            for (int n = 1; n <= lines.count(); n++) {
                var comment = lines.comment(n);
                if (comment.isEmpty()) {
                    continue;
                }
                Matcher m = SUPPRESSION.matcher(comment.get());
                if (!m.matches()) {
                    continue;
                }
                if (m.group(1).isEmpty()) {
                    problems.warning(n, "malformed-suppression", "suppression comment without a rule id",
                            "write <!-- dynamo-design:ignore <rule-id> <reason> -->");
                    continue;
                }
                suppressions.add(new Suppression(m.group(1), m.group(2).strip(), lines.nextContentLine(n), problems.at(n)));
            }
            return suppressions;
        }
    }
}

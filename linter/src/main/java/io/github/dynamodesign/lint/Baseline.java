package io.github.dynamodesign.lint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Today's findings, recorded so that a linter can be adopted on an existing design: later runs report only
 * findings that are not in the baseline. Findings match by rule, file and element (not by line, so edits
 * elsewhere do not break the match); each baseline entry absorbs one finding.
 */
public final class Baseline {

    /** One recorded finding. */
    public record Entry(String rule, String file, String element, String message) {
        String key() {
            return rule + "\u0000" + file + "\u0000" + element;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final List<Entry> entries;

    public Baseline(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    public List<Entry> entries() {
        return entries;
    }

    public static Baseline of(List<Finding> findings) {
        return new Baseline(findings.stream().filter(f -> !f.suppressed())
                .map(f -> new Entry(f.rule(), f.file(), f.element(), f.message())).toList());
    }

    public static Baseline read(Path file) throws ConfigException {
        try {
            JsonNode root = JSON.readTree(Files.readString(file));
            List<Entry> entries = new ArrayList<>();
            for (JsonNode n : root.path("findings")) {
                entries.add(new Entry(n.path("rule").asText(), n.path("file").asText(), n.path("element").asText(),
                        n.path("message").asText()));
            }
            if (!root.has("findings")) {
                throw new ConfigException(file + ": not a dynamo-design baseline (no \"findings\")");
            }
            return new Baseline(entries);
        } catch (IOException e) {
            throw new ConfigException(file + ": cannot read the baseline: " + e.getMessage());
        }
    }

    public void write(Path file) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", 1);
        ArrayNode array = root.putArray("findings");
        for (Entry e : entries) {
            ObjectNode n = array.addObject();
            n.put("rule", e.rule());
            n.put("file", e.file());
            n.put("element", e.element());
            n.put("message", e.message());
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, JSON.writeValueAsString(root) + "\n");
    }

    /** The result without the findings this baseline records, noting the entries of its files that are gone. */
    public LintResult apply(LintResult result) {
        Map<String, Integer> remaining = new HashMap<>();
        String file = result.design().file();
        for (Entry e : entries) {
            if (e.file().equals(file)) {
                remaining.merge(e.key(), 1, Integer::sum);
            }
        }
        List<Finding> kept = new ArrayList<>();
        int absorbed = 0;
        for (Finding f : result.findings()) {
            String key = new Entry(f.rule(), f.file(), f.element(), f.message()).key();
            if (!f.suppressed() && remaining.getOrDefault(key, 0) > 0) {
                remaining.merge(key, -1, Integer::sum);
                absorbed++;
            } else {
                kept.add(f);
            }
        }
        List<Entry> gone = new ArrayList<>();
        for (Entry e : entries) {
            if (e.file().equals(file) && remaining.getOrDefault(e.key(), 0) > 0) {
                remaining.merge(e.key(), -1, Integer::sum);
                gone.add(e);
            }
        }
        return new LintResult(result.design(), kept, result.fatal(), result.baselined() + absorbed, gone);
    }
}

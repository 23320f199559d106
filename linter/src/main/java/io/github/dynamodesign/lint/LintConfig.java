package io.github.dynamodesign.lint;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.github.dynamodesign.design.Severity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Severity overrides, disabled rules and rule options, from {@code .dynamo-design.yml} and command-line flags:
 * <pre>
 * rules:
 *   scan-operation: off          # disable
 *   hot-partition: error         # change the severity
 *   too-many-gsis:
 *     severity: warning
 *     warn-above: 3              # a rule option
 * </pre>
 */
public final class LintConfig {

    /** The file name looked for next to a design. */
    public static final String FILE_NAME = ".dynamo-design.yml";

    public static final LintConfig DEFAULT = new LintConfig(Map.of(), null);

    /** @param severity null to keep the rule's own */
    public record RuleSetting(boolean disabled, Severity severity, Map<String, String> options) {
    }

    private final Map<String, RuleSetting> rules;
    private final Path source;

    private LintConfig(Map<String, RuleSetting> rules, Path source) {
        this.rules = Map.copyOf(rules);
        this.source = source;
    }

    public Optional<Path> source() {
        return Optional.ofNullable(source);
    }

    public boolean disabled(String rule) {
        RuleSetting s = rules.get(rule);
        return s != null && s.disabled();
    }

    public Severity severity(RuleMetadata rule) {
        RuleSetting s = rules.get(rule.id());
        return s != null && s.severity() != null ? s.severity() : rule.severity();
    }

    /** Whether the severity of a rule was changed by the configuration (then it holds for all its findings). */
    public boolean overridesSeverity(String rule) {
        RuleSetting s = rules.get(rule);
        return s != null && s.severity() != null;
    }

    public String option(RuleMetadata rule, String name) {
        RuleSetting s = rules.get(rule.id());
        String value = s == null ? null : s.options().get(name);
        return value != null ? value : rule.options().get(name);
    }

    /** The configuration next to a design ({@value #FILE_NAME} in its folder), or the default when there is none. */
    public static LintConfig besides(Path design, List<RuleMetadata> known) throws ConfigException {
        Path dir = design.toAbsolutePath().getParent();
        Path file = dir == null ? null : dir.resolve(FILE_NAME);
        return file != null && Files.isRegularFile(file) ? load(file, known) : DEFAULT;
    }

    public static LintConfig load(Path file, List<RuleMetadata> known) throws ConfigException {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new ConfigException(file + ": cannot read the configuration: " + e.getMessage());
        }
        JsonNode root;
        try {
            root = new ObjectMapper(new YAMLFactory()).readTree(text);
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new ConfigException(file + ":" + line + ": not valid YAML: " + e.getOriginalMessage().split("\n")[0]);
        }
        Map<String, RuleSetting> rules = new LinkedHashMap<>();
        if (root == null || root.isMissingNode() || root.isNull()) {
            return new LintConfig(rules, file);
        }
        if (!root.isObject()) {
            throw new ConfigException(file + ":1: expected a mapping with a 'rules' key");
        }
        Iterator<String> keys = root.fieldNames();
        while (keys.hasNext()) {
            String key = keys.next();
            if (!key.equals("rules")) {
                throw new ConfigException(where(file, text, key) + "unknown key '" + key + "' (known: rules)");
            }
        }
        JsonNode ruleNodes = root.path("rules");
        Iterator<Map.Entry<String, JsonNode>> fields = ruleNodes.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> entry = fields.next();
            String id = entry.getKey();
            RuleMetadata meta = known.stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow(() -> new ConfigException(
                    where(file, text, id) + "unknown rule '" + id + "'" + suggestion(id, known)));
            rules.put(id, setting(entry.getValue(), meta, file, text));
        }
        return new LintConfig(rules, file);
    }

    private static RuleSetting setting(JsonNode node, RuleMetadata rule, Path file, String text) throws ConfigException {
        if (node.isValueNode()) {
            return level(node.asText(), rule, file, text, Map.of());
        }
        if (!node.isObject()) {
            throw new ConfigException(where(file, text, rule.id()) + "rule " + rule.id()
                    + ": expected a level (error, warning, info, off) or a mapping");
        }
        Map<String, String> options = new LinkedHashMap<>();
        String severity = null;
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> f = fields.next();
            if (f.getKey().equals("severity") || f.getKey().equals("level")) {
                severity = f.getValue().asText();
            } else if (rule.options().containsKey(f.getKey())) {
                options.put(f.getKey(), f.getValue().asText());
            } else {
                throw new ConfigException(where(file, text, f.getKey()) + "rule " + rule.id() + " has no option '"
                        + f.getKey() + "'" + (rule.options().isEmpty() ? "" : " (options: " + String.join(", ", rule.options().keySet()) + ")"));
            }
        }
        return severity == null ? new RuleSetting(false, null, options) : level(severity, rule, file, text, options);
    }

    private static RuleSetting level(String value, RuleMetadata rule, Path file, String text, Map<String, String> options)
            throws ConfigException {
        String v = value.strip().toLowerCase(Locale.ROOT);
        if (v.equals("off") || v.equals("false") || v.equals("disabled") || v.equals("none")) {
            return new RuleSetting(true, null, options);
        }
        try {
            return new RuleSetting(false, Severity.parse(v), options);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(where(file, text, rule.id()) + "rule " + rule.id() + ": '" + value
                    + "' is not a level (error, warning, info, off)");
        }
    }

    /** Applies {@code RULE=LEVEL} overrides from the command line ({@code off} disables). */
    public LintConfig withOverrides(Map<String, String> levels, List<RuleMetadata> known) throws ConfigException {
        Map<String, RuleSetting> merged = new LinkedHashMap<>(rules);
        for (Map.Entry<String, String> e : levels.entrySet()) {
            RuleMetadata meta = known.stream().filter(r -> r.id().equals(e.getKey())).findFirst()
                    .orElseThrow(() -> new ConfigException("unknown rule '" + e.getKey() + "'" + suggestion(e.getKey(), known)));
            RuleSetting previous = merged.get(meta.id());
            Map<String, String> options = previous == null ? Map.of() : previous.options();
            merged.put(meta.id(), level(e.getValue(), meta, Path.of("command line"), "", options));
        }
        return new LintConfig(merged, source);
    }

    private static String where(Path file, String text, String key) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().startsWith(key + ":") || lines[i].strip().startsWith("\"" + key + "\":")
                    || lines[i].strip().startsWith("'" + key + "':")) {
                return file + ":" + (i + 1) + ": ";
            }
        }
        return file + ": ";
    }

    private static String suggestion(String id, List<RuleMetadata> known) {
        return io.github.dynamodesign.design.ModelChecks.suggestion(id, known.stream().map(RuleMetadata::id).toList())
                .map(s -> "; did you mean " + s + "?").orElse("");
    }
}

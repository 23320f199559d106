package io.github.dynamodesign.lint.report;

import io.github.dynamodesign.lint.RuleMetadata;

import java.util.List;
import java.util.Map;

/** The rules catalogue, docs/rules.md, generated from the rules' metadata. */
public final class RulesCatalogue {

    private RulesCatalogue() {
    }

    public static String markdown(List<RuleMetadata> rules) {
        StringBuilder md = new StringBuilder();
        md.append("# Lint rules\n\n")
                .append("<!-- Generated from the rules' metadata by `dynamo-design rules --format markdown`; do not edit. -->\n\n")
                .append("Rule ids are stable: suppressions, configuration files and CI scripts use them. Change a rule's ")
                .append("severity or options in `.dynamo-design.yml` (see [lint.md](lint.md)).\n\n")
                .append("| Rule | Default | Flags |\n|---|---|---|\n");
        for (RuleMetadata r : rules) {
            md.append("| [`").append(r.id()).append("`](#").append(r.id()).append(") | ").append(r.severity().label())
                    .append(" | ").append(r.title().replace("|", "\\|")).append(" |\n");
        }
        for (RuleMetadata r : rules) {
            md.append('\n').append(section(r));
        }
        return md.toString();
    }

    /** One rule's section: title, rationale, options, a flagged and a fixed example. */
    public static String section(RuleMetadata r) {
        StringBuilder md = new StringBuilder();
        md.append("## ").append(r.id()).append("\n\n")
                .append("**").append(r.title()).append("** — default severity: ").append(r.severity().label()).append("\n\n")
                .append(r.rationale()).append("\n\n");
        if (!r.options().isEmpty()) {
            md.append("Options:");
            for (Map.Entry<String, String> o : r.options().entrySet()) {
                md.append(" `").append(o.getKey()).append("` (default ").append(o.getValue()).append(")");
            }
            md.append("\n\n");
        }
        md.append("Flagged:\n\n```markdown\n").append(r.bad()).append("\n```\n\n")
                .append("Instead:\n\n```markdown\n").append(r.good()).append("\n```\n");
        return md.toString();
    }
}

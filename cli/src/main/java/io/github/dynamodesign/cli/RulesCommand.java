package io.github.dynamodesign.cli;

import io.github.dynamodesign.lint.Rule;
import io.github.dynamodesign.lint.RuleMetadata;
import io.github.dynamodesign.lint.report.RulesCatalogue;
import io.github.dynamodesign.lint.rules.BuiltInRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code dynamo-design rules}: the lint rules with their ids and default severities. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = "List the lint rules; --format markdown prints the rules catalogue (docs/rules.md).")
final class RulesCommand implements Callable<Integer> {

    enum Format { text, markdown }

    @Spec
    CommandSpec spec;

    @Option(names = "--format", defaultValue = "text", description = "text or markdown (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<RuleMetadata> rules = BuiltInRules.all().stream().map(Rule::metadata).toList();
        if (format == Format.markdown) {
            out.print(RulesCatalogue.markdown(rules));
        } else {
            for (RuleMetadata r : rules) {
                out.printf("%-26s %-8s %s%n", r.id(), r.severity().label(), r.title());
            }
        }
        out.flush();
        return ExitCodes.CLEAN;
    }
}

package io.github.dynamodesign.cli;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.lint.Baseline;
import io.github.dynamodesign.lint.ConfigException;
import io.github.dynamodesign.lint.LintConfig;
import io.github.dynamodesign.lint.LintResult;
import io.github.dynamodesign.lint.Linter;
import io.github.dynamodesign.lint.Rule;
import io.github.dynamodesign.lint.RuleMetadata;
import io.github.dynamodesign.lint.report.JsonReport;
import io.github.dynamodesign.lint.report.SarifReport;
import io.github.dynamodesign.lint.report.TextReport;
import io.github.dynamodesign.lint.rules.BuiltInRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code dynamo-design lint FILE...}: design anti-patterns, for people and for CI. */
@Command(name = "lint", mixinStandardHelpOptions = true,
        description = "Lint design documents: report design anti-patterns with file and line.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no finding at or above --fail-on", "1:findings at or above --fail-on",
                "2:a document that cannot be read, a bad configuration, or bad usage"})
final class LintCommand implements Callable<Integer> {

    enum Format { text, json, sarif }

    enum FailOn { error, warning, info, never }

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "design documents (Markdown)")
    List<Path> files;

    @Option(names = "--format", defaultValue = "text", description = "text, json or sarif (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = "--output", paramLabel = "FILE", description = "write the report to FILE instead of standard output")
    Path output;

    @Option(names = "--fail-on", defaultValue = "error", paramLabel = "LEVEL",
            description = "exit 1 when a finding is at least this severe: error, warning, info or never (default: ${DEFAULT-VALUE})")
    FailOn failOn;

    @Option(names = "--config", paramLabel = "FILE",
            description = "configuration file (default: " + LintConfig.FILE_NAME + " next to each design, if present)")
    Path config;

    @Option(names = "--severity", paramLabel = "RULE=LEVEL",
            description = "set a rule's severity: error, warning, info, or off (repeatable)")
    Map<String, String> severities = new LinkedHashMap<>();

    @Option(names = "--spec", paramLabel = "FILE", description = "the access-patterns document the design was made from "
            + "(default: the one its `> Input:` line names, when found)")
    Path specFile;

    @Option(names = "--disable", paramLabel = "RULE", description = "disable a rule (repeatable)")
    List<String> disabled = new ArrayList<>();

    @Option(names = "--baseline", paramLabel = "FILE", description = "report only findings that are not in this baseline")
    Path baseline;

    @Option(names = "--write-baseline", paramLabel = "FILE", description = "record today's findings as the baseline")
    Path writeBaseline;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (specFile != null && files.size() > 1) {
            err.println("dynamo-design: --spec names the access patterns of one design; give one design with it");
            return ExitCodes.UNREADABLE;
        }
        List<Rule> rules = BuiltInRules.all();
        List<RuleMetadata> metadata = rules.stream().map(Rule::metadata).toList();
        Map<String, String> overrides = new LinkedHashMap<>(severities);
        disabled.forEach(id -> overrides.put(id, "off"));
        List<LintResult> results = new ArrayList<>();
        try {
            LintConfig shared = config == null ? null : LintConfig.load(config, metadata);
            Baseline known = baseline == null ? null : Baseline.read(baseline);
            Progress progress = Progress.of(files.size() > 1 ? Progress.mode(Progress.interactive(),
                    format == Format.text && output == null) : Progress.Mode.QUIET, spec.commandLine().getErr(), "lint", files.size());
            for (Path file : files) {
                progress.next(file.toString());
                LintConfig settings = (shared != null ? shared : LintConfig.besides(file, metadata)).withOverrides(overrides, metadata);
                Design design = MarkdownDesignReader.read(file);
                java.util.Optional<io.github.dynamodesign.design.spec.AccessPatternsSpec> accessPatterns = java.util.Optional.empty();
                if (design.usable()) {
                    SpecFiles.Loaded loaded = SpecFiles.load(file, design, specFile, spec.commandLine().getErr());
                    if (loaded.failed()) {
                        return ExitCodes.UNREADABLE;
                    }
                    accessPatterns = loaded.spec();
                }
                LintResult result = new Linter(rules, settings).lint(design, accessPatterns);
                results.add(result);
            }
            progress.clear();
            if (writeBaseline != null) {
                Baseline recorded = Baseline.of(results.stream().flatMap(r -> r.findings().stream()).toList());
                recorded.write(writeBaseline);
                int count = recorded.entries().size();
                err.println("dynamo-design: wrote " + count + (count == 1 ? " finding" : " findings") + " to " + writeBaseline);
            }
            if (known != null) {
                results.replaceAll(known::apply);
            }
        } catch (ConfigException e) {
            err.println("dynamo-design: " + e.getMessage());
            return ExitCodes.UNREADABLE;
        } catch (IOException e) {
            err.println("dynamo-design: cannot write " + writeBaseline + ": " + e.getMessage());
            return ExitCodes.UNREADABLE;
        }
        if (!report(results, metadata, err)) {
            return ExitCodes.UNREADABLE;
        }
        if (results.stream().anyMatch(LintResult::unreadable)) {
            return ExitCodes.UNREADABLE;
        }
        if (writeBaseline != null || failOn == FailOn.never) {
            return ExitCodes.CLEAN;
        }
        Severity threshold = Severity.parse(failOn.name());
        return results.stream().anyMatch(r -> r.failsAt(threshold)) ? ExitCodes.FINDINGS : ExitCodes.CLEAN;
    }

    private boolean report(List<LintResult> results, List<RuleMetadata> metadata, PrintWriter err) {
        String text = switch (format) {
            case json -> JsonReport.write(results) + "\n";
            case sarif -> SarifReport.write(results, metadata, new Main.Version().getVersion()[0].replace("dynamo-design ", "")) + "\n";
            case text -> {
                StringWriter buffer = new StringWriter();
                boolean colour = output == null && System.console() != null && System.getenv("NO_COLOR") == null;
                new TextReport(colour).write(results, new PrintWriter(buffer));
                yield buffer.toString();
            }
        };
        return ReportOutput.write(text, output, spec.commandLine().getOut(), err);
    }
}

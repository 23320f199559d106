package io.github.dynamodesign.cli;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.diff.ChangeClass;
import io.github.dynamodesign.diff.DesignDiff;
import io.github.dynamodesign.diff.report.DiffReport;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code dynamo-design diff OLD NEW}: what a change of the design means for a table that already holds items. */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = "Compare two versions of a design and classify each change by what it means for a live table: "
                + "new-table, rewrite, index-rebuild, backfill, behaviour, safe.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no change at or above --fail-on", "1:a change at or above --fail-on",
                "2:a document that cannot be read, an unknown revision, or bad usage"})
final class DiffCommand implements Callable<Integer> {

    enum Format { text, json, markdown, sarif }

    enum FailOn {
        breaking(ChangeClass.FailLevel.BREAKING), backfill(ChangeClass.FailLevel.BACKFILL), any(ChangeClass.FailLevel.ANY),
        never(ChangeClass.FailLevel.NEVER);

        final ChangeClass.FailLevel level;

        FailOn(ChangeClass.FailLevel level) {
            this.level = level;
        }
    }

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "OLD NEW", arity = "1..2",
            description = "the old and the new design document; with --against REV, only the new one")
    List<Path> files = new ArrayList<>();

    @Option(names = "--against", paramLabel = "REV",
            description = "take the old design from the same path at this git revision (origin/main, HEAD~1, a tag)")
    String against;

    @Option(names = "--format", defaultValue = "text", description = "text, json, markdown or sarif (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = "--output", paramLabel = "FILE", description = "write the report to FILE instead of standard output")
    Path output;

    @Option(names = "--fail-on", defaultValue = "breaking", paramLabel = "LEVEL",
            description = "exit 1 when a change is at least this demanding: breaking (new-table, rewrite, index-rebuild), "
                    + "backfill, any, or never (default: ${DEFAULT-VALUE})")
    FailOn failOn;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (against == null && files.size() != 2) {
            err.println("dynamo-design: diff needs OLD and NEW, or NEW with --against REV");
            return ExitCodes.UNREADABLE;
        }
        if (against != null && files.size() != 1) {
            err.println("dynamo-design: with --against REV, give only the new design (the old one is its path at REV)");
            return ExitCodes.UNREADABLE;
        }
        Path newFile = files.get(files.size() - 1);
        Optional<Design> before = DesignVersions.previous(against == null ? files.get(0) : null, newFile, against, "--against", err);
        if (before.isEmpty()) {
            return ExitCodes.UNREADABLE;
        }
        Optional<Design> after = DesignVersions.readable(MarkdownDesignReader.read(newFile), err);
        if (after.isEmpty()) {
            return ExitCodes.UNREADABLE;
        }
        DesignDiff diff = DesignDiff.between(before.get(), after.get());
        String text = switch (format) {
            case text -> DiffReport.text(diff);
            case json -> DiffReport.json(diff) + "\n";
            case markdown -> DiffReport.markdown(diff);
            case sarif -> DiffReport.sarif(diff, new Main.Version().getVersion()[0].replace("dynamo-design ", "")) + "\n";
        };
        if (!ReportOutput.write(text, output, spec.commandLine().getOut(), err)) {
            return ExitCodes.UNREADABLE;
        }
        return diff.failsAt(failOn.level) ? ExitCodes.FINDINGS : ExitCodes.CLEAN;
    }
}

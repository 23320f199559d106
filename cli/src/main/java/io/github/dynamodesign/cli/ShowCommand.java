package io.github.dynamodesign.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Severity;
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
import java.util.concurrent.Callable;

/** {@code dynamo-design show FILE}: the model as understood, with diagnostics. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Print the design as understood: table, indexes, entities and templates, access patterns "
                + "with their resolved returns, and the reader's diagnostics.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the document was read without errors", "2:the document cannot be read, has errors, or bad usage"})
final class ShowCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "the design documents (Markdown)")
    List<Path> files;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text or json (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Option(names = "--spec", paramLabel = "FILE", description = "the access-patterns document the design was made from "
            + "(default: the one its `> Input:` line names, when found)")
    java.nio.file.Path specFile;

    @Override
    public Integer call() throws JsonProcessingException {
        if (specFile != null && files.size() > 1) {
            spec.commandLine().getErr().println("dynamo-design: --spec names the access patterns of one design; give one design with it");
            return ExitCodes.UNREADABLE;
        }
        int exit = ExitCodes.CLEAN;
        for (Path file : files) {
            exit = Math.max(exit, show(file));
        }
        return exit;
    }

    private int show(Path file) throws JsonProcessingException {
        PrintWriter out = spec.commandLine().getOut();
        Design design = MarkdownDesignReader.read(file);
        List<Diagnostic> diagnostics = new ArrayList<>(design.diagnostics());
        diagnostics.addAll(ModelChecks.all(design));
        diagnostics.sort((a, b) -> a.location().compareTo(b.location()));
        java.util.Optional<io.github.dynamodesign.intent.Intents> intents = java.util.Optional.empty();
        if (design.usable()) {
            SpecFiles.Loaded loaded = SpecFiles.load(file, design, specFile, spec.commandLine().getErr());
            if (loaded.failed()) {
                return ExitCodes.UNREADABLE;
            }
            intents = java.util.Optional.of(io.github.dynamodesign.intent.Intents.of(design, loaded.spec()));
        }
        if (format == OutputFormat.json) {
            out.println(DesignJson.MAPPER.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(DesignJson.of(design, diagnostics, intents)));
        } else {
            DesignText.print(design, diagnostics, intents, out);
        }
        boolean readErrors = diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
        return !design.usable() || readErrors ? ExitCodes.UNREADABLE : ExitCodes.CLEAN;
    }
}

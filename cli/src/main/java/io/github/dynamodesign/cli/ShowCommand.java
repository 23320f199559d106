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

    @Override
    public Integer call() throws JsonProcessingException {
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
        if (format == OutputFormat.json) {
            out.println(DesignJson.MAPPER.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(DesignJson.of(design, diagnostics)));
        } else {
            DesignText.print(design, diagnostics, out);
        }
        boolean readErrors = diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
        return !design.usable() || readErrors ? ExitCodes.UNREADABLE : ExitCodes.CLEAN;
    }
}

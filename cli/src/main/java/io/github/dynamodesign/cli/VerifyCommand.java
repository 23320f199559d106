package io.github.dynamodesign.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.verify.LocalDynamoDb;
import io.github.dynamodesign.verify.VerificationReport;
import io.github.dynamodesign.verify.VerificationSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code dynamo-design verify FILE}: every access pattern against DynamoDB Local, with no test code to write. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Verify that each access pattern returns exactly the intended items, in the intended order, "
                + "against DynamoDB Local seeded with sample data.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every pattern passed (skipped ones allowed)", "1:a pattern failed",
                "2:a document that cannot be read, or bad usage"})
final class VerifyCommand implements Callable<Integer> {

    /** The seed used when none is given: runs are repeatable unless asked otherwise. */
    static final long DEFAULT_SEED = VerificationSession.DEFAULT_SEED;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "the design document (Markdown)")
    Path file;

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "" + DEFAULT_SEED,
            description = "seed of the sample data (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--pattern", paramLabel = "ID", description = "verify only this pattern (repeatable)")
    List<String> patterns = new ArrayList<>();

    @Override
    public Integer call() throws JsonProcessingException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Design design = MarkdownDesignReader.read(file);
        if (!design.usable()) {
            for (Diagnostic d : design.diagnostics()) {
                err.println(d);
            }
            return ExitCodes.UNREADABLE;
        }
        Set<String> wanted = new LinkedHashSet<>(patterns);
        List<String> ids = new ArrayList<>();
        design.reads().forEach(p -> ids.add(p.id()));
        design.writes().forEach(w -> ids.add(w.id()));
        for (String id : wanted) {
            if (!ids.contains(id)) {
                err.println("dynamo-design: " + file + " has no pattern " + id + " (patterns: " + String.join(", ", ids) + ")");
                return ExitCodes.UNREADABLE;
            }
        }
        VerificationReport report;
        long startMillis;
        try (LocalDynamoDb local = LocalDynamoDb.start();
             VerificationSession session = VerificationSession.open(design, local.client(), seed)) {
            startMillis = local.startMillis();
            report = session.run(id -> wanted.isEmpty() || wanted.contains(id));
            if (format == OutputFormat.json) {
                out.println(VerifyJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(VerifyJson.of(design, report)));
            } else {
                VerifyText.print(design, report, session.seededItems().size(), startMillis, out);
            }
        }
        out.flush();
        List<Diagnostic> readErrors = design.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).toList();
        if (!readErrors.isEmpty()) {
            readErrors.forEach(err::println);
            return ExitCodes.UNREADABLE;
        }
        return report.passed() ? ExitCodes.CLEAN : ExitCodes.FINDINGS;
    }
}

package io.github.dynamodesign.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** The {@code dynamo-design} command. */
@Command(name = "dynamo-design", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Test and lint DynamoDB single-table design documents.",
        subcommands = {ShowCommand.class, LintCommand.class, VerifyCommand.class, DiffCommand.class, RulesCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:clean", "1:findings at or above --fail-on / a pattern failed",
                "2:bad usage or a document that cannot be read"})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(execute(out, err, args));
    }

    /** Runs the command with the given streams; returns the exit code. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler(new UsageErrors());
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            boolean internal = !(e instanceof IllegalArgumentException || e instanceof java.io.UncheckedIOException);
            commandLine.getErr().println("dynamo-design: " + (internal ? "internal error, please report it with the document: "
                    + e + (e.getStackTrace().length > 0 ? " at " + e.getStackTrace()[0] : "") : e.getMessage()));
            if (System.getenv("DYNAMO_DESIGN_STACKTRACE") != null) {
                e.printStackTrace(commandLine.getErr());
            }
            return ExitCodes.UNREADABLE;
        });
        int code = cli.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required: show, lint, verify or diff");
    }

    /** The version from the jar manifest, when there is one. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Main.class.getPackage().getImplementationVersion();
            return new String[] {"dynamo-design " + (version == null ? "(development build)" : version)};
        }
    }
}

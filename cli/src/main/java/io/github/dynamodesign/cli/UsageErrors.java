package io.github.dynamodesign.cli;

import io.github.dynamodesign.design.ModelChecks;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.PrintWriter;
import java.util.List;

/**
 * Bad usage in words a first-time user understands: an unknown command with the closest one, a value that is not
 * what an option takes with an example, and where to read more. Exit code 2.
 */
final class UsageErrors implements CommandLine.IParameterExceptionHandler {

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        PrintWriter err = cli.getErr();
        err.println("dynamo-design: " + message(e));
        err.println("see '" + cli.getCommandSpec().qualifiedName() + " --help'");
        err.flush();
        return ExitCodes.UNREADABLE;
    }

    static String message(CommandLine.ParameterException e) {
        CommandLine cli = e.getCommandLine();
        if (e instanceof CommandLine.UnmatchedArgumentException u && cli.getCommandSpec().parent() == null
                && !u.getUnmatched().isEmpty() && !cli.getSubcommands().isEmpty()) {
            String word = u.getUnmatched().get(0);
            List<String> commands = List.copyOf(cli.getSubcommands().keySet());
            return "unknown command '" + word + "' (commands: " + String.join(", ", commands) + ")"
                    + ModelChecks.suggestion(word, commands).map(s -> "; did you mean '" + s + "'?").orElse("");
        }
        if (e instanceof CommandLine.MissingParameterException && cli.getCommandSpec().parent() != null) {
            String name = cli.getCommandSpec().name();
            return name + " needs the design document to read, e.g. dynamo-design " + name + " docs/dynamodb/table-design.md";
        }
        ArgSpec arg = e.getArgSpec();
        if (arg instanceof OptionSpec option && e.getCause() instanceof CommandLine.TypeConversionException) {
            String value = e.getValue() == null ? "" : e.getValue();
            return "'" + value + "' is not a value of " + option.longestName() + ": " + expected(option);
        }
        return e.getMessage();
    }

    /** What an option takes, with an example. */
    private static String expected(OptionSpec option) {
        Class<?> type = option.type();
        if (option.longestName().equals("--seed")) {
            return "a seed is a whole number that chooses the sample data, e.g. --seed 7 (the default is 42)";
        }
        if (type == long.class || type == Long.class || type == int.class || type == Integer.class) {
            return "it takes a whole number, e.g. " + option.longestName() + " 10";
        }
        if (type.isEnum()) {
            return "it takes one of " + String.join(", ", java.util.Arrays.stream(type.getEnumConstants()).map(String::valueOf).toList());
        }
        return "see the option's description";
    }
}

package io.github.dynamodesign.cli;

import java.io.PrintWriter;

/**
 * A line on a terminal that says how far a long run is ({@code verify 12/76 AP-004 · Orders of a customer}), replaced as
 * the run goes on and cleared at the end. Only on an interactive terminal and for the text format: in CI, in JSON and
 * in files nothing extra is printed.
 */
final class Progress {

    /** Whether to show progress, and so print each result as soon as it is known. */
    enum Mode {
        LIVE, QUIET
    }

    private final Mode mode;
    private final PrintWriter err;
    private final String what;
    private final int total;
    private int done;
    private int width;

    private Progress(Mode mode, PrintWriter err, String what, int total) {
        this.mode = mode;
        this.err = err;
        this.what = what;
        this.total = total;
    }

    /** The decision: live on an interactive terminal for a text report to it, quiet otherwise. */
    static Mode mode(boolean interactive, boolean textToTerminal) {
        return interactive && textToTerminal ? Mode.LIVE : Mode.QUIET;
    }

    static Progress of(Mode mode, PrintWriter err, String what, int total) {
        return new Progress(mode, err, what, total);
    }

    /** Whether standard output and error are an interactive terminal (not a pipe, a file or CI). */
    static boolean interactive() {
        java.io.Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    boolean live() {
        return mode == Mode.LIVE;
    }

    /** The next item is under way. */
    void next(String item) {
        if (mode == Mode.QUIET) {
            return;
        }
        done++;
        String line = what + " " + done + "/" + total + " " + item;
        if (line.length() > 100) {
            line = line.substring(0, 97) + "...";
        }
        err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
        width = line.length();
        err.flush();
    }

    /** Clears the line, before anything else is printed. */
    void clear() {
        if (mode == Mode.LIVE && width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }
}

package io.github.dynamodesign.cli;

/** The exit codes of the command, as CI scripts rely on them. */
final class ExitCodes {

    static final int CLEAN = 0;
    static final int FINDINGS = 1;
    static final int UNREADABLE = 2;

    private ExitCodes() {
    }
}

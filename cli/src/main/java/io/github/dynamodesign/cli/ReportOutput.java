package io.github.dynamodesign.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where a report goes: standard output, or the file of {@code --output} (its folders made as needed). */
final class ReportOutput {

    private ReportOutput() {
    }

    /** Writes the report; false (with the reason on {@code err}) when the file cannot be written. */
    static boolean write(String text, Path output, PrintWriter out, PrintWriter err) {
        if (output == null) {
            out.print(text);
            out.flush();
            return true;
        }
        try {
            Path parent = output.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(output, text, StandardCharsets.UTF_8);
            return true;
        } catch (IOException e) {
            err.println("dynamo-design: cannot write " + output + ": " + e.getMessage());
            return false;
        }
    }
}

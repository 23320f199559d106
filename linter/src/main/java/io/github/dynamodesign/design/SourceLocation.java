package io.github.dynamodesign.design;

import java.util.Objects;

/** A place in a design document: file and 1-based line (0 when the whole file is meant). */
public record SourceLocation(String file, int line) implements Comparable<SourceLocation> {

    public SourceLocation {
        Objects.requireNonNull(file, "file");
    }

    public static SourceLocation of(String file, int line) {
        return new SourceLocation(file, line);
    }

    @Override
    public int compareTo(SourceLocation other) {
        int byFile = file.compareTo(other.file);
        return byFile != 0 ? byFile : Integer.compare(line, other.line);
    }

    @Override
    public String toString() {
        return line > 0 ? file + ":" + line : file;
    }
}

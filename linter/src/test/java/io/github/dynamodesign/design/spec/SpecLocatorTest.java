package io.github.dynamodesign.design.spec;

import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class SpecLocatorTest {

    private static final String DESIGN = """
            # DynamoDB Table Design

            > Input: docs/dynamodb/access-patterns.md

            ## Table Configuration

            | Property | Value |
            |---|---|
            | Table Name | `rooms` |
            | Partition Key | `pk` (String) |
            """;

    @TempDir
    Path dir;

    private Optional<Path> located(String designName) throws IOException {
        Path design = Files.writeString(dir.resolve(designName), DESIGN);
        return SpecLocator.locate(design, MarkdownDesignReader.read(design)).orElseThrow().path();
    }

    @Test
    void thePathAsWrittenFromAFolderAboveTheDesign() throws IOException {
        Files.createDirectories(dir.resolve("docs/dynamodb"));
        Files.writeString(dir.resolve("docs/dynamodb/access-patterns.md"), "# Access Patterns\n");
        Files.writeString(dir.resolve("rooms.access-patterns.md"), "# Access Patterns\n");
        Files.createDirectories(dir.resolve("design"));

        assertThat(located("design/rooms.table-design.md").orElseThrow().toAbsolutePath())
                .isEqualTo(dir.resolve("docs/dynamodb/access-patterns.md").toAbsolutePath());
    }

    @Test
    void theNamedFileWithTheDesignsOwnPrefixBesideIt() throws IOException {
        Files.writeString(dir.resolve("rooms.access-patterns.md"), "# Access Patterns\n");
        Files.writeString(dir.resolve("drones.access-patterns.md"), "# Access Patterns\n");

        assertThat(located("rooms.table-design.md").orElseThrow().getFileName()).hasToString("rooms.access-patterns.md");
    }

    @Test
    void noDocumentOfAnotherDesign() throws IOException {
        Files.writeString(dir.resolve("drones.access-patterns.md"), "# Access Patterns\n");

        assertThat(located("rooms.table-design.md")).isEmpty();
        assertThat(located("table-design.md")).isEmpty();
    }

    @Test
    void theStandardNameWithTheDesignsPrefixWhenTheNamedOneIsNotThere() throws IOException {
        Files.writeString(dir.resolve("league.access-patterns.md"), "# Access Patterns\n");
        Path design = Files.writeString(dir.resolve("league.table-design.md"), DESIGN.replace("docs/dynamodb/access-patterns.md",
                "docs/dynamodb/nfol-access-patterns.md"));
        assertThat(SpecLocator.locate(design, MarkdownDesignReader.read(design)).orElseThrow().path().orElseThrow().getFileName())
                .hasToString("league.access-patterns.md");
    }
}

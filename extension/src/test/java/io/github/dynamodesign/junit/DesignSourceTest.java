package io.github.dynamodesign.junit;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.diff.KeyChangePairs;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code previous = "git:REV"}: the design's own file at a revision of its repository. */
class DesignSourceTest {

    @Test
    void thePreviousVersionAtARevision(@TempDir Path repo) throws Exception {
        KeyChangePairs.Pair pair = KeyChangePairs.named("02");
        Path file = repo.resolve("table-design.md");
        try (Git git = Git.init().setDirectory(repo.toFile()).setInitialBranch("main").call()) {
            Files.copy(pair.before(), file);
            git.add().addFilepattern(".").call();
            git.commit().setMessage("v1").setAuthor("t", "t@example.com").setCommitter("t", "t@example.com").setSign(false).call();
        }
        Files.copy(pair.after(), file, StandardCopyOption.REPLACE_EXISTING);
        Design now = MarkdownDesignReader.read(file);
        List<String> problems = new ArrayList<>();

        Optional<Design> previous = DesignSource.previous("git:HEAD", now, getClass(), problems);
        assertThat(problems).isEmpty();
        assertThat(previous).get().satisfies(d -> {
            assertThat(d.file()).endsWith("table-design.md@HEAD");
            assertThat(d.entity("Order").orElseThrow().key("sk").orElseThrow().template().source()).isEqualTo("ORDER#<orderId>");
        });

        assertThat(DesignSource.previous("git:v9", now, getClass(), problems)).isEmpty();
        assertThat(problems).singleElement().asString().contains("no revision `v9`");
    }
}

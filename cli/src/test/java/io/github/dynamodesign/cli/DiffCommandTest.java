package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.dynamodesign.diff.KeyChangePairs;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class DiffCommandTest {

    private static String[] pair(String name) {
        KeyChangePairs.Pair p = KeyChangePairs.named(name);
        return new String[] {p.before().toString(), p.after().toString()};
    }

    private static CliRun diff(String name, String... options) {
        String[] files = pair(name);
        String[] args = new String[3 + options.length];
        args[0] = "diff";
        args[1] = files[0];
        args[2] = files[1];
        System.arraycopy(options, 0, args, 3, options.length);
        return CliRun.of(args);
    }

    @Test
    void exitCodesFollowFailOn() {
        assertThat(diff("02").exitCode()).as("a rewrite is breaking").isEqualTo(1);
        assertThat(diff("03").exitCode()).as("a backfill is not breaking").isZero();
        assertThat(diff("03", "--fail-on", "backfill").exitCode()).isEqualTo(1);
        assertThat(diff("01", "--fail-on", "backfill").exitCode()).as("safe").isZero();
        assertThat(diff("01", "--fail-on", "any").exitCode()).isEqualTo(1);
        assertThat(diff("16", "--fail-on", "any").exitCode()).as("prose only is no change").isZero();
        assertThat(diff("07", "--fail-on", "never").exitCode()).isZero();
        assertThat(diff("05").exitCode()).as("an index rebuild is breaking").isEqualTo(1);
    }

    @Test
    void textNamesEachChangeWithBothPlacesAndItsConsequence() {
        CliRun run = diff("02");
        assertThat(run.out()).contains("rewrite       Order sk `ORDER#<orderId>` → `ORDER#<placedAt>#<orderId>`")
                .contains("02-order-sk-gains-timestamp.v1.md:54 → ").contains("02-order-sk-gains-timestamp.v2.md:54")
                .contains("existing Order items sit under the old sk").contains("1 rewrite, 2 behaviour, 1 safe (4 changes)");
        assertThat(diff("16").out()).contains("no change that matters");
    }

    @Test
    void jsonMarkdownAndSarif() {
        JsonNode json = diff("13", "--format", "json").json();
        assertThat(json.at("/summary/worst").asText()).isEqualTo("rewrite");
        assertThat(json.at("/summary/backfill").asInt()).isEqualTo(4);
        assertThat(json.get("changes")).allSatisfy(c -> {
            assertThat(c.get("class").asText()).isNotEmpty();
            assertThat(c.get("kind").asText()).matches("[a-z-]+");
        });
        assertThat(json.at("/plan/steps/1/entity").asText()).isEqualTo("Order");
        assertThat(diff("13", "--format", "markdown").out()).startsWith("### DynamoDB design changes").contains("| **backfill** |");
        JsonNode sarif = diff("13", "--format", "sarif").json();
        assertThat(sarif.at("/runs/0/tool/driver/rules")).hasSize(6);
        assertThat(sarif.at("/runs/0/results/0/locations/0/physicalLocation/region/startLine").asInt()).isPositive();
    }

    @Test
    void againstARevisionOfTheRepositoryTheFileIsIn(@TempDir Path repo) throws Exception {
        KeyChangePairs.Pair p = KeyChangePairs.named("02");
        Path design = repo.resolve("docs/dynamodb/table-design.md");
        Files.createDirectories(design.getParent());
        try (Git git = Git.init().setDirectory(repo.toFile()).setInitialBranch("main").call()) {
            Files.copy(p.before(), design);
            git.add().addFilepattern(".").call();
            git.commit().setMessage("v1").setAuthor("t", "t@example.com").setCommitter("t", "t@example.com").setSign(false).call();
            Files.copy(p.after(), design, java.nio.file.StandardCopyOption.REPLACE_EXISTING);

            CliRun run = CliRun.of("diff", "--against", "HEAD", design.toString());
            assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
            assertThat(run.out()).contains("table-design.md@HEAD → ").contains("rewrite       Order sk");

            CliRun unknown = CliRun.of("diff", "--against", "no-such-branch", design.toString());
            assertThat(unknown.exitCode()).isEqualTo(2);
            assertThat(unknown.err()).contains("no revision `no-such-branch`").doesNotContain("Exception");

            Path other = repo.resolve("docs/other.md");
            Files.copy(p.after(), other);
            CliRun absent = CliRun.of("diff", "--against", "HEAD", other.toString());
            assertThat(absent.exitCode()).isEqualTo(2);
            assertThat(absent.err()).contains("docs/other.md does not exist at HEAD");
        }
    }

    @Test
    void badInputIsExitTwoWithFileAndLine(@TempDir Path dir) throws Exception {
        String[] files = pair("02");
        CliRun missing = CliRun.of("diff", dir.resolve("nope.md").toString(), files[1]);
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("nope.md").doesNotContain("Exception");

        Path broken = dir.resolve("broken.md");
        Files.writeString(broken, Files.readString(Path.of(files[1])).replace("`ORDER#<placedAt>#<orderId>` —", "`ORDER#<placedAt#<orderId>` —"));
        CliRun unreadable = CliRun.of("diff", files[0], broken.toString());
        assertThat(unreadable.exitCode()).isEqualTo(2);
        assertThat(unreadable.err()).containsPattern("broken\\.md:\\d+").contains("cannot be compared");

        assertThat(CliRun.of("diff", files[0]).exitCode()).isEqualTo(2);
        assertThat(CliRun.of("diff", files[0]).err()).contains("diff needs OLD and NEW, or NEW with --against REV");
        assertThat(CliRun.of("diff", "--against", "HEAD", files[0], files[1]).err()).contains("give only the new design");
        assertThat(CliRun.of("diff", "--not-a-format", files[0], files[1]).exitCode()).isEqualTo(2);
        assertThat(CliRun.of("diff", "--format", "yaml", files[0], files[1]).exitCode()).isEqualTo(2);
    }

    @Test
    void verifyWithThePreviousDesignRunsTheMigrationCheck(@TempDir Path dir) throws Exception {
        String[] files = pair("02");
        Path plan = dir.resolve("plan/migration.json");
        CliRun run = CliRun.of("verify", files[1], "--previous", files[0], "--migration-plan", plan.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("Migration check: ").contains("phase 1 · old data, new patterns")
                .contains("MIGRATE  AP-004 · Orders of a customer in a time window")
                .contains("as the previous design wrote it, where `ORDER#<placedAt>#<orderId>` renders `ORDER#20")
                .contains("phase 2 · after the migration").contains("migration check passed: 0 failed");
        JsonNode written = new com.fasterxml.jackson.databind.ObjectMapper().readTree(plan.toFile());
        assertThat(written.at("/steps/0/entity").asText()).isEqualTo("Order");
        assertThat(written.at("/steps/0/action").asText()).isEqualTo("put-new-delete-old");
        assertThat(written.at("/steps/0/sample/written").asInt()).isPositive();

        JsonNode json = CliRun.of("verify", files[1], "--previous", files[0], "--format", "json").json();
        assertThat(json.at("/previous/phases/0/phase").asText()).isEqualTo("old-data");
        assertThat(json.at("/previous/phases/0/summary/needs-migration").asInt()).isEqualTo(1);
        assertThat(json.at("/previous/passed").asBoolean()).isTrue();
        assertThat(json.at("/previous/diff/summary/worst").asText()).isEqualTo("rewrite");
    }

    @Test
    void verifyFailsWhenTheNewDesignFailsAfterTheMigration() {
        String[] files = pair("15");
        CliRun run = CliRun.of("verify", files[1], "--previous", files[0], "--pattern", "AP-001");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("FAIL     AP-008").contains("migration check failed");
        CliRun planAlone = CliRun.of("verify", files[1], "--migration-plan", "x.json");
        assertThat(planAlone.exitCode()).isEqualTo(2);
        assertThat(planAlone.err()).contains("--migration-plan writes the migration of a key change");
        assertThat(CliRun.of("verify", files[1], files[0], "--previous", files[0]).err()).contains("give one design with it");
    }
}

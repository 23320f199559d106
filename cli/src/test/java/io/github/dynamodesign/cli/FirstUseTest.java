package io.github.dynamodesign.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

import static io.github.dynamodesign.cli.VerifyCommandTest.fixture;
import static org.assertj.core.api.Assertions.assertThat;

/** What a first-time user trips over, answered in words. */
class FirstUseTest {

    @Test
    void anUnknownCommandIsNamedWithTheClosestOne() {
        CliRun run = CliRun.of("verfy", "x.md");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("unknown command 'verfy' (commands: show, lint, verify, diff, rules); did you mean 'verify'?")
                .contains("see 'dynamo-design --help'");
        assertThat(CliRun.of("frobnicate", "x.md").err()).contains("unknown command 'frobnicate'").doesNotContain("did you mean");
    }

    @Test
    void aSeedThatIsNoNumberIsExplained() {
        CliRun run = CliRun.of("verify", "--seed", "abc", fixture("good/chat.md"));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("'abc' is not a value of --seed: a seed is a whole number").contains("e.g. --seed 7");
        assertThat(CliRun.of("lint", "--format", "yaml", fixture("good/chat.md")).err())
                .contains("'yaml' is not a value of --format: it takes one of text, json, sarif");
        assertThat(CliRun.of("show").err()).contains("show needs the design document to read");
    }

    @Test
    void patternIdsInAnyCaseAndAHintForATypo() {
        CliRun lower = CliRun.of("verify", "--pattern", "ap-001", fixture("good/online-shop.md"));
        assertThat(lower.exitCode()).as(lower.err()).isZero();
        assertThat(lower.out()).contains("PASS  AP-001").contains("1 passed");
        CliRun typo = CliRun.of("verify", "--pattern", "AP-0001", fixture("good/online-shop.md"));
        assertThat(typo.exitCode()).isEqualTo(2);
        assertThat(typo.err()).contains("no pattern AP-0001; did you mean AP-001?");
    }

    @Test
    void aBinaryFileIsNamedAndNotPrinted(@TempDir Path dir) throws IOException {
        Path binary = dir.resolve("design.md");
        Files.write(binary, new byte[] {'P', 'K', 3, 4, 0, 27, '[', '3', '1', 'm', 1, 2});
        CliRun run = CliRun.of("show", binary.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out() + run.err()).contains("not a text document: it holds binary data").doesNotContain("\u001B");
    }

    @Test
    void progressOnlyOnATerminalForText() {
        assertThat(Progress.mode(true, true)).isEqualTo(Progress.Mode.LIVE);
        assertThat(Progress.mode(false, true)).as("CI, a pipe, a file").isEqualTo(Progress.Mode.QUIET);
        assertThat(Progress.mode(true, false)).as("JSON or SARIF").isEqualTo(Progress.Mode.QUIET);
    }

    @Test
    void theLauncherBuildsQuietlyAndShowsOnlyTheErrorsOfAFailedBuild(@TempDir Path dir) throws Exception {
        Path root = dir.resolve("checkout");
        Files.createDirectories(root.resolve("cli"));
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        Path launcher = root.resolve("dynamo-design");
        Files.copy(Path.of("..", "dynamo-design"), launcher);
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path mvn = bin.resolve("mvn");
        Files.writeString(mvn, "#!/usr/bin/env bash\nprintf '\\033[0m\\033[0m[INFO] noise\\n[ERROR] COMPILATION ERROR : x.java:[1,1] broken\\n';"
                + " exit 1\n");
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
        ProcessBuilder pb = new ProcessBuilder("bash", launcher.toString(), "rules").redirectErrorStream(false);
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        Process p = pb.start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(err).contains("building the command first").contains("about a minute")
                .contains("the build failed:").contains("[ERROR] COMPILATION ERROR : x.java:[1,1] broken")
                .doesNotContain("\u001B").doesNotContain("[INFO] noise");
    }
}

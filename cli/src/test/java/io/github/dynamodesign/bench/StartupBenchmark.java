package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.markdown.FixturePaths;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Cold-process timings, side by side in one run: the JVM's own floor ({@code java -version}), {@code --help},
 * {@code lint} of a small design and of a 1,000-pattern one, {@code show}, {@code verify} of online-shop and the bare
 * floor of a verification ({@link VerifyFloor}), each as the launcher runs it (its JVM options), and the launcher itself
 * (its staleness check and its JVM options) on the small lint. Min, median and max over several runs. Run with
 * {@code ./benchmark startup}.
 */
public final class StartupBenchmark {

    private StartupBenchmark() {
    }

    /** @param args the CLI jar, the launcher, and how many runs (default 7) */
    public static void main(String[] args) throws Exception {
        String jar = args[0];
        launcher = args[1];
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 7;
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path big = Files.createTempFile("dynamo-design-1000-patterns", ".md");
        Files.writeString(big, DesignGenerator.generate(100, 1000));
        String small = FixturePaths.designs().resolve("good/chat.md").toString();
        String shop = FixturePaths.designs().resolve("good/online-shop.md").toString();
        String classpath = jar + File.pathSeparator + System.getProperty("java.class.path");

        List<Row> rows = new ArrayList<>();
        rows.add(time("java -version (the JVM's floor)", runs, cmd(java, options(), "-version")));
        rows.add(time("dynamo-design --help", runs, cmd(java, options("--help"), "-jar", jar, "--help")));
        rows.add(time("lint, small design (chat)", runs, cmd(java, options("lint", small), "-jar", jar, "lint", small)));
        rows.add(time("./dynamo-design lint, small (launcher)", runs, List.of(launcher, "lint", small)));
        rows.add(time("lint, 1,000 patterns", runs, cmd(java, options("lint", big.toString()), "-jar", jar, "lint", "--fail-on", "never",
                big.toString())));
        rows.add(time("show, online-shop", runs, cmd(java, options("show", shop), "-jar", jar, "show", shop)));
        rows.add(time("verify, online-shop", runs, cmd(java, options("verify", shop), "-jar", jar, "verify", shop)));
        rows.add(time("floor of verify (bare program)", runs, cmd(java, options("verify", shop), "-cp", classpath, VerifyFloor.class.getName(),
                shop)));

        System.out.printf("%-40s %8s %8s %8s%n", "cold process (" + runs + " runs)", "min", "median", "max");
        for (Row r : rows) {
            System.out.printf("%-40s %8.2f %8.2f %8.2f%n", r.name, r.min, r.median, r.max);
        }
        System.out.printf("%nlint (small) / java -version: %.1fx;  verify / floor: %.2fx  (medians; JVM options as the launcher "
                + "chooses them: %s for these designs, %s for the 1,000-pattern one)%n", rows.get(2).median / rows.get(0).median,
                rows.get(6).median / rows.get(7).median, String.join(" ", options("lint", small)), String.join(" ", options("lint", big.toString())));
        Files.delete(big);
    }

    private record Row(String name, double min, double median, double max) {
    }

    private static String launcher;

    /** The JVM options the launcher chooses for these arguments. */
    private static List<String> options(String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(launcher, "--print-java-options"));
        command.addAll(Arrays.asList(arguments));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes()).strip();
        p.waitFor();
        return Arrays.asList(out.substring(out.lastIndexOf('\n') + 1).split(" "));
    }

    private static List<String> cmd(String java, List<String> options, String... rest) {
        List<String> c = new ArrayList<>(List.of(java));
        c.addAll(options);
        c.addAll(Arrays.asList(rest));
        return c;
    }

    private static Row time(String name, int runs, List<String> command) throws Exception {
        List<Double> seconds = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            long t = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            int exit = p.waitFor();
            seconds.add((System.nanoTime() - t) / 1e9);
            if (exit > 1) {
                throw new IllegalStateException(name + " exited " + exit + ": " + String.join(" ", command));
            }
        }
        Collections.sort(seconds);
        return new Row(name, seconds.get(0), seconds.get(runs / 2), seconds.get(runs - 1));
    }
}

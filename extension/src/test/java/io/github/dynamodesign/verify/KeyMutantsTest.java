package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Key bugs planted by rule into every good fixture — a pad removed, a lower() removed, a key bullet dropped (unless
 * the key is the attribute itself), the `~` of an inclusive upper bound removed, two placeholders of a partition key
 * swapped — are each caught, and explained.
 */
@Tag("slow")
class KeyMutantsTest {

    private static final Pattern KEY_BULLET = Pattern.compile("^- \\*\\*([A-Za-z0-9_]+)\\*\\*: `([^`]*)`(.*)$");

    private record Mutant(String what, String source) {
    }

    private static List<Mutant> mutants(String source) {
        List<Mutant> mutants = new ArrayList<>();
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher bullet = KEY_BULLET.matcher(lines[i]);
            if (bullet.matches() && !bullet.group(1).equalsIgnoreCase("TTL")) {
                String label = bullet.group(1);
                String template = bullet.group(2);
                List<String> changed = new ArrayList<>();
                changed.add(template.replaceFirst("<pad\\(([^,]+), *\\d+\\)>", "<$1>"));
                changed.add(template.replaceAll("lower\\(([^)]+)\\)", "$1"));
                if (label.equals("PK")) {
                    changed.add(template.replaceFirst("<([^>]+)>#<([^>]+)>", "<$2>#<$1>"));
                }
                for (String t : changed) {
                    if (!t.equals(template)) {
                        mutants.add(mutant(lines, i, "- **" + label + "**: `" + t + "`" + bullet.group(3),
                                (i + 1) + ": " + label + " `" + template + "` -> `" + t + "`"));
                    }
                }
                if (!template.equals("<" + label + ">")) {
                    mutants.add(mutant(lines, i, "", (i + 1) + ": " + label + " dropped"));
                }
            } else if (lines[i].matches("\\|\\s*AP-0\\d\\d.*~`.*")) {
                mutants.add(mutant(lines, i, lines[i].replaceFirst("~`", "`"), (i + 1) + ": upper bound without ~"));
            }
        }
        return mutants;
    }

    private static Mutant mutant(String[] lines, int index, String replacement, String what) {
        String[] copy = lines.clone();
        copy[index] = replacement;
        return new Mutant(what, String.join("\n", copy));
    }

    @Test
    void everyPlantedKeyBugFailsAPatternWithAReason() throws IOException {
        List<String> problems = new ArrayList<>();
        int count = 0;
        for (Path file : FixturePaths.good()) {
            for (Mutant m : mutants(Files.readString(file))) {
                String name = file.getFileName() + ":" + m.what();
                Design design = MarkdownDesignReader.read(file.getFileName().toString(), m.source());
                if (!design.usable()) {
                    continue;
                }
                count++;
                // with the access-patterns document the design names, as a user runs it: the order a pattern is for
                // comes from its Sort column (a mutant that only a description's words would catch is a warning)
                var spec = io.github.dynamodesign.design.markdown.MarkdownSpecReader.forDesign(file, design);
                try (VerificationSession session = VerificationSession.open(design, spec, TestDynamo.client(), 42)) {
                    VerificationReport report = session.run(id -> true);
                    List<PatternResult> failed = report.patterns().stream().filter(p -> p.status() == Status.FAILED).toList();
                    if (failed.isEmpty() && report.setupProblems().isEmpty()) {
                        problems.add(name + ": no pattern failed");
                    }
                    failed.stream().filter(p -> p.message().isBlank() && p.cases().stream().allMatch(c -> c.message().isBlank()))
                            .forEach(p -> problems.add(name + ": " + p.id() + " failed without a reason"));
                    report.patterns().forEach(p -> p.cases().stream().filter(c -> c.message().contains("could not run"))
                            .forEach(c -> problems.add(name + ": " + c.message())));
                }
            }
        }
        assertThat(count).isGreaterThan(40);
        assertThat(problems).isEmpty();
    }
}

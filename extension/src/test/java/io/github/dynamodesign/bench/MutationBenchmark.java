package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.MarkdownSpecReader;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.verify.LocalDynamoDb;
import io.github.dynamodesign.verify.PatternResult;
import io.github.dynamodesign.verify.Status;
import io.github.dynamodesign.verify.VerificationReport;
import io.github.dynamodesign.verify.VerificationSession;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The mutation rate of verification: key, order and limit bugs planted by rule into every design that has an
 * access-patterns document, each verified without the document (intent from the design's words) and with it. Prints
 * a table per operator and the mutants no pattern caught, for judging. Run with {@code ./benchmark mutants}.
 */
public final class MutationBenchmark {

    private static final Pattern KEY_BULLET = Pattern.compile("^- \\*\\*([A-Za-z0-9_]+)\\*\\*: `([^`]*)`(.*)$");
    private static final Pattern TWO_PLACEHOLDERS = Pattern.compile("<([^<>]+)>#<([^<>]+)>");

    private record Mutant(String file, String operator, String what, String source) {
    }

    private MutationBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        List<String> fixtures = args.length > 0 ? List.of(args) : List.of("good/online-shop.md", "good/chat.md",
                "good/project-tracker.md", "intent/issue-tracker.md");
        List<Mutant> mutants = new ArrayList<>();
        for (String fixture : fixtures) {
            mutants.addAll(mutants(fixture, Files.readString(FixturePaths.designs().resolve(fixture))));
        }
        Map<String, int[]> byOperator = new LinkedHashMap<>();
        List<String> missedWithout = new ArrayList<>();
        List<String> missedWith = new ArrayList<>();
        try (LocalDynamoDb local = LocalDynamoDb.start()) {
            for (Mutant m : mutants) {
                Path file = FixturePaths.designs().resolve(m.file());
                Design design = MarkdownDesignReader.read(file.toString(), m.source());
                if (!design.usable()) {
                    continue;
                }
                Optional<AccessPatternsSpec> spec = MarkdownSpecReader.forDesign(file, design);
                boolean without = caught(design, Optional.empty(), local) == Verdict.FAILED;
                Verdict withSpec = caught(design, spec, local);
                boolean with = withSpec == Verdict.FAILED;
                int[] counts = byOperator.computeIfAbsent(m.operator(), k -> new int[4]);
                counts[0]++;
                counts[1] += without ? 1 : 0;
                counts[2] += with ? 1 : 0;
                counts[3] += withSpec != Verdict.PASSED ? 1 : 0;
                if (!without) {
                    missedWithout.add(m.file() + " " + m.what());
                }
                if (!with) {
                    missedWith.add(m.file() + " " + m.what());
                }
            }
        }
        System.out.printf("%-34s %8s %16s %16s %22s%n", "operator", "mutants", "caught (words)", "caught (spec)",
                "failed or warned (spec)");
        int[] total = new int[4];
        byOperator.forEach((op, c) -> {
            System.out.printf("%-34s %8d %16d %16d %22d%n", op, c[0], c[1], c[2], c[3]);
            for (int i = 0; i < 4; i++) {
                total[i] += c[i];
            }
        });
        System.out.printf("%-34s %8d %16d %16d %22d%n", "total", total[0], total[1], total[2], total[3]);
        System.out.println();
        System.out.println("Not caught with the access-patterns document:");
        missedWith.forEach(m -> System.out.println("  " + m));
        System.out.println();
        System.out.println("Not caught from the design's words only (and caught with the document):");
        missedWithout.stream().filter(m -> !missedWith.contains(m)).forEach(m -> System.out.println("  " + m));
    }

    /** How a mutant came out: a pattern failed, only warnings were raised (suggested intent), or all passed clean. */
    private enum Verdict { FAILED, WARNED, PASSED }

    private static Verdict caught(Design design, Optional<AccessPatternsSpec> spec, LocalDynamoDb local) {
        try (VerificationSession session = VerificationSession.open(design, spec, local.client(), 42)) {
            VerificationReport report = session.run(id -> true);
            if (!report.setupProblems().isEmpty()
                    || report.patterns().stream().map(PatternResult::status).anyMatch(s -> s == Status.FAILED)) {
                return Verdict.FAILED;
            }
            return report.patterns().stream().anyMatch(p -> !p.warnings().isEmpty()) ? Verdict.WARNED : Verdict.PASSED;
        }
    }

    private static List<Mutant> mutants(String file, String source) {
        List<Mutant> mutants = new ArrayList<>();
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher bullet = KEY_BULLET.matcher(lines[i]);
            if (bullet.matches() && !bullet.group(1).equalsIgnoreCase("TTL")) {
                String label = bullet.group(1);
                String template = bullet.group(2);
                Map<String, String> changed = new LinkedHashMap<>();
                changed.put("pad removed", template.replaceFirst("<pad\\(([^,]+), *\\d+\\)>", "<$1>"));
                changed.put("lower() removed", template.replaceAll("lower\\(([^)]+)\\)", "$1"));
                changed.put("segments swapped", TWO_PLACEHOLDERS.matcher(template).replaceFirst("<$2>#<$1>"));
                changed.put("separator removed", TWO_PLACEHOLDERS.matcher(template).replaceFirst("<$1><$2>"));
                changed.put("literal prefix changed", template.replaceFirst("^([A-Z]+)#", "$1S#"));
                for (Map.Entry<String, String> c : changed.entrySet()) {
                    String t = c.getValue();
                    if (!t.equals(template)) {
                        mutants.add(mutant(file, lines, i, "- **" + label + "**: `" + t + "`" + bullet.group(3), c.getKey(),
                                (i + 1) + ": " + label + " `" + template + "` -> `" + t + "`"));
                    }
                }
                if (!template.equals("<" + label + ">")) {
                    mutants.add(mutant(file, lines, i, "", "key bullet dropped", (i + 1) + ": " + label + " dropped"));
                }
            } else if (lines[i].matches("\\|\\s*AP-0\\d\\d.*")) {
                if (lines[i].contains("~`")) {
                    mutants.add(mutant(file, lines, i, lines[i].replaceFirst("~`", "`"), "upper bound without ~",
                            (i + 1) + ": upper bound without ~"));
                }
                if (lines[i].contains("ScanIndexForward=false")) {
                    mutants.add(mutant(file, lines, i, lines[i].replaceFirst("ScanIndexForward=false,? ?", ""), "descending order dropped",
                            (i + 1) + ": ScanIndexForward=false dropped"));
                } else if (lines[i].contains("| Query |") && !lines[i].contains("ScanIndexForward")) {
                    String flipped = lines[i].replaceFirst("\\| ([^|]*)\\| ([A-Za-z ,]*)\\|\\s*$", "| $1| $2|")
                            .replaceFirst("(\\| Query \\|(?:[^|]*\\|){5})([^|]*)\\|", "$1 ScanIndexForward=false $2|");
                    if (!flipped.equals(lines[i])) {
                        mutants.add(mutant(file, lines, i, flipped, "order reversed", (i + 1) + ": ScanIndexForward=false added"));
                    }
                }
                if (lines[i].matches(".*Limit=\\d+.*")) {
                    mutants.add(mutant(file, lines, i, lines[i].replaceFirst(",? ?Limit=\\d+", ""), "Limit dropped",
                            (i + 1) + ": Limit dropped"));
                }
            }
        }
        return mutants;
    }

    private static Mutant mutant(String file, String[] lines, int index, String replacement, String operator, String what) {
        String[] copy = lines.clone();
        copy[index] = replacement;
        return new Mutant(file, operator, what, String.join("\n", copy));
    }
}

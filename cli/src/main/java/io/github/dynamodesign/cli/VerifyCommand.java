package io.github.dynamodesign.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.verify.KeyChange;
import io.github.dynamodesign.verify.Backend;
import io.github.dynamodesign.verify.BackendSettings;
import io.github.dynamodesign.verify.BackendUnavailableException;
import io.github.dynamodesign.verify.Backends;
import io.github.dynamodesign.verify.MigrationCheck;
import io.github.dynamodesign.verify.MigrationReport;
import io.github.dynamodesign.verify.VerificationReport;
import io.github.dynamodesign.verify.PatternCheck;
import io.github.dynamodesign.verify.PatternResult;
import io.github.dynamodesign.verify.Status;
import io.github.dynamodesign.verify.VerificationSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code dynamo-design verify FILE}: every access pattern against DynamoDB Local, with no test code to write. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Verify that each access pattern returns exactly the intended items, in the intended order, "
                + "against DynamoDB Local seeded with sample data.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every pattern passed (skipped ones allowed)", "1:a pattern failed",
                "2:a document that cannot be read, or bad usage"})
final class VerifyCommand implements Callable<Integer> {

    /** The seed used when none is given: runs are repeatable unless asked otherwise. */
    static final long DEFAULT_SEED = VerificationSession.DEFAULT_SEED;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "the design documents (Markdown); with several, a summary follows")
    List<Path> files;

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "" + DEFAULT_SEED,
            description = "seed of the sample data (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--pattern", paramLabel = "ID", description = "verify only this pattern (repeatable)")
    List<String> patterns = new ArrayList<>();

    @Option(names = "--spec", paramLabel = "FILE", description = "the access-patterns document the design was made from "
            + "(default: the one its `> Input:` line names, when found)")
    Path specFile;

    @Option(names = "--previous", paramLabel = "OLD", description = "also check the change from this older version of the design: "
            + "its items under the new patterns, the migration the change implies, and the deploy window (docs/key-changes.md)")
    Path previous;

    @Option(names = "--previous-against", paramLabel = "REV",
            description = "like --previous, the older version being the design's own path at this git revision (origin/main, HEAD~1)")
    String previousAgainst;

    @Option(names = "--migration-plan", paramLabel = "FILE",
            description = "with --previous: write the derived migration plan, with what it did to the sample, as JSON")
    Path migrationPlan;

    @Option(names = "--backend", paramLabel = "KIND", defaultValue = "embedded",
            description = "where to verify: embedded (DynamoDB Local in this JVM), container (in Docker) or endpoint (any URL; "
                    + "see docs/backends.md) (default: ${DEFAULT-VALUE})")
    String backend;

    @Option(names = "--endpoint", paramLabel = "URL", description = "the endpoint of --backend endpoint: http://localhost:8000, ...")
    String endpoint;

    @Option(names = "--region", paramLabel = "REGION", description = "the region of --backend endpoint (default: the AWS SDK's default chain)")
    String region;

    @Option(names = "--image", paramLabel = "IMAGE", description = "the image of --backend container (default: "
            + BackendSettings.DEFAULT_IMAGE + ")")
    String image;

    @Option(names = "--allow-remote", description = "allow an endpoint that is not on this machine (the environment variable "
            + BackendSettings.ALLOW_REMOTE_ENV + "=true is needed as well)")
    boolean allowRemote;

    /** The older version a key change is checked from, read before DynamoDB Local starts; null without --previous. */
    private Design previousDesign;
    private boolean migrationFailed;
    private java.util.Optional<io.github.dynamodesign.design.spec.AccessPatternsSpec> previousSpec = java.util.Optional.empty();

    /** One design's outcome: its report, or why it was not verified. */
    private record Outcome(Path file, Design design, VerificationReport report, int exit) {
    }

    @Override
    public Integer call() throws JsonProcessingException {
        Progress.Mode progressMode = Progress.mode(Progress.interactive(), format == OutputFormat.text);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (specFile != null && files.size() > 1) {
            err.println("dynamo-design: --spec names the access patterns of one design; give one design with it");
            return ExitCodes.UNREADABLE;
        }
        if ((previous != null || previousAgainst != null) && files.size() > 1) {
            err.println("dynamo-design: --previous checks the change of one design; give one design with it");
            return ExitCodes.UNREADABLE;
        }
        if (migrationPlan != null && previous == null && previousAgainst == null) {
            err.println("dynamo-design: --migration-plan writes the migration of a key change: give the older design with --previous OLD "
                    + "or --previous-against REV");
            return ExitCodes.UNREADABLE;
        }
        if (previous != null || previousAgainst != null) {
            java.util.Optional<Design> old = DesignVersions.previous(previous, files.get(0), previousAgainst, "--previous-against", err);
            if (old.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            previousDesign = old.get();
            if (previous != null) {
                SpecFiles.Loaded loaded = SpecFiles.load(previous, previousDesign, null, err);
                previousSpec = loaded.failed() ? java.util.Optional.empty() : loaded.spec();
            }
        }
        List<Design> designs = files.stream().map(MarkdownDesignReader::read).toList();
        List<String> ids = new ArrayList<>();
        designs.forEach(d -> d.reads().forEach(p -> ids.add(p.id())));
        designs.forEach(d -> d.writes().forEach(w -> ids.add(w.id())));
        Set<String> wanted = new LinkedHashSet<>();
        for (String id : patterns) {
            Optional<String> known = ids.stream().filter(i -> i.equalsIgnoreCase(id.strip())).findFirst();
            if (known.isEmpty()) {
                err.println("dynamo-design: " + (files.size() == 1 ? files.get(0) + " has" : "none of the designs has")
                        + " no pattern " + id + ModelChecks.suggestion(id, ids).map(s -> "; did you mean " + s + "?")
                        .orElse(" (patterns: " + String.join(", ", ids) + ")"));
                return ExitCodes.UNREADABLE;
            }
            wanted.add(known.get());
        }
        BackendSettings settings;
        try {
            Map<String, String> given = new java.util.HashMap<>();
            given.put("backend", backend);
            given.put("endpoint", endpoint);
            given.put("region", region);
            given.put("image", image);
            given.put("allow-remote", allowRemote ? "true" : "");
            settings = BackendSettings.from(name -> java.util.Optional.ofNullable(given.get(name)));
        } catch (IllegalArgumentException e) {
            err.println("dynamo-design: " + e.getMessage());
            return ExitCodes.UNREADABLE;
        }
        List<Outcome> outcomes = new ArrayList<>();
        Backend started;
        try {
            started = Backends.start(settings, System.getenv());
        } catch (BackendUnavailableException e) {
            err.println("dynamo-design: the " + settings.kind().id() + " backend cannot be used: " + e.getMessage());
            return ExitCodes.UNREADABLE;
        }
        try (Backend local = started) {
            for (int i = 0; i < files.size(); i++) {
                outcomes.add(verify(files.get(i), designs.get(i), local, wanted, progressMode, out, err));
            }
            if (files.size() > 1) {
                if (format == OutputFormat.json) {
                    out.println(VerifyJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(VerifyJson.of(
                            outcomes.stream().filter(o -> o.report() != null).map(o -> VerifyJson.of(o.design(), o.report())).toList(),
                            outcomes.stream().filter(o -> o.report() == null).map(o -> o.file().toString()).toList())));
                } else {
                    summary(outcomes, out);
                }
            }
        }
        out.flush();
        return outcomes.stream().mapToInt(Outcome::exit).max().orElse(ExitCodes.CLEAN);
    }

    private Outcome verify(Path file, Design design, Backend local, Set<String> wanted, Progress.Mode progressMode,
                           PrintWriter out, PrintWriter err)
            throws JsonProcessingException {
        if (!design.usable()) {
            for (Diagnostic d : design.diagnostics()) {
                err.println(d);
            }
            return new Outcome(file, design, null, ExitCodes.UNREADABLE);
        }
        SpecFiles.Loaded spec = SpecFiles.load(file, design, specFile, err);
        if (spec.failed()) {
            return new Outcome(file, design, null, ExitCodes.UNREADABLE);
        }
        VerificationReport report;
        try (VerificationSession session = VerificationSession.open(design, spec.spec(), local.client(), seed)) {
            Progress progress = Progress.of(progressMode, err, "verify", (int) session.patterns().stream()
                    .filter(p -> wanted.isEmpty() || wanted.contains(p.id())).count());
            if (progress.live()) {
                report = live(design, session, wanted, local, progress, out);
            } else {
                report = session.run(id -> wanted.isEmpty() || wanted.contains(id));
                if (format == OutputFormat.text) {
                    VerifyText.print(design, report, session.seededItems().size(), local, out);
                }
            }
            MigrationReport migration = previousDesign == null ? null
                    : MigrationCheck.run(KeyChange.of(previousDesign, design).withSpecs(previousSpec, spec.spec()), local.client(), seed,
                    java.util.Optional.of(report));
            if (format == OutputFormat.json && files.size() == 1) {
                com.fasterxml.jackson.databind.node.ObjectNode json = VerifyJson.of(design, report);
                if (migration != null) {
                    json.set("previous", MigrationOutput.json(migration));
                }
                out.println(VerifyJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json));
            } else if (migration != null) {
                MigrationOutput.text(migration, out);
            }
            if (migration != null && migrationPlan != null
                    && !ReportOutput.write(MigrationOutput.plan(migration), migrationPlan, out, err)) {
                return new Outcome(file, design, report, ExitCodes.UNREADABLE);
            }
            if (migration != null && !migration.passed()) {
                migrationFailed = true;
            }
            if (format == OutputFormat.text && files.size() > 1) {
                out.println();
            }
        }
        out.flush();
        List<Diagnostic> readErrors = design.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).toList();
        if (!readErrors.isEmpty()) {
            readErrors.forEach(err::println);
            return new Outcome(file, design, report, ExitCodes.UNREADABLE);
        }
        return new Outcome(file, design, report, report.passed() && !migrationFailed ? ExitCodes.CLEAN : ExitCodes.FINDINGS);
    }

    /** On a terminal: the header first, each pattern's result as soon as it is known, a progress line meanwhile. */
    private static VerificationReport live(Design design, VerificationSession session, Set<String> wanted, Backend local,
                                           Progress progress, PrintWriter out) {
        VerifyText.header(design, design.file(), session.seed(), session.tableCreated(), session.setupMillis(),
                session.setupProblems(), session.seededItems().size(), local, out);
        int width = VerifyText.width(session.patterns().stream().filter(p -> wanted.isEmpty() || wanted.contains(p.id()))
                .map(PatternCheck::displayName).toList());
        VerificationReport report = session.run(id -> wanted.isEmpty() || wanted.contains(id), new VerificationSession.RunListener() {
            @Override
            public void starting(PatternCheck pattern) {
                progress.next(pattern.displayName());
            }

            @Override
            public void finished(PatternResult result) {
                progress.clear();
                VerifyText.pattern(result, width, out);
            }
        });
        progress.clear();
        VerifyText.footer(report, out);
        return report;
    }

    /** One line per design and the totals. */
    private static void summary(List<Outcome> outcomes, PrintWriter out) {
        int width = Math.max(6, outcomes.stream().mapToInt(o -> o.file().toString().length()).max().orElse(6));
        out.printf("%-" + width + "s  %8s  %6s  %6s  %7s  %10s  %s%n", "design", "patterns", "passed", "failed", "skipped",
                "incomplete", "result");
        long[] total = new long[5];
        for (Outcome o : outcomes) {
            if (o.report() == null) {
                out.printf("%-" + width + "s  %8s  %6s  %6s  %7s  %10s  %s%n", o.file(), "-", "-", "-", "-", "-",
                        "not read (see above)");
                continue;
            }
            VerificationReport r = o.report();
            long[] counts = {r.patterns().size(), r.count(Status.PASSED), r.count(Status.FAILED), r.count(Status.SKIPPED),
                r.count(Status.INCOMPLETE)};
            for (int i = 0; i < 5; i++) {
                total[i] += counts[i];
            }
            out.printf("%-" + width + "s  %8d  %6d  %6d  %7d  %10d  %s%n", o.file(), counts[0], counts[1], counts[2], counts[3],
                    counts[4],
                    o.exit() == ExitCodes.CLEAN ? "passed" : o.exit() == ExitCodes.FINDINGS ? "failed" : "read with errors");
        }
        out.printf("%-" + width + "s  %8d  %6d  %6d  %7d  %10d%n", "total", total[0], total[1], total[2], total[3], total[4]);
    }
}

package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dynamodesign.diff.MigrationPlan;
import io.github.dynamodesign.diff.report.DiffReport;
import io.github.dynamodesign.verify.MigratedStep;
import io.github.dynamodesign.verify.MigrationPhase;
import io.github.dynamodesign.verify.MigrationReport;
import io.github.dynamodesign.verify.SetupProblem;
import io.github.dynamodesign.verify.Status;

import java.io.PrintWriter;
import java.util.List;

/** The migration check of {@code verify --previous}: in words, and as the {@code previous} section of the JSON. */
final class MigrationOutput {

    /** How many lines of a failed case's explanation the text shows. */
    private static final int SHOWN_LINES = 8;

    private MigrationOutput() {
    }

    static void text(MigrationReport report, PrintWriter out) {
        out.println();
        out.println("Migration check: " + report.diff().before().file() + " → " + report.diff().after().file() + " (seed " + report.seed()
                + ", " + report.millis() + " ms)");
        out.println("  changes: " + DiffReport.counts(report.diff()) + (report.diff().identical() ? "" : " (dynamo-design diff lists them)"));
        MigrationPlan plan = report.plan();
        if (!plan.tableOperations().isEmpty() || !report.migration().isEmpty()) {
            out.println("  migration derived from the diff:");
            plan.tableOperations().forEach(op -> out.println("    " + op));
            for (MigratedStep m : report.migration()) {
                MigrationPlan.Step s = m.step();
                out.println("    " + s.entity() + (s.previousEntity().equals(s.entity()) ? "" : " (was " + s.previousEntity() + ")") + ": "
                        + s.action().words() + (s.set().isEmpty() ? "" : "; set " + String.join(", ", s.set()))
                        + (s.remove().isEmpty() ? "" : "; remove " + String.join(", ", s.remove())));
                out.println("      " + s.selects() + "; condition " + s.condition());
                out.println("      sample: " + m.selected() + " items, " + m.written() + " written, " + m.alreadyDone() + " already as the new design writes them"
                        + (m.problems().isEmpty() ? "" : ", " + m.problems().size() + " not migrated"));
                m.problems().forEach(p -> out.println("      not migrated: " + p));
            }
        }
        int n = 1;
        for (MigrationPhase phase : report.phases()) {
            out.println();
            out.println("  phase " + n++ + " · " + phase.kind().title() + " — " + phase.kind().meaning());
            if (!phase.note().isEmpty()) {
                out.println("    " + phase.note());
            }
            for (SetupProblem p : phase.setupProblems()) {
                out.println("    setup: " + p);
            }
            int width = phase.patterns().stream().mapToInt(p -> Math.min(60, p.result().displayName().length())).max().orElse(10);
            for (MigrationPhase.PhasePattern p : phase.patterns()) {
                String name = p.result().displayName().length() > 60 ? p.result().displayName().substring(0, 57) + "..." : p.result().displayName();
                out.printf("    %-8s %-" + width + "s  %s%n", label(p.verdict()), name, p.explanation());
                if (p.verdict() == MigrationPhase.Verdict.NEEDS_MIGRATION || p.verdict() == MigrationPhase.Verdict.FAILED) {
                    p.result().cases().stream().filter(c -> c.status() == Status.FAILED).findFirst().ifPresent(c -> {
                        List<String> lines = c.message().lines().toList();
                        lines.stream().limit(SHOWN_LINES).forEach(line -> out.println("             " + line));
                        if (lines.size() > SHOWN_LINES) {
                            out.println("             ... " + (lines.size() - SHOWN_LINES) + " more lines (--format json has them all)");
                        }
                    });
                }
            }
        }
        out.println();
        long failed = report.phases().stream().mapToLong(p -> p.count(MigrationPhase.Verdict.FAILED)).sum();
        long migrate = report.phases().stream().mapToLong(p -> p.count(MigrationPhase.Verdict.NEEDS_MIGRATION)).sum();
        out.println("migration check " + (report.passed() ? "passed" : "failed") + ": " + failed + " failed, " + migrate
                + " need the migration" + (report.passed() ? "" : " — reproduce with --seed " + report.seed()));
        out.flush();
    }

    private static String label(MigrationPhase.Verdict v) {
        return switch (v) {
            case PASSED -> "PASS";
            case NEEDS_MIGRATION -> "MIGRATE";
            case FAILED -> "FAIL";
            case SKIPPED -> "SKIP";
            case INCOMPLETE -> "INCOMPLETE";
        };
    }

    /** {@code {"design","diff":{..},"plan":{..,"steps":[{..,"sample":{..}}]},"phases":[..],"passed"}}. */
    static ObjectNode json(MigrationReport report) {
        ObjectNode root = VerifyJson.MAPPER.createObjectNode();
        root.put("design", report.diff().before().file());
        root.put("seed", report.seed());
        ObjectNode diff = DiffReport.node(report.diff());
        ObjectNode plan = (ObjectNode) diff.remove("plan");
        root.set("diff", diff);
        ArrayNode steps = (ArrayNode) plan.get("steps");
        for (int i = 0; i < report.migration().size() && i < steps.size(); i++) {
            MigratedStep m = report.migration().get(i);
            ObjectNode sample = ((ObjectNode) steps.get(i)).putObject("sample");
            sample.put("selected", m.selected());
            sample.put("written", m.written());
            sample.put("alreadyDone", m.alreadyDone());
            ArrayNode problems = sample.putArray("problems");
            m.problems().forEach(problems::add);
        }
        root.set("plan", plan);
        ArrayNode phases = root.putArray("phases");
        for (MigrationPhase phase : report.phases()) {
            ObjectNode p = phases.addObject();
            p.put("phase", phase.kind().id());
            p.put("ran", phase.ran());
            p.put("note", phase.note());
            ArrayNode setup = p.putArray("setupProblems");
            phase.setupProblems().forEach(s -> setup.add(s.toString()));
            ArrayNode patterns = p.putArray("patterns");
            for (MigrationPhase.PhasePattern pp : phase.patterns()) {
                ObjectNode n = VerifyJson.pattern(pp.result());
                n.put("verdict", pp.verdict().label());
                n.put("explanation", pp.explanation());
                patterns.add(n);
            }
            ObjectNode summary = p.putObject("summary");
            for (MigrationPhase.Verdict v : MigrationPhase.Verdict.values()) {
                summary.put(v.label(), phase.count(v));
            }
        }
        root.put("passed", report.passed());
        return root;
    }

    /** The plan with what it did to the sample, for {@code --migration-plan FILE}. */
    static String plan(MigrationReport report) {
        ObjectNode json = json(report);
        ObjectNode plan = (ObjectNode) json.get("plan");
        plan.put("before", report.diff().before().file());
        plan.put("after", report.diff().after().file());
        try {
            return VerifyJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(plan) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

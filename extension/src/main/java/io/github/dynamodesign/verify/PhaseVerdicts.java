package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeySchema;
import io.github.dynamodesign.diff.DesignChange;
import io.github.dynamodesign.diff.DesignDiff;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** What a pattern's result means in a phase of a migration check, against what the diff predicts. */
final class PhaseVerdicts {

    private PhaseVerdicts() {
    }

    static MigrationPhase.PhasePattern judge(MigrationPhase.Kind kind, PatternResult p, Design design, DesignDiff diff,
                                             Optional<VerificationReport> fresh) {
        switch (p.status()) {
            case PASSED -> {
                return new MigrationPhase.PhasePattern(p, MigrationPhase.Verdict.PASSED, "");
            }
            case SKIPPED -> {
                return new MigrationPhase.PhasePattern(p, MigrationPhase.Verdict.SKIPPED, p.message());
            }
            case INCOMPLETE -> {
                return new MigrationPhase.PhasePattern(p, MigrationPhase.Verdict.INCOMPLETE, p.message());
            }
            default -> {
            }
        }
        Optional<Status> onFreshTable = kind == MigrationPhase.Kind.DEPLOY_WINDOW ? Optional.empty()
                : fresh.flatMap(r -> r.patterns().stream().filter(x -> x.id().equals(p.id())).findFirst()).map(PatternResult::status);
        if (onFreshTable.filter(s -> s == Status.FAILED).isPresent()) {
            return new MigrationPhase.PhasePattern(p, MigrationPhase.Verdict.FAILED, "it fails on a fresh table too: a bug of the new "
                    + "design (see its verification), not of the " + (kind == MigrationPhase.Kind.MIGRATED ? "migration" : "existing items"));
        }
        if (kind == MigrationPhase.Kind.MIGRATED) {
            return new MigrationPhase.PhasePattern(p, MigrationPhase.Verdict.FAILED, onFreshTable.isPresent()
                    ? "it passes on a fresh table: the migration leaves items otherwise than the new design writes them"
                    : "after the migration it must pass as on a fresh table");
        }
        if (p.cases().isEmpty()) {
            return new MigrationPhase.PhasePattern(p, MigrationPhase.Verdict.FAILED, p.message());
        }
        List<String> keys = design.keySchema(p.index()).map(KeySchema::all).orElse(List.of()).stream().map(KeyAttribute::name).toList();
        Set<String> predicted = new LinkedHashSet<>();
        Set<String> unpredicted = new LinkedHashSet<>();
        for (CaseResult c : p.cases()) {
            if (c.status() != Status.FAILED) {
                continue;
            }
            List<ItemRef> items = new ArrayList<>(c.missing());
            items.addAll(c.unexpected());
            if (items.isEmpty() && c.orderProblems().isEmpty()) {
                unpredicted.add(c.message());
            }
            for (ItemRef item : items) {
                judgeEntity(kind, item.entity(), keys, diff, predicted, unpredicted);
            }
            if (items.isEmpty() && !c.orderProblems().isEmpty()) {
                Set<String> stale = new LinkedHashSet<>();
                Set<String> fine = new LinkedHashSet<>();
                p.returns().forEach(e -> judgeEntity(kind, e, keys, diff, stale, fine));
                if (stale.isEmpty()) {
                    unpredicted.add("the order of " + String.join(", ", p.returns()) + " items");
                }
                predicted.addAll(stale);
            }
        }
        if (unpredicted.isEmpty() && !predicted.isEmpty()) {
            String lead = kind == MigrationPhase.Kind.DEPLOY_WINDOW ? "the previous design's pattern loses items the new design writes, "
                    : "existing items need migrating, ";
            return new MigrationPhase.PhasePattern(p, MigrationPhase.Verdict.NEEDS_MIGRATION, lead + "as the diff predicts: "
                    + String.join("; ", predicted));
        }
        return new MigrationPhase.PhasePattern(p, MigrationPhase.Verdict.FAILED, "the diff does not predict this: "
                + String.join("; ", unpredicted) + " (the diff and the data disagree)");
    }

    /**
     * @param entity the entity's name in the phase's design (the previous design's in the deploy window)
     */
    private static void judgeEntity(MigrationPhase.Kind kind, String entity, List<String> keys, DesignDiff diff, Set<String> predicted,
                                    Set<String> unpredicted) {
        if (entity.isEmpty()) {
            unpredicted.add("an item that was not seeded came back");
            return;
        }
        String inNew = kind == MigrationPhase.Kind.DEPLOY_WINDOW ? diff.renamed().getOrDefault(entity, entity) : entity;
        Optional<DesignChange> change = diff.predictsStale(inNew, keys);
        if (change.isPresent()) {
            predicted.add(change.get().changeClass().id() + " " + change.get().summary());
        } else {
            unpredicted.add(entity + " items read through " + String.join(", ", keys));
        }
    }
}

package io.github.dynamodesign.verify;

import io.github.dynamodesign.diff.MigrationPlan;

import java.util.List;

/**
 * What one step of a migration plan did to the sample items.
 *
 * @param selected items of its entity found in the table
 * @param written items it wrote
 * @param alreadyDone items it found migrated already (what a second run finds)
 * @param problems items it could not migrate, each in words
 */
public record MigratedStep(MigrationPlan.Step step, int selected, int written, int alreadyDone, List<String> problems) {

    public MigratedStep {
        problems = List.copyOf(problems);
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;

@LintRule(id = "too-many-gsis", severity = Severity.WARNING,
        title = "GSI count: a warning above 5, an error above 20",
        rationale = "Each GSI multiplies write cost and storage. Past a handful, overloading a GSI with several access "
                + "patterns usually serves better; DynamoDB allows at most 20 per table.",
        bad = """
                | GSI Name | Partition Key | Sort Key |
                |---|---|---|
                | ByEmail | `email` (S) | |
                | ByName | `name` (S) | |
                | ... six more, one per lookup ... | | |
                """,
        good = """
                | GSI Name | Partition Key | Sort Key | Purpose |
                |---|---|---|---|
                | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | overloaded: EMAIL#..., NAME#..., ... |
                """,
        options = {"warn-above=5", "error-above=20"})
public final class TooManyGsis implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        int warn = context.intOption(this, "warn-above");
        int error = context.intOption(this, "error-above");
        List<SecondaryIndex> gsis = context.design().indexes().stream().filter(i -> i.kind() == IndexKind.GSI).toList();
        if (gsis.size() > error) {
            SecondaryIndex over = gsis.get(error);
            findings.add(Severity.ERROR, over.location(), over.name(), over.location().line(), "the table has "
                    + gsis.size() + " GSIs, more than " + error + " (" + over.name() + " is number " + (error + 1) + ")",
                    "overload GSIs with several access patterns (generic GSI1PK/GSI1SK keys)");
        } else if (gsis.size() > warn) {
            SecondaryIndex over = gsis.get(warn);
            findings.add(Severity.WARNING, over.location(), over.name(), over.location().line(), "the table has "
                    + gsis.size() + " GSIs, more than " + warn + " (" + over.name() + " is number " + (warn + 1)
                    + "): each one adds write cost and storage", "overload GSIs with several access patterns (generic GSI1PK/GSI1SK keys)");
        }
    }
}

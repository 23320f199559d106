package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.design.spec.SpecPattern;
import io.github.dynamodesign.intent.Intents;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

@LintRule(id = "spec-uniqueness", severity = Severity.WARNING,
        title = "A value the access-patterns document says is unique has no item keyed by it",
        rationale = "Only a primary key is unique in DynamoDB. A write that must keep a value unique (\"email must be "
                + "unique\") needs an item whose key is that value, put with attribute_not_exists in the same "
                + "transaction; a GSI queried before the put lets two writers both find nothing and both succeed "
                + "(see uniqueness-via-gsi).",
        bad = """
                access patterns: | AP-101 | Customer | Register | email, name | ... | email must be unique |
                design:          | AP-101 | Register | PutItem | 1. Put Customer | attribute_not_exists(pk) |
                """,
        good = """
                design:          | AP-101 | Register | TransactWriteItems | 1. Put EmailClaim 2. Put Customer | attribute_not_exists(pk) |
                (EmailClaim: PK `EMAIL#<lower(email)>`)
                """)
public final class SpecUniqueness implements Rule {

    private static final Pattern UNIQUE = Pattern.compile(
            "(?i)`?([A-Za-z_]\\w*)`?\\s+(?:must\\s+be|is|stays|remains)\\s+unique|\\bunique\\s+`?([A-Za-z_]\\w*)`?|`?([A-Za-z_]\\w*)`?\\s+unique\\b");

    @Override
    public void check(LintContext context, Findings findings) {
        if (context.spec().isEmpty()) {
            return;
        }
        Design design = context.design();
        for (SpecPattern s : context.spec().get().patterns()) {
            Matcher m = UNIQUE.matcher(s.conditions());
            if (s.isRead() || !m.find()) {
                continue;
            }
            String attribute = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
            Optional<WritePattern> write = design.writes().stream().filter(w -> w.id().equalsIgnoreCase(s.id())).findFirst();
            // "alertSeq unique per farm": unique within a partition, so a sort key made of it is enough there
            Matcher scope = SCOPE.matcher(s.conditions().substring(m.end()));
            Optional<String> within = scope.lookingAt() ? Optional.of(scope.group(1)) : Optional.empty();
            if (write.isEmpty() || keyedPut(design, write.get(), attribute, within)) {
                continue;
            }
            WritePattern w = write.get();
            findings.add(w.location(), w.id(), w.location().line(), w.id() + " must keep " + attribute + " unique ("
                    + s.location() + ": \"" + s.conditions() + "\"), but none of its puts is of an item keyed by "
                    + attribute + " and guarded by attribute_not_exists", "put an item whose partition key is the "
                    + attribute + " (e.g. `" + attribute.toUpperCase(java.util.Locale.ROOT) + "#<" + attribute
                    + ">`) with attribute_not_exists in the same transaction");
        }
    }

    /** "unique per farm", "unique within a group": the scope the value is unique in. */
    private static final Pattern SCOPE = Pattern.compile("(?i)\\s+(?:per|within|in\\s+(?:a|each|the))\\s+`?([A-Za-z_]\\w*)`?");

    /**
     * Whether the write puts, guarded against overwriting, an item whose table key is made of the attribute: its
     * partition key, or (for a value unique within a scope) its sort key under a partition key made of the scope.
     */
    private static boolean keyedPut(Design design, WritePattern w, String attribute, Optional<String> within) {
        if (!w.guardsAgainstOverwrite()) {
            return false;
        }
        for (WriteStep step : w.steps()) {
            if (step.verbIfAny().orElse(null) != StepVerb.PUT || step.entity() == null) {
                continue;
            }
            Optional<Entity> e = design.entity(step.entity());
            if (e.isEmpty()) {
                continue;
            }
            java.util.Set<String> partition = Intents.attributesOf(e.get(), KeyConditionMatcher.entityTemplate(e.get(),
                    design.table().partitionKey()).references(), 0);
            if (partition.contains(attribute)) {
                return true;
            }
            // the scope's identifier ("farm": farmId) in the partition key and the value in the sort key
            boolean scoped = within.isPresent() && partition.stream().anyMatch(n -> n.equalsIgnoreCase(within.get())
                    || n.equalsIgnoreCase(within.get() + "Id") || n.equalsIgnoreCase(within.get() + "_id"));
            if (scoped && design.table().sortKey() != null && Intents.attributesOf(e.get(), KeyConditionMatcher.entityTemplate(e.get(),
                    design.table().sortKey()).references(), 0).contains(attribute)) {
                return true;
            }
        }
        return false;
    }
}

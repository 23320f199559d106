package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

@LintRule(id = "uniqueness-via-gsi", severity = Severity.WARNING,
        title = "Uniqueness checked by querying a GSI (race); use a uniqueness item in a transaction",
        rationale = "GSIs are eventually consistent and a query-then-put is two requests: two sign-ups with the same "
                + "e-mail can both see it free. A uniqueness item (PK `EMAIL#<email>`) written with "
                + "attribute_not_exists in the same TransactWriteItems makes DynamoDB enforce it.",
        bad = """
                - `email` (string, unique)
                - **GSI1PK**: `EMAIL#<lower(email)>`

                | AP-101 | Sign up | PutItem | 1. Query GSI1 for the e-mail 2. Put User | |
                """,
        good = """
                ### EmailClaim
                - **PK**: `EMAIL#<lower(email)>`
                - **SK**: `CLAIM`

                | AP-101 | Sign up | TransactWriteItems | 1. Put EmailClaim 2. Put User | attribute_not_exists(PK) |
                """)
public final class UniquenessViaGsi implements Rule {

    private static final Pattern CHECK_WORDS = Pattern.compile(
            "(?i)\\b(unique|uniqueness|already exists?|taken|duplicate)\\b|\\b(is|are|still|whether|if)\\s+(?:\\S+\\s+){0,3}?available\\b");

    @Override
    public void check(LintContext context, Findings findings) {
        String tablePk = context.design().table().partitionKey().name();
        for (Entity e : context.design().entities()) {
            for (Attribute a : e.attributes()) {
                if (!a.constraints().unique()) {
                    continue;
                }
                boolean enforced = context.design().entities().stream().anyMatch(f ->
                        KeyConditionMatcher.entityTemplate(f, context.design().table().partitionKey()).references().contains(a.name())
                                && f.attribute(a.name()).isPresent());
                List<String> indexes = context.design().entities().stream().flatMap(f -> f.keys().stream())
                        .filter(k -> !k.attribute().equals(tablePk) && k.template().references().contains(a.name()))
                        .flatMap(k -> context.roles(k.attribute()).stream())
                        .filter(r -> r.index() != null).map(LintContext.KeyRole::index).distinct().toList();
                if (!enforced && !indexes.isEmpty()) {
                    findings.onEntity(e, a.location(), e.name() + "." + a.name() + " is declared unique, but only "
                                    + String.join(", ", indexes) + " keys it: a GSI query before the put races",
                            "write a uniqueness item keyed by the value (PK `" + a.name().toUpperCase(Locale.ROOT) + "#<"
                                    + a.name() + ">`) with attribute_not_exists in the same TransactWriteItems");
                }
            }
        }
        for (WritePattern w : context.design().writes()) {
            for (WriteStep s : w.steps()) {
                String text = s.source().toLowerCase(Locale.ROOT);
                if (!s.understood() && text.contains("query") && mentionsGsi(context, s.source())) {
                    findings.onWrite(w, w.id() + " step " + s.number() + " queries an index before writing (\"" + s.source()
                                    + "\"): two concurrent requests can both pass the check",
                            "replace the check by a uniqueness item put with attribute_not_exists in the same TransactWriteItems");
                }
            }
        }
        for (ReadPattern p : context.design().reads()) {
            boolean gsi = p.indexName().flatMap(context.design()::index).map(i -> i.kind() == IndexKind.GSI).orElse(false);
            if (gsi && CHECK_WORDS.matcher(p.description()).find()) {
                findings.onPattern(p, p.id() + " (\"" + p.description() + "\") checks uniqueness through the GSI "
                                + p.index() + ", which is eventually consistent and races with concurrent writes",
                        "check with a uniqueness item on the table: GetItem with ConsistentRead, or attribute_not_exists in a transaction");
            }
        }
    }

    private static boolean mentionsGsi(LintContext context, String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.contains("gsi") || lower.contains("index")) {
            return true;
        }
        return context.design().indexes().stream().map(SecondaryIndex::name).anyMatch(text::contains);
    }
}

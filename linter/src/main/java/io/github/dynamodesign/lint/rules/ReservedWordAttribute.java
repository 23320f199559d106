package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

@LintRule(id = "reserved-word-attribute", severity = Severity.INFO,
        title = "Attribute named with a DynamoDB reserved word (needs expression names)",
        rationale = "DynamoDB reserves 573 words (NAME, STATUS, DATE, DATA, COUNT, ...). An attribute with such a name "
                + "cannot appear as is in a condition, filter, projection or update expression: every expression needs "
                + "an expression attribute name (#status).",
        bad = """
                - `status` (string, one of: OPEN|CLOSED)
                """,
        good = """
                - `orderStatus` (string, one of: OPEN|CLOSED)

                (or keep `status` and always write #status in expressions)
                """)
public final class ReservedWordAttribute implements Rule {

    private static final Set<String> RESERVED = load();

    @Override
    public void check(LintContext context, Findings findings) {
        for (Entity e : context.design().entities()) {
            List<Attribute> reserved = e.attributes().stream().filter(a -> isReserved(a.name())).toList();
            if (!reserved.isEmpty()) {
                findings.onEntity(e, reserved.get(0).location(), e.name() + " has attributes named with DynamoDB reserved "
                                + "words: " + reserved.stream().map(Attribute::name).collect(Collectors.joining(", ")),
                        "write them as expression attribute names (#" + reserved.get(0).name() + ") in every expression, "
                                + "or rename them");
            }
        }
    }

    public static boolean isReserved(String name) {
        return RESERVED.contains(name.toUpperCase(Locale.ROOT));
    }

    private static Set<String> load() {
        try (InputStream in = ReservedWordAttribute.class.getResourceAsStream("reserved-words.txt")) {
            if (in == null) {
                throw new IllegalStateException("reserved-words.txt is missing from the linter jar");
            }
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                    .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).collect(Collectors.toUnmodifiableSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

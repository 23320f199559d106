package io.github.dynamodesign.cli;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.intent.InputMeaning;
import io.github.dynamodesign.intent.Intents;
import io.github.dynamodesign.intent.PatternIntent;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Table;
import io.github.dynamodesign.design.WritePattern;

import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/** The text form of {@code show}. */
final class DesignText {

    private DesignText() {
    }

    static void print(Design design, List<Diagnostic> diagnostics, PrintWriter out) {
        print(design, diagnostics, java.util.Optional.empty(), out);
    }

    static void print(Design design, List<Diagnostic> diagnostics, java.util.Optional<Intents> intents, PrintWriter out) {
        out.println(design.file());
        design.metadata().forEach(m -> out.println("  " + m));
        Table t = design.table();
        if (t != null) {
            out.println();
            out.printf("Table %s: %s%s, %s, entity type attribute %s%s%n", t.name(), t.partitionKey(),
                    t.sortKey() == null ? "" : " / " + t.sortKey(),
                    t.billingMode().isEmpty() ? "billing mode not given" : t.billingMode(), t.entityTypeAttribute(),
                    t.ttlAttribute() == null ? "" : ", TTL " + t.ttlAttribute());
        }
        if (!design.indexes().isEmpty()) {
            out.println();
            out.println("Indexes");
            for (SecondaryIndex i : design.indexes()) {
                out.printf("  %-14s %s  %s / %s  %s%n", i.name(), i.kind(), keys(i.partitionKey()),
                        i.sortKey().isEmpty() ? "-" : keys(i.sortKey()), i.projection());
            }
        }
        if (!design.entities().isEmpty()) {
            out.println();
            out.println("Entities");
            for (Entity e : design.entities()) {
                out.printf("  %s (line %d)%n", e.name(), e.location().line());
                int width = e.keys().stream().mapToInt(k -> k.attribute().length()).max().orElse(0);
                for (KeyDefinition k : e.keys()) {
                    out.printf("    %-" + Math.max(10, width) + "s %s%n", k.attribute(), k.template().source());
                }
                out.println("    attributes: " + e.attributes().stream().map(DesignText::attribute)
                        .collect(Collectors.joining(", ")));
                e.derived().forEach(d -> out.printf("    derived: %s = %s%n", d.name(), d.source()));
                if (!e.examples().isEmpty()) {
                    out.printf("    example items: %d%n", e.examples().size());
                }
            }
        }
        if (!design.reads().isEmpty() || !design.writes().isEmpty()) {
            out.println();
            out.println("Access patterns");
            KeyConditionMatcher matcher = design.usable() ? new KeyConditionMatcher(design) : null;
            for (ReadPattern p : design.reads()) {
                String sk = p.sortKey() == null ? "" : ", SK " + p.sortKey().operator().symbol() + " "
                        + p.sortKey().operands().stream().map(KeyTemplate::source).collect(Collectors.joining(" AND "));
                String returns = matcher == null ? String.join(", ", p.returns())
                        : matcher.resultTypes(p).stream().map(Entity::name).collect(Collectors.joining(", "));
                out.printf("  %-8s %-13s %-10s PK %s%s%s -> %s%n", p.id(), p.operation(), p.index() == null ? "Table" : p.index(),
                        p.partitionKey().stream().map(KeyTemplate::source).collect(Collectors.joining(", ")), sk,
                        p.params().text().isEmpty() ? "" : " [" + p.params().text() + "]",
                        returns.isEmpty() ? "(nothing)" : returns + (p.returns().isEmpty() ? " (inferred)" : ""));
                intents.ifPresent(i -> intent(i.of(p), out));
            }
            for (WritePattern w : design.writes()) {
                out.printf("  %-8s %-18s %s%s%n", w.id(), w.operation(),
                        w.steps().stream().map(s -> s.number() + ". " + s.source()).collect(Collectors.joining("  ")),
                        (w.conditions().isEmpty() ? "" : "  [" + w.conditions() + "]") + (w.upsert() ? "  (upsert)" : ""));
            }
        }
        out.println();
        if (diagnostics.isEmpty()) {
            out.println("No diagnostics.");
        } else {
            out.println("Diagnostics");
            for (Diagnostic d : diagnostics) {
                out.printf("  %s: %s [%s] %s%n", d.location(), d.severity().label(), d.code(), d.message());
                if (!d.hint().isEmpty()) {
                    out.printf("      hint: %s%n", d.hint());
                }
            }
        }
    }

    /** What was understood of a pattern's intent, and what could not be. */
    private static void intent(PatternIntent intent, PrintWriter out) {
        List<String> parts = new java.util.ArrayList<>();
        intent.spec().ifPresent(s -> parts.add("spec " + s.location()));
        if (!intent.entities().isEmpty()) {
            parts.add("returns " + String.join(", ", intent.entities()));
        }
        if (!intent.order().isEmpty()) {
            parts.add("order " + intent.describeOrder());
        }
        intent.limit().ifPresent(l -> parts.add("at most " + l));
        intent.inputs().values().stream().filter(m -> m.kind() != InputMeaning.Kind.ATTRIBUTE)
                .forEach(m -> parts.add(m.describe()));
        out.printf("           intent: %s%n", parts.isEmpty() ? "nothing beyond its templates" : String.join("; ", parts));
        intent.undetermined().forEach(u -> out.printf("           undetermined: %s%n", u));
    }

    private static String keys(List<KeyAttribute> keys) {
        return keys.stream().map(KeyAttribute::toString).collect(Collectors.joining(", "));
    }

    private static String attribute(Attribute a) {
        List<String> constraints = a.constraints().describe();
        return a.name() + " (" + a.type().label() + (constraints.isEmpty() ? "" : ", " + String.join(", ", constraints)) + ")";
    }
}

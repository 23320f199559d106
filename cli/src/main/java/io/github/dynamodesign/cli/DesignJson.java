package io.github.dynamodesign.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.DerivedValue;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.intent.Intents;
import io.github.dynamodesign.intent.PatternIntent;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.FilterCondition;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.design.Table;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;

import java.util.List;
import java.util.Map;

/** The model as understood, as JSON: the shape of {@code show --format json}. */
final class DesignJson {

    static final ObjectMapper MAPPER = new ObjectMapper();

    private DesignJson() {
    }

    static ObjectNode of(Design design, List<Diagnostic> diagnostics) {
        return of(design, diagnostics, java.util.Optional.empty());
    }

    static ObjectNode of(Design design, List<Diagnostic> diagnostics, java.util.Optional<Intents> intents) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("file", design.file());
        ArrayNode metadata = root.putArray("metadata");
        design.metadata().forEach(metadata::add);
        if (design.table() == null) {
            root.putNull("table");
        } else {
            root.set("table", table(design.table()));
        }
        ArrayNode indexes = root.putArray("indexes");
        design.indexes().forEach(i -> indexes.add(index(i)));
        ArrayNode entities = root.putArray("entities");
        design.entities().forEach(e -> entities.add(entity(e)));
        ArrayNode patterns = root.putArray("accessPatterns");
        KeyConditionMatcher matcher = design.usable() ? new KeyConditionMatcher(design) : null;
        design.reads().forEach(p -> {
            ObjectNode n = read(p, matcher);
            intents.ifPresent(i -> n.set("intent", intent(i.of(p))));
            patterns.add(n);
        });
        intents.flatMap(Intents::spec).ifPresentOrElse(s -> root.put("spec", s.file()), () -> root.putNull("spec"));
        design.writes().forEach(w -> patterns.add(write(w)));
        ArrayNode collections = root.putArray("itemCollections");
        design.collections().forEach(c -> {
            ObjectNode n = collections.addObject();
            n.put("partitionKey", c.partitionKey());
            ArrayNode types = n.putArray("entityTypes");
            c.entityTypes().forEach(types::add);
            n.put("purpose", c.purpose());
            n.put("line", c.location().line());
        });
        ArrayNode suppressions = root.putArray("suppressions");
        design.suppressions().forEach(s -> {
            ObjectNode n = suppressions.addObject();
            n.put("rule", s.rule());
            n.put("reason", s.reason());
            n.put("line", s.location().line());
            n.put("targetLine", s.targetLine());
        });
        ArrayNode diags = root.putArray("diagnostics");
        diagnostics.forEach(d -> diags.add(diagnostic(d)));
        return root;
    }

    static ObjectNode diagnostic(Diagnostic d) {
        return io.github.dynamodesign.lint.report.JsonReport.diagnostic(d);
    }

    private static ObjectNode table(Table t) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("name", t.name());
        n.set("partitionKey", key(t.partitionKey()));
        if (t.sortKey() == null) {
            n.putNull("sortKey");
        } else {
            n.set("sortKey", key(t.sortKey()));
        }
        n.put("billingMode", t.billingMode());
        if (t.ttlAttribute() == null) {
            n.putNull("ttlAttribute");
        } else {
            n.put("ttlAttribute", t.ttlAttribute());
        }
        n.put("entityTypeAttribute", t.entityTypeAttribute());
        n.put("entityTypeAttributeDeclared", t.entityTypeDeclared());
        line(n, t.location());
        return n;
    }

    private static ObjectNode key(KeyAttribute k) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("name", k.name());
        n.put("type", k.type().name());
        return n;
    }

    private static ObjectNode index(SecondaryIndex i) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("name", i.name());
        n.put("kind", i.kind().name());
        ArrayNode pk = n.putArray("partitionKey");
        i.partitionKey().forEach(k -> pk.add(key(k)));
        ArrayNode sk = n.putArray("sortKey");
        i.sortKey().forEach(k -> sk.add(key(k)));
        ObjectNode projection = n.putObject("projection");
        projection.put("type", i.projection().type().name());
        ArrayNode attributes = projection.putArray("attributes");
        i.projection().attributes().forEach(attributes::add);
        n.put("purpose", i.purpose());
        line(n, i.location());
        return n;
    }

    private static ObjectNode entity(Entity e) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("name", e.name());
        n.put("type", e.type());
        n.put("heading", e.heading());
        n.put("description", e.description());
        line(n, e.location());
        ArrayNode keys = n.putArray("keys");
        for (KeyDefinition k : e.keys()) {
            ObjectNode key = keys.addObject();
            key.put("attribute", k.attribute());
            key.put("label", k.label());
            key.put("template", k.template().source());
            ArrayNode placeholders = key.putArray("placeholders");
            k.template().placeholders().forEach(p -> placeholders.add(p.source()));
            if (!k.note().isEmpty()) {
                key.put("note", k.note());
            }
            line(key, k.location());
        }
        ArrayNode attributes = n.putArray("attributes");
        for (Attribute a : e.attributes()) {
            ObjectNode attr = attributes.addObject();
            attr.put("name", a.name());
            attr.put("type", a.type().label());
            ArrayNode constraints = attr.putArray("constraints");
            a.constraints().describe().forEach(constraints::add);
            attr.put("kind", a.kind().name());
            if (!a.description().isEmpty()) {
                attr.put("description", a.description());
            }
            line(attr, a.location());
        }
        ArrayNode derived = n.putArray("derived");
        for (DerivedValue d : e.derived()) {
            ObjectNode value = derived.addObject();
            value.put("name", d.name());
            value.put("expression", d.source());
            line(value, d.location());
        }
        if (e.ttlAttribute() != null) {
            n.put("ttl", e.ttlAttribute());
        }
        ArrayNode examples = n.putArray("examples");
        e.examples().forEach(x -> {
            ObjectNode item = examples.addObject();
            for (Map.Entry<String, Object> v : x.values().entrySet()) {
                item.set(v.getKey(), MAPPER.valueToTree(v.getValue()));
            }
        });
        return n;
    }

    /** What was understood of a pattern's intent. */
    private static ObjectNode intent(PatternIntent intent) {
        ObjectNode n = MAPPER.createObjectNode();
        intent.spec().ifPresentOrElse(s -> n.put("specLine", s.location().line()), () -> n.putNull("specLine"));
        ArrayNode entities = n.putArray("returns");
        intent.entities().forEach(entities::add);
        ArrayNode order = n.putArray("order");
        intent.order().parts().forEach(part -> {
            ObjectNode o = order.addObject();
            o.put("attribute", part.attribute());
            o.put("descending", part.descending());
        });
        if (intent.orderSource() == null) {
            n.putNull("orderFrom");
        } else {
            n.put("orderFrom", intent.orderSource().name().toLowerCase(java.util.Locale.ROOT));
        }
        intent.limit().ifPresentOrElse(l -> n.put("limit", l), () -> n.putNull("limit"));
        ObjectNode inputs = n.putObject("inputs");
        intent.inputs().forEach((name, m) -> {
            ObjectNode i = inputs.putObject(name);
            i.put("kind", m.kind().name().toLowerCase(java.util.Locale.ROOT));
            m.attribute().ifPresentOrElse(a -> i.put("attribute", a), () -> i.putNull("attribute"));
            i.put("from", m.source().name().toLowerCase(java.util.Locale.ROOT));
        });
        ArrayNode undetermined = n.putArray("undetermined");
        intent.undetermined().forEach(undetermined::add);
        return n;
    }

    private static ObjectNode read(ReadPattern p, KeyConditionMatcher matcher) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("id", p.id());
        n.put("kind", "read");
        n.put("description", p.description());
        n.put("operation", p.operation().apiName());
        if (p.index() == null) {
            n.putNull("index");
        } else {
            n.put("index", p.index());
        }
        ArrayNode pk = n.putArray("partitionKey");
        p.partitionKey().forEach(t -> pk.add(t.source()));
        if (p.sortKey() == null) {
            n.putNull("sortKey");
        } else {
            ObjectNode sk = n.putObject("sortKey");
            sk.put("operator", p.sortKey().operator().symbol());
            ArrayNode values = sk.putArray("values");
            p.sortKey().operands().forEach(t -> values.add(t.source()));
            if (!p.sortKey().leadingEqualities().isEmpty()) {
                ArrayNode leading = sk.putArray("leadingEqualities");
                p.sortKey().leadingEqualities().forEach(t -> leading.add(t.source()));
            }
        }
        ObjectNode params = n.putObject("params");
        params.put("scanIndexForward", p.params().scanIndexForward());
        if (p.params().limit() == null) {
            params.putNull("limit");
        } else {
            params.put("limit", p.params().limit());
        }
        params.put("consistentRead", p.params().consistentRead());
        params.put("paginated", p.params().paginated());
        ArrayNode filters = params.putArray("filters");
        for (FilterCondition f : p.params().filters()) {
            ObjectNode filter = filters.addObject();
            filter.put("attribute", f.attribute());
            filter.put("operator", f.operator().symbol());
            ArrayNode operands = filter.putArray("operands");
            f.operands().forEach(t -> operands.add(t.source()));
        }
        ArrayNode inputs = n.putArray("inputs");
        p.inputs().forEach(inputs::add);
        n.put("returnsDeclared", !p.returns().isEmpty());
        ArrayNode returns = n.putArray("returns");
        if (matcher != null) {
            matcher.resultTypes(p).forEach(e -> returns.add(e.name()));
        } else {
            p.returns().forEach(returns::add);
        }
        line(n, p.location());
        return n;
    }

    private static ObjectNode write(WritePattern w) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("id", w.id());
        n.put("kind", w.delete() ? "delete" : "write");
        n.put("description", w.description());
        n.put("operation", w.operation().apiName());
        ArrayNode steps = n.putArray("steps");
        for (WriteStep s : w.steps()) {
            ObjectNode step = steps.addObject();
            step.put("number", s.number());
            step.put("understood", s.understood());
            if (s.understood()) {
                step.put("verb", s.verb().label());
                step.put("entity", s.entity());
                step.put("note", s.note());
            } else {
                step.put("text", s.source());
            }
        }
        n.put("conditions", w.conditions().text());
        n.put("upsert", w.upsert());
        line(n, w.location());
        return n;
    }

    private static void line(ObjectNode n, SourceLocation location) {
        n.put("line", location.line());
    }
}

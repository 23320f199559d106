package io.github.dynamodesign.lint;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SecondaryIndex;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.SourceLocation;
import io.github.dynamodesign.design.Table;
import io.github.dynamodesign.design.WritePattern;

import java.util.ArrayList;
import java.util.List;

/** Collects the findings of one rule; the element helpers tie each finding to what a suppression can name. */
public final class Findings {

    private final String rule;
    private final Severity severity;
    private final List<Finding> found = new ArrayList<>();

    Findings(String rule, Severity severity) {
        this.rule = rule;
        this.severity = severity;
    }

    public void add(SourceLocation at, String element, int elementLine, String message, String hint) {
        found.add(new Finding(rule, severity, at, element, elementLine, message, hint, null));
    }

    /** A finding with its own severity (rules whose severity depends on a threshold). */
    public void add(Severity level, SourceLocation at, String element, int elementLine, String message, String hint) {
        found.add(new Finding(rule, level, at, element, elementLine, message, hint, null));
    }

    /** A finding on an entity, at a line inside it (a key bullet, an attribute). */
    public void onEntity(Entity entity, SourceLocation at, String message, String hint) {
        add(at, entity.name(), entity.location().line(), message, hint);
    }

    public void onEntity(Entity entity, String message, String hint) {
        onEntity(entity, entity.location(), message, hint);
    }

    public void onPattern(ReadPattern pattern, String message, String hint) {
        add(pattern.location(), pattern.id(), pattern.location().line(), message, hint);
    }

    public void onWrite(WritePattern pattern, String message, String hint) {
        add(pattern.location(), pattern.id(), pattern.location().line(), message, hint);
    }

    public void onIndex(SecondaryIndex index, String message, String hint) {
        add(index.location(), index.name(), index.location().line(), message, hint);
    }

    public void onTable(Table table, String message, String hint) {
        add(table.location(), table.name(), table.location().line(), message, hint);
    }

    List<Finding> all() {
        return found;
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyDefinition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

import java.util.List;
import java.util.Map;

@LintRule(id = "separator-in-value", severity = Severity.WARNING,
        title = "Free-text attribute inside a key before another segment: a `#` in the value shifts segments",
        rationale = "A free-text value such as `Max#Jr` or `Max Jr` inside a key changes where the following segments "
                + "start: begins_with on `PET#Max#` also matches `PET#Max#Jr#...`, and values that contain a character "
                + "below the separator sort out of order.",
        bad = """
                ### Pet
                - **PK**: `OWNER#<ownerId>`
                - **SK**: `PET#<petName>#<petId>`
                - **Attributes**:
                  - `petName` (string)
                """,
        good = """
                ### Pet
                - **PK**: `OWNER#<ownerId>`
                - **SK**: `PET#<petId>`
                - **Attributes**:
                  - `petName` (string)
                """)
public final class SeparatorInValue implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (Map.Entry<Entity, KeyDefinition> entry : context.keyDefinitions()) {
            Entity e = entry.getKey();
            KeyDefinition key = entry.getValue();
            List<KeyTemplate.Segment> segments = key.template().segments();
            for (int i = 0; i < segments.size() - 1; i++) {
                if (segments.get(i) instanceof KeyTemplate.Placeholder p
                        && context.kind(e, p.expression()) == ValueKind.FREE_TEXT) {
                    findings.onEntity(e, key.location(), e.name() + " " + key.label() + " `" + key.template().source()
                                    + "`: <" + p.source() + "> is free text and may contain `#` or characters that sort "
                                    + "below it; a value such as `Max#Jr` shifts the segments after it",
                            "use an identifier here, constrain the attribute (one of, date, ulid, uuid), or move it to "
                                    + "the end of the key");
                }
            }
        }
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "placeholder-undefined", severity = Severity.ERROR,
        title = "Placeholder that is no attribute, derived value or expression",
        rationale = "A placeholder that names nothing can never be rendered: items are written without the key (or the "
                + "code invents a value), and no pattern finds them. Usually a typo.",
        bad = """
                ### Order
                - **SK**: `ORDER#<ordrId>`
                - **Attributes**:
                  - `orderId` (string)
                """,
        good = """
                ### Order
                - **SK**: `ORDER#<orderId>`
                - **Attributes**:
                  - `orderId` (string)
                """)
public final class PlaceholderUndefined implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        for (Diagnostic d : ModelChecks.undefinedPlaceholders(context.design())) {
            LintContext.Element element = context.elementAt(d.location().line());
            findings.add(d.location(), element.name(), element.line(), d.message(), d.hint());
        }
    }
}

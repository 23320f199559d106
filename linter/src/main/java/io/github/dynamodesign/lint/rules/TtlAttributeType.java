package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Attribute;
import io.github.dynamodesign.design.AttributeType;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.ValueFormat;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;


@LintRule(id = "ttl-attribute-type", severity = Severity.ERROR,
        title = "TTL attribute not a number / epoch-seconds",
        rationale = "DynamoDB's Time to Live only deletes items whose TTL attribute is a Number holding epoch seconds; "
                + "a string timestamp or milliseconds are ignored and the items never expire.",
        bad = """
                | TTL Attribute | `expiresAt` |

                - `expiresAt` (string, iso-8601)
                """,
        good = """
                | TTL Attribute | `expiresAt` |

                - `expiresAt` (number, epoch-seconds)
                """)
public final class TtlAttributeType implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        String tableTtl = context.design().table().ttlAttribute();
        for (Entity e : context.design().entities()) {
            if (tableTtl != null) {
                e.attribute(tableTtl).ifPresent(a -> checkType(e, a, findings));
            }
            if (e.ttlAttribute() != null) {
                if (tableTtl == null) {
                    findings.onEntity(e, e.name() + " declares the TTL attribute " + e.ttlAttribute()
                                    + ", but the table has no TTL attribute: its items never expire",
                            "add | TTL Attribute | `" + e.ttlAttribute() + "` | to the Table Configuration");
                } else if (!tableTtl.equals(e.ttlAttribute())) {
                    findings.onEntity(e, e.name() + " declares the TTL attribute " + e.ttlAttribute()
                                    + ", but the table's TTL attribute is " + tableTtl + ": its items never expire",
                            "store the expiry in " + tableTtl);
                }
            }
        }
    }

    private static void checkType(Entity e, Attribute a, Findings findings) {
        if (a.type() != AttributeType.NUMBER) {
            findings.onEntity(e, a.location(), e.name() + "." + a.name() + " is the TTL attribute but is a "
                            + a.type().label() + (a.constraints().format() == null ? "" : " (" + a.constraints().format().label() + ")")
                            + ": DynamoDB only expires items whose TTL is a Number of epoch seconds",
                    "declare `" + a.name() + "` (number, epoch-seconds)");
        } else if (a.constraints().format() != null && a.constraints().format() != ValueFormat.EPOCH_SECONDS) {
            findings.onEntity(e, a.location(), e.name() + "." + a.name() + " is the TTL attribute but is declared "
                    + a.constraints().format().label(), "declare `" + a.name() + "` (number, epoch-seconds)");
        }
    }
}

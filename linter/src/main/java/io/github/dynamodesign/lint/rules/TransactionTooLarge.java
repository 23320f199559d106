package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.Severity;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.lint.Findings;
import io.github.dynamodesign.lint.LintContext;
import io.github.dynamodesign.lint.LintRule;
import io.github.dynamodesign.lint.Rule;

@LintRule(id = "transaction-too-large", severity = Severity.ERROR,
        title = "More than 100 transaction steps, BatchWrite over 25, BatchGet over 100",
        rationale = "DynamoDB rejects a TransactWriteItems or TransactGetItems with more than 100 actions, a "
                + "BatchWriteItem with more than 25 requests and a BatchGetItem with more than 100 keys.",
        bad = """
                | AP-110 | Import | BatchWriteItem | 1. Put Order 2. Put Order ... 30. Put Order | |
                """,
        good = """
                | AP-110 | Import | BatchWriteItem | 1. Put Order ... 25. Put Order (repeat per 25 items) | |
                """,
        options = {"transact-max=100", "batch-write-max=25", "batch-get-max=100"})
public final class TransactionTooLarge implements Rule {

    @Override
    public void check(LintContext context, Findings findings) {
        int transactMax = context.intOption(this, "transact-max");
        int batchWriteMax = context.intOption(this, "batch-write-max");
        int batchGetMax = context.intOption(this, "batch-get-max");
        for (WritePattern w : context.design().writes()) {
            int steps = w.steps().size();
            if (w.operation() == Operation.TRANSACT_WRITE_ITEMS && steps > transactMax) {
                findings.onWrite(w, w.id() + " has " + steps + " transaction steps; TransactWriteItems takes at most "
                        + transactMax, "split the work, or keep the transaction to what must be atomic");
            } else if (w.operation() == Operation.BATCH_WRITE_ITEM && steps > batchWriteMax) {
                findings.onWrite(w, w.id() + " has " + steps + " requests; BatchWriteItem takes at most " + batchWriteMax,
                        "send the items in batches of " + batchWriteMax);
            }
        }
        for (ReadPattern p : context.design().reads()) {
            Integer limit = p.params().limit();
            if (limit == null) {
                continue;
            }
            if (p.operation() == Operation.BATCH_GET_ITEM && limit > batchGetMax) {
                findings.onPattern(p, p.id() + " reads " + limit + " keys; BatchGetItem takes at most " + batchGetMax,
                        "read in batches of " + batchGetMax);
            } else if (p.operation() == Operation.TRANSACT_GET_ITEMS && limit > transactMax) {
                findings.onPattern(p, p.id() + " reads " + limit + " items; TransactGetItems takes at most " + transactMax,
                        "split the read");
            }
        }
    }
}

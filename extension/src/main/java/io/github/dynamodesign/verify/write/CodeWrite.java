package io.github.dynamodesign.verify.write;

import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.verify.CapturedCall;
import io.github.dynamodesign.verify.CodeInputs;
import io.github.dynamodesign.verify.CodeRun;
import io.github.dynamodesign.verify.CodeUnderTest;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A write case's operation done by the user's code: its method called with the case's items (an attribute per
 * parameter, or an object per entity), every key it wrote handed to the case's table for clean-up, and an error
 * DynamoDB answered with passed on to the case (also when the code caught it), so conditions are judged as for the design.
 */
final class CodeWrite implements WriteAction {

    private final CodeUnderTest code;

    CodeWrite(CodeUnderTest code) {
        this.code = code;
    }

    @Override
    public String run(WritePattern w, List<StepItem> items, CaseItems table) {
        Map<String, Object> merged = new LinkedHashMap<>();
        Map<String, Map<String, Object>> byEntity = new LinkedHashMap<>();
        for (StepItem s : items) {
            boolean acted = s.step.verb() == StepVerb.DELETE || s.step.verb() == StepVerb.CONDITION_CHECK;
            Map<String, Object> values = acted ? s.before : s.after();
            values.forEach(merged::putIfAbsent);
            byEntity.putIfAbsent(s.entity.name(), values);
        }
        CodeRun run = code.call(CodeInputs.write(merged, byEntity));
        List<String> sent = new ArrayList<>();
        Optional<DynamoDbException> rejected = Optional.empty();
        for (CapturedCall c : run.calls()) {
            written(c.request()).forEach(table::wrote);
            sent.add(describe(c.request()) + c.failure().map(f -> " → rejected: " + f.awsErrorDetails().errorCode()).orElse(""));
            if (c.failure().isPresent()) {
                rejected = c.failure();
            }
        }
        if (rejected.isPresent()) {
            throw rejected.get();
        }
        if (run.thrown().isPresent()) {
            throw new IllegalStateException(code.name() + " threw " + run.thrown().get() + (sent.isEmpty() ? "" : " after " + String.join("; ", sent)));
        }
        return "through " + code.name() + ": " + (sent.isEmpty() ? "no request" : String.join("; ", sent));
    }

    /** The items or keys a request writes or deletes. */
    private static List<Map<String, AttributeValue>> written(SdkRequest r) {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        if (r instanceof PutItemRequest p) {
            keys.add(p.item());
        } else if (r instanceof UpdateItemRequest u) {
            keys.add(u.key());
        } else if (r instanceof DeleteItemRequest d) {
            keys.add(d.key());
        } else if (r instanceof TransactWriteItemsRequest t) {
            t.transactItems().forEach(i -> {
                if (i.put() != null) {
                    keys.add(i.put().item());
                } else if (i.update() != null) {
                    keys.add(i.update().key());
                } else if (i.delete() != null) {
                    keys.add(i.delete().key());
                }
            });
        } else if (r instanceof BatchWriteItemRequest b) {
            for (List<WriteRequest> requests : b.requestItems().values()) {
                requests.forEach(q -> keys.add(q.putRequest() != null ? q.putRequest().item() : q.deleteRequest().key()));
            }
        }
        return keys;
    }

    private static String describe(SdkRequest r) {
        if (r instanceof PutItemRequest p) {
            return "PutItem " + item(p.item()) + (p.conditionExpression() == null ? "" : " IF " + p.conditionExpression());
        }
        if (r instanceof UpdateItemRequest u) {
            return "UpdateItem " + item(u.key()) + " " + u.updateExpression() + (u.conditionExpression() == null ? "" : " IF " + u.conditionExpression());
        }
        if (r instanceof DeleteItemRequest d) {
            return "DeleteItem " + item(d.key());
        }
        if (r instanceof TransactWriteItemsRequest t) {
            return "TransactWriteItems of " + t.transactItems().size();
        }
        return CapturedCall.operation(r);
    }

    /** {@code pk=`CUSTOMER#c1`, sk=`PROFILE` (+ 4 attributes)}: the key-like attributes and the count of the rest. */
    private static String item(Map<String, AttributeValue> item) {
        List<String> parts = new ArrayList<>();
        item.forEach((k, v) -> {
            if (v.s() != null || v.n() != null) {
                parts.add(k + "=`" + ItemCodec.keyText(v) + "`");
            }
        });
        return String.join(", ", parts.subList(0, Math.min(parts.size(), 6))) + (parts.size() > 6 ? ", …" : "");
    }
}

package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.ConditionOperator;
import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.FilterCondition;
import io.github.dynamodesign.design.KeyAttribute;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.QueryParams;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.SortKeyCondition;
import io.github.dynamodesign.design.ValueKind;
import io.github.dynamodesign.verify.sample.NaturalOrder;
import io.github.dynamodesign.verify.table.ExpressionNames;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** Runs a pattern's real DynamoDB operation for one case through the AWS SDK. */
final class RequestRunner {

    /** What DynamoDB returned, and the request in words for messages. */
    record Execution(List<Map<String, AttributeValue>> items, String request, int pages) {
    }

    /** The inputs do not render the pattern's keys (an input is missing or has the wrong type). */
    static final class RenderException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        RenderException(String message) {
            super(message, null, false, false);
        }
    }

    private final DynamoDbClient client;
    private final String table;

    RequestRunner(DynamoDbClient client, String table) {
        this.client = client;
        this.table = table;
    }

    Execution run(PatternPlan plan, VerificationCase c) {
        ReadPattern p = plan.pattern();
        return switch (p.operation()) {
            case GET_ITEM -> get(plan, c.inputs());
            case BATCH_GET_ITEM -> batchGet(plan, c.bindings());
            case TRANSACT_GET_ITEMS -> transactGet(plan, c.bindings());
            case SCAN -> scan(plan, c.inputs());
            default -> query(plan, c.inputs());
        };
    }

    /** A Query as the design writes it for the inputs, and in words. */
    record BuiltQuery(QueryRequest request, String words) {
    }

    BuiltQuery buildQuery(PatternPlan plan, Map<String, Object> inputs) {
        ReadPattern p = plan.pattern();
        Expressions x = new Expressions();
        List<String> conditions = new ArrayList<>();
        for (int i = 0; i < plan.schema().partitionKey().size(); i++) {
            KeyAttribute k = plan.schema().partitionKey().get(i);
            conditions.add(x.name(k.name()) + " = " + x.value(key(p.partitionKey().get(i), k, inputs)));
        }
        SortKeyCondition sk = p.sortKey();
        if (sk != null && !plan.schema().sortKey().isEmpty()) {
            int n = sk.leadingEqualities().size();
            for (int i = 0; i < n; i++) {
                KeyAttribute k = plan.schema().sortKey().get(i);
                conditions.add(x.name(k.name()) + " = " + x.value(key(sk.leadingEqualities().get(i), k, inputs)));
            }
            KeyAttribute k = plan.schema().sortKey().get(Math.min(n, plan.schema().sortKey().size() - 1));
            String name = x.name(k.name());
            List<String> values = new ArrayList<>();
            for (KeyTemplate t : sk.operands()) {
                values.add(x.value(key(t, k, inputs)));
            }
            conditions.add(switch (sk.operator()) {
                case EQ -> name + " = " + values.get(0);
                case BEGINS_WITH -> "begins_with(" + name + ", " + values.get(0) + ")";
                case BETWEEN -> name + " BETWEEN " + values.get(0) + " AND " + values.get(1);
                default -> name + " " + sk.operator().symbol() + " " + values.get(0);
            });
        }
        QueryRequest.Builder request = QueryRequest.builder().tableName(table)
                .keyConditionExpression(String.join(" AND ", conditions))
                .scanIndexForward(p.params().scanIndexForward())
                .consistentRead(p.params().consistentRead());
        if (p.index() != null) {
            request.indexName(p.index());
        }
        String filter = filter(plan, x, inputs);
        if (!filter.isEmpty()) {
            request.filterExpression(filter);
        }
        if (p.params().limit() != null) {
            request.limit(p.params().limit());
        }
        request.expressionAttributeNames(x.names).expressionAttributeValues(x.values);
        return new BuiltQuery(request.build(), "Query " + (p.index() == null ? "" : p.index() + " ")
                + x.describe(String.join(" AND ", conditions)) + (filter.isEmpty() ? "" : " FILTER " + x.describe(filter))
                + describeParams(p.params()));
    }

    private Execution query(PatternPlan plan, Map<String, Object> inputs) {
        BuiltQuery built = buildQuery(plan, inputs);
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        int pages = pages(plan.pattern().params().paginated(), items, start -> {
            QueryResponse response = client.query(built.request().toBuilder().exclusiveStartKey(start).build());
            return new Page(response.items(), response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null);
        });
        return new Execution(items, built.words(), pages);
    }

    BuiltScan buildScan(PatternPlan plan, Map<String, Object> inputs) {
        ReadPattern p = plan.pattern();
        Expressions x = new Expressions();
        ScanRequest.Builder request = ScanRequest.builder().tableName(table).consistentRead(p.params().consistentRead());
        if (p.index() != null) {
            request.indexName(p.index());
        }
        String filter = filter(plan, x, inputs);
        if (!filter.isEmpty()) {
            request.filterExpression(filter).expressionAttributeNames(x.names);
            if (!x.values.isEmpty()) {
                request.expressionAttributeValues(x.values);
            }
        }
        if (p.params().limit() != null) {
            request.limit(p.params().limit());
        }
        return new BuiltScan(request.build(), "Scan " + (p.index() == null ? "" : p.index() + " ")
                + (filter.isEmpty() ? "" : "FILTER " + x.describe(filter)) + describeParams(p.params()));
    }

    /** A Scan as the design writes it, and in words. */
    record BuiltScan(ScanRequest request, String words) {
    }

    private Execution scan(PatternPlan plan, Map<String, Object> inputs) {
        ReadPattern p = plan.pattern();
        BuiltScan built = buildScan(plan, inputs);
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        int pages = pages(p.params().paginated() || p.params().limit() == null, items, start -> {
            ScanResponse response = client.scan(built.request().toBuilder().exclusiveStartKey(start).build());
            return new Page(response.items(), response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null);
        });
        return new Execution(items, built.words(), pages);
    }

    /** The first request the design's pattern sends for the case, and the pattern in words. */
    record DesignRequest(software.amazon.awssdk.core.SdkRequest request, String words) {
    }

    DesignRequest designRequest(PatternPlan plan, VerificationCase c) {
        ReadPattern p = plan.pattern();
        return switch (p.operation()) {
            case GET_ITEM -> {
                Map<String, AttributeValue> key = primaryKey(plan, c.inputs());
                yield new DesignRequest(GetItemRequest.builder().tableName(table).key(key).consistentRead(p.params().consistentRead()).build(),
                        "GetItem " + describeKey(key) + describeParams(p.params()));
            }
            case BATCH_GET_ITEM, TRANSACT_GET_ITEMS -> {
                List<Map<String, AttributeValue>> keys = new ArrayList<>();
                for (Map<String, Object> b : c.bindings()) {
                    Map<String, AttributeValue> k = primaryKey(plan, b);
                    if (!keys.contains(k)) {
                        keys.add(k);
                    }
                }
                String words = p.operation().apiName() + " " + keys.stream().map(RequestRunner::describeKey).toList();
                yield p.operation() == io.github.dynamodesign.design.Operation.BATCH_GET_ITEM
                        ? new DesignRequest(BatchGetItemRequest.builder().requestItems(Map.of(table, KeysAndAttributes.builder().keys(keys)
                                .consistentRead(p.params().consistentRead()).build())).build(), words)
                        : new DesignRequest(TransactGetItemsRequest.builder().transactItems(keys.stream().map(k -> TransactGetItem.builder()
                                .get(Get.builder().tableName(table).key(k).build()).build()).toList()).build(), words);
            }
            case SCAN -> {
                BuiltScan scan = buildScan(plan, c.inputs());
                yield new DesignRequest(scan.request(), scan.words());
            }
            default -> {
                BuiltQuery query = buildQuery(plan, c.inputs());
                yield new DesignRequest(query.request(), query.words());
            }
        };
    }

    /** One page of a Query or Scan: its items and where the next page starts (null or empty: the last page). */
    private record Page(List<Map<String, AttributeValue>> items, Map<String, AttributeValue> next) {
    }

    /** Reads the first page, and the following ones while {@code follow}; returns how many pages were read. */
    private static int pages(boolean follow, List<Map<String, AttributeValue>> items,
                             java.util.function.Function<Map<String, AttributeValue>, Page> read) {
        Map<String, AttributeValue> start = null;
        int pages = 0;
        do {
            Page page = read.apply(start);
            items.addAll(page.items());
            pages++;
            start = page.next() == null || page.next().isEmpty() ? null : page.next();
        } while (follow && start != null && pages < 1000);
        return pages;
    }

    private Execution get(PatternPlan plan, Map<String, Object> inputs) {
        Map<String, AttributeValue> key = primaryKey(plan, inputs);
        GetItemResponse response = client.getItem(GetItemRequest.builder().tableName(table).key(key)
                .consistentRead(plan.pattern().params().consistentRead()).build());
        List<Map<String, AttributeValue>> items = response.hasItem() && !response.item().isEmpty()
                ? List.of(response.item()) : List.of();
        return new Execution(items, "GetItem " + describeKey(key), 1);
    }

    private Execution batchGet(PatternPlan plan, List<Map<String, Object>> bindings) {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (Map<String, Object> b : bindings) {
            Map<String, AttributeValue> k = primaryKey(plan, b);
            if (!keys.contains(k)) {
                keys.add(k);
            }
        }
        Map<String, KeysAndAttributes> pending = Map.of(table, KeysAndAttributes.builder().keys(keys)
                .consistentRead(plan.pattern().params().consistentRead()).build());
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        int pages = 0;
        while (!pending.isEmpty() && pages < 100) {
            BatchGetItemResponse response = client.batchGetItem(BatchGetItemRequest.builder().requestItems(pending).build());
            items.addAll(response.responses().getOrDefault(table, List.of()));
            pending = response.unprocessedKeys();
            pages++;
        }
        return new Execution(items, "BatchGetItem " + keys.stream().map(RequestRunner::describeKey).toList(), pages);
    }

    private Execution transactGet(PatternPlan plan, List<Map<String, Object>> bindings) {
        List<TransactGetItem> gets = new ArrayList<>();
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (Map<String, Object> b : bindings) {
            Map<String, AttributeValue> k = primaryKey(plan, b);
            if (!keys.contains(k)) {
                keys.add(k);
                gets.add(TransactGetItem.builder().get(Get.builder().tableName(table).key(k).build()).build());
            }
        }
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        client.transactGetItems(TransactGetItemsRequest.builder().transactItems(gets).build()).responses()
                .forEach(r -> {
                    if (r.hasItem() && !r.item().isEmpty()) {
                        items.add(r.item());
                    }
                });
        return new Execution(items, "TransactGetItems " + keys.stream().map(RequestRunner::describeKey).toList(), 1);
    }

    Map<String, AttributeValue> primaryKey(PatternPlan plan, Map<String, Object> inputs) {
        ReadPattern p = plan.pattern();
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        KeyAttribute pk = plan.schema().partitionKey().get(0);
        key.put(pk.name(), key(p.partitionKey().get(0), pk, inputs));
        if (!plan.schema().sortKey().isEmpty() && p.sortKey() != null && p.sortKey().operator() == ConditionOperator.EQ) {
            KeyAttribute sk = plan.schema().sortKey().get(0);
            key.put(sk.name(), key(p.sortKey().operands().get(0), sk, inputs));
        }
        return key;
    }

    /** A key value rendered from a pattern template with the case's inputs. */
    static AttributeValue key(KeyTemplate t, KeyAttribute k, Map<String, Object> inputs) {
        Optional<Object> value;
        try {
            value = t.evaluate(name -> Optional.ofNullable(inputs.get(name)));
        } catch (ExpressionException e) {
            throw new RenderException("`" + t.source() + "` cannot be rendered with these inputs: " + e.getMessage());
        }
        if (value.isEmpty()) {
            throw new RenderException("`" + t.source() + "` needs inputs that no item of the result types provides: "
                    + String.join(", ", t.references().stream().filter(n -> !inputs.containsKey(n)).toList()));
        }
        AttributeValue attribute = ItemCodec.toKey(value.get(), k.type());
        if (attribute == null) {
            throw new RenderException("`" + t.source() + "` renders `" + NaturalOrder.text(value.get()) + "`, but "
                    + k.name() + " is a " + k.type().longName());
        }
        return attribute;
    }

    private String filter(PatternPlan plan, Expressions x, Map<String, Object> inputs) {
        List<String> parts = new ArrayList<>();
        for (FilterCondition f : plan.pattern().params().filters()) {
            ValueKind kind = plan.resultTypes().stream().map(e -> e.attribute(f.attribute())).flatMap(Optional::stream)
                    .map(a -> a.kind()).findFirst().orElse(ValueKind.FREE_TEXT);
            String name = x.name(f.attribute());
            List<String> values = new ArrayList<>();
            for (KeyTemplate t : f.operands()) {
                Object v = Oracle.operand(t, kind, inputs).orElseThrow(() -> new RenderException(
                        "the filter `" + f + "` needs an input that no item of the result types provides"));
                values.add(x.value(ItemCodec.toAttribute(v)));
            }
            parts.add(switch (f.operator()) {
                case EXISTS -> "attribute_exists(" + name + ")";
                case NOT_EXISTS -> "attribute_not_exists(" + name + ")";
                case BEGINS_WITH -> "begins_with(" + name + ", " + values.get(0) + ")";
                case CONTAINS -> "contains(" + name + ", " + values.get(0) + ")";
                case BETWEEN -> name + " BETWEEN " + values.get(0) + " AND " + values.get(1);
                default -> name + " " + f.operator().symbol() + " " + values.get(0);
            });
        }
        return String.join(" AND ", parts);
    }

    private static String describeParams(QueryParams params) {
        List<String> parts = new ArrayList<>();
        if (!params.scanIndexForward()) {
            parts.add("ScanIndexForward=false");
        }
        if (params.limit() != null) {
            parts.add("Limit=" + params.limit());
        }
        if (params.consistentRead()) {
            parts.add("ConsistentRead=true");
        }
        if (params.paginated()) {
            parts.add("paginated");
        }
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }

    static String describeKey(Map<String, AttributeValue> key) {
        List<String> parts = new ArrayList<>();
        key.forEach((k, v) -> parts.add(k + " = `" + ItemCodec.keyText(v) + "`"));
        return String.join(", ", parts);
    }

    /** Expression attribute names and values, and the expression in words. */
    private static final class Expressions extends ExpressionNames {

        String describe(String expression) {
            String text = expression;
            List<Map.Entry<String, AttributeValue>> byLength = new ArrayList<>(values.entrySet());
            byLength.sort((a, b) -> b.getKey().length() - a.getKey().length());
            for (Map.Entry<String, AttributeValue> v : byLength) {
                text = text.replace(v.getKey() + " ", "`" + ItemCodec.keyText(v.getValue()) + "` ")
                        .replace(v.getKey() + ")", "`" + ItemCodec.keyText(v.getValue()) + "`)");
                if (text.endsWith(v.getKey())) {
                    text = text.substring(0, text.length() - v.getKey().length()) + "`" + ItemCodec.keyText(v.getValue()) + "`";
                }
            }
            List<Map.Entry<String, String>> namesByLength = new ArrayList<>(names.entrySet());
            namesByLength.sort((a, b) -> b.getKey().length() - a.getKey().length());
            for (Map.Entry<String, String> n : namesByLength) {
                text = text.replace(n.getKey(), n.getValue());
            }
            return text;
        }
    }
}

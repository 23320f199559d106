package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.verify.CapturedCall;
import io.github.dynamodesign.verify.table.ItemCodec;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The requests the code under test sent for a read pattern, compared with the request the design's pattern makes for
 * the same inputs: operation, table and index, key condition, ScanIndexForward, Limit, ConsistentRead, and whether it
 * followed LastEvaluatedKey; and the items DynamoDB returned to it across all its requests.
 */
final class RequestComparison {

    private static final Set<String> READS = Set.of("Query", "Scan", "GetItem", "BatchGetItem", "TransactGetItems");
    private static final Pattern PLACEHOLDER = Pattern.compile("[#:][\\p{L}\\p{N}_]+");

    private RequestComparison() {
    }

    /** Every item DynamoDB returned to the code's read requests, in the order it returned them. */
    static List<Map<String, AttributeValue>> items(List<CapturedCall> calls) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (CapturedCall c : calls) {
            c.response().ifPresent(r -> {
                if (r instanceof QueryResponse q) {
                    items.addAll(q.items());
                } else if (r instanceof ScanResponse s) {
                    items.addAll(s.items());
                } else if (r instanceof GetItemResponse g && g.hasItem() && !g.item().isEmpty()) {
                    items.add(g.item());
                } else if (r instanceof BatchGetItemResponse b) {
                    b.responses().values().forEach(items::addAll);
                } else if (r instanceof TransactGetItemsResponse t) {
                    t.responses().forEach(i -> {
                        if (i.hasItem() && !i.item().isEmpty()) {
                            items.add(i.item());
                        }
                    });
                }
            });
        }
        return items;
    }

    /** How the code's requests differ from the design's, each in words; empty when they agree. */
    static List<String> differences(PatternPlan plan, SdkRequest design, String designWords, List<CapturedCall> calls, String table) {
        ReadPattern p = plan.pattern();
        Set<String> problems = new LinkedHashSet<>();
        String designOp = CapturedCall.operation(design);
        List<CapturedCall> reads = calls.stream().filter(c -> READS.contains(c.operation())).toList();
        calls.stream().filter(c -> !READS.contains(c.operation())).map(CapturedCall::operation).distinct()
                .forEach(op -> problems.add("operation: the code also sent " + article(op) + " " + op + ", and " + p.id() + " is a read pattern"));
        if (reads.isEmpty()) {
            problems.add("operation: the code sent no read request, where the design's " + p.id() + " is " + designWords);
            return List.copyOf(problems);
        }
        for (CapturedCall c : reads) {
            if (!c.operation().equals(designOp)) {
                problems.add("operation: the code sent " + article(c.operation()) + " " + c.operation() + " (" + describe(c.request())
                        + "), where the design's " + p.id() + " is " + designWords);
                continue;
            }
            SdkRequest r = c.request();
            if (r instanceof QueryRequest q && design instanceof QueryRequest d) {
                where(problems, q.tableName(), q.indexName(), d, table);
                keyCondition(problems, q, d);
                if (!Objects.equals(forward(q.scanIndexForward()), forward(d.scanIndexForward()))) {
                    problems.add("ScanIndexForward: the code sent " + forward(q.scanIndexForward()) + (q.scanIndexForward() == null ? " (the default)" : "")
                            + ", where the design says " + forward(d.scanIndexForward()) + (d.scanIndexForward() ? "" : " (newest first: descending)"));
                }
                consistent(problems, q.consistentRead(), d.consistentRead());
                limit(problems, q.limit(), d.limit(), p.params().paginated());
            } else if (r instanceof ScanRequest s && design instanceof ScanRequest d) {
                if (!table.equals(s.tableName())) {
                    problems.add("table: the code read `" + s.tableName() + "`, where the design's table is `" + table + "`");
                }
                if (!Objects.equals(s.indexName(), d.indexName())) {
                    problems.add("index: the code read " + index(s.indexName()) + ", where the design reads " + index(d.indexName()));
                }
                consistent(problems, s.consistentRead(), d.consistentRead());
                limit(problems, s.limit(), d.limit(), p.params().paginated());
            } else if (r instanceof GetItemRequest g && design instanceof GetItemRequest d) {
                if (!table.equals(g.tableName())) {
                    problems.add("table: the code read `" + g.tableName() + "`, where the design's table is `" + table + "`");
                }
                if (!g.key().equals(d.key())) {
                    problems.add("key: the code asked for " + RequestRunner.describeKey(g.key()) + ", where the design asks for "
                            + RequestRunner.describeKey(d.key()));
                }
                consistent(problems, g.consistentRead(), d.consistentRead());
            } else if (r instanceof BatchGetItemRequest b && design instanceof BatchGetItemRequest d) {
                keys(problems, keys(b.requestItems()), keys(d.requestItems()));
            } else if (r instanceof TransactGetItemsRequest t && design instanceof TransactGetItemsRequest d) {
                keys(problems, t.transactItems().stream().map(i -> i.get().key()).toList(), d.transactItems().stream().map(i -> i.get().key()).toList());
            }
        }
        boolean readsAll = p.params().paginated() || p.params().limit() == null;
        if (readsAll) {
            pagination(problems, reads);
        }
        return List.copyOf(problems);
    }

    /** The code's requests in words, one line each, repeats counted. */
    static String describe(List<CapturedCall> calls) {
        List<String> lines = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        for (CapturedCall c : calls) {
            String line = describe(c.request()) + c.failure().map(f -> " → rejected: " + f.awsErrorDetails().errorCode()).orElse("");
            int at = lines.indexOf(line);
            if (at >= 0) {
                counts.set(at, counts.get(at) + 1);
            } else {
                lines.add(line);
                counts.add(1);
            }
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            out.add(lines.get(i) + (counts.get(i) > 1 ? " (" + counts.get(i) + " requests, following LastEvaluatedKey)" : ""));
        }
        return out.isEmpty() ? "no request" : String.join("; ", out);
    }

    /** One request in words, its names and values filled in. */
    static String describe(SdkRequest r) {
        if (r instanceof QueryRequest q) {
            String key = q.keyConditionExpression() != null ? fill(q.keyConditionExpression(), q.expressionAttributeNames(), q.expressionAttributeValues())
                    : q.keyConditions().toString();
            List<String> params = new ArrayList<>();
            if (Boolean.FALSE.equals(q.scanIndexForward())) {
                params.add("ScanIndexForward=false");
            }
            if (q.limit() != null) {
                params.add("Limit=" + q.limit());
            }
            if (Boolean.TRUE.equals(q.consistentRead())) {
                params.add("ConsistentRead=true");
            }
            return "Query " + (q.indexName() == null ? "" : q.indexName() + " ") + key
                    + (q.filterExpression() == null ? "" : " FILTER " + fill(q.filterExpression(), q.expressionAttributeNames(), q.expressionAttributeValues()))
                    + (params.isEmpty() ? "" : " (" + String.join(", ", params) + ")");
        }
        if (r instanceof ScanRequest s) {
            return "Scan " + (s.indexName() == null ? "" : s.indexName() + " ")
                    + (s.filterExpression() == null ? "" : "FILTER " + fill(s.filterExpression(), s.expressionAttributeNames(), s.expressionAttributeValues()))
                    + (s.limit() == null ? "" : " (Limit=" + s.limit() + ")");
        }
        if (r instanceof GetItemRequest g) {
            return "GetItem " + RequestRunner.describeKey(g.key());
        }
        if (r instanceof BatchGetItemRequest b) {
            return "BatchGetItem " + keys(b.requestItems()).stream().map(RequestRunner::describeKey).toList();
        }
        if (r instanceof TransactGetItemsRequest t) {
            return "TransactGetItems " + t.transactItems().stream().map(i -> RequestRunner.describeKey(i.get().key())).toList();
        }
        return CapturedCall.operation(r);
    }

    private static void where(Set<String> problems, String codeTable, String codeIndex, QueryRequest d, String table) {
        if (!table.equals(codeTable)) {
            problems.add("table: the code queried `" + codeTable + "`, where the design's table is `" + table + "`");
        }
        if (!Objects.equals(codeIndex, d.indexName())) {
            problems.add("index: the code queried " + index(codeIndex) + ", where the design queries " + index(d.indexName()));
        }
    }

    private static void keyCondition(Set<String> problems, QueryRequest q, QueryRequest d) {
        Optional<Map<String, KeyConditions.Clause>> code = KeyConditions.of(q);
        Map<String, KeyConditions.Clause> design = KeyConditions.of(d).orElseThrow();
        if (code.isEmpty()) {
            problems.add("key condition: `" + q.keyConditionExpression() + "` could not be read, so it is not compared");
            return;
        }
        for (Map.Entry<String, KeyConditions.Clause> e : design.entrySet()) {
            KeyConditions.Clause c = code.get().get(e.getKey());
            if (c == null) {
                problems.add("key condition: the code has no condition on " + e.getKey() + ", where the design has "
                        + e.getKey() + " " + e.getValue().describe());
            } else if (!c.equals(e.getValue())) {
                problems.add("key condition: the code sent " + e.getKey() + " " + c.describe() + ", where the design says "
                        + e.getKey() + " " + e.getValue().describe() + hint(c, e.getValue()));
            }
        }
        code.get().forEach((name, c) -> {
            if (!design.containsKey(name)) {
                problems.add("key condition: the code sent " + name + " " + c.describe() + ", an attribute the design's condition does not name");
            }
        });
    }

    /** Why a begins_with value that is a prefix of the design's matters: it also matches longer values. */
    private static String hint(KeyConditions.Clause code, KeyConditions.Clause design) {
        if (code.operator().equals("begins_with") && design.operator().equals("begins_with")) {
            String c = ItemCodec.keyText(code.values().get(0));
            String d = ItemCodec.keyText(design.values().get(0));
            if (d.startsWith(c) && d.length() > c.length()) {
                return " — without `" + d.substring(c.length()) + "` it also matches values that only begin like it (`" + c + "0…`)";
            }
        }
        return "";
    }

    private static void consistent(Set<String> problems, Boolean code, Boolean design) {
        boolean c = Boolean.TRUE.equals(code);
        boolean d = Boolean.TRUE.equals(design);
        if (c != d) {
            problems.add("ConsistentRead: the code sent " + c + ", where the design says " + d);
        }
    }

    private static void limit(Set<String> problems, Integer code, Integer design, boolean paginated) {
        if (design != null && !paginated && !design.equals(code)) {
            problems.add("Limit: the code sent " + (code == null ? "none" : code) + ", where the design says " + design);
        }
    }

    /** A page that ended with LastEvaluatedKey must be followed by a request that starts there. */
    private static void pagination(Set<String> problems, List<CapturedCall> reads) {
        Set<Map<String, AttributeValue>> followed = new HashSet<>();
        for (CapturedCall c : reads) {
            if (c.request() instanceof QueryRequest q && q.hasExclusiveStartKey()) {
                followed.add(q.exclusiveStartKey());
            } else if (c.request() instanceof ScanRequest s && s.hasExclusiveStartKey()) {
                followed.add(s.exclusiveStartKey());
            }
        }
        int page = 0;
        for (CapturedCall c : reads) {
            Map<String, AttributeValue> next = c.response().map(r -> r instanceof QueryResponse q && q.hasLastEvaluatedKey() ? q.lastEvaluatedKey()
                    : r instanceof ScanResponse s && s.hasLastEvaluatedKey() ? s.lastEvaluatedKey() : null).orElse(null);
            if (c.request() instanceof QueryRequest || c.request() instanceof ScanRequest) {
                page++;
            }
            if (next != null && !next.isEmpty() && !followed.contains(next)) {
                problems.add("pagination: page " + page + " ended with LastEvaluatedKey " + RequestRunner.describeKey(next)
                        + ", and the code sent no request from there: read on with ExclusiveStartKey until LastEvaluatedKey is absent"
                        + " (DynamoDB ends a page at 1 MB; here pages end at " + io.github.dynamodesign.verify.CodeUnderTest.PAGE + " items)");
            }
        }
    }

    private static void keys(Set<String> problems, List<Map<String, AttributeValue>> code, List<Map<String, AttributeValue>> design) {
        if (!new HashSet<>(code).equals(new HashSet<>(design))) {
            problems.add("keys: the code asked for " + code.stream().map(RequestRunner::describeKey).toList() + ", where the design asks for "
                    + design.stream().map(RequestRunner::describeKey).toList());
        }
    }

    private static List<Map<String, AttributeValue>> keys(Map<String, KeysAndAttributes> items) {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        items.values().forEach(k -> keys.addAll(k.keys()));
        return keys;
    }

    private static boolean forward(Boolean value) {
        return value == null || value;
    }

    private static String index(String name) {
        return name == null ? "the table" : name;
    }

    private static String article(String op) {
        return "AEIOU".indexOf(op.charAt(0)) >= 0 ? "an" : "a";
    }

    private static String fill(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
        Matcher m = PLACEHOLDER.matcher(expression);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String token = m.group();
            String replacement = token.startsWith("#") ? names.getOrDefault(token, token)
                    : values.containsKey(token) ? "`" + ItemCodec.keyText(values.get(token)) + "`" : token;
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }
}

package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.ExpressionException;
import io.github.dynamodesign.design.FilterCondition;
import io.github.dynamodesign.design.KeyTemplate;
import io.github.dynamodesign.design.QueryParams;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the Params column: {@code ScanIndexForward=false, Limit=20, paginated, Filter: status = <status>}. */
final class ParamsParser {

    private static final Pattern FORWARD = Pattern.compile("(?i)ScanIndexForward\\s*[=:]\\s*(true|false)");
    private static final Pattern LIMIT = Pattern.compile("(?i)\\bLimit\\s*[=:]\\s*(\\d+)");
    private static final Pattern CONSISTENT = Pattern.compile("(?i)ConsistentRead\\s*[=:]\\s*(true|false)");
    private static final Pattern PAGINATED = Pattern.compile("(?i)\\b(paginated|pagination|paginate|LastEvaluatedKey|ExclusiveStartKey)\\b");
    /** A filter written as code, then a comma and words about something else. */
    private static final Pattern CODED_THEN_OTHER = Pattern.compile("\\s*(`[^`]+`)\\s*,\\s*(?=[\\p{L}])");
    private static final Pattern FILTER = Pattern.compile("(?i)\\b(?:Filter(?:Expression)?)(?:\\s*[:=]\\s*|\\s+(?=`))(.+)");
    /** The values given the expression's {@code :names} after it: {@code (`Dog`)}, {@code (:dog = 'Dog')}, {@code with :dog = Dog}. */
    private static final Pattern GIVEN_VALUES = Pattern.compile("(?i)\\s*(?:\\(|\\bwith\\b|,|;)\\s*((?::[\\p{L}_][\\p{L}\\p{N}_]*\\s*=\\s*)?"
            + "`?[\"']?[^`\"'()=:,;]+[\"']?`?(?:\\s*,\\s*:[\\p{L}_][\\p{L}\\p{N}_]*\\s*=\\s*`?[\"']?[^`\"'()=:,;]+[\"']?`?)*)\\s*\\)?\\s*$");
    private static final Pattern NAMED_GIVEN = Pattern.compile(":([\\p{L}_][\\p{L}\\p{N}_]*)\\s*=\\s*`?[\"']?([^`\"'()=:,;]+?)[\"']?`?\\s*(?:,|$)");
    private static final Pattern COLON_NAME = Pattern.compile("(?<![\\p{L}\\p{N}_]):([\\p{L}_][\\p{L}\\p{N}_]*)");
    private static final Pattern NEXT_PARAM = Pattern.compile("(?i),\\s*(?:ScanIndexForward|Limit|ConsistentRead|paginated|pagination|Projection)\\b");
    private static final Pattern FUNCTION = Pattern.compile("(?i)^(attribute_exists|attribute_not_exists|begins_with|contains)\\s*\\(\\s*([^,)]+?)\\s*(?:,\\s*(.+?))?\\s*\\)$");
    private static final Pattern BETWEEN = Pattern.compile("(?i)^([\\p{L}_$#][\\p{L}\\p{N}_$.]*)\\s+BETWEEN\\s+(.+?)\\s+AND\\s+(.+)$");
    private static final Pattern COMPARISON = Pattern.compile("^([\\p{L}_$#][\\p{L}\\p{N}_$.]*)\\s*(<>|!=|<=|>=|==|=|<|>)\\s*(.+)$");

    private ParamsParser() {
    }

    static QueryParams parse(String cell, String operationCell, int line, Problems problems) {
        String text = InlineText.plain(cell).replace("&lt;", "<").replace("&gt;", ">");
        String all = text + " " + InlineText.plain(operationCell);
        boolean forward = true;
        Matcher f = FORWARD.matcher(text);
        if (f.find()) {
            forward = Boolean.parseBoolean(f.group(1).toLowerCase(Locale.ROOT));
        }
        Integer limit = null;
        Matcher l = LIMIT.matcher(text);
        if (l.find()) {
            try {
                limit = Integer.parseInt(l.group(1));
            } catch (NumberFormatException e) {
                problems.error(line, "invalid-params", "Limit " + l.group(1) + " is too large", "use a Limit up to 2147483647");
            }
        }
        Matcher c = CONSISTENT.matcher(text);
        boolean consistent = c.find() && Boolean.parseBoolean(c.group(1).toLowerCase(Locale.ROOT));
        boolean paginated = PAGINATED.matcher(all).find();
        List<FilterCondition> filters = new ArrayList<>();
        Matcher filter = FILTER.matcher(cell.replace("&lt;", "<").replace("&gt;", ">"));
        if (filter.find()) {
            String expression = filter.group(1);
            Matcher next = NEXT_PARAM.matcher(expression);
            if (next.find()) {
                expression = expression.substring(0, next.start());
            }
            Matcher coded = CODED_THEN_OTHER.matcher(expression);
            if (coded.lookingAt()) {
                expression = coded.group(1); // "`#status = :unpaid`, no Limit (…)": the filter is the code
            }
            filters.addAll(filters(withGivenValues(expression.strip()), line, problems));
        }
        return new QueryParams(forward, limit, consistent, paginated, filters, InlineText.plain(cell));
    }

    /**
     * The filter with the values written after it put in place of its {@code :names}: "`entityType = :dog` (`Dog`)"
     * is {@code entityType = 'Dog'}. A {@code :name} given no value stays an input.
     */
    static String withGivenValues(String expression) {
        int close = expression.startsWith("`") ? expression.indexOf('`', 1) : -1;
        if (close < 0) {
            return expression;
        }
        String head = expression.substring(0, close + 1);
        String tail = expression.substring(close + 1);
        Matcher given = GIVEN_VALUES.matcher(tail);
        if (tail.isBlank() || !given.matches()) {
            return expression;
        }
        List<String> names = COLON_NAME.matcher(head).results().map(r -> r.group(1)).distinct().toList();
        java.util.Map<String, String> values = new java.util.LinkedHashMap<>();
        Matcher named = NAMED_GIVEN.matcher(given.group(1).strip());
        while (named.find()) {
            values.put(named.group(1), named.group(2).strip());
        }
        // a bare word after it ("(optional)") is a note; a value is written as code or quoted
        if (values.isEmpty() && names.size() == 1 && given.group(1).strip().matches("^[`\"'].*")) {
            values.put(names.get(0), given.group(1).strip().replaceAll("^[`\"']+|[`\"']+$", ""));
        }
        String result = head;
        for (java.util.Map.Entry<String, String> v : values.entrySet()) {
            if (names.contains(v.getKey())) {
                result = result.replaceAll("(?<![\\p{L}\\p{N}_]):" + Pattern.quote(v.getKey()) + "(?![\\p{L}\\p{N}_])",
                        Matcher.quoteReplacement("'" + v.getValue() + "'"));
            }
        }
        return result;
    }

    static List<FilterCondition> filters(String expression, int line, Problems problems) {
        List<FilterCondition> conditions = new ArrayList<>();
        String text = expression.replace("`", "").strip();
        for (String part : splitAnd(text)) {
            Optional<FilterCondition> condition = condition(part.strip());
            if (condition.isPresent()) {
                conditions.add(condition.get());
            } else {
                problems.warning(line, "filter-not-understood", "filter '" + part.strip() + "' is not understood and is ignored",
                        "write filters as attribute = <input>, attribute <> 'VALUE', begins_with(attribute, <input>), "
                                + "attribute_exists(attribute), joined with AND");
            }
        }
        return conditions;
    }

    private static List<String> splitAnd(String text) {
        List<String> parts = new ArrayList<>();
        String[] pieces = text.split("(?i)\\s+AND\\s+");
        for (int i = 0; i < pieces.length; i++) {
            if (pieces[i].matches("(?i).*\\sBETWEEN\\s+.*") && i + 1 < pieces.length) {
                parts.add(pieces[i] + " AND " + pieces[++i]);
            } else {
                parts.add(pieces[i]);
            }
        }
        return parts;
    }

    private static Optional<FilterCondition> condition(String text) {
        String t = text.strip();
        while (t.startsWith("(") && t.endsWith(")")) {
            t = t.substring(1, t.length() - 1).strip();
        }
        try {
            Matcher fn = FUNCTION.matcher(t);
            if (fn.matches()) {
                String name = fn.group(1).toLowerCase(Locale.ROOT);
                FilterCondition.Operator op = switch (name) {
                    case "attribute_exists" -> FilterCondition.Operator.EXISTS;
                    case "attribute_not_exists" -> FilterCondition.Operator.NOT_EXISTS;
                    case "begins_with" -> FilterCondition.Operator.BEGINS_WITH;
                    default -> FilterCondition.Operator.CONTAINS;
                };
                List<KeyTemplate> operands = op.operandCount() == 0 || fn.group(3) == null ? List.of() : List.of(operand(fn.group(3)));
                if (operands.size() != op.operandCount()) {
                    return Optional.empty();
                }
                return Optional.of(new FilterCondition(attribute(fn.group(2)), op, operands, text.strip()));
            }
            Matcher between = BETWEEN.matcher(t);
            if (between.matches()) {
                return Optional.of(new FilterCondition(attribute(between.group(1)), FilterCondition.Operator.BETWEEN,
                        List.of(operand(between.group(2)), operand(between.group(3))), text.strip()));
            }
            Matcher cmp = COMPARISON.matcher(t);
            if (cmp.matches() && ANOTHER_ATTRIBUTE.matcher(cmp.group(3).strip()).matches()) {
                // "enrolledCount < capacity": one attribute against another, which no input or literal stands for
                return Optional.empty();
            }
            if (cmp.matches()) {
                Optional<FilterCondition.Operator> op = FilterCondition.Operator.bySymbol(cmp.group(2));
                return op.map(o -> new FilterCondition(attribute(cmp.group(1)), o, List.of(operand(cmp.group(3))), text.strip()));
            }
        } catch (ExpressionException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** A bare name in lower camel case ({@code capacity}, {@code #limit}): an attribute of the item, not a value. */
    private static final Pattern ANOTHER_ATTRIBUTE = Pattern.compile("#?(?!(?:true|false|null)$)[a-z][A-Za-z0-9_]*");

    private static String attribute(String text) {
        return text.strip().replaceFirst("^#", "");
    }

    /** An operand: {@code <input>}, {@code :input} (an input), or a literal ({@code 'ACTIVE'}, {@code 42}, {@code true}). */
    private static KeyTemplate operand(String text) {
        String t = text.strip();
        if (t.startsWith(":") && t.length() > 1) {
            return KeyTemplate.parse("<" + t.substring(1) + ">");
        }
        if (t.length() >= 2 && (t.startsWith("'") && t.endsWith("'") || t.startsWith("\"") && t.endsWith("\""))) {
            return new KeyTemplate(t, List.of(new KeyTemplate.Literal(t.substring(1, t.length() - 1))));
        }
        if (t.contains("<")) {
            return KeyTemplate.parse(t);
        }
        return new KeyTemplate(t, List.of(new KeyTemplate.Literal(t)));
    }
}

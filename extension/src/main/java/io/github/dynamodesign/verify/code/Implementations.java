package io.github.dynamodesign.verify.code;

import io.github.dynamodesign.design.AccessPattern;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.WritePattern;
import io.github.dynamodesign.design.WriteStep;
import io.github.dynamodesign.verify.CaseResult;
import io.github.dynamodesign.verify.ImplementationCheck;
import io.github.dynamodesign.verify.ImplementationFactory;
import io.github.dynamodesign.verify.PatternCheck;
import io.github.dynamodesign.verify.read.PatternPlan;
import io.github.dynamodesign.verify.read.ReadChecks;
import io.github.dynamodesign.verify.write.WriteChecks;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The code stage: an implementation class's annotated methods, each made into its pattern's check run through it.
 */
public final class Implementations {

    private final Design design;
    private final ReadChecks reads;
    private final WriteChecks writes;
    private final DynamoDbClient client;
    private final String table;

    public Implementations(Design design, ReadChecks reads, WriteChecks writes, DynamoDbClient client, String table) {
        this.design = design;
        this.reads = reads;
        this.writes = writes;
        this.client = client;
        this.table = table;
    }

    /**
     * Checks of every annotated method of the class.
     *
     * @param factory how to make an instance; empty: by its constructor or static factory (see docs/implementations.md)
     * @param readGuard wraps the work of each read case
     * @param writeGuard wraps the work of each write case
     */
    public ImplementationCheck check(Class<?> type, Optional<ImplementationFactory> factory, UnaryOperator<Supplier<CaseResult>> readGuard,
                                     UnaryOperator<Supplier<CaseResult>> writeGuard) {
        List<String> problems = new ArrayList<>();
        List<AnnotatedMethods.Found> found = AnnotatedMethods.of(type);
        if (found.isEmpty()) {
            problems.add(type.getSimpleName() + " has no method annotated @AccessPattern (nor overrides one so annotated)");
        }
        Optional<ImplementationFactory> make = factory.or(() -> Construction.of(type));
        boolean needsInstance = found.stream().anyMatch(f -> !java.lang.reflect.Modifier.isStatic(f.method().getModifiers()));
        if (make.isEmpty() && needsInstance) {
            problems.add(type.getSimpleName() + " cannot be made for the test: " + Construction.expected(type));
        }
        Map<String, List<AnnotatedMethods.Found>> byPattern = new LinkedHashMap<>();
        found.forEach(f -> byPattern.computeIfAbsent(f.patternId(), k -> new ArrayList<>()).add(f));
        List<ImplementationCheck.MethodCheck> methods = new ArrayList<>();
        for (Map.Entry<String, List<AnnotatedMethods.Found>> e : byPattern.entrySet()) {
            String id = e.getKey();
            Optional<AccessPattern> pattern = pattern(id);
            String methodNames = String.join(", ", e.getValue().stream().map(f -> AnnotatedMethods.describe(f.method())).toList());
            if (pattern.isEmpty()) {
                problems.add(type.getSimpleName() + "." + methodNames + " is annotated @AccessPattern(\"" + id + "\"), but the design has no pattern "
                        + id + " (it has " + String.join(", ", ids()) + ")");
                continue;
            }
            if (e.getValue().size() > 1) {
                problems.add(pattern.get().id() + " is implemented by more than one method of " + type.getSimpleName() + ": " + methodNames
                        + " — annotate one");
                continue;
            }
            if (make.isEmpty() && needsInstance) {
                continue;
            }
            AnnotatedMethods.Found f = e.getValue().get(0);
            methods.add(new ImplementationCheck.MethodCheck(AnnotatedMethods.describe(f.method()), check(type, f, pattern.get(),
                    make.orElse(null), readGuard, writeGuard)));
        }
        return new ImplementationCheck(type.getSimpleName(), problems, methods);
    }

    private PatternCheck check(Class<?> type, AnnotatedMethods.Found f, AccessPattern pattern, ImplementationFactory make,
                               UnaryOperator<Supplier<CaseResult>> readGuard, UnaryOperator<Supplier<CaseResult>> writeGuard) {
        if (pattern instanceof ReadPattern r) {
            PatternPlan plan = reads.plans().stream().filter(p -> p.pattern() == r).findFirst().orElseThrow();
            MethodUnderTest code = new MethodUnderTest(type, f.method(), make, client, table, Set.of(), r.params().limit() != null);
            return reads.codeCheck(plan, code, readGuard);
        }
        WritePattern w = (WritePattern) pattern;
        Set<String> entities = new LinkedHashSet<>();
        w.steps().stream().filter(WriteStep::understood).forEach(s -> entities.add(s.entity()));
        MethodUnderTest code = new MethodUnderTest(type, f.method(), make, client, table, entities, false);
        return writes.codeCheck(w, code, writeGuard);
    }

    private Optional<AccessPattern> pattern(String id) {
        Optional<AccessPattern> read = design.read(id).map(r -> r);
        return read.or(() -> design.writes().stream().filter(w -> w.id().equals(id)).map(w -> (AccessPattern) w).findFirst());
    }

    private List<String> ids() {
        List<String> ids = new ArrayList<>();
        design.reads().forEach(p -> ids.add(p.id()));
        design.writes().forEach(p -> ids.add(p.id()));
        return ids;
    }
}

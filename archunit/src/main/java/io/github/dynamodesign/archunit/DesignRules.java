package io.github.dynamodesign.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.github.dynamodesign.annotations.AccessPattern;
import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.ReadPattern;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;

/**
 * ArchUnit rules for the user's data-access code, built from the table design: put them in an ArchUnit test of one's
 * own.
 *
 * <pre>
 * &#64;AnalyzeClasses(packages = "com.example.shop", importOptions = ImportOption.DoNotIncludeTests.class)
 * class DataAccessArchitectureTest {
 *     &#64;ArchTest
 *     static final ArchRule design = DesignRules.of("docs/dynamodb/table-design.md").all();
 * }
 * </pre>
 *
 * Each rule reports every violation at once, each naming the pattern and the method.
 */
public final class DesignRules {

    private final Design design;
    private final String file;

    private DesignRules(Design design) {
        this.design = design;
        this.file = design.file();
    }

    /**
     * The rules of the design at this path: relative to the working directory or one of its parents (a module's tests
     * run in the module's directory), or absolute.
     *
     * @throws IllegalArgumentException when the design is not found or cannot be read, with its problems
     */
    public static DesignRules of(String path) {
        Path given = Path.of(path);
        Path found = given.isAbsolute() ? given : null;
        for (Path dir = Path.of("").toAbsolutePath(); found == null && dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve(path))) {
                found = dir.resolve(path);
            }
        }
        if (found == null || !Files.isRegularFile(found)) {
            throw new IllegalArgumentException("no design document " + path + " in " + Path.of("").toAbsolutePath() + " or its parents");
        }
        return of(MarkdownDesignReader.read(found));
    }

    /** The rules of a design already read. */
    public static DesignRules of(Design design) {
        if (!design.usable()) {
            throw new IllegalArgumentException(design.file() + " cannot be read: " + design.diagnostics());
        }
        return new DesignRules(design);
    }

    /** Every rule below, the allowed packages of {@link #onlyAnnotatedClassesCallDynamoDb} given. */
    public ArchRule all(String... allowedPackages) {
        return CompositeArchRule.of(everyPatternImplementedOnce()).and(annotationsNameKnownPatterns()).and(readMethodsDoNotWrite())
                .and(writeMethodsDoNotRead()).and(onlyAnnotatedClassesCallDynamoDb(allowedPackages)).and(noScanUnlessDesigned());
    }

    /** Every access pattern of the design has exactly one method annotated {@code @AccessPattern} with its id. */
    public ArchRule everyPatternImplementedOnce() {
        return classes().should(new ArchCondition<JavaClass>("implement every access pattern of " + file + " with exactly one @AccessPattern method") {
            private final Map<String, List<JavaMethod>> byId = new LinkedHashMap<>();

            @Override
            public void init(Collection<JavaClass> all) {
                byId.clear();
                ids().forEach(id -> byId.put(id, new ArrayList<>()));
            }

            @Override
            public void check(JavaClass type, ConditionEvents events) {
                for (JavaMethod m : type.getMethods()) {
                    patternOf(m).ifPresent(id -> byId.computeIfAbsent(id, k -> new ArrayList<>()).add(m));
                }
            }

            @Override
            public void finish(ConditionEvents events) {
                for (String id : ids()) {
                    List<JavaMethod> methods = byId.getOrDefault(id, List.of());
                    if (methods.isEmpty()) {
                        events.add(SimpleConditionEvent.violated(id, id + " (" + describe(id) + ") has no method annotated @AccessPattern(\"" + id + "\")"));
                    } else if (methods.size() > 1) {
                        events.add(SimpleConditionEvent.violated(id, id + " (" + describe(id) + ") has " + methods.size() + " methods: "
                                + methods.stream().map(JavaMethod::getFullName).collect(Collectors.joining(", ")) + " — annotate one"));
                    }
                }
            }
        }).allowEmptyShould(true).as("every access pattern of " + file + " is implemented by exactly one @AccessPattern method");
    }

    /** No {@code @AccessPattern} names an id the design does not have. */
    public ArchRule annotationsNameKnownPatterns() {
        return methods().that().areAnnotatedWith(AccessPattern.class).should(new ArchCondition<JavaMethod>("name a pattern of " + file) {
            @Override
            public void check(JavaMethod m, ConditionEvents events) {
                String id = patternOf(m).orElse("");
                if (!ids().contains(id)) {
                    events.add(SimpleConditionEvent.violated(m, m.getFullName() + " is annotated @AccessPattern(\"" + id + "\"), but " + file
                            + " has no such pattern (it has " + String.join(", ", ids()) + ")"));
                }
            }
        }).allowEmptyShould(true).as("@AccessPattern methods name access patterns of " + file);
    }

    /** A method of a read pattern calls no write operation (itself or through helpers of its class). */
    public ArchRule readMethodsDoNotWrite() {
        return kindRule(true);
    }

    /** A method of a write pattern calls no read operation (itself or through helpers of its class). */
    public ArchRule writeMethodsDoNotRead() {
        return kindRule(false);
    }

    private ArchRule kindRule(boolean reads) {
        String what = reads ? "read patterns do not write" : "write patterns do not read";
        return methods().that().areAnnotatedWith(AccessPattern.class).should(new ArchCondition<JavaMethod>("not " + (reads ? "write" : "read")) {
            @Override
            public void check(JavaMethod m, ConditionEvents events) {
                Optional<String> id = patternOf(m);
                if (id.isEmpty() || !ids().contains(id.get()) || isRead(id.get()) != reads) {
                    return;
                }
                for (DynamoDbCalls.Call c : DynamoDbCalls.of(m)) {
                    boolean writes = c.kind() == DynamoDbCalls.Kind.WRITE;
                    if (reads == writes) {
                        events.add(SimpleConditionEvent.violated(m, m.getFullName() + " implements " + id.get() + " (" + describe(id.get()) + "), a "
                                + (reads ? "read" : "write") + " pattern, but calls " + c.describe()));
                    }
                }
            }
        }).allowEmptyShould(true).as("@AccessPattern methods of " + what + " (" + file + ")");
    }

    /**
     * The classes that call DynamoDB operations are the ones with {@code @AccessPattern} methods, or live in one of the
     * allowed packages (and their subpackages).
     */
    public ArchRule onlyAnnotatedClassesCallDynamoDb(String... allowedPackages) {
        List<String> allowed = Arrays.asList(allowedPackages);
        return classes().should(new ArchCondition<JavaClass>("call DynamoDB only if they implement access patterns") {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                if (allowed.stream().anyMatch(p -> type.getPackageName().equals(p) || type.getPackageName().startsWith(p + "."))) {
                    return;
                }
                boolean annotated = implementsPatterns(type);
                Set<DynamoDbCalls.Call> calls = DynamoDbCalls.of(type);
                if (!annotated && !calls.isEmpty()) {
                    events.add(SimpleConditionEvent.violated(type, type.getName() + " calls DynamoDB (" + calls.stream().map(DynamoDbCalls.Call::describe)
                            .collect(Collectors.joining(", ")) + ") but implements no access pattern: annotate the method with @AccessPattern, "
                            + "move the call to the repository, or allow its package"));
                }
            }
        }).allowEmptyShould(true).as("only classes with @AccessPattern methods call DynamoDB"
                + (allowed.isEmpty() ? "" : " (and classes in " + String.join(", ", allowed) + ")"));
    }

    /** No Scan, unless the design has a Scan pattern, and then only in the methods of Scan patterns. */
    public ArchRule noScanUnlessDesigned() {
        return classes().should(new ArchCondition<JavaClass>("scan only where the design scans") {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                for (JavaMethod m : type.getMethods()) {
                    Optional<String> id = patternOf(m);
                    if (id.isPresent() && scans(id.get())) {
                        continue;
                    }
                    for (DynamoDbCalls.Call c : DynamoDbCalls.of(m)) {
                        if (c.kind() == DynamoDbCalls.Kind.SCAN) {
                            events.add(SimpleConditionEvent.violated(m, m.getFullName() + (id.map(i -> " (" + i + ", " + describe(i) + ")").orElse(""))
                                    + " calls " + c.describe() + ", but " + (scanPatterns().isEmpty() ? file + " has no Scan pattern"
                                    : "only " + String.join(", ", scanPatterns()) + " of " + file + " scan")));
                        }
                    }
                }
            }
        }).allowEmptyShould(true).as("no Scan unless " + file + " has a Scan pattern");
    }

    /** Whether the class, a superclass or an interface of it has {@code @AccessPattern} methods. */
    private static boolean implementsPatterns(JavaClass type) {
        List<JavaClass> types = new ArrayList<>(List.of(type));
        types.addAll(type.getAllRawSuperclasses());
        types.addAll(type.getAllRawInterfaces());
        return types.stream().anyMatch(t -> t.getMethods().stream().anyMatch(m -> patternOf(m).isPresent()));
    }

    private List<String> ids() {
        List<String> ids = new ArrayList<>();
        design.reads().forEach(p -> ids.add(p.id()));
        design.writes().forEach(p -> ids.add(p.id()));
        return ids;
    }

    private boolean isRead(String id) {
        return design.read(id).isPresent();
    }

    private boolean scans(String id) {
        return design.read(id).map(r -> r.operation() == Operation.SCAN).orElse(false);
    }

    private List<String> scanPatterns() {
        return design.reads().stream().filter(r -> r.operation() == Operation.SCAN).map(ReadPattern::id).toList();
    }

    private String describe(String id) {
        return design.read(id).map(ReadPattern::description)
                .or(() -> design.writes().stream().filter(w -> w.id().equals(id)).map(w -> w.description()).findFirst()).orElse("");
    }

    private static Optional<String> patternOf(JavaMethod m) {
        return m.tryGetAnnotationOfType(AccessPattern.class).map(a -> a.value().strip());
    }
}

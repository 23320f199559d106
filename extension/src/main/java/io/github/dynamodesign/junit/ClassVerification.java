package io.github.dynamodesign.junit;

import io.github.dynamodesign.verify.ImplementationCheck;
import java.util.Arrays;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.lint.LintConfig;
import io.github.dynamodesign.lint.LintResult;
import io.github.dynamodesign.lint.Linter;
import io.github.dynamodesign.lint.rules.BuiltInRules;
import io.github.dynamodesign.verify.SeededItem;
import io.github.dynamodesign.verify.KeyChange;
import io.github.dynamodesign.verify.MigrationCheck;
import io.github.dynamodesign.verify.MigrationReport;
import io.github.dynamodesign.verify.VerificationSession;
import org.junit.jupiter.api.extension.InvocationInterceptor.Invocation;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.stream.Stream;

/** The verification of one test class: its design, its table (deleted when the class is done), its dynamic tests. */
@SuppressWarnings("deprecation")
final class ClassVerification implements DesignVerification, ExtensionContext.Store.CloseableResource, AutoCloseable {

    private final String location;
    private final Design design;
    private final List<String> readProblems;
    private final VerificationSession session;
    private final DynamoDbClient client;
    private final long seed;
    private final LintResult lint;
    private final KeyChange keyChange;
    private MigrationReport migration;
    private List<ImplementationCheck> implementations = List.of();

    private ClassVerification(String location, Design design, List<String> readProblems, VerificationSession session,
                              DynamoDbClient client, long seed, LintResult lint, KeyChange keyChange) {
        this.keyChange = keyChange;
        this.location = location;
        this.design = design;
        this.readProblems = List.copyOf(readProblems);
        this.session = session;
        this.client = client;
        this.seed = seed;
        this.lint = lint;
    }

    static ClassVerification open(DynamoDesignTest annotation, Class<?> testClass, DynamoDbClient client) {
        List<String> problems = new java.util.ArrayList<>();
        Design design = DesignSource.read(annotation.value(), testClass, problems).orElse(null);
        if (design != null && !design.usable()) {
            design.diagnostics().forEach(d -> problems.add(d.toString()));
        }
        if (design == null || !design.usable()) {
            return new ClassVerification(annotation.value(), design, problems, null, client, annotation.seed(), null, null);
        }
        java.util.Optional<io.github.dynamodesign.design.spec.AccessPatternsSpec> spec = DesignSource.spec(annotation.spec(), annotation.value(),
                design, testClass, problems);
        KeyChange change = null;
        if (problems.isEmpty() && !annotation.previous().isBlank()) {
            change = DesignSource.previous(annotation.previous().strip(), design, testClass, problems)
                    .map(old -> KeyChange.of(old, design).withSpecs(java.util.Optional.empty(), spec)).orElse(null);
        }
        if (!problems.isEmpty()) {
            return new ClassVerification(annotation.value(), design, problems, null, client, annotation.seed(), null, null);
        }
        LintResult lint = annotation.lint() ? new Linter(BuiltInRules.all(), LintConfig.DEFAULT).lint(design, spec) : null;
        VerificationSession session = VerificationSession.open(design, spec, client, annotation.seed());
        ClassVerification verification = new ClassVerification(annotation.value(), design, problems, session, client, annotation.seed(), lint, change);
        verification.implementations = Arrays.stream(annotation.implementations())
                .map(type -> session.implementation(type, RepositoryFactories.of(testClass, type))).toList();
        return verification;
    }

    @Override
    public Stream<DynamicNode> dynamicTests() {
        Stream<DynamicNode> patterns = Stream.concat(DynamicTests.of(location, design, readProblems, session, lint),
                DynamicTests.implementations(location, session, implementations));
        return keyChange == null ? patterns : Stream.concat(patterns, KeyChangeTests.of(location, keyChange, this::migration));
    }

    @Override
    public String tableName() {
        return requireSession().tableName();
    }

    @Override
    public Design design() {
        if (design == null) {
            throw new IllegalStateException(String.join("\n", readProblems));
        }
        return design;
    }

    @Override
    public List<SeededItem> seededItems() {
        return requireSession().seededItems();
    }

    @Override
    public long seed() {
        return seed;
    }

    @Override
    public DynamoDbClient client() {
        return client;
    }

    @Override
    public Lock sharedReadLock() {
        return session == null ? NO_TABLE.readLock() : session.sharedReadLock();
    }

    /** Nothing to guard when there is no table. */
    private static final java.util.concurrent.locks.ReadWriteLock NO_TABLE = new java.util.concurrent.locks.ReentrantReadWriteLock();

    /** Runs a test of the class's own while no write case is running (write cases add and remove fresh items). */
    void whileNoWriteRuns(Invocation<Void> test) throws Throwable {
        if (session == null) {
            test.proceed();
            return;
        }
        Lock lock = session.sharedReadLock();
        lock.lock();
        try {
            test.proceed();
        } finally {
            lock.unlock();
        }
    }

    /** The migration check of the key change, run once, when its first phase runs. */
    private synchronized MigrationReport migration() {
        if (migration == null) {
            migration = MigrationCheck.run(keyChange, client, seed, java.util.Optional.empty());
        }
        return migration;
    }

    private VerificationSession requireSession() {
        if (session == null) {
            throw new IllegalStateException("the design " + location + " cannot be verified:\n  " + String.join("\n  ", readProblems));
        }
        return session;
    }

    @Override
    public void close() {
        if (session != null) {
            session.close();
        }
    }
}

package io.github.dynamodesign.verify.code;

import io.github.dynamodesign.verify.CapturedCall;
import io.github.dynamodesign.verify.CodeInputs;
import io.github.dynamodesign.verify.CodeRun;
import io.github.dynamodesign.verify.CodeUnderTest;
import io.github.dynamodesign.verify.ImplementationFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One annotated method: each call gets a new instance of its class, made on a client of its own that records what the
 * call sends, so calls never see each other's requests.
 */
final class MethodUnderTest implements CodeUnderTest {

    private final Class<?> type;
    private final Method method;
    private final ImplementationFactory factory;
    private final DynamoDbClient client;
    private final String table;
    private final Set<String> entities;
    private final boolean limit;

    /**
     * @param entities the entities a write pattern's items are of (empty for a read pattern)
     * @param limit whether the pattern has a Limit a {@code limit} parameter can take
     */
    MethodUnderTest(Class<?> type, Method method, ImplementationFactory factory, DynamoDbClient client, String table,
                    Set<String> entities, boolean limit) {
        this.type = type;
        this.method = method;
        this.factory = factory;
        this.client = client;
        this.table = table;
        this.entities = entities;
        this.limit = limit;
        method.setAccessible(true);
    }

    @Override
    public String name() {
        return type.getSimpleName() + "." + method.getName();
    }

    @Override
    public Optional<String> unboundParameters(Set<String> inputs) {
        return Arguments.unbound(method, inputs, entities, limit).map(p -> name() + ": " + p);
    }

    @Override
    public CodeRun call(CodeInputs inputs) {
        List<CapturedCall> calls = new ArrayList<>();
        Object instance = null;
        if (!Modifier.isStatic(method.getModifiers())) {
            try {
                instance = factory.create(RecordingClient.around(client, calls), table);
            } catch (Exception e) {
                throw new IllegalStateException("a " + type.getSimpleName() + " could not be made: " + e, e);
            }
        }
        Object[] args = Arguments.bind(method, inputs);
        try {
            method.invoke(instance, args);
            return new CodeRun(calls, Optional.empty());
        } catch (InvocationTargetException e) {
            return new CodeRun(calls, Optional.of(e.getCause()));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(name() + " cannot be called: " + e.getMessage(), e);
        }
    }
}

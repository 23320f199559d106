package io.github.dynamodesign.junit;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.verify.BackendSettings;
import io.github.dynamodesign.verify.BackendUnavailableException;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.opentest4j.TestAbortedException;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.lang.reflect.Method;
import java.util.Optional;

/**
 * The extension behind {@link DynamoDesignTest}: DynamoDB Local in the root store (one per JVM, closed at the end),
 * the class's verification in the class's store (its table deleted when the class is done), and parameter resolution
 * of {@link DesignVerification}, {@link DynamoDbClient} and {@link Design}. The class's own {@code @Test} methods run
 * while no write case does, so that they see the seeded items only, also in parallel runs.
 */
final class DynamoDesignExtension implements BeforeAllCallback, ParameterResolver, InvocationInterceptor {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(DynamoDesignExtension.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        verification(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == DesignVerification.class || type == DynamoDbClient.class || type == Design.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        ClassVerification verification = verification(context);
        if (type == DynamoDbClient.class) {
            return verification.client();
        }
        if (type == Design.class) {
            try {
                return verification.design();
            } catch (IllegalStateException e) {
                throw new ParameterResolutionException(e.getMessage());
            }
        }
        return verification;
    }

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
                                    ExtensionContext context) throws Throwable {
        verification(context).whileNoWriteRuns(invocation);
    }

    @SuppressWarnings("deprecation")
    private static ClassVerification verification(ExtensionContext context) {
        Class<?> testClass = context.getRequiredTestClass();
        DynamoDesignTest annotation = annotation(testClass).orElseThrow(() -> new ExtensionConfigurationException(
                testClass.getName() + " uses the dynamo-design extension without @DynamoDesignTest"));
        ExtensionContext classContext = classContext(context);
        BackendSettings settings = settings(annotation, context, testClass);
        SharedDynamoDb shared;
        try {
            shared = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(settings, k -> new SharedDynamoDb(settings), SharedDynamoDb.class);
        } catch (BackendUnavailableException e) {
            throw new TestAbortedException(testClass.getSimpleName() + " skipped: the " + settings.kind().id() + " backend cannot be used here: "
                    + e.getMessage());
        }
        return classContext.getStore(NAMESPACE).getOrComputeIfAbsent(ClassVerification.class,
                k -> ClassVerification.open(annotation, testClass, shared.backend().client()), ClassVerification.class);
    }

    /** The annotation's attributes first, then the configuration parameters (and system properties) {@code dynamo-design.*}. */
    private static BackendSettings settings(DynamoDesignTest annotation, ExtensionContext context, Class<?> testClass) {
        Map<String, String> given = Map.of("backend", annotation.backend(), "endpoint", annotation.endpoint(), "image", annotation.image(),
                "region", annotation.region(), "allow-remote", annotation.allowRemote() ? "true" : "");
        try {
            return BackendSettings.from(name -> Optional.ofNullable(given.get(name)).filter(v -> !v.isBlank())
                    .or(() -> context.getConfigurationParameter(BackendSettings.PREFIX + name)));
        } catch (IllegalArgumentException e) {
            throw new ExtensionConfigurationException(testClass.getName() + ": " + e.getMessage());
        }
    }

    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext current = context;
        while (current.getTestMethod().isPresent() && current.getParent().isPresent()) {
            current = current.getParent().get();
        }
        return current;
    }

    private static Optional<DynamoDesignTest> annotation(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            DynamoDesignTest found = c.getAnnotation(DynamoDesignTest.class);
            if (found != null) {
                return Optional.of(found);
            }
        }
        return Optional.empty();
    }
}

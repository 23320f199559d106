package io.github.dynamodesign.verify.code;

import io.github.dynamodesign.verify.CapturedCall;
import io.github.dynamodesign.verify.CodeUnderTest;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.function.Consumer;

/**
 * The client handed to the code under test: every request goes to the verification's client and is recorded with its
 * answer. A Query or Scan without a Limit is answered a page of {@link #PAGE} items at a time, with LastEvaluatedKey
 * where more follow, as DynamoDB may end any page early (at 1 MB): code that reads one page only is caught on small
 * sample data. The paginators and the builder overloads of the SDK's interface call back into the recorded operations,
 * so the plain client, its paginators and the Enhanced Client are all recorded. Closing it leaves the shared client open.
 */
final class RecordingClient implements InvocationHandler {

    /** Items per page of a Query or Scan sent without a Limit. */
    static final int PAGE = CodeUnderTest.PAGE;

    private final DynamoDbClient delegate;
    private final List<CapturedCall> calls;

    private RecordingClient(DynamoDbClient delegate, List<CapturedCall> calls) {
        this.delegate = delegate;
        this.calls = calls;
    }

    /** A client that sends through {@code delegate} and adds each request and its answer to {@code calls}. */
    static DynamoDbClient around(DynamoDbClient delegate, List<CapturedCall> calls) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class},
                new RecordingClient(delegate, calls));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        String name = method.getName();
        if (name.equals("close")) {
            return null;
        }
        if (name.equals("equals")) {
            return proxy == args[0];
        }
        if (name.equals("hashCode")) {
            return System.identityHashCode(proxy);
        }
        if (name.equals("toString")) {
            return "recording " + delegate;
        }
        boolean builderOverload = args != null && args.length == 1 && args[0] instanceof Consumer;
        if (method.isDefault() && (builderOverload || name.endsWith("Paginator"))) {
            return InvocationHandler.invokeDefault(proxy, method, args);
        }
        if (args == null || args.length != 1 || !(args[0] instanceof SdkRequest request)) {
            return method.invoke(delegate, args);
        }
        try {
            Object response = method.invoke(delegate, paged(request));
            synchronized (calls) {
                calls.add(CapturedCall.answered(request, (SdkResponse) response));
            }
            return response;
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof DynamoDbException failure) {
                synchronized (calls) {
                    calls.add(CapturedCall.failed(request, failure));
                }
            }
            throw e.getCause();
        }
    }

    private static SdkRequest paged(SdkRequest request) {
        if (request instanceof QueryRequest q && q.limit() == null) {
            return q.toBuilder().limit(PAGE).build();
        }
        if (request instanceof ScanRequest s && s.limit() == null) {
            return s.toBuilder().limit(PAGE).build();
        }
        return request;
    }
}

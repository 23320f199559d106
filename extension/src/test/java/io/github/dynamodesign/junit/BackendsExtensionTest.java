package io.github.dynamodesign.junit;

import io.github.dynamodesign.junit.samples.ContainerBackendDesign;
import io.github.dynamodesign.junit.samples.OnlineShopDesign;
import io.github.dynamodesign.verify.LocalServer;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Backends chosen per class or for a whole suite: the container backend runs for real where Docker is, and is skipped
 * with the reason where it is not (CI sets {@code DYNAMO_DESIGN_REQUIRE_DOCKER=true} where it started Docker, so that a
 * skip there fails); the endpoint backend through a configuration parameter, without editing the class.
 */
class BackendsExtensionTest {

    @Test
    void theContainerBackendRunsWhereDockerIsAndIsSkippedWithTheReasonWhereNot() {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .selectors(DiscoverySelectors.selectClass(ContainerBackendDesign.class))
                .configurationParameter("dynamo-design.image", System.getProperty("dynamo-design.image", ""))
                .execute();
        boolean skipped = results.containerEvents().aborted().count() > 0;
        boolean required = "true".equalsIgnoreCase(System.getenv("DYNAMO_DESIGN_REQUIRE_DOCKER"));
        if (skipped) {
            String reason = results.containerEvents().aborted().list().get(0)
                    .getPayload(org.junit.platform.engine.TestExecutionResult.class).flatMap(r -> r.getThrowable()).map(Throwable::getMessage).orElse("");
            assertThat(required).as("Docker was started for this run, but the container backend was skipped: " + reason).isFalse();
            assertThat(reason).contains("ContainerBackendDesign skipped: the container backend cannot be used here");
            assertThat(results.testEvents().failed().count()).isZero();
            return;
        }
        Events tests = results.testEvents();
        assertThat(tests.failed().count()).as(tests.failed().list().toString()).isZero();
        assertThat(tests.succeeded().count()).isGreaterThan(30);
    }

    @Test
    void aWholeSuiteSwitchesToAnEndpointByConfigurationParameter() {
        try (LocalServer server = LocalServer.start()) {
            Events tests = EngineTestKit.engine("junit-jupiter")
                    .selectors(DiscoverySelectors.selectClass(OnlineShopDesign.class))
                    .configurationParameter("dynamo-design.backend", "endpoint")
                    .configurationParameter("dynamo-design.endpoint", server.endpoint().toString())
                    .execute().testEvents();
            assertThat(tests.failed().count()).as(tests.failed().list().toString()).isZero();
            assertThat(tests.succeeded().count()).isGreaterThan(30);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aRemoteEndpointWithoutTheOptInsSkipsTheClassWithTheReason() {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .selectors(DiscoverySelectors.selectClass(OnlineShopDesign.class))
                .configurationParameter("dynamo-design.backend", "endpoint")
                .configurationParameter("dynamo-design.endpoint", "https://dynamodb.example.invalid")
                .execute();
        assertThat(results.containerEvents().aborted().list()).singleElement().satisfies(e -> assertThat(
                e.getPayload(org.junit.platform.engine.TestExecutionResult.class).flatMap(r -> r.getThrowable()).map(Throwable::getMessage).orElse(""))
                .contains("the endpoint backend cannot be used here").contains("is not on this machine"));
        assertThat(results.testEvents().started().count()).isZero();
    }
}

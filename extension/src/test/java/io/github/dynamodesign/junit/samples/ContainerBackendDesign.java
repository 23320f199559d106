package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

/** The whole design verified on DynamoDB Local in a container (image: dynamo-design.image, else the default). Run by the EngineTestKit. */
@DynamoDesignTest(value = "classpath:designs/good/online-shop.md", backend = "container")
public class ContainerBackendDesign implements AccessPatternTests {
}

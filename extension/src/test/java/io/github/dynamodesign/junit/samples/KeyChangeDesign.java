package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

/** A key change regression-tested: Order's sort key gains its timestamp. Run by the EngineTestKit. */
@DynamoDesignTest(value = "classpath:designs/key-changes/02-order-sk-gains-timestamp.v2.md",
        previous = "classpath:designs/key-changes/02-order-sk-gains-timestamp.v1.md")
public class KeyChangeDesign implements AccessPatternTests {
}

package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

/** A user's test class: the whole design verified, one dynamic test per pattern and case. Run by the EngineTestKit. */
@DynamoDesignTest("classpath:designs/good/online-shop.md")
public class OnlineShopDesign implements AccessPatternTests {
}

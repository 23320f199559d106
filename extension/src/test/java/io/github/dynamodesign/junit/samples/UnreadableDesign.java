package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

@DynamoDesignTest("classpath:designs/broken/not-a-design.md")
public class UnreadableDesign implements AccessPatternTests {
}

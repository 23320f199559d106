package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

@DynamoDesignTest("classpath:designs/broken-keys/between-upper-bound-exclusive.md")
public class BrokenBoundDesign implements AccessPatternTests {
}

package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

@DynamoDesignTest("docs/dynamodb/no-such-design.md")
public class MissingDesign implements AccessPatternTests {
}

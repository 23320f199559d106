package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

@DynamoDesignTest(value = "classpath:designs/good/chat.md", lint = true)
public class ChatDesign implements AccessPatternTests {
}

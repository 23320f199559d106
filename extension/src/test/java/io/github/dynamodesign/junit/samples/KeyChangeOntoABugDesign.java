package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

/** A key change migrated right onto a design with a real key bug (an unpadded price). Run by the EngineTestKit. */
@DynamoDesignTest(value = "classpath:designs/key-changes/15-migrated-onto-a-key-bug.v2.md",
        previous = "classpath:designs/key-changes/15-migrated-onto-a-key-bug.v1.md")
public class KeyChangeOntoABugDesign implements AccessPatternTests {
}

package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

/** A previous version at a git revision of a design that is no file of a repository: a read problem. Run by the EngineTestKit. */
@DynamoDesignTest(value = "classpath:designs/good/online-shop.md", previous = "git:HEAD~1")
public class KeyChangeFromRevisionOfResource implements AccessPatternTests {
}

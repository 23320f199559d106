package io.github.dynamodesign.junit;

import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** Implement it in a {@link DynamoDesignTest} class to get one dynamic test per access pattern and case. */
public interface AccessPatternTests {

    @TestFactory
    default Stream<DynamicNode> accessPatterns(DesignVerification verification) {
        return verification.dynamicTests();
    }
}

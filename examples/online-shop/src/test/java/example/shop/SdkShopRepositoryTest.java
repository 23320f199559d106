package example.shop;

import example.shop.sdk.SdkShopRepository;
import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

/** The design's patterns, and the plain-SDK repository's methods against them. */
@DynamoDesignTest(value = "docs/dynamodb/table-design.md", implementations = SdkShopRepository.class)
class SdkShopRepositoryTest implements AccessPatternTests {
}

package example.shop;

import example.shop.enhanced.EnhancedShopRepository;
import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

/** The Enhanced Client repository's methods against the design; another seed, other sample values. */
@DynamoDesignTest(value = "docs/dynamodb/table-design.md", seed = 7, implementations = EnhancedShopRepository.class)
class EnhancedShopRepositoryTest implements AccessPatternTests {
}

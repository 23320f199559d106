package com.example.shop;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

/** Every access pattern of the table design, checked against DynamoDB Local. */
@DynamoDesignTest("docs/dynamodb/table-design.md")
class TableDesignTest implements AccessPatternTests {
}

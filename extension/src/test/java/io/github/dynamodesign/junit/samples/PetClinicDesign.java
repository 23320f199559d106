package io.github.dynamodesign.junit.samples;

import io.github.dynamodesign.junit.AccessPatternTests;
import io.github.dynamodesign.junit.DynamoDesignTest;

@DynamoDesignTest(value = "classpath:designs/good/pet-clinic.md", seed = 7)
public class PetClinicDesign implements AccessPatternTests {
}

package example.shop.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.github.dynamodesign.archunit.DesignRules;

/** The plain-SDK repository's package against the design's rules. */
@AnalyzeClasses(packages = "example.shop.sdk", importOptions = ImportOption.DoNotIncludeTests.class)
class SdkRepositoryArchitectureTest {

    @ArchTest
    static final ArchRule design = DesignRules.of("docs/dynamodb/table-design.md").all();
}

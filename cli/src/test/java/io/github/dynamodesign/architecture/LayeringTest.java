package io.github.dynamodesign.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The whole product, as shipped: cli -> extension (junit -> verify) -> linter, never back. */
@AnalyzeClasses(packages = "io.github.dynamodesign",
        importOptions = {ImportOption.DoNotIncludeTests.class, LayeringTest.NoTestJars.class})
class LayeringTest {

    /** Leaves out the shared test helpers of the linter's test jar. */
    static final class NoTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar");
        }
    }

    @ArchTest
    static final ArchRule layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("cli").definedBy("io.github.dynamodesign.cli..")
            .layer("junit").definedBy("io.github.dynamodesign.junit..")
            .layer("verify").definedBy("io.github.dynamodesign.verify..")
            .layer("lint").definedBy("io.github.dynamodesign.lint..")
            .layer("model").definedBy("io.github.dynamodesign.design..")
            .whereLayer("cli").mayNotBeAccessedByAnyLayer()
            .whereLayer("junit").mayOnlyBeAccessedByLayers("cli")
            .whereLayer("verify").mayOnlyBeAccessedByLayers("junit", "cli")
            .whereLayer("lint").mayOnlyBeAccessedByLayers("verify", "junit", "cli")
            .whereLayer("model").mayOnlyBeAccessedByLayers("lint", "verify", "junit", "cli");

    @ArchTest
    static final ArchRule engineStagesInternal = noClasses()
            .that().resideInAnyPackage("io.github.dynamodesign.cli..", "io.github.dynamodesign.junit..")
            .should().dependOnClassesThat().resideInAnyPackage("io.github.dynamodesign.verify.(*)..")
            .as("the command line and the JUnit adapter use the engine's API (package verify), never its stages");

    @ArchTest
    static final ArchRule engineIndependentOfJUnit = noClasses()
            .that().resideInAnyPackage("io.github.dynamodesign.verify..", "io.github.dynamodesign.design..",
                    "io.github.dynamodesign.lint..")
            .should().dependOnClassesThat().resideInAnyPackage("org.junit..", "org.opentest4j..")
            .as("the engine, the model and the linter do not depend on JUnit");

    @ArchTest
    static final ArchRule linterWithoutAws = noClasses()
            .that().resideInAnyPackage("io.github.dynamodesign.design..", "io.github.dynamodesign.lint..")
            .should().dependOnClassesThat().resideInAnyPackage("software.amazon..", "com.amazonaws..")
            .as("the linter does not depend on the AWS SDK or DynamoDB Local");
}

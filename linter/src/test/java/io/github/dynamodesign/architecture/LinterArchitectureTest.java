package io.github.dynamodesign.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** The linter stands alone: no AWS SDK, no DynamoDB Local, no JUnit, nothing from the engine or the CLI. */
@AnalyzeClasses(packages = "io.github.dynamodesign", importOptions = ImportOption.DoNotIncludeTests.class)
class LinterArchitectureTest {

    @ArchTest
    static final ArchRule noAwsSdkOrJUnit = noClasses()
            .should().dependOnClassesThat().resideInAnyPackage("software.amazon..", "com.amazonaws..",
                    "org.junit..", "org.opentest4j..")
            .as("the linter does not depend on the AWS SDK, DynamoDB Local or JUnit");

    @ArchTest
    static final ArchRule nothingFromTheEngineOrTheCli = noClasses()
            .should().dependOnClassesThat().resideInAnyPackage("io.github.dynamodesign.verify..",
                    "io.github.dynamodesign.junit..", "io.github.dynamodesign.cli..")
            .as("dependencies point one way: cli -> extension -> linter");

    @ArchTest
    static final ArchRule theModelDoesNotKnowItsReaders = noClasses()
            .that().resideInAPackage("io.github.dynamodesign.design")
            .should().dependOnClassesThat().resideInAnyPackage("io.github.dynamodesign.design.markdown..",
                    "io.github.dynamodesign.lint..")
            .as("the design model does not depend on readers or rules");

    @ArchTest
    static final ArchRule readersDoNotKnowTheRules = noClasses()
            .that().resideInAPackage("io.github.dynamodesign.design.markdown..")
            .should().dependOnClassesThat().resideInAnyPackage("io.github.dynamodesign.lint..")
            .as("the reader does not depend on lint rules");

    @ArchTest
    static final ArchRule noCycles = slices().matching("io.github.dynamodesign.(*)..").should().beFreeOfCycles();
}

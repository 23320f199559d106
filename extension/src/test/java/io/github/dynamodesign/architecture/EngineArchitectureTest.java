package io.github.dynamodesign.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The engine runs without JUnit; the JUnit adapter is thin and keeps its implementation to itself. */
@AnalyzeClasses(packages = "io.github.dynamodesign", importOptions = ImportOption.DoNotIncludeTests.class)
class EngineArchitectureTest {

    @ArchTest
    static final ArchRule engineWithoutJUnit = noClasses().that().resideInAPackage("io.github.dynamodesign.verify..")
            .should().dependOnClassesThat().resideInAnyPackage("org.junit..", "org.opentest4j..", "io.github.dynamodesign.junit..")
            .as("the verification engine does not depend on JUnit or on its JUnit adapter");

    @ArchTest
    static final ArchRule nothingFromTheCli = noClasses().that().resideInAnyPackage("io.github.dynamodesign.verify..",
                    "io.github.dynamodesign.junit..")
            .should().dependOnClassesThat().resideInAPackage("io.github.dynamodesign.cli..")
            .as("dependencies point one way: cli -> extension -> linter");

    @ArchTest
    static final ArchRule smallPublicApi = classes().that().resideInAPackage("io.github.dynamodesign.junit")
            .and().arePublic().should().beInterfaces()
            .as("the JUnit API is the annotation and interfaces; implementations are package-private");
}

package io.github.dynamodesign.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleName;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The engine runs without JUnit; its stages (table, sample, read, write) sit behind the API package {@code verify}
 * and depend on one another in one direction; no two classes of the module depend on each other, directly or round
 * about; the JUnit adapter is thin and keeps its implementation to itself.
 */
@AnalyzeClasses(packages = "io.github.dynamodesign", importOptions = ImportOption.DoNotIncludeTests.class)
class EngineArchitectureTest {

    private static final String ENGINE = "io.github.dynamodesign.verify";

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

    @ArchTest
    static final ArchRule stagesInternal = classes().that().resideInAnyPackage(ENGINE + ".(*)..")
            .should().onlyHaveDependentClassesThat().resideInAPackage(ENGINE + "..")
            .as("the engine's stages are used by the engine only: the JUnit adapter and the command line use package verify");

    @ArchTest
    static final ArchRule stagesInOneDirection = slices().matching(ENGINE + ".(*)..").should().beFreeOfCycles()
            .as("the stages depend on one another in one direction: write -> read -> sample -> table");

    @ArchTest
    static final ArchRule stageOrder = noClasses().that().resideInAnyPackage(ENGINE + ".table..", ENGINE + ".sample..")
            .should().dependOnClassesThat().resideInAnyPackage(ENGINE + ".read..", ENGINE + ".write..")
            .as("table and sample know nothing of reading and writing patterns");

    @ArchTest
    static final ArchRule noClassCycles = slices().assignedFrom(new TopLevelClasses()).should().beFreeOfCycles()
            .ignoreDependency(simpleName("DynamoDesignTest"), simpleName("DynamoDesignExtension"))
            .as("no two classes of the extension depend on each other, directly or round about (the annotation's "
                    + "@ExtendWith naming its extension is registration, not use)");

    /** One slice per top-level class of the extension (a nested class counts as its outer class). */
    static final class TopLevelClasses implements SliceAssignment {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getName();
            if (!name.startsWith(ENGINE + ".") && !name.startsWith("io.github.dynamodesign.junit.")) {
                return SliceIdentifier.ignore();
            }
            int nested = name.indexOf('$');
            return SliceIdentifier.of(nested < 0 ? name : name.substring(0, nested));
        }

        @Override
        public String getDescription() {
            return "top-level classes of the extension";
        }
    }
}

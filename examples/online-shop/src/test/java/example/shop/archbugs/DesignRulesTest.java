package example.shop.archbugs;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.EvaluationResult;
import io.github.dynamodesign.archunit.DesignRules;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Each rule fails on code that breaks it, and names the pattern and the method. */
class DesignRulesTest {

    private static final DesignRules RULES = DesignRules.of("docs/dynamodb/table-design.md");
    private static final JavaClasses BROKEN = new ClassFileImporter().importClasses(BrokenRules.Repository.class, BrokenRules.ReportService.class);

    private static String violations(EvaluationResult result) {
        assertThat(result.hasViolation()).isTrue();
        return String.join("\n", result.getFailureReport().getDetails());
    }

    @Test
    void everyPatternOnce() {
        String report = violations(RULES.everyPatternImplementedOnce().evaluate(BROKEN));
        assertThat(report).contains("AP-001 (Get customer profile) has 2 methods").contains("customerAgain")
                .contains("AP-003 (Latest orders of a customer) has no method annotated @AccessPattern(\"AP-003\")");
    }

    @Test
    void unknownIds() {
        assertThat(violations(RULES.annotationsNameKnownPatterns().evaluate(BROKEN)))
                .contains("archive(java.lang.String) is annotated @AccessPattern(\"AP-999\")");
    }

    @Test
    void readsDoNotWriteAndWritesDoNotRead() {
        assertThat(violations(RULES.readMethodsDoNotWrite().evaluate(BROKEN)))
                .contains("customer(java.lang.String) implements AP-001 (Get customer profile), a read pattern, but calls DynamoDbClient.updateItem");
        assertThat(violations(RULES.writeMethodsDoNotRead().evaluate(BROKEN)))
                .contains("register(example.shop.Customer) implements AP-101 (Register customer), a write pattern, but calls DynamoDbClient.query");
    }

    @Test
    void dynamoDbOnlyFromRepositories() {
        assertThat(violations(RULES.onlyAnnotatedClassesCallDynamoDb().evaluate(BROKEN)))
                .contains("ReportService calls DynamoDB (DynamoDbClient.scan").doesNotContain("Repository calls");
        assertThat(RULES.onlyAnnotatedClassesCallDynamoDb("example.shop.archbugs").evaluate(BROKEN).hasViolation()).isFalse();
    }

    @Test
    void noScan() {
        assertThat(violations(RULES.noScanUnlessDesigned().evaluate(BROKEN)))
                .contains("everything() calls DynamoDbClient.scan").contains("has no Scan pattern");
    }

    @Test
    void allTogether() {
        assertThat(RULES.all().evaluate(BROKEN).getFailureReport().getDetails()).hasSizeGreaterThanOrEqualTo(7);
    }
}

package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Write and delete rows of the good fixtures, mutated at random (conditions dropped or renamed, operations and verbs
 * swapped, steps naming other entities, prose steps, notes that set or remove arbitrary attributes, oversized
 * transactions): every mutant runs to a verdict with a reason, and leaves the seeded items exactly as they were.
 */
@Tag("slow")
class WriteMutantsTest {

    private static final String[] OPERATIONS = {"PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems", "BatchWriteItem"};
    private static final String[] VERBS = {"Put", "Update", "Delete", "ConditionCheck"};

    @Test
    void everyMutantRunsToAVerdictAndChangesNoSeededItem() throws IOException {
        Random random = new Random(20261122);
        List<String> problems = new ArrayList<>();
        int mutants = 0;
        for (Path file : FixturePaths.good()) {
            String source = Files.readString(file);
            Design original = MarkdownDesignReader.read(file);
            List<String> rows = source.lines().filter(l -> l.matches("\\|\\s*AP-[12]\\d\\d\\s*\\|.*")).toList();
            for (int i = 0; i < 12; i++) {
                String row = rows.get(random.nextInt(rows.size()));
                String mutated = mutate(row, original, random);
                Design design = MarkdownDesignReader.read(file.getFileName() + " (mutant " + i + ")", source.replace(row, mutated));
                if (!design.usable()) {
                    continue;
                }
                mutants++;
                try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), 42)) {
                    List<Map<String, AttributeValue>> before = items(session);
                    VerificationReport report = session.run(id -> true);
                    for (PatternResult p : report.patterns()) {
                        boolean explained = !p.message().isBlank() || p.cases().stream().anyMatch(c -> !c.message().isBlank());
                        if (p.status() != Status.PASSED && !explained) {
                            problems.add(mutated + ": " + p.id() + " " + p.status() + " without a reason");
                        }
                        p.cases().stream().filter(c -> c.message().contains("could not run"))
                                .forEach(c -> problems.add(mutated + ": " + c.message()));
                    }
                    if (!items(session).equals(before)) {
                        problems.add(mutated + ": the table's items changed");
                    }
                }
            }
        }
        assertThat(mutants).isGreaterThan(40);
        assertThat(problems).isEmpty();
    }

    private static List<Map<String, AttributeValue>> items(VerificationSession session) {
        return session.client().scanPaginator(ScanRequest.builder().tableName(session.tableName()).consistentRead(true).build())
                .items().stream().sorted((a, b) -> a.toString().compareTo(b.toString())).toList();
    }

    private static String mutate(String row, Design design, Random random) {
        String[] cells = row.split("\\|", -1);
        // cells: "", id, description, operation, steps, conditions, ""
        List<Entity> entities = design.entities();
        Entity entity = entities.get(random.nextInt(entities.size()));
        switch (random.nextInt(8)) {
            case 0 -> cells[5] = " ";
            case 1 -> cells[5] = " attribute_not_exists(noSuchAttribute) ";
            case 2 -> cells[3] = " " + OPERATIONS[random.nextInt(OPERATIONS.length)] + " ";
            case 3 -> cells[4] = cells[4].replaceFirst("(Put|Update|Delete|ConditionCheck) \\w+", "$1 " + entity.name());
            case 4 -> cells[4] = cells[4] + " 9. Notify the warehouse";
            case 5 -> {
                String attribute = entity.attributes().get(random.nextInt(entity.attributes().size())).name();
                String key = entity.keys().get(random.nextInt(entity.keys().size())).attribute();
                cells[3] = " UpdateItem ";
                cells[4] = " 1. Update " + entity.name() + " (SET " + attribute + " = :v REMOVE " + key + ") ";
            }
            case 6 -> {
                StringBuilder steps = new StringBuilder(" ");
                int n = 20 + random.nextInt(90);
                for (int s = 1; s <= n; s++) {
                    steps.append(s).append(". Put ").append(entity.name()).append(' ');
                }
                cells[4] = steps.toString();
            }
            default -> cells[4] = cells[4].replaceFirst("(Put|Update|Delete|ConditionCheck)", VERBS[random.nextInt(VERBS.length)]);
        }
        return String.join("|", cells);
    }
}

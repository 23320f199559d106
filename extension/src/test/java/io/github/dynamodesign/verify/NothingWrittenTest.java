package io.github.dynamodesign.verify;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class NothingWrittenTest {

    @Test
    void dynamoDbLocalWritesNothingToTheWorkingDirectory() throws Exception {
        Path cwd = Path.of("").toAbsolutePath();
        long before;
        try (var files = Files.list(cwd)) {
            before = files.count();
        }
        try (LocalDynamoDb local = LocalDynamoDb.start()) {
            assertThat(local.client().listTables().tableNames()).isNotNull();
        }
        assertThat(cwd.resolve("dynamodb-local-metadata.json")).doesNotExist();
        try (var files = Files.list(cwd)) {
            assertThat(files.count()).isEqualTo(before);
        }
    }
}

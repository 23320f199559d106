package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.TestDesigns;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A problem with an example item of the document says that it is about the example, and where the example is. */
class ExampleItemSetupTest {

    @Test
    void anExampleItemThatCannotBeWrittenIsNamedWithItsLine() {
        Design design = MarkdownDesignReader.read("example.md", TestDesigns.table("users") + """

                ## Entity Key Design

                ### User
                - **PK**: `USER#<userId>`
                - **SK**: `PROFILE#<region>`
                - **Attributes**: userId (S), region (S), name (S)

                Example item:
                ```json
                {"userId": "u1", "name": "Ada", "type": "User"}
                ```

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params |
                |---|---|---|---|---|---|---|---|
                | AP-001 | User | Query | Table | `USER#<userId>` | - | - | |
                """);
        try (VerificationSession session = VerificationSession.open(design, TestDynamo.client(), 42)) {
            assertThat(session.setupProblems()).anySatisfy(p -> {
                assertThat(p.code()).isEqualTo(SetupProblem.Code.KEY_NOT_RENDERED);
                assertThat(p.message()).startsWith("its example item (line 20): ").contains("region")
                        .endsWith("the example item is left out");
                assertThat(p.location().line()).isEqualTo(20);
            });
        }
    }
}

package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.TestDesigns;
import io.github.dynamodesign.verify.DesignError;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What a pattern's templates say against what it is for, found before anything runs. */
class IntentChecksTest {

    private static Design comments(String sortKey, String reads) {
        return MarkdownDesignReader.read("comments.md", TestDesigns.table("Comments") + """

                ## Entity Key Design

                ### Comment
                - **PK**: `ISSUE#<issueId>`
                - **SK**: `%s`
                - **Attributes**:
                  - `issueId` (string, ulid)
                  - `commentId` (string, ulid)
                  - `postedAt` (string, iso-8601)
                  - `votes` (number, 0..1000)

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params | Returns |
                |---|---|---|---|---|---|---|---|---|
                %s
                """.formatted(sortKey, reads));
    }

    private static List<DesignError> errors(Design design) {
        return SmallDesigns.plan(design, "AP-001").designErrors();
    }

    private static List<String> warnings(Design design) {
        return SmallDesigns.plan(design, "AP-001").warnings();
    }

    @Test
    void aTimeNamedBoundThatLinesUpWithAnIdentifierIsAWarningOnly() {
        String window = "| AP-001 | Comments in a time window | Query | Table | `ISSUE#<issueId>` | BETWEEN | `COMMENT#<from>` AND `COMMENT#<to>~` | | Comment |";
        assertThat(errors(comments("COMMENT#<postedAt>#<commentId>", window))).isEmpty();
        assertThat(warnings(comments("COMMENT#<postedAt>#<commentId>", window))).isEmpty();
        Design swapped = comments("COMMENT#<commentId>#<postedAt>", window);
        assertThat(errors(swapped)).as("an input's name is no evidence: fromNumber, sinceYear are numbers too").isEmpty();
        assertThat(warnings(swapped)).singleElement().satisfies(w -> assertThat(w)
                .contains("<from> names a time (the input's name)")
                .contains("it stands where <commentId> is (an identifier)").contains("put <postedAt> in that place of the key"));
    }

    @Test
    void anExplicitBindingDecidesForANameThatSaysNothing() {
        String bound = "| AP-001 | Comments in a window | Query | Table | `ISSUE#<issueId>` | BETWEEN | `COMMENT#<a:postedAt>` AND `COMMENT#<b:postedAt>~` | | Comment |";
        Design good = comments("COMMENT#<postedAt>#<commentId>", bound);
        assertThat(good.diagnostics()).isEmpty();
        assertThat(good.read("AP-001").orElseThrow().inputs()).containsExactly("issueId", "a", "b");
        assertThat(errors(good)).isEmpty();
        assertThat(errors(comments("COMMENT#<commentId>#<postedAt>", bound))).singleElement()
                .satisfies(e -> assertThat(e.message()).contains("<a> stands for postedAt (the design's explicit form)"));
    }

    @Test
    void aCountInTheWordsIsAWarningWithoutItsLimit() {
        String latest = "| AP-001 | Latest 5 comments | Query | Table | `ISSUE#<issueId>` | begins_with | `COMMENT#` | ScanIndexForward=false%s | Comment |";
        assertThat(warnings(comments("COMMENT#<postedAt>#<commentId>", latest.formatted(", Limit=5")))).isEmpty();
        assertThat(errors(comments("COMMENT#<postedAt>#<commentId>", latest.formatted(", Limit=10")))).isEmpty();
        assertThat(warnings(comments("COMMENT#<postedAt>#<commentId>", latest.formatted(", Limit=10"))))
                .singleElement().satisfies(w -> assertThat(w).contains("at most 5 results").contains("sets Limit=10"));
        assertThat(errors(comments("COMMENT#<postedAt>#<commentId>", latest.formatted(""))))
                .as("'top 100' is no Limit where the design caps the collection").isEmpty();
        assertThat(warnings(comments("COMMENT#<postedAt>#<commentId>", latest.formatted("")))).singleElement()
                .satisfies(w -> assertThat(w).contains("sets no Limit"));
    }

    @Test
    void sharedLeadingValuesOfBothBoundsAreEqualities() {
        Design design = MarkdownDesignReader.read("issues.md", TestDesigns.table("Issues") + """

                ## Entity Key Design

                ### Issue
                - **PK**: `PROJECT#<projectId>`
                - **SK**: `<status>#<openedAt>#<issueId>`
                - **Attributes**:
                  - `projectId` (string)
                  - `issueId` (string, ulid)
                  - `status` (string, one of: OPEN|CLOSED)
                  - `openedAt` (string, iso-8601)

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params | Returns |
                |---|---|---|---|---|---|---|---|---|
                | AP-001 | Issues in a status opened in a window | Query | Table | `PROJECT#<projectId>` | BETWEEN | `<status>#<from>` AND `<status>#<to>~` | | Issue |
                """);
        PatternPlan plan = SmallDesigns.plan(design, "AP-001");
        assertThat(plan.roles()).containsEntry("status", PatternPlan.Role.EQUALITY)
                .containsEntry("from", PatternPlan.Role.LOWER_BOUND).containsEntry("to", PatternPlan.Role.UPPER_BOUND);
        assertThat(plan.designErrors()).isEmpty();
    }
}

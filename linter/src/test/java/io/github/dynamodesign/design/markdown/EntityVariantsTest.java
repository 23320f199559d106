package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.KeyConditionMatcher;
import io.github.dynamodesign.design.WriteStep;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class EntityVariantsTest {

    private static final String STATES = TestDesigns.withIndexes("letters",
            "| gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | Sparse: sent issues (AP-002) |\n", """
            ### Key matrix

            | Entity | pk | sk | gsi1pk | gsi1sk |
            |---|---|---|---|---|
            | Issue (DRAFT) | `pub#<slug>` | `issue#<issueNo>` | - | - |
            | Issue (SENT) | `pub#<slug>` | `issue#<issueNo>` | `pub#<slug>#sent` | `<sentAt>` |

            ### Issue

            - **Attributes**: slug (S), issueNo (N), status (S, one of: DRAFT|SENT), sentAt (S, optional, ISO-8601)

            ```json
            {"pk": "pub#p", "sk": "issue#1", "gsi1pk": "pub#p#sent", "gsi1sk": "2026-01-01T00:00:00Z", "slug": "p", "issueNo": 1,
             "status": "SENT", "sentAt": "2026-01-01T00:00:00Z", "entityType": "Issue"}
            ```
            """, """
            | AP-001 | Issues | Query | Table | `pub#<slug>` | begins_with | `issue#` | |
            | AP-002 | Sent issues | Query | gsi1 | `pub#<slug>#sent` | - | - | ScanIndexForward=false |
            """);

    @Test
    void keyMatrixRowsInNamedStatesAreShapesOfOneType() {
        Design d = MarkdownDesignReader.read("states.md", STATES);
        Entity draft = d.entity("Issue (DRAFT)").orElseThrow();
        Entity sent = d.entity("Issue (SENT)").orElseThrow();
        assertThat(List.of(draft.type(), sent.type())).containsOnly("Issue");
        assertThat(draft.key("gsi1pk")).isEmpty();
        assertThat(sent.key("gsi1pk").orElseThrow().template().source()).isEqualTo("pub#<slug>#sent");
        assertThat(sent.attribute("status").orElseThrow().constraints().allowedValues()).containsExactly("SENT");
        assertThat(sent.attribute("sentAt").orElseThrow().optional()).as("what its keys are made of is there in that state").isFalse();
        assertThat(sent.examples()).hasSize(1);
        assertThat(draft.examples()).isEmpty();
        assertThat(d.entity("Issue")).contains(draft);
        assertThat(d.entitiesNamed("Issue")).containsExactly(draft, sent);
        assertThat(new KeyConditionMatcher(d).resultTypes(d.read("AP-002").orElseThrow())).containsExactly(sent);
        assertThat(d.diagnostics()).noneMatch(x -> x.code().equals("duplicate-entity"));
    }

    private static final String ALTERNATIVES = TestDesigns.table("timetable") + """

            ## Entity Key Design

            ### Lesson

            - **PK**: `CLASS#<classId>`
            - **SK**: `SLOT#<slot>`
            - **Attributes**: classId (S), slot (S), teacherId (S), roomId (S)

            ### SlotClaim

            | Key | Template | Note |
            |---|---|---|
            | PK | `TEACHER#<teacherId>` or `ROOM#<roomId>` | beside the profile |
            | SK | `CLAIM#<slot>` | |

            Attributes: `classId` (S), `slot` (S)

            ## Access Pattern Mapping

            ### Reads

            | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params |
            |---|---|---|---|---|---|---|---|
            | AP-001 | Is the room free | GetItem | Table | `ROOM#<roomId>` | = | `CLAIM#<slot>` | |

            ### Writes

            | AP ID | Description | Operation | Items | Conditions |
            |---|---|---|---|---|
            | AP-020 | Move a lesson | TransactWriteItems | 1. Update Lesson SET roomId = :newRoomId 2. Delete SlotClaim (`ROOM#<oldRoomId>` / `CLAIM#<slot>`) 3. Put SlotClaim (`ROOM#<newRoomId>` / `CLAIM#<slot>`) | 3: attribute_not_exists(pk) |
            """;

    @Test
    void templatesGivenAsAlternativesAreShapesAndAStepAddressesOneByItsKey() {
        Design d = MarkdownDesignReader.read("alternatives.md", ALTERNATIVES);
        Entity teacher = d.entity("SlotClaim (TEACHER)").orElseThrow();
        Entity room = d.entity("SlotClaim (ROOM)").orElseThrow();
        assertThat(teacher.key("pk").orElseThrow().template().source()).isEqualTo("TEACHER#<teacherId>");
        assertThat(room.key("pk").orElseThrow().template().source()).isEqualTo("ROOM#<roomId>");
        assertThat(room.key("pk").orElseThrow().note()).as("the note after the last alternative").isEqualTo("beside the profile");
        assertThat(room.keyValue("pk", Map.of("roomId", "r1"))).contains("ROOM#r1");
        assertThat(new KeyConditionMatcher(d).inferredTypes(d.read("AP-001").orElseThrow())).containsExactly(room);

        List<WriteStep> steps = d.writes().get(0).steps();
        assertThat(steps).extracting(WriteStep::entity).containsExactly("Lesson", "SlotClaim (ROOM)", "SlotClaim (ROOM)");
        assertThat(steps.get(1).renamed()).as("another item than the one the plain name gives")
                .containsExactly(Map.entry("roomId", "oldRoomId"));
        assertThat(steps.get(2).renamed()).containsExactly(Map.entry("roomId", "newRoomId"));
    }

    @Test
    void aSingleRowWithANoteInParenthesesIsNoState() {
        Design d = MarkdownDesignReader.read("one.md", TestDesigns.table("one") + """

                ## Entity Key Design

                | Entity | pk | sk |
                |---|---|---|
                | Order (header item) | `ORDER#<orderId>` | `META` |

                ### Order

                - **Attributes**: orderId (S)
                """);
        assertThat(d.entities()).extracting(Entity::name).containsExactly("Order");
    }
}

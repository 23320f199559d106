package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.ReadPattern;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Keys as other authors give them: key tables and matrices, index-labelled bullets, braces, multi-attribute keys. */
class KeyShapesReadingTest {

    private static Design read(String indexes, String entities, String reads) {
        Design d = MarkdownDesignReader.read("shapes.md", TestDesigns.withIndexes("shows", indexes, entities, reads));
        assertThat(d.usable()).isTrue();
        return d;
    }

    @Test
    void aKeyMatrixAndAKeyTableAreReadAsKeyBullets() {
        Design d = read("| gsi1 | `gsi1pk` (S) | `gsi1sk` (S) | ALL | by handle |\n", """
                | Entity | pk | sk | gsi1pk | gsi1sk |
                |---|---|---|---|---|
                | Show | `SHOW#{showId}` | `META` | `HANDLE#{handle}` | `SHOW#{showId}` |
                | Episode | `SHOW#{showId}` | `EP#{episodeNumber:05}` | - | - |

                ### Show
                - **Attributes**: showId (S), handle (S)

                ### Creator

                | Key | Template |
                |---|---|
                | PK | `CREATOR#<creatorId>` |
                | SK | `PROFILE` |

                - **Attributes**: creatorId (S)
                """, "| AP-001 | Show by handle | Query | gsi1 | `HANDLE#{handle}` | - | - | |");
        Entity show = d.entity("Show").orElseThrow();
        assertThat(show.key("pk").orElseThrow().template().source()).isEqualTo("SHOW#<showId>");
        assertThat(show.key("gsi1pk").orElseThrow().template().source()).isEqualTo("HANDLE#<handle>");
        assertThat(d.entity("Episode").orElseThrow().key("sk").orElseThrow().template().source()).isEqualTo("EP#<pad(episodeNumber, 5)>");
        assertThat(d.entity("Creator").orElseThrow().key("pk").orElseThrow().template().source()).isEqualTo("CREATOR#<creatorId>");
        assertThat(d.reads().get(0).partitionKey().get(0).source()).isEqualTo("HANDLE#<handle>");
    }

    @Test
    void aMultiAttributeKeyJoinedByPlusAndItsConditionWrittenWithTheAttribute() {
        Design d = read("| ZoneIndex | `zoneId` (S) + `status` (S) | `batteryPct` (N) + `vehicleId` (S) | ALL | by zone |\n", """
                ### Vehicle
                - **PK**: `VEHICLE#<vehicleId>`
                - **SK**: `VEHICLE`
                - **ZoneIndex PK**: `zoneId`, `status` (native attributes)
                - **Attributes**: `vehicleId` (S), `zoneId` (S), `status` (S: AVAILABLE | IN_TRIP), `batteryPct` (N)
                """, "| AP-001 | Low battery | Query | ZoneIndex | `zoneId = <zoneId>` AND `status = AVAILABLE` | < | `batteryPct < ${threshold}` | |");
        assertThat(d.index("ZoneIndex").orElseThrow().partitionKey()).extracting(k -> k.name()).containsExactly("zoneId", "status");
        Entity vehicle = d.entity("Vehicle").orElseThrow();
        assertThat(vehicle.attribute("status")).as("a colon inside a declaration is no list lead-in").isPresent();
        assertThat(vehicle.keys()).extracting(k -> k.attribute()).containsExactly("pk", "sk");
        ReadPattern p = d.reads().get(0);
        assertThat(p.sortKey().operands().get(0).source()).isEqualTo("<threshold>");
        assertThat(d.diagnostics()).noneMatch(x -> x.severity() == io.github.dynamodesign.design.Severity.ERROR);
    }
}

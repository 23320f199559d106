package io.github.dynamodesign.bench;

/**
 * Generates large, valid design documents for benchmarks: {@code entities} entity types in groups that share a
 * partition, each with keys on the table and a GSI, and {@code patterns} read patterns over them.
 */
public final class DesignGenerator {

    private DesignGenerator() {
    }

    public static String generate(int entities, int patterns) {
        StringBuilder md = new StringBuilder(entities * 900 + patterns * 160);
        md.append("# Generated design: ").append(entities).append(" entities, ").append(patterns).append(" patterns\n\n");
        md.append("## Table Configuration\n\n| Property | Value |\n|---|---|\n| Table Name | Generated |\n")
                .append("| Partition Key | `PK` (String) |\n| Sort Key | `SK` (String) |\n| Billing Mode | PAY_PER_REQUEST |\n\n");
        md.append("## Global Secondary Indexes\n\n| GSI Name | Partition Key | Sort Key | Projection | Purpose |\n")
                .append("|---|---|---|---|---|\n| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | lookups by secondary id |\n\n");
        md.append("## Entity Key Design\n\n");
        for (int e = 0; e < entities; e++) {
            String name = "Thing" + e;
            String group = "GROUP" + (e / 4);
            md.append("### ").append(name).append(" (generated entity ").append(e).append(")\n")
                    .append("- **Description**: entity number ").append(e).append(" of the generated design\n")
                    .append("- **PK**: `").append(group).append("#<groupId>`\n")
                    .append("- **SK**: `T").append(e).append("#<createdAt>#<thing").append(e).append("Id>`\n")
                    .append("- **GSI1PK**: `T").append(e).append("#<thing").append(e).append("Id>`\n")
                    .append("- **GSI1SK**: `<pad(rank, 6)>`\n")
                    .append("- **Attributes**:\n")
                    .append("  - `groupId` (string) - the partition\n")
                    .append("  - `thing").append(e).append("Id` (string, ulid) - id\n")
                    .append("  - `createdAt` (string, iso-8601)\n")
                    .append("  - `rank` (number, 0..999999)\n")
                    .append("  - `state` (string, one of: NEW|ACTIVE|DONE)\n")
                    .append("  - `note` (string, optional, max 200 chars)\n")
                    .append("  - `entityType` (string) - \"").append(name).append("\"\n\n")
                    .append("Example item:\n```json\n{\"PK\": \"").append(group).append("#g1\", \"SK\": \"T").append(e)
                    .append("#2026-01-01T00:00:00Z#01HQ3K5Z8Y9X7W6V5T4S3R2Q1P\", \"GSI1PK\": \"T").append(e)
                    .append("#01HQ3K5Z8Y9X7W6V5T4S3R2Q1P\", \"GSI1SK\": \"000042\", \"groupId\": \"g1\", \"thing").append(e)
                    .append("Id\": \"01HQ3K5Z8Y9X7W6V5T4S3R2Q1P\", \"createdAt\": \"2026-01-01T00:00:00Z\", \"rank\": 42, ")
                    .append("\"state\": \"NEW\", \"entityType\": \"").append(name).append("\"}\n```\n\n");
        }
        md.append("## Access Pattern Mapping\n\n### Reads\n\n")
                .append("| AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params | Returns |\n")
                .append("|---|---|---|---|---|---|---|---|---|\n");
        for (int p = 0; p < patterns; p++) {
            int e = p % entities;
            String group = "GROUP" + (e / 4);
            String id = String.format("AP-%05d", p + 1);
            switch (p % 4) {
                case 0 -> md.append("| ").append(id).append(" | Items of type ").append(e).append(" in a group | Query | Table | `")
                        .append(group).append("#<groupId>` | begins_with | `T").append(e).append("#` | Limit=20 | Thing").append(e).append(" |\n");
                case 1 -> md.append("| ").append(id).append(" | Items of type ").append(e).append(" in a time window | Query | Table | `")
                        .append(group).append("#<groupId>` | BETWEEN | `T").append(e).append("#<from>` AND `T").append(e)
                        .append("#<to>~` | | Thing").append(e).append(" |\n");
                case 2 -> md.append("| ").append(id).append(" | Item of type ").append(e).append(" by id | Query | GSI1 | `T")
                        .append(e).append("#<thing").append(e).append("Id>` | - | | | Thing").append(e).append(" |\n");
                default -> md.append("| ").append(id).append(" | Whole group | Query | Table | `").append(group)
                        .append("#<groupId>` | - | | paginated | |\n");
            }
        }
        md.append("\n### Writes\n\n| AP ID | Description | Operation | Items | Conditions |\n|---|---|---|---|---|\n");
        for (int e = 0; e < entities; e++) {
            md.append(String.format("| AP-W%04d | Create thing %d | PutItem | 1. Put Thing%d | attribute_not_exists(PK) |%n", e, e, e));
        }
        return md.toString();
    }
}

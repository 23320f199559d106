package io.github.dynamodesign.design.markdown;

/** The opening of a small design document for tests: a title and a Table Configuration. */
public final class TestDesigns {

    private TestDesigns() {
    }

    /** A table with partition key {@code pk} and sort key {@code sk}, both strings. */
    public static String table(String name) {
        return tableWithPartitionKey(name) + "| Sort Key | `sk` (String) |\n";
    }

    /** A table with partition key {@code pk} only. */
    public static String tableWithPartitionKey(String name) {
        return "# " + name + "\n\n## Table Configuration\n\n| Property | Value |\n|---|---|\n| Table Name | " + name + " |\n"
                + "| Partition Key | `pk` (String) |\n";
    }

    /**
     * A whole small design: the table, a GSI table with the given rows, the Entity Key Design section and a Reads
     * table with the given rows.
     */
    public static String withIndexes(String name, String indexRows, String entities, String readRows) {
        return table(name) + """

                ## Global Secondary Indexes

                | GSI Name | Partition Key | Sort Key | Projection | Purpose |
                |---|---|---|---|---|
                """ + indexRows + """

                ## Entity Key Design

                """ + entities + """

                ## Access Pattern Mapping

                ### Reads

                | AP ID | Description | Operation | Table/GSI | PK | SK Condition | SK Value | Params |
                |---|---|---|---|---|---|---|---|
                """ + readRows + "\n";
    }
}

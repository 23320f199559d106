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
}

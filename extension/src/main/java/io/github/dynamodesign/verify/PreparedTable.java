package io.github.dynamodesign.verify;

import java.util.List;

/**
 * A table that exists already, with the items it holds: what a verification session runs on when it does not make
 * and seed its own table (a migration check's tables).
 *
 * @param name the table's name
 * @param items the items it holds, each with the typed values the oracle reasons about
 * @param problems what went wrong putting them there
 */
public record PreparedTable(String name, List<SeededItem> items, List<SetupProblem> problems) {

    public PreparedTable {
        items = List.copyOf(items);
        problems = List.copyOf(problems);
    }
}

package io.github.dynamodesign.design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A row of the Reads table.
 *
 * @param index the index name, or null for the table
 * @param partitionKey the partition key value templates: one, or one per attribute of a multi-attribute key
 * @param sortKey null when the pattern has no sort key condition
 * @param returns the declared result entity names (the Returns column); empty when not declared
 * @param boundInputs inputs the document binds to an attribute explicitly ({@code <from:postedAt>}: from stands for
 *                    postedAt), by input name
 * @param inputFormats formats the document declares for inputs that are no attribute of an entity ("Dates
 *                     ({@code {fromDate}}, {@code {toDate}}) are {@code YYYY-MM-DD}"), by input name
 * @param unreadKey a key value of the pattern that could not be read, as written, with why ({@code LESSON#{today+28d}}:
 *                  the key language has no date arithmetic); null when every value was read
 */
public record ReadPattern(String id, String description, Operation operation, String operationText, String index,
                          List<KeyTemplate> partitionKey, SortKeyCondition sortKey, QueryParams params,
                          List<String> returns, SourceLocation location, java.util.Map<String, String> boundInputs,
                          java.util.Map<String, ValueFormat> inputFormats, String unreadKey)
        implements AccessPattern {

    public ReadPattern {
        partitionKey = List.copyOf(partitionKey);
        returns = List.copyOf(returns);
        boundInputs = boundInputs == null ? java.util.Map.of() : java.util.Map.copyOf(boundInputs);
        inputFormats = inputFormats == null ? java.util.Map.of() : java.util.Map.copyOf(inputFormats);
        params = params == null ? QueryParams.DEFAULT : params;
        description = description == null ? "" : description;
    }

    /** This pattern with the formats the document declares for its inputs. */
    public ReadPattern withInputFormats(java.util.Map<String, ValueFormat> formats) {
        return new ReadPattern(id, description, operation, operationText, index, partitionKey, sortKey, params, returns,
                location, boundInputs, formats, unreadKey);
    }

    /** A key value that could not be read: the pattern's request would not be the one the document writes. */
    public Optional<String> unreadKeyValue() {
        return Optional.ofNullable(unreadKey);
    }

    @Override
    public Optional<String> indexName() {
        return Optional.ofNullable(index);
    }

    public Optional<SortKeyCondition> sortKeyCondition() {
        return Optional.ofNullable(sortKey);
    }

    /** Every template of the key condition: partition key values, then sort key values. */
    public List<KeyTemplate> keyTemplates() {
        List<KeyTemplate> all = new ArrayList<>(partitionKey);
        if (sortKey != null) {
            all.addAll(sortKey.templates());
        }
        return all;
    }

    /** The pattern's inputs: the names of the placeholders of its key condition and filters, in order. */
    public List<String> inputs() {
        List<String> names = new ArrayList<>();
        List<KeyTemplate> templates = new ArrayList<>(keyTemplates());
        params.filters().forEach(f -> templates.addAll(f.operands()));
        for (KeyTemplate t : templates) {
            for (String name : t.references()) {
                if (!names.contains(name)) {
                    names.add(name);
                }
            }
        }
        return names;
    }
}

package io.github.dynamodesign.lint.rules;

import io.github.dynamodesign.lint.Rule;

import java.util.ArrayList;
import java.util.List;

/** Every rule of the linter, in catalogue order. */
public final class BuiltInRules {

    private BuiltInRules() {
    }

    public static List<Rule> all() {
        List<Rule> rules = new ArrayList<>(List.of(
                new KeyCollision(),
                new PrefixOverlap(),
                new SeparatorInValue(),
                new UnpaddedNumber(),
                new NonSortableTimestamp(),
                new HotPartition(),
                new PlaceholderUndefined(),
                new KeyTypeMismatch(),
                new ExampleItemMismatch(),
                new MissingEntityType(),
                new CaseSensitiveLookup(),
                new UnknownIndex(),
                new UnusedIndex(),
                new IndexKeyMissing(),
                new DegenerateIndexKey(),
                new TooManyGsis(),
                new TooManyLsis(),
                new LsiCollectionLimit(),
                new ConsistentReadOnGsi(),
                new GsiProjectionAll(),
                new ScanOperation(),
                new QueryForSingleItem(),
                new UnmappedPattern(),
                new DuplicatePatternId(),
                new UnconditionalCreate(),
                new UniquenessViaGsi(),
                new KeyAttributeUpdate(),
                new StaleIndexKey(),
                new TransactionTooLarge(),
                new TtlAttributeType(),
                new LargeItemRisk(),
                new ReservedWordAttribute(),
                new DocumentProblems(),
                new SpecCoverage(),
                new SpecMismatch(),
                new SpecUniqueness()));
        List<String> ids = new ArrayList<>(rules.stream().map(r -> r.metadata().id()).toList());
        ids.add(io.github.dynamodesign.lint.Linter.INVALID_SUPPRESSION);
        rules.add(new InvalidSuppression(ids));
        return List.copyOf(rules);
    }
}

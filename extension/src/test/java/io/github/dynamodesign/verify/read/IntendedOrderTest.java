package io.github.dynamodesign.verify.read;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.spec.SortOrder;
import io.github.dynamodesign.verify.SeededItem;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The order a pattern states, between two items: certain only where every reading of "ASC" agrees. */
class IntendedOrderTest {

    private final Design design = SmallDesigns.games();

    private SeededItem pet(String name, String id) {
        return SmallDesigns.item(design, "Pet", Map.of("ownerId", "o1", "petId", id, "petName", name));
    }

    @Test
    void textWhoseCharactersAndAlphabetDisagreeLeavesTheLaterPartsUndecided() {
        SortOrder byNameThenId = new SortOrder(List.of(new SortOrder.Part("petName", false), new SortOrder.Part("petId", false)));
        // "Zed" sorts before "ab" by its characters and after it in the alphabet: no order between them, whatever the ids
        assertThat(IntendedOrder.compare(byNameThenId, pet("Zed", "p1"), pet("ab", "p2"))).isZero();
        assertThat(IntendedOrder.compare(byNameThenId, pet("ab", "p2"), pet("Zed", "p1"))).isZero();
        // where both readings agree the name decides, and a tie on it leaves the id to decide
        assertThat(IntendedOrder.compare(byNameThenId, pet("ab", "p9"), pet("zed", "p1"))).isNegative();
        assertThat(IntendedOrder.compare(byNameThenId, pet("Max", "p2"), pet("Max", "p1"))).isPositive();
    }
}

package io.github.dynamodesign.design;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class UpdateActionsTest {

    @Test
    void anAttributeChangedAgainInALaterBranchKeepsTheFirstChange() {
        UpdateActions a = UpdateActions.parse("SET status = :s, gsi2pk = :pk; if EXCEPTION also SET reason = :r; "
                + "for any other type REMOVE gsi2pk, reason");
        assertThat(a.set()).containsOnlyKeys("status", "gsi2pk", "reason");
        assertThat(a.remove()).as("one update cannot set and remove one attribute").isEmpty();
    }

    @Test
    void clausesOfOneUpdate() {
        UpdateActions a = UpdateActions.parse("SET a = :a, b = b + 1 REMOVE c ADD n 1");
        assertThat(a.set()).containsOnlyKeys("a", "b");
        assertThat(a.remove()).containsExactly("c");
        assertThat(a.add()).containsOnlyKeys("n");
    }
}

package dev.cairn.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** No contributor weighs more than a third, and the cap takes no more than it must. */
class ShareCapTest {
    @Test
    void countsWithinAThirdEachAreTheWeights() {
        assertThat(ShareCap.weights(new long[] {5, 5, 5})).containsExactly(5, 5, 5);
        assertThat(ShareCap.weights(new long[] {3, 1, 2, 3})).containsExactly(3, 1, 2, 3);
    }

    @Test
    void withThreeContributorsEachWeighsAsMuchAsTheSmallest() {
        assertThat(ShareCap.weights(new long[] {100, 1, 10})).containsExactly(1, 1, 1);
    }

    @Test
    void oneLargeContributorIsCappedAtAThirdOfTheTotal() {
        assertThat(ShareCap.weights(new long[] {10, 1_000, 10, 10})).containsExactly(10, 15, 10, 10);
        assertThat(ShareCap.weights(new long[] {1, 2, 3, 4, 100})).containsExactly(1, 2, 3, 4, 5);
    }

    @Test
    void twoLargeContributorsAreBothCapped() {
        assertThat(ShareCap.weights(new long[] {1_000, 1, 1_000, 1})).containsExactly(2, 1, 2, 1);
        assertThat(ShareCap.weights(new long[] {1, 2, 3, 500, 400})).containsExactly(1, 2, 3, 6, 6);
    }

    @Test
    void fewerThanThreeContributorsHaveNoWeights() {
        assertThatThrownBy(() -> ShareCap.weights(new long[] {4, 4})).isInstanceOf(IllegalArgumentException.class);
    }
}

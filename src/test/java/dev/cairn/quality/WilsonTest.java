package dev.cairn.quality;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.api.QualityCards.Rate;
import org.junit.jupiter.api.Test;

/** The Wilson 95 % interval against known values, its ends, and its rounding. */
class WilsonTest {
    @Test
    void eightOfTenMatchesTheTextbookInterval() {
        assertThat(Wilson.rate(8, 10)).isEqualTo(new Rate(0.8, 0.4902, 0.9433, 10));
    }

    @Test
    void allOrNothingTouchesTheEndsOfTheScale() {
        Rate none = Wilson.rate(0, 20);
        assertThat(none.value()).isZero();
        assertThat(none.low()).isZero();
        assertThat(none.high()).isEqualTo(0.1611);
        Rate all = Wilson.rate(20, 20);
        assertThat(all.value()).isEqualTo(1);
        assertThat(all.high()).isEqualTo(1);
        assertThat(all.low()).isEqualTo(0.8389);
    }

    @Test
    void moreWeightNarrowsTheInterval() {
        Rate three = Wilson.rate(2, 3);
        Rate thousands = Wilson.rate(2_000, 3_000);
        assertThat(three.value()).isEqualTo(thousands.value()).isEqualTo(0.6667);
        assertThat(three.high() - three.low()).isGreaterThan(10 * (thousands.high() - thousands.low()));
    }

    @Test
    void aFractionalWeightIsRoundedToTwoPlacesAndTheRateToFour() {
        Rate rate = Wilson.rate(1.0 / 3, 4.0 / 3);
        assertThat(rate.value()).isEqualTo(0.25);
        assertThat(rate.weight()).isEqualTo(1.33);
        assertThat(Wilson.round(0.123456, 4)).isEqualTo(0.1235);
    }
}

package dev.cairn.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Every value lands in a bucket that shows it within 1 %, 0 exactly, and the bucket lists stay as small as said. */
class LogBucketsTest {
    /** Above this, the half unit of rounding a bucket's value to a whole unit fits within the 1 %. */
    private static final long ROUNDING_ABSORBED_FROM = 5_051;

    private static double error(long value) {
        return Math.abs(LogBuckets.value(LogBuckets.of(value)) - value);
    }

    @Test
    void zeroIsItsOwnBucketAndShownExactly() {
        assertThat(LogBuckets.of(0)).isZero();
        assertThat(LogBuckets.value(0)).isZero();
        assertThat(LogBuckets.of(1)).isEqualTo(1);
        assertThat(LogBuckets.value(1)).isEqualTo(1);
    }

    @Test
    void aNegativeMeasurementIsRefused() {
        assertThatThrownBy(() -> LogBuckets.of(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyValueUpToAMillionIsShownWithinOnePercentBeforeRounding() {
        for (long value = 1; value <= 1_000_000; value++) {
            assertThat(error(value)).as("value %d", value).isLessThanOrEqualTo(0.01 * value + 0.5);
            if (value >= ROUNDING_ABSORBED_FROM) {
                assertThat(error(value)).as("value %d", value).isLessThanOrEqualTo(0.01 * value);
            }
        }
    }

    @Test
    void sampledValuesUpToATrillionAreShownWithinOnePercent() {
        SplittableRandom random = new SplittableRandom(20);
        for (int i = 0; i < 200_000; i++) {
            long value = random.nextLong(1_000_000, 1_000_000_000_001L);
            assertThat(error(value)).as("value %d", value).isLessThanOrEqualTo(0.01 * value);
        }
        for (long value = 10; value <= 1_000_000_000_000L; value *= 10) {
            assertThat(error(value)).as("value %d", value).isLessThanOrEqualTo(0.01 * value + 0.5);
        }
    }

    @Test
    void bucketsGrowWithTheirValues() {
        for (long value = 1; value <= 100_000; value++) {
            assertThat(LogBuckets.of(value)).isGreaterThanOrEqualTo(LogBuckets.of(value - 1));
        }
        for (int bucket = 1; bucket < 1_400; bucket++) {
            assertThat(LogBuckets.value(bucket)).isGreaterThanOrEqualTo(LogBuckets.value(bucket - 1));
        }
    }

    @Test
    void aDayOfMillisecondsAndATrillionMicrosNeedAboutNineHundredAndFourteenHundredBuckets() {
        assertThat(LogBuckets.of(86_400_000)).isEqualTo(924);
        assertThat(LogBuckets.of(1_000_000_000_000L)).isEqualTo(1_397);
    }
}

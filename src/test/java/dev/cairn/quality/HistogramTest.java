package dev.cairn.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The stored text form round trips, adding is commutative, and atMost counts by the buckets' values. */
class HistogramTest {
    private static Histogram of(long... values) {
        Histogram histogram = new Histogram();
        for (long value : values) {
            histogram.add(value);
        }
        return histogram;
    }

    @Test
    void anEmptyHistogramIsStoredAsTheEmptyText() {
        assertThat(new Histogram().stored()).isEmpty();
        assertThat(Histogram.parse("")).isEqualTo(new Histogram());
        assertThat(Histogram.parse("").total()).isZero();
    }

    @Test
    void theStoredFormListsBucketsAscendingWithTheirCounts() {
        Histogram histogram = of(1, 0, 1, 1, 0, 2);
        assertThat(histogram.stored()).isEqualTo("0:2,1:3," + LogBuckets.of(2) + ":1");
        assertThat(histogram.total()).isEqualTo(6);
    }

    @Test
    void theStoredFormRoundTrips() {
        SplittableRandom random = new SplittableRandom(20);
        for (int i = 0; i < 200; i++) {
            Histogram histogram = new Histogram();
            int size = random.nextInt(50);
            for (int j = 0; j < size; j++) {
                histogram.add(random.nextLong(0, 1_000_000_000_001L));
            }
            Histogram parsed = Histogram.parse(histogram.stored());
            assertThat(parsed).isEqualTo(histogram);
            assertThat(parsed.stored()).isEqualTo(histogram.stored());
            assertThat(parsed.total()).isEqualTo(size);
        }
    }

    @Test
    void parsingKeepsLargeCounts() {
        Histogram histogram = Histogram.parse("0:9000000000,1397:1");
        assertThat(histogram.total()).isEqualTo(9_000_000_001L);
        assertThat(histogram.stored()).isEqualTo("0:9000000000,1397:1");
    }

    @Test
    void addingInAnyOrderOrInPartsGivesTheSameHistogram() {
        Histogram forward = of(5, 0, 86_400_000, 5, 120, 3);
        Histogram backward = of(3, 120, 5, 86_400_000, 0, 5);
        Histogram merged = of(5, 0, 86_400_000);
        merged.addAll(of(5, 120, 3));
        assertThat(backward).isEqualTo(forward).hasSameHashCodeAs(forward);
        assertThat(merged).isEqualTo(forward);
        assertThat(merged.stored()).isEqualTo(forward.stored());
    }

    @Test
    void atMostCountsTheMeasurementsWhoseBucketValueIsWithinTheLimit() {
        Histogram histogram = of(0, 0, 50, 100, 250, 1_000, 10_000);
        long shownForAThousand = LogBuckets.value(LogBuckets.of(1_000));
        assertThat(histogram.atMost(0)).isEqualTo(2);
        assertThat(histogram.atMost(100)).isEqualTo(4);
        assertThat(histogram.atMost(shownForAThousand - 1)).isEqualTo(5);
        assertThat(histogram.atMost(shownForAThousand)).isEqualTo(6);
        assertThat(histogram.atMost(Long.MAX_VALUE)).isEqualTo(7);
    }
}

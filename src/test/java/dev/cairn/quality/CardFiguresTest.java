package dev.cairn.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.cairn.api.QualityCards.Bar;
import dev.cairn.api.QualityCards.Latency;
import dev.cairn.api.QualityCards.Scores;
import dev.cairn.api.Timestamps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A card's figures on known tallies: the threshold, the share cap, percentiles, bars and budgets. */
class CardFiguresTest {
    private static final long AT = 1_790_000_000_000L;

    private static Tally outcomes(int successes, int failures) {
        Tally tally = new Tally();
        for (int i = 0; i < successes + failures; i++) {
            tally.add(new Tally.Measurement(i < successes, true, null, null, null, AT));
        }
        return tally;
    }

    private static Tally latencies(long... milliseconds) {
        Tally tally = new Tally();
        for (long latency : milliseconds) {
            tally.add(new Tally.Measurement(true, true, latency, null, null, AT));
        }
        return tally;
    }

    private static Tally prices(long... finalPrices) {
        Tally tally = new Tally();
        for (long price : finalPrices) {
            tally.add(new Tally.Measurement(true, true, null, price / 2, price, AT));
        }
        return tally;
    }

    private static long shown(long value) {
        return LogBuckets.value(LogBuckets.of(value));
    }

    private static List<Double> shares(Latency latency) {
        return latency.distribution().stream().map(Bar::share).toList();
    }

    @Test
    void belowThreeContributorsThereAreNoScores() {
        assertThat(CardFigures.of(List.of(), null, null)).isNull();
        assertThat(CardFigures.of(List.of(outcomes(50, 0), outcomes(50, 0)), 1_000L, 1_000L)).isNull();
    }

    @Test
    void aFigureWithFewerThanThreeContributorsBehindItIsNull() {
        Scores scores = CardFigures.of(List.of(latencies(100), prices(5_000), latencies(200), prices(7_000)),
                1_000L, 10_000L);
        assertThat(scores.successRate().weight()).isEqualTo(4);
        assertThat(scores.latencyMs()).isNull();
        assertThat(scores.quotedPriceMicros()).isNull();
        assertThat(scores.finalPriceMicros()).isNull();
        assertThat(scores.withinLatencyBudget()).isNull();
        assertThat(scores.withinPriceBudget()).isNull();
    }

    @Test
    void ratesWeighEachContributorUnderTheShareCap() {
        Scores scores = CardFigures.of(List.of(outcomes(1_000, 0), outcomes(0, 10), outcomes(0, 10)), null, null);
        assertThat(scores.successRate()).isEqualTo(Wilson.rate(10, 30));
        assertThat(scores.successRate().value()).isEqualTo(0.3333);
        assertThat(scores.reliabilityRate().value()).isEqualTo(1);
        assertThat(scores.withinLatencyBudget()).isNull();
        assertThat(scores.withinPriceBudget()).isNull();
    }

    @Test
    void percentilesOfAKnownSet() {
        long[] oneToAHundred = new long[100];
        for (int i = 0; i < 100; i++) {
            oneToAHundred[i] = i + 1;
        }
        Latency latency = CardFigures.of(List.of(latencies(oneToAHundred), latencies(oneToAHundred),
                latencies(oneToAHundred)), null, null).latencyMs();
        assertThat(latency.p50()).isEqualTo(shown(50)).isCloseTo(50, within(1L));
        assertThat(latency.p90()).isEqualTo(shown(90)).isCloseTo(90, within(1L));
        assertThat(latency.p99()).isEqualTo(shown(99)).isCloseTo(99, within(1L));
        assertThat(latency.contributors()).isEqualTo(3);
        assertThat(latency.observations()).isEqualTo(300);
    }

    @Test
    void oneBusyContributorDoesNotSetTheMedian() {
        long[] thousandFast = new long[1_000];
        Arrays.fill(thousandFast, 10);
        long[] tenSlow = new long[10];
        Arrays.fill(tenSlow, 1_000);
        Latency latency = CardFigures.of(List.of(latencies(thousandFast), latencies(tenSlow), latencies(tenSlow)),
                null, null).latencyMs();
        assertThat(latency.p50()).isEqualTo(shown(1_000));
        assertThat(latency.observations()).isEqualTo(1_020);
        assertThat(shares(latency)).containsExactly(0.3333, 0.0, 0.0, 0.6667, 0.0, 0.0, 0.0, 0.0);
    }

    @Test
    void theDistributionHasABarPerEdgeAndOneForTheRest() {
        Latency latency = CardFigures.of(List.of(latencies(50), latencies(300), latencies(20_000)), null, null)
                .latencyMs();
        assertThat(latency.distribution()).extracting(Bar::upToMs)
                .containsExactly(100L, 250L, 500L, 1_000L, 2_500L, 5_000L, 10_000L, null);
        assertThat(shares(latency)).containsExactly(0.3333, 0.0, 0.3333, 0.0, 0.0, 0.0, 0.0, 0.3333);
    }

    @Test
    void theDistributionsBarsSumToOne() {
        SplittableRandom random = new SplittableRandom(20);
        for (int card = 0; card < 100; card++) {
            List<Tally> tallies = new ArrayList<>();
            for (int contributor = 3 + random.nextInt(5); contributor > 0; contributor--) {
                long[] values = new long[1 + random.nextInt(200)];
                for (int i = 0; i < values.length; i++) {
                    values[i] = random.nextLong(0, 86_400_001);
                }
                tallies.add(latencies(values));
            }
            double sum = shares(CardFigures.of(tallies, null, null).latencyMs()).stream()
                    .mapToDouble(Double::doubleValue).sum();
            assertThat(sum).isCloseTo(1, within(1e-3));
        }
    }

    @Test
    void withinBudgetRatesCountTheMeasurementsAtMostTheBudget() {
        Tally both = latencies(100, 200, 300, 400);
        both.addAll(prices(1_000, 5_000));
        Scores scores = CardFigures.of(List.of(both, both, both), 250L, 2_000L);
        assertThat(scores.withinLatencyBudget()).isEqualTo(Wilson.rate(6, 12));
        assertThat(scores.withinLatencyBudget().value()).isEqualTo(0.5);
        assertThat(scores.withinPriceBudget()).isEqualTo(Wilson.rate(3, 6));
        assertThat(scores.finalPriceMicros().p50()).isEqualTo(shown(1_000));
        assertThat(scores.quotedPriceMicros().p50()).isEqualTo(shown(500));
        assertThat(scores.quotedPriceMicros().observations()).isEqualTo(6);
        assertThat(scores.successRate().weight()).isEqualTo(18);
    }

    @Test
    void theLatestObservationIsTheNewestOfAllContributors() {
        Tally later = new Tally();
        later.add(new Tally.Measurement(true, true, null, null, null, AT + 5_000));
        assertThat(CardFigures.of(List.of(outcomes(2, 0), later, outcomes(0, 1)), null, null).latestObservedAt())
                .isEqualTo(Timestamps.format(AT + 5_000));
    }
}

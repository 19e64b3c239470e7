package dev.cairn.quality;

import dev.cairn.api.QualityCards;
import dev.cairn.api.QualityCards.Bar;
import dev.cairn.api.Timestamps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * A card's figures from its verified contributors' tallies (docs/quality.md, "Figures"). Each figure weighs each
 * contributor by its observations under the {@link ShareCap share cap}, and each observation of a contributor
 * equally within it; a figure with fewer than three contributors behind it is null. The tallies come in a
 * fixed order and are sums, so no order of arrival of the observations changes a figure.
 */
final class CardFigures {
    static final int MIN_CONTRIBUTORS = QualityCards.CONTRIBUTOR_THRESHOLD;
    /** The latency distribution's bars, in ms; the last bar holds everything longer. */
    static final long[] BAR_EDGES_MS = {100, 250, 500, 1_000, 2_500, 5_000, 10_000};
    private static final double[] PERCENTILES = {0.50, 0.90, 0.99};

    private CardFigures() {
    }

    /** The scores of {@code tallies} (verified contributors, in account order), or null below the threshold. */
    static QualityCards.Scores of(List<Tally> tallies, Long maxLatencyMs, Long maxPriceMicros) {
        if (tallies.size() < MIN_CONTRIBUTORS) {
            return null;
        }
        long latest = tallies.stream().mapToLong(tally -> tally.latestObservedAt).max().orElseThrow();
        return new QualityCards.Scores(
                rate(tallies, tally -> tally.observations, tally -> tally.successes),
                rate(tallies, tally -> tally.observations, tally -> tally.reliable),
                latency(tallies),
                price(tallies, tally -> tally.quotedPrice),
                price(tallies, tally -> tally.finalPrice),
                maxLatencyMs == null ? null : rate(tallies, tally -> tally.latency.total(),
                        tally -> tally.latency.atMost(maxLatencyMs)),
                maxPriceMicros == null ? null : rate(tallies, tally -> tally.finalPrice.total(),
                        tally -> tally.finalPrice.atMost(maxPriceMicros)),
                Timestamps.format(latest));
    }

    private static QualityCards.Rate rate(List<Tally> tallies, ToLongFunction<Tally> trials,
                                          ToLongFunction<Tally> hits) {
        List<Tally> measured = tallies.stream().filter(tally -> trials.applyAsLong(tally) > 0).toList();
        if (measured.size() < MIN_CONTRIBUTORS) {
            return null;
        }
        long[] counts = measured.stream().mapToLong(trials).toArray();
        double[] weights = ShareCap.weights(counts);
        double weight = 0;
        double weightedHits = 0;
        for (int i = 0; i < measured.size(); i++) {
            weight += weights[i];
            weightedHits += weights[i] * hits.applyAsLong(measured.get(i)) / counts[i];
        }
        return Wilson.rate(weightedHits, weight);
    }

    private static QualityCards.Latency latency(List<Tally> tallies) {
        Weighted weighted = Weighted.of(tallies, tally -> tally.latency);
        if (weighted == null) {
            return null;
        }
        long[] values = new long[PERCENTILES.length];
        for (int i = 0; i < PERCENTILES.length; i++) {
            values[i] = weighted.percentile(PERCENTILES[i]);
        }
        return new QualityCards.Latency(values[0], values[1], values[2], weighted.contributors,
                weighted.observations, weighted.bars());
    }

    private static QualityCards.Price price(List<Tally> tallies, Function<Tally, Histogram> of) {
        Weighted weighted = Weighted.of(tallies, of);
        return weighted == null ? null
                : new QualityCards.Price(weighted.percentile(0.50), weighted.contributors, weighted.observations);
    }

    /**
     * One measurement's weight per bucket across contributors (indexed by bucket), each contributor's share
     * capped and spread evenly over its observations.
     */
    private record Weighted(double[] buckets, double total, int contributors, long observations) {
        static Weighted of(List<Tally> tallies, Function<Tally, Histogram> of) {
            List<Histogram> measured = tallies.stream().map(of).filter(histogram -> histogram.size() > 0).toList();
            if (measured.size() < MIN_CONTRIBUTORS) {
                return null;
            }
            long[] counts = measured.stream().mapToLong(Histogram::total).toArray();
            double[] weights = ShareCap.weights(counts);
            int top = measured.stream().mapToInt(histogram -> histogram.bucket(histogram.size() - 1)).max().orElseThrow();
            double[] buckets = new double[top + 1];
            double total = 0;
            for (int i = 0; i < measured.size(); i++) {
                Histogram histogram = measured.get(i);
                double perObservation = weights[i] / counts[i];
                for (int j = 0; j < histogram.size(); j++) {
                    buckets[histogram.bucket(j)] += perObservation * histogram.count(j);
                }
                total += weights[i];
            }
            return new Weighted(buckets, total, measured.size(), Arrays.stream(counts).sum());
        }

        /** The value of the first bucket at which the weight below reaches {@code q} of the total. */
        long percentile(double q) {
            double reached = 0;
            int last = 0;
            for (int bucket = 0; bucket < buckets.length; bucket++) {
                if (buckets[bucket] > 0) {
                    reached += buckets[bucket];
                    last = bucket;
                    if (reached >= q * total * (1 - 1e-12)) {
                        return LogBuckets.value(bucket);
                    }
                }
            }
            return LogBuckets.value(last);
        }

        List<Bar> bars() {
            double[] shares = new double[BAR_EDGES_MS.length + 1];
            for (int bucket = 0; bucket < buckets.length; bucket++) {
                if (buckets[bucket] > 0) {
                    shares[bar(LogBuckets.value(bucket))] += buckets[bucket] / total;
                }
            }
            List<Bar> bars = new ArrayList<>();
            for (int i = 0; i < shares.length; i++) {
                bars.add(new Bar(i < BAR_EDGES_MS.length ? BAR_EDGES_MS[i] : null, Wilson.round(shares[i], 4)));
            }
            return bars;
        }

        private static int bar(long value) {
            int i = 0;
            while (i < BAR_EDGES_MS.length && value > BAR_EDGES_MS[i]) {
                i++;
            }
            return i;
        }
    }
}

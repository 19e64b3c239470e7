package dev.cairn.quality;

/**
 * One contributor's running sums on one card (per evidence class as stored, or merged across the classes a
 * caller accepts): what its figures are computed from. Every member is a sum or a maximum, so a tally does not
 * depend on the order its observations arrived in.
 */
final class Tally {
    long observations;
    long successes;
    long reliable;
    final Histogram latency;
    final Histogram quotedPrice;
    final Histogram finalPrice;
    long latestObservedAt = Long.MIN_VALUE;

    Tally() {
        this(new Histogram(), new Histogram(), new Histogram());
    }

    Tally(Histogram latency, Histogram quotedPrice, Histogram finalPrice) {
        this.latency = latency;
        this.quotedPrice = quotedPrice;
        this.finalPrice = finalPrice;
    }

    void add(Measurement observation) {
        observations++;
        successes += observation.success() ? 1 : 0;
        reliable += observation.reliable() ? 1 : 0;
        if (observation.latencyMs() != null) {
            latency.add(observation.latencyMs());
        }
        if (observation.quotedPriceMicros() != null) {
            quotedPrice.add(observation.quotedPriceMicros());
        }
        if (observation.finalPriceMicros() != null) {
            finalPrice.add(observation.finalPriceMicros());
        }
        latestObservedAt = Math.max(latestObservedAt, observation.observedAt());
    }

    void addAll(Tally other) {
        observations += other.observations;
        successes += other.successes;
        reliable += other.reliable;
        latency.addAll(other.latency);
        quotedPrice.addAll(other.quotedPrice);
        finalPrice.addAll(other.finalPrice);
        latestObservedAt = Math.max(latestObservedAt, other.latestObservedAt);
    }

    /** The structured facts of one observation that a card counts; optional measurements are null. */
    record Measurement(boolean success, boolean reliable, Long latencyMs, Long quotedPriceMicros,
                       Long finalPriceMicros, long observedAt) {
    }
}

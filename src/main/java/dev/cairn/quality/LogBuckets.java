package dev.cairn.quality;

/**
 * Logarithmic buckets for latencies and prices: bucket 0 holds 0, and bucket {@code k + 1} the values in
 * (γ^(k−1), γ^k] with γ = 1.02, shown as 2γ^k / (γ + 1). Any value is shown within 1 % of itself, and one
 * bucket list spans 1 ms to a day (about 920 buckets) or 1 to 10^12 micros (about 1,400). StrictMath keeps the
 * bucket of a value the same on every machine.
 */
final class LogBuckets {
    static final double GAMMA = 1.02;
    private static final double LOG_GAMMA = StrictMath.log(GAMMA);

    private LogBuckets() {
    }

    static int of(long value) {
        if (value < 0) {
            throw new IllegalArgumentException("negative measurement");
        }
        return value == 0 ? 0 : 1 + (int) StrictMath.ceil(StrictMath.log(value) / LOG_GAMMA);
    }

    /** The value a bucket stands for, rounded to a whole unit. */
    static long value(int bucket) {
        return bucket == 0 ? 0 : Math.round(2 * StrictMath.pow(GAMMA, bucket - 1) / (GAMMA + 1));
    }
}

package dev.cairn.quality;

import java.util.Arrays;

/**
 * How much each contributor weighs in a figure: its number of observations, capped so that no contributor holds
 * more than a third of the total weight (docs/quality.md, "Figures"). The cap is the largest T with
 * 3T ≤ Σ min(n_i, T); with exactly three contributors every one weighs as much as the smallest.
 */
final class ShareCap {
    static final int SHARE_DIVISOR = 3;

    private ShareCap() {
    }

    /** The weights of contributors with {@code counts} observations each (at least three counts, each at least 1). */
    static double[] weights(long[] counts) {
        long[] sorted = counts.clone();
        Arrays.sort(sorted);
        double cap = cap(sorted);
        double[] weights = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            weights[i] = Math.min(counts[i], cap);
        }
        return weights;
    }

    private static double cap(long[] sorted) {
        int k = sorted.length;
        if (k < SHARE_DIVISOR) {
            throw new IllegalArgumentException("a figure needs at least three contributors");
        }
        double below = 0; // Σ of the counts under the interval tried
        for (int i = 0; i < k - 1; i++) {
            below += sorted[i];
        }
        double total = below + sorted[k - 1];
        if (SHARE_DIVISOR * (double) sorted[k - 1] <= total) {
            return Double.POSITIVE_INFINITY;
        }
        // Between the two largest counts one contributor is above T: 3T = below + T.
        double cap = below / (SHARE_DIVISOR - 1);
        if (cap >= sorted[k - 2]) {
            return cap;
        }
        // Otherwise between the third and second largest, two are above T: 3T = (below - second) + 2T.
        return below - sorted[k - 2];
    }
}

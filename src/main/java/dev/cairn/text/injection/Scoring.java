package dev.cairn.text.injection;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The overall score: per region of the text, the strongest signal of each category, the strongest of those
 * counted fully and the others at half weight, capped at 100; the text scores as its worst region. One
 * medium signal reaches the medium level however long the text; low signals add up only within a region,
 * so trigger words scattered over a long document do not.
 */
final class Scoring {
    static final int[] WEIGHTS = {0, 10, 40, 75};
    static final int LOW = 10;
    static final int MEDIUM = 35;
    static final int HIGH = 70;

    private Scoring() {
    }

    /** Regions are {@code 2 * HALF_REGION} chars long and overlap by half, so no pair of close signals is split. */
    static final int HALF_REGION = 1000;

    static int score(List<Draft> drafts) {
        Map<String, Integer> categories = new HashMap<>();
        int lastHalf = 0;
        for (Draft d : drafts) {
            categories.putIfAbsent(d.category(), categories.size());
            lastHalf = Math.max(lastHalf, d.start() / HALF_REGION);
        }
        // region r is halves r and r + 1: worst severity per category id
        int[][] regions = new int[lastHalf + 1][categories.size()];
        for (Draft d : drafts) {
            int half = d.start() / HALF_REGION;
            int category = categories.get(d.category());
            regions[half][category] = Math.max(regions[half][category], d.severity());
            if (half > 0) {
                regions[half - 1][category] = Math.max(regions[half - 1][category], d.severity());
            }
        }
        int worst = 0;
        for (int[] region : regions) {
            worst = Math.max(worst, score(region));
        }
        return worst;
    }

    private static int score(int[] worstByCategory) {
        int best = 0;
        int sum = 0;
        for (int severity : worstByCategory) {
            int weight = WEIGHTS[severity];
            best = Math.max(best, weight);
            sum += weight;
        }
        return (int) Math.min(100, best + (sum - best) / 2.0);
    }

    static String level(int score) {
        return score >= HIGH ? "high" : score >= MEDIUM ? "medium" : score >= LOW ? "low" : "none";
    }
}

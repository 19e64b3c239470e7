package dev.cairn.text.injection;

import java.util.Map;

/**
 * The overall score: the strongest signal of each category, the strongest of those counted fully and the
 * others at half weight, capped at 100. One medium signal reaches the medium level; trigger words that make
 * only low signals stay low, however many categories they touch, until three of them add up.
 */
final class Scoring {
    static final int[] WEIGHTS = {0, 10, 40, 75};
    static final int LOW = 10;
    static final int MEDIUM = 35;
    static final int HIGH = 70;

    private Scoring() {
    }

    static int score(Map<String, Integer> worstByCategory) {
        int best = 0;
        int sum = 0;
        for (int severity : worstByCategory.values()) {
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

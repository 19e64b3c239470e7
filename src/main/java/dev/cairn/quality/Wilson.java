package dev.cairn.quality;

import dev.cairn.api.QualityCards;

/**
 * A weighted rate with its Wilson score interval at 95 %, taking the effective weight as the number of trials,
 * so that a rate from three reports shows a wide interval and one from thousands a narrow one.
 */
final class Wilson {
    static final double Z = 1.959963984540054;

    private Wilson() {
    }

    static QualityCards.Rate rate(double successes, double weight) {
        double p = successes / weight;
        double z2 = Z * Z;
        double denominator = 1 + z2 / weight;
        double centre = (p + z2 / (2 * weight)) / denominator;
        double half = Z * Math.sqrt(p * (1 - p) / weight + z2 / (4 * weight * weight)) / denominator;
        return new QualityCards.Rate(round(p, 4), round(Math.max(0, centre - half), 4),
                round(Math.min(1, centre + half), 4), round(weight, 2));
    }

    static double round(double value, int places) {
        double scale = Math.pow(10, places);
        return Math.round(value * scale) / scale;
    }
}

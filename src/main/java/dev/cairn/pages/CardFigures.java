package dev.cairn.pages;

import dev.cairn.api.QualityCards.Latency;
import dev.cairn.api.QualityCards.Price;
import dev.cairn.api.QualityCards.Rate;
import dev.cairn.api.QualityCards.Scores;

/** The figures of a scored card: rates, latency and prices, each only when three verified contributors stand behind it. */
final class CardFigures {
    static final String TOO_FEW = "<p class=\"hint\">Fewer than three verified contributors reported this; no figure is shown.</p>";

    private CardFigures() {
    }

    static String section(Scores scores) {
        return "<section class=\"panel\" aria-labelledby=\"figures-title\"><h2 id=\"figures-title\">Figures</h2>"
                + rate("Success rate", "Observations whose contributor reported the task as a success.",
                scores.successRate())
                + rate("Reliability rate", "Observations whose contributor reported the target as reliable.",
                scores.reliabilityRate())
                + latency(scores.latencyMs())
                + prices(scores.quotedPriceMicros(), scores.finalPriceMicros())
                + (scores.latestObservedAt() == null ? "" : "<p>Latest observation: <time>"
                + Html.escape(scores.latestObservedAt()) + "</time></p>")
                + "</section>";
    }

    private static String rate(String name, String meaning, Rate rate) {
        String heading = "<h3>" + name + "</h3><p class=\"hint\">" + meaning + "</p>";
        if (rate == null) {
            return heading + TOO_FEW;
        }
        return heading + "<p class=\"figure\">" + CardNumbers.percent(rate.value()) + "</p>"
                + CardCharts.rate(name, rate)
                + "<p class=\"hint\">95 % interval (Wilson) " + CardNumbers.percent(rate.low()) + " to "
                + CardNumbers.percent(rate.high()) + ", from an effective weight of "
                + CardNumbers.decimal(rate.weight()) + " observations.</p>";
    }

    private static String latency(Latency latency) {
        String heading = "<h3>Latency</h3>";
        if (latency == null) {
            return heading + TOO_FEW;
        }
        return heading + "<dl><dt>p50</dt><dd>" + CardNumbers.duration(latency.p50()) + "</dd><dt>p90</dt><dd>"
                + CardNumbers.duration(latency.p90()) + "</dd><dt>p99</dt><dd>" + CardNumbers.duration(latency.p99())
                + "</dd></dl>" + CardCharts.distribution(latency.distribution())
                + basis(latency.observations(), latency.contributors());
    }

    private static String prices(Price quoted, Price paid) {
        String heading = "<h3>Prices</h3><p class=\"hint\">In micro-units: millionths of whatever currency the "
                + "observers were quoted or charged in. Cairn converts nothing, so read them as price units, not dollars.</p>";
        return heading + price("Quoted price, median", quoted) + price("Final price, median", paid);
    }

    private static String price(String name, Price price) {
        if (price == null) {
            return "<h4>" + name + "</h4>" + TOO_FEW;
        }
        return "<h4>" + name + "</h4><p class=\"figure price\">" + CardNumbers.grouped(price.p50()) + " micro-units ("
                + CardNumbers.units(price.p50()) + " price units)</p>" + basis(price.observations(), price.contributors());
    }

    private static String basis(long observations, int contributors) {
        return "<p class=\"hint\">From " + CardNumbers.observations(observations) + " by " + contributors
                + " verified contributors.</p>";
    }
}

package dev.cairn.pages;

import dev.cairn.api.QualityCards.Bar;
import dev.cairn.api.QualityCards.Rate;
import java.util.List;
import java.util.StringJoiner;

/**
 * The card page's inline SVG: a rate as a bar with its 95 % interval as a whisker, and the latency
 * distribution as labelled horizontal bars. Colours come from page.css classes (the CSP allows no inline
 * style); each chart is one image to assistive technology, its figures said in words in its label.
 */
final class CardCharts {
    static final int WIDTH = 300;
    private static final int RATE_HEIGHT = 20;
    private static final int ROW_HEIGHT = 24;
    private static final int LABEL_WIDTH = 80;
    private static final int VALUE_WIDTH = 56;

    private CardCharts() {
    }

    static String rate(String name, Rate rate) {
        String label = name + " " + CardNumbers.percentInWords(rate.value()) + ", 95 percent interval from "
                + CardNumbers.percentInWords(rate.low()) + " to " + CardNumbers.percentInWords(rate.high());
        double low = rate.low() * WIDTH;
        double high = rate.high() * WIDTH;
        // The view box reaches 2 units past each end, so a whisker tick at 0 or 100 % shows whole.
        return open("rate", "-2 0 " + (WIDTH + 4) + " " + RATE_HEIGHT, label)
                + "<rect class=\"track\" x=\"0\" y=\"4\" width=\"" + WIDTH + "\" height=\"12\"/>"
                + "<rect class=\"fill\" x=\"0\" y=\"4\" width=\"" + number(rate.value() * WIDTH) + "\" height=\"12\"/>"
                + line(low, 10, high, 10) + line(low, 1, low, 19) + line(high, 1, high, 19)
                + "</svg>";
    }

    static String distribution(List<Bar> bars) {
        double largest = bars.stream().mapToDouble(Bar::share).max().orElse(0);
        double room = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
        StringJoiner words = new StringJoiner("; ", "Latency distribution: ", "");
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < bars.size(); i++) {
            Bar bar = bars.get(i);
            String upTo = bar.upToMs() == null ? "longer" : "≤ " + CardNumbers.duration(bar.upToMs());
            double width = largest == 0 ? 0 : bar.share() / largest * room;
            int y = i * ROW_HEIGHT;
            words.add((bar.upToMs() == null ? "longer" : "up to " + CardNumbers.duration(bar.upToMs())) + ", "
                    + CardNumbers.percentInWords(bar.share()));
            rows.append("<text class=\"label\" x=\"0\" y=\"").append(y + 16).append("\">").append(upTo).append("</text>")
                    .append("<rect class=\"fill\" x=\"").append(LABEL_WIDTH).append("\" y=\"").append(y + 4)
                    .append("\" width=\"").append(number(width)).append("\" height=\"16\"/>")
                    .append("<text class=\"value\" x=\"").append(number(LABEL_WIDTH + width + 4)).append("\" y=\"")
                    .append(y + 16).append("\">").append(CardNumbers.percent(bar.share())).append("</text>");
        }
        return open("distribution", "0 0 " + WIDTH + " " + Math.max(bars.size(), 1) * ROW_HEIGHT, words.toString()) + rows
                + "</svg>";
    }

    private static String open(String kind, String viewBox, String label) {
        return "<svg class=\"chart " + kind + "\" viewBox=\"" + viewBox + "\" role=\"img\" aria-label=\""
                + Html.escape(label) + "\"><title>" + Html.escape(label) + "</title>";
    }

    private static String line(double x1, int y1, double x2, int y2) {
        return "<line class=\"whisker\" x1=\"" + number(x1) + "\" y1=\"" + y1 + "\" x2=\"" + number(x2) + "\" y2=\""
                + y2 + "\"/>";
    }

    private static String number(double value) {
        return CardNumbers.decimal(value);
    }
}

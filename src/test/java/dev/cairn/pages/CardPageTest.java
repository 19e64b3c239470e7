package dev.cairn.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.QualityCards.Bar;
import dev.cairn.api.QualityCards.Card;
import dev.cairn.api.QualityCards.Context;
import dev.cairn.api.QualityCards.Correction;
import dev.cairn.api.QualityCards.Evidence;
import dev.cairn.api.QualityCards.Latency;
import dev.cairn.api.QualityCards.Price;
import dev.cairn.api.QualityCards.Rate;
import dev.cairn.api.QualityCards.Scores;
import dev.cairn.api.QualityCards.Target;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class CardPageTest {
    private static final String HOSTILE = "<script>alert(1)</script>\" onmouseover=\"x' &amp;";
    private static final String ID = "tmc_" + "ab12".repeat(10);
    private static final Target HOSTILE_TARGET = new Target("mcp_server", "a" + HOSTILE, "https://x.example/" + HOSTILE,
            "v" + HOSTILE, "t" + HOSTILE, "sha256:" + HOSTILE, "r" + HOSTILE);
    private static final Correction PENDING = new Correction("qcr_1", "appeal", "outdated_version", "pending", false,
            "2026-11-27T10:00:00Z", null);
    private static final Scores SCORES = new Scores(new Rate(0.9231, 0.801, 0.972, 12.5), new Rate(1, 0.85, 1, 12.5),
            new Latency(420, 1_800, 12_500, 3, 13, List.of(new Bar(250L, 0.25), new Bar(1000L, 0.5),
                    new Bar(5000L, 0.2), new Bar(null, 0.05))),
            new Price(1_250_000, 3, 9), null, null, null, "2026-11-27T09:30:00Z");
    private static final CardPage PAGE = CardPage.load();

    @Test
    void belowTheThresholdThePageSaysWhoIsMissingAndShowsNoFigure() {
        String html = render(card(Card.INSUFFICIENT_EVIDENCE, 2, 1, SCORES, List.of()));
        assertThat(html).startsWith("<!doctype html>")
                .contains("Insufficient evidence", "1 more verified contributor needed; no scores are shown until three "
                        + "have reported.", "<dt>Verified contributors</dt><dd>2</dd>", "None filed.")
                .doesNotContain("<svg", "Figures", "%", "92", "420", "1,250,000", "2026-11-27T09:30:00Z");
        assertThat(render(card(Card.INSUFFICIENT_EVIDENCE, 0, 3, null, List.of())))
                .contains("3 more verified contributors needed");
    }

    @Test
    void everyCallerStringIsEscapedText() {
        for (Card card : List.of(card(Card.INSUFFICIENT_EVIDENCE, 1, 2, null, List.of(hostileCorrection())),
                card(Card.SCORED, 3, 0, SCORES, List.of(hostileCorrection())))) {
            String html = render(card);
            assertThat(html).doesNotContain("<script", HOSTILE, "\" onmouseover", "' &amp;amp;</")
                    .contains("a&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;x&#39; &amp;amp;");
            for (String field : List.of("a", "https://x.example/", "v", "t", "sha256:", "r", "qcr_")) {
                assertThat(html).contains(field + Html.escape(HOSTILE));
            }
        }
    }

    @Test
    void aScoredCardShowsItsRatesLatencyAndPricesWithCharts() {
        String html = render(card(Card.SCORED, 4, 0, SCORES, List.of(PENDING)));
        assertThat(html).contains("Scored", "<dt>Verified contributors</dt><dd>4</dd>")
                .contains("<p class=\"figure\">92.3 %</p>", "95 % interval (Wilson) 80.1 % to 97.2 %",
                        "from an effective weight of 12.5 observations", "<p class=\"figure\">100.0 %</p>")
                .contains("aria-label=\"Success rate 92.3 percent, 95 percent interval from 80.1 percent to 97.2 percent\"",
                        "<rect class=\"fill\" x=\"0\" y=\"4\" width=\"276.9\"")
                .contains("<dt>p50</dt><dd>420 ms</dd>", "<dd>1,800 ms</dd>", "<dd>12.5 s</dd>",
                        "From 13 observations by 3 verified contributors.")
                .contains("Latency distribution: up to 250 ms, 25.0 percent; up to 1,000 ms, 50.0 percent; "
                        + "up to 5,000 ms, 20.0 percent; longer, 5.0 percent", ">≤ 250 ms</text>", ">longer</text>")
                .contains("1,250,000 micro-units (1.25 price units)", "From 9 observations by 3 verified contributors.")
                .contains("<time>2026-11-27T09:30:00Z</time>")
                .contains("pending, unverified</span>: appeal (outdated_version), filed 2026-11-27T10:00:00Z");
        assertThat(count(html, "role=\"img\"")).isEqualTo(3);
        assertThat(count(html, "<title>")).isEqualTo(4);
        assertThat(count(html, CardFigures.TOO_FEW)).as("final price").isEqualTo(1);
    }

    @Test
    void thePageIsSelfContained() {
        String html = render(card(Card.SCORED, 3, 0, SCORES, List.of(PENDING)));
        assertThat(html).doesNotContainIgnoringCase("<script").doesNotContainIgnoringCase("<style")
                .doesNotContainIgnoringCase(" style=").doesNotContain("http://", "//cdn")
                .contains("<link rel=\"stylesheet\" href=\"../pages/page.css\">", "no contributor carries more than a third of a figure");
    }

    @Test
    void theNotFoundPageSaysNoEvidenceWasRecorded() {
        String html = new String(PAGE.notFound(), StandardCharsets.UTF_8);
        assertThat(html).startsWith("<!doctype html>").contains("<h1>No evidence recorded</h1>",
                "No evidence has been recorded for this card.").doesNotContain("{{");
    }

    @Test
    void aTemplateNeedsExactlyOneContentPlaceholder() {
        assertThatThrownBy(() -> new CardPage("<main></main>")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> new CardPage("{{content}}{{content}}")).isInstanceOf(IllegalStateException.class);
    }

    private static Correction hostileCorrection() {
        return new Correction("qcr_" + HOSTILE, "correction", "other", "accepted" + HOSTILE, false, HOSTILE, HOSTILE);
    }

    private static Card card(String status, int contributors, int needed, Scores scores, List<Correction> corrections) {
        return new Card(ID, HOSTILE_TARGET, new Context(null, null, null), status, contributors, needed,
                new Evidence(7, 5, 2), scores, corrections, "https://cairn.example/cards/" + ID);
    }

    private static String render(Card card) {
        return new String(PAGE.render(card), StandardCharsets.UTF_8);
    }

    private static long count(String html, String part) {
        return html.split(Pattern.quote(part), -1).length - 1;
    }
}

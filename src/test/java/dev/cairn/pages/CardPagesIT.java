package dev.cairn.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.api.Json;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.net.http.HttpRequest;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The card page route over real sockets: cards recorded over REST, and an HTML 404 for any card without evidence. */
class CardPagesIT extends SharedAppTest {
    private static final String UNKNOWN = "tmc_0000000000000000000000000000000000000000";
    private static final String HOSTILE = "<b>\"x\"</b> & more";

    @Test
    void aRecordedCardIsDrawnWithoutFiguresUntilTheThirdContributorThenWithThem() {
        String target = Json.MAPPER.createObjectNode().put("target_type", "mcp_server")
                .put("provider_domain", "cards.example.com").put("canonical_endpoint", "https://cards.example.com/mcp")
                .put("version", UUID.randomUUID().toString()).put("task_category", HOSTILE).toString();
        String cardUrl = record(app.createApiKey(), target);
        assertThat(record(app.createApiKey(), target)).isEqualTo(cardUrl);

        Http.Reply pending = Http.get(cardUrl);
        assertThat(pending.status()).isEqualTo(200);
        assertThat(pending.contentType()).isEqualToIgnoringCase("text/html;charset=utf-8");
        assertThat(pending.header("Cache-Control")).isEqualTo("no-cache");
        assertThat(pending.header("Content-Security-Policy")).isEqualTo(PageHeaders.CONTENT_SECURITY_POLICY);
        assertThat(pending.text()).contains("Insufficient evidence", "1 more verified contributor needed",
                "&lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; more").doesNotContain("<b>", "<svg", "%");

        record(app.createApiKey(), target);
        String scored = Http.get(cardUrl).text();
        assertThat(scored).contains("Scored", "<p class=\"figure\">100.0 %</p>", "<dt>p50</dt><dd>")
                .doesNotContain("<b>");
        assertThat(scored.split("role=\"img\"", -1)).hasSize(4);
    }

    @ParameterizedTest
    @ValueSource(strings = {UNKNOWN, "tmc_short", "TMC_0000000000000000000000000000000000000000", "%3Cscript%3Ealert(1)%3C%2Bscript%3E"})
    void aCardWithoutEvidenceOrAMalformedIdGetsTheHtmlNotFoundPage(String id) {
        Http.Reply page = Http.get(app.url("/cards/" + id));
        assertThat(page.status()).isEqualTo(404);
        assertThat(page.contentType()).isEqualToIgnoringCase("text/html;charset=utf-8");
        assertThat(page.header("Cache-Control")).isEqualTo("no-cache");
        assertThat(page.header("Content-Security-Policy")).isEqualTo(PageHeaders.CONTENT_SECURITY_POLICY);
        assertThat(page.header("X-Frame-Options")).isEqualTo("DENY");
        assertThat(page.text()).startsWith("<!doctype html>").contains("No evidence has been recorded for this card.")
                .doesNotContain("alert(1)", "<script", UNKNOWN);
    }

    private static String record(String key, String target) {
        String body = target.substring(0, target.length() - 1) + ",\"observation_key\":\"" + UUID.randomUUID()
                + "\",\"outcome_success\":true,\"reliability\":true,\"latency_ms\":250}";
        Http.Reply recorded = app.post("/v1/quality/observations/record", key, body);
        assertThat(recorded.status()).as(recorded.text()).isEqualTo(200);
        return recorded.json().path("card_page").asText();
    }

    @Test
    void theStylesheetResolvesFromTheCardPath() {
        assertThat(Http.get(app.url("/cards/pages/page.css")).status()).isEqualTo(404);
        assertThat(Http.get(app.url("/pages/page.css")).text()).contains(".chart .whisker");
    }

    @Test
    void aTrailingSlashIsTheUsualProblem() {
        Http.Reply reply = Http.get(app.url("/cards/" + UNKNOWN + "/"));
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.json().path("code").asText()).isEqualTo("not_found");
        assertThat(reply.header("Content-Security-Policy")).isEqualTo(PageHeaders.CONTENT_SECURITY_POLICY);
    }

    @Test
    void headAnswersLikeGetAndOtherMethodsAre405() {
        Http.Reply head = Http.send(app.url("/cards/" + UNKNOWN), "HEAD", null, HttpRequest.BodyPublishers.noBody());
        assertThat(head.status()).isEqualTo(404);
        assertThat(head.header("Cache-Control")).isEqualTo("no-cache");
        assertThat(head.text()).isEmpty();
        Http.Reply post = Http.post(app.url("/cards/" + UNKNOWN), null, "{}");
        assertThat(post.status()).isEqualTo(405);
        assertThat(post.json().path("code").asText()).isEqualTo("method_not_allowed");
    }
}

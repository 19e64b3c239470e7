package dev.cairn.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The card page route over real sockets: an HTML 404 for any card without evidence, with the pages' headers. */
class CardPagesIT extends SharedAppTest {
    private static final String UNKNOWN = "tmc_0000000000000000000000000000000000000000";

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

package dev.cairn.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The link pages and their assets over real sockets: static, strictly confined, and complete. */
class PagesIT extends SharedAppTest {
    private static final Map<String, String> SECURITY_HEADERS = Map.of(
            "Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                    + "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            "Referrer-Policy", "no-referrer",
            "X-Content-Type-Options", "nosniff",
            "X-Frame-Options", "DENY");
    private static final Pattern INLINE_SCRIPT = Pattern.compile("<script(?![^>]*\\ssrc=)[^>]*>", Pattern.CASE_INSENSITIVE);
    private static final Pattern HANDLER = Pattern.compile("\\son[a-z]+\\s*=", Pattern.CASE_INSENSITIVE);
    private static final Pattern REFERENCE = Pattern.compile("\\s(?:src|href)=\"([^\"]+)\"");
    private static final String ID = "apr_0000000000000000000000000A";

    @ParameterizedTest
    @ValueSource(strings = {"/approve/", "/veto/", "/quorum/", "/escalation/"})
    void everyPageIsStaticHtmlWithTheSecurityHeaders(String route) {
        Http.Reply page = Http.get(app.url(route + ID));
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.contentType()).isEqualToIgnoringCase("text/html;charset=utf-8");
        assertSecurityHeaders(page);
        assertThat(page.header("Cache-Control")).isEqualTo("no-store");
        String html = page.text();
        assertThat(html).startsWith("<!doctype html>").contains("<html lang=\"en\">")
                .contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .contains("data-kind=\"" + route.substring(1, route.length() - 1) + "\"")
                .contains("role=\"status\"", "aria-live=\"polite\"")
                .doesNotContain(ID, "{{");
        assertThat(INLINE_SCRIPT.matcher(html).find()).as("a script element without src").isFalse();
        assertThat(html).doesNotContainIgnoringCase("<style").doesNotContainIgnoringCase(" style=");
        assertThat(HANDLER.matcher(html).find()).as("an on*= event handler attribute").isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/approve/", "/veto/", "/quorum/", "/escalation/"})
    void everyReferenceOfAPageIsOneOfOurOwnAssets(String route) {
        String pageUrl = app.url(route + ID);
        Matcher reference = REFERENCE.matcher(Http.get(pageUrl).text());
        List<String> references = new ArrayList<>();
        while (reference.find()) {
            references.add(reference.group(1));
            URI target = URI.create(pageUrl).resolve(reference.group(1));
            assertThat(target.getHost()).isEqualTo(URI.create(pageUrl).getHost());
            assertThat(Http.get(target.toString()).status()).as(target.toString()).isEqualTo(200);
        }
        assertThat(references).containsExactlyInAnyOrder("../pages/page.css", "../pages/page.js");
    }

    @ParameterizedTest
    @ValueSource(strings = {"not-an-id", "%3Cscript%3Ealert(1)%3C%2Bscript%3E", "chl_", "qrm_zz%22%3E"})
    void anyIdGetsTheShellAndNeverAppearsInIt(String id) {
        Http.Reply page = Http.get(app.url("/veto/" + id));
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.text()).isEqualTo(Http.get(app.url("/veto/" + ID)).text()).doesNotContain("alert(1)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/approve/", "/approve", "/veto/" + ID + "/", "/quorum/" + ID + "/extra"})
    void aPagePathWithoutExactlyOneIdSegmentIsNotFound(String path) {
        Http.Reply reply = Http.get(app.url(path));
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.json().path("code").asText()).isEqualTo("not_found");
    }

    @Test
    void theAssetsAreServedWithTheirTypesAndTheSameHeaders() {
        Http.Reply css = Http.get(app.url("/pages/page.css"));
        assertThat(css.status()).isEqualTo(200);
        assertThat(css.contentType()).isEqualToIgnoringCase("text/css;charset=utf-8");
        assertThat(css.text()).contains("prefers-color-scheme: dark").contains(":focus-visible");
        assertSecurityHeaders(css);
        assertThat(css.header("Cache-Control")).isEqualTo("public, max-age=300");

        Http.Reply js = Http.get(app.url("/pages/page.js"));
        assertThat(js.status()).isEqualTo(200);
        assertThat(js.contentType()).isEqualToIgnoringCase("text/javascript;charset=utf-8");
        assertSecurityHeaders(js);
        assertThat(js.header("Cache-Control")).isEqualTo("public, max-age=300");
    }

    @Test
    void theScriptNeverParsesHtmlNorEvaluatesStrings() {
        String js = Http.get(app.url("/pages/page.js")).text();
        assertThat(js).contains("textContent", "credentials: 'omit'", "referrerPolicy: 'no-referrer'", "cache: 'no-store'")
                .doesNotContain("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(",
                        "new Function", "localStorage", "sessionStorage", "http://", "https://");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/pages/missing.js", "/pages/page.css.map", "/pages/page.JS", "/pages/shell.html"})
    void anUnknownAssetIsNotFound(String path) {
        Http.Reply reply = Http.get(app.url(path));
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.json().path("code").asText()).isEqualTo("not_found");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/approve/" + ID, "/escalation/" + ID, "/pages/page.js"})
    void headAnswersLikeGetWithoutABody(String path) {
        Http.Reply head = Http.send(app.url(path), "HEAD", null, HttpRequest.BodyPublishers.noBody());
        Http.Reply get = Http.get(app.url(path));
        assertThat(head.status()).isEqualTo(200);
        assertThat(head.contentType()).isEqualTo(get.contentType());
        assertThat(head.header("Cache-Control")).isEqualTo(get.header("Cache-Control"));
        assertSecurityHeaders(head);
        assertThat(head.text()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"POST", "PUT", "DELETE", "PATCH"})
    void otherMethodsAreRefusedWithTheProblemFor405(String method) {
        for (String path : List.of("/approve/" + ID, "/quorum/" + ID, "/pages/page.css")) {
            Http.Reply reply = Http.send(app.url(path), method, null, HttpRequest.BodyPublishers.ofString("{}"));
            assertThat(reply.status()).as(method + " " + path).isEqualTo(405);
            assertThat(reply.contentType()).startsWith("application/problem+json");
            assertThat(reply.json().path("code").asText()).isEqualTo("method_not_allowed");
            assertThat(reply.header("Allow")).contains("GET");
            assertSecurityHeaders(reply);
        }
    }

    @Test
    void otherRoutesKeepTheirOwnHeaders() {
        Http.Reply health = Http.get(app.url("/health"));
        assertThat(health.header("Content-Security-Policy")).isNull();
        Http.Reply noSuchPage = Http.get(app.url("/approvals/" + ID));
        assertThat(noSuchPage.status()).isEqualTo(404);
        assertThat(noSuchPage.header("Content-Security-Policy")).isNull();
    }

    private static void assertSecurityHeaders(Http.Reply reply) {
        SECURITY_HEADERS.forEach((name, value) -> assertThat(reply.header(name)).as(name).isEqualTo(value));
    }
}

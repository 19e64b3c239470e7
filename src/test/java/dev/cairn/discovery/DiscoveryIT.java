package dev.cairn.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.SharedAppTest;
import io.dropwizard.testing.ConfigOverride;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The discovery documents over real sockets: public, cacheable, complete, and linked to where they are served. */
class DiscoveryIT extends SharedAppTest {
    private static final String CACHEABLE = "public, max-age=300";

    /** Every tool the service has: one input schema file each (SchemasTest ties the files to the catalog). */
    private static List<String> tools() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/schemas"))) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> !name.endsWith(".output.json") && !name.equals("shared.json"))
                    .map(name -> name.substring(0, name.length() - ".json".length())).sorted().toList();
        }
    }

    /** The tools agents discover: all but the public bearer endpoints, which are REST only. */
    private static List<String> agentTools() throws IOException {
        return tools().stream().filter(dev.cairn.TestCatalog.toolNames()::contains).toList();
    }

    private static Http.Reply get(String path) {
        return Http.get(app.url(path));
    }

    /** The names in the response's Vary headers, lower case (Jetty adds Accept-Encoding for compression). */
    private static List<String> vary(Http.Reply reply) {
        return reply.raw().headers().allValues("Vary").stream().flatMap(value -> Stream.of(value.split(",")))
                .map(name -> name.trim().toLowerCase(Locale.ROOT)).toList();
    }

    /** The absolute base URL a client on 127.0.0.1 reaches this app at. */
    private static String base() {
        return app.url("");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/openapi.json", "/agents.json", "/.well-known/x402"})
    void jsonDocumentsArePublicAndCacheablePerHost(String path) {
        Http.Reply reply = get(path);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.contentType()).isEqualTo("application/json");
        assertThat(reply.header("Cache-Control")).isEqualTo(CACHEABLE);
        assertThat(vary(reply)).contains("host");
        assertThat(reply.json().isObject()).isTrue();
    }

    @Test
    void llmsTxtIsCacheableUtf8Text() {
        Http.Reply reply = get("/llms.txt");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType().toLowerCase(Locale.ROOT).replace(" ", ""))
                .isEqualTo("text/plain;charset=utf-8");
        assertThat(reply.header("Cache-Control")).isEqualTo(CACHEABLE);
        assertThat(vary(reply)).contains("host");
        assertThat(reply.text()).startsWith("# Cairn\n\n> ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/openapi.json", "/agents.json", "/llms.txt", "/.well-known/x402", "/health"})
    void anyAuthorizationHeaderIsIgnored(String path) {
        Http.Reply reply = Http.send(app.url(path), "GET", "Bearer cairn_live_not-a-key",
                HttpRequest.BodyPublishers.noBody());
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.text()).isEqualTo(get(path).text());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/openapi.json", "/agents.json", "/llms.txt", "/.well-known/x402", "/health"})
    void headAnswersLikeGetWithoutABody(String path) {
        Http.Reply head = Http.send(app.url(path), "HEAD", null, HttpRequest.BodyPublishers.noBody());
        Http.Reply get = get(path);
        assertThat(head.status()).isEqualTo(200);
        assertThat(head.contentType()).isEqualTo(get.contentType());
        assertThat(head.header("Cache-Control")).isEqualTo(get.header("Cache-Control"));
        assertThat(head.text()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/openapi.json", "/agents.json", "/llms.txt", "/.well-known/x402", "/health"})
    void otherMethodsAreRefusedWithTheProblemFor405(String path) {
        Http.Reply reply = Http.send(app.url(path), "POST", null, HttpRequest.BodyPublishers.ofString("{}"));
        assertThat(reply.status()).isEqualTo(405);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.json().path("code").asText()).isEqualTo("method_not_allowed");
        assertThat(reply.header("Allow")).contains("GET");
    }

    @Test
    void openApiDocumentsEveryToolAndEveryDocumentedExampleRuns() throws IOException {
        JsonNode openApi = get("/openapi.json").json();
        assertThat(openApi.path("openapi").asText()).isEqualTo("3.1.0");
        assertThat(openApi.at("/info/version").asText()).isEqualTo("7.5.0");
        assertThat(openApi.at("/servers/0/url").asText()).isEqualTo(base());
        assertThat(openApi.path("paths").fieldNames()).toIterable().contains("/mcp", "/openapi.json",
                "/agents.json", "/llms.txt", "/health", "/.well-known/x402");
        List<String> documented = new ArrayList<>();
        openApi.path("paths").fields().forEachRemaining(path -> {
            if (path.getKey().startsWith("/v1/")) {
                JsonNode post = path.getValue().path("post");
                String tool = post.path("operationId").asText();
                documented.add(tool);
                JsonNode example = post.at("/requestBody/content/application~1json/examples").elements().next();
                Http.Reply reply = app.post(path.getKey(), key, example.path("value").toString());
                if (reply.status() == 404) { // the example names a record (apr_..., chl_...) that only a create makes
                    assertThat(reply.json().path("code").asText()).as(tool).isEqualTo("not_found");
                    assertThat(post.path("responses").has("404")).as(tool + " documents its 404").isTrue();
                    return;
                }
                assertThat(reply.status()).as(tool + ": " + reply.text()).isEqualTo(200);
                assertThat(ToolSchemas.outputErrors(tool, reply.json())).as(tool).isEmpty();
            }
        });
        assertThat(documented).containsExactlyInAnyOrderElementsOf(tools());
    }

    @Test
    void theFingerprintExampleNamesTheKeyTheLockExamplesUse() {
        JsonNode paths = get("/openapi.json").json().path("paths");
        String fingerprintExample = paths.at("/~1v1~1actions~1fingerprint/post/requestBody/content/application~1json"
                + "/examples/fingerprint_action/value").toString();
        String lockKey = paths.at("/~1v1~1actions~1lock/post/requestBody/content/application~1json"
                + "/examples/lock_action/value/key").asText();
        assertThat(app.post("/v1/actions/fingerprint", null, fingerprintExample).json().path("idempotency_key")
                .asText()).isEqualTo(lockKey);
    }

    @Test
    void agentsJsonListsEveryToolWithAbsoluteUrls() throws IOException {
        JsonNode agents = get("/agents.json").json();
        assertThat(agents.path("version").asText()).isEqualTo("7.5.0");
        assertThat(agents.at("/mcp/url").asText()).isEqualTo(base() + "/mcp");
        assertThat(agents.at("/mcp/protocol_versions")).extracting(JsonNode::asText)
                .containsExactly("2025-11-25", "2026-07-28");
        agents.path("endpoints").forEach(url -> assertThat(url.asText()).startsWith(base()));
        assertThat(agents.path("tools")).extracting(tool -> tool.path("name").asText())
                .containsExactlyInAnyOrderElementsOf(agentTools());
        agents.path("tools").forEach(tool -> assertThat(tool.at("/rest/url").asText())
                .isEqualTo(base() + tool.at("/rest/path").asText()));
    }

    @Test
    void llmsTxtDescribesEveryToolWithAbsoluteUrls() throws IOException {
        String text = get("/llms.txt").text();
        assertThat(text).contains("Version 7.5.0", base() + "/mcp", "Authorization: Bearer cairn_live_");
        for (String tool : agentTools()) {
            assertThat(text).containsPattern("\\n- \\[" + tool + "\\]\\(" + base() + "/v1/[^)]+\\): ");
        }
    }

    @Test
    void healthIsOkAndReportsTheRailWithoutCaching() throws IOException {
        Http.Reply reply = get("/health");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).isEqualTo("application/json");
        assertThat(reply.header("Cache-Control")).isEqualTo("no-store");
        assertThat(vary(reply)).doesNotContain("host");
        assertThat(reply.json()).isEqualTo(Json.MAPPER.readTree("{\"status\":\"ok\",\"version\":\"7.5.0\","
                + "\"x402\":{\"enabled\":false,\"network\":\"eip155:8453\",\"price_per_call_usd\":\"0.01\"}}"));
    }

    @Test
    void theX402ManifestListsNothingWhilePayPerCallIsDisabled() {
        JsonNode manifest = get("/.well-known/x402").json();
        assertThat(manifest.path("version").asInt()).isEqualTo(1);
        assertThat(manifest.path("resources").isArray()).isTrue();
        assertThat(manifest.path("resources")).isEmpty();
        assertThat(manifest.at("/cairn/enabled").asBoolean(true)).isFalse();
        assertThat(manifest.at("/cairn/network").asText()).isEqualTo("eip155:8453");
        assertThat(manifest.at("/cairn/price_per_call_usd").asText()).isEqualTo("0.01");
        assertThat(manifest.path("instructions").asText()).contains("not enabled");
    }

    @Test
    void linksFollowTheHostTheClientAskedFor() throws IOException {
        String response = rawGet("/agents.json", "Host: cairn.test:4711");
        assertThat(response).startsWith("HTTP/1.1 200").containsPattern("(?i)\r\nVary: Accept-Encoding, Host\r\n");
        String agents = response.substring(response.indexOf("\r\n\r\n") + 4);
        JsonNode manifest = Json.MAPPER.readTree(agents);
        assertThat(manifest.at("/endpoints/rest").asText()).isEqualTo("http://cairn.test:4711");
        assertThat(manifest.at("/mcp/url").asText()).isEqualTo("http://cairn.test:4711/mcp");
        assertThat(agents).doesNotContain("127.0.0.1");
    }

    @Test
    void aConfiguredPublicBaseUrlIsUsedWhateverTheHost() throws IOException {
        CairnApp configured = CairnApp.onSharedEngines(new MutableClock(),
                ConfigOverride.config("publicBaseUrl", "https://cairn.example.com/")).start();
        try {
            for (String path : List.of("/openapi.json", "/agents.json", "/llms.txt")) {
                Http.Reply reply = Http.get(configured.url(path));
                assertThat(reply.status()).isEqualTo(200);
                assertThat(reply.header("Cache-Control")).isEqualTo(CACHEABLE);
                assertThat(vary(reply)).as(path).doesNotContain("host");
                assertThat(reply.text()).as(path).contains("https://cairn.example.com/mcp").doesNotContain("127.0.0.1")
                        .doesNotContain("https://cairn.example.com//");
            }
            JsonNode openApi = Http.get(configured.url("/openapi.json")).json();
            assertThat(openApi.at("/servers/0/url").asText()).isEqualTo("https://cairn.example.com");
        } finally {
            configured.stop();
        }
    }

    @Test
    void aCompressedDocumentStillVariesByHostAndEncoding() throws IOException {
        String response = rawGet("/openapi.json", "Host: 127.0.0.1", "Accept-Encoding: gzip");
        assertThat(response).startsWith("HTTP/1.1 200").containsPattern("(?i)\r\nContent-Encoding: gzip\r\n")
                .containsPattern("(?i)\r\nVary: Accept-Encoding, Host\r\n");
    }

    /** The whole response to a GET sent over a plain socket, with any headers (java.net.http refuses Host). */
    private static String rawGet(String path, String... headers) throws IOException {
        URI uri = URI.create(base());
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            String request = "GET " + path + " HTTP/1.0\r\n" + String.join("\r\n", headers) + "\r\n\r\n";
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}

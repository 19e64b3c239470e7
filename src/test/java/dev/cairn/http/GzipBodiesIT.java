package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import dev.cairn.api.JsonBodies;
import dev.cairn.testing.SharedAppTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** Request bodies declared {@code Content-Encoding: gzip}: inflated whole before any endpoint reads them. */
class GzipBodiesIT extends SharedAppTest {
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @Test
    void aGzipBodyIsReadAsItsInflatedJson() throws Exception {
        JsonNode scrubbed = json(post("/v1/scrub", gzip("{\"text\":\"a\u200bb\"}"), "application/json"));
        assertThat(scrubbed.get("text").asText()).isEqualTo("ab");

        HttpResponse<String> ping = post("/mcp", gzip("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}"),
                "application/json, text/event-stream");
        assertThat(ping.statusCode()).as(ping.body()).isEqualTo(200);
        assertThat(json(ping).get("id").asInt()).isEqualTo(7);
    }

    @Test
    void aLongBodyThatIsNotTheGzipItDeclaresIs400AndTheNextCallIsAnswered() throws Exception {
        for (String path : new String[] {"/v1/scrub", "/mcp"}) {
            byte[] notGzip = ("{\"text\":\"" + "a".repeat(300_000) + "\"}").getBytes(StandardCharsets.UTF_8);
            HttpResponse<String> refused = post(path, notGzip, "application/json, text/event-stream");
            assertThat(refused.statusCode()).as(path).isEqualTo(400);
            assertThat(json(refused).get("code").asText()).isEqualTo("body_unreadable");
        }
        assertThat(post("/v1/scrub", gzip("{\"text\":\"a\"}"), "application/json").statusCode()).isEqualTo(200);
    }

    @Test
    void aGzipBodyThatInflatesBeyondTheLimitIs413() throws Exception {
        String huge = "{\"text\":\"" + "a".repeat(JsonBodies.MAX_BYTES) + "\"}";
        HttpResponse<String> refused = post("/v1/scrub", gzip(huge), "application/json");
        assertThat(refused.statusCode()).isEqualTo(413);
        assertThat(json(refused).get("code").asText()).isEqualTo("body_too_large");
    }

    private static HttpResponse<String> post(String path, byte[] body, String accept)
            throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(app.url(path)))
                .header("Content-Type", "application/json").header("Content-Encoding", "gzip")
                .header("Accept", accept).POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode json(HttpResponse<String> response) throws IOException {
        return Json.MAPPER.readTree(response.body());
    }

    private static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }
}

package dev.cairn.mcp;

import static dev.cairn.mcp.McpLegacyIT.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What /mcp refuses before any method runs, in both eras: methods, media types, origins, malformed messages. */
class McpTransportIT extends SharedAppTest {
    static final String SENTINEL = "S3NT1NEL-mcp-4f2a";

    Mcp mcp = new Mcp(app);

    Http.Reply post(String body) {
        return mcp.post(Mcp.baseHeaders(null), body);
    }

    @ParameterizedTest
    @ValueSource(strings = {"GET", "DELETE", "PUT"})
    void onlyPostIsServed(String method) {
        Http.Reply reply = Http.send(app.url("/mcp"), method, null, HttpRequest.BodyPublishers.noBody());
        assertThat(reply.status()).isEqualTo(405);
        assertThat(reply.header("Allow")).contains("POST");
    }

    @Test
    void batchesAreInvalidRequests() {
        Http.Reply reply = post("[" + Mcp.request(1, "ping", null) + "," + Mcp.request(2, "ping", null) + "]");
        error(reply, 400, -32600);
        assertThat(reply.json().path("id").isNull()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":", "", "{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2}",
            "\"" + SENTINEL + "\" trailing"})
    void unparseableBodiesAreParseErrorsThatQuoteNothing(String body) {
        Http.Reply reply = post(body);
        error(reply, 400, -32700);
        assertThat(reply.json().path("id").isNull()).isTrue();
        assertThat(reply.text()).doesNotContain(SENTINEL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"42", "\"ping\"", "{\"id\":1,\"method\":\"ping\"}", "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}", "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":[]}",
            "{\"jsonrpc\":\"2.0\"}"})
    void messagesThatAreNotJsonRpcRequestsAreInvalidRequests(String body) {
        error(post(body), 400, -32600);
    }

    @Test
    void anInvalidRequestWithAReadableIdKeepsTheId() {
        Http.Reply reply = post("{\"jsonrpc\":\"2.0\",\"id\":\"abc\",\"method\":\"ping\",\"params\":[1]}");
        error(reply, 400, -32600);
        assertThat(reply.json().path("id").asText()).isEqualTo("abc");
    }

    @Test
    void responsesFromTheClientAreAcceptedWithNoBody() {
        Http.Reply reply = post("{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{}}");
        assertThat(reply.status()).isEqualTo(202);
        assertThat(reply.text()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://evil.example.com", "https://localhost.evil.example", "null", "http://127.0.0.2:8080"})
    void foreignBrowserOriginsAre403(String origin) {
        Map<String, String> headers = Mcp.baseHeaders(null);
        headers.put("Origin", origin);
        error(mcp.post(headers, Mcp.request(1, "ping", null)), 403, -32600);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://localhost:8080", "http://127.0.0.1:3000", "http://[::1]:6274", "https://localhost"})
    void loopbackOriginsArePassed(String origin) {
        Map<String, String> headers = Mcp.baseHeaders(null);
        headers.put("Origin", origin);
        McpLegacyIT.result(mcp.post(headers, Mcp.request(1, "ping", null)));
    }

    @Test
    void bodiesMustBeJson() {
        Map<String, String> headers = Mcp.baseHeaders(null);
        headers.put("Content-Type", "text/plain");
        error(mcp.post(headers, Mcp.request(1, "ping", null)), 415, -32600);
    }

    @Test
    void clientsMustAcceptJson() {
        Map<String, String> headers = Mcp.baseHeaders(null);
        headers.put("Accept", "text/event-stream");
        error(mcp.post(headers, Mcp.request(1, "ping", null)), 406, -32600);
        headers.remove("Accept");
        McpLegacyIT.result(mcp.post(headers, Mcp.request(1, "ping", null)));
    }

    @Test
    void aChunkedBodyOverEightMibIs413() {
        String start = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\"";
        byte[] body = (start + "x".repeat(8 * 1024 * 1024 + 1 - start.length() - 3) + "\"}}")
                .getBytes(StandardCharsets.UTF_8);
        Http.Reply reply = Http.send(app.url("/mcp"), "POST", null,
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)));
        assertThat(reply.status()).isEqualTo(413);
    }

    @Test
    void toolErrorsNeverQuoteArguments() {
        Http.Reply reply = mcp.legacy(null, "tools/call", Mcp.call("fingerprint_action",
                "{\"action\":\"" + SENTINEL.repeat(20) + "\",\"arguments\":{},\"extra\":\"" + SENTINEL + "\"}"));
        assertThat(reply.json().path("result").path("isError").asBoolean()).isTrue();
        assertThat(reply.text()).doesNotContain(SENTINEL);
    }
}

package dev.cairn.mcp;

import static dev.cairn.mcp.McpLegacyIT.TOOLS;
import static dev.cairn.mcp.McpLegacyIT.error;
import static dev.cairn.testing.Mcp.MODERN;
import static dev.cairn.testing.Mcp.call;
import static dev.cairn.testing.Mcp.params;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.TestCatalog;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** MCP 2026-07-28 on /mcp: per-request _meta, mirrored headers, discovery, caching hints, stateless results. */
class McpModernIT extends SharedAppTest {
    Mcp mcp = new Mcp(app);

    /** A complete result: resultType and the server named in _meta, on every 2026-07-28 answer. */
    static JsonNode result(Http.Reply reply) {
        JsonNode result = McpLegacyIT.result(reply);
        assertThat(reply.header("MCP-Protocol-Version")).isEqualTo(MODERN);
        assertThat(result.path("resultType").asText()).isEqualTo("complete");
        JsonNode server = result.path("_meta").path("io.modelcontextprotocol/serverInfo");
        assertThat(server.path("name").asText()).isEqualTo("cairn");
        assertThat(server.path("version").asText()).isEqualTo("7.5.0");
        return result;
    }

    static void cacheable(JsonNode result) {
        assertThat(result.path("ttlMs").isIntegralNumber()).isTrue();
        assertThat(result.path("ttlMs").asLong()).isPositive();
        assertThat(result.path("cacheScope").asText()).isEqualTo("public");
    }

    /** A request whose params and headers are exactly as given. */
    Http.Reply raw(Map<String, String> headers, String method, ObjectNode params) {
        return mcp.post(headers, Mcp.request(41, method, params));
    }

    ObjectNode withMeta(String paramsJson) {
        ObjectNode params = params(paramsJson);
        params.set("_meta", Mcp.modernMeta());
        return params;
    }

    @Test
    void discoverOffersTheVersionCapabilitiesAndCachingHints() {
        JsonNode result = result(mcp.modern(null, "server/discover", null));
        assertThat(result.path("supportedVersions").toString()).isEqualTo("[\"" + MODERN + "\"]");
        assertThat(result.path("capabilities").has("tools")).isTrue();
        assertThat(result.path("capabilities").has("prompts")).isTrue();
        assertThat(result.path("capabilities").has("logging")).isFalse();
        cacheable(result);
    }

    @Test
    void clientInfoIsOptional() {
        ObjectNode params = params("{}");
        ObjectNode meta = Mcp.modernMeta();
        meta.remove("io.modelcontextprotocol/clientInfo");
        params.set("_meta", meta);
        result(raw(Mcp.modernHeaders(null, "server/discover", params), "server/discover", params));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "io.modelcontextprotocol/protocolVersion", "io.modelcontextprotocol/clientCapabilities"})
    void missingMetaOrItsRequiredMembersIs400InvalidParams(String missing) {
        ObjectNode params = params("{}");
        if (!missing.isEmpty()) {
            ObjectNode meta = Mcp.modernMeta();
            meta.remove(missing);
            params.set("_meta", meta);
        }
        Http.Reply reply = raw(Mcp.modernHeaders(null, "server/discover", params), "server/discover", params);
        error(reply, 400, -32602);
        assertThat(reply.json().path("id").asInt()).isEqualTo(41);
    }

    @Test
    void theVersionHeaderMustMirrorMeta() {
        ObjectNode params = withMeta("{}");
        Map<String, String> absent = Mcp.modernHeaders(null, "tools/list", params);
        absent.remove("MCP-Protocol-Version");
        error(raw(absent, "tools/list", params), 400, -32020);
        ObjectNode otherVersion = params.deepCopy();
        ((ObjectNode) otherVersion.get("_meta")).put("io.modelcontextprotocol/protocolVersion", "v999.0.0");
        error(raw(Mcp.modernHeaders(null, "tools/list", otherVersion), "tools/list", otherVersion), 400, -32020);
    }

    @Test
    void anUnsupportedVersionIs400WithTheSupportedListAndTheRequestedVersionOnlyWhenWellFormed() {
        ObjectNode params = withMeta("{}");
        ((ObjectNode) params.get("_meta")).put("io.modelcontextprotocol/protocolVersion", "v999.0.0");
        Map<String, String> headers = Mcp.modernHeaders(null, "server/discover", params);
        headers.put("MCP-Protocol-Version", "v999.0.0");
        JsonNode error = error(raw(headers, "server/discover", params), 400, -32022);
        assertThat(error.path("data").path("supported").toString()).isEqualTo("[\"" + MODERN + "\"]");
        assertThat(error.path("data").path("requested").asText()).isEqualTo("v999.0.0");

        String secret = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB";
        ((ObjectNode) params.get("_meta")).put("io.modelcontextprotocol/protocolVersion", secret);
        headers = Mcp.modernHeaders(null, "server/discover", params);
        headers.put("MCP-Protocol-Version", secret);
        error = error(raw(headers, "server/discover", params), 400, -32022);
        assertThat(error.path("data").has("requested")).isFalse();
        assertThat(error.toString()).doesNotContain(secret);
    }

    @Test
    void mcpMethodMustBeSentAndMatchCaseSensitivelyWhileHeaderNamesAreCaseInsensitive() {
        ObjectNode params = withMeta("{}");
        Map<String, String> missing = Mcp.modernHeaders(null, "tools/list", params);
        missing.remove("Mcp-Method");
        error(raw(missing, "tools/list", params), 400, -32020);
        Map<String, String> other = Mcp.modernHeaders(null, "tools/list", params);
        other.put("Mcp-Method", "prompts/list");
        error(raw(other, "tools/list", params), 400, -32020);
        other.put("Mcp-Method", "TOOLS/LIST");
        error(raw(other, "tools/list", params), 400, -32020);
        Map<String, String> lower = Mcp.modernHeaders(null, "tools/list", params);
        lower.remove("Mcp-Method");
        lower.put("mcp-method", "tools/list");
        result(raw(lower, "tools/list", params));
        lower.remove("mcp-method");
        lower.put("MCP-METHOD", "  tools/list\t");
        result(raw(lower, "tools/list", params));
    }

    @Test
    void mcpNameMustMirrorTheToolNameTrimmedOrBase64Wrapped() {
        ObjectNode params = withMeta("{\"name\":\"fingerprint_action\",\"arguments\":{\"action\":\"a\",\"arguments\":{}}}");
        Map<String, String> headers = Mcp.modernHeaders(null, "tools/call", params);
        headers.remove("Mcp-Name");
        error(raw(headers, "tools/call", params), 400, -32020);
        headers.put("Mcp-Name", "wrong_tool");
        error(raw(headers, "tools/call", params), 400, -32020);
        headers.put("Mcp-Name", "  fingerprint_action  ");
        result(raw(headers, "tools/call", params));
        String encoded = Base64.getEncoder().encodeToString("fingerprint_action".getBytes(StandardCharsets.UTF_8));
        headers.put("Mcp-Name", "=?base64?" + encoded + "?=");
        result(raw(headers, "tools/call", params));
        headers.put("Mcp-Name", "=?base64?" + encoded.substring(1) + "?=");
        error(raw(headers, "tools/call", params), 400, -32020);
        headers.put("Mcp-Name", "=?base64?ZmluZ2!!!?=");
        error(raw(headers, "tools/call", params), 400, -32020);
    }

    @Test
    void mcpNameIsRefusedOnMethodsWithoutAName() {
        ObjectNode params = withMeta("{}");
        Map<String, String> headers = Mcp.modernHeaders(null, "tools/list", params);
        headers.put("Mcp-Name", "tools");
        error(raw(headers, "tools/list", params), 400, -32020);
    }

    @ParameterizedTest
    @ValueSource(strings = {"initialize", "ping", "logging/setLevel", "resources/subscribe", "subscriptions/listen",
            "completion/complete", "no/such"})
    void methodsThisEraDoesNotHaveAre404MethodNotFoundKeepingTheId(String method) {
        Http.Reply reply = mcp.modern(null, method, null);
        error(reply, 404, -32601);
        assertThat(reply.json().path("id").asInt()).isEqualTo(7);
    }

    @Test
    void listsCarryCachingHintsAndTheSameToolsAsTheLegacyEra() {
        JsonNode tools = result(mcp.modern(null, "tools/list", null));
        cacheable(tools);
        assertThat(TestCatalog.names(tools.path("tools"))).containsExactlyElementsOf(TOOLS);
        assertThat(tools.path("tools")).isEqualTo(McpLegacyIT.result(mcp.legacy(null, "tools/list", null)).path("tools"));
        for (String list : new String[] {"resources/list", "resources/templates/list", "prompts/list"}) {
            cacheable(result(mcp.modern(null, list, null)));
        }
    }

    @Test
    void readingAResourceThatIsNotThereIs400InvalidParamsWithoutEchoingTheUri() {
        JsonNode error = error(mcp.modern(null, "resources/read", params("{\"uri\":\"test://nothing\"}")), 400, -32602);
        assertThat(error.toString()).doesNotContain("test://nothing");
    }

    @Test
    void toolsCallRunsTheToolAndMarksTheResultComplete() {
        JsonNode result = result(mcp.modern(null, "tools/call",
                call("fingerprint_action", "{\"action\":\"a\",\"arguments\":{\"x\":[1,2]}}")));
        assertThat(result.path("structuredContent").path("action_fingerprint").asText()).startsWith("sha256:");
        assertThat(ToolSchemas.outputErrors("fingerprint_action", result.path("structuredContent"))).isEmpty();
        JsonNode refused = result(mcp.modern(null, "tools/call", call("check_action", "{\"key\":\"k\"}")));
        assertThat(refused.path("isError").asBoolean()).isTrue();
        assertThat(refused.path("structuredContent").path("code").asText()).isEqualTo("api_key_required");
        assertThat(result(mcp.modern(key, "tools/call", call("check_action", "{\"key\":\"k\"}")))
                .path("structuredContent").path("status").asText()).isEqualTo("free");
        error(mcp.modern(null, "tools/call", params("{\"name\":\"no_such_tool\"}")), 400, -32602);
    }

    @Test
    void notificationsAreAcceptedWithNoBody() {
        Http.Reply reply = mcp.post(Mcp.modernHeaders(null, "notifications/cancelled", params("{}")),
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1}}");
        assertThat(reply.status()).isEqualTo(202);
        assertThat(reply.text()).isEmpty();
    }
}

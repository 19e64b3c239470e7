package dev.cairn.mcp;

import static dev.cairn.testing.Mcp.LEGACY;
import static dev.cairn.testing.Mcp.call;
import static dev.cairn.testing.Mcp.params;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.TestCatalog;
import dev.cairn.api.Json;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** MCP 2025-11-25 on /mcp: the initialize handshake, ping, logging, tools, and the empty resources and prompts. */
class McpLegacyIT extends SharedAppTest {
    static final List<String> TOOLS = TestCatalog.toolNames();
    /** Spec §4.9 item 4: exactly these tools are read-only (those that exist yet). */
    static final Set<String> READ_ONLY = Set.of("scrub_text", "inspect_text", "scan_untrusted_text",
            "redact_sensitive_text", "compare_text", "detect_secrets", "validate_output", "sanitize_agent_context",
            "prepare_for_agent", "rework_text", "fingerprint_action", "check_action", "get_signal_events",
            "check_approval", "match_policy_requirements", "check_agent_readiness", "list_quality_cards",
            "get_quality_card", "compare_quality_targets");

    Mcp mcp = new Mcp(app);

    static JsonNode result(Http.Reply reply) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(reply.header("Mcp-Session-Id")).isNull();
        JsonNode body = reply.json();
        assertThat(body.path("jsonrpc").asText()).isEqualTo("2.0");
        assertThat(body.has("error")).as(reply.text()).isFalse();
        return body.get("result");
    }

    static JsonNode error(Http.Reply reply, int status, int code) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        JsonNode error = reply.json().path("error");
        assertThat(error.path("code").asInt()).as(reply.text()).isEqualTo(code);
        assertThat(error.path("message").asText()).isNotBlank();
        return error;
    }

    Http.Reply initialize(String version) {
        return mcp.post(Mcp.baseHeaders(null), Mcp.request(1, "initialize", params(
                "{\"protocolVersion\":\"" + version + "\",\"capabilities\":{},"
                        + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}")));
    }

    @Test
    void initializeAnswersTheVersionAskedForWithServerInfoAndCapabilitiesAndNoSession() {
        Http.Reply reply = initialize(LEGACY);
        JsonNode result = result(reply);
        assertThat(reply.header("MCP-Protocol-Version")).isEqualTo(LEGACY);
        assertThat(result.path("protocolVersion").asText()).isEqualTo(LEGACY);
        assertThat(result.path("serverInfo").path("name").asText()).isEqualTo("cairn");
        assertThat(result.path("serverInfo").path("version").asText()).isEqualTo("7.5.0");
        assertThat(result.path("capabilities").path("tools").path("listChanged").asBoolean(true)).isFalse();
        assertThat(result.path("capabilities").has("resources")).isTrue();
        assertThat(result.path("capabilities").has("prompts")).isTrue();
        assertThat(result.path("capabilities").has("logging")).isTrue();
        assertThat(result.path("instructions").asText()).contains("Authorization: Bearer");
    }

    @ParameterizedTest
    @ValueSource(strings = {"2025-06-18", "2024-11-05", "2026-07-28", "1999-01-01"})
    void initializeWithAnotherVersionIsAnsweredWithTheOneStatefulVersionSpokenHere(String asked) {
        assertThat(result(initialize(asked)).path("protocolVersion").asText()).isEqualTo(LEGACY);
    }

    @Test
    void initializeWithoutProtocolVersionIsInvalidParams() {
        Http.Reply reply = mcp.post(Mcp.baseHeaders(null), Mcp.request(3, "initialize", params("{}")));
        error(reply, 200, -32602);
        assertThat(reply.json().path("id").asInt()).isEqualTo(3);
    }

    @Test
    void notificationsAreAcceptedWithNoBody() {
        Http.Reply reply = mcp.post(Mcp.baseHeaders(null), "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        assertThat(reply.status()).isEqualTo(202);
        assertThat(reply.text()).isEmpty();
    }

    @Test
    void pingAndSetLevelAnswerEmptyObjects() {
        assertThat(result(mcp.legacy(null, "ping", null)).size()).isZero();
        assertThat(result(mcp.legacy(null, "logging/setLevel", params("{\"level\":\"info\"}"))).size()).isZero();
        error(mcp.legacy(null, "logging/setLevel", params("{\"level\":\"loud\"}")), 200, -32602);
    }

    @Test
    void toolsListNamesEveryToolInCatalogOrderWithRestSchemasAndAllFourHints() {
        JsonNode tools = result(mcp.legacy(null, "tools/list", null)).path("tools");
        assertThat(TestCatalog.names(tools)).containsExactlyElementsOf(TOOLS);
        for (JsonNode tool : tools) {
            String name = tool.path("name").asText();
            assertThat(tool.path("inputSchema")).as(name).isEqualTo(ToolSchemas.input(name));
            assertThat(tool.path("outputSchema").path("type").asText()).as(name).isEqualTo("object");
            assertThat(tool.path("title").asText()).isNotBlank();
            assertThat(tool.path("description").asText().length()).as(name).isGreaterThan(60);
            JsonNode hints = tool.path("annotations");
            for (String hint : List.of("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")) {
                assertThat(hints.path(hint).isBoolean()).as(name + " " + hint).isTrue();
            }
            assertThat(hints.path("readOnlyHint").asBoolean()).as(name).isEqualTo(READ_ONLY.contains(name));
        }
        assertThat(result(mcp.legacy(null, "tools/list", null)).path("tools")).isEqualTo(tools);
    }

    @Test
    void toolsCallReturnsTheRestResultAsStructuredContentAndText() throws Exception {
        String arguments = "{\"action\":\"refund\",\"arguments\":{\"order\":42,\"amount\":\"9.99\"}}";
        JsonNode result = result(mcp.legacy(null, "tools/call", call("fingerprint_action", arguments)));
        JsonNode rest = app.post("/v1/actions/fingerprint", null, arguments).json();
        assertThat(result.path("structuredContent")).isEqualTo(rest);
        assertThat(result.has("isError")).isFalse();
        assertThat(result.path("content")).hasSize(1);
        assertThat(result.path("content").get(0).path("type").asText()).isEqualTo("text");
        assertThat(Json.MAPPER.readTree(result.path("content").get(0).path("text").asText())).isEqualTo(rest);
    }

    @Test
    void aLockToolRunsOnTheBearerKeyAndItsDecisionsAreResults() {
        String action = "{\"action\":\"ship\",\"arguments\":{\"id\":\"" + UUID.randomUUID() + "\"}}";
        JsonNode first = result(mcp.legacy(key, "tools/call", call("lock_action_intent", action)));
        assertThat(first.path("structuredContent").path("safe_to_execute").asBoolean()).isTrue();
        JsonNode second = result(mcp.legacy(key, "tools/call", call("lock_action_intent", action)));
        assertThat(second.has("isError")).isFalse();
        assertThat(second.path("structuredContent").path("safe_to_execute").asBoolean()).isFalse();
        String settle = "{\"key\":\"" + first.path("structuredContent").path("key").asText()
                + "\",\"lock_id\":\"" + first.path("structuredContent").path("lock_id").asText() + "\"}";
        JsonNode completed = result(mcp.legacy(key, "tools/call", call("complete_action", settle)));
        assertThat(completed.path("structuredContent").path("status").asText()).isEqualTo("completed");
        assertThat(ToolSchemas.outputErrors("complete_action", completed.path("structuredContent"))).isEmpty();
    }

    @Test
    void missingOrInvalidKeysAreToolErrorsCarryingTheProblem() {
        JsonNode missing = result(mcp.legacy(null, "tools/call", call("lock_action", "{\"key\":\"k\"}")));
        assertThat(missing.path("isError").asBoolean()).isTrue();
        assertThat(missing.path("structuredContent").path("code").asText()).isEqualTo("api_key_required");
        assertThat(missing.path("structuredContent").path("status").asInt()).isEqualTo(401);
        JsonNode invalid = result(mcp.legacy("cairn_live_" + "0".repeat(32), "tools/call",
                call("lock_action", "{\"key\":\"k\"}")));
        assertThat(invalid.path("structuredContent").path("code").asText()).isEqualTo("api_key_invalid");
    }

    @Test
    void badArgumentsAndDomainRefusalsAreToolErrorsWithPointers() {
        JsonNode bad = result(mcp.legacy(null, "tools/call",
                call("fingerprint_action", "{\"action\":\"\",\"arguments\":{},\"extra\":1}")));
        assertThat(bad.path("isError").asBoolean()).isTrue();
        assertThat(bad.path("structuredContent").path("status").asInt()).isEqualTo(400);
        assertThat(bad.path("structuredContent").path("errors").findValuesAsText("pointer"))
                .containsExactlyInAnyOrder("/action", "");
        String tooLarge = "{\"action\":\"a\",\"arguments\":{\"blob\":\"" + "x".repeat(100_001) + "\"}}";
        JsonNode refused = result(mcp.legacy(key, "tools/call", call("lock_action_intent", tooLarge)));
        assertThat(refused.path("isError").asBoolean()).isTrue();
        assertThat(refused.path("structuredContent").path("status").asInt()).isEqualTo(422);
    }

    @Test
    void unknownToolsAndNonObjectArgumentsAreInvalidParams() {
        error(mcp.legacy(null, "tools/call", params("{\"name\":\"no_such_tool\",\"arguments\":{}}")), 200, -32602);
        error(mcp.legacy(null, "tools/call", params("{\"arguments\":{}}")), 200, -32602);
        error(mcp.legacy(null, "tools/call", params("{\"name\":\"fingerprint_action\",\"arguments\":[]}")), 200,
                -32602);
    }

    @Test
    void resourcesAndPromptsAreEmptyAndReadingOneIsInvalidParams() {
        assertThat(result(mcp.legacy(null, "resources/list", null)).path("resources")).isEmpty();
        assertThat(result(mcp.legacy(null, "resources/templates/list", null)).path("resourceTemplates")).isEmpty();
        assertThat(result(mcp.legacy(null, "prompts/list", null)).path("prompts")).isEmpty();
        error(mcp.legacy(null, "resources/read", params("{\"uri\":\"test://x\"}")), 200, -32602);
        error(mcp.legacy(null, "prompts/get", params("{\"name\":\"x\"}")), 200, -32602);
        error(mcp.legacy(null, "tools/list", params("{\"cursor\":\"abc\"}")), 200, -32602);
    }

    @Test
    void unknownMethodsAreMethodNotFoundAndModernOnlyMethodsAreUnknownHere() {
        error(mcp.legacy(null, "no/such", null), 200, -32601);
        error(mcp.legacy(null, "server/discover", null), 200, -32601);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2024-11-05", "2025-06-18", "v999", "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"})
    void anUnsupportedProtocolVersionHeaderIs400NamingItOnlyWhenWellFormed(String version) {
        Map<String, String> headers = Mcp.baseHeaders(null);
        headers.put("MCP-Protocol-Version", version);
        JsonNode error = error(mcp.post(headers, Mcp.request(1, "tools/list", null)), 400, -32022);
        assertThat(error.path("data").path("supported").toString()).contains(LEGACY).contains(Mcp.MODERN);
        if (!version.startsWith("ghp_")) {
            assertThat(error.path("data").path("requested").asText()).isEqualTo(version);
        } else {
            assertThat(error.toString()).doesNotContain(version);
        }
    }
}

package dev.cairn.quality.readiness;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.CairnApplication;
import dev.cairn.TestCatalog;
import dev.cairn.api.Json;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cairn's own Server Card at both locations, checked by check_agent_readiness over REST and MCP; the 422s. */
class ReadinessIT extends SharedAppTest {
    static final String TOOL = "check_agent_readiness";
    static final String PATH = "/v1/readiness/check";
    static final List<String> REAL_TOOLS = List.of("scrub_text", "lock_action", TOOL);

    static ObjectNode request(JsonNode card, List<String> requiredTools) {
        ObjectNode request = Json.MAPPER.createObjectNode();
        request.set("server_card", card);
        request.put("expected_version", CairnApplication.VERSION);
        request.set("required_tools", Json.MAPPER.valueToTree(requiredTools));
        request.put("require_streamable_http", true);
        return request;
    }

    static JsonNode ownCard() {
        return Http.get(app.url("/mcp/server-card")).json();
    }

    @Test
    void theCardIsServedAtBothLocationsAsAServerCard() {
        Http.Reply card = Http.get(app.url("/mcp/server-card"));
        Http.Reply wellKnown = Http.get(app.url("/.well-known/mcp/server-card.json"));
        for (Http.Reply reply : List.of(card, wellKnown)) {
            assertThat(reply.status()).as(reply.text()).isEqualTo(200);
            assertThat(reply.contentType()).isEqualTo("application/mcp-server-card+json");
            assertThat(reply.header("Cache-Control")).isEqualTo("public, max-age=300");
        }
        assertThat(wellKnown.text()).isEqualTo(card.text());
        JsonNode json = card.json();
        assertThat(json.path("version").asText()).isEqualTo(CairnApplication.VERSION);
        assertThat(json.at("/remotes/0/url").asText()).isEqualTo(app.url("/mcp"));
        List<String> names = new ArrayList<>();
        json.path("tools").forEach(tool -> names.add(tool.path("name").asText()));
        assertThat(names).containsExactlyElementsOf(TestCatalog.toolNames());
        assertThat(json.path("resources")).isEmpty();
        assertThat(json.path("prompts")).isEmpty();
        Http.Reply post = Http.send(app.url("/mcp/server-card"), "POST", null,
                HttpRequest.BodyPublishers.ofString("{}"));
        assertThat(post.status()).isEqualTo(405);
        assertThat(Http.send(app.url("/mcp"), "GET", null, HttpRequest.BodyPublishers.noBody()).status())
                .as("the MCP endpoint itself is unchanged").isEqualTo(405);
    }

    @Test
    void cairnsOwnCardIsReadyAndAMissingToolIsNot() {
        JsonNode ready = ToolSchemas.conforming(TOOL, app.post(PATH, null, request(ownCard(), REAL_TOOLS).toString()));
        assertThat(ready.path("verdict").asText()).as(ready.toString()).isEqualTo("ready");
        assertThat(ready.at("/checked/run").asInt()).isEqualTo(4);
        JsonNode missing = ToolSchemas.conforming(TOOL,
                app.post(PATH, key, request(ownCard(), List.of("scrub_text", "no_such_tool")).toString()));
        assertThat(missing.path("verdict").asText()).isEqualTo("not_ready");
        assertThat(missing.at("/checks/2/missing/0").asText()).isEqualTo("no_such_tool");
        assertThat(missing.at("/checks/2/listed/0").asText()).isEqualTo("scrub_text");
        assertThat(missing.at("/checked/failed").asInt()).isEqualTo(1);
    }

    @Test
    void overMcpInBothErasWithStructuredContentOfTheOutputSchema() {
        Mcp mcp = new Mcp(app);
        String arguments = request(ownCard(), REAL_TOOLS).toString();
        for (boolean modern : new boolean[] {false, true}) {
            JsonNode result = (modern ? mcp.modern(null, "tools/call", Mcp.call(TOOL, arguments))
                    : mcp.legacy(null, "tools/call", Mcp.call(TOOL, arguments))).json().path("result");
            assertThat(result.path("isError").asBoolean()).as(result.toString()).isFalse();
            assertThat(ToolSchemas.outputErrors(TOOL, result.path("structuredContent"))).isEmpty();
            assertThat(result.at("/structuredContent/verdict").asText()).isEqualTo("ready");
        }
        JsonNode listed = null;
        for (JsonNode tool : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            listed = tool.path("name").asText().equals(TOOL) ? tool : listed;
        }
        assertThat(listed.at("/annotations/readOnlyHint").asBoolean()).isTrue();
    }

    @Test
    void aCardTooLargeOrTooDeepIs422AndQuotesNothing() {
        ObjectNode large = Json.MAPPER.createObjectNode()
                .put("secretish", "sk_live_" + "q".repeat(CardBounds.MAX_BYTES));
        Http.Reply tooLarge = app.post(PATH, key, request(large, List.of()).toString());
        assertProblem(tooLarge, "server_card_too_large");
        assertThat(tooLarge.text()).doesNotContain("sk_live_");
        ObjectNode deep = Json.MAPPER.createObjectNode();
        ObjectNode inner = deep;
        for (int level = 0; level < CardBounds.MAX_DEPTH; level++) {
            inner = inner.putObject("n");
        }
        assertProblem(app.post(PATH, key, request(deep, List.of()).toString()), "invalid_server_card");
        Http.Reply notAnObject = app.post(PATH, key, "{\"server_card\": []}");
        assertThat(notAnObject.status()).isEqualTo(400);
        assertThat(notAnObject.json().get("errors").findValuesAsText("pointer")).containsExactly("/server_card");
    }

    private static void assertProblem(Http.Reply reply, String code) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(422);
        assertThat(reply.json().path("code").asText()).isEqualTo(code);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).containsExactly("/server_card");
    }
}

package dev.cairn.control.policy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** match_policy_requirements over REST and MCP: the verdict and its lists, the §8 bounds exactly, 400 and 422. */
class PolicyToolsIT extends SharedAppTest {
    static final String TOOL = "match_policy_requirements";
    static final String MATCH = "/v1/policies/match";

    static ObjectNode request(List<String> capabilities, List<String> required, List<String> forbidden) {
        ObjectNode request = Json.MAPPER.createObjectNode();
        request.set("provider_capabilities", Json.MAPPER.valueToTree(capabilities));
        request.set("consumer_required", Json.MAPPER.valueToTree(required));
        request.set("consumer_forbidden", Json.MAPPER.valueToTree(forbidden));
        return request;
    }

    static String body(List<String> capabilities, List<String> required, List<String> forbidden) {
        return request(capabilities, required, forbidden).toString();
    }

    JsonNode match(List<String> capabilities, List<String> required, List<String> forbidden) {
        return ToolSchemas.conforming(TOOL, app.post(MATCH, key, body(capabilities, required, forbidden)));
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(item -> out.add(item.asText()));
        return out;
    }

    static List<String> tokens(int count, int length) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String prefix = "t" + i + "-";
            out.add(prefix + "x".repeat(length - prefix.length()));
        }
        return out;
    }

    @Test
    void aMatchAndEachReasonForAMismatch() {
        JsonNode yes = match(List.of("eu_data_residency", "no_training", "sso"), List.of("eu_data_residency", "no_training"),
                List.of("ads_tracking"));
        assertThat(yes.get("match").asBoolean()).isTrue();
        assertThat(texts(yes.get("matched_required"))).containsExactly("eu_data_residency", "no_training");
        assertThat(yes.get("missing_required")).isEmpty();
        assertThat(yes.get("present_forbidden")).isEmpty();

        JsonNode no = match(List.of("b", "ads", "a"), List.of("c", "a", "c", "b", "d"), List.of("x", "ads", "ads"));
        assertThat(no.get("match").asBoolean()).isFalse();
        assertThat(texts(no.get("matched_required"))).containsExactly("a", "b");
        assertThat(texts(no.get("missing_required"))).containsExactly("c", "d");
        assertThat(texts(no.get("present_forbidden"))).containsExactly("ads");
        assertThat(match(List.of("a"), List.of(), List.of()).get("match").asBoolean()).isTrue();
        assertThat(match(List.of("SSO"), List.of("sso"), List.of()).get("match").asBoolean()).as("case counts").isFalse();
    }

    @Test
    void theBoundsOfSection8AreExact() {
        List<String> full = tokens(64, 80);
        JsonNode atBounds = match(full, full, List.of());
        assertThat(atBounds.get("match").asBoolean()).isTrue();
        assertThat(atBounds.get("matched_required")).hasSize(64);
        assertThat(match(List.of("\uD83D\uDE00".repeat(80)), List.of("\uD83D\uDE00".repeat(80)), tokens(64, 5))
                .get("match").asBoolean()).as("80 characters are 80 code points").isTrue();

        assertPointer(app.post(MATCH, key, body(tokens(65, 10), List.of(), List.of())), 400, "/provider_capabilities");
        assertPointer(app.post(MATCH, key, body(List.of(), List.of(), List.of())), 400, "/provider_capabilities");
        assertPointer(app.post(MATCH, key, body(List.of("a"), tokens(65, 10), List.of())), 400, "/consumer_required");
        assertPointer(app.post(MATCH, key, body(List.of("a"), List.of(), tokens(65, 10))), 400, "/consumer_forbidden");
        assertPointer(app.post(MATCH, key, body(List.of("a"), List.of("y".repeat(81)), List.of())), 400,
                "/consumer_required/0");
        assertPointer(app.post(MATCH, key, body(List.of("a", "\uD83D\uDE00".repeat(81)), List.of(), List.of())), 400,
                "/provider_capabilities/1");
        for (String missing : new String[] {"provider_capabilities", "consumer_required", "consumer_forbidden"}) {
            ObjectNode without = request(List.of("a"), List.of(), List.of());
            without.remove(missing);
            assertPointer(app.post(MATCH, key, without.toString()), 400, "/" + missing);
        }
        assertPointer(app.post(MATCH, key, "{\"provider_capabilities\":[1],\"consumer_required\":[],"
                + "\"consumer_forbidden\":[]}"), 400, "/provider_capabilities/0");
    }

    @Test
    void schemaValidButInvalidPolicyInputIs422AndQuotesNoToken() {
        String secretish = "sk_live_" + "q".repeat(30);
        assertPointer(app.post(MATCH, key, body(List.of("a", ""), List.of(), List.of())), 422, "/provider_capabilities/1");
        assertPointer(app.post(MATCH, key, body(List.of("a"), List.of(secretish + " "), List.of())), 422,
                "/consumer_required/0");
        assertPointer(app.post(MATCH, key, body(List.of("a"), List.of(), List.of("ok", "\n" + secretish))), 422,
                "/consumer_forbidden/1");
        Http.Reply both = app.post(MATCH, key, body(List.of("a"), List.of("b", secretish), List.of("c", secretish)));
        assertPointer(both, 422, "/consumer_forbidden/1");
        assertThat(both.json().get("code").asText()).isEqualTo("invalid_policy_input");
        assertThat(both.text()).doesNotContain(secretish);
        assertPointer(app.post(MATCH, key, "{\"provider_capabilities\":[\"a\"],\"consumer_required\":[\"\\ud800\"],"
                + "\"consumer_forbidden\":[]}"), 422, "/consumer_required/0");
    }

    @Test
    void aPaidKeyIsRequiredAndNothingIsStored() {
        String body = body(List.of("stateless-probe-7f3a"), List.of("stateless-probe-7f3a"), List.of());
        assertThat(app.post(MATCH, null, body).status()).isEqualTo(401);
        assertThat(app.post(MATCH, "cairn_live_" + "0".repeat(40), body).status()).isEqualTo(401);
        assertThat(match(List.of("stateless-probe-7f3a"), List.of("stateless-probe-7f3a"), List.of()).get("match")
                .asBoolean()).isTrue();
        assertThat(HumanLinks.everyKeyAndValue()).doesNotContain("stateless-probe-7f3a");
    }

    @Test
    void mcpListsItReadOnlyAndCallsItInBothEras() {
        Mcp mcp = new Mcp(app);
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isTrue();
        assertThat(tool.at("/annotations/destructiveHint").asBoolean()).isFalse();
        assertThat(tool.at("/annotations/idempotentHint").asBoolean()).isTrue();
        assertThat(tool.at("/inputSchema/properties/provider_capabilities/minItems").asInt()).isEqualTo(1);
        assertThat(tool.at("/inputSchema/properties/provider_capabilities/maxItems").asInt()).isEqualTo(64);
        assertThat(tool.at("/inputSchema/properties/consumer_forbidden/items/maxLength").asInt()).isEqualTo(80);
        String arguments = body(List.of("a", "b"), List.of("a", "c"), List.of("b"));
        for (boolean modern : new boolean[] {false, true}) {
            JsonNode result = (modern ? mcp.modern(key, "tools/call", Mcp.call(TOOL, arguments))
                    : mcp.legacy(key, "tools/call", Mcp.call(TOOL, arguments))).json().path("result");
            assertThat(result.path("isError").asBoolean()).as(result.toString()).isFalse();
            JsonNode verdict = result.path("structuredContent");
            assertThat(verdict.path("match").asBoolean()).isFalse();
            assertThat(texts(verdict.path("missing_required"))).containsExactly("c");
            assertThat(texts(verdict.path("present_forbidden"))).containsExactly("b");
        }
        JsonNode refused = mcp.modern(key, "tools/call", Mcp.call(TOOL, body(List.of("a"), List.of("a"), List.of("a"))))
                .json().path("result");
        assertThat(refused.path("isError").asBoolean()).isTrue();
        assertThat(refused.toString()).contains("invalid_policy_input");
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }
}

package dev.cairn.control.contextrights;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Every transition of docs/families.md's context rights table, over REST, with the app's clock moved by hand. */
class ContextRightsToolsIT extends SharedAppTest {
    static final String TOOL = "manage_context_rights";
    static final String RIGHTS = "/v1/contexts/rights";
    static final String CONTEXT = "sha256:" + "ab".repeat(32);
    static final String POLICY = "sha256:" + "cd".repeat(32);
    static final String OTHER = "sha256:" + "ef".repeat(32);

    static String issue(String controlId, String rights, int seconds) {
        return "{\"operation\":\"issue\",\"control_id\":\"" + controlId + "\",\"context_digest\":\"" + CONTEXT
                + "\",\"policy_digest\":\"" + POLICY + "\",\"rights\":" + rights + ",\"expires_in_seconds\":"
                + seconds + "}";
    }

    static String evaluate(String controlId, String right) {
        return evaluate(controlId, right, "");
    }

    /** {@code more}: further members, each starting with a comma. */
    static String evaluate(String controlId, String right, String more) {
        return "{\"operation\":\"evaluate\",\"control_id\":\"" + controlId + "\",\"requested_right\":\"" + right + "\""
                + more + "}";
    }

    static String owner(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode manage(String body) {
        return ToolSchemas.conforming(TOOL, app.post(RIGHTS, key, body));
    }

    static void assertGranted(JsonNode result) {
        assertThat(result.get("granted").asBoolean()).as(result.toString()).isTrue();
        assertThat(result.get("reason").isNull()).isTrue();
    }

    static void assertDenied(JsonNode result, String reason) {
        assertThat(result.get("granted").asBoolean()).as(result.toString()).isFalse();
        assertThat(result.get("reason").asText()).as(result.toString()).isEqualTo(reason);
    }

    @Test
    void issueEvaluateAndRevoke() {
        JsonNode issued = manage(issue("c-grant", "[\"train\",\"read\"]", 3600));
        assertThat(issued.get("grant_id").asText()).matches("crg_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(issued.get("status").asText()).isEqualTo("active");
        assertThat(issued.get("rights").toString()).isEqualTo("[\"read\",\"train\"]");
        assertThat(issued.has("applied")).isFalse();

        JsonNode granted = manage(evaluate("c-grant", "train"));
        assertGranted(granted);
        assertThat(granted.get("requested_right").asText()).isEqualTo("train");
        assertThat(granted.get("notice").asText()).contains("you may train");
        assertDenied(manage(evaluate("c-grant", "commercial")), "not_granted");
        assertGranted(manage(evaluate("c-grant", "read", ",\"context_digest\":\"" + "ab".repeat(32)
                + "\",\"policy_digest\":\"" + POLICY + "\"")));
        assertDenied(manage(evaluate("c-grant", "read", ",\"context_digest\":\"" + OTHER + "\"")), "context_mismatch");
        assertDenied(manage(evaluate("c-grant", "read", ",\"policy_digest\":\"" + OTHER + "\"")), "policy_mismatch");

        JsonNode revoked = manage(owner("revoke", "c-grant"));
        assertThat(revoked.get("applied").asBoolean()).isTrue();
        assertThat(revoked.get("status").asText()).isEqualTo("revoked");
        assertThat(revoked.get("revoked_at").asText()).isNotEmpty();
        JsonNode again = manage(owner("revoke", "c-grant"));
        assertThat(again.get("applied").asBoolean()).isFalse();
        assertThat(again.get("reason").asText()).isEqualTo("already_revoked");
        assertDenied(manage(evaluate("c-grant", "read")), "revoked");
        assertDenied(manage(evaluate("c-grant", "commercial")), "revoked");
        JsonNode checked = manage(owner("check", "c-grant"));
        assertThat(checked.get("status").asText()).isEqualTo("revoked");
        assertThat(checked.has("granted")).isFalse();
        assertThat(checked.has("applied")).isFalse();
    }

    @Test
    void nothingIsGrantedFromTheExactInstantOfExpiry() {
        JsonNode issued = manage(issue("c-expiry", "[\"read\"]", 300));
        assertThat(Instant.parse(issued.get("retained_until").asText()))
                .isEqualTo(Instant.parse(issued.get("expires_at").asText()).plus(Duration.ofDays(30)));
        manage(issue("c-expiry-revoked", "[\"read\"]", 300));
        manage(owner("revoke", "c-expiry-revoked"));
        CLOCK.advance(Duration.ofSeconds(300).minusMillis(1));
        assertGranted(manage(evaluate("c-expiry", "read")));
        CLOCK.advance(Duration.ofMillis(1));
        assertDenied(manage(evaluate("c-expiry", "read")), "expired");
        JsonNode late = manage(owner("revoke", "c-expiry"));
        assertThat(late.get("applied").asBoolean()).isFalse();
        assertThat(late.get("reason").asText()).isEqualTo("expired");
        assertThat(manage(owner("check", "c-expiry")).get("status").asText()).isEqualTo("expired");
        assertThat(manage(owner("check", "c-expiry-revoked")).get("status").asText())
                .as("a revoked grant stays revoked").isEqualTo("revoked");
        assertDenied(manage(evaluate("c-expiry-revoked", "read")), "revoked");
    }

    @Test
    void aRepeatedIssueIsTheSameGrantAndOtherParametersAre422() {
        String id = manage(issue("c-repeat", "[\"read\",\"derive\"]", 3600)).get("grant_id").asText();
        JsonNode again = manage(issue("c-repeat", "[\"derive\",\"read\"]", 3600));
        assertThat(again.get("grant_id").asText()).as("the order of rights does not matter").isEqualTo(id);
        assertThat(again.get("notice").asText()).contains("already issued");
        for (String other : new String[] {issue("c-repeat", "[\"read\"]", 3600),
                issue("c-repeat", "[\"read\",\"derive\"]", 3601)}) {
            Http.Reply conflict = app.post(RIGHTS, key, other);
            assertPointer(conflict, 422, "/control_id");
            assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        }
        manage(owner("revoke", "c-repeat"));
        assertThat(manage(issue("c-repeat", "[\"read\",\"derive\"]", 3600)).get("status").asText())
                .as("a repeated issue never revives a grant").isEqualTo("revoked");
    }

    @Test
    void onlyTheOwnerSeesOrChangesAGrant() {
        manage(issue("c-owner", "[\"read\"]", 3600));
        String stranger = app.createApiKey();
        assertThat(app.post(RIGHTS, stranger, owner("check", "c-owner")).status()).isEqualTo(404);
        assertThat(app.post(RIGHTS, stranger, evaluate("c-owner", "read")).status()).isEqualTo(404);
        assertThat(app.post(RIGHTS, stranger, owner("revoke", "c-owner")).status()).isEqualTo(404);
        assertThat(app.post(RIGHTS, key, owner("check", "c-never")).status()).isEqualTo(404);
        assertThat(app.post(RIGHTS, null, owner("check", "c-owner")).status()).isEqualTo(401);
        assertGranted(manage(evaluate("c-owner", "read")));
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        String digests = ",\"context_digest\":\"" + CONTEXT + "\",\"policy_digest\":\"" + POLICY + "\"";
        assertPointer(app.post(RIGHTS, key, "{\"operation\":\"issue\"" + digests + ",\"rights\":[\"read\"]}"), 422,
                "/control_id");
        assertPointer(app.post(RIGHTS, key, "{\"operation\":\"issue\",\"control_id\":\"c-bad\",\"policy_digest\":\""
                + POLICY + "\",\"rights\":[\"read\"]}"), 422, "/context_digest");
        assertPointer(app.post(RIGHTS, key, "{\"operation\":\"issue\",\"control_id\":\"c-bad\",\"context_digest\":\""
                + CONTEXT + "\",\"rights\":[\"read\"]}"), 422, "/policy_digest");
        assertPointer(app.post(RIGHTS, key, "{\"operation\":\"issue\",\"control_id\":\"c-bad\"" + digests + "}"), 422,
                "/rights");
        manage(issue("c-needs", "[\"read\"]", 3600));
        assertPointer(app.post(RIGHTS, key, owner("evaluate", "c-needs")), 422, "/requested_right");
        for (String operation : new String[] {"check", "evaluate", "revoke"}) {
            assertPointer(app.post(RIGHTS, key, "{\"operation\":\"" + operation + "\"}"), 422, "/control_id");
        }
        assertPointer(app.post(RIGHTS, key, issue("c-bad", "[]", 3600)), 400, "/rights");
        assertPointer(app.post(RIGHTS, key, issue("c-bad", "[\"read\",\"read\"]", 3600)), 400, "/rights");
        assertPointer(app.post(RIGHTS, key, issue("c-bad", "[\"sell\"]", 3600)), 400, "/rights/0");
        assertPointer(app.post(RIGHTS, key, issue("c-bad", "[\"read\"]", 299)), 400, "/expires_in_seconds");
        assertPointer(app.post(RIGHTS, key, issue("c-bad", "[\"read\"]", 31536001)), 400, "/expires_in_seconds");
        assertPointer(app.post(RIGHTS, key, evaluate("c-needs", "sell")), 400, "/requested_right");
        String all = "[\"read\",\"summarize\",\"derive\",\"redistribute\",\"train\",\"commercial\"]";
        assertThat(manage(issue("c-bounds-min", all, 300)).get("rights")).hasSize(6);
        assertThat(manage(issue("c-bounds-max", "[\"read\"]", 31536000)).get("status").asText()).isEqualTo("active");
        assertThat(app.post(RIGHTS, key, owner("check", "c-bad")).status()).as("no refused issue made one")
                .isEqualTo(404);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void mcpRunsTheCycleLikeRest() {
        Mcp mcp = new Mcp(app);
        mcp.legacy(key, "tools/call", Mcp.call(TOOL, issue("c-mcp", "[\"summarize\"]", 3600)));
        JsonNode evaluated = mcp.modern(key, "tools/call", Mcp.call(TOOL, evaluate("c-mcp", "summarize"))).json()
                .path("result");
        assertThat(evaluated.path("isError").asBoolean()).as(evaluated.toString()).isFalse();
        assertThat(evaluated.path("structuredContent").path("granted").asBoolean()).isTrue();
        mcp.modern(key, "tools/call", Mcp.call(TOOL, owner("revoke", "c-mcp")));
        assertThat(mcp.legacy(key, "tools/call", Mcp.call(TOOL, evaluate("c-mcp", "summarize"))).json()
                .at("/result/structuredContent/reason").asText()).isEqualTo("revoked");
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/inputSchema/properties/rights/maxItems").asInt()).isEqualTo(8);
        assertThat(tool.at("/inputSchema/properties/rights/uniqueItems").asBoolean()).isTrue();
        assertThat(tool.at("/inputSchema/properties/expires_in_seconds/maximum").asInt()).isEqualTo(31536000);
    }
}

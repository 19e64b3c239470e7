package dev.cairn.control.delegation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every transition of docs/families.md's delegation table, over REST, with the app's clock moved by hand. */
class DelegationToolsIT extends SharedAppTest {
    static final String TOOL = "manage_authority_delegation";
    static final String MANAGE = "/v1/delegations/manage";
    static final String FP = "sha256:" + "ab".repeat(32);
    static final String OTHER_FP = "sha256:" + "cd".repeat(32);

    static String issue(String controlId, int maxUses, int seconds) {
        return "{\"operation\":\"issue\",\"control_id\":\"" + controlId + "\",\"action_fingerprint\":\"" + FP
                + "\",\"max_uses\":" + maxUses + ",\"expires_in_seconds\":" + seconds + "}";
    }

    static String use(String token, String fingerprint) {
        return "{\"operation\":\"use\",\"token\":\"" + token + "\",\"action_fingerprint\":\"" + fingerprint + "\"}";
    }

    static String issuer(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode manage(String apiKey, String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, apiKey, body));
    }

    String issueToken(String controlId, int maxUses, int seconds) {
        return manage(key, issue(controlId, maxUses, seconds)).get("token").asText();
    }

    @Test
    void issueShowsTheTokenOnceAndARepeatReturnsTheDelegationWithoutIt() {
        JsonNode issued = manage(key, issue("d-issue", 3, 3600));
        String id = issued.get("delegation_id").asText();
        assertThat(id).matches("dlg_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(issued.get("token").asText()).startsWith(id + ".").hasSize(id.length() + 1 + 43);
        assertThat(issued.get("status").asText()).isEqualTo("active");
        assertThat(issued.get("uses_left").asInt()).isEqualTo(3);
        assertThat(issued.get("action_fingerprint").asText()).isEqualTo(FP);

        JsonNode again = manage(key, issue("d-issue", 3, 3600));
        assertThat(again.get("delegation_id").asText()).isEqualTo(id);
        assertThat(again.get("token").isNull()).isTrue();
        assertThat(again.get("notice").asText()).contains("only on the issuing call");
        JsonNode checked = manage(key, issuer("check", "d-issue"));
        assertThat(checked.get("token").isNull()).isTrue();
        assertThat(checked.get("uses").asInt()).isZero();
        Http.Reply conflict = app.post(MANAGE, key, issue("d-issue", 4, 3600));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/control_id");
        assertThat(manage(app.createApiKey(), issue("d-issue", 3, 3600)).get("delegation_id").asText())
                .as("a control_id is the issuer account's own").isNotEqualTo(id);
    }

    @Test
    void usesAreCountedUpToMaxUsesThenTheDelegationIsExhausted() {
        String token = issueToken("d-exhaust", 2, 3600);
        JsonNode first = manage(key, use(token, FP));
        assertThat(first.get("applied").asBoolean()).isTrue();
        assertThat(first.get("allowed").asBoolean()).isTrue();
        assertThat(first.get("reason").isNull()).isTrue();
        assertThat(first.get("uses_left").asInt()).isEqualTo(1);
        assertThat(first.has("control_id")).as("the holder never sees the issuer's name").isFalse();
        JsonNode last = manage(key, use(token, "ab".repeat(32))); // bare hex: the same digest
        assertThat(last.get("allowed").asBoolean()).isTrue();
        assertThat(last.get("status").asText()).isEqualTo("exhausted");
        assertThat(last.get("uses_left").asInt()).isZero();
        JsonNode refused = manage(key, use(token, FP));
        assertThat(refused.get("allowed").asBoolean()).isFalse();
        assertThat(refused.get("applied").asBoolean()).isFalse();
        assertThat(refused.get("reason").asText()).isEqualTo("exhausted");
        assertThat(refused.get("uses").asInt()).isEqualTo(2);

        JsonNode checked = manage(key, issuer("check", "d-exhaust"));
        assertThat(checked.get("status").asText()).isEqualTo("exhausted");
        assertThat(checked.get("uses").asInt()).isEqualTo(2);
        assertThat(checked.get("exhausted_at").asText()).isEqualTo(checked.get("last_used_at").asText()).isNotEmpty();
        JsonNode revoke = manage(key, issuer("revoke", "d-exhaust"));
        assertThat(revoke.get("applied").asBoolean()).isFalse();
        assertThat(revoke.get("reason").asText()).isEqualTo("exhausted");
    }

    @Test
    void anotherActionIsRefusedAndNotCounted() {
        String token = issueToken("d-mismatch", 1, 3600);
        JsonNode mismatch = manage(key, use(token, OTHER_FP));
        assertThat(mismatch.get("allowed").asBoolean()).isFalse();
        assertThat(mismatch.get("reason").asText()).isEqualTo("fingerprint_mismatch");
        assertThat(mismatch.get("status").asText()).isEqualTo("active");
        assertThat(mismatch.get("uses_left").asInt()).isEqualTo(1);
        assertThat(manage(key, use(token, FP)).get("allowed").asBoolean()).isTrue();
    }

    @Test
    void revokeIsImmediateAndOnce() {
        String token = issueToken("d-revoke", 5, 3600);
        manage(key, use(token, FP));
        JsonNode revoked = manage(key, issuer("revoke", "d-revoke"));
        assertThat(revoked.get("applied").asBoolean()).isTrue();
        assertThat(revoked.get("status").asText()).isEqualTo("revoked");
        assertThat(revoked.get("revoked_at").asText()).isNotEmpty();
        assertThat(revoked.get("uses_left").asInt()).isZero();
        JsonNode refused = manage(key, use(token, FP));
        assertThat(refused.get("allowed").asBoolean()).isFalse();
        assertThat(refused.get("reason").asText()).isEqualTo("revoked");
        assertThat(manage(key, use(token, OTHER_FP)).get("reason").asText())
                .as("a dead delegation says so before it looks at the action").isEqualTo("revoked");
        assertThat(manage(key, issuer("revoke", "d-revoke")).get("reason").asText()).isEqualTo("already_revoked");
        JsonNode checked = manage(key, issuer("check", "d-revoke"));
        assertThat(checked.get("status").asText()).isEqualTo("revoked");
        assertThat(checked.get("uses").asInt()).isEqualTo(1);
    }

    @Test
    void usesEndExactlyAtExpiry() {
        String token = issueToken("d-expiry", 5, 60);
        CLOCK.advance(Duration.ofSeconds(60).minusMillis(1));
        assertThat(manage(key, use(token, FP)).get("allowed").asBoolean()).isTrue();
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode late = manage(key, use(token, FP));
        assertThat(late.get("allowed").asBoolean()).isFalse();
        assertThat(late.get("reason").asText()).isEqualTo("expired");
        assertThat(late.get("status").asText()).isEqualTo("expired");
        assertThat(late.get("uses_left").asInt()).isZero();
        JsonNode checked = manage(key, issuer("check", "d-expiry"));
        assertThat(checked.get("status").asText()).isEqualTo("expired");
        assertThat(checked.get("uses").asInt()).isEqualTo(1);
        assertThat(manage(key, issuer("revoke", "d-expiry")).get("reason").asText()).isEqualTo("expired");
    }

    @Test
    void anyPaidKeyHoldingTheTokenMayUseItButOnlyTheIssuerChecksOrRevokes() {
        String token = issueToken("d-any-key", 2, 3600);
        String delegate = app.createApiKey();
        JsonNode used = manage(delegate, use(token, FP));
        assertThat(used.get("allowed").asBoolean()).isTrue();
        assertThat(manage(key, issuer("check", "d-any-key")).get("uses").asInt()).isEqualTo(1);
        assertThat(app.post(MANAGE, delegate, issuer("check", "d-any-key")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, delegate, issuer("revoke", "d-any-key")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, issuer("check", "d-never-issued")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, null, use(token, FP)).status()).isEqualTo(401);
        assertThat(manage(key, issuer("check", "d-any-key")).get("status").asText()).isEqualTo("active");
    }

    @Test
    void aTokenThatOpensNoDelegationIs403AndCountsNothing() {
        String token = issueToken("d-wrong", 3, 3600);
        String other = issueToken("d-wrong-other", 3, 3600);
        String id = token.substring(0, token.indexOf('.'));
        List<String> wrong = List.of(
                token.substring(0, token.length() - 1) + (token.endsWith("A") ? "B" : "A"),
                id + other.substring(other.indexOf('.')), // another delegation's secret
                "dlg_0QZ7M3K9TX4B8N2R6VHJYPD5WC" + token.substring(token.indexOf('.')), // an id no record has
                token.substring(token.indexOf('.') + 1), // the secret alone
                "x".repeat(16));
        for (String bad : wrong) {
            Http.Reply reply = app.post(MANAGE, key, use(bad, FP));
            assertThat(reply.status()).as(bad).isEqualTo(403);
            assertThat(reply.json().get("code").asText()).isEqualTo("token_invalid");
            assertThat(reply.text()).doesNotContain(id).doesNotContain(bad);
        }
        assertThat(manage(key, issuer("check", "d-wrong")).get("uses").asInt()).isZero();
        assertThat(manage(key, issuer("check", "d-wrong-other")).get("uses").asInt()).isZero();
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"issue\",\"action_fingerprint\":\"" + FP
                + "\",\"max_uses\":1}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"issue\",\"control_id\":\"d-bad\",\"max_uses\":1}"), 422,
                "/action_fingerprint");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"issue\",\"control_id\":\"d-bad\",\"action_fingerprint\":\""
                + FP + "\"}"), 422, "/max_uses");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"use\",\"action_fingerprint\":\"" + FP + "\"}"), 422,
                "/token");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"use\",\"token\":\"" + "x".repeat(16) + "\"}"), 422,
                "/action_fingerprint");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"revoke\"}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, issue("d-bad", 0, 3600)), 400, "/max_uses");
        assertPointer(app.post(MANAGE, key, issue("d-bad", 10001, 3600)), 400, "/max_uses");
        assertPointer(app.post(MANAGE, key, issue("d-bad", 1, 59)), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, issue("d-bad", 1, 2592001)), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, use("x".repeat(15), FP)), 400, "/token");
        assertPointer(app.post(MANAGE, key, use("x".repeat(257), FP)), 400, "/token");
        assertThat(manage(key, issue("d-bounds", 10000, 2592000)).get("uses_left").asInt()).isEqualTo(10000);
        assertThat(app.post(MANAGE, key, issuer("check", "d-bad")).status()).as("no refused issue made one")
                .isEqualTo(404);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void redisHoldsTheTokenOnlyAsItsHash() {
        String token = issueToken("d-hash", 2, 3600);
        manage(app.createApiKey(), use(token, FP));
        String stored = HumanLinks.everyKeyAndValue();
        assertThat(stored).contains(token.substring(0, token.indexOf('.')));
        assertThat(stored.contains(token.substring(token.indexOf('.') + 1))).as("the token's secret in Redis").isFalse();
        assertThat(stored.contains(BearerTokens.hash(token))).as("the token's hash in Redis").isTrue();
    }

    @Test
    void mcpIssuesAndUsesLikeRest() {
        Mcp mcp = new Mcp(app);
        JsonNode issued = mcp.legacy(key, "tools/call", Mcp.call(TOOL, issue("d-mcp", 2, 3600))).json()
                .path("result").path("structuredContent");
        String token = issued.path("token").asText();
        assertThat(token).startsWith(issued.path("delegation_id").asText());
        JsonNode used = mcp.modern(app.createApiKey(), "tools/call", Mcp.call(TOOL, use(token, FP))).json()
                .path("result");
        assertThat(used.path("isError").asBoolean()).as(used.toString()).isFalse();
        assertThat(used.path("structuredContent").path("allowed").asBoolean()).isTrue();
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/inputSchema/properties/token/minLength").asInt()).isEqualTo(16);
        assertThat(tool.at("/inputSchema/properties/token/maxLength").asInt()).isEqualTo(256);
    }
}

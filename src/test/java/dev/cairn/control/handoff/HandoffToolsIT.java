package dev.cairn.control.handoff;

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

/** Every transition of docs/families.md's handoff table, over REST, with the app's clock moved by hand. */
class HandoffToolsIT extends SharedAppTest {
    static final String TOOL = "manage_task_handoff";
    static final String MANAGE = "/v1/handoffs/manage";
    static final String FP = "sha256:" + "ab".repeat(32);

    static String create(String controlId, int seconds) {
        return "{\"operation\":\"create\",\"control_id\":\"" + controlId + "\",\"task_fingerprint\":\"" + FP
                + "\",\"expires_in_seconds\":" + seconds + "}";
    }

    static String withToken(String operation, String token) {
        return "{\"operation\":\"" + operation + "\",\"token\":\"" + token + "\"}";
    }

    static String creator(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode manage(String apiKey, String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, apiKey, body));
    }

    String token(String controlId, int seconds) {
        return manage(key, create(controlId, seconds)).get("token").asText();
    }

    @Test
    void createShowsTheTokenOnceAndARepeatReturnsTheHandoffWithoutIt() {
        JsonNode created = manage(key, create("h-create", 3600));
        String id = created.get("handoff_id").asText();
        assertThat(id).matches("hnd_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(created.get("token").asText()).startsWith(id + ".").hasSize(id.length() + 1 + 43);
        assertThat(created.get("status").asText()).isEqualTo("open");
        assertThat(created.get("task_fingerprint").asText()).isEqualTo(FP);
        assertThat(created.get("claimed_at").isNull()).isTrue();

        JsonNode again = manage(key, create("h-create", 3600));
        assertThat(again.get("handoff_id").asText()).isEqualTo(id);
        assertThat(again.get("token").isNull()).isTrue();
        assertThat(again.get("notice").asText()).contains("only on the creating call");
        assertThat(manage(key, creator("check", "h-create")).get("token").isNull()).isTrue();
        Http.Reply conflict = app.post(MANAGE, key, create("h-create", 3601));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/control_id");
        assertThat(manage(app.createApiKey(), create("h-create", 3600)).get("handoff_id").asText())
                .as("a control_id is the creator account's own").isNotEqualTo(id);
    }

    @Test
    void anotherAccountClaimsOnceAndOnlyTheClaimerCompletes() {
        String token = token("h-claim", 3600);
        String claimer = app.createApiKey();
        String late = app.createApiKey();
        JsonNode claimed = manage(claimer, withToken("claim", token));
        assertThat(claimed.get("applied").asBoolean()).isTrue();
        assertThat(claimed.get("reason").isNull()).isTrue();
        assertThat(claimed.get("status").asText()).isEqualTo("claimed");
        assertThat(claimed.get("claimed_by_you").asBoolean()).isTrue();
        assertThat(claimed.get("task_fingerprint").asText()).isEqualTo(FP);
        assertThat(claimed.has("control_id")).as("the claimer never sees the creator's name").isFalse();
        assertThat(claimed.get("handoff_id").asText()).isEqualTo(token.substring(0, token.indexOf('.')));

        JsonNode second = manage(late, withToken("claim", token));
        assertThat(second.get("applied").asBoolean()).isFalse();
        assertThat(second.get("reason").asText()).isEqualTo("already_claimed");
        assertThat(second.get("claimed_by_you").asBoolean()).isFalse();
        JsonNode repeated = manage(claimer, withToken("claim", token));
        assertThat(repeated.get("reason").asText()).isEqualTo("already_claimed");
        assertThat(repeated.get("claimed_by_you").asBoolean()).as("a retried claim learns it holds the task").isTrue();
        JsonNode checked = manage(key, creator("check", "h-claim"));
        assertThat(checked.get("status").asText()).isEqualTo("claimed");
        assertThat(checked.get("claimed_at").asText()).isEqualTo(claimed.get("claimed_at").asText()).isNotEmpty();
        assertThat(manage(key, creator("cancel", "h-claim")).get("reason").asText()).isEqualTo("already_claimed");

        for (String notClaimer : List.of(key, late)) {
            JsonNode refused = manage(notClaimer, withToken("complete", token));
            assertThat(refused.get("applied").asBoolean()).isFalse();
            assertThat(refused.get("reason").asText()).isEqualTo("not_claimer");
            assertThat(refused.get("status").asText()).isEqualTo("claimed");
        }
        JsonNode completed = manage(claimer, withToken("complete", token));
        assertThat(completed.get("applied").asBoolean()).isTrue();
        assertThat(completed.get("status").asText()).isEqualTo("completed");
        assertThat(completed.get("completed_at").asText()).isNotEmpty();
        assertThat(manage(claimer, withToken("complete", token)).get("reason").asText()).isEqualTo("already_completed");
        assertThat(manage(late, withToken("claim", token)).get("reason").asText()).isEqualTo("completed");
        assertThat(manage(key, creator("cancel", "h-claim")).get("reason").asText()).isEqualTo("completed");
        assertThat(manage(key, creator("check", "h-claim")).get("status").asText()).isEqualTo("completed");
        JsonNode seen = manage(claimer, withToken("check", token));
        assertThat(seen.has("applied")).isFalse();
        assertThat(seen.get("status").asText()).isEqualTo("completed");
        assertThat(seen.get("claimed_by_you").asBoolean()).isTrue();
    }

    @Test
    void theCreatorsOwnKeyCannotClaimAndNothingCompletesBeforeAClaim() {
        String token = token("h-own", 3600);
        JsonNode own = manage(key, withToken("claim", token));
        assertThat(own.get("applied").asBoolean()).isFalse();
        assertThat(own.get("reason").asText()).isEqualTo("own_record");
        assertThat(own.get("status").asText()).isEqualTo("open");
        JsonNode early = manage(app.createApiKey(), withToken("complete", token));
        assertThat(early.get("reason").asText()).isEqualTo("not_claimed");
        assertThat(early.get("status").asText()).isEqualTo("open");
        assertThat(manage(app.createApiKey(), withToken("claim", token)).get("applied").asBoolean()).isTrue();
    }

    @Test
    void theCreatorCancelsWhileOpenAndThenNobodyClaims() {
        String token = token("h-cancel", 3600);
        JsonNode cancelled = manage(key, creator("cancel", "h-cancel"));
        assertThat(cancelled.get("applied").asBoolean()).isTrue();
        assertThat(cancelled.get("status").asText()).isEqualTo("cancelled");
        assertThat(cancelled.get("cancelled_at").asText()).isNotEmpty();
        assertThat(manage(key, creator("cancel", "h-cancel")).get("reason").asText()).isEqualTo("already_cancelled");
        String other = app.createApiKey();
        JsonNode refused = manage(other, withToken("claim", token));
        assertThat(refused.get("reason").asText()).isEqualTo("cancelled");
        assertThat(refused.get("claimed_by_you").asBoolean()).isFalse();
        assertThat(manage(other, withToken("complete", token)).get("reason").asText()).isEqualTo("cancelled");
        assertThat(manage(other, withToken("check", token)).get("status").asText()).isEqualTo("cancelled");
    }

    @Test
    void claimsEndExactlyAtExpiryAndAClaimedHandoffStillCompletes() {
        String early = token("h-expiry-early", 60);
        String onTime = token("h-expiry", 60);
        String claimer = app.createApiKey();
        CLOCK.advance(Duration.ofSeconds(60).minusMillis(1));
        assertThat(manage(claimer, withToken("claim", early)).get("applied").asBoolean()).isTrue();
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode late = manage(claimer, withToken("claim", onTime));
        assertThat(late.get("applied").asBoolean()).isFalse();
        assertThat(late.get("reason").asText()).isEqualTo("expired");
        assertThat(late.get("status").asText()).isEqualTo("expired");
        assertThat(manage(claimer, withToken("complete", onTime)).get("reason").asText()).isEqualTo("expired");
        assertThat(manage(key, creator("check", "h-expiry")).get("status").asText()).isEqualTo("expired");
        assertThat(manage(key, creator("cancel", "h-expiry")).get("reason").asText()).isEqualTo("expired");
        assertThat(manage(key, creator("check", "h-expiry-early")).get("status").asText()).isEqualTo("claimed");
        assertThat(manage(claimer, withToken("complete", early)).get("applied").asBoolean()).isTrue();
    }

    @Test
    void onlyTheCreatorFindsTheHandoffByControlId() {
        String token = token("h-owner", 3600);
        String other = app.createApiKey();
        assertThat(app.post(MANAGE, other, creator("check", "h-owner")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, other, creator("cancel", "h-owner")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, creator("check", "h-never-created")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, null, withToken("claim", token)).status()).isEqualTo(401);
        JsonNode holder = manage(other, withToken("check", token));
        assertThat(holder.get("status").asText()).isEqualTo("open");
        assertThat(holder.get("claimed_by_you").asBoolean()).isFalse();
        assertThat(holder.has("control_id")).isFalse();
    }

    @Test
    void aTokenThatOpensNoHandoffIs403AndChangesNothing() {
        String token = token("h-wrong", 3600);
        String other = token("h-wrong-other", 3600);
        String id = token.substring(0, token.indexOf('.'));
        List<String> wrong = List.of(
                token.substring(0, token.length() - 1) + (token.endsWith("A") ? "B" : "A"),
                id + other.substring(other.indexOf('.')),
                "hnd_0QZ7M3K9TX4B8N2R6VHJYPD5WC" + token.substring(token.indexOf('.')),
                "dlg_0QZ7M3K9TX4B8N2R6VHJYPD5WC" + token.substring(token.indexOf('.')),
                token.substring(token.indexOf('.') + 1),
                "x".repeat(16));
        String claimer = app.createApiKey();
        for (String bad : wrong) {
            for (String operation : List.of("claim", "complete", "check")) {
                Http.Reply reply = app.post(MANAGE, claimer, withToken(operation, bad));
                assertThat(reply.status()).as(operation + " " + bad).isEqualTo(403);
                assertThat(reply.json().get("code").asText()).isEqualTo("token_invalid");
                assertThat(reply.text()).doesNotContain(id).doesNotContain(bad);
            }
        }
        assertThat(manage(key, creator("check", "h-wrong")).get("status").asText()).isEqualTo("open");
        assertThat(manage(key, creator("check", "h-wrong-other")).get("status").asText()).isEqualTo("open");
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"task_fingerprint\":\"" + FP + "\"}"), 422,
                "/control_id");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"h-bad\"}"), 422,
                "/task_fingerprint");
        for (String operation : List.of("claim", "complete")) {
            assertPointer(app.post(MANAGE, key, "{\"operation\":\"" + operation + "\"}"), 422, "/token");
        }
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"check\"}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"cancel\"}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, create("h-bad", 59)), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, create("h-bad", 604801)), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, create("h-bad", 60).replace(FP, "sha256:AB")), 400, "/task_fingerprint");
        assertPointer(app.post(MANAGE, key, withToken("claim", "x".repeat(15))), 400, "/token");
        assertPointer(app.post(MANAGE, key, withToken("claim", "x".repeat(257))), 400, "/token");
        assertThat(manage(key, create("h-bounds-low", 60)).get("status").asText()).isEqualTo("open");
        assertThat(manage(key, create("h-bounds-high", 604800)).get("status").asText()).isEqualTo("open");
        assertThat(manage(key, "{\"operation\":\"create\",\"control_id\":\"h-default\",\"task_fingerprint\":\""
                + "ab".repeat(32) + "\"}").get("task_fingerprint").asText()).isEqualTo(FP);
        assertThat(app.post(MANAGE, key, creator("check", "h-bad")).status()).as("no refused create made one")
                .isEqualTo(404);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void redisHoldsTheTokenOnlyAsItsHashAndTheClaimerAsItsAccount() {
        String token = token("h-hash", 3600);
        String claimer = app.createApiKey();
        manage(claimer, withToken("claim", token));
        String stored = HumanLinks.everyKeyAndValue();
        assertThat(stored).contains("cairn:handoff:{" + token.substring(0, token.indexOf('.')) + "}");
        assertThat(stored.contains(token.substring(token.indexOf('.') + 1))).as("the token's secret in Redis").isFalse();
        assertThat(stored.contains(BearerTokens.hash(token))).as("the token's hash in Redis").isTrue();
        assertThat(stored.contains(claimer)).as("the claimer's API key in Redis").isFalse();
    }

    @Test
    void mcpCreatesAndAnotherKeyClaimsLikeRest() {
        Mcp mcp = new Mcp(app);
        JsonNode created = mcp.legacy(key, "tools/call", Mcp.call(TOOL, create("h-mcp", 3600))).json()
                .path("result").path("structuredContent");
        String token = created.path("token").asText();
        assertThat(token).startsWith(created.path("handoff_id").asText());
        JsonNode claimed = mcp.modern(app.createApiKey(), "tools/call", Mcp.call(TOOL, withToken("claim", token)))
                .json().path("result");
        assertThat(claimed.path("isError").asBoolean()).as(claimed.toString()).isFalse();
        assertThat(claimed.path("structuredContent").path("status").asText()).isEqualTo("claimed");
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/inputSchema/properties/expires_in_seconds/maximum").asInt()).isEqualTo(604800);
        assertThat(tool.at("/inputSchema/properties/token/maxLength").asInt()).isEqualTo(256);
    }
}

package dev.cairn.control.contextstatus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Every transition of docs/families.md's context status table, over REST, with the app's clock moved by hand. */
class ContextStatusToolsIT extends SharedAppTest {
    static final String TOOL = "manage_context_status";
    static final String STATUS = "/v1/contexts/status";

    /** The digest of context number n: 64 hex characters. */
    static String digest(int n) {
        return "sha256:" + String.format("%064x", n);
    }

    static String publish(String controlId, String digest, int seconds) {
        return "{\"operation\":\"publish\",\"control_id\":\"" + controlId + "\",\"context_digest\":\"" + digest
                + "\",\"expires_in_seconds\":" + seconds + "}";
    }

    static String supersede(String controlId, String successor) {
        return "{\"operation\":\"supersede\",\"control_id\":\"" + controlId + "\",\"successor_digest\":\"" + successor
                + "\"}";
    }

    static String owner(String operation, String controlId, String reasonCode) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\""
                + (reasonCode == null ? "" : ",\"reason_code\":\"" + reasonCode + "\"") + "}";
    }

    static String check(String controlId) {
        return owner("check", controlId, null);
    }

    JsonNode manage(String body) {
        return ToolSchemas.conforming(TOOL, app.post(STATUS, key, body));
    }

    static void assertApplied(JsonNode result, String status) {
        assertThat(result.get("applied").asBoolean()).as(result.toString()).isTrue();
        assertThat(result.get("reason").isNull()).isTrue();
        assertThat(result.get("status").asText()).isEqualTo(status);
    }

    static void assertRefused(JsonNode result, String reason) {
        assertThat(result.get("applied").asBoolean()).as(result.toString()).isFalse();
        assertThat(result.get("reason").asText()).as(result.toString()).isEqualTo(reason);
    }

    @Test
    void aDisputeIsResolvedByPublishingAgainAndRevokeIsFinal() {
        JsonNode published = manage(publish("c-life", digest(1), 3600));
        assertApplied(published, "active");
        assertThat(published.get("status_id").asText()).matches("cst_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(published.get("context_digest").asText()).isEqualTo(digest(1));
        assertThat(published.get("reason_code").isNull()).isTrue();
        JsonNode again = manage(publish("c-life", digest(1), 3600));
        assertRefused(again, "already_active");
        assertThat(again.get("status_id").asText()).isEqualTo(published.get("status_id").asText());

        JsonNode disputed = manage(owner("dispute", "c-life", "error"));
        assertApplied(disputed, "disputed");
        assertThat(disputed.get("reason_code").asText()).isEqualTo("error");
        assertThat(disputed.get("disputed_at").asText()).isNotEmpty();
        assertRefused(manage(owner("dispute", "c-life", "error")), "already_disputed");
        JsonNode resolved = manage(publish("c-life", digest(1).substring(7), 3600)); // bare hex: the same
        assertApplied(resolved, "active");
        assertThat(resolved.get("resolved_at").asText()).isNotEmpty();
        assertThat(resolved.get("notice").asText()).contains("Dispute resolved");

        manage(owner("dispute", "c-life", "dispute"));
        JsonNode revoked = manage(owner("revoke", "c-life", "consent_withdrawn"));
        assertApplied(revoked, "revoked");
        assertThat(revoked.get("reason_code").asText()).isEqualTo("consent_withdrawn");
        assertRefused(manage(owner("revoke", "c-life", "other")), "already_revoked");
        assertRefused(manage(owner("dispute", "c-life", "error")), "revoked");
        assertRefused(manage(publish("c-life", digest(1), 3600)), "revoked");
        manage(publish("c-life-next", digest(2), 3600));
        assertRefused(manage(supersede("c-life", digest(2))), "revoked");
        JsonNode checked = manage(check("c-life"));
        assertThat(checked.get("status").asText()).isEqualTo("revoked");
        assertThat(checked.has("applied")).isFalse();
        assertThat(checked.get("current_digest").asText()).isEqualTo(digest(1));
        assertThat(checked.get("current_status").asText()).isEqualTo("revoked");
    }

    @Test
    void checkFollowsTheSupersessionsToTheCurrentContext() {
        for (int n = 11; n <= 14; n++) {
            manage(publish("c-v" + n, digest(n), 3600));
        }
        JsonNode superseded = manage(supersede("c-v11", digest(12)));
        assertApplied(superseded, "superseded");
        assertThat(superseded.get("successor_digest").asText()).isEqualTo(digest(12));
        assertThat(superseded.get("reason_code").asText()).as("the default reason").isEqualTo("source_update");
        assertRefused(manage(supersede("c-v11", digest(13))), "already_superseded");
        manage(owner("dispute", "c-v12", "error"));
        assertApplied(manage(supersede("c-v12", digest(13))), "superseded"); // a disputed context can be replaced
        manage(supersede("c-v13", digest(14)));

        JsonNode checked = manage(check("c-v11"));
        assertThat(checked.get("status").asText()).isEqualTo("superseded");
        assertThat(checked.get("successor_digest").asText()).isEqualTo(digest(12));
        assertThat(checked.get("chain").findValuesAsText("context_digest"))
                .containsExactly(digest(12), digest(13), digest(14));
        assertThat(checked.get("chain").findValuesAsText("status")).containsExactly("superseded", "superseded", "active");
        assertThat(checked.get("chain_truncated").asBoolean()).isFalse();
        assertThat(checked.get("current_digest").asText()).isEqualTo(digest(14));
        assertThat(checked.get("current_status").asText()).isEqualTo("active");

        JsonNode byDigest = manage("{\"operation\":\"check\",\"context_digest\":\"" + digest(12) + "\"}");
        assertThat(byDigest.get("control_id").asText()).isEqualTo("c-v12");
        assertThat(byDigest.get("current_digest").asText()).isEqualTo(digest(14));
        manage(owner("revoke", "c-v14", "policy"));
        assertThat(manage(check("c-v11")).get("current_status").asText()).isEqualTo("revoked");
        assertApplied(manage(owner("revoke", "c-v11", "consent_withdrawn")), "revoked"); // superseded → revoked
        assertThat(manage(check("c-v11")).get("successor_digest").asText()).isEqualTo(digest(12));
    }

    @Test
    void onlyAnotherActiveContextOfTheOwnerCanBeTheSuccessor() {
        manage(publish("c-old", digest(21), 3600));
        manage(publish("c-gone", digest(22), 3600));
        manage(owner("revoke", "c-gone", "error"));
        manage(publish("c-contested", digest(23), 3600));
        manage(owner("dispute", "c-contested", "dispute"));
        assertRefused(manage(supersede("c-old", digest(21))), "successor_is_self");
        assertRefused(manage(supersede("c-old", digest(29))), "successor_not_published");
        assertRefused(manage(supersede("c-old", digest(22))), "successor_not_active");
        assertRefused(manage(supersede("c-old", digest(23))), "successor_not_active");
        String stranger = app.createApiKey();
        app.post(STATUS, stranger, publish("c-theirs", digest(24), 3600));
        assertRefused(manage(supersede("c-old", digest(24))), "successor_not_published");
        JsonNode unchanged = manage(check("c-old"));
        assertThat(unchanged.get("status").asText()).isEqualTo("active");
        assertThat(unchanged.get("successor_digest").isNull()).isTrue();
        assertThat(unchanged.get("chain")).isEmpty();
    }

    @Test
    void theChainIsFollowedSixteenHopsAndSaysWhenItGoesOn() {
        int hops = ContextStatusService.MAX_HOPS;
        for (int n = 0; n <= hops + 1; n++) {
            manage(publish("c-long-" + n, digest(100 + n), 3600));
        }
        for (int n = 0; n <= hops; n++) { // each successor is still active when it is named
            assertApplied(manage(supersede("c-long-" + n, digest(101 + n))), "superseded");
        }
        JsonNode whole = manage(check("c-long-1"));
        assertThat(whole.get("chain")).hasSize(hops);
        assertThat(whole.get("chain_truncated").asBoolean()).isFalse();
        assertThat(whole.get("current_digest").asText()).isEqualTo(digest(101 + hops));
        JsonNode truncated = manage(check("c-long-0"));
        assertThat(truncated.get("chain")).hasSize(hops);
        assertThat(truncated.get("chain_truncated").asBoolean()).isTrue();
        assertThat(truncated.get("current_digest").isNull()).isTrue();
        assertThat(truncated.get("current_status").isNull()).isTrue();
    }

    @Test
    void anActiveOrDisputedContextExpiresAtTheExactInstant() {
        manage(publish("c-exp-active", digest(31), 300));
        manage(publish("c-exp-disputed", digest(32), 300));
        manage(owner("dispute", "c-exp-disputed", "error"));
        manage(publish("c-exp-superseded", digest(33), 300));
        manage(publish("c-exp-successor", digest(34), 3600));
        manage(supersede("c-exp-superseded", digest(34)));
        manage(publish("c-exp-revoked", digest(35), 300));
        manage(owner("revoke", "c-exp-revoked", "policy"));
        manage(publish("c-exp-late", digest(36), 300));
        CLOCK.advance(Duration.ofSeconds(300).minusMillis(1));
        assertThat(manage(check("c-exp-active")).get("status").asText()).isEqualTo("active");
        assertApplied(manage(owner("dispute", "c-exp-late", "error")), "disputed"); // one millisecond before
        CLOCK.advance(Duration.ofMillis(1));
        for (String controlId : new String[] {"c-exp-active", "c-exp-disputed", "c-exp-late"}) {
            assertThat(manage(check(controlId)).get("status").asText()).as(controlId).isEqualTo("expired");
        }
        assertRefused(manage(owner("dispute", "c-exp-active", "error")), "expired");
        assertRefused(manage(owner("revoke", "c-exp-active", "error")), "expired");
        assertRefused(manage(supersede("c-exp-active", digest(34))), "expired");
        JsonNode republished = manage(publish("c-exp-disputed", digest(32), 300));
        assertRefused(republished, "expired");
        assertThat(republished.get("status").asText()).isEqualTo("expired");
        assertThat(manage(check("c-exp-superseded")).get("status").asText()).isEqualTo("superseded");
        assertThat(manage(check("c-exp-revoked")).get("status").asText()).isEqualTo("revoked");
        assertRefused(manage(supersede("c-exp-successor", digest(31))), "successor_not_active");
    }

    @Test
    void theRecordIsKeptThirtyDaysAfterItsExpiry() {
        JsonNode published = manage(publish("c-kept", digest(41), 300));
        assertThat(Instant.parse(published.get("retained_until").asText()))
                .isEqualTo(Instant.parse(published.get("expires_at").asText()).plus(Duration.ofDays(30)));
        assertThat(Instant.parse(published.get("expires_at").asText()))
                .isEqualTo(Instant.parse(published.get("published_at").asText()).plusSeconds(300));
    }

    @Test
    void aDigestHasOneControlIdAndAControlIdOneSetOfParameters() {
        String id = manage(publish("c-repeat", digest(51), 3600)).get("status_id").asText();
        Http.Reply conflict = app.post(STATUS, key, publish("c-repeat", digest(51), 3601));
        assertPointer(conflict, 422, "/control_id");
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        assertPointer(app.post(STATUS, key, publish("c-repeat", digest(52), 3600)), 422, "/control_id");
        Http.Reply taken = app.post(STATUS, key, publish("c-other-name", digest(51), 3600));
        assertPointer(taken, 422, "/context_digest");
        assertThat(taken.json().get("code").asText()).isEqualTo("context_digest_conflict");
        assertThat(app.post(STATUS, key, check("c-other-name")).status()).as("nothing made").isEqualTo(404);
        JsonNode theirs = ToolSchemas.conforming(TOOL, app.post(STATUS, app.createApiKey(), publish("c-repeat",
                digest(51), 3600)));
        assertThat(theirs.get("status_id").asText()).as("control_ids and digests are the account's own")
                .isNotEqualTo(id);
    }

    @Test
    void onlyTheOwnerSeesOrChangesAContext() {
        manage(publish("c-owner", digest(61), 3600));
        String stranger = app.createApiKey();
        assertThat(app.post(STATUS, stranger, check("c-owner")).status()).isEqualTo(404);
        assertThat(app.post(STATUS, stranger, "{\"operation\":\"check\",\"context_digest\":\"" + digest(61) + "\"}")
                .status()).isEqualTo(404);
        assertThat(app.post(STATUS, stranger, owner("revoke", "c-owner", "error")).status()).isEqualTo(404);
        assertThat(app.post(STATUS, key, check("c-never")).status()).isEqualTo(404);
        assertThat(app.post(STATUS, key, "{\"operation\":\"revoke\",\"reason_code\":\"error\",\"context_digest\":\""
                + digest(69) + "\"}").status()).isEqualTo(404);
        assertThat(app.post(STATUS, null, check("c-owner")).status()).isEqualTo(401);
        assertThat(manage(check("c-owner")).get("status").asText()).isEqualTo("active");
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        assertPointer(app.post(STATUS, key, "{\"operation\":\"publish\",\"context_digest\":\"" + digest(71) + "\"}"),
                422, "/control_id");
        assertPointer(app.post(STATUS, key, "{\"operation\":\"publish\",\"control_id\":\"c-bad\"}"), 422,
                "/context_digest");
        manage(publish("c-needs", digest(72), 3600));
        assertPointer(app.post(STATUS, key, owner("supersede", "c-needs", null)), 422, "/successor_digest");
        assertPointer(app.post(STATUS, key, owner("dispute", "c-needs", null)), 422, "/reason_code");
        assertPointer(app.post(STATUS, key, owner("revoke", "c-needs", null)), 422, "/reason_code");
        for (String operation : new String[] {"check", "supersede", "dispute", "revoke"}) {
            assertPointer(app.post(STATUS, key, "{\"operation\":\"" + operation + "\"}"), 422, "/control_id");
        }
        assertPointer(app.post(STATUS, key, publish("c-bad", digest(73), 299)), 400, "/expires_in_seconds");
        assertPointer(app.post(STATUS, key, publish("c-bad", digest(73), 31536001)), 400, "/expires_in_seconds");
        assertPointer(app.post(STATUS, key, owner("revoke", "c-needs", "forgotten")), 400, "/reason_code");
        assertPointer(app.post(STATUS, key, supersede("c-needs", "sha256:xyz")), 400, "/successor_digest");
        assertThat(manage(publish("c-bounds-min", digest(74), 300)).get("status").asText()).isEqualTo("active");
        assertThat(manage(publish("c-bounds-max", digest(75), 31536000)).get("status").asText()).isEqualTo("active");
        assertThat(app.post(STATUS, key, check("c-bad")).status()).as("no refused publish made one").isEqualTo(404);
        assertThat(manage(check("c-needs")).get("status").asText()).isEqualTo("active");
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void mcpRunsTheCycleLikeRest() {
        Mcp mcp = new Mcp(app);
        mcp.legacy(key, "tools/call", Mcp.call(TOOL, publish("c-mcp-1", digest(81), 3600)));
        mcp.modern(key, "tools/call", Mcp.call(TOOL, publish("c-mcp-2", digest(82), 3600)));
        JsonNode superseded = mcp.modern(key, "tools/call", Mcp.call(TOOL, supersede("c-mcp-1", digest(82)))).json()
                .path("result");
        assertThat(superseded.path("isError").asBoolean()).as(superseded.toString()).isFalse();
        assertThat(superseded.path("structuredContent").path("applied").asBoolean()).isTrue();
        JsonNode checked = mcp.legacy(key, "tools/call", Mcp.call(TOOL, check("c-mcp-1"))).json()
                .path("result").path("structuredContent");
        assertThat(checked.path("current_digest").asText()).isEqualTo(digest(82));
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/inputSchema/properties/expires_in_seconds/minimum").asInt()).isEqualTo(300);
        assertThat(tool.at("/inputSchema/properties/expires_in_seconds/maximum").asInt()).isEqualTo(31536000);
    }
}

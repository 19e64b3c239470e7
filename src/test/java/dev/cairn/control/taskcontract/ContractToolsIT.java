package dev.cairn.control.taskcontract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every transition of docs/families.md's task contract table, over REST, with the app's clock moved by hand. The
 * machine is the handoff's (HandoffToolsIT covers its wrong tokens and ownership in depth); here its contract
 * words and the pinned terms.
 */
class ContractToolsIT extends SharedAppTest {
    static final String TOOL = "manage_task_contract";
    static final String MANAGE = "/v1/task-contracts/manage";
    static final String FP = "sha256:" + "ab".repeat(32);
    static final String TERMS = "sha256:" + "cd".repeat(32);
    static final String OTHER_TERMS = "sha256:" + "ef".repeat(32);

    static String offer(String controlId, String terms, int seconds) {
        return "{\"operation\":\"offer\",\"control_id\":\"" + controlId + "\",\"task_fingerprint\":\"" + FP
                + "\",\"terms_digest\":\"" + terms + "\",\"expires_in_seconds\":" + seconds + "}";
    }

    static String accept(String token, String terms) {
        return "{\"operation\":\"accept\",\"token\":\"" + token + "\",\"terms_digest\":\"" + terms + "\"}";
    }

    static String withToken(String operation, String token) {
        return "{\"operation\":\"" + operation + "\",\"token\":\"" + token + "\"}";
    }

    static String offerer(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode manage(String apiKey, String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, apiKey, body));
    }

    String token(String controlId, int seconds) {
        return manage(key, offer(controlId, TERMS, seconds)).get("token").asText();
    }

    @Test
    void offerShowsTheTokenOnceAndPinsTheTerms() {
        JsonNode offered = manage(key, offer("c-offer", TERMS, 3600));
        String id = offered.get("contract_id").asText();
        assertThat(id).matches("tct_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(offered.get("token").asText()).startsWith(id + ".");
        assertThat(offered.get("status").asText()).isEqualTo("offered");
        assertThat(offered.get("terms_digest").asText()).isEqualTo(TERMS);
        JsonNode again = manage(key, offer("c-offer", "cd".repeat(32), 3600));
        assertThat(again.get("contract_id").asText()).as("bare hex is the same digest").isEqualTo(id);
        assertThat(again.get("token").isNull()).isTrue();
        Http.Reply conflict = app.post(MANAGE, key, offer("c-offer", OTHER_TERMS, 3600));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
    }

    @Test
    void acceptNeedsThePinnedTermsThenOnlyTheAcceptorCompletes() {
        String token = token("c-accept", 3600);
        String acceptor = app.createApiKey();
        String late = app.createApiKey();
        JsonNode mismatch = manage(acceptor, accept(token, OTHER_TERMS));
        assertThat(mismatch.get("applied").asBoolean()).isFalse();
        assertThat(mismatch.get("reason").asText()).isEqualTo("terms_mismatch");
        assertThat(mismatch.get("status").asText()).isEqualTo("offered");
        assertThat(mismatch.get("notice").asText()).contains("not the digest the offer pinned");
        assertThat(mismatch.get("terms_digest").asText()).isEqualTo(TERMS);
        assertThat(manage(key, accept(token, TERMS)).get("reason").asText()).isEqualTo("own_record");
        assertThat(manage(acceptor, withToken("complete", token)).get("reason").asText()).isEqualTo("not_accepted");

        JsonNode accepted = manage(acceptor, accept(token, TERMS));
        assertThat(accepted.get("applied").asBoolean()).isTrue();
        assertThat(accepted.get("status").asText()).isEqualTo("accepted");
        assertThat(accepted.get("accepted_by_you").asBoolean()).isTrue();
        assertThat(accepted.has("control_id")).isFalse();
        assertThat(manage(late, accept(token, TERMS)).get("reason").asText()).isEqualTo("already_accepted");
        assertThat(manage(late, accept(token, OTHER_TERMS)).get("reason").asText()).isEqualTo("already_accepted");
        assertThat(manage(key, offerer("cancel", "c-accept")).get("reason").asText()).isEqualTo("already_accepted");
        JsonNode checked = manage(key, offerer("check", "c-accept"));
        assertThat(checked.get("status").asText()).isEqualTo("accepted");
        assertThat(checked.get("accepted_at").asText()).isNotEmpty();
        assertThat(manage(late, withToken("check", token)).get("accepted_by_you").asBoolean()).isFalse();

        assertThat(manage(key, withToken("complete", token)).get("reason").asText()).isEqualTo("not_acceptor");
        assertThat(manage(late, withToken("complete", token)).get("reason").asText()).isEqualTo("not_acceptor");
        JsonNode completed = manage(acceptor, withToken("complete", token));
        assertThat(completed.get("applied").asBoolean()).isTrue();
        assertThat(completed.get("status").asText()).isEqualTo("completed");
        assertThat(manage(acceptor, withToken("complete", token)).get("reason").asText()).isEqualTo("already_completed");
        assertThat(manage(late, accept(token, TERMS)).get("reason").asText()).isEqualTo("completed");
        assertThat(manage(key, offerer("cancel", "c-accept")).get("reason").asText()).isEqualTo("completed");
        assertThat(manage(key, offerer("check", "c-accept")).get("completed_at").asText()).isNotEmpty();
    }

    @Test
    void theOffererCancelsOnlyBeforeAcceptance() {
        String token = token("c-cancel", 3600);
        JsonNode cancelled = manage(key, offerer("cancel", "c-cancel"));
        assertThat(cancelled.get("applied").asBoolean()).isTrue();
        assertThat(cancelled.get("status").asText()).isEqualTo("cancelled");
        assertThat(manage(key, offerer("cancel", "c-cancel")).get("reason").asText()).isEqualTo("already_cancelled");
        String other = app.createApiKey();
        assertThat(manage(other, accept(token, TERMS)).get("reason").asText()).isEqualTo("cancelled");
        assertThat(manage(other, withToken("complete", token)).get("reason").asText()).isEqualTo("cancelled");
    }

    @Test
    void acceptsEndExactlyAtExpiry() {
        String early = token("c-expiry-early", 60);
        String onTime = token("c-expiry", 60);
        String acceptor = app.createApiKey();
        CLOCK.advance(Duration.ofSeconds(60).minusMillis(1));
        assertThat(manage(acceptor, accept(early, TERMS)).get("applied").asBoolean()).isTrue();
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode late = manage(acceptor, accept(onTime, TERMS));
        assertThat(late.get("reason").asText()).isEqualTo("expired");
        assertThat(late.get("status").asText()).isEqualTo("expired");
        assertThat(manage(acceptor, withToken("complete", onTime)).get("reason").asText()).isEqualTo("expired");
        assertThat(manage(key, offerer("cancel", "c-expiry")).get("reason").asText()).isEqualTo("expired");
        assertThat(manage(key, offerer("check", "c-expiry-early")).get("status").asText()).isEqualTo("accepted");
        assertThat(manage(acceptor, withToken("complete", early)).get("applied").asBoolean()).isTrue();
    }

    @Test
    void wrongTokensAre403AndOtherAccountsFindNoContractByControlId() {
        String token = token("c-wrong", 3600);
        String other = app.createApiKey();
        for (String bad : List.of(token.substring(0, token.length() - 1) + (token.endsWith("A") ? "B" : "A"),
                "hnd_0QZ7M3K9TX4B8N2R6VHJYPD5WC" + token.substring(token.indexOf('.')), "x".repeat(16))) {
            assertThat(app.post(MANAGE, other, accept(bad, TERMS)).status()).isEqualTo(403);
            assertThat(app.post(MANAGE, other, withToken("complete", bad)).status()).isEqualTo(403);
            assertThat(app.post(MANAGE, other, withToken("check", bad)).status()).isEqualTo(403);
        }
        assertThat(app.post(MANAGE, other, offerer("check", "c-wrong")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, other, offerer("cancel", "c-wrong")).status()).isEqualTo(404);
        assertThat(manage(key, offerer("check", "c-wrong")).get("status").asText()).isEqualTo("offered");
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        String fp = "\"task_fingerprint\":\"" + FP + "\"";
        String terms = "\"terms_digest\":\"" + TERMS + "\"";
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"offer\"," + fp + "," + terms + "}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"offer\",\"control_id\":\"c-bad\"," + terms + "}"), 422,
                "/task_fingerprint");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"offer\",\"control_id\":\"c-bad\"," + fp + "}"), 422,
                "/terms_digest");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"accept\"," + terms + "}"), 422, "/token");
        assertPointer(app.post(MANAGE, key, withToken("accept", "x".repeat(16))), 422, "/terms_digest");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"complete\"}"), 422, "/token");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"check\"}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"cancel\"}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, offer("c-bad", TERMS, 59)), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, offer("c-bad", TERMS, 2592001)), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, offer("c-bad", "sha256:cd", 60)), 400, "/terms_digest");
        assertThat(manage(key, offer("c-bounds", TERMS, 2592000)).get("status").asText()).isEqualTo("offered");
        assertThat(app.post(MANAGE, key, offerer("check", "c-bad")).status()).isEqualTo(404);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }
}

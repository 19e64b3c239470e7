package dev.cairn.control.reconciliation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/** Every transition of docs/families.md's reconciliation table, over REST, with the app's clock moved by hand. */
class ReconciliationToolsIT extends SharedAppTest {
    static final String TOOL = "manage_action_reconciliation";
    static final String MANAGE = "/v1/reconciliations/manage";
    static final String FP = "sha256:" + "ab".repeat(32);
    static final String EXPECTED = "sha256:" + "cd".repeat(32);
    static final String OTHER = "sha256:" + "ef".repeat(32);
    static final String EVIDENCE = "sha256:" + "01".repeat(32);

    static String open(String controlId, String expected) {
        return "{\"operation\":\"open\",\"control_id\":\"" + controlId + "\",\"action_fingerprint\":\"" + FP
                + "\",\"expected_digest\":\"" + expected + "\"}";
    }

    static String append(String controlId, String observed) {
        return "{\"operation\":\"append\",\"control_id\":\"" + controlId + "\",\"observed_digest\":\"" + observed + "\"}";
    }

    static String resolve(String controlId, String resolution) {
        return "{\"operation\":\"resolve\",\"control_id\":\"" + controlId + "\",\"resolution\":\"" + resolution + "\"}";
    }

    static String check(String controlId) {
        return "{\"operation\":\"check\",\"control_id\":\"" + controlId + "\"}";
    }

    static long ms(String timestamp) {
        return Instant.parse(timestamp).toEpochMilli();
    }

    JsonNode manage(String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, key, body));
    }

    @Test
    void openPinsTheDigestsAndARepeatReturnsTheSameRecord() {
        JsonNode opened = manage(open("r-open", EXPECTED));
        String id = opened.get("reconciliation_id").asText();
        assertThat(id).matches("rcn_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(opened.get("status").asText()).isEqualTo("open");
        assertThat(opened.get("resolution").isNull()).isTrue();
        assertThat(opened.get("expected_digest").asText()).isEqualTo(EXPECTED);
        assertThat(opened.get("observation_count").asInt()).isZero();
        assertThat(opened.get("max_observations").asInt()).isEqualTo(100);
        assertThat(opened.get("last_observation").isNull()).isTrue();
        assertThat(opened.has("applied")).isFalse();

        JsonNode again = manage(open("r-open", "cd".repeat(32))); // bare hex: the same digest
        assertThat(again.get("reconciliation_id").asText()).isEqualTo(id);
        assertThat(again.get("notice").asText()).contains("already opened");
        Http.Reply conflict = app.post(MANAGE, key, open("r-open", OTHER));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/control_id");
        String otherAccount = app.createApiKey();
        assertThat(ToolSchemas.conforming(TOOL, app.post(MANAGE, otherAccount, open("r-open", EXPECTED)))
                .get("reconciliation_id").asText()).as("a control_id is the account's own").isNotEqualTo(id);
    }

    @Test
    void appendsRecordWhetherEachObservationMatchedAndCheckSummarises() {
        manage(open("r-append", EXPECTED));
        JsonNode first = manage(append("r-append", OTHER));
        assertThat(first.get("applied").asBoolean()).isTrue();
        assertThat(first.get("reason").isNull()).isTrue();
        assertThat(first.at("/last_observation/index").asInt()).isEqualTo(1);
        assertThat(first.at("/last_observation/matched").asBoolean()).isFalse();
        assertThat(first.at("/last_observation/evidence_digest").isNull()).isTrue();
        CLOCK.advance(Duration.ofSeconds(5));
        JsonNode second = manage("{\"operation\":\"append\",\"control_id\":\"r-append\",\"observed_digest\":\""
                + "cd".repeat(32) + "\",\"evidence_digest\":\"" + EVIDENCE + "\"}");
        assertThat(second.at("/last_observation/index").asInt()).isEqualTo(2);
        assertThat(second.at("/last_observation/matched").asBoolean()).isTrue();
        assertThat(second.at("/last_observation/observed_digest").asText()).isEqualTo(EXPECTED);
        assertThat(second.at("/last_observation/evidence_digest").asText()).isEqualTo(EVIDENCE);

        JsonNode checked = manage(check("r-append"));
        assertThat(checked.has("applied")).isFalse();
        assertThat(checked.get("observation_count").asInt()).isEqualTo(2);
        assertThat(checked.get("matches").asInt()).isEqualTo(1);
        assertThat(checked.get("mismatches").asInt()).isEqualTo(1);
        assertThat(checked.get("observations").findValuesAsText("matched")).containsExactly("false", "true");
        assertThat(checked.at("/observations/0/observed_digest").asText()).isEqualTo(OTHER);
        assertThat(ms(checked.at("/observations/1/observed_at").asText())
                - ms(checked.at("/observations/0/observed_at").asText())).isEqualTo(5000);
        assertThat(checked.get("last_observation")).isEqualTo(second.get("last_observation"));
        assertThat(checked.get("notice").asText()).contains("1 of 2");
    }

    @Test
    void resolveIsOnceAndEndsTheAppends() {
        manage(open("r-resolve", EXPECTED));
        manage(append("r-resolve", OTHER));
        JsonNode resolved = manage(resolve("r-resolve", "reconciled"));
        assertThat(resolved.get("applied").asBoolean()).isTrue();
        assertThat(resolved.get("status").asText()).isEqualTo("resolved");
        assertThat(resolved.get("resolution").asText()).isEqualTo("reconciled");
        assertThat(resolved.get("resolved_at").asText()).isNotEmpty();
        assertThat(resolved.get("mismatches").asInt()).as("reconciled despite a mismatch; the count stays").isEqualTo(1);

        JsonNode again = manage(resolve("r-resolve", "dismissed"));
        assertThat(again.get("applied").asBoolean()).isFalse();
        assertThat(again.get("reason").asText()).isEqualTo("already_resolved");
        assertThat(again.get("resolution").asText()).isEqualTo("reconciled");
        JsonNode late = manage(append("r-resolve", EXPECTED));
        assertThat(late.get("applied").asBoolean()).isFalse();
        assertThat(late.get("reason").asText()).isEqualTo("resolved");
        assertThat(late.get("observation_count").asInt()).isEqualTo(1);
        assertThat(manage(open("r-resolve", EXPECTED)).get("status").asText())
                .as("a repeated open finds the resolved record").isEqualTo("resolved");

        manage(open("r-dismiss", EXPECTED));
        assertThat(manage(resolve("r-dismiss", "dismissed")).get("resolution").asText()).isEqualTo("dismissed");
        assertThat(manage(check("r-dismiss")).get("observation_count").asInt()).isZero();
    }

    @Test
    void theHundredAndFirstObservationIsRefusedAsFull() {
        manage(open("r-full", EXPECTED));
        for (int i = 0; i < ReconciliationService.MAX_OBSERVATIONS; i++) {
            assertThat(manage(append("r-full", i % 2 == 0 ? EXPECTED : OTHER)).get("applied").asBoolean()).isTrue();
        }
        JsonNode full = manage(append("r-full", EXPECTED));
        assertThat(full.get("applied").asBoolean()).isFalse();
        assertThat(full.get("reason").asText()).isEqualTo("full");
        assertThat(full.get("observation_count").asInt()).isEqualTo(100);
        assertThat(full.get("observations").size()).isEqualTo(100);
        assertThat(full.get("matches").asInt()).isEqualTo(50);
        assertThat(full.at("/last_observation/index").asInt()).isEqualTo(100);
        assertThat(full.get("notice").asText()).contains("full");
        assertThat(manage(resolve("r-full", "reconciled")).get("applied").asBoolean()).isTrue();
    }

    @Test
    void theRecordIsKeptThirtyDaysAfterItsLastChangeThenItsControlIdIsUnknown() {
        JsonNode opened = manage(open("r-retention", EXPECTED));
        String id = opened.get("reconciliation_id").asText();
        long openedAt = ms(opened.get("opened_at").asText());
        assertThat(ms(opened.get("retained_until").asText()))
                .isEqualTo(openedAt + ReconciliationService.RETENTION_MS);
        CLOCK.advance(Duration.ofDays(10));
        JsonNode appended = manage(append("r-retention", EXPECTED));
        assertThat(ms(appended.get("retained_until").asText()))
                .isEqualTo(openedAt + Duration.ofDays(10).toMillis() + ReconciliationService.RETENTION_MS);
        assertThat(manage(check("r-retention")).get("retained_until")).as("a check changes nothing")
                .isEqualTo(appended.get("retained_until"));
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            String record = "cairn:reconciliation:{" + id + "}";
            assertThat(redis.pttl(record)).isBetween(ReconciliationService.RETENTION_MS - 60_000,
                    ReconciliationService.RETENTION_MS);
            redis.del(record); // what the retention's PEXPIRE does
        }
        assertThat(app.post(MANAGE, key, check("r-retention")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, append("r-retention", EXPECTED)).status()).isEqualTo(404);
        assertThat(manage(open("r-retention", OTHER)).get("observation_count").asInt())
                .as("the control_id is free again").isZero();
    }

    @Test
    void onlyTheOwnerSeesOrChangesItAndAnUnknownControlIdIs404() {
        manage(open("r-owner", EXPECTED));
        String other = app.createApiKey();
        for (String body : new String[] {check("r-owner"), append("r-owner", EXPECTED), resolve("r-owner", "dismissed")}) {
            assertThat(app.post(MANAGE, other, body).status()).as(body).isEqualTo(404);
            assertThat(app.post(MANAGE, key, body.replace("r-owner", "r-never-opened")).status()).isEqualTo(404);
        }
        assertThat(app.post(MANAGE, null, check("r-owner")).status()).isEqualTo(401);
        JsonNode checked = manage(check("r-owner"));
        assertThat(checked.get("status").asText()).isEqualTo("open");
        assertThat(checked.get("observation_count").asInt()).isZero();
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"check\"}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"open\",\"control_id\":\"r-bad\",\"expected_digest\":\""
                + EXPECTED + "\"}"), 422, "/action_fingerprint");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"open\",\"control_id\":\"r-bad\",\"action_fingerprint\":\""
                + FP + "\"}"), 422, "/expected_digest");
        manage(open("r-needs", EXPECTED));
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"append\",\"control_id\":\"r-needs\",\"evidence_digest\":\""
                + EVIDENCE + "\"}"), 422, "/observed_digest");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"resolve\",\"control_id\":\"r-needs\"}"), 422,
                "/resolution");
        assertPointer(app.post(MANAGE, key, resolve("r-needs", "accepted")), 400, "/resolution");
        assertPointer(app.post(MANAGE, key, append("r-needs", "sha256:" + "AB".repeat(32))), 400, "/observed_digest");
        assertPointer(app.post(MANAGE, key, open("x".repeat(101), EXPECTED)), 400, "/control_id");
        assertThat(manage(check("r-needs")).get("observation_count").asInt()).as("no refused call changed it").isZero();
        assertThat(app.post(MANAGE, key, check("r-bad")).status()).as("no refused open made one").isEqualTo(404);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void mcpRunsTheToolLikeRest() {
        Mcp mcp = new Mcp(app);
        JsonNode opened = mcp.legacy(key, "tools/call", Mcp.call(TOOL, open("r-mcp", EXPECTED))).json()
                .path("result").path("structuredContent");
        assertThat(opened.path("status").asText()).isEqualTo("open");
        JsonNode appended = mcp.modern(key, "tools/call", Mcp.call(TOOL, append("r-mcp", OTHER))).json().path("result");
        assertThat(appended.path("isError").asBoolean()).as(appended.toString()).isFalse();
        assertThat(appended.at("/structuredContent/last_observation/matched").asBoolean()).isFalse();
        assertThat(manage(check("r-mcp")).get("mismatches").asInt()).isEqualTo(1);
    }
}

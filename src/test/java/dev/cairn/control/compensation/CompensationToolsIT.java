package dev.cairn.control.compensation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.store.Digests;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/** Every transition of docs/families.md's compensation table, over REST, with the app's clock moved by hand. */
class CompensationToolsIT extends SharedAppTest {
    static final String TOOL = "manage_action_compensation";
    static final String MANAGE = "/v1/compensations/manage";
    static final String ACTION = "sha256:" + "ab".repeat(32);
    static final String UNDO = "sha256:" + "cd".repeat(32);
    static final String OTHER = "sha256:" + "ef".repeat(32);

    static String bind(String controlId, int seconds) {
        return "{\"operation\":\"bind\",\"control_id\":\"" + controlId + "\",\"action_fingerprint\":\"" + ACTION
                + "\",\"compensation_fingerprint\":\"" + UNDO + "\",\"expires_in_seconds\":" + seconds + "}";
    }

    static String markExecuted(String controlId, String fingerprint) {
        return "{\"operation\":\"mark_executed\",\"control_id\":\"" + controlId + "\",\"action_fingerprint\":\""
                + fingerprint + "\"}";
    }

    static String compensate(String controlId, String fingerprint) {
        return "{\"operation\":\"compensate\",\"control_id\":\"" + controlId + "\",\"compensation_fingerprint\":\""
                + fingerprint + "\"}";
    }

    static String owner(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode manage(String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, key, body));
    }

    static void assertRefused(JsonNode result, String reason) {
        assertThat(result.get("applied").asBoolean()).as(result.toString()).isFalse();
        assertThat(result.get("reason").asText()).as(result.toString()).isEqualTo(reason);
    }

    @Test
    void bindThenExecuteThenCompensateOnce() {
        JsonNode bound = manage(bind("c-happy", 3600));
        String id = bound.get("compensation_id").asText();
        assertThat(id).matches("cmp_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(bound.get("status").asText()).isEqualTo("bound");
        assertThat(bound.get("action_fingerprint").asText()).isEqualTo(ACTION);
        assertThat(bound.get("compensation_fingerprint").asText()).isEqualTo(UNDO);
        assertThat(bound.has("applied")).isFalse();
        assertRefused(manage(compensate("c-happy", UNDO)), "not_executed");

        JsonNode executed = manage(markExecuted("c-happy", "ab".repeat(32))); // bare hex: the same digest
        assertThat(executed.get("applied").asBoolean()).isTrue();
        assertThat(executed.get("reason").isNull()).isTrue();
        assertThat(executed.get("status").asText()).isEqualTo("executed");
        assertThat(executed.get("executed_at").asText()).isNotEmpty();
        assertThat(executed.get("notice").asText()).contains("perform the action now");
        assertRefused(manage(markExecuted("c-happy", ACTION)), "already_executed");
        assertRefused(manage(owner("cancel", "c-happy")), "executed");

        JsonNode compensated = manage(compensate("c-happy", UNDO));
        assertThat(compensated.get("applied").asBoolean()).isTrue();
        assertThat(compensated.get("status").asText()).isEqualTo("compensated");
        assertThat(compensated.get("compensated_at").asText()).isNotEmpty();
        assertThat(compensated.get("notice").asText()).contains("perform the undo now");
        JsonNode again = manage(compensate("c-happy", UNDO));
        assertRefused(again, "already_compensated");
        assertThat(again.get("notice").asText()).contains("do not perform it again");
        assertRefused(manage(compensate("c-happy", OTHER)), "already_compensated");
        assertRefused(manage(markExecuted("c-happy", ACTION)), "compensated");
        assertRefused(manage(owner("cancel", "c-happy")), "compensated");
        JsonNode checked = manage(owner("check", "c-happy"));
        assertThat(checked.get("status").asText()).isEqualTo("compensated");
        assertThat(checked.get("compensation_id").asText()).isEqualTo(id);
        assertThat(checked.has("applied")).isFalse();
    }

    @Test
    void aRepeatedBindIsTheSameRecordAndOtherParametersAre422() {
        String id = manage(bind("c-repeat", 3600)).get("compensation_id").asText();
        JsonNode again = manage(bind("c-repeat", 3600));
        assertThat(again.get("compensation_id").asText()).isEqualTo(id);
        assertThat(again.get("notice").asText()).contains("already bound");
        Http.Reply conflict = app.post(MANAGE, key, bind("c-repeat", 3601));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/control_id");
        manage(markExecuted("c-repeat", ACTION));
        assertThat(manage(bind("c-repeat", 3600)).get("status").asText())
                .as("a repeated bind never resets the record").isEqualTo("executed");
        assertThat(ToolSchemas.conforming(TOOL, app.post(MANAGE, app.createApiKey(), bind("c-repeat", 3600)))
                .get("compensation_id").asText()).as("a control_id is the account's own").isNotEqualTo(id);
    }

    @Test
    void anotherFingerprintIsRefusedAndChangesNothing() {
        manage(bind("c-mismatch", 3600));
        assertRefused(manage(markExecuted("c-mismatch", UNDO)), "fingerprint_mismatch");
        assertThat(manage(owner("check", "c-mismatch")).get("status").asText()).isEqualTo("bound");
        manage(markExecuted("c-mismatch", ACTION));
        JsonNode wrongUndo = manage(compensate("c-mismatch", ACTION));
        assertRefused(wrongUndo, "fingerprint_mismatch");
        assertThat(wrongUndo.get("notice").asText()).contains("not the bound compensation");
        assertThat(wrongUndo.get("status").asText()).isEqualTo("executed");
        assertThat(manage(compensate("c-mismatch", UNDO)).get("applied").asBoolean()).isTrue();
    }

    @Test
    void cancelOnlyBeforeExecution() {
        manage(bind("c-cancel", 3600));
        JsonNode cancelled = manage(owner("cancel", "c-cancel"));
        assertThat(cancelled.get("applied").asBoolean()).isTrue();
        assertThat(cancelled.get("status").asText()).isEqualTo("cancelled");
        assertThat(cancelled.get("cancelled_at").asText()).isNotEmpty();
        assertRefused(manage(owner("cancel", "c-cancel")), "already_cancelled");
        assertRefused(manage(markExecuted("c-cancel", ACTION)), "cancelled");
        assertRefused(manage(compensate("c-cancel", UNDO)), "cancelled");
        CLOCK.advance(Duration.ofSeconds(3600));
        assertThat(manage(owner("check", "c-cancel")).get("status").asText())
                .as("a cancelled binding stays cancelled past its expiry").isEqualTo("cancelled");
    }

    @Test
    void aBoundActionExpiresAtTheExactInstant() {
        manage(bind("c-expiry", 300));
        manage(bind("c-expiry-late", 300));
        CLOCK.advance(Duration.ofSeconds(300).minusMillis(1));
        assertThat(manage(owner("check", "c-expiry")).get("status").asText()).isEqualTo("bound");
        assertThat(manage(markExecuted("c-expiry", ACTION)).get("applied").asBoolean())
                .as("one millisecond before expires_at").isTrue();
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode late = manage(markExecuted("c-expiry-late", ACTION));
        assertRefused(late, "expired");
        assertThat(late.get("status").asText()).isEqualTo("expired");
        assertRefused(manage(owner("cancel", "c-expiry-late")), "expired");
        assertRefused(manage(compensate("c-expiry-late", UNDO)), "expired");
        assertThat(manage(owner("check", "c-expiry-late")).get("status").asText()).isEqualTo("expired");
        assertThat(manage(owner("check", "c-expiry")).get("status").asText())
                .as("an executed action does not expire").isEqualTo("executed");
    }

    @Test
    void anExecutedActionStaysCompensableAfterExpiresAtUntilRetainedUntil() {
        JsonNode bound = manage(bind("c-late-undo", 300));
        CLOCK.advance(Duration.ofSeconds(200));
        JsonNode executed = manage(markExecuted("c-late-undo", ACTION));
        assertThat(Instant.parse(bound.get("retained_until").asText())).as("bound: expires_at + 7 days")
                .isEqualTo(Instant.parse(bound.get("expires_at").asText()).plus(Duration.ofDays(7)));
        assertThat(Instant.parse(executed.get("retained_until").asText()))
                .isEqualTo(Instant.parse(executed.get("executed_at").asText())
                        .plus(Duration.ofSeconds(300)).plus(Duration.ofDays(7)));
        CLOCK.advance(Duration.ofDays(3));
        JsonNode checked = manage(owner("check", "c-late-undo"));
        assertThat(checked.get("status").asText()).isEqualTo("executed");
        assertThat(checked.get("notice").asText()).contains("retained_until");
        assertThat(manage(compensate("c-late-undo", UNDO)).get("applied").asBoolean()).isTrue();
    }

    @Test
    void theControlIdNamesAnActionExecutedAtTheEndOfItsWindowForAsLongAsItIsKept() {
        String controlId = "c-binding-" + System.nanoTime();
        manage(bind(controlId, 300));
        CLOCK.advance(Duration.ofSeconds(299));
        manage(markExecuted(controlId, ACTION));
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            String pointer = redis.keys("cairn:compensation:{*:" + Digests.sha256Hex(controlId) + "}").iterator().next();
            String record = "cairn:compensation:{" + redis.get(pointer) + "}";
            long recordMs = Duration.ofSeconds(300).plus(Duration.ofDays(7)).toMillis();
            assertThat(redis.pttl(record)).isBetween(recordMs - 60_000, recordMs);
            assertThat(redis.pttl(pointer)).as("set once, at bind, for the longest life the record can have")
                    .isGreaterThanOrEqualTo(redis.pttl(record));
        }
    }

    @Test
    void onlyTheOwnerSeesOrChangesARecord() {
        manage(bind("c-owner", 3600));
        String stranger = app.createApiKey();
        assertThat(app.post(MANAGE, stranger, owner("check", "c-owner")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, stranger, markExecuted("c-owner", ACTION)).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, stranger, owner("cancel", "c-owner")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, owner("check", "c-never-bound")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, null, owner("check", "c-owner")).status()).isEqualTo(401);
        assertThat(manage(owner("check", "c-owner")).get("status").asText()).isEqualTo("bound");
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"bind\",\"action_fingerprint\":\"" + ACTION
                + "\",\"compensation_fingerprint\":\"" + UNDO + "\"}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"bind\",\"control_id\":\"c-bad\","
                + "\"compensation_fingerprint\":\"" + UNDO + "\"}"), 422, "/action_fingerprint");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"bind\",\"control_id\":\"c-bad\","
                + "\"action_fingerprint\":\"" + ACTION + "\"}"), 422, "/compensation_fingerprint");
        manage(bind("c-needs", 3600));
        assertPointer(app.post(MANAGE, key, owner("mark_executed", "c-needs")), 422, "/action_fingerprint");
        assertPointer(app.post(MANAGE, key, owner("compensate", "c-needs")), 422, "/compensation_fingerprint");
        for (String operation : new String[] {"check", "mark_executed", "compensate", "cancel"}) {
            assertPointer(app.post(MANAGE, key, "{\"operation\":\"" + operation + "\"}"), 422, "/control_id");
        }
        assertPointer(app.post(MANAGE, key, bind("c-bad", 299)), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, bind("c-bad", 2592001)), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, markExecuted("c-needs", "sha256:xyz")), 400, "/action_fingerprint");
        assertThat(manage(bind("c-bounds-min", 300)).get("status").asText()).isEqualTo("bound");
        assertThat(manage(bind("c-bounds-max", 2592000)).get("status").asText()).isEqualTo("bound");
        assertThat(app.post(MANAGE, key, owner("check", "c-bad")).status()).as("no refused bind made one")
                .isEqualTo(404);
        assertThat(manage(owner("check", "c-needs")).get("status").asText()).isEqualTo("bound");
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void mcpRunsTheWholeCycleLikeRest() {
        Mcp mcp = new Mcp(app);
        JsonNode bound = mcp.legacy(key, "tools/call", Mcp.call(TOOL, bind("c-mcp", 3600))).json()
                .path("result").path("structuredContent");
        assertThat(bound.path("status").asText()).isEqualTo("bound");
        mcp.modern(key, "tools/call", Mcp.call(TOOL, markExecuted("c-mcp", ACTION)));
        JsonNode compensated = mcp.modern(key, "tools/call", Mcp.call(TOOL, compensate("c-mcp", UNDO))).json()
                .path("result");
        assertThat(compensated.path("isError").asBoolean()).as(compensated.toString()).isFalse();
        assertThat(compensated.path("structuredContent").path("applied").asBoolean()).isTrue();
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/inputSchema/properties/expires_in_seconds/minimum").asInt()).isEqualTo(300);
        assertThat(tool.at("/inputSchema/properties/expires_in_seconds/maximum").asInt()).isEqualTo(2592000);
    }
}

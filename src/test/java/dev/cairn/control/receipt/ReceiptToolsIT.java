package dev.cairn.control.receipt;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReceiptToolsIT extends SharedAppTest {
    static final String PATH = "/v1/receipts/record";
    static final String TOOL = "record_action_receipt";
    static final String FP = "sha256:" + "ab".repeat(32);
    static final String OUTCOME = "sha256:" + "cd".repeat(32);
    static final String ZERO = "sha256:" + "0".repeat(64);

    static String record(String receiptId, String fingerprint, String outcome, String status) {
        return "{\"operation\":\"record\",\"receipt_id\":\"" + receiptId + "\""
                + (fingerprint == null ? "" : ",\"action_fingerprint\":\"" + fingerprint + "\"")
                + (outcome == null ? "" : ",\"outcome_digest\":\"" + outcome + "\"")
                + (status == null ? "" : ",\"outcome_status\":\"" + status + "\"") + "}";
    }

    static String check(String receiptId) {
        return "{\"operation\":\"check\",\"receipt_id\":\"" + receiptId + "\"}";
    }

    JsonNode call(String body) {
        return ToolSchemas.conforming(TOOL, app.post(PATH, key, body));
    }

    static JsonNode problem(Http.Reply reply, int status, String code, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().path("code").asText()).isEqualTo(code);
        if (pointer != null) {
            assertThat(reply.json().path("errors").findValuesAsText("pointer")).containsExactly(pointer);
        }
        return reply.json();
    }

    @Test
    void recordStoresTheReceiptAtTheClocksTimeAndCheckReturnsIt() {
        String at = Timestamps.format(CLOCK.millis());
        JsonNode recorded = call(record("r-1", FP, "cd".repeat(32), "succeeded")); // a bare digest is the same digest
        assertThat(recorded.get("applied").asBoolean()).isTrue();
        assertThat(recorded.get("reason").isNull()).isTrue();
        assertThat(recorded.get("receipt_id").asText()).isEqualTo("r-1");
        assertThat(recorded.get("action_fingerprint").asText()).isEqualTo(FP);
        assertThat(recorded.get("outcome_digest").asText()).isEqualTo(OUTCOME);
        assertThat(recorded.get("outcome_status").asText()).isEqualTo("succeeded");
        assertThat(recorded.get("recorded_at").asText()).isEqualTo(at);
        assertThat(recorded.get("account").asText()).startsWith("acct_");
        assertThat(recorded.get("position").asLong()).isEqualTo(1);
        assertThat(recorded.get("previous_hash").asText()).isEqualTo(ZERO);

        CLOCK.advance(Duration.ofMinutes(5));
        JsonNode checked = call(check("r-1"));
        assertThat(checked.has("applied")).isFalse();
        for (String member : List.of("receipt_id", "action_fingerprint", "outcome_digest", "outcome_status",
                "recorded_at", "account", "position", "previous_hash", "chain_hash")) {
            assertThat(checked.get(member)).as(member).isEqualTo(recorded.get(member));
        }
        assertThat(checked.get("notice").asText()).contains("does not prove the action happened");
        assertThat(StoredReceipts.firstBreak(StoredReceipts.of(checked.get("account").asText()), 1,
                checked.get("chain_hash").asText())).isZero();
    }

    @Test
    void theSameContentAgainReturnsTheStoredReceiptUnchangedAndAppendsNothing() {
        JsonNode first = call(record("r-again", FP, OUTCOME, "partial"));
        CLOCK.advance(Duration.ofHours(1));
        JsonNode again = call(record("r-again", "ab".repeat(32), OUTCOME, "partial"));
        assertThat(again.get("applied").asBoolean()).isFalse();
        assertThat(again.get("reason").asText()).isEqualTo("already_recorded");
        assertThat(again.get("recorded_at")).isEqualTo(first.get("recorded_at"));
        assertThat(again.get("chain_hash")).isEqualTo(first.get("chain_hash"));
        assertThat(again.get("position").asLong()).isEqualTo(1);
        JsonNode next = call(record("r-next", FP, OUTCOME, "failed"));
        assertThat(next.get("position").asLong()).isEqualTo(2);
        assertThat(next.get("previous_hash")).isEqualTo(first.get("chain_hash"));
    }

    @Test
    void otherContentUnderTheSameIdIs422AtTheFirstFieldThatDiffersAndChangesNothing() {
        JsonNode stored = call(record("r-conflict", FP, OUTCOME, "succeeded"));
        String other = "sha256:" + "ef".repeat(32);
        problem(app.post(PATH, key, record("r-conflict", other, other, "failed")), 422, "receipt_conflict",
                "/action_fingerprint");
        problem(app.post(PATH, key, record("r-conflict", FP, other, "failed")), 422, "receipt_conflict",
                "/outcome_digest");
        problem(app.post(PATH, key, record("r-conflict", FP, OUTCOME, "failed")), 422, "receipt_conflict",
                "/outcome_status");
        JsonNode checked = call(check("r-conflict"));
        assertThat(checked.get("outcome_status").asText()).isEqualTo("succeeded");
        assertThat(checked.get("chain_hash")).isEqualTo(stored.get("chain_hash"));
        assertThat(StoredReceipts.of(stored.get("account").asText())).hasSize(1);
    }

    @Test
    void recordNeedsEveryContentFieldAnd422sAtTheFirstMissingOne() {
        problem(app.post(PATH, key, record("r-missing", null, OUTCOME, "succeeded")), 422, "missing_field",
                "/action_fingerprint");
        problem(app.post(PATH, key, record("r-missing", FP, null, "succeeded")), 422, "missing_field",
                "/outcome_digest");
        problem(app.post(PATH, key, record("r-missing", FP, OUTCOME, null)), 422, "missing_field", "/outcome_status");
        problem(app.post(PATH, key, check("r-missing")), 404, "not_found", null);
    }

    @Test
    void theSchemaHoldsTheSpecsBounds() {
        problem(app.post(PATH, key, record("r-bounds", FP, OUTCOME, "done")), 400, "invalid_request",
                "/outcome_status");
        problem(app.post(PATH, key, record("x".repeat(101), FP, OUTCOME, "failed")), 400, "invalid_request",
                "/receipt_id");
        problem(app.post(PATH, key, record("", FP, OUTCOME, "failed")), 400, "invalid_request", "/receipt_id");
        problem(app.post(PATH, key, record("r-bounds", "AB".repeat(32), OUTCOME, "failed")), 400, "invalid_request",
                "/action_fingerprint");
        problem(app.post(PATH, key, "{\"operation\":\"record\",\"receipt_id\":\"r-bounds\",\"outcome\":\"x\"}"), 400,
                "invalid_request", "");
        JsonNode longest = call(record("é".repeat(100), FP, OUTCOME, "failed"));
        assertThat(longest.get("receipt_id").asText()).hasSize(100);
    }

    @Test
    void idsWithoutAStorableFormAreRefusedAndNameNoReceipt() {
        problem(app.post(PATH, key, record("r\\u0000nul", FP, OUTCOME, "failed")), 422, "nul_character",
                "/receipt_id");
        problem(app.post(PATH, key, check("r\\u0000nul")), 404, "not_found", null);
        problem(app.post(PATH, key, record("r\\ud800", FP, OUTCOME, "failed")), 422, "lone_surrogate", "/receipt_id");
        JsonNode question = call(record("r?", FP, OUTCOME, "failed"));
        assertThat(question.get("position").asLong()).as("a lone surrogate did not become a ?").isEqualTo(1);
    }

    @Test
    void eachAccountHasItsOwnChainAndSeesOnlyItsOwnReceipts() {
        JsonNode mine = call(record("shared-name", FP, OUTCOME, "succeeded"));
        String stranger = app.createApiKey();
        problem(app.post(PATH, stranger, check("shared-name")), 404, "not_found", null);
        JsonNode theirs = ToolSchemas.conforming(TOOL, app.post(PATH, stranger,
                record("shared-name", FP, OUTCOME, "failed")));
        assertThat(theirs.get("applied").asBoolean()).isTrue();
        assertThat(theirs.get("position").asLong()).isEqualTo(1);
        assertThat(theirs.get("account")).isNotEqualTo(mine.get("account"));
        assertThat(theirs.get("chain_hash")).isNotEqualTo(mine.get("chain_hash"));
        assertThat(call(check("shared-name")).get("outcome_status").asText()).isEqualTo("succeeded");
    }

    @Test
    void mcpCallsTheToolAndItIsNotReadOnly() {
        Mcp mcp = new Mcp(app);
        Http.Reply reply = mcp.modern(key, "tools/call", Mcp.call(TOOL, record("r-mcp", FP, OUTCOME, "succeeded")));
        JsonNode result = reply.json().path("result");
        assertThat(result.path("isError").asBoolean()).as(reply.text()).isFalse();
        assertThat(result.path("structuredContent").path("applied").asBoolean()).isTrue();
        JsonNode listed = mcp.legacy(null, "tools/list", null).json().at("/result/tools");
        JsonNode tool = null;
        for (JsonNode each : listed) {
            tool = each.path("name").asText().equals(TOOL) ? each : tool;
        }
        assertThat(tool).as("tools/list names " + TOOL).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/annotations/idempotentHint").asBoolean()).isTrue();
        assertThat(tool.at("/annotations/destructiveHint").asBoolean()).isFalse();
    }
}

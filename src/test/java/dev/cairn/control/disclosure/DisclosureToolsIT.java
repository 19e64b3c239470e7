package dev.cairn.control.disclosure;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/** Every transition of docs/families.md's disclosure budget table, over REST, with the app's clock moved by hand. */
class DisclosureToolsIT extends SharedAppTest {
    static final String TOOL = "manage_disclosure_budget";
    static final String MANAGE = "/v1/disclosure-budgets/manage";
    static final String ALICE = "sha256:" + "a1".repeat(32);
    static final String BOB = "b0".repeat(32);
    static final String EMAIL = "sha256:" + "e0".repeat(32);
    static final String PHONE = "sha256:" + "f0".repeat(32);

    static String create(String controlId, int total, int perRecipient, int perCategory, int periodSeconds) {
        return "{\"operation\":\"create\",\"control_id\":\"" + controlId + "\",\"total_units\":" + total
                + ",\"per_recipient_limit\":" + perRecipient + ",\"per_category_limit\":" + perCategory
                + ",\"period_seconds\":" + periodSeconds + "}";
    }

    static String record(String controlId, String event, String recipient, String category, int units) {
        return "{\"operation\":\"record\",\"control_id\":\"" + controlId + "\",\"event_key\":\"" + event
                + "\",\"recipient_fingerprint\":\"" + recipient + "\",\"category_fingerprint\":\"" + category
                + "\",\"units\":" + units + "}";
    }

    static String owner(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode manage(String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, key, body));
    }

    @Test
    void createStartsPeriodZeroAndARepeatIsTheSameBudget() {
        long now = CLOCK.millis();
        JsonNode created = manage("{\"operation\":\"create\",\"control_id\":\"d-create\",\"total_units\":10,"
                + "\"period_seconds\":300}");
        String id = created.get("budget_id").asText();
        assertThat(id).matches("dsb_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(created.get("status").asText()).isEqualTo("open");
        assertThat(created.get("per_recipient_limit").asLong()).as("defaults to the total").isEqualTo(10);
        assertThat(created.get("per_category_limit").asLong()).isEqualTo(10);
        assertThat(created.get("period_index").asLong()).isZero();
        assertThat(created.get("period_started_at").asText()).isEqualTo(Timestamps.format(now));
        assertThat(created.get("period_ends_at").asText()).isEqualTo(Timestamps.format(now + 300_000));
        assertThat(created.get("used_units").asLong()).isZero();
        assertThat(created.get("remaining_units").asLong()).isEqualTo(10);
        assertThat(created.get("recipient_used_units").isNull()).isTrue();

        manage(record("d-create", "e1", ALICE, EMAIL, 4));
        CLOCK.advance(Duration.ofSeconds(10));
        JsonNode again = manage(create("d-create", 10, 10, 10, 300));
        assertThat(again.get("budget_id").asText()).isEqualTo(id);
        assertThat(again.get("used_units").asLong()).as("a repeat keeps the usage").isEqualTo(4);
        assertThat(again.get("notice").asText()).contains("already names this budget");
        Http.Reply conflict = app.post(MANAGE, key, create("d-create", 10, 5, 10, 300));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/control_id");
    }

    @Test
    void recordsCountUnderAllThreeLimitsAndARefusalCountsNothingAndNamesEveryLimit() {
        manage(create("d-limits", 10, 6, 5, 300));
        JsonNode first = manage(record("d-limits", "e1", ALICE, EMAIL, 5));
        assertThat(first.get("applied").asBoolean()).isTrue();
        assertThat(first.get("reason").isNull()).isTrue();
        assertThat(first.get("exceeded_limits")).isEmpty();
        assertThat(first.get("replayed").asBoolean()).isFalse();
        assertThat(first.get("recorded_at").asText()).isEqualTo(Timestamps.format(CLOCK.millis()));
        assertThat(first.get("used_units").asLong()).isEqualTo(5);
        assertThat(first.get("recipient_used_units").asLong()).isEqualTo(5);
        assertThat(first.get("recipient_remaining_units").asLong()).isEqualTo(1);
        assertThat(first.get("category_remaining_units").asLong()).isZero();

        assertRefused(manage(record("d-limits", "e2", BOB, EMAIL, 1)), "category_limit_exceeded", "category");
        assertRefused(manage(record("d-limits", "e3", ALICE, PHONE, 2)), "recipient_limit_exceeded", "recipient");
        JsonNode fits = manage(record("d-limits", "e4", BOB, PHONE, 5));
        assertThat(fits.get("applied").asBoolean()).isTrue();
        assertThat(fits.get("remaining_units").asLong()).isZero();
        assertRefused(manage(record("d-limits", "e5", BOB, PHONE, 2)), "total_limit_exceeded",
                "total", "recipient", "category");
        assertRefused(manage(record("d-limits", "e6", ALICE, EMAIL, 1)), "total_limit_exceeded",
                "total", "category");
        JsonNode checked = manage("{\"operation\":\"check\",\"control_id\":\"d-limits\",\"recipient_fingerprint\":\""
                + ALICE + "\",\"category_fingerprint\":\"" + PHONE + "\"}");
        assertThat(checked.get("used_units").asLong()).isEqualTo(10);
        assertThat(checked.get("recipient_used_units").asLong()).isEqualTo(5);
        assertThat(checked.get("category_used_units").asLong()).isEqualTo(5);
        assertThat(checked.has("applied")).isFalse();
    }

    private static void assertRefused(JsonNode result, String reason, String... exceeded) {
        assertThat(result.get("applied").asBoolean()).isFalse();
        assertThat(result.get("reason").asText()).isEqualTo(reason);
        assertThat(result.get("exceeded_limits")).extracting(limit -> limit.asText()).containsExactly(exceeded);
    }

    @Test
    void anEventKeyCountsOnceAndWithOtherValuesIs422() {
        manage(create("d-events", 10, 10, 10, 300));
        JsonNode first = manage(record("d-events", "e1", ALICE, EMAIL, 4));
        CLOCK.advance(Duration.ofSeconds(5));
        JsonNode again = manage(record("d-events", "e1", ALICE, EMAIL, 4));
        assertThat(again.get("applied").asBoolean()).isTrue();
        assertThat(again.get("replayed").asBoolean()).isTrue();
        assertThat(again.get("recorded_at").asText()).isEqualTo(first.get("recorded_at").asText());
        assertThat(again.get("used_units").asLong()).isEqualTo(4);
        JsonNode refused = manage(record("d-events", "e2", BOB, EMAIL, 7));
        assertThat(refused.get("reason").asText()).isEqualTo("total_limit_exceeded");
        manage(record("d-events", "e3", BOB, EMAIL, 2));
        JsonNode refusedAgain = manage(record("d-events", "e2", BOB, EMAIL, 7));
        assertThat(refusedAgain.get("reason").asText()).as("a refusal replays too")
                .isEqualTo("total_limit_exceeded");
        assertThat(refusedAgain.get("replayed").asBoolean()).isTrue();
        for (String other : new String[] {record("d-events", "e1", ALICE, EMAIL, 5),
                record("d-events", "e1", BOB, EMAIL, 4), record("d-events", "e1", ALICE, PHONE, 4)}) {
            Http.Reply conflict = app.post(MANAGE, key, other);
            assertThat(conflict.status()).isEqualTo(422);
            assertThat(conflict.json().get("code").asText()).isEqualTo("event_key_conflict");
            assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/event_key");
        }
        assertThat(manage(owner("check", "d-events")).get("used_units").asLong()).isEqualTo(6);
    }

    @Test
    void aNewPeriodStartsAtItsFirstMillisecondWithNothingUsedAndRetriesStillReplay() {
        long start = CLOCK.millis();
        manage(create("d-periods", 5, 5, 5, 300));
        manage(record("d-periods", "e1", ALICE, EMAIL, 5));
        CLOCK.advance(Duration.ofSeconds(300).minusMillis(1));
        assertThat(manage(record("d-periods", "e2", ALICE, EMAIL, 1)).get("reason").asText())
                .isEqualTo("total_limit_exceeded");
        JsonNode last = manage(owner("check", "d-periods"));
        assertThat(last.get("period_index").asLong()).isZero();
        assertThat(last.get("used_units").asLong()).isEqualTo(5);

        CLOCK.advance(Duration.ofMillis(1));
        JsonNode checked = manage(owner("check", "d-periods"));
        assertThat(checked.get("period_index").asLong()).isEqualTo(1);
        assertThat(checked.get("period_started_at").asText()).isEqualTo(Timestamps.format(start + 300_000));
        assertThat(checked.get("period_ends_at").asText()).isEqualTo(Timestamps.format(start + 600_000));
        assertThat(checked.get("used_units").asLong()).as("before any record of the new period").isZero();
        JsonNode retry = manage(record("d-periods", "e1", ALICE, EMAIL, 5));
        assertThat(retry.get("replayed").asBoolean()).as("the previous period's event").isTrue();
        assertThat(retry.get("used_units").asLong()).isZero();
        JsonNode fresh = manage(record("d-periods", "e3", ALICE, EMAIL, 5));
        assertThat(fresh.get("applied").asBoolean()).isTrue();
        assertThat(fresh.get("period_index").asLong()).isEqualTo(1);
        assertThat(fresh.get("recipient_used_units").asLong()).isEqualTo(5);

        CLOCK.advance(Duration.ofSeconds(600));
        JsonNode skipped = manage(record("d-periods", "e3", ALICE, EMAIL, 5));
        assertThat(skipped.get("replayed").asBoolean()).as("two periods later an event is forgotten").isFalse();
        assertThat(skipped.get("period_index").asLong()).isEqualTo(3);
        assertThat(skipped.get("used_units").asLong()).isEqualTo(5);
    }

    @Test
    void closeEndsTheBudgetOnceAndRecordsAreRefusedAfter() {
        manage(create("d-close", 10, 10, 10, 300));
        manage(record("d-close", "e1", ALICE, EMAIL, 3));
        JsonNode closed = manage(owner("close", "d-close"));
        assertThat(closed.get("applied").asBoolean()).isTrue();
        assertThat(closed.get("status").asText()).isEqualTo("closed");
        assertThat(closed.get("closed_at").asText()).isEqualTo(Timestamps.format(CLOCK.millis()));
        assertThat(closed.get("used_units").asLong()).isEqualTo(3);
        JsonNode late = manage(record("d-close", "e2", ALICE, EMAIL, 1));
        assertThat(late.get("applied").asBoolean()).isFalse();
        assertThat(late.get("reason").asText()).isEqualTo("closed");
        assertThat(late.get("recorded_at").isNull()).isTrue();
        assertThat(manage(record("d-close", "e1", ALICE, EMAIL, 3)).get("replayed").asBoolean())
                .as("an event counted before the close still answers its outcome").isTrue();
        assertThat(manage(owner("close", "d-close")).get("reason").asText()).isEqualTo("already_closed");
        CLOCK.advance(Duration.ofSeconds(300));
        JsonNode after = manage(owner("check", "d-close"));
        assertThat(after.get("period_index").asLong()).as("the period it was closed in").isZero();
        assertThat(after.get("used_units").asLong()).isEqualTo(3);
        try (RedisClient client = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            long ttl = client.pttl("cairn:disclosure:{" + after.get("budget_id").asText() + "}");
            assertThat(ttl).isBetween(DisclosureService.RETENTION_MS - 60_000, DisclosureService.RETENTION_MS);
        }
    }

    @Test
    void unknownAndOtherAccountsBudgetsAre404AndAKeyIsNeeded() {
        manage(create("d-mine", 10, 10, 10, 300));
        String stranger = app.createApiKey();
        for (String body : new String[] {owner("check", "d-never"), owner("close", "d-never"),
                record("d-never", "e1", ALICE, EMAIL, 1)}) {
            assertThat(app.post(MANAGE, key, body).status()).isEqualTo(404);
        }
        for (String body : new String[] {owner("check", "d-mine"), owner("close", "d-mine"),
                record("d-mine", "e1", ALICE, EMAIL, 1)}) {
            Http.Reply foreign = app.post(MANAGE, stranger, body);
            assertThat(foreign.status()).isEqualTo(404);
            assertThat(foreign.json().get("code").asText()).isEqualTo("not_found");
        }
        assertThat(app.post(MANAGE, null, owner("check", "d-mine")).status()).isEqualTo(401);
        assertThat(manage(owner("check", "d-mine")).get("used_units").asLong()).isZero();
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() throws Exception {
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"total_units\":1,\"period_seconds\":300}"),
                422, "/control_id");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"d-bad\",\"period_seconds\":300}"),
                422, "/total_units");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"d-bad\",\"total_units\":1}"),
                422, "/period_seconds");
        manage(create("d-fields", 10, 10, 10, 300));
        String full = record("d-fields", "e1", ALICE, EMAIL, 1);
        for (String field : new String[] {"event_key", "recipient_fingerprint", "category_fingerprint", "units"}) {
            ObjectNode body = (ObjectNode) Json.MAPPER.readTree(full);
            assertPointer(app.post(MANAGE, key, body.without(field).toString()), 422, "/" + field);
        }
        for (String operation : new String[] {"record", "check", "close"}) {
            assertPointer(app.post(MANAGE, key, "{\"operation\":\"" + operation + "\"}"), 422, "/control_id");
        }
        assertPointer(app.post(MANAGE, key, create("d-bad", 0, 1, 1, 300)), 400, "/total_units");
        assertPointer(app.post(MANAGE, key, create("d-bad", 1000000001, 1, 1, 300)), 400, "/total_units");
        assertPointer(app.post(MANAGE, key, create("d-bad", 1, 0, 1, 300)), 400, "/per_recipient_limit");
        assertPointer(app.post(MANAGE, key, create("d-bad", 1, 1, 1000000001, 300)), 400, "/per_category_limit");
        assertPointer(app.post(MANAGE, key, create("d-bad", 1, 1, 1, 299)), 400, "/period_seconds");
        assertPointer(app.post(MANAGE, key, create("d-bad", 1, 1, 1, 31536001)), 400, "/period_seconds");
        assertPointer(app.post(MANAGE, key, record("d-fields", "e1", ALICE, EMAIL, 0)), 400, "/units");
        assertPointer(app.post(MANAGE, key, record("d-fields", "e1", ALICE, EMAIL, 1000000001)), 400, "/units");
        assertPointer(app.post(MANAGE, key, record("d-fields", "", ALICE, EMAIL, 1)), 400, "/event_key");
        assertPointer(app.post(MANAGE, key, record("d-fields", "k".repeat(161), ALICE, EMAIL, 1)), 400, "/event_key");
        assertPointer(app.post(MANAGE, key, record("d-fields", "e1", "alice", EMAIL, 1)), 400,
                "/recipient_fingerprint");
        JsonNode widest = manage(create("d-bounds", 1000000000, 1000000000, 1000000000, 31536000));
        assertThat(widest.get("remaining_units").asLong()).isEqualTo(1000000000);
        JsonNode all = manage(record("d-bounds", "k".repeat(160), ALICE, EMAIL, 1000000000));
        assertThat(all.get("applied").asBoolean()).isTrue();
        assertThat(all.get("remaining_units").asLong()).isZero();
        assertThat(app.post(MANAGE, key, owner("check", "d-bad")).status()).as("no refused create made one")
                .isEqualTo(404);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void mcpCreatesAndRecordsLikeRest() {
        Mcp mcp = new Mcp(app);
        JsonNode created = mcp.legacy(key, "tools/call", Mcp.call(TOOL, create("d-mcp", 5, 5, 5, 300))).json()
                .path("result").path("structuredContent");
        assertThat(created.path("status").asText()).isEqualTo("open");
        JsonNode recorded = mcp.modern(key, "tools/call", Mcp.call(TOOL, record("d-mcp", "e1", ALICE, EMAIL, 5)))
                .json().path("result");
        assertThat(recorded.path("isError").asBoolean()).as(recorded.toString()).isFalse();
        assertThat(recorded.path("structuredContent").path("applied").asBoolean()).isTrue();
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/inputSchema/properties/period_seconds/maximum").asInt()).isEqualTo(31536000);
        assertThat(tool.at("/inputSchema/properties/units/maximum").asInt()).isEqualTo(1000000000);
    }
}

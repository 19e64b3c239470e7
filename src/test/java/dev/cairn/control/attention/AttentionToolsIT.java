package dev.cairn.control.attention;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/** Every transition and refusal of docs/families.md's attention budget table, over REST, with the clock moved by hand. */
class AttentionToolsIT extends SharedAppTest {
    static final String TOOL = "manage_attention_budget";
    static final String MANAGE = "/v1/attention-budgets/manage";
    static final long DAY_MS = 24L * 60 * 60 * 1000;

    static String create(String controlId, int total, int protectedUnits, int cap, int periodSeconds) {
        return "{\"operation\":\"create\",\"control_id\":\"" + controlId + "\",\"total_units\":" + total
                + ",\"protected_priority_units\":" + protectedUnits + ",\"max_units_per_subject\":" + cap
                + ",\"period_seconds\":" + periodSeconds + "}";
    }

    static String reserve(String controlId, String reservationKey, String subject, int units, String priority) {
        return "{\"operation\":\"reserve\",\"control_id\":\"" + controlId + "\",\"reservation_key\":\""
                + reservationKey + "\",\"subject_fingerprint\":\"" + subject + "\",\"units\":" + units
                + ",\"priority\":\"" + priority + "\"}";
    }

    static String release(String controlId, String reservationKey) {
        return "{\"operation\":\"release\",\"control_id\":\"" + controlId + "\",\"reservation_key\":\""
                + reservationKey + "\"}";
    }

    static String owner(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    /** A distinct subject fingerprint per number. */
    static String subject(int n) {
        return "sha256:" + String.format("%064x", n);
    }

    JsonNode manage(String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, key, body));
    }

    @Test
    void createOpensABudgetAndARepeatIsTheSameBudget() {
        long now = CLOCK.millis();
        JsonNode created = manage(create("a-create", 100, 20, 30, 3600));
        String id = created.get("attention_budget_id").asText();
        assertThat(id).matches("atb_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(created.get("status").asText()).isEqualTo("open");
        assertThat(created.get("period_started_at").asText()).isEqualTo(Timestamps.format(now));
        assertThat(created.get("period_ends_at").asText()).isEqualTo(Timestamps.format(now + 3_600_000));
        assertThat(created.get("expires_at").asText()).isEqualTo(Timestamps.format(now + 365 * DAY_MS));
        assertThat(created.get("used").asLong()).isZero();
        assertThat(created.get("standard_available").asLong()).isEqualTo(80);
        assertThat(created.get("priority_available").asLong()).isEqualTo(100);
        assertThat(created.get("subject_used").isNull()).isTrue();
        assertThat(created.get("notice").asText()).startsWith("Open.");

        CLOCK.advance(Duration.ofSeconds(10));
        JsonNode again = manage(create("a-create", 100, 20, 30, 3600));
        assertThat(again.get("attention_budget_id").asText()).isEqualTo(id);
        assertThat(again.get("period_started_at").asText()).isEqualTo(Timestamps.format(now));
        assertThat(again.get("notice").asText()).contains("already names this attention budget");
        assertPointer(app.post(MANAGE, key, create("a-create", 100, 20, 30, 7200)), 422, "/control_id");
        assertThat(ToolSchemas.conforming(TOOL, app.post(MANAGE, app.createApiKey(),
                create("a-create", 100, 20, 30, 3600))).get("attention_budget_id").asText())
                .as("a control_id is the account's own").isNotEqualTo(id);
    }

    @Test
    void withoutOptionalLimitsNothingIsProtectedAndTheSubjectCapIsTheTotal() {
        JsonNode created = manage("{\"operation\":\"create\",\"control_id\":\"a-defaults\",\"total_units\":50,"
                + "\"period_seconds\":300}");
        assertThat(created.get("protected_priority_units").asLong()).isZero();
        assertThat(created.get("max_units_per_subject").asLong()).isEqualTo(50);
        assertThat(manage("{\"operation\":\"reserve\",\"control_id\":\"a-defaults\",\"reservation_key\":\"r\","
                + "\"subject_fingerprint\":\"" + "ab".repeat(32) + "\",\"units\":50}").get("applied").asBoolean())
                .as("standard by default, one subject may take the total").isTrue();
    }

    @Test
    void standardReservationsNeverUseTheProtectedUnitsAndPriorityOnesMayUseAll() {
        manage(create("a-protect", 10, 4, 10, 3600));
        assertApplied(manage(reserve("a-protect", "s1", subject(1), 6, "standard")));
        JsonNode eating = manage(reserve("a-protect", "s2", subject(2), 1, "standard"));
        assertRefused(eating, "standard_limit");
        assertThat(eating.get("used").asLong()).isEqualTo(6);
        assertThat(eating.get("notice").asText()).contains("only a priority reservation");
        JsonNode priority = manage(reserve("a-protect", "p1", subject(2), 4, "priority"));
        assertApplied(priority);
        assertThat(priority.get("priority_available").asLong()).isZero();
        assertRefused(manage(reserve("a-protect", "p2", subject(3), 1, "priority")), "total_limit");
        assertRefused(manage(reserve("a-protect", "s3", subject(3), 1, "standard")), "total_limit");
        JsonNode checked = manage(owner("check", "a-protect"));
        assertThat(checked.get("used").asLong()).isEqualTo(10);
        assertThat(checked.get("standard_used").asLong()).isEqualTo(6);
        assertThat(checked.get("priority_used").asLong()).isEqualTo(4);
        assertThat(checked.get("standard_available").asLong()).isZero();
    }

    @Test
    void priorityUseCountsAgainstWhatStandardReservationsMayTake() {
        manage(create("a-shared", 10, 4, 10, 3600));
        assertApplied(manage(reserve("a-shared", "p", subject(1), 3, "priority")));
        assertThat(manage(owner("check", "a-shared")).get("standard_available").asLong()).isEqualTo(3);
        assertRefused(manage(reserve("a-shared", "s-4", subject(1), 4, "standard")), "standard_limit");
        JsonNode last = manage(reserve("a-shared", "s-3", subject(1), 3, "standard"));
        assertApplied(last);
        assertThat(last.get("priority_available").asLong()).as("the protected units are still free").isEqualTo(4);
    }

    @Test
    void aSubjectMayNotPassItsCapInAPeriod() {
        manage(create("a-subject", 100, 0, 5, 3600));
        JsonNode first = manage(reserve("a-subject", "a1", subject(1), 3, "standard"));
        assertThat(first.get("subject_fingerprint").asText()).isEqualTo(subject(1));
        assertThat(first.get("subject_used").asLong()).isEqualTo(3);
        assertThat(first.get("subject_available").asLong()).isEqualTo(2);
        assertRefused(manage(reserve("a-subject", "a2", subject(1), 3, "priority")), "subject_limit");
        assertApplied(manage(reserve("a-subject", "b1", subject(2), 5, "standard")));
        JsonNode checked = manage("{\"operation\":\"check\",\"control_id\":\"a-subject\",\"subject_fingerprint\":\""
                + subject(1).substring(7) + "\"}");
        assertThat(checked.get("subject_fingerprint").asText()).as("normalized").isEqualTo(subject(1));
        assertThat(checked.get("subject_used").asLong()).isEqualTo(3);
        assertThat(checked.get("used").asLong()).isEqualTo(8);
        JsonNode stranger = manage("{\"operation\":\"check\",\"control_id\":\"a-subject\",\"subject_fingerprint\":\""
                + subject(9) + "\"}");
        assertThat(stranger.get("subject_used").asLong()).isZero();
        assertThat(stranger.get("subject_available").asLong()).isEqualTo(5);
    }

    @Test
    void aReservationKeyReplaysItsFirstOutcomeAndOtherParametersAre422() {
        manage(create("a-replay", 10, 0, 10, 3600));
        JsonNode first = manage(reserve("a-replay", "k", subject(1), 4, "standard"));
        CLOCK.advance(Duration.ofSeconds(5));
        JsonNode again = manage(reserve("a-replay", "k", subject(1), 4, "standard"));
        assertApplied(again);
        assertThat(again.get("replayed").asBoolean()).isTrue();
        assertThat(first.get("replayed").asBoolean()).isFalse();
        assertThat(again.get("used").asLong()).as("nothing reserved again").isEqualTo(4);
        assertThat(again.at("/reservation/reserved_at").asText()).isEqualTo(first.at("/reservation/reserved_at").asText());
        assertThat(again.get("notice").asText()).contains("first outcome");
        assertRefused(manage(reserve("a-replay", "big", subject(1), 7, "standard")), "total_limit");
        manage(release("a-replay", "k"));
        JsonNode refusedAgain = manage(reserve("a-replay", "big", subject(1), 7, "standard"));
        assertRefused(refusedAgain, "total_limit");
        assertThat(refusedAgain.get("replayed").asBoolean()).as("a refusal is replayed too").isTrue();
        for (String other : new String[] {reserve("a-replay", "k", subject(1), 5, "standard"),
                reserve("a-replay", "k", subject(2), 4, "standard"), reserve("a-replay", "k", subject(1), 4, "priority")}) {
            Http.Reply conflict = app.post(MANAGE, key, other);
            assertPointer(conflict, 422, "/reservation_key");
            assertThat(conflict.json().get("code").asText()).isEqualTo("reservation_key_conflict");
        }
    }

    @Test
    void releaseReturnsAReservationsUnitsOnce() {
        manage(create("a-release", 10, 2, 6, 3600));
        manage(reserve("a-release", "r", subject(1), 6, "standard"));
        CLOCK.advance(Duration.ofSeconds(1));
        long releasedAt = CLOCK.millis();
        JsonNode released = manage(release("a-release", "r"));
        assertApplied(released);
        assertThat(released.get("used").asLong()).isZero();
        assertThat(released.get("subject_used").asLong()).isZero();
        assertThat(released.at("/reservation/released_at").asText()).isEqualTo(Timestamps.format(releasedAt));
        assertThat(released.at("/reservation/units").asLong()).isEqualTo(6);
        JsonNode twice = manage(release("a-release", "r"));
        assertRefused(twice, "already_released");
        assertThat(twice.at("/reservation/released_at").asText()).isEqualTo(Timestamps.format(releasedAt));
        JsonNode replay = manage(reserve("a-release", "r", subject(1), 6, "standard"));
        assertThat(replay.get("replayed").asBoolean()).as("a released key is not reserved again").isTrue();
        assertThat(replay.get("used").asLong()).isZero();
        JsonNode unknown = manage(release("a-release", "never"));
        assertRefused(unknown, "not_reserved");
        assertThat(unknown.get("reservation").isNull()).isTrue();
        assertRefused(manage(reserve("a-release", "too-many", subject(1), 7, "priority")), "subject_limit");
        JsonNode refused = manage(release("a-release", "too-many"));
        assertRefused(refused, "not_reserved");
        assertThat(refused.at("/reservation/outcome").asText()).isEqualTo("subject_limit");
        assertApplied(manage(reserve("a-release", "again", subject(1), 6, "standard")));
    }

    @Test
    void aPeriodEndsAtItsExactInstantAndTheNextStartsWithNothingUsed() {
        long created = CLOCK.millis();
        manage(create("a-period", 10, 0, 10, 300));
        manage(reserve("a-period", "r", subject(1), 10, "standard"));
        CLOCK.advance(Duration.ofSeconds(300).minusMillis(1));
        JsonNode last = manage(owner("check", "a-period"));
        assertThat(last.get("used").asLong()).isEqualTo(10);
        assertRefused(manage(reserve("a-period", "late", subject(1), 1, "priority")), "total_limit");
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode next = manage(reserve("a-period", "r", subject(1), 10, "standard"));
        assertApplied(next);
        assertThat(next.get("replayed").asBoolean()).as("keys belong to their period").isFalse();
        assertThat(next.get("period_started_at").asText()).isEqualTo(Timestamps.format(created + 300_000));
        assertThat(next.get("used").asLong()).isEqualTo(10);
        CLOCK.advance(Duration.ofSeconds(3 * 300 + 17));
        JsonNode later = manage(release("a-period", "r"));
        assertRefused(later, "not_reserved");
        assertThat(later.get("period_started_at").asText()).as("periods are fixed windows from create")
                .isEqualTo(Timestamps.format(created + 4 * 300_000));
        assertThat(later.get("used").asLong()).isZero();
    }

    @Test
    void closeEndsTheBudgetOnceAndRefusesReservesAndReleases() {
        long created = CLOCK.millis();
        manage(create("a-close", 10, 0, 10, 300));
        manage(reserve("a-close", "r", subject(1), 4, "standard"));
        CLOCK.advance(Duration.ofSeconds(60));
        JsonNode closed = manage(owner("close", "a-close"));
        assertApplied(closed);
        assertThat(closed.get("status").asText()).isEqualTo("closed");
        assertThat(closed.get("closed_at").asText()).isEqualTo(Timestamps.format(created + 60_000));
        assertThat(closed.get("expires_at").asText()).isEqualTo(Timestamps.format(created + 60_000 + 30 * DAY_MS));
        assertThat(closed.get("priority_available").asLong()).isZero();
        assertRefused(manage(owner("close", "a-close")), "already_closed");
        assertRefused(manage(reserve("a-close", "new", subject(1), 1, "priority")), "closed");
        JsonNode replay = manage(reserve("a-close", "r", subject(1), 4, "standard"));
        assertThat(replay.get("replayed").asBoolean()).as("a granted key still learns it was granted").isTrue();
        assertApplied(replay);
        assertRefused(manage(release("a-close", "r")), "closed");
        CLOCK.advance(Duration.ofSeconds(600));
        JsonNode checked = manage(owner("check", "a-close"));
        assertThat(checked.get("used").asLong()).as("the figures of the period it closed in").isEqualTo(4);
        assertThat(checked.get("period_started_at").asText()).isEqualTo(Timestamps.format(created));
        assertThat(checked.get("notice").asText()).startsWith("Closed");
        try (RedisClient client = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            String record = "cairn:attention:{" + closed.get("attention_budget_id").asText() + "}";
            assertThat(client.pttl(record)).as("kept 30 days from the close (Redis counts real time)")
                    .isBetween(30 * DAY_MS - 60_000, 30 * DAY_MS);
            assertThat(client.pttl(record + ":reservations")).isBetween(30 * DAY_MS - 60_000, 30 * DAY_MS);
        }
    }

    @Test
    void aPeriodRemembersAtMostTenThousandReservationKeys() {
        JsonNode created = manage(create("a-many", 1000, 0, 1000, 3600));
        manage(reserve("a-many", "kept", subject(1), 1, "standard"));
        Map<String, String> filler = new HashMap<>();
        for (int i = 1; i < AttentionService.MAX_RESERVATIONS; i++) {
            filler.put("filler-" + i, "total_limit 1 standard " + subject(1) + " 0 -");
        }
        try (RedisClient client = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            client.hset("cairn:attention:{" + created.get("attention_budget_id").asText() + "}:reservations", filler);
        }
        JsonNode full = manage(reserve("a-many", "one-more", subject(1), 1, "standard"));
        assertRefused(full, "reservation_limit");
        assertThat(manage(reserve("a-many", "one-more", subject(1), 1, "standard")).get("replayed").asBoolean())
                .as("a reservation_limit refusal is not remembered").isFalse();
        assertThat(manage(reserve("a-many", "kept", subject(1), 1, "standard")).get("replayed").asBoolean()).isTrue();
    }

    @Test
    void limitsOverTheTotalAndMissingFieldsAre422AndBoundsAre400() {
        assertPointer(app.post(MANAGE, key, create("a-bad", 10, 11, 10, 300)), 422, "/protected_priority_units");
        assertThat(app.post(MANAGE, key, create("a-bad", 10, 11, 10, 300)).json().get("code").asText())
                .isEqualTo("protected_units_exceed_total");
        assertPointer(app.post(MANAGE, key, create("a-bad", 10, 0, 11, 300)), 422, "/max_units_per_subject");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"a-bad\",\"period_seconds\":300}"),
                422, "/total_units");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"a-bad\",\"total_units\":3}"),
                422, "/period_seconds");
        for (String operation : new String[] {"create", "reserve", "check", "release", "close"}) {
            assertPointer(app.post(MANAGE, key, "{\"operation\":\"" + operation + "\"}"), 422, "/control_id");
        }
        JsonNode all = manage(create("a-fields", 10, 10, 10, 300));
        assertThat(all.get("standard_available").asLong()).as("everything protected is allowed").isZero();
        String reserve = "{\"operation\":\"reserve\",\"control_id\":\"a-fields\"";
        String fp = ",\"subject_fingerprint\":\"" + subject(1) + "\"";
        assertPointer(app.post(MANAGE, key, reserve + fp + ",\"units\":1}"), 422, "/reservation_key");
        assertPointer(app.post(MANAGE, key, reserve + ",\"reservation_key\":\"k\",\"units\":1}"), 422,
                "/subject_fingerprint");
        assertPointer(app.post(MANAGE, key, reserve + fp + ",\"reservation_key\":\"k\"}"), 422, "/units");
        assertPointer(app.post(MANAGE, key, owner("release", "a-fields")), 422, "/reservation_key");
        assertPointer(app.post(MANAGE, key, create("a-bad", 0, 0, 1, 300)), 400, "/total_units");
        assertPointer(app.post(MANAGE, key, create("a-bad", 1000001, 0, 1, 300)), 400, "/total_units");
        assertPointer(app.post(MANAGE, key, create("a-bad", 10, -1, 1, 300)), 400, "/protected_priority_units");
        assertPointer(app.post(MANAGE, key, create("a-bad", 10, 0, 0, 300)), 400, "/max_units_per_subject");
        assertPointer(app.post(MANAGE, key, create("a-bad", 10, 0, 1, 299)), 400, "/period_seconds");
        assertPointer(app.post(MANAGE, key, create("a-bad", 10, 0, 1, 2592001)), 400, "/period_seconds");
        assertPointer(app.post(MANAGE, key, reserve("a-fields", "k", subject(1), 0, "standard")), 400, "/units");
        assertPointer(app.post(MANAGE, key, reserve("a-fields", "k", subject(1), 1, "urgent")), 400, "/priority");
        assertPointer(app.post(MANAGE, key, reserve("a-fields", "k".repeat(161), subject(1), 1, "standard")), 400,
                "/reservation_key");
        assertThat(manage(create("a-widest", 1000000, 1000000, 1000000, 2592000)).get("period_seconds").asLong())
                .isEqualTo(2592000);
        assertThat(app.post(MANAGE, key, owner("check", "a-bad")).status()).as("no refused create made one")
                .isEqualTo(404);
    }

    @Test
    void unknownAndOtherAccountsBudgetsAre404AndAKeyIsNeeded() {
        manage(create("a-mine", 10, 0, 10, 300));
        String stranger = app.createApiKey();
        for (String body : new String[] {owner("check", "a-mine"), owner("close", "a-mine"),
                release("a-mine", "k"), reserve("a-mine", "k", subject(1), 1, "standard")}) {
            assertThat(app.post(MANAGE, key, body.replace("a-mine", "a-never")).status()).isEqualTo(404);
            Http.Reply foreign = app.post(MANAGE, stranger, body);
            assertThat(foreign.status()).isEqualTo(404);
            assertThat(foreign.json().get("code").asText()).isEqualTo("not_found");
        }
        assertThat(app.post(MANAGE, null, owner("check", "a-mine")).status()).isEqualTo(401);
        assertThat(manage(owner("check", "a-mine")).get("used").asLong()).isZero();
    }

    @Test
    void mcpReservesAndReleasesLikeRest() {
        Mcp mcp = new Mcp(app);
        mcp.legacy(key, "tools/call", Mcp.call(TOOL, create("a-mcp", 10, 2, 10, 300)));
        JsonNode reserved = mcp.modern(key, "tools/call", Mcp.call(TOOL, reserve("a-mcp", "m", subject(1), 8,
                "standard"))).json().path("result");
        assertThat(reserved.path("isError").asBoolean()).as(reserved.toString()).isFalse();
        assertThat(reserved.path("structuredContent").path("applied").asBoolean()).isTrue();
        JsonNode refused = mcp.modern(key, "tools/call", Mcp.call(TOOL, reserve("a-mcp", "n", subject(1), 1,
                "standard"))).json().path("result").path("structuredContent");
        assertThat(refused.path("reason").asText()).isEqualTo("standard_limit");
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/inputSchema/properties/period_seconds/minimum").asInt()).isEqualTo(300);
        assertThat(tool.at("/inputSchema/properties/reservation_key/maxLength").asInt()).isEqualTo(160);
    }

    private static void assertApplied(JsonNode result) {
        assertThat(result.get("applied").asBoolean()).as(result.toString()).isTrue();
        assertThat(result.get("reason").isNull()).isTrue();
    }

    private static void assertRefused(JsonNode result, String reason) {
        assertThat(result.get("applied").asBoolean()).as(result.toString()).isFalse();
        assertThat(result.get("reason").asText()).isEqualTo(reason);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }
}

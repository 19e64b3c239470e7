package dev.cairn.control.deadline;

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
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/** Every transition of docs/families.md's deadline table, over REST, with the app's clock moved by hand. */
class DeadlineToolsIT extends SharedAppTest {
    static final String TOOL = "manage_task_deadline";
    static final String MANAGE = "/v1/deadlines/manage";
    static final String FP = "sha256:" + "ab".repeat(32);
    static final long DAY_MS = 24L * 60 * 60 * 1000;

    static String create(String controlId, int dueIn, int grace) {
        return "{\"operation\":\"create\",\"control_id\":\"" + controlId + "\",\"task_fingerprint\":\"" + FP
                + "\",\"due_in_seconds\":" + dueIn + ",\"escalation_grace_seconds\":" + grace + "}";
    }

    static String owner(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode manage(String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, key, body));
    }

    @Test
    void createSetsDueAndEscalationTimesAndARepeatIsTheSameDeadline() {
        long now = CLOCK.millis();
        JsonNode created = manage(create("t-create", 3600, 600));
        String id = created.get("deadline_id").asText();
        assertThat(id).matches("dln_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(created.get("status").asText()).isEqualTo("pending");
        assertThat(created.get("task_fingerprint").asText()).isEqualTo(FP);
        assertThat(created.get("due_at").asText()).isEqualTo(Timestamps.format(now + 3_600_000));
        assertThat(created.get("escalate_at").asText()).isEqualTo(Timestamps.format(now + 4_200_000));
        assertThat(created.get("seconds_until_due").asLong()).isEqualTo(3600);
        assertThat(created.get("seconds_until_escalation").asLong()).isEqualTo(4200);
        assertThat(created.get("overdue_by_seconds").isNull()).isTrue();
        assertThat(created.get("on_time").isNull()).isTrue();

        CLOCK.advance(Duration.ofSeconds(10));
        JsonNode again = manage(create("t-create", 3600, 600));
        assertThat(again.get("deadline_id").asText()).isEqualTo(id);
        assertThat(again.get("due_at").asText()).as("a repeat does not move the deadline")
                .isEqualTo(created.get("due_at").asText());
        assertThat(again.get("seconds_until_due").asLong()).isEqualTo(3590);
        assertThat(again.get("notice").asText()).contains("already names this deadline");
        Http.Reply conflict = app.post(MANAGE, key, create("t-create", 3600, 0));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/control_id");
        assertThat(ToolSchemas.conforming(TOOL, app.post(MANAGE, app.createApiKey(), create("t-create", 3600, 600)))
                .get("deadline_id").asText()).as("a control_id is the account's own").isNotEqualTo(id);
    }

    @Test
    void aPendingDeadlineIsDueAtDueAtAndToBeEscalatedAtEscalateAtExactly() {
        manage(create("t-clock", 60, 30));
        CLOCK.advance(Duration.ofSeconds(60).minusMillis(1));
        JsonNode before = manage(owner("check", "t-clock"));
        assertThat(before.get("status").asText()).isEqualTo("pending");
        assertThat(before.get("seconds_until_due").asLong()).isEqualTo(1);
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode due = manage(owner("check", "t-clock"));
        assertThat(due.get("status").asText()).isEqualTo("due");
        assertThat(due.get("seconds_until_due").isNull()).isTrue();
        assertThat(due.get("overdue_by_seconds").asLong()).isZero();
        assertThat(due.get("seconds_until_escalation").asLong()).isEqualTo(30);
        CLOCK.advance(Duration.ofSeconds(30).minusMillis(1));
        assertThat(manage(owner("check", "t-clock")).get("status").asText()).isEqualTo("due");
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode escalate = manage(owner("check", "t-clock"));
        assertThat(escalate.get("status").asText()).isEqualTo("escalate");
        assertThat(escalate.get("seconds_until_escalation").isNull()).isTrue();
        assertThat(escalate.get("overdue_by_seconds").asLong()).isEqualTo(30);
    }

    @Test
    void withoutGraceADeadlineIsToBeEscalatedAtDueAt() {
        JsonNode created = manage("{\"operation\":\"create\",\"control_id\":\"t-no-grace\",\"task_fingerprint\":\""
                + FP + "\",\"due_in_seconds\":60}");
        assertThat(created.get("escalate_at").asText()).isEqualTo(created.get("due_at").asText());
        CLOCK.advance(Duration.ofSeconds(60));
        assertThat(manage(owner("check", "t-no-grace")).get("status").asText()).isEqualTo("escalate");
    }

    @Test
    void aCompletionOneMillisecondBeforeDueAtIsOnTimeAndIsRecordedOnce() {
        manage(create("t-on-time", 60, 0));
        CLOCK.advance(Duration.ofSeconds(60).minusMillis(1));
        long completedAt = CLOCK.millis();
        JsonNode completed = manage(owner("complete", "t-on-time"));
        assertThat(completed.get("applied").asBoolean()).isTrue();
        assertThat(completed.get("reason").isNull()).isTrue();
        assertThat(completed.get("status").asText()).isEqualTo("completed");
        assertThat(completed.get("on_time").asBoolean()).isTrue();
        assertThat(completed.get("completed_at").asText()).isEqualTo(Timestamps.format(completedAt));
        assertThat(completed.get("overdue_by_seconds").isNull()).isTrue();

        CLOCK.advance(Duration.ofHours(1));
        JsonNode twice = manage(owner("complete", "t-on-time"));
        assertThat(twice.get("applied").asBoolean()).isFalse();
        assertThat(twice.get("reason").asText()).isEqualTo("already_completed");
        assertThat(twice.get("on_time").asBoolean()).as("the first verdict stands").isTrue();
        assertThat(twice.get("completed_at").asText()).isEqualTo(Timestamps.format(completedAt));
        assertThat(twice.get("notice").asText()).startsWith("Already completed on time");
        JsonNode cancel = manage(owner("cancel", "t-on-time"));
        assertThat(cancel.get("applied").asBoolean()).isFalse();
        assertThat(cancel.get("reason").asText()).isEqualTo("completed");
        assertThat(manage(owner("check", "t-on-time")).get("status").asText()).isEqualTo("completed");
    }

    @Test
    void aCompletionAtDueAtIsLateAndSaysHowLate() {
        manage(create("t-at-due", 60, 600));
        CLOCK.advance(Duration.ofSeconds(60));
        JsonNode atDue = manage(owner("complete", "t-at-due"));
        assertThat(atDue.get("applied").asBoolean()).isTrue();
        assertThat(atDue.get("on_time").asBoolean()).isFalse();
        assertThat(atDue.get("overdue_by_seconds").asLong()).isZero();
        assertThat(atDue.get("notice").asText()).isEqualTo("Completed late.");

        manage(create("t-escalated", 60, 0));
        CLOCK.advance(Duration.ofSeconds(60).plusMillis(2500));
        assertThat(manage(owner("check", "t-escalated")).get("status").asText()).isEqualTo("escalate");
        JsonNode late = manage(owner("complete", "t-escalated"));
        assertThat(late.get("applied").asBoolean()).isTrue();
        assertThat(late.get("on_time").asBoolean()).isFalse();
        assertThat(late.get("overdue_by_seconds").asLong()).isEqualTo(2);
        CLOCK.advance(Duration.ofDays(3));
        assertThat(manage(owner("check", "t-escalated")).get("overdue_by_seconds").asLong())
                .as("how late the completion was, not how long ago").isEqualTo(2);
    }

    @Test
    void cancelEndsAPendingDueOrEscalatedDeadlineOnce() {
        manage(create("t-cancel", 60, 60));
        JsonNode cancelled = manage(owner("cancel", "t-cancel"));
        assertThat(cancelled.get("applied").asBoolean()).isTrue();
        assertThat(cancelled.get("status").asText()).isEqualTo("cancelled");
        assertThat(cancelled.get("cancelled_at").asText()).isNotEmpty();
        assertThat(cancelled.get("seconds_until_due").isNull()).isTrue();
        assertThat(manage(owner("cancel", "t-cancel")).get("reason").asText()).isEqualTo("already_cancelled");
        JsonNode complete = manage(owner("complete", "t-cancel"));
        assertThat(complete.get("applied").asBoolean()).isFalse();
        assertThat(complete.get("reason").asText()).isEqualTo("cancelled");
        assertThat(complete.get("on_time").isNull()).isTrue();
        CLOCK.advance(Duration.ofSeconds(120));
        assertThat(manage(owner("check", "t-cancel")).get("status").asText()).as("not due once cancelled")
                .isEqualTo("cancelled");

        manage(create("t-cancel-due", 60, 60));
        manage(create("t-cancel-escalate", 60, 0));
        CLOCK.advance(Duration.ofSeconds(60));
        assertThat(manage(owner("cancel", "t-cancel-due")).get("applied").asBoolean()).isTrue();
        assertThat(manage(owner("cancel", "t-cancel-escalate")).get("applied").asBoolean()).isTrue();
    }

    @Test
    void aDeadlineIsKeptThirtyDaysPastTheLaterOfItsEscalationAndItsEnd() {
        String pending = manage(create("t-keep", 60, 60)).get("deadline_id").asText();
        assertThat(kept(pending)).isBetween(120_000 + 30 * DAY_MS - 60_000, 120_000 + 30 * DAY_MS);
        manage(owner("complete", "t-keep"));
        assertThat(kept(pending)).as("completed before escalate_at: unchanged")
                .isBetween(120_000 + 30 * DAY_MS - 60_000, 120_000 + 30 * DAY_MS);

        String late = manage(create("t-keep-late", 60, 0)).get("deadline_id").asText();
        CLOCK.advance(Duration.ofDays(20));
        manage(owner("cancel", "t-keep-late"));
        assertThat(kept(late)).as("ended after escalate_at: 30 days from the end")
                .isBetween(30 * DAY_MS - 60_000, 30 * DAY_MS);
    }

    /**
     * How long Redis keeps the record. The control_id's binding, set once at create for the longest life the record
     * can have, outlives it.
     */
    private static long kept(String id) {
        try (RedisClient client = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            long record = client.pttl("cairn:deadline:{" + id + "}");
            long binding = -1;
            for (String key : client.keys("cairn:deadline:*")) {
                if (client.type(key).equals("string") && id.equals(client.get(key))) {
                    binding = client.pttl(key);
                }
            }
            assertThat(binding).as("binding %d, record %d", binding, record).isGreaterThanOrEqualTo(record);
            return record;
        }
    }

    @Test
    void unknownAndOtherAccountsDeadlinesAre404AndAKeyIsNeeded() {
        manage(create("t-mine", 600, 0));
        String stranger = app.createApiKey();
        for (String operation : new String[] {"check", "complete", "cancel"}) {
            assertThat(app.post(MANAGE, key, owner(operation, "t-never-created")).status()).isEqualTo(404);
            Http.Reply foreign = app.post(MANAGE, stranger, owner(operation, "t-mine"));
            assertThat(foreign.status()).isEqualTo(404);
            assertThat(foreign.json().get("code").asText()).isEqualTo("not_found");
        }
        assertThat(app.post(MANAGE, null, owner("check", "t-mine")).status()).isEqualTo(401);
        assertThat(manage(owner("check", "t-mine")).get("status").asText()).isEqualTo("pending");
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"task_fingerprint\":\"" + FP
                + "\",\"due_in_seconds\":60}"), 422, "/control_id");
        assertPointer(app.post(MANAGE, key,
                "{\"operation\":\"create\",\"control_id\":\"t-bad\",\"due_in_seconds\":60}"), 422, "/task_fingerprint");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"t-bad\",\"task_fingerprint\":\""
                + FP + "\"}"), 422, "/due_in_seconds");
        for (String operation : new String[] {"check", "complete", "cancel"}) {
            assertPointer(app.post(MANAGE, key, "{\"operation\":\"" + operation + "\"}"), 422, "/control_id");
        }
        assertPointer(app.post(MANAGE, key, create("t-bad", 59, 0)), 400, "/due_in_seconds");
        assertPointer(app.post(MANAGE, key, create("t-bad", 2592001, 0)), 400, "/due_in_seconds");
        assertPointer(app.post(MANAGE, key, create("t-bad", 60, -1)), 400, "/escalation_grace_seconds");
        assertPointer(app.post(MANAGE, key, create("t-bad", 60, 604801)), 400, "/escalation_grace_seconds");
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"finish\",\"control_id\":\"t-bad\"}"), 400, "/operation");
        JsonNode widest = manage(create("t-bounds", 2592000, 604800));
        assertThat(widest.get("seconds_until_escalation").asLong()).isEqualTo(2592000 + 604800);
        assertThat(manage(create("t-bounds-low", 60, 0)).get("seconds_until_due").asLong()).isEqualTo(60);
        assertThat(app.post(MANAGE, key, owner("check", "t-bad")).status()).as("no refused create made one")
                .isEqualTo(404);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void mcpCreatesChecksAndCompletesLikeRest() {
        Mcp mcp = new Mcp(app);
        JsonNode created = mcp.legacy(key, "tools/call", Mcp.call(TOOL, create("t-mcp", 60, 0))).json()
                .path("result").path("structuredContent");
        assertThat(created.path("status").asText()).isEqualTo("pending");
        JsonNode completed = mcp.modern(key, "tools/call", Mcp.call(TOOL, owner("complete", "t-mcp"))).json()
                .path("result");
        assertThat(completed.path("isError").asBoolean()).as(completed.toString()).isFalse();
        assertThat(completed.path("structuredContent").path("on_time").asBoolean()).isTrue();
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/inputSchema/properties/due_in_seconds/maximum").asInt()).isEqualTo(2592000);
        assertThat(tool.at("/inputSchema/properties/escalation_grace_seconds/maximum").asInt()).isEqualTo(604800);
    }
}

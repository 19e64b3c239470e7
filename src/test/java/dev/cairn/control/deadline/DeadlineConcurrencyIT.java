package dev.cairn.control.deadline;

import static dev.cairn.control.deadline.DeadlineToolsIT.MANAGE;
import static dev.cairn.control.deadline.DeadlineToolsIT.TOOL;
import static dev.cairn.control.deadline.DeadlineToolsIT.create;
import static dev.cairn.control.deadline.DeadlineToolsIT.owner;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis and one clock; 64 simultaneous completes of one deadline, set one millisecond
 * before its due instant in even rounds and exactly at it in odd ones: one is applied, and every answer carries
 * the one verdict the clock gives (on time before due_at, late at it).
 */
class DeadlineConcurrencyIT extends TwoInstancesTest {
    private static final int RACERS = 64;
    private static final int ROUNDS = 20;

    @Test
    void sixtyFourConcurrentCompletesAtTheDueInstantApplyOnceWithOneVerdict() throws Exception {
        String apiKey = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "t-race-" + round;
            first.post(MANAGE, apiKey, create(controlId, 60, 30));
            boolean onTime = round % 2 == 0;
            CLOCK.advance(onTime ? Duration.ofSeconds(60).minusMillis(1) : Duration.ofSeconds(60));
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, apiKey, owner("complete", controlId)));
            int applied = 0;
            String completedAt = null;
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                applied += result.get("applied").asBoolean() ? 1 : 0;
                if (!result.get("applied").asBoolean()) {
                    assertThat(result.get("reason").asText()).isEqualTo("already_completed");
                }
                assertThat(result.get("on_time").asBoolean()).as("verdict in round %d", round).isEqualTo(onTime);
                completedAt = completedAt == null ? result.get("completed_at").asText() : completedAt;
                assertThat(result.get("completed_at").asText()).isEqualTo(completedAt);
            }
            assertThat(applied).as("completes applied in round %d", round).isEqualTo(1);
            JsonNode checked = second.post(MANAGE, apiKey, owner("check", controlId)).json();
            assertThat(checked.get("on_time").asBoolean()).isEqualTo(onTime);
        }
    }

    @Test
    void concurrentCompletesAndCancelsEndTheDeadlineOnceOneWayOrTheOther() throws Exception {
        String apiKey = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "t-end-race-" + round;
            first.post(MANAGE, apiKey, create(controlId, 60, 0));
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, apiKey, owner(i % 4 < 2 ? "complete" : "cancel", controlId)));
            int applied = 0;
            String ended = null;
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                applied += result.get("applied").asBoolean() ? 1 : 0;
                ended = ended == null ? result.get("status").asText() : ended;
                assertThat(result.get("status").asText()).as("round %d", round).isEqualTo(ended);
            }
            assertThat(applied).as("ends applied in round %d", round).isEqualTo(1);
        }
    }
}

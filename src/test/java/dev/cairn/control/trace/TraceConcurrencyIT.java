package dev.cairn.control.trace;

import static dev.cairn.control.trace.TraceToolsIT.anchor;
import static dev.cairn.control.trace.TraceToolsIT.d;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Two instances on one PostgreSQL: however many anchor one digest or one control_id at once, one node. */
class TraceConcurrencyIT extends TwoInstancesTest {
    private static final int CALLS = 64;
    private static final int ROUNDS = 20;

    /** A new account's key, looked up once by each instance before the race (FailedKeyLimiter). */
    static String newKey() {
        String apiKey = first.createApiKey();
        for (int call = 0; call < 2; call++) {
            assertThat(send(call, apiKey, TraceToolsIT.check(d(0))).status()).isEqualTo(200);
        }
        return apiKey;
    }

    /** Calls alternate between the two instances. */
    static Http.Reply send(int call, String apiKey, String body) {
        return (call % 2 == 0 ? first : second).post(TraceToolsIT.PATH, apiKey, body);
    }

    @Test
    void concurrentAnchorsOfOneDigestStoreOneNodeAndTheOthersGetItBack() throws Exception {
        String apiKey = newKey();
        long started = System.nanoTime();
        for (int round = 0; round < ROUNDS; round++) {
            String body = anchor("race-" + round, d(round + 1), "prompt", d(1000 + round));
            List<Http.Reply> replies = HumanLinks.concurrently(CALLS, call -> send(call, apiKey, body));
            int stored = 0;
            Set<String> anchoredAt = new HashSet<>();
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TraceToolsIT.TOOL, reply);
                stored += result.get("applied").asBoolean() ? 1 : 0;
                if (!result.get("applied").asBoolean()) {
                    assertThat(result.get("reason").asText()).isEqualTo("already_anchored");
                }
                anchoredAt.add(result.get("anchored_at").asText());
            }
            assertThat(stored).as("nodes stored in round %d", round).isEqualTo(1);
            assertThat(anchoredAt).as("every answer is the one stored node").hasSize(1);
        }
        System.out.printf("TraceConcurrencyIT: %d rounds x %d anchors of one digest, one stored per round, %d ms%n",
                ROUNDS, CALLS, (System.nanoTime() - started) / 1_000_000);
    }

    @Test
    void concurrentAnchorsOfOneDigestWithTwoStagesStoreOneAndRefuseTheOtherStage() throws Exception {
        String apiKey = newKey();
        for (int round = 0; round < ROUNDS; round++) {
            String digest = d(5000 + round);
            List<Http.Reply> replies = HumanLinks.concurrentlyAnyStatus(CALLS, call ->
                    send(call, apiKey, anchor(null, digest, call % 4 < 2 ? "summary" : "prompt")));
            Set<String> storedStages = new HashSet<>();
            int stored = 0;
            int refused = 0;
            for (Http.Reply reply : replies) {
                if (reply.status() == 422) {
                    assertThat(reply.json().path("code").asText()).isEqualTo("trace_conflict");
                    refused++;
                    continue;
                }
                JsonNode result = ToolSchemas.conforming(TraceToolsIT.TOOL, reply);
                stored += result.get("applied").asBoolean() ? 1 : 0;
                storedStages.add(result.get("stage").asText());
            }
            assertThat(stored).as("round %d", round).isEqualTo(1);
            assertThat(storedStages).as("every 200 answers the stored stage").hasSize(1);
            assertThat(refused).as("the other stage's anchors, all refused").isEqualTo(CALLS / 2);
        }
    }

    @Test
    void concurrentAnchorsOfManyDigestsUnderOneControlIdStoreOne() throws Exception {
        String apiKey = newKey();
        List<Http.Reply> replies = HumanLinks.concurrentlyAnyStatus(CALLS, call ->
                send(call, apiKey, anchor("one-name", d(9000 + call), "prompt")));
        int stored = 0;
        for (Http.Reply reply : replies) {
            if (reply.status() == 200) {
                stored += ToolSchemas.conforming(TraceToolsIT.TOOL, reply).get("applied").asBoolean() ? 1 : 0;
            } else {
                assertThat(reply.status()).as(reply.text()).isEqualTo(422);
                assertThat(reply.json().path("code").asText()).isEqualTo("control_id_conflict");
            }
        }
        assertThat(stored).isEqualTo(1);
        JsonNode named = ToolSchemas.conforming(TraceToolsIT.TOOL,
                send(1, apiKey, TraceToolsIT.checkNamed("one-name")));
        assertThat(named.get("anchored").asBoolean()).isTrue();
    }
}

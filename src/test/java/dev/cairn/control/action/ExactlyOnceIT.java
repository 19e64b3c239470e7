package dev.cairn.control.action;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Two instances share one Redis; 64 simultaneous claims of one key, round after round: exactly one wins. */
class ExactlyOnceIT extends TwoInstancesTest {
    private static final int CLAIMS_PER_ROUND = 64;
    private static final int ROUNDS = 150;
    @Test
    void exactlyOneOfSixtyFourConcurrentClaimsIsSafeToExecute() throws Exception {
        String apiKey = first.createApiKey();
        ExecutorService pool = Executors.newFixedThreadPool(CLAIMS_PER_ROUND);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                String body = "{\"key\":\"payout-" + round + "\"}";
                CyclicBarrier start = new CyclicBarrier(CLAIMS_PER_ROUND);
                List<Future<JsonNode>> claims = new ArrayList<>();
                for (int i = 0; i < CLAIMS_PER_ROUND; i++) {
                    CairnApp instance = i % 2 == 0 ? first : second;
                    claims.add(pool.submit(() -> {
                        start.await();
                        Http.Reply reply = instance.post("/v1/actions/lock", apiKey, body);
                        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
                        return reply.json();
                    }));
                }
                int winners = 0;
                for (Future<JsonNode> claim : claims) {
                    JsonNode result = claim.get();
                    assertThat(result.get("status").asText()).isEqualTo("locked");
                    if (result.get("safe_to_execute").asBoolean()) {
                        winners++;
                        assertThat(result.get("lock_id").asText()).startsWith("lck_");
                    } else {
                        assertThat(result.get("lock_id").isNull()).isTrue();
                    }
                }
                assertThat(winners).as("winners in round %d", round).isEqualTo(1);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void exactlyOneConcurrentCompletionIsApplied() throws Exception {
        String apiKey = second.createApiKey();
        JsonNode claim = first.post("/v1/actions/lock", apiKey, "{\"key\":\"settle-race\"}").json();
        String body = "{\"key\":\"settle-race\",\"lock_id\":\"" + claim.get("lock_id").asText() + "\"}";
        ExecutorService pool = Executors.newFixedThreadPool(CLAIMS_PER_ROUND);
        try {
            CyclicBarrier start = new CyclicBarrier(CLAIMS_PER_ROUND);
            List<Future<JsonNode>> settles = new ArrayList<>();
            for (int i = 0; i < CLAIMS_PER_ROUND; i++) {
                CairnApp instance = i % 2 == 0 ? first : second;
                String path = i % 4 == 3 ? "/v1/actions/release" : "/v1/actions/complete";
                settles.add(pool.submit(() -> {
                    start.await();
                    return instance.post(path, apiKey, body).json();
                }));
            }
            int applied = 0;
            for (Future<JsonNode> settle : settles) {
                applied += settle.get().get("applied").asBoolean() ? 1 : 0;
            }
            assertThat(applied).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
    }
}

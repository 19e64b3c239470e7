package dev.cairn.control.lease;

import static dev.cairn.control.lease.LeaseToolsIT.MANAGE;
import static dev.cairn.control.lease.LeaseToolsIT.acquire;
import static dev.cairn.control.lease.LeaseToolsIT.check;
import static dev.cairn.control.lease.LeaseToolsIT.release;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.TwoInstancesTest;
import dev.cairn.testing.Http;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis; 64 simultaneous acquires of one resource, round after round, each round ended
 * by a release or by the lease lapsing: exactly one holder per round, and its fencing token is higher than
 * every earlier round's.
 */
class LeaseConcurrencyIT extends TwoInstancesTest {
    private static final int ACQUIRES_PER_ROUND = 64;
    private static final int ROUNDS = 40;
    private static final int TTL_SECONDS = 30;
    @Test
    void oneHolderPerRoundAndFencingTokensStrictlyIncreaseAcrossGrants() throws Exception {
        String apiKey = first.createApiKey();
        ExecutorService pool = Executors.newFixedThreadPool(ACQUIRES_PER_ROUND);
        long lastFencing = 0;
        try {
            for (int round = 0; round < ROUNDS; round++) {
                List<JsonNode> results = acquireAtOnce(pool, apiKey);
                List<JsonNode> holders = results.stream().filter(r -> r.get("applied").asBoolean()).toList();
                assertThat(holders).as("holders in round %d", round).hasSize(1);
                JsonNode holder = holders.get(0);
                long fencing = holder.get("fencing_token").asLong();
                assertThat(fencing).as("round %d", round).isGreaterThan(lastFencing);
                lastFencing = fencing;
                for (JsonNode refused : results) {
                    if (refused != holder) {
                        assertThat(refused.get("reason").asText()).isEqualTo("held");
                        assertThat(refused.get("lease_token").isNull()).isTrue();
                        assertThat(refused.get("fencing_token").asLong()).isEqualTo(fencing);
                        assertThat(refused.get("expires_at")).isEqualTo(holder.get("expires_at"));
                    }
                }
                if (round % 2 == 0) {
                    JsonNode released = second.post(MANAGE, apiKey,
                            release("the-one-printer", holder.get("lease_token").asText())).json();
                    assertThat(released.get("applied").asBoolean()).isTrue();
                } else {
                    CLOCK.advance(Duration.ofSeconds(TTL_SECONDS));
                    assertThat(first.post(MANAGE, apiKey, check("the-one-printer")).json().get("status").asText())
                            .isEqualTo("expired");
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(lastFencing).as("one grant counted per round").isEqualTo(ROUNDS);
        System.out.println("lease grants: " + ROUNDS + " rounds of " + ACQUIRES_PER_ROUND
                + " concurrent acquires on 2 instances, last fencing_token " + lastFencing);
    }

    private static List<JsonNode> acquireAtOnce(ExecutorService pool, String apiKey) throws Exception {
        CyclicBarrier start = new CyclicBarrier(ACQUIRES_PER_ROUND);
        List<Future<JsonNode>> acquires = new ArrayList<>();
        for (int i = 0; i < ACQUIRES_PER_ROUND; i++) {
            CairnApp instance = i % 2 == 0 ? first : second;
            acquires.add(pool.submit(() -> {
                start.await();
                Http.Reply reply = instance.post(MANAGE, apiKey, acquire("the-one-printer", null, TTL_SECONDS));
                return ToolSchemas.conforming("manage_resource_lease", reply);
            }));
        }
        List<JsonNode> results = new ArrayList<>();
        for (Future<JsonNode> acquire : acquires) {
            results.add(acquire.get());
        }
        return results;
    }
}

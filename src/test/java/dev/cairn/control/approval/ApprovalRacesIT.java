package dev.cairn.control.approval;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Many humans (or one impatient one) deciding one approval at once: exactly one decision is recorded. */
class ApprovalRacesIT extends SharedAppTest {
    private static final int CALLS = 60;

    @Test
    void concurrentDecisionsApplyExactlyOnceAndTheStoredDecisionIsTheAppliedOne() throws Exception {
        for (int round = 0; round < 3; round++) {
            ApprovalToolsIT.Link link = ApprovalToolsIT.request(key, "{\"title\":\"Race " + round + "\"}");
            List<JsonNode> replies = race(link);
            List<JsonNode> applied = replies.stream().filter(reply -> reply.path("applied").asBoolean()).toList();
            assertThat(applied).hasSize(1);
            String winner = applied.get(0).path("status").asText();
            String note = applied.get(0).path("note").asText();
            for (JsonNode reply : replies) {
                assertThat(reply.path("status").asText()).isEqualTo(winner);
                assertThat(reply.path("note").asText()).isEqualTo(note);
                if (!reply.path("applied").asBoolean()) {
                    assertThat(reply.path("reason").asText()).isEqualTo("already_decided");
                }
            }
            JsonNode stored = ApprovalToolsIT.ok("/v1/approvals/check", key, "{\"approval_id\":\"" + link.id() + "\"}");
            assertThat(stored.path("status").asText()).isEqualTo(winner);
            assertThat(stored.path("note").asText()).isEqualTo(note);
            assertThat(stored.path("decided_at")).isEqualTo(applied.get(0).path("decided_at"));
        }
    }

    /** Half approve, half reject, each with its own note, released together by one gate. */
    private static List<JsonNode> race(ApprovalToolsIT.Link link) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CALLS);
        try {
            CountDownLatch gate = new CountDownLatch(1);
            List<Future<Http.Reply>> futures = new ArrayList<>();
            for (int i = 0; i < CALLS; i++) {
                String body = ApprovalToolsIT.decision(link, i % 2 == 0 ? "approved" : "rejected", "caller " + i);
                futures.add(pool.submit(() -> {
                    gate.await();
                    return app.post("/v1/approvals/public/decide", null, body);
                }));
            }
            gate.countDown();
            List<JsonNode> replies = new ArrayList<>();
            for (Future<Http.Reply> future : futures) {
                Http.Reply reply = future.get();
                assertThat(reply.status()).as(reply.text()).isEqualTo(200);
                assertThat(ToolSchemas.outputErrors("approval_public_decide", reply.json())).isEmpty();
                replies.add(reply.json());
            }
            return replies;
        } finally {
            pool.shutdownNow();
        }
    }
}

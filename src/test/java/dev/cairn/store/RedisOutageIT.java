package dev.cairn.store;

import static dev.cairn.store.OutageProbe.ANSWER_BOUND;
import static dev.cairn.store.OutageProbe.SENTINEL;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.Http;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stops or hangs Redis under a running Cairn: calls that need it answer 503 store_unavailable within the
 * configured timeouts on REST and MCP, /health says so, and once Redis is back on its port the same Cairn
 * serves again, with a lock acknowledged before the outage still held (AOF, fsync always).
 */
class RedisOutageIT extends OutageAppTest {
    /**
     * config.yml's Redis pool wait + connect + read timeouts (2 + 2 + 3 s), met at most twice by a metered call
     * (its meter refilling a lease, then the tool's own call; docs/operations.md), and 1 s for a busy machine.
     */
    private static final Duration HUNG_ANSWER_BOUND = Duration.ofSeconds(15);

    @Test
    void anOutageIsAnsweredFastAndALockHeldBeforeItIsHeldAfter() {
        String key = app.createApiKey();
        assertThat(lock(key, "held-across-outage").get("safe_to_execute").asBoolean()).isTrue();

        engines.stopRedis();
        probe.assertUnavailable(() -> app.post("/v1/actions/lock", key, "{\"key\":\"" + SENTINEL + "\"}"));
        probe.assertUnavailableOverMcp(key);
        probe.assertHealthReports(503);

        engines.startRedis();
        long recovery = probe.millisUntil(200, () -> check(key, "held-across-outage"));
        System.out.println("redis recovery ms: " + recovery);
        JsonNode after = lock(key, "held-across-outage");
        assertThat(after.get("safe_to_execute").asBoolean()).isFalse();
        assertThat(after.get("status").asText()).isEqualTo("locked");
        probe.assertHealthReports(200);
    }

    @Test
    void callsInFlightWhenRedisStopsAllAnswerWithinTheBound() throws Exception {
        String key = app.createApiKey();
        lock(key, "warm-up"); // the key's lookup is cached: only Redis is in play
        List<OutageProbe.Answer> answers = probe.callDuring(key, engines::stopRedis);
        engines.startRedis();

        assertThat(answers).extracting(OutageProbe.Answer::status).containsOnly(200, 503).contains(503);
        assertThat(answers).allSatisfy(answer -> assertThat(answer.millis()).isLessThan(ANSWER_BOUND.toMillis()));
        probe.millisUntil(200, () -> check(key, "warm-up"));
    }

    /** A server that accepts connections but never answers meets every timeout: pool wait, connect, read. */
    @Test
    void callsToAHungRedisAnswerWithinPoolWaitPlusConnectPlusRead() throws Exception {
        String key = app.createApiKey();
        lock(key, "warm-up");
        List<OutageProbe.Answer> answers = probe.callDuring(key, () -> engines.hangRedis(Duration.ofSeconds(8)));

        assertThat(answers).extracting(OutageProbe.Answer::status).containsOnly(200, 503).contains(503);
        assertThat(answers).allSatisfy(answer -> assertThat(answer.millis()).isLessThan(HUNG_ANSWER_BOUND.toMillis()));
        probe.millisUntil(200, () -> check(key, "warm-up"));
    }

    private static JsonNode lock(String key, String lockKey) {
        Http.Reply reply = app.post("/v1/actions/lock", key, "{\"key\":\"" + lockKey + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.json();
    }

    private static Http.Reply check(String key, String lockKey) {
        return app.post("/v1/actions/check", key, "{\"key\":\"" + lockKey + "\"}");
    }
}

package dev.cairn.store.redis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.TestEngines;
import io.dropwizard.jackson.Jackson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.UnifiedJedis;

/**
 * The pool holds {@code redis.poolSize} connections: that many requests use Redis at once, and one past it
 * waits at most {@code poolMaxWait}. Each caller here holds its connection for a second (a BLPOP that times
 * out), so a pool smaller than the callers shows at once.
 */
class RedisPoolIT {
    private static int heldAtOnce(int poolSize, int callers) throws InterruptedException {
        RedisConfig config = Jackson.newObjectMapper().convertValue(Map.of("url", TestEngines.redisUrl(),
                "poolSize", poolSize, "poolMaxWait", "300ms"), RedisConfig.class);
        ExecutorService pool = Executors.newFixedThreadPool(callers);
        try (RedisEndpoint endpoint = RedisEndpoint.open(config, null); UnifiedJedis redis = endpoint.connect(config)) {
            List<Future<?>> calls = new ArrayList<>();
            for (int i = 0; i < callers; i++) {
                calls.add(pool.submit(() -> redis.blpop(1.0, "cairn:test:pool:" + UUID.randomUUID())));
            }
            int served = 0;
            for (Future<?> call : calls) {
                try {
                    call.get();
                    served++;
                } catch (ExecutionException noConnectionInTime) {
                    assertThat(noConnectionInTime.getCause()).hasMessageContaining("pool");
                }
            }
            return served;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theDefaultPoolServes32ConcurrentCallers() throws InterruptedException {
        assertThat(new RedisConfig().getPoolSize()).isEqualTo(64);
        assertThat(heldAtOnce(64, 32)).isEqualTo(32);
    }

    @Test
    void pastThePoolSizeACallerWaitsAtMostPoolMaxWait() throws InterruptedException {
        assertThat(heldAtOnce(4, 8)).isEqualTo(4);
    }
}

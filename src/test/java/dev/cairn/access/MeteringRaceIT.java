package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import io.dropwizard.testing.ConfigOverride;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two instances on one Redis, one call short of each quota: 64 concurrent calls, half through each instance,
 * admit exactly one.
 */
class MeteringRaceIT {
    private static final int RACERS = 64;
    private static final int SUBSCRIPTION_LIMIT = 10;
    private static final MutableClock CLOCK = new MutableClock();
    private static CairnApp first;
    private static CairnApp second;

    @BeforeAll
    static void startBoth() {
        first = CairnApp.withSpecQuotas(CLOCK, subscriptionLimit()).start();
        second = CairnApp.withSpecQuotas(CLOCK, subscriptionLimit()).start();
    }

    /** One override per app: an override restores, when its app stops, the system property it found. */
    private static ConfigOverride subscriptionLimit() {
        return ConfigOverride.config("access.subscriptionCallsPerMonth", Integer.toString(SUBSCRIPTION_LIMIT));
    }

    /** In the reverse order of their starts, so each restores the system properties it found. */
    @AfterAll
    static void stopBoth() {
        second.stop();
        first.stop();
    }

    @BeforeEach
    void unusedMonth() {
        CLOCK.advanceToAnUnusedMonth();
    }

    /** Makes {@code before} calls one by one, then races 64; the statuses of the race, counted. */
    private static Map<Integer, Integer> race(String path, String key, String body, int before) throws Exception {
        for (int i = 0; i < before; i++) {
            assertThat((i % 2 == 0 ? first : second).post(path, key, body).status()).isEqualTo(200);
        }
        ExecutorService pool = Executors.newFixedThreadPool(RACERS);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> racers = new ArrayList<>();
            for (int i = 0; i < RACERS; i++) {
                CairnApp app = i % 2 == 0 ? first : second;
                racers.add(pool.submit(() -> {
                    start.await();
                    return app.post(path, key, body).status();
                }));
            }
            start.countDown();
            Map<Integer, Integer> statuses = new TreeMap<>();
            for (Future<Integer> racer : racers) {
                statuses.merge(racer.get(), 1, Integer::sum);
            }
            return statuses;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theLastFreeCallGoesToExactlyOneRacer() throws Exception {
        assertThat(race("/v1/inspect", null, MeteringIT.SCRUB, 499)).isEqualTo(Map.of(200, 1, 429, RACERS - 1));
    }

    @Test
    void theLastTrialCallGoesToExactlyOneRacer() throws Exception {
        assertThat(race("/v1/detect-secrets", null, MeteringIT.SCRUB, 2)).isEqualTo(Map.of(200, 1, 401, RACERS - 1));
    }

    @Test
    void theLastCallOfAMonthlyLimitGoesToExactlyOneRacer() throws Exception {
        String key = first.createApiKey();
        assertThat(race("/v1/actions/check", key, MeteringIT.CHECK, SUBSCRIPTION_LIMIT - 1))
                .isEqualTo(Map.of(200, 1, 429, RACERS - 1));
    }

    @Test
    void theLastCallOfAFoundingGrantGoesToExactlyOneRacer() throws Exception {
        String key = first.createApiKey("founding");
        assertThat(race("/v1/actions/check", key, MeteringIT.CHECK, 999)).isEqualTo(Map.of(200, 1, 401, RACERS - 1));
    }
}

package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.TestEngines;
import io.dropwizard.testing.ConfigOverride;
import java.net.URI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/**
 * Far from its limit a counter is taken a lease at a time; near it, call by call. Through two instances, a plan
 * limit just above the leasing margin still admits exactly its number of calls, and once the leases are back
 * the counter holds exactly the calls made.
 */
class MeteringLeasesIT {
    private static final int LIMIT = (int) Leases.MARGIN + 100;
    private static final MutableClock CLOCK = new MutableClock();
    private static CairnApp first;
    private static CairnApp second;

    @BeforeAll
    static void startBoth() {
        CLOCK.advanceToAnUnusedMonth();
        first = CairnApp.onSharedEngines(CLOCK, limit()).start();
        second = CairnApp.onSharedEngines(CLOCK, limit()).start();
    }

    private static ConfigOverride limit() {
        return ConfigOverride.config("access.subscriptionCallsPerMonth", Integer.toString(LIMIT));
    }

    @AfterAll
    static void stopBoth() {
        second.stop();
        first.stop();
    }

    @Test
    void twoInstancesAdmitExactlyTheLimitAndTheCounterEndsAtTheCallsMade() throws Exception {
        String key = first.createApiKey();
        int admitted = 0;
        for (int i = 0; i < LIMIT + 100; i++) {
            if ((i % 2 == 0 ? first : second).post("/v1/actions/check", key, MeteringIT.CHECK).status() == 200) {
                admitted++;
            }
        }
        awaitLeasesBack();
        for (CairnApp app : new CairnApp[] {first, second, first, second}) {
            while (app.post("/v1/actions/check", key, MeteringIT.CHECK).status() == 200) {
                admitted++;
            }
        }
        assertThat(admitted).isEqualTo(LIMIT);
        String accountId = accountOf(key);
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            assertThat(new UsageCounters(redis, CLOCK).callsThisMonth(accountId)).isEqualTo(LIMIT);
        }
    }

    @Test
    void aLeasedCallWhoseInputIsRefusedIsGivenBack() throws Exception {
        String key = first.createApiKey();
        assertThat(first.post("/v1/actions/check", key, MeteringIT.CHECK).header("RateLimit"))
                .startsWith("\"monthly\";r=" + (LIMIT - 1) + ";");
        for (int i = 0; i < 5; i++) {
            assertThat(first.post("/v1/actions/check", key, "{}").status()).isEqualTo(400);
        }
        assertThat(first.post("/v1/actions/check", key, MeteringIT.CHECK).header("RateLimit"))
                .startsWith("\"monthly\";r=" + (LIMIT - 2) + ";");
        awaitLeasesBack();
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            assertThat(new UsageCounters(redis, CLOCK).callsThisMonth(accountOf(key))).isEqualTo(2);
        }
    }

    /** Unused leased calls go back when a lease's life ends, as soon as the cache's timer notices (within a second). */
    private static void awaitLeasesBack() throws InterruptedException {
        Thread.sleep(Leases.LIFE.toMillis() + 2_000);
    }

    /** The key's account, from the operator's list (which names it by the key's id). */
    private static String accountOf(String key) {
        String keyId = "key_" + java.util.HexFormat.of().formatHex(ApiKeys.hash(key), 0, 6);
        return Http.post(first.adminUrl("/tasks/list-api-keys"), null, "").text().lines()
                .filter(line -> line.contains(keyId)).findFirst().orElseThrow()
                .replaceAll(".*\"account_id\":\"([^\"]+)\".*", "$1");
    }
}

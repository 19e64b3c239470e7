package dev.cairn.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.StoppableEngines;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Stops Redis, then PostgreSQL, under a running Cairn: calls that need the stopped store answer 503
 * store_unavailable within the configured timeouts on REST and MCP, /health says so, and once the store
 * is back on its port the same Cairn serves again, with the state acknowledged before the outage.
 */
class StoreOutageIT {
    private static final Duration ANSWER_BOUND = Duration.ofSeconds(5);
    /** config.yml's Redis pool wait + connect + read timeouts (2 + 2 + 3 s), and 1 s for a busy machine. */
    private static final Duration HUNG_ANSWER_BOUND = Duration.ofSeconds(8);
    private static final String SENTINEL = "outage-S3NT1NEL";

    private static StoppableEngines engines;
    private static CairnApp app;
    private static Mcp mcp;

    @BeforeAll
    static void start() {
        engines = new StoppableEngines();
        app = CairnApp.on(new MutableClock(), engines.redisUrl(), engines.databaseUrl()).start();
        mcp = new Mcp(app);
    }

    @AfterEach
    void restartStoppedEngines() {
        engines.ensureRunning();
    }

    @AfterAll
    static void stop() {
        app.stop();
        engines.close();
    }

    @Test
    void redisOutageIsAnsweredFastAndALockHeldBeforeItIsHeldAfter() {
        String key = app.createApiKey();
        JsonNode held = lock(key, "held-across-outage");
        assertThat(held.get("safe_to_execute").asBoolean()).isTrue();

        engines.stopRedis();
        assertUnavailable(() -> app.post("/v1/actions/lock", key, "{\"key\":\"" + SENTINEL + "\"}"));
        assertUnavailableOverMcp(key);
        assertHealthReportsOutage();

        engines.startRedis();
        long recovery = millisUntil200(() -> app.post("/v1/actions/check", key, "{\"key\":\"held-across-outage\"}"));
        System.out.println("redis recovery ms: " + recovery);
        JsonNode after = lock(key, "held-across-outage");
        assertThat(after.get("safe_to_execute").asBoolean()).isFalse();
        assertThat(after.get("status").asText()).isEqualTo("locked");
        assertThat(millisUntil(200, () -> Http.get(app.url("/health")))).isLessThan(ANSWER_BOUND.toMillis());
    }

    @Test
    void postgresOutageFailsKeyLookupsFastAndServiceResumesOnItsOwn() {
        String restKey = app.createApiKey(); // unused so far: no cached lookup, the call must ask PostgreSQL
        String mcpKey = app.createApiKey();

        engines.stopPostgres();
        assertUnavailable(() -> app.post("/v1/actions/check", restKey, "{\"key\":\"" + SENTINEL + "\"}"));
        assertUnavailableOverMcp(mcpKey);
        assertHealthReportsOutage();

        engines.startPostgres();
        long recovery = millisUntil200(() -> app.post("/v1/actions/check", restKey, "{\"key\":\"after\"}"));
        System.out.println("postgresql recovery ms: " + recovery);
        assertThat(app.createApiKey()).startsWith("cairn_live_");
        assertThat(millisUntil(200, () -> Http.get(app.url("/health")))).isLessThan(ANSWER_BOUND.toMillis());
    }

    @Test
    void callsInFlightWhenRedisDiesAllAnswerWithinTheBound() throws Exception {
        String key = app.createApiKey();
        lock(key, "warm-up"); // the key's lookup is cached: only Redis is in play
        List<Answer> all = callDuring(key, engines::stopRedis);
        engines.startRedis();

        assertThat(all).extracting(Answer::status).containsOnly(200, 503).contains(503);
        assertThat(all).allSatisfy(answer -> assertThat(answer.millis()).isLessThan(ANSWER_BOUND.toMillis()));
        millisUntil200(() -> app.post("/v1/actions/check", key, "{\"key\":\"warm-up\"}"));
    }

    /** A server that accepts connections but never answers meets every timeout: pool wait, connect, read. */
    @Test
    void callsToAHungRedisAnswerWithinPoolWaitPlusConnectPlusRead() throws Exception {
        String key = app.createApiKey();
        lock(key, "warm-up");
        List<Answer> all = callDuring(key, () -> engines.hangRedis(Duration.ofSeconds(8)));

        assertThat(all).extracting(Answer::status).containsOnly(200, 503).contains(503);
        assertThat(all).allSatisfy(answer -> assertThat(answer.millis()).isLessThan(HUNG_ANSWER_BOUND.toMillis()));
        millisUntil200(() -> app.post("/v1/actions/check", key, "{\"key\":\"warm-up\"}"));
    }

    /** 32 callers call check_action in a loop; 300 ms in, {@code outage} begins; 3 s later they stop. */
    private static List<Answer> callDuring(String key, Runnable outage) throws Exception {
        ExecutorService callers = Executors.newFixedThreadPool(32);
        AtomicBoolean calling = new AtomicBoolean(true);
        List<Future<List<Answer>>> answers = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            answers.add(callers.submit(() -> callUntilStopped(calling, key)));
        }
        Thread.sleep(300);
        outage.run();
        Thread.sleep(3_000);
        calling.set(false);
        List<Answer> all = new ArrayList<>();
        for (Future<List<Answer>> caller : answers) {
            all.addAll(caller.get(60, TimeUnit.SECONDS));
        }
        callers.shutdown();
        System.out.println("under load: " + all.size() + " answers, slowest ms: "
                + all.stream().mapToLong(Answer::millis).max().orElse(0));
        return all;
    }

    private record Answer(int status, long millis) {
    }

    private static List<Answer> callUntilStopped(AtomicBoolean calling, String key) {
        List<Answer> answers = new ArrayList<>();
        while (calling.get()) {
            long started = System.nanoTime();
            int status = app.post("/v1/actions/check", key, "{\"key\":\"warm-up\"}").status();
            answers.add(new Answer(status, Duration.ofNanos(System.nanoTime() - started).toMillis()));
        }
        return answers;
    }

    private static JsonNode lock(String key, String lockKey) {
        Http.Reply reply = app.post("/v1/actions/lock", key, "{\"key\":\"" + lockKey + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.json();
    }

    private static void assertUnavailable(Supplier<Http.Reply> call) {
        long started = System.nanoTime();
        Http.Reply reply = call.get();
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        System.out.println("first 503 after ms: " + took.toMillis());
        assertThat(took).isLessThan(ANSWER_BOUND);
        assertThat(reply.status()).as(reply.text()).isEqualTo(503);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.json().get("code").asText()).isEqualTo("store_unavailable");
        assertThat(Integer.parseInt(reply.header("Retry-After"))).isPositive();
        assertThat(reply.text()).doesNotContain(SENTINEL).doesNotContain("127.0.0.1").doesNotContain("Exception");
    }

    private static void assertUnavailableOverMcp(String key) {
        long started = System.nanoTime();
        Http.Reply reply = mcp.modern(key, "tools/call", Mcp.call("check_action", "{\"key\":\"" + SENTINEL + "\"}"));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(ANSWER_BOUND);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        JsonNode result = reply.json().get("result");
        assertThat(result.get("isError").asBoolean()).as(reply.text()).isTrue();
        assertThat(result.get("structuredContent").get("code").asText()).isEqualTo("store_unavailable");
        assertThat(result.get("structuredContent").get("status").asInt()).isEqualTo(503);
        assertThat(reply.text()).doesNotContain(SENTINEL).doesNotContain("127.0.0.1");
    }

    private static void assertHealthReportsOutage() {
        assertThat(millisUntil(503, () -> Http.get(app.url("/health")))).isLessThan(ANSWER_BOUND.toMillis());
        assertThat(Http.get(app.adminUrl("/healthcheck")).status()).isEqualTo(500);
    }

    private static long millisUntil200(Supplier<Http.Reply> call) {
        return millisUntil(200, call);
    }

    /** How long until {@code call} answers {@code status}, asking every 100 ms for up to 20 s. */
    private static long millisUntil(int status, Supplier<Http.Reply> call) {
        long started = System.nanoTime();
        long deadline = started + Duration.ofSeconds(20).toNanos();
        Http.Reply reply = call.get();
        while (reply.status() != status && System.nanoTime() < deadline) {
            sleep();
            reply = call.get();
        }
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        return Duration.ofNanos(System.nanoTime() - started).toMillis();
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}

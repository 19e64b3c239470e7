package dev.cairn.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/** What callers of a running Cairn see of a store outage: how fast they are answered, with what, and when it ends. */
final class OutageProbe {
    static final Duration ANSWER_BOUND = Duration.ofSeconds(5);
    static final String SENTINEL = "outage-S3NT1NEL";
    private static final int CALLERS = 32;

    private final CairnApp app;
    private final Mcp mcp;

    OutageProbe(CairnApp app) {
        this.app = app;
        this.mcp = new Mcp(app);
    }

    record Answer(int status, long millis) {
    }

    void assertUnavailable(Supplier<Http.Reply> call) {
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

    void assertUnavailableOverMcp(String key) {
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

    void assertHealthReports(int status) {
        assertThat(millisUntil(status, () -> Http.get(app.url("/health")))).isLessThan(ANSWER_BOUND.toMillis());
        assertThat(Http.get(app.adminUrl("/healthcheck")).status()).isEqualTo(status == 200 ? 200 : 500);
    }

    /** How long until {@code call} answers {@code status}, asking every 100 ms for up to 20 s. */
    long millisUntil(int status, Supplier<Http.Reply> call) {
        long started = System.nanoTime();
        long deadline = started + Duration.ofSeconds(20).toNanos();
        Http.Reply reply = call.get();
        while (reply.status() != status && System.nanoTime() < deadline) {
            pause(100);
            reply = call.get();
        }
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        return Duration.ofNanos(System.nanoTime() - started).toMillis();
    }

    /** {@value #CALLERS} callers call check_action in a loop; 300 ms in, {@code outage} begins; 3 s later they stop. */
    List<Answer> callDuring(String key, Runnable outage) throws Exception {
        ExecutorService callers = Executors.newFixedThreadPool(CALLERS);
        AtomicBoolean calling = new AtomicBoolean(true);
        List<Future<List<Answer>>> answers = new ArrayList<>();
        for (int i = 0; i < CALLERS; i++) {
            answers.add(callers.submit(() -> callUntilStopped(calling, key)));
        }
        pause(300);
        outage.run();
        pause(3_000);
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

    private List<Answer> callUntilStopped(AtomicBoolean calling, String key) {
        List<Answer> answers = new ArrayList<>();
        while (calling.get()) {
            long started = System.nanoTime();
            int status = app.post("/v1/actions/check", key, "{\"key\":\"warm-up\"}").status();
            answers.add(new Answer(status, Duration.ofNanos(System.nanoTime() - started).toMillis()));
        }
        return answers;
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}

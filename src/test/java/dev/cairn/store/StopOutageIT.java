package dev.cairn.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
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
import org.junit.jupiter.api.Test;

/**
 * Stop signals fail closed: while Redis is stopped or hung, a check answers 503 store_unavailable with
 * Retry-After (an error on MCP), never {@code stopped: false}, and the stop acknowledged before the outage
 * is still in force after it.
 */
class StopOutageIT extends OutageAppTest {
    private static final String MANAGE = "/v1/stops/manage";
    private static final int CALLERS = 16;

    private static String check(String subject) {
        return "{\"operation\":\"check\",\"subject_key\":\"" + subject + "\"}";
    }

    @Test
    void aCheckThatCannotReadTheStopsIs503AndTheStopSurvivesTheOutage() {
        String key = app.createApiKey();
        Http.Reply stopped = app.post(MANAGE, key,
                "{\"operation\":\"stop\",\"subject_key\":\"fleet/eu\",\"reason_code\":\"incident\"}");
        assertThat(stopped.json().get("applied").asBoolean()).as(stopped.text()).isTrue();

        engines.stopRedis();
        probe.assertUnavailable(() -> app.post(MANAGE, key, check("fleet/eu/agent-7")));
        probe.assertUnavailable(() -> app.post(MANAGE, key, check("never-stopped")));
        Http.Reply overMcp = new Mcp(app).modern(key, "tools/call", Mcp.call("manage_agent_stop", check("never-stopped")));
        JsonNode result = overMcp.json().get("result");
        assertThat(result.get("isError").asBoolean()).as(overMcp.text()).isTrue();
        assertThat(result.get("structuredContent").get("code").asText()).isEqualTo("store_unavailable");

        engines.startRedis();
        probe.millisUntil(200, () -> app.post(MANAGE, key, check("fleet/eu/agent-7")));
        JsonNode after = app.post(MANAGE, key, check("fleet/eu/agent-7")).json();
        assertThat(after.get("stopped").asBoolean()).isTrue();
        assertThat(after.get("stopped_by").asText()).isEqualTo("fleet/eu");
    }

    @Test
    void checksInFlightWhenRedisStopsAnswerStoppedOr503NeverNotStopped() throws Exception {
        String key = app.createApiKey();
        app.post(MANAGE, key, "{\"operation\":\"stop\",\"subject_key\":\"fleet\",\"reason_code\":\"policy\"}");
        List<Http.Reply> answers = checkDuring(key, engines::stopRedis);
        engines.startRedis();
        assertNeverNotStopped(answers);
        probe.millisUntil(200, () -> app.post(MANAGE, key, check("fleet/agent-1")));
    }

    @Test
    void checksAgainstAHungRedisAnswerStoppedOr503NeverNotStopped() throws Exception {
        String key = app.createApiKey();
        app.post(MANAGE, key, "{\"operation\":\"stop\",\"subject_key\":\"fleet\",\"reason_code\":\"policy\"}");
        List<Http.Reply> answers = checkDuring(key, () -> engines.hangRedis(Duration.ofSeconds(8)));
        assertNeverNotStopped(answers);
        probe.millisUntil(200, () -> app.post(MANAGE, key, check("fleet/agent-1")));
    }

    private static void assertNeverNotStopped(List<Http.Reply> answers) {
        assertThat(answers).extracting(Http.Reply::status).containsOnly(200, 503).contains(503);
        for (Http.Reply answer : answers) {
            if (answer.status() == 200) {
                assertThat(answer.json().get("stopped").asBoolean()).as(answer.text()).isTrue();
            } else {
                assertThat(answer.json().get("code").asText()).isEqualTo("store_unavailable");
                assertThat(answer.header("Retry-After")).isNotNull();
            }
        }
        System.out.println("stop checks during the outage: " + answers.size() + ", of them 503: "
                + answers.stream().filter(answer -> answer.status() == 503).count());
    }

    /** {@value #CALLERS} callers check a stopped subject in a loop; 300 ms in, {@code outage} begins; 3 s later they stop. */
    private static List<Http.Reply> checkDuring(String key, Runnable outage) throws Exception {
        ExecutorService callers = Executors.newFixedThreadPool(CALLERS);
        AtomicBoolean calling = new AtomicBoolean(true);
        List<Future<List<Http.Reply>>> futures = new ArrayList<>();
        for (int i = 0; i < CALLERS; i++) {
            futures.add(callers.submit(() -> {
                List<Http.Reply> replies = new ArrayList<>();
                while (calling.get()) {
                    replies.add(app.post(MANAGE, key, check("fleet/agent-1")));
                }
                return replies;
            }));
        }
        Thread.sleep(300);
        outage.run();
        Thread.sleep(3_000);
        calling.set(false);
        List<Http.Reply> all = new ArrayList<>();
        for (Future<List<Http.Reply>> future : futures) {
            all.addAll(future.get(60, TimeUnit.SECONDS));
        }
        callers.shutdown();
        return all;
    }
}

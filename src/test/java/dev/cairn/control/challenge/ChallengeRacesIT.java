package dev.cairn.control.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Vetoes racing consumes at the veto deadline, and consumes racing each other: one winner at most, never a
 * veto and an execution right together.
 */
class ChallengeRacesIT extends SharedAppTest {
    private static final int EACH = 30;

    /** What a race produced: the vetoes that applied, the consumes that granted execution, the stored status. */
    record Race(long vetoes, long executions, String status) {
    }

    private Race race(ChallengeToolsIT.Window window, int vetoes, int consumes, Runnable duringRace) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(vetoes + consumes + 1);
        try {
            CountDownLatch gate = new CountDownLatch(1);
            List<Future<Http.Reply>> vetoReplies = new ArrayList<>();
            List<Future<Http.Reply>> consumeReplies = new ArrayList<>();
            for (int i = 0; i < Math.max(vetoes, consumes); i++) {
                if (i < vetoes) {
                    vetoReplies.add(pool.submit(gated(gate, () -> app.post(ChallengeToolsIT.VETO, null,
                            window.access(window.token())))));
                }
                if (i < consumes) {
                    consumeReplies.add(pool.submit(gated(gate, () -> app.post(ChallengeToolsIT.MANAGE, key,
                            window.operation("consume", ChallengeToolsIT.FINGERPRINT)))));
                }
                if (i == vetoes / 2) {
                    pool.submit(gated(gate, () -> {
                        duringRace.run();
                        return null;
                    }));
                }
            }
            gate.countDown();
            long vetoed = count(vetoReplies, "challenge_public_veto", "applied");
            long executions = count(consumeReplies, "manage_action_challenge", "safe_to_execute");
            String status = ChallengeToolsIT.ok(ChallengeToolsIT.MANAGE, key, window.operation("check", null))
                    .path("status").asText();
            return new Race(vetoed, executions, status);
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> Callable<T> gated(CountDownLatch gate, Callable<T> call) {
        return () -> {
            gate.await();
            return call.call();
        };
    }

    private static long count(List<Future<Http.Reply>> replies, String tool, String flag) throws Exception {
        long count = 0;
        for (Future<Http.Reply> future : replies) {
            Http.Reply reply = future.get();
            assertThat(reply.status()).as(reply.text()).isEqualTo(200);
            assertThat(ToolSchemas.outputErrors(tool, reply.json())).as(reply.text()).isEmpty();
            JsonNode json = reply.json();
            count += json.path(flag).asBoolean() ? 1 : 0;
        }
        return count;
    }

    private ChallengeToolsIT.Window window() {
        return ChallengeToolsIT.create(key, ",\"veto_window_seconds\":60");
    }

    @Test
    void vetoesAndConsumesAtTheDeadlineWhileTheClockTicksOverNeverBothWin() throws Exception {
        for (int round = 0; round < 5; round++) {
            ChallengeToolsIT.Window window = window();
            CLOCK.advance(Duration.ofSeconds(60).minusMillis(1)); // one millisecond before the veto deadline
            Race race = race(window, EACH, EACH, () -> CLOCK.advance(Duration.ofMillis(1)));
            assertThat(race.vetoes() + race.executions()).as(race.toString()).isLessThanOrEqualTo(1);
            switch (race.status()) {
                case "vetoed" -> assertThat(race).isEqualTo(new Race(1, 0, "vetoed"));
                case "consumed" -> assertThat(race).isEqualTo(new Race(0, 1, "consumed"));
                // every consume came before the tick and every veto after it: the right is still there, once
                default -> {
                    assertThat(race).isEqualTo(new Race(0, 0, "executable"));
                    assertThat(race(window, 0, EACH * 2, () -> { }).executions()).isEqualTo(1);
                }
            }
        }
    }

    @Test
    void exactlyAtTheDeadlineEveryVetoIsLateAndOneConsumeWins() throws Exception {
        ChallengeToolsIT.Window window = window();
        CLOCK.advance(Duration.ofSeconds(60));
        assertThat(race(window, EACH, EACH, () -> { })).isEqualTo(new Race(0, 1, "consumed"));
    }

    @Test
    void aVetoInTimeWinsAndNoConsumeGetsTheRightThenOrLater() throws Exception {
        ChallengeToolsIT.Window window = window();
        CLOCK.advance(Duration.ofSeconds(60).minusMillis(1));
        assertThat(race(window, EACH, EACH, () -> { })).isEqualTo(new Race(1, 0, "vetoed"));
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(race(window, 0, EACH * 2, () -> { })).isEqualTo(new Race(0, 0, "vetoed"));
    }

    @Test
    void concurrentConsumesGrantTheExecutionRightExactlyOnce() throws Exception {
        ChallengeToolsIT.Window window = window();
        CLOCK.advance(Duration.ofSeconds(61));
        assertThat(race(window, 0, EACH * 2, () -> { })).isEqualTo(new Race(0, 1, "consumed"));
    }
}

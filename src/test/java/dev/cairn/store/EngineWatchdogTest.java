package dev.cairn.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class EngineWatchdogTest {

    /** An engine that is down until its second restart: the first one fails, as when the port is still taken. */
    static final class FlakyEngine implements EmbeddedEngine {
        final AtomicBoolean running = new AtomicBoolean();
        final AtomicInteger restarts = new AtomicInteger();
        final CountDownLatch up = new CountDownLatch(1);

        @Override
        public String name() {
            return "flaky";
        }

        @Override
        public boolean isRunning() {
            return running.get();
        }

        @Override
        public void restart() {
            if (restarts.incrementAndGet() == 1) {
                throw new IllegalStateException("port still taken");
            }
            running.set(true);
            up.countDown();
        }

        @Override
        public void close() {
        }
    }

    @Test
    void anEngineThatIsDownIsStartedAgainUntilItRuns() throws Exception {
        FlakyEngine engine = new FlakyEngine();
        try (EngineWatchdog watchdog = EngineWatchdog.watch(List.of(engine), Duration.ofMillis(10))) {
            assertThat(engine.up.await(10, TimeUnit.SECONDS)).isTrue();
            Thread.sleep(100);
            assertThat(engine.restarts).hasValue(2);
        }
    }

    @Test
    void afterCloseNothingIsRestarted() throws Exception {
        FlakyEngine engine = new FlakyEngine();
        EngineWatchdog.watch(List.of(engine), Duration.ofMillis(50)).close();
        Thread.sleep(200);
        assertThat(engine.restarts).hasValue(0);
    }
}

package dev.cairn.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;

/** What the durability ITs share: a service writes, its embedded Redis is SIGKILLed, a new service reads. */
public final class RedisCrash {
    private RedisCrash() {
    }

    /**
     * Runs {@code write} on a service with its own engines, SIGKILLs the embedded Redis right after the last
     * acknowledged write, stops the service, and runs {@code check} on a new service over the same data
     * directory with what {@code write} returned (an API key, say).
     */
    public static <T> void between(Function<CairnApp, T> write, BiConsumer<CairnApp, T> check) {
        MutableClock clock = new MutableClock();
        String dataDir = CairnApp.tempDir();
        CairnApp before = CairnApp.ownEngines(clock, dataDir).start();
        T written;
        try {
            written = write.apply(before);
            List<ProcessHandle> redis = EngineProcesses.serving(Path.of(dataDir, "redis"));
            assertThat(redis).hasSize(1);
            EngineProcesses.crash(redis.get(0));
        } finally {
            before.stop();
        }
        CairnApp after = CairnApp.ownEngines(clock, dataDir).start();
        try {
            check.accept(after, written);
        } finally {
            after.stop();
        }
    }
}

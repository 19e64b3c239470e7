package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.CairnProcess;
import dev.cairn.testing.EngineProcesses;
import dev.cairn.testing.MutableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packaged service on one data directory: killed with SIGKILL (its engines live on), started again,
 * and started twice at once.
 */
class OrphanedEnginesIT {

    @Test
    void aStartAfterSigkillStopsTheEnginesTheKilledServiceLeftAndServes() throws Exception {
        Path dataDir = Path.of(CairnApp.tempDir());
        CairnProcess killed = CairnProcess.start(dataDir);
        assertThat(killed.awaitHealthy(Duration.ofMinutes(3))).as(killed.output()).isTrue();
        killed.kill();
        List<ProcessHandle> orphans = engines(dataDir);
        assertThat(orphans).as("the killed JVM's Redis and PostgreSQL still run").hasSize(2);

        long restart = System.nanoTime();
        CairnProcess next = CairnProcess.start(dataDir);
        try {
            assertThat(next.awaitHealthy(Duration.ofMinutes(3))).as(next.output()).isTrue();
            System.out.printf("healthy %d ms after the start that followed kill -9%n", (System.nanoTime() - restart) / 1_000_000);
            assertThat(orphans).noneMatch(ProcessHandle::isAlive);
            assertThat(EngineProcesses.serving(dataDir.resolve("redis"))).hasSize(1);
            assertThat(EngineProcesses.serving(dataDir.resolve("postgres"))).hasSize(1);
        } finally {
            assertThat(next.stop()).isTrue();
        }
        assertThat(engines(dataDir)).as("a clean stop leaves no engine behind").isEmpty();
    }

    @Test
    void aSecondServiceOnABusyDataDirectoryFailsAtOnceNamingIt() throws Exception {
        String dataDir = CairnApp.tempDir();
        CairnApp running = CairnApp.ownEngines(new MutableClock(), dataDir).start();
        try {
            long start = System.nanoTime();
            CairnProcess second = CairnProcess.start(Path.of(dataDir));
            assertThat(second.awaitExit(Duration.ofMinutes(1))).isTrue();
            System.out.printf("second start on a busy data directory ended after %d ms%n", (System.nanoTime() - start) / 1_000_000);
            assertThat(second.exitValue()).isNotZero();
            assertThat(second.output()).contains("data directory " + dataDir + " is in use by another Cairn process (pid "
                    + ProcessHandle.current().pid() + ")");
            assertThat(EngineProcesses.serving(Path.of(dataDir, "redis"))).hasSize(1);
            assertThat(EngineProcesses.serving(Path.of(dataDir, "postgres"))).hasSize(1);
            assertThat(running.createApiKey()).startsWith("cairn_live_");
        } finally {
            running.stop();
        }
    }

    private static List<ProcessHandle> engines(Path dataDir) {
        return Stream.concat(EngineProcesses.serving(dataDir.resolve("redis")).stream(),
                EngineProcesses.serving(dataDir.resolve("postgres")).stream()).toList();
    }
}

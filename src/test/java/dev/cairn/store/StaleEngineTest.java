package dev.cairn.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A {@code sleep} stands in for an engine: what identifies an engine is its pid file and its working directory. */
class StaleEngineTest {
    @TempDir
    Path dir;

    @Test
    void theEngineThePidFileNamesIsStoppedWhenItStillWorksInItsDirectory() throws Exception {
        Process engine = sleeperIn(dir);
        Path pidFile = Files.writeString(dir.resolve("engine.pid"), engine.pid() + "\n");
        StaleEngine.stopIfRunning(pidFile, dir);
        assertThat(engine.waitFor(5, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aProcessThatWorksElsewhereIsLeftAlone(@TempDir Path elsewhere) throws Exception {
        Process unrelated = sleeperIn(elsewhere);
        try {
            Path pidFile = Files.writeString(dir.resolve("engine.pid"), Long.toString(unrelated.pid()));
            StaleEngine.stopIfRunning(pidFile, dir);
            assertThat(unrelated.isAlive()).isTrue();
        } finally {
            unrelated.destroyForcibly().waitFor();
        }
    }

    @Test
    void aMissingOrUnreadablePidFileMeansNothingToStop() throws Exception {
        StaleEngine.stopIfRunning(dir.resolve("absent.pid"), dir);
        StaleEngine.stopIfRunning(Files.writeString(dir.resolve("garbled.pid"), "not a pid"), dir);
    }

    private static Process sleeperIn(Path directory) throws Exception {
        return new ProcessBuilder("sleep", "60").directory(directory.toFile()).start();
    }
}

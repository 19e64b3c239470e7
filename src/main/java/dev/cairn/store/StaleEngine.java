package dev.cairn.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An embedded engine that outlived the Cairn process that started it (a JVM ended by SIGKILL or the OOM
 * killer cannot stop its engines). The engine's own pid file names it, and it must still work in its data
 * directory (Linux {@code /proc/<pid>/cwd}: Redis and PostgreSQL both change into it), so a pid the system
 * has since given to another process is left alone. Call it only while holding the {@link DataDirectory}:
 * then no live Cairn owns the engine.
 */
public final class StaleEngine {
    private static final Logger LOG = LoggerFactory.getLogger(StaleEngine.class);
    private static final Duration CLEAN_STOP = Duration.ofSeconds(20);

    private StaleEngine() {
    }

    /** Stops the engine that {@code pidFile} names if it still serves {@code engineDir}; waits until it is gone. */
    public static void stopIfRunning(Path pidFile, Path engineDir) {
        Optional<ProcessHandle> engine = recordedPid(pidFile).flatMap(ProcessHandle::of)
                .filter(process -> worksIn(process, engineDir));
        if (engine.isEmpty()) {
            return;
        }
        ProcessHandle process = engine.get();
        LOG.warn("stopping the engine (pid {}) still running in {}", process.pid(), engineDir);
        process.destroy(); // SIGTERM: Redis writes its AOF and PostgreSQL shuts down cleanly
        if (!awaitExit(List.of(process))) {
            LOG.warn("engine {} did not stop within {} s; killing it and its children", process.pid(), CLEAN_STOP.toSeconds());
            List<ProcessHandle> all = Stream.concat(process.descendants(), Stream.of(process)).toList();
            all.forEach(ProcessHandle::destroyForcibly);
            if (!awaitExit(all)) {
                throw new IllegalStateException("could not stop engine " + process.pid() + " left running in " + engineDir);
            }
        }
    }

    /** SIGKILL to every process still working in {@code engineDir}, e.g. the backends of a postmaster that ended. */
    public static void killLeftovers(Path engineDir) {
        List<ProcessHandle> leftovers = ProcessHandle.allProcesses().filter(process -> worksIn(process, engineDir)).toList();
        leftovers.forEach(ProcessHandle::destroyForcibly);
        if (!awaitExit(leftovers)) {
            throw new IllegalStateException("processes left in " + engineDir + " did not end");
        }
    }

    private static Optional<Long> recordedPid(Path pidFile) {
        try (Stream<String> lines = Files.lines(pidFile)) {
            return lines.findFirst().map(String::trim).map(Long::parseLong);
        } catch (IOException | NumberFormatException e) {
            return Optional.empty(); // no pid file (the engine stopped cleanly) or one the engine itself will judge
        }
    }

    private static boolean worksIn(ProcessHandle process, Path dir) {
        try {
            return Files.readSymbolicLink(Path.of("/proc", Long.toString(process.pid()), "cwd")).equals(dir.toRealPath());
        } catch (IOException | UnsupportedOperationException e) {
            return false; // gone meanwhile, or a system without /proc: never stop what cannot be recognised
        }
    }

    private static boolean awaitExit(List<ProcessHandle> processes) {
        try {
            for (ProcessHandle process : processes) {
                process.onExit().get(CLEAN_STOP.toMillis(), TimeUnit.MILLISECONDS);
            }
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}

package dev.cairn.store;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts an embedded engine again when its process ends while the service runs (a crash, the OOM killer,
 * a stray {@code kill}), so the service recovers without a restart of its own. Clients reconnect to the
 * same port; requests fail only while the engine is down.
 */
public final class EngineWatchdog implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EngineWatchdog.class);

    private final ScheduledExecutorService timer;

    private EngineWatchdog(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    public static EngineWatchdog watch(List<EmbeddedEngine> engines, Duration period) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "engine-watchdog");
            thread.setDaemon(true);
            return thread;
        });
        if (!engines.isEmpty()) {
            timer.scheduleWithFixedDelay(() -> engines.forEach(EngineWatchdog::check),
                    period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
        }
        return new EngineWatchdog(timer);
    }

    private static void check(EmbeddedEngine engine) {
        if (engine.isRunning() || jvmShuttingDown()) {
            return;
        }
        LOG.warn("embedded {} is not running; starting it again", engine.name());
        try {
            engine.restart();
            LOG.info("embedded {} is running again", engine.name());
        } catch (RuntimeException e) {
            LOG.error("could not start embedded {} again; retrying", engine.name(), e);
        }
    }

    /**
     * The engine libraries stop their engines from JVM shutdown hooks, which run alongside the service's own
     * shutdown: an engine ended that way has not crashed, and one started then would outlive the JVM.
     */
    private static boolean jvmShuttingDown() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    /** Stops watching; returns once a restart under way has finished, so the engines can then be stopped for good. */
    @Override
    public void close() {
        timer.shutdown();
        try {
            timer.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

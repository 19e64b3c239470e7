package dev.cairn.store.sql;

import dev.cairn.store.EmbeddedEngine;
import dev.cairn.store.StaleEngine;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The embedded PostgreSQL, on a loopback port chosen once, as durable as a stock PostgreSQL: zonky's
 * builder is made for throwaway test databases ({@code -F}, i.e. fsync off, and {@code synchronous_commit=off}),
 * and a commit acknowledged under those settings can vanish with a crash of the server or the machine.
 * Settings given with {@code -c} come after {@code -F} on the postmaster's command line and so override it.
 */
final class PostgresEngine implements EmbeddedEngine {
    private final Path dir;
    private final int port;
    private EmbeddedPostgres postgres;
    private ProcessHandle postmaster;

    private PostgresEngine(Path dir, int port) {
        this.dir = dir;
        this.port = port;
    }

    static PostgresEngine start(Path dir) throws IOException {
        StaleEngine.stopIfRunning(dir.resolve("postmaster.pid"), dir);
        PostgresEngine engine = new PostgresEngine(dir, EmbeddedEngine.freePort());
        engine.launch();
        return engine;
    }

    private void launch() throws IOException {
        postgres = EmbeddedPostgres.builder()
                .setDataDirectory(dir)
                .setCleanDataDirectory(false)
                .setPort(port)
                // stopped by Stores once requests have drained; zonky's hook would race it at JVM exit
                .setRegisterShutdownHook(false)
                .setServerConfig("fsync", "on")
                .setServerConfig("synchronous_commit", "on")
                .setServerConfig("full_page_writes", "on")
                .start();
        long pid = Long.parseLong(Files.readAllLines(dir.resolve("postmaster.pid")).get(0).trim());
        postmaster = ProcessHandle.of(pid).orElseThrow(() -> new IOException("embedded PostgreSQL " + pid + " ended at once"));
    }

    String jdbcUrl() {
        return postgres.getJdbcUrl("postgres", "postgres");
    }

    @Override
    public String name() {
        return "PostgreSQL";
    }

    @Override
    public synchronized boolean isRunning() {
        return postmaster.isAlive();
    }

    /** Backends of the ended postmaster may still hold its shared memory, which a new one refuses to share. */
    @Override
    public synchronized void restart() {
        try {
            postgres.close(); // releases zonky's lock on the directory; the stop it attempts finds nothing to stop
            StaleEngine.killLeftovers(dir);
            launch();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start embedded PostgreSQL again in " + dir, e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException("could not stop embedded PostgreSQL", e);
        } finally {
            // zonky logs a failed pg_ctl stop and returns; the postmaster must not outlive the service
            StaleEngine.stopIfRunning(dir.resolve("postmaster.pid"), dir);
        }
    }
}

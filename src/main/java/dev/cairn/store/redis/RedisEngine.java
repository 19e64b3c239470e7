package dev.cairn.store.redis;

import dev.cairn.store.EmbeddedEngine;
import dev.cairn.store.StaleEngine;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import redis.embedded.RedisServer;

/**
 * The embedded Redis: AOF on, RDB snapshots off, bound to 127.0.0.1 on a port chosen once. Its pid file
 * lets the next start stop it if this process dies without stopping it.
 */
final class RedisEngine implements EmbeddedEngine {
    private final RedisServer server;
    private final Path pidFile;
    private final int port;
    private ProcessHandle process;

    private RedisEngine(RedisServer server, Path pidFile, int port) {
        this.server = server;
        this.pidFile = pidFile;
        this.port = port;
    }

    static RedisEngine start(Path dir, String appendfsync) throws IOException {
        Path pidFile = dir.resolve("redis-server.pid");
        StaleEngine.stopIfRunning(pidFile, dir);
        int port = EmbeddedEngine.freePort();
        RedisServer server = RedisServer.newRedisServer()
                .port(port)
                .bind("127.0.0.1")
                .setting("dir \"" + dir + "\"")
                .setting("pidfile \"" + pidFile + "\"")
                .setting("appendonly yes")
                .setting("appendfsync " + appendfsync)
                .setting("save \"\"")
                .build();
        RedisEngine engine = new RedisEngine(server, pidFile, port);
        engine.launch();
        return engine;
    }

    /** Starts the server and waits until it accepts connections (it writes its pid file before that). */
    private void launch() throws IOException {
        server.start();
        long pid = Long.parseLong(Files.readAllLines(pidFile).get(0).trim());
        process = ProcessHandle.of(pid).orElseThrow(() -> new IOException("embedded Redis " + pid + " ended at once"));
    }

    int port() {
        return port;
    }

    @Override
    public String name() {
        return "Redis";
    }

    @Override
    public synchronized boolean isRunning() {
        return process.isAlive();
    }

    @Override
    public synchronized void restart() {
        try {
            server.stop(); // only marks the ended process stopped, so that start() launches a new one
            launch();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start embedded Redis again on port " + port, e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            server.stop();
        } catch (IOException e) {
            throw new UncheckedIOException("could not stop embedded Redis", e);
        }
    }
}

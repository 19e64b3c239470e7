package dev.cairn.testing;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.args.ClientPauseMode;
import redis.embedded.RedisServer;

/**
 * A Redis (AOF, fsync on every write) and a PostgreSQL of one test's own, each on a fixed free port with
 * its data in a directory of its own, so a test can stop either and start it again where it was.
 */
public final class StoppableEngines implements AutoCloseable {
    private final int redisPort = freePort();
    private final int postgresPort = freePort();
    private final Path redisDir;
    private final Path postgresDir;
    private RedisServer redis;
    private EmbeddedPostgres postgres;

    public StoppableEngines() {
        redisDir = TempDirs.create("cairn-outage-redis", this::close);
        postgresDir = TempDirs.create("cairn-outage-postgres", this::close);
        startRedis();
        startPostgres();
    }

    public String redisUrl() {
        return "redis://127.0.0.1:" + redisPort;
    }

    public String databaseUrl() {
        return "jdbc:postgresql://127.0.0.1:" + postgresPort + "/postgres?user=postgres";
    }

    public void startRedis() {
        try {
            redis = RedisServer.newRedisServer()
                    .port(redisPort)
                    .bind("127.0.0.1")
                    .setting("dir \"" + redisDir + "\"")
                    .setting("appendonly yes")
                    .setting("appendfsync always")
                    .setting("save \"\"")
                    .build();
            redis.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void stopRedis() {
        try {
            redis.stop();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Makes Redis hold every client's commands for {@code pause}: a server that accepts but does not answer. */
    public void hangRedis(Duration pause) {
        try (Jedis admin = new Jedis("127.0.0.1", redisPort)) {
            admin.clientPause(pause.toMillis(), ClientPauseMode.ALL);
        }
    }

    public void startPostgres() {
        try {
            postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(postgresDir)
                    .setCleanDataDirectory(false)
                    .setPort(postgresPort)
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void stopPostgres() {
        try {
            postgres.close();
            postgres = null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts whichever engine is stopped, so a test that failed during an outage leaves none behind it. */
    public synchronized void ensureRunning() {
        if (!redis.isActive()) {
            startRedis();
        }
        if (postgres == null) {
            startPostgres();
        }
    }

    @Override
    public synchronized void close() {
        if (redis != null && redis.isActive()) {
            stopRedis();
        }
        if (postgres != null) {
            stopPostgres();
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

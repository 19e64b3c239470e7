package dev.cairn;

import dev.cairn.store.DataDirectory;
import dev.cairn.store.EngineWatchdog;
import dev.cairn.store.redis.RedisEndpoint;
import dev.cairn.store.sql.PostgresEndpoint;
import io.dropwizard.lifecycle.Managed;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The two stores the service needs, opened (embedded engines started, schema migrated) before anything
 * else is built, and closed after everything else has stopped. Embedded engines are started again by a
 * watchdog if they end meanwhile; the data directory stays locked to this process until they have stopped.
 */
final class Stores implements Managed {
    final RedisEndpoint redis;
    final PostgresEndpoint postgres;
    private final DataDirectory dataDir;
    private final EngineWatchdog watchdog;

    private Stores(RedisEndpoint redis, PostgresEndpoint postgres, DataDirectory dataDir) {
        this.redis = redis;
        this.postgres = postgres;
        this.dataDir = dataDir;
        this.watchdog = EngineWatchdog.watch(Stream.of(postgres.embeddedEngine(), redis.embeddedEngine())
                .flatMap(Optional::stream).toList(), Duration.ofSeconds(1));
    }

    /** Redis starts on another thread while PostgreSQL starts and migrates on this one. */
    static Stores open(CairnConfiguration config) {
        DataDirectory dataDir = DataDirectory.at(config.getDataDir());
        OwnThread<RedisEndpoint> redis = OwnThread.start("cairn-redis-open",
                () -> RedisEndpoint.open(config.getRedis(), dataDir));
        PostgresEndpoint postgres = null;
        try {
            postgres = PostgresEndpoint.open(config.getDatabase(), dataDir);
            postgres.migrate();
            return new Stores(redis.join(), postgres, dataDir);
        } catch (RuntimeException e) {
            PostgresEndpoint started = postgres;
            closing(e, () -> redis.join().close()); // waits for Redis: the lock outlives every engine
            closing(e, () -> {
                if (started != null) {
                    started.close();
                }
            });
            closing(e, dataDir::close);
            throw e;
        }
    }

    private static void closing(RuntimeException failure, Runnable close) {
        try {
            close.run();
        } catch (RuntimeException e) {
            failure.addSuppressed(e);
        }
    }

    @Override
    public void stop() {
        try (dataDir; postgres; redis; watchdog) {
            // closed in reverse order: the watchdog, Redis, PostgreSQL, then the lock
        }
    }
}

package dev.cairn.testing;

import dev.cairn.store.DataDirectory;
import dev.cairn.store.redis.RedisConfig;
import dev.cairn.store.redis.RedisEndpoint;
import dev.cairn.store.sql.DatabaseConfig;
import dev.cairn.store.sql.PostgresEndpoint;
import org.jdbi.v3.core.Jdbi;

/**
 * One Redis and one PostgreSQL for the whole test JVM: the servers named by CAIRN_TEST_REDIS_URL and
 * CAIRN_TEST_DATABASE_URL when set, otherwise embedded engines on free ports (never 6379 or 5432). On an
 * external PostgreSQL each test JVM works in a database of its own, created on that server and dropped at
 * exit, so no run sees the rows of an earlier one (the quality cards' contributor counts, for one, add up
 * across runs in a shared database).
 */
public final class TestEngines {
    private static RedisEndpoint redis;
    private static PostgresEndpoint postgres;

    private TestEngines() {
    }

    public static synchronized String redisUrl() {
        if (redis == null) {
            String external = System.getenv("CAIRN_TEST_REDIS_URL");
            RedisConfig config = new RedisConfig();
            config.setUrl(external);
            redis = RedisEndpoint.open(config, DataDirectory.at(TempDirs.create("cairn-test-redis", () -> {
                if (redis != null) {
                    redis.close();
                }
            })));
        }
        return redis.url();
    }

    public static synchronized String databaseUrl() {
        if (postgres == null) {
            String external = System.getenv("CAIRN_TEST_DATABASE_URL");
            DatabaseConfig config = new DatabaseConfig();
            config.setUrl(external == null ? null : ScratchDatabase.create(external));
            postgres = PostgresEndpoint.open(config, DataDirectory.at(TempDirs.create("cairn-test-postgres", () -> {
                if (postgres != null) {
                    postgres.close();
                }
            })));
            postgres.migrate();
        }
        return postgres.url();
    }

    /** The shared test database's {@code cairn} schema, for tests that read or alter rows behind the service. */
    public static Jdbi database() {
        DatabaseConfig config = new DatabaseConfig();
        config.setUrl(databaseUrl());
        return PostgresEndpoint.open(config, null).unpooledJdbi();
    }

    public static boolean usingExternalServers() {
        return System.getenv("CAIRN_TEST_REDIS_URL") != null || System.getenv("CAIRN_TEST_DATABASE_URL") != null;
    }
}

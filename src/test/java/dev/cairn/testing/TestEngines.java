package dev.cairn.testing;

import dev.cairn.store.redis.RedisConfig;
import dev.cairn.store.redis.RedisEndpoint;
import dev.cairn.store.sql.DatabaseConfig;
import dev.cairn.store.sql.PostgresEndpoint;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One Redis and one PostgreSQL for the whole test JVM: the servers named by CAIRN_TEST_REDIS_URL and
 * CAIRN_TEST_DATABASE_URL when set, otherwise embedded engines on free ports (never 6379 or 5432).
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
            redis = RedisEndpoint.open(config, tempDir("redis"));
            Runtime.getRuntime().addShutdownHook(new Thread(redis::close));
        }
        return redis.url();
    }

    public static synchronized String databaseUrl() {
        if (postgres == null) {
            String external = System.getenv("CAIRN_TEST_DATABASE_URL");
            DatabaseConfig config = new DatabaseConfig();
            config.setUrl(external);
            postgres = PostgresEndpoint.open(config, tempDir("postgres"));
            postgres.migrate();
            Runtime.getRuntime().addShutdownHook(new Thread(postgres::close));
        }
        return postgres.url();
    }

    public static boolean usingExternalServers() {
        return System.getenv("CAIRN_TEST_REDIS_URL") != null || System.getenv("CAIRN_TEST_DATABASE_URL") != null;
    }

    private static Path tempDir(String name) {
        try {
            return Files.createTempDirectory("cairn-test-" + name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

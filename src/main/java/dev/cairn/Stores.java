package dev.cairn;

import dev.cairn.store.redis.RedisEndpoint;
import dev.cairn.store.sql.PostgresEndpoint;
import io.dropwizard.lifecycle.Managed;

/**
 * The two stores the service needs, opened (embedded engines started, schema migrated) before anything
 * else is built, and closed after everything else has stopped.
 */
final class Stores implements Managed {
    final RedisEndpoint redis;
    final PostgresEndpoint postgres;

    private Stores(RedisEndpoint redis, PostgresEndpoint postgres) {
        this.redis = redis;
        this.postgres = postgres;
    }

    static Stores open(CairnConfiguration config) {
        PostgresEndpoint postgres = PostgresEndpoint.open(config.getDatabase(), config.getDataDir());
        try {
            postgres.migrate();
            return new Stores(RedisEndpoint.open(config.getRedis(), config.getDataDir()), postgres);
        } catch (RuntimeException e) {
            postgres.close();
            throw e;
        }
    }

    @Override
    public void stop() {
        try {
            redis.close();
        } finally {
            postgres.close();
        }
    }
}

package dev.cairn.store.redis;

import com.codahale.metrics.health.HealthCheck;
import redis.clients.jedis.UnifiedJedis;

public final class RedisHealthCheck extends HealthCheck {
    private final UnifiedJedis redis;

    public RedisHealthCheck(UnifiedJedis redis) {
        this.redis = redis;
    }

    @Override
    protected Result check() {
        String reply = redis.ping();
        return "PONG".equals(reply) ? Result.healthy() : Result.unhealthy("unexpected PING reply");
    }
}

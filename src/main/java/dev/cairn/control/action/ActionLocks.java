package dev.cairn.control.action;

import dev.cairn.store.redis.RedisKeys;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/** The lock records in Redis: one hash per (account, key), changed only by the scripts in {@code lua/action}. */
final class ActionLocks {
    /** How long a lapsed or released lock stays visible to check_action before Redis collects it. */
    static final long AFTERLIFE_MS = 24L * 60 * 60 * 1000;

    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;

    ActionLocks(UnifiedJedis redis, ScriptRegistry scripts) {
        this.redis = redis;
        this.scripts = scripts;
    }

    /** A script's verdict and the record as it stands afterwards. */
    record Outcome(String verdict, LockRecord record) {
    }

    Outcome claim(String account, String key, long nowMs, long ttlMs, long retentionMs, String lockId) {
        long expiresAt = nowMs + ttlMs;
        return run("action/claim", account, key, List.of(Long.toString(nowMs), Long.toString(expiresAt),
                Long.toString(retentionMs), lockId, Long.toString(ttlMs + AFTERLIFE_MS)));
    }

    Outcome settle(String account, String key, long nowMs, String lockId, Settlement settlement) {
        return run("action/settle", account, key,
                List.of(Long.toString(nowMs), lockId, settlement.scriptArgument, Long.toString(AFTERLIFE_MS)));
    }

    LockRecord read(String account, String key) {
        return LockRecord.fromHash(redis.hgetAll(recordKey(account, key)));
    }

    private Outcome run(String script, String account, String key, List<String> args) {
        List<?> reply = (List<?>) scripts.run(script, List.of(recordKey(account, key)), args);
        return new Outcome((String) reply.get(0), LockRecord.fromReply(reply));
    }

    private static String recordKey(String account, String key) {
        return RedisKeys.record("action", account, key);
    }
}

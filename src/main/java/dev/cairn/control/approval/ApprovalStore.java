package dev.cairn.control.approval;

import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/** Approval records in Redis, keyed by server id and changed only by the scripts in {@code lua/approval}. */
final class ApprovalStore {
    /** How long a record stays readable after its link expires, before Redis collects it. */
    static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;

    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;
    private final PublicRecords records;

    ApprovalStore(UnifiedJedis redis, ScriptRegistry scripts) {
        this.redis = redis;
        this.scripts = scripts;
        this.records = new PublicRecords(redis, scripts, "approval", "apr", ApprovalService.PAGE);
    }

    String requireWellFormed(String id) {
        return records.requireWellFormed(id, "approval request");
    }

    ScriptReply create(String id, String account, String tokenHash, String title, String description,
                         long nowMs, long expiresAtMs) {
        return run("approval/create", id, List.of(account, tokenHash, title, description == null ? "" : description,
                Long.toString(nowMs), Long.toString(expiresAtMs), Long.toString(expiresAtMs - nowMs + RETENTION_MS)));
    }

    ApprovalRecord read(String id) {
        return new ApprovalRecord(id, redis.hgetAll(records.recordKey(id)));
    }

    ScriptReply open(String id, String tokenHash) {
        return run("approval/open", id, List.of(tokenHash));
    }

    ScriptReply decide(String id, long nowMs, String tokenHash, String decision, String note) {
        return run("approval/decide", id, List.of(Long.toString(nowMs), tokenHash, decision, note == null ? "" : note));
    }

    ScriptReply cancel(String id, long nowMs, String account) {
        return run("approval/cancel", id, List.of(Long.toString(nowMs), account));
    }

    private ScriptReply run(String script, String id, List<String> args) {
        return ScriptReply.undetailed(scripts.run(script, List.of(records.recordKey(id)), args));
    }
}

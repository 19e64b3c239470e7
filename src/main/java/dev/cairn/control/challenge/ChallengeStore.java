package dev.cairn.control.challenge;

import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/** Challenge records in Redis, keyed by server id and changed only by the scripts in {@code lua/challenge}. */
final class ChallengeStore {
    /** How long a record stays readable after its execution deadline, before Redis collects it. */
    static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;

    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;
    private final PublicRecords records;

    ChallengeStore(UnifiedJedis redis, ScriptRegistry scripts) {
        this.redis = redis;
        this.scripts = scripts;
        this.records = new PublicRecords(redis, scripts, "challenge", "chl", ChallengeService.PAGE);
    }

    String requireWellFormed(String id) {
        return records.requireWellFormed(id, "challenge");
    }

    /** The challenge bound to the caller's control_id (a new one when none is), and the create script's verdict. */
    ScriptReply create(Terms terms, String account, String controlId, String newId, String tokenHash, long nowMs) {
        long vetoDeadline = nowMs + terms.vetoWindowMs();
        long executionDeadline = vetoDeadline + terms.executionWindowMs();
        long ttlMs = executionDeadline - nowMs + RETENTION_MS;
        String id = records.bind(account, controlId, newId, ttlMs);
        ScriptReply outcome = run("challenge/create", id, List.of(account, tokenHash, terms.actionFingerprint(),
                Long.toString(terms.vetoWindowMs()), Long.toString(terms.executionWindowMs()),
                terms.title() == null ? "" : terms.title(), Long.toString(nowMs), Long.toString(vetoDeadline),
                Long.toString(executionDeadline), Long.toString(ttlMs), id));
        if (outcome.is("created")) {
            records.keepBinding(account, controlId, ttlMs);
        }
        return outcome;
    }

    /** What a create binds a challenge to; a repeated create must bring the same. */
    record Terms(String actionFingerprint, long vetoWindowMs, long executionWindowMs, String title) {
    }

    String requireBound(String account, String controlId) {
        return records.requireBound(account, controlId, "challenge");
    }

    ChallengeRecord read(String id) {
        return new ChallengeRecord(id, redis.hgetAll(records.recordKey(id)));
    }

    ScriptReply open(String id, String tokenHash) {
        return run("challenge/open", id, List.of(tokenHash));
    }

    ScriptReply veto(String id, long nowMs, String tokenHash) {
        return run("challenge/veto", id, List.of(Long.toString(nowMs), tokenHash));
    }

    ScriptReply consume(String id, long nowMs, String account, String actionFingerprint) {
        return run("challenge/consume", id, List.of(Long.toString(nowMs), account, actionFingerprint));
    }

    ScriptReply cancel(String id, long nowMs, String account) {
        return run("challenge/cancel", id, List.of(Long.toString(nowMs), account));
    }

    private ScriptReply run(String script, String id, List<String> args) {
        return ScriptReply.undetailed(scripts.run(script, List.of(records.recordKey(id)), args));
    }
}

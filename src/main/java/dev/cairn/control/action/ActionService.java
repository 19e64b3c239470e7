package dev.cairn.control.action;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Ids;
import dev.cairn.api.Outcome;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.ScriptReply;
import dev.cairn.control.action.ActionRecords.LockView;
import dev.cairn.store.redis.RedisKeys;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/**
 * The six action tools (spec §4.3): fingerprint an intent, and claim, check, complete or release idempotency
 * locks. A lock is one hash per (account, key), changed only by the scripts in {@code lua/action}.
 */
public final class ActionService implements Family {
    public static final ToolSpec FINGERPRINT_ACTION = new ToolSpec("fingerprint_action", "/v1/actions/fingerprint",
            "Fingerprint an action intent",
            "Computes the SHA-256 fingerprint of an action's canonical form (RFC 8785 JCS of {action, scope, arguments})"
                    + " and the idempotency key derived from it. Object key order does not matter; array order does."
                    + " Stores nothing and echoes no argument. Use it to name an action before locking it.",
            Access.OPEN, Hints.READ_ONLY);

    public static final ToolSpec LOCK_ACTION_INTENT = new ToolSpec("lock_action_intent", "/v1/actions/lock-intent",
            "Lock an action intent",
            "Fingerprints the action like fingerprint_action and claims the resulting idempotency key in one call."
                    + " Perform the external action only when safe_to_execute is true, then call complete_action with the"
                    + " returned key and lock_id (or release_action if you did not perform it).",
            Access.SUBSCRIPTION, Hints.WRITE);

    public static final ToolSpec LOCK_ACTION = new ToolSpec("lock_action", "/v1/actions/lock",
            "Claim an idempotency key",
            "Claims a caller-chosen idempotency key so an action runs once. The first claim gets safe_to_execute true"
                    + " and a lock_id; any other claim while the lock is held or the completion is protected gets"
                    + " safe_to_execute false and the current status. Locks last lock_ttl_seconds (default 300).",
            Access.SUBSCRIPTION, Hints.WRITE);

    public static final ToolSpec CHECK_ACTION = new ToolSpec("check_action", "/v1/actions/check",
            "Check an idempotency key",
            "Reports the state of an idempotency key (free, locked, expired, released or completed) without claiming it.",
            Access.SUBSCRIPTION, Hints.READ_ONLY);

    public static final ToolSpec COMPLETE_ACTION = new ToolSpec("complete_action", "/v1/actions/complete",
            "Mark a locked action completed",
            "Records that the action behind a lock was performed. Needs the key and the lock_id of the current lock;"
                    + " the key then stays protected for completion_ttl_seconds (default 30 days). A wrong lock_id"
                    + " changes nothing and the result says why.",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE);

    public static final ToolSpec RELEASE_ACTION = new ToolSpec("release_action", "/v1/actions/release",
            "Release an uncompleted lock",
            "Gives up a lock whose action was not performed, so the key can be claimed again. Needs the key and the"
                    + " lock_id of the current lock; a completed action cannot be released.",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE);

    static final int DEFAULT_LOCK_TTL_SECONDS = 300;
    static final int DEFAULT_COMPLETION_TTL_SECONDS = 30 * 24 * 60 * 60;
    /** How long a lapsed or released lock stays visible to check_action before Redis collects it. */
    static final long AFTERLIFE_MS = 24L * 60 * 60 * 1000;
    private static final String FINGERPRINT_NOTICE = "Nothing was stored. Lock this fingerprint with"
            + " lock_action_intent, or claim idempotency_key with lock_action, before performing the action.";
    private static final String ACQUIRED_NOTICE = "Lock acquired: perform the action once, then call complete_action"
            + " with this key and lock_id before lock_expires_at (or release_action if you do not perform it).";
    private static final String COMPLETED_NOTICE = "Completion recorded; the key is protected until protected_until.";
    private static final String RELEASED_NOTICE = "Lock released; the key can be claimed again.";

    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;
    private final Clock clock;

    public ActionService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.redis = redis;
        this.scripts = scripts;
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(FINGERPRINT_ACTION, ActionRecords.Fingerprint.class, this::fingerprint)
                .add(LOCK_ACTION_INTENT, ActionRecords.LockIntent.class, this::lockIntent)
                .add(LOCK_ACTION, ActionRecords.Lock.class, this::lock)
                .add(CHECK_ACTION, ActionRecords.Check.class, this::check)
                .add(COMPLETE_ACTION, ActionRecords.Settle.class, this::complete)
                .add(RELEASE_ACTION, ActionRecords.Settle.class, this::release);
    }

    public ActionRecords.Fingerprinted fingerprint(ActionRecords.Fingerprint request, Caller caller) {
        return new ActionRecords.Fingerprinted(Outcome.BRAND, ActionFingerprints.digest(request), FINGERPRINT_NOTICE);
    }

    public ActionRecords.IntentLock lockIntent(ActionRecords.LockIntent request, Caller caller) {
        ActionRecords.Digest digest = ActionFingerprints.digest(request.intent());
        LockView lock = claim(caller, digest.idempotencyKey(), request.lockTtlSeconds(), request.completionTtlSeconds());
        return new ActionRecords.IntentLock(Outcome.BRAND, digest, lock);
    }

    public ActionRecords.KeyLock lock(ActionRecords.Lock request, Caller caller) {
        return new ActionRecords.KeyLock(Outcome.BRAND,
                claim(caller, request.key(), request.lockTtlSeconds(), request.completionTtlSeconds()));
    }

    public ActionRecords.KeyLock check(ActionRecords.Check request, Caller caller) {
        long now = clock.millis();
        LockRecord record = LockRecord.fromHash(redis.hgetAll(recordKey(caller, request.key())));
        return new ActionRecords.KeyLock(Outcome.BRAND, view(request.key(), record, now, false));
    }

    public ActionRecords.Settlement complete(ActionRecords.Settle request, Caller caller) {
        return settle(request, caller, "complete", COMPLETED_NOTICE);
    }

    public ActionRecords.Settlement release(ActionRecords.Settle request, Caller caller) {
        return settle(request, caller, "release", RELEASED_NOTICE);
    }

    private LockView claim(Caller caller, String key, Integer lockTtlSeconds, Integer completionTtlSeconds) {
        long now = clock.millis();
        long ttlMs = 1000L * (lockTtlSeconds == null ? DEFAULT_LOCK_TTL_SECONDS : lockTtlSeconds);
        long retentionMs = 1000L * (completionTtlSeconds == null ? DEFAULT_COMPLETION_TTL_SECONDS : completionTtlSeconds);
        ScriptReply reply = run("action/claim", caller, key, ScriptArgs.of("now", now).and("expires_at", now + ttlMs)
                .and("retention_ms", retentionMs).and("lock_id", Ids.mint("lck")).and("ttl_ms", ttlMs + AFTERLIFE_MS));
        return view(key, LockRecord.of(reply), now, reply.is("acquired"));
    }

    /** {@code operation}: complete or release; {@code appliedNotice}: what the result says when it is applied. */
    private ActionRecords.Settlement settle(ActionRecords.Settle request, Caller caller, String operation,
                                            String appliedNotice) {
        long now = clock.millis();
        ScriptReply reply = run("action/settle", caller, request.key(), ScriptArgs.of("now", now)
                .and("lock_id", request.lockId()).and("operation", operation).and("released_ttl_ms", AFTERLIFE_MS));
        LockView view = view(request.key(), LockRecord.of(reply), now, false);
        Outcome outcome = reply.change();
        String notice = outcome.applied() ? appliedNotice : refusal(outcome.reason()) + " " + view.notice();
        return new ActionRecords.Settlement(Outcome.BRAND, outcome, view.withNotice(notice));
    }

    /** Why complete_action or release_action changed nothing (the outcome of lua/action/settle.lua). */
    private static String refusal(String reason) {
        return switch (reason) {
            case "not_locked" ->
                    "Nothing changed: no lock is held on this key (never claimed, released, or long lapsed).";
            case "lock_id_mismatch" -> "Nothing changed: lock_id is not the id of the current lock on this key.";
            case "already_completed" -> "Nothing changed: this action is already completed.";
            default -> throw new IllegalStateException("unknown outcome of action/settle: " + reason);
        };
    }

    private ScriptReply run(String script, Caller caller, String key, ScriptArgs args) {
        return ScriptReply.of(scripts.run(script, List.of(recordKey(caller, key)), args));
    }

    private static String recordKey(Caller caller, String key) {
        return RedisKeys.record("action", caller.accountId(), key);
    }

    private static LockView view(String key, LockRecord record, long now, boolean acquired) {
        LockStatus status = record.status(now);
        if (status == LockStatus.FREE) {
            return new LockView(status.id(), false, key, null, null, null, null, null, null, status.notice());
        }
        Long protectedUntil = switch (status) {
            case LOCKED -> record.expiresAt();
            case COMPLETED -> record.completedAt() + record.retentionMs();
            default -> null;
        };
        return new LockView(status.id(), acquired, key, acquired ? record.lockId() : null,
                Timestamps.format(record.lockedAt()), Timestamps.format(record.expiresAt()),
                record.retentionMs() / 1000, Timestamps.formatOrNull(record.completedAt()),
                Timestamps.formatOrNull(protectedUntil), acquired ? ACQUIRED_NOTICE : status.notice());
    }
}

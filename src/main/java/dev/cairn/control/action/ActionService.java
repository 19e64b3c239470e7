package dev.cairn.control.action;

import dev.cairn.api.ActionRequests;
import dev.cairn.api.ActionResults;
import dev.cairn.api.ActionResults.LockView;
import dev.cairn.api.Caller;
import dev.cairn.catalog.ActionTools;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.api.Timestamps;
import dev.cairn.api.Ids;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** The six action tools: fingerprint an intent, and claim, check, complete or release idempotency locks. */
public final class ActionService implements Family {
    static final int DEFAULT_LOCK_TTL_SECONDS = 300;
    static final int DEFAULT_COMPLETION_TTL_SECONDS = 30 * 24 * 60 * 60;
    private static final String FINGERPRINT_NOTICE = "Nothing was stored. Lock this fingerprint with"
            + " lock_action_intent, or claim idempotency_key with lock_action, before performing the action.";
    private static final String ACQUIRED_NOTICE = "Lock acquired: perform the action once, then call complete_action"
            + " with this key and lock_id before lock_expires_at (or release_action if you do not perform it).";

    private final ActionLocks locks;
    private final Clock clock;

    public ActionService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.locks = new ActionLocks(redis, scripts);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(ActionTools.FINGERPRINT_ACTION, ActionRequests.Fingerprint.class, this::fingerprint)
                .add(ActionTools.LOCK_ACTION_INTENT, ActionRequests.LockIntent.class, this::lockIntent)
                .add(ActionTools.LOCK_ACTION, ActionRequests.Lock.class, this::lock)
                .add(ActionTools.CHECK_ACTION, ActionRequests.Check.class, this::check)
                .add(ActionTools.COMPLETE_ACTION, ActionRequests.Settle.class, this::complete)
                .add(ActionTools.RELEASE_ACTION, ActionRequests.Settle.class, this::release);
    }

    public ActionResults.Fingerprint fingerprint(ActionRequests.Fingerprint request, Caller caller) {
        return new ActionResults.Fingerprint(ActionResults.BRAND, ActionFingerprints.digest(request), FINGERPRINT_NOTICE);
    }

    public ActionResults.LockIntent lockIntent(ActionRequests.LockIntent request, Caller caller) {
        ActionResults.Digest digest = ActionFingerprints.digest(request.intent());
        LockView lock = claim(caller, digest.idempotencyKey(), request.lockTtlSeconds(), request.completionTtlSeconds());
        return new ActionResults.LockIntent(ActionResults.BRAND, digest, lock);
    }

    public ActionResults.Lock lock(ActionRequests.Lock request, Caller caller) {
        return new ActionResults.Lock(ActionResults.BRAND,
                claim(caller, request.key(), request.lockTtlSeconds(), request.completionTtlSeconds()));
    }

    public ActionResults.Lock check(ActionRequests.Check request, Caller caller) {
        long now = clock.millis();
        LockRecord record = locks.read(caller.accountId(), request.key());
        return new ActionResults.Lock(ActionResults.BRAND, view(request.key(), record, now, false));
    }

    public ActionResults.Settle complete(ActionRequests.Settle request, Caller caller) {
        return settle(request, caller, Settlement.COMPLETE);
    }

    public ActionResults.Settle release(ActionRequests.Settle request, Caller caller) {
        return settle(request, caller, Settlement.RELEASE);
    }

    private LockView claim(Caller caller, String key, Integer lockTtlSeconds, Integer completionTtlSeconds) {
        long now = clock.millis();
        long ttlMs = 1000L * (lockTtlSeconds == null ? DEFAULT_LOCK_TTL_SECONDS : lockTtlSeconds);
        long retentionMs = 1000L * (completionTtlSeconds == null ? DEFAULT_COMPLETION_TTL_SECONDS : completionTtlSeconds);
        ActionLocks.Outcome outcome = locks.claim(caller.accountId(), key, now, ttlMs, retentionMs, Ids.mint("lck"));
        return view(key, outcome.record(), now, outcome.verdict().equals("acquired"));
    }

    private ActionResults.Settle settle(ActionRequests.Settle request, Caller caller, Settlement settlement) {
        long now = clock.millis();
        ActionLocks.Outcome outcome = locks.settle(caller.accountId(), request.key(), now, request.lockId(), settlement);
        LockView view = view(request.key(), outcome.record(), now, false);
        if (outcome.verdict().equals("applied")) {
            return new ActionResults.Settle(ActionResults.BRAND, true, null, view.withNotice(settlement.appliedNotice));
        }
        Refusal refusal = Refusal.of(outcome.verdict());
        return new ActionResults.Settle(ActionResults.BRAND, false, refusal.id(),
                view.withNotice(refusal.explanation() + " " + view.notice()));
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

package dev.cairn.control.compensation;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** manage_action_compensation: binds an action to its undo; the undo is granted once, and only after the action. */
public final class CompensationService implements Family {
    static final ToolSpec MANAGE_ACTION_COMPENSATION = new ToolSpec("manage_action_compensation",
            "/v1/compensations/manage", "Bind an action to its compensation",
            "bind pairs an action_fingerprint with the compensation_fingerprint of its undo. mark_executed, with the"
                    + " same action_fingerprint while bound and before expires_at, records that the action runs: call"
                    + " it just before performing the action and perform it only if applied is true. compensate, with"
                    + " the same compensation_fingerprint after mark_executed, grants the undo exactly once (applied"
                    + " true): perform the undo only then. cancel ends a binding before execution; check shows the"
                    + " state. Cairn performs neither action.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    static final int DEFAULT_EXPIRES_IN_SECONDS = 86400;
    /** How long a record stays readable after its window (from bind, or from execution once executed). */
    static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;
    private static final String BOUND_NOTICE = "Bound. Call mark_executed with the action_fingerprint just before"
            + " you perform the action, and perform it only if applied is true.";
    private static final String EXISTING_NOTICE = "This control_id already bound this action and compensation"
            + " with these parameters; this is that record.";

    private final PublicRecords records;
    private final Clock clock;

    public CompensationService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "compensation", "cmp");
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_ACTION_COMPENSATION, CompensationRecords.Manage.class, this::manage);
    }

    public Object manage(CompensationRecords.Manage request, Caller caller) {
        return request.operation().equals("bind") ? bind(request, caller) : owner(request, caller);
    }

    private CompensationRecords.Owned bind(CompensationRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String action = DigestFields.normalize(
                OwnerRequests.require(request.actionFingerprint(), "action_fingerprint"));
        String compensation = DigestFields.normalize(
                OwnerRequests.require(request.compensationFingerprint(), "compensation_fingerprint"));
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        String params = Digests.sha256Hex(String.join("\n", action, compensation, Integer.toString(seconds)));
        long now = clock.millis();
        long windowMs = seconds * 1000L;
        long ttlMs = windowMs + RETENTION_MS;
        // the longest the record can live: executed at the end of its window, then kept a window and the retention
        long bindingMs = windowMs + ttlMs;
        String id = records.bind(caller.accountId(), controlId, records.mintId(), bindingMs);
        ScriptReply record = records.run("compensation/bind", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", params).and("action_fingerprint", action)
                .and("compensation_fingerprint", compensation).and("expires_at", now + windowMs)
                .and("window_ms", windowMs).and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(record, "compensation");
        boolean created = record.is("created");
        if (created) {
            records.keepBinding(caller.accountId(), controlId, bindingMs);
        }
        return new CompensationRecords.Owned(Outcome.BRAND, CompensationViews.owner(controlId, id, record, now,
                created ? BOUND_NOTICE : EXISTING_NOTICE));
    }

    /** check, mark_executed, compensate and cancel, by the owner's control_id. */
    private Object owner(CompensationRecords.Manage request, Caller caller) {
        String operation = request.operation();
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String action = operation.equals("mark_executed") ? DigestFields.normalize(
                OwnerRequests.require(request.actionFingerprint(), "action_fingerprint")) : null;
        String compensation = operation.equals("compensate") ? DigestFields.normalize(
                OwnerRequests.require(request.compensationFingerprint(), "compensation_fingerprint")) : null;
        String id = records.requireBound(caller.accountId(), controlId, "compensation");
        long now = clock.millis();
        ScriptReply record = records.run("compensation/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", operation).and("action_fingerprint", action)
                .and("compensation_fingerprint", compensation).and("retention_ms", RETENTION_MS))
                .found(() -> PublicRecords.notBound("compensation"));
        if (operation.equals("check")) {
            return new CompensationRecords.Owned(Outcome.BRAND,
                    CompensationViews.owner(controlId, id, record, now, null));
        }
        return new CompensationRecords.Change(Outcome.BRAND, record.change(), CompensationViews.owner(controlId, id,
                record, now, CompensationViews.outcome(operation, record.outcome())));
    }
}

package dev.cairn.control.deadline;

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

/** manage_task_deadline: when a task is due, whether it is to be escalated, and whether it was done on time. */
public final class DeadlineService implements Family {
    static final ToolSpec MANAGE_TASK_DEADLINE = new ToolSpec("manage_task_deadline", "/v1/deadlines/manage",
            "Track a task's deadline and its escalation",
            "create sets a deadline for one task_fingerprint, due in due_in_seconds, to be escalated"
                    + " escalation_grace_seconds after that. check answers, from the server clock, status pending, due"
                    + " or escalate with due_at, escalate_at and the seconds until due or overdue; complete records"
                    + " the completion once and whether it was on time (before due_at); cancel ends a deadline not yet"
                    + " completed. Cairn notifies no one: escalating is the caller's job.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    /** How long an ended deadline (or one never completed, counted from escalate_at) stays readable. */
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;
    private static final String CREATED_NOTICE = "Deadline set. check shows whether it is due or to be escalated;"
            + " complete records whether it was done on time.";
    private static final String EXISTING_NOTICE = "This control_id already names this deadline with these"
            + " parameters; its due time is unchanged.";

    private final PublicRecords records;
    private final Clock clock;

    public DeadlineService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "deadline", "dln");
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_TASK_DEADLINE, DeadlineRecords.Manage.class, this::manage);
    }

    public Object manage(DeadlineRecords.Manage request, Caller caller) {
        return request.operation().equals("create") ? create(request, caller) : owner(request, caller);
    }

    private DeadlineRecords.Owned create(DeadlineRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String fingerprint = DigestFields.normalize(
                OwnerRequests.require(request.taskFingerprint(), "task_fingerprint"));
        int dueIn = OwnerRequests.require(request.dueInSeconds(), "due_in_seconds");
        int grace = request.escalationGraceSeconds() == null ? 0 : request.escalationGraceSeconds();
        String params = Digests.sha256Hex(String.join("\n", fingerprint, Integer.toString(dueIn),
                Integer.toString(grace)));
        long now = clock.millis();
        long dueAt = now + dueIn * 1000L;
        long escalateAt = dueAt + grace * 1000L;
        long ttlMs = escalateAt + RETENTION_MS - now;
        // the longest the record can live: ended at the last instant of that lifetime, then kept the retention
        long bindingMs = ttlMs + RETENTION_MS;
        String id = records.bind(caller.accountId(), controlId, records.mintId(), bindingMs);
        ScriptReply record = records.run("deadline/create", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", params).and("task_fingerprint", fingerprint)
                .and("due_at", dueAt).and("escalate_at", escalateAt).and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(record, "deadline");
        if (!record.is("created")) {
            return new DeadlineRecords.Owned(Outcome.BRAND,
                    DeadlineViews.view(controlId, id, record, now, EXISTING_NOTICE));
        }
        records.keepBinding(caller.accountId(), controlId, bindingMs);
        return new DeadlineRecords.Owned(Outcome.BRAND, DeadlineViews.view(controlId, id, record, now, CREATED_NOTICE));
    }

    /** check, complete and cancel, by the owner's control_id. */
    private Object owner(DeadlineRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String id = records.requireBound(caller.accountId(), controlId, "deadline");
        long now = clock.millis();
        ScriptReply record = records.run("deadline/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", request.operation())
                .and("retention_ms", RETENTION_MS))
                .found(() -> PublicRecords.notBound("deadline"));
        DeadlineRecords.View view = DeadlineViews.view(controlId, id, record, now, null);
        if (request.operation().equals("check")) {
            return new DeadlineRecords.Owned(Outcome.BRAND, view);
        }
        return new DeadlineRecords.Change(Outcome.BRAND, record.change(), view);
    }
}

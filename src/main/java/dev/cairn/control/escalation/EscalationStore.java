package dev.cairn.control.escalation;

import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.List;

/** Escalation records in Redis, one hash per server id, changed only by the scripts in {@code lua/escalation}. */
final class EscalationStore {
    /** How long an escalation stays readable after its resolution deadline, before Redis collects it. */
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;

    private final PublicRecords records;
    private final ScriptRegistry scripts;

    EscalationStore(PublicRecords records, ScriptRegistry scripts) {
        this.records = records;
        this.scripts = scripts;
    }

    /** What a create stores besides the operator token hash. */
    record Draft(String params, String incidentFingerprint, String severity, String title, long responseDueAt,
                 long resolutionDueAt) {
    }

    ScriptReply create(String id, String account, long now, Draft draft, String tokenHash, long ttlMs) {
        return run("escalation/create", id, List.of(Long.toString(now), account, draft.params(),
                draft.incidentFingerprint(), draft.severity(), draft.title() == null ? "" : draft.title(),
                Long.toString(draft.responseDueAt()), Long.toString(draft.resolutionDueAt()), tokenHash,
                Long.toString(ttlMs)));
    }

    /** {@code action}: view, acknowledge or resolve. */
    ScriptReply operator(String id, long now, String tokenHash, String action) {
        return run("escalation/operator", id, List.of(Long.toString(now), tokenHash, action));
    }

    /** {@code operation}: check or cancel. */
    ScriptReply owner(String id, String account, long now, String operation) {
        return run("escalation/owner", id, List.of(Long.toString(now), account, operation));
    }

    private ScriptReply run(String script, String id, List<String> args) {
        return ScriptReply.withDetail(scripts.run(script, List.of(records.recordKey(id)), args));
    }
}

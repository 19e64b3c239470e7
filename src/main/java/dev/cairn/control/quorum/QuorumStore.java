package dev.cairn.control.quorum;

import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.ArrayList;
import java.util.List;

/** Quorum records in Redis, one hash per server id, changed only by the scripts in {@code lua/quorum}. */
final class QuorumStore {
    /** How long a quorum stays readable after it expires, before Redis collects it. */
    static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;

    private final PublicRecords records;
    private final ScriptRegistry scripts;

    QuorumStore(PublicRecords records, ScriptRegistry scripts) {
        this.records = records;
        this.scripts = scripts;
    }

    /** What a create needs besides the member token hashes. */
    record Draft(String params, String actionFingerprint, String title, int requiredVotes, int memberCount,
                 long expiresAt) {
    }

    ScriptReply create(String id, String account, long now, Draft draft, List<String> tokenHashes, long ttlMs) {
        List<String> args = new ArrayList<>(List.of(Long.toString(now), account, draft.params(),
                draft.actionFingerprint(), draft.title() == null ? "" : draft.title(),
                Integer.toString(draft.requiredVotes()), Integer.toString(draft.memberCount()),
                Long.toString(draft.expiresAt()), Long.toString(ttlMs)));
        args.addAll(tokenHashes);
        return run("quorum/create", id, args);
    }

    /** {@code action}: view, approved or rejected. */
    ScriptReply member(String id, long now, String tokenHash, String action) {
        return run("quorum/member", id, List.of(Long.toString(now), tokenHash, action));
    }

    /** {@code operation}: check, consume or cancel. */
    ScriptReply owner(String id, String account, long now, String operation, String actionFingerprint) {
        return run("quorum/owner", id, List.of(Long.toString(now), account, operation,
                actionFingerprint == null ? "" : actionFingerprint));
    }

    private ScriptReply run(String script, String id, List<String> args) {
        return ScriptReply.withDetail(scripts.run(script, List.of(records.recordKey(id)), args));
    }
}

package dev.cairn.control.action;

import dev.cairn.control.ScriptReply;
import java.util.Map;

/**
 * A lock record as stored in Redis (all times epoch milliseconds). Absent fields are null; a record
 * that does not exist has a null status.
 */
record LockRecord(String status, String lockId, Long lockedAt, Long expiresAt, Long retentionMs, Long completedAt) {
    static final LockRecord NONE = new LockRecord(null, null, null, null, null, null);

    static LockRecord fromHash(Map<String, String> hash) {
        if (hash.isEmpty()) {
            return NONE;
        }
        // a record no script has touched since the template may still name its status 'state' (prelude.lua)
        String status = hash.containsKey("status") ? hash.get("status") : hash.get("state");
        return new LockRecord(status, hash.get("lock_id"), number(hash, "locked_at"),
                number(hash, "expires_at"), number(hash, "retention_ms"), number(hash, "completed_at"));
    }

    /** The record as a script of {@code lua/action} left it (the fields of its reply). */
    static LockRecord of(ScriptReply reply) {
        return fromHash(reply.fields());
    }

    private static Long number(Map<String, String> hash, String field) {
        String value = hash.get(field);
        return value == null ? null : Long.valueOf(value);
    }

    /** The status the API shows at {@code nowMs}; times decide, not Redis key expiry. */
    LockStatus status(long nowMs) {
        if (status == null) {
            return LockStatus.FREE;
        }
        return switch (status) {
            case "locked" -> expiresAt > nowMs ? LockStatus.LOCKED : LockStatus.EXPIRED;
            case "completed" -> completedAt + retentionMs > nowMs ? LockStatus.COMPLETED : LockStatus.FREE;
            case "released" -> LockStatus.RELEASED;
            default -> throw new IllegalStateException("unknown lock status in Redis: " + status);
        };
    }
}

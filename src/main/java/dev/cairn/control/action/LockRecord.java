package dev.cairn.control.action;

import java.util.List;
import java.util.Map;
import java.util.HashMap;

/**
 * A lock record as stored in Redis (all times epoch milliseconds). Absent fields are null; a record
 * that does not exist has a null state.
 */
record LockRecord(String state, String lockId, Long lockedAt, Long expiresAt, Long retentionMs, Long completedAt) {
    static final LockRecord NONE = new LockRecord(null, null, null, null, null, null);

    static LockRecord fromHash(Map<String, String> hash) {
        if (hash.isEmpty()) {
            return NONE;
        }
        return new LockRecord(hash.get("state"), hash.get("lock_id"), number(hash, "locked_at"),
                number(hash, "expires_at"), number(hash, "retention_ms"), number(hash, "completed_at"));
    }

    /** Reads the {@code field, value, ...} list that follows the outcome in a script reply. */
    static LockRecord fromReply(List<?> reply) {
        Map<String, String> hash = new HashMap<>();
        for (int i = 1; i + 1 < reply.size(); i += 2) {
            hash.put((String) reply.get(i), (String) reply.get(i + 1));
        }
        return fromHash(hash);
    }

    private static Long number(Map<String, String> hash, String field) {
        String value = hash.get(field);
        return value == null ? null : Long.valueOf(value);
    }

    /** The status the API shows at {@code nowMs}; times decide, not Redis key expiry. */
    LockStatus status(long nowMs) {
        if (state == null) {
            return LockStatus.FREE;
        }
        return switch (state) {
            case "locked" -> expiresAt > nowMs ? LockStatus.LOCKED : LockStatus.EXPIRED;
            case "completed" -> completedAt + retentionMs > nowMs ? LockStatus.COMPLETED : LockStatus.FREE;
            case "released" -> LockStatus.RELEASED;
            default -> throw new IllegalStateException("unknown lock state in Redis: " + state);
        };
    }
}

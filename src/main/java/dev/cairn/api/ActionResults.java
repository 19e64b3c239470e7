package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** Result bodies of the action tools (spec §2). */
public final class ActionResults {
    public static final String BRAND = "cairn";

    private ActionResults() {
    }

    /** The digest of an action intent and how it was computed. */
    @JsonPropertyOrder({"action_fingerprint", "idempotency_key", "algorithm", "canonicalization", "canonical_bytes"})
    public record Digest(String actionFingerprint, String idempotencyKey, String algorithm, String canonicalization,
                         int canonicalBytes) {
    }

    @JsonPropertyOrder({"brand"})
    public record Fingerprint(String brand, @JsonUnwrapped Digest digest, String notice) {
    }

    /** What is known of one lock key; {@code lockId} is shown only to the caller who just acquired it. */
    @JsonPropertyOrder({"status", "safe_to_execute", "key", "lock_id", "locked_at", "lock_expires_at",
            "completion_retention_seconds", "completed_at", "protected_until", "notice"})
    public record LockView(String status, boolean safeToExecute, String key, String lockId, String lockedAt,
                           String lockExpiresAt, Long completionRetentionSeconds, String completedAt,
                           String protectedUntil, String notice) {
        public LockView withNotice(String text) {
            return new LockView(status, safeToExecute, key, lockId, lockedAt, lockExpiresAt,
                    completionRetentionSeconds, completedAt, protectedUntil, text);
        }
    }

    @JsonPropertyOrder({"brand"})
    public record Lock(String brand, @JsonUnwrapped LockView lock) {
    }

    @JsonPropertyOrder({"brand"})
    public record LockIntent(String brand, @JsonUnwrapped Digest digest, @JsonUnwrapped LockView lock) {
    }

    /** complete_action and release_action: whether the change was applied and, if not, why. */
    @JsonPropertyOrder({"brand", "applied", "reason"})
    public record Settle(String brand, boolean applied, String reason, @JsonUnwrapped LockView lock) {
    }
}

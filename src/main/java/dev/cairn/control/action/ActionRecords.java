package dev.cairn.control.action;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of the action tools (spec §2). Requests have passed their schemas. Results start
 * with {@code brand}; complete_action and release_action embed the shared {@link Outcome}.
 */
public final class ActionRecords {
    private ActionRecords() {
    }

    public record Fingerprint(String action, String scope, ObjectNode arguments) {
    }

    public record LockIntent(String action, String scope, ObjectNode arguments,
                             Integer lockTtlSeconds, Integer completionTtlSeconds) {
        public Fingerprint intent() {
            return new Fingerprint(action, scope, arguments);
        }
    }

    public record Lock(String key, Integer lockTtlSeconds, Integer completionTtlSeconds) {
    }

    public record Check(String key) {
    }

    /** complete_action and release_action share one body. */
    public record Settle(String key, String lockId) {
    }

    /** The digest of an action intent and how it was computed. */
    @JsonPropertyOrder({"action_fingerprint", "idempotency_key", "algorithm", "canonicalization", "canonical_bytes"})
    public record Digest(String actionFingerprint, String idempotencyKey, String algorithm, String canonicalization,
                         int canonicalBytes) {
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

    /** fingerprint_action. */
    @JsonPropertyOrder({"brand"})
    public record Fingerprinted(String brand, @JsonUnwrapped Digest digest, String notice) {
    }

    /** lock_action and check_action: the lock on a key. */
    @JsonPropertyOrder({"brand"})
    public record KeyLock(String brand, @JsonUnwrapped LockView lock) {
    }

    /** lock_action_intent: the intent's digest and the lock on its idempotency key. */
    @JsonPropertyOrder({"brand"})
    public record IntentLock(String brand, @JsonUnwrapped Digest digest, @JsonUnwrapped LockView lock) {
    }

    /** complete_action and release_action: whether the change was applied and, if not, why. */
    @JsonPropertyOrder({"brand"})
    public record Settlement(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped LockView lock) {
    }
}

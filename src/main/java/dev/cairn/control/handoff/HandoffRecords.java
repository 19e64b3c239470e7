package dev.cairn.control.handoff;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of manage_task_handoff. Requests have passed their schema; which fields an operation
 * needs is the service's check (422). The bearer token appears only in the creating call's result.
 */
public final class HandoffRecords {
    private HandoffRecords() {
    }

    public record Manage(String operation, String controlId, String token, String taskFingerprint,
                         Integer expiresInSeconds) {
    }

    /** The creator's view; {@code token} only on the call that created the handoff, else null. */
    @JsonPropertyOrder({"control_id", "handoff_id", "status", "task_fingerprint", "created_at", "expires_at",
            "claimed_at", "completed_at", "cancelled_at", "token", "notice"})
    public record View(String controlId, String handoffId, String status, String taskFingerprint, String createdAt,
                       String expiresAt, String claimedAt, String completedAt, String cancelledAt, String token,
                       String notice) {
    }

    /** create and check by control_id. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View handoff) {
    }

    /** cancel. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View handoff) {
    }

    /** What the token's holder sees: never the creator's control_id. */
    @JsonPropertyOrder({"handoff_id", "status", "claimed_by_you", "task_fingerprint", "created_at", "expires_at",
            "claimed_at", "completed_at", "cancelled_at", "notice"})
    public record ClaimerView(String handoffId, String status, boolean claimedByYou, String taskFingerprint,
                              String createdAt, String expiresAt, String claimedAt, String completedAt,
                              String cancelledAt, String notice) {
    }

    /** check by token. */
    @JsonPropertyOrder({"brand"})
    public record Seen(String brand, @JsonUnwrapped ClaimerView handoff) {
    }

    /** claim and complete. */
    @JsonPropertyOrder({"brand"})
    public record Claimed(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped ClaimerView handoff) {
    }
}

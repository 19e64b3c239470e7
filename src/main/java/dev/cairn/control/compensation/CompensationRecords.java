package dev.cairn.control.compensation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of manage_action_compensation. The request has passed its schema; which fields an
 * operation needs is the service's check (422).
 */
public final class CompensationRecords {
    private CompensationRecords() {
    }

    public record Manage(String operation, String controlId, String actionFingerprint,
                         String compensationFingerprint, Integer expiresInSeconds) {
    }

    @JsonPropertyOrder({"control_id", "compensation_id", "status", "action_fingerprint", "compensation_fingerprint",
            "created_at", "expires_at", "executed_at", "compensated_at", "cancelled_at", "retained_until", "notice"})
    public record View(String controlId, String compensationId, String status, String actionFingerprint,
                       String compensationFingerprint, String createdAt, String expiresAt, String executedAt,
                       String compensatedAt, String cancelledAt, String retainedUntil, String notice) {
    }

    /** bind and check. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View compensation) {
    }

    /** mark_executed, compensate and cancel: {@code applied} true is the one go-ahead for the action or its undo. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View compensation) {
    }
}

package dev.cairn.control.taskcontract;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of manage_task_contract. Requests have passed their schema; which fields an operation
 * needs is the service's check (422). The bearer token appears only in the offering call's result.
 */
public final class ContractRecords {
    private ContractRecords() {
    }

    public record Manage(String operation, String controlId, String token, String taskFingerprint,
                         String termsDigest, Integer expiresInSeconds) {
    }

    /** The offerer's view; {@code token} only on the call that made the offer, else null. */
    @JsonPropertyOrder({"control_id", "contract_id", "status", "task_fingerprint", "terms_digest", "created_at",
            "expires_at", "accepted_at", "completed_at", "cancelled_at", "token", "notice"})
    public record View(String controlId, String contractId, String status, String taskFingerprint,
                       String termsDigest, String createdAt, String expiresAt, String acceptedAt, String completedAt,
                       String cancelledAt, String token, String notice) {
    }

    /** offer and check by control_id. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View contract) {
    }

    /** cancel. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View contract) {
    }

    /** What the token's holder sees: never the offerer's control_id. */
    @JsonPropertyOrder({"contract_id", "status", "accepted_by_you", "task_fingerprint", "terms_digest", "created_at",
            "expires_at", "accepted_at", "completed_at", "cancelled_at", "notice"})
    public record AcceptorView(String contractId, String status, boolean acceptedByYou, String taskFingerprint,
                               String termsDigest, String createdAt, String expiresAt, String acceptedAt,
                               String completedAt, String cancelledAt, String notice) {
    }

    /** check by token. */
    @JsonPropertyOrder({"brand"})
    public record Seen(String brand, @JsonUnwrapped AcceptorView contract) {
    }

    /** accept and complete. */
    @JsonPropertyOrder({"brand"})
    public record Accepted(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped AcceptorView contract) {
    }
}

package dev.cairn.control.contextrights;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import java.util.List;

/**
 * Request and result bodies of manage_context_rights. The request has passed its schema; which fields an
 * operation needs is the service's check (422).
 */
public final class ContextRightsRecords {
    private ContextRightsRecords() {
    }

    public record Manage(String operation, String controlId, String contextDigest, String policyDigest,
                         List<String> rights, String requestedRight, Integer expiresInSeconds) {
    }

    @JsonPropertyOrder({"control_id", "grant_id", "status", "context_digest", "policy_digest", "rights", "issued_at",
            "expires_at", "revoked_at", "retained_until", "notice"})
    public record View(String controlId, String grantId, String status, String contextDigest, String policyDigest,
                       List<String> rights, String issuedAt, String expiresAt, String revokedAt,
                       String retainedUntil, String notice) {
    }

    /** issue and check. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View grant) {
    }

    /** evaluate: {@code reason} says why {@code requested_right} is not granted (null when it is). */
    @JsonPropertyOrder({"brand", "granted", "reason", "requested_right"})
    public record Evaluated(String brand, boolean granted, String reason, String requestedRight,
                            @JsonUnwrapped View grant) {
    }

    /** revoke. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View grant) {
    }
}

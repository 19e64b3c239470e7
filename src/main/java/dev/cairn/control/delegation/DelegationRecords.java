package dev.cairn.control.delegation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of manage_authority_delegation. Requests have passed their schema; which fields an
 * operation needs is the service's check (422). The bearer token appears only in the issuing call's result.
 */
public final class DelegationRecords {
    private DelegationRecords() {
    }

    public record Manage(String operation, String controlId, String token, String actionFingerprint, Integer maxUses,
                         Integer expiresInSeconds) {
    }

    /** The issuer's view; {@code token} only on the call that issued the delegation, else null. */
    @JsonPropertyOrder({"control_id", "delegation_id", "status", "action_fingerprint", "max_uses", "uses",
            "uses_left", "created_at", "expires_at", "last_used_at", "exhausted_at", "revoked_at", "token", "notice"})
    public record View(String controlId, String delegationId, String status, String actionFingerprint, long maxUses,
                       long uses, long usesLeft, String createdAt, String expiresAt, String lastUsedAt,
                       String exhaustedAt, String revokedAt, String token, String notice) {
    }

    /** issue and check. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View delegation) {
    }

    /** revoke. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View delegation) {
    }

    /** What the token's holder sees: never the issuer's control_id. */
    @JsonPropertyOrder({"delegation_id", "status", "max_uses", "uses", "uses_left", "expires_at", "notice"})
    public record UseView(String delegationId, String status, long maxUses, long uses, long usesLeft,
                          String expiresAt, String notice) {
    }

    /** use; {@code allowed} is true exactly for a use that was counted: the action may run once for it. */
    @JsonPropertyOrder({"brand"})
    public record Used(String brand, @JsonUnwrapped Outcome outcome, boolean allowed, @JsonUnwrapped UseView use) {
    }
}

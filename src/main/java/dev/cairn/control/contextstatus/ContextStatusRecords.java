package dev.cairn.control.contextstatus;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import java.util.List;

/**
 * Request and result bodies of manage_context_status. The request has passed its schema; which fields an
 * operation needs is the service's check (422).
 */
public final class ContextStatusRecords {
    private ContextStatusRecords() {
    }

    public record Manage(String operation, String controlId, String contextDigest, String successorDigest,
                         String reasonCode, Integer expiresInSeconds) {
    }

    @JsonPropertyOrder({"control_id", "status_id", "status", "context_digest", "reason_code", "successor_digest",
            "published_at", "expires_at", "disputed_at", "resolved_at", "superseded_at", "revoked_at",
            "retained_until", "notice"})
    public record View(String controlId, String statusId, String status, String contextDigest, String reasonCode,
                       String successorDigest, String publishedAt, String expiresAt, String disputedAt,
                       String resolvedAt, String supersededAt, String revokedAt, String retainedUntil, String notice) {
    }

    /** One supersession of a chain: the context that replaced the one before it, and its status now. */
    @JsonPropertyOrder({"context_digest", "status"})
    public record Hop(String contextDigest, String status) {
    }

    /** Where the supersessions from a context lead; current_* are null when the chain was truncated. */
    @JsonPropertyOrder({"chain", "chain_truncated", "current_digest", "current_status"})
    public record Chain(List<Hop> chain, boolean chainTruncated, String currentDigest, String currentStatus) {
    }

    /** check. */
    @JsonPropertyOrder({"brand"})
    public record Checked(String brand, @JsonUnwrapped View context, @JsonUnwrapped Chain chain) {
    }

    /** publish, supersede, dispute and revoke. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View context) {
    }
}

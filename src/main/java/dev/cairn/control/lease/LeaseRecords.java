package dev.cairn.control.lease;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of manage_resource_lease. The request has passed its schema; which fields an
 * operation needs is the service's check (422). The lease token appears only in the answer to the acquire
 * that granted it.
 */
public final class LeaseRecords {
    private LeaseRecords() {
    }

    public record Manage(String operation, String resourceKey, String leaseToken, Integer ttlSeconds) {
    }

    @JsonPropertyOrder({"resource_key", "status", "lease_token", "fencing_token", "acquired_at", "expires_at",
            "released_at", "ttl_seconds", "notice"})
    public record View(String resourceKey, String status, String leaseToken, Long fencingToken, String acquiredAt,
                       String expiresAt, String releasedAt, Long ttlSeconds, String notice) {
    }

    /** check. */
    @JsonPropertyOrder({"brand"})
    public record Checked(String brand, @JsonUnwrapped View lease) {
    }

    /** acquire: {@code renewed} tells a renewal of the caller's own lease from a new grant. */
    @JsonPropertyOrder({"brand"})
    public record Acquired(String brand, @JsonUnwrapped Outcome outcome, boolean renewed,
                           @JsonUnwrapped View lease) {
    }

    /** release. */
    @JsonPropertyOrder({"brand"})
    public record Released(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View lease) {
    }
}
